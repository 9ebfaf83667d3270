// What the search index holds (docs/decisions.md "Search"): each page of the site but the search page
// itself, its title, then its description and the words of its blocks with the HTML stripped; each
// published product, its name, then its description and its price as the shop shows it.
import { PageType } from '../../core/catalog/enums.ts';
import type { SearchItem } from '../../core/catalog/search.ts';
import { priceText, type Product } from '../../core/commerce/product.ts';
import { productPath } from '../store/index.ts';
import type { Block, Page } from '../../site/model.ts';
import { plainText } from './plain-text.ts';

/** One searchable thing: what its result shows (title, url, kind) and the text searched besides its title. */
export interface SearchDocument {
  title: string;
  url: string;
  kind: SearchItem['kind'];
  body: string;
}

/** The store's currency and the site's locale, for the prices. */
export interface DocumentMoney {
  currency: string;
  locale: string;
}

/** The words a visitor reads in a block; none for a block of no words of its own (a map, a store view). */
export function blockText(block: Block): string[] {
  switch (block.kind) {
    case 'text':
      return [plainText(block.html)];
    case 'accordion':
      return block.items.flatMap((item) => [item.title, plainText(item.descriptionHtml)]);
    case 'image':
      return [block.alt, block.caption ?? ''];
    case 'video':
      return [block.title];
    case 'gallery':
      return [block.title, ...block.slides.flatMap((slide) => [slide.title ?? '', slide.description ?? '', slide.alt])];
    case 'menu':
      return [block.title, ...block.sections.flatMap((section) => [section.title, ...section.items.flatMap((item) => [item.name, item.description ?? '', item.price ?? ''])])];
    case 'member-area':
      return [block.title, ...block.plans.flatMap((plan) => [plan.name, plan.description])];
    case 'chart':
      return [block.title, ...block.columns, ...block.rows.map((row) => row.label)];
    case 'button':
      return [block.text];
    case 'donation':
      return [block.text];
    case 'form':
      return [block.form.name];
    case 'product':
      return [block.product.name, block.product.description];
    default:
      return [];
  }
}

const joined = (parts: readonly string[]): string => parts.filter((part) => part.trim() !== '').join(' ');

export function pageDocument(page: Page): SearchDocument {
  return { title: page.title, url: page.path, kind: 'page', body: joined([page.description, ...page.blocks.flatMap(blockText)]) };
}

export function productDocument(product: Product, money: DocumentMoney): SearchDocument {
  return { title: product.name, url: productPath(product), kind: 'product', body: joined([product.description, priceText(product, money.currency, money.locale)]) };
}

export function siteDocuments(pages: readonly Page[], products: readonly Product[], money: DocumentMoney): SearchDocument[] {
  return [...pages.filter((page) => page.pageType !== PageType.SEARCH).map(pageDocument), ...products.map((product) => productDocument(product, money))];
}
