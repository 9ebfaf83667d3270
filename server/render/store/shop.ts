// docs/store.md "Pages": /shop (page type 1), every published product: its image in a reserved box,
// name, price text (the original struck through on sale), its Sale or Sold Out mark, a link to its
// page and a Quick View button the runtime wires (POST /api/census/RecordQuickView/{id}) to open the
// product's summary, a <dialog> beside it.
import { isOnSale, isSoldOut, type Product } from '../../../core/commerce/product.ts';
import { format } from '../../../core/catalog/strings.ts';
import { shopStrings } from '../../../core/catalog/strings/shop.ts';
import { productPath } from '../../store/index.ts';
import { escapeHtml } from '../escape.ts';
import { renderImageTag, type ImageRenderState } from '../blocks/image.ts';
import type { ImageSizes } from '../model.ts';
import { priceHtml, type StoreMoney } from './price.ts';
import type { ShopViewState } from '../model.ts';
import { storePageStrings } from './strings.ts';

const FALLBACK = { width: 1500, height: 1000 };
// The list is three columns at most (styles.ts): a third of the row, square frames.
const SQUARE = { width: 1, height: 1 };

export interface ShopRenderContext extends StoreMoney {
  imageSizes: ImageSizes;
  images: ImageRenderState;
}

/** The product's summary the Quick View button opens (core/blocks/store/quick-view.ts): a modal <dialog>, closed until then. */
function quickView(product: Product, mark: string, context: ShopRenderContext): string {
  const id = escapeHtml(product.id);
  return (
    `<dialog class="quick-view-dialog" id="quick-view-${id}" aria-labelledby="quick-view-title-${id}">` +
    `<h2 id="quick-view-title-${id}">${escapeHtml(product.name)}</h2>` +
    `<p class="shop-price">${priceHtml(product, context)}</p>` +
    (mark ? `<p class="product-mark">${escapeHtml(mark)}</p>` : '') +
    (product.description ? `<p>${escapeHtml(product.description)}</p>` : '') +
    `<p class="quick-view-actions"><a class="store-button" href="${escapeHtml(productPath(product))}">${escapeHtml(storePageStrings.viewProduct)}</a> ` +
    `<button type="button" class="quick-view-close" data-quick-view-close>${escapeHtml(storePageStrings.close)}</button></p>` +
    `</dialog>`
  );
}

export function renderShop({ products }: ShopViewState, context: ShopRenderContext): string {
  const items = products.map((product) => {
    const soldOut = isSoldOut(product);
    const mark = soldOut ? shopStrings.soldOut : isOnSale(product) ? shopStrings.sale : '';
    const image = product.image
      ? renderImageTag(
          {
            name: product.image,
            // The name follows in the same link: the picture adds nothing to say.
            alt: '',
            size: context.imageSizes(product.image) ?? FALLBACK,
            frame: SQUARE,
            crop: 'cover',
            focalPoint: { x: 0.5, y: 0.5 },
            stretch: true,
            span: 'third',
          },
          context.images,
        )
      : '<div class="image-frame shop-no-image" style="aspect-ratio:1/1"></div>';
    const name = escapeHtml(product.name);
    return (
      `<li class="shop-item${soldOut ? ' is-sold-out' : ''}" data-product-id="${escapeHtml(product.id)}">` +
      `<a class="shop-link" href="${escapeHtml(productPath(product))}">${image}<h2 class="shop-name">${name}</h2></a>` +
      `<p class="shop-price">${priceHtml(product, context)}</p>` +
      (mark ? `<p class="shop-mark product-mark">${escapeHtml(mark)}</p>` : '') +
      `<button type="button" class="quick-view" data-quick-view="${escapeHtml(product.id)}" aria-label="${escapeHtml(format(storePageStrings.quickViewOf, { name: product.name }))}">${escapeHtml(shopStrings.quickView)}</button>` +
      quickView(product, mark, context) +
      `</li>`
    );
  });
  const list = items.length > 0 ? `<ul class="shop-list">${items.join('')}</ul>` : `<p class="shop-empty">${escapeHtml(storePageStrings.shopEmpty)}</p>`;
  return `<div class="shop-page"><h1>${escapeHtml(storePageStrings.shopTitle)}</h1><p class="shop-intro">${escapeHtml(storePageStrings.shopIntro)}</p>${list}</div>`;
}
