// The store's products: the site's data (site/products.ts), each limited SKU's stock from the
// `stock` table (migration 6). Stock rows are seeded with INSERT OR IGNORE, so a row an order has
// decremented keeps its count across restarts; an unlimited SKU (or a digital product's) has none.
import type { Database } from 'better-sqlite3';
import { ContentStatus, ProductType } from '../../core/catalog/enums.ts';
import type { Product, Variant } from '../../core/commerce/product.ts';

/** True when the variant's stock is counted: not unlimited, and not a digital product's. */
export const isLimited = (product: Product, variant: Variant): boolean => !variant.unlimited && product.productType !== ProductType.DIGITAL;

export const isPublished = (product: Product): boolean => product.status === ContentStatus.PUBLISHED;

export interface Catalog {
  /** Every product in site order, each limited variant's qtyInStock read from the database. */
  all(): Product[];
  /** The product with this id or slug, any status, with its stock; undefined when none. */
  find(slugOrId: string): Product | undefined;
  /** The site's product with this id, as the data gives it (no stock read). */
  byId(id: string): Product | undefined;
  /** The variant's stock now: Infinity when unlimited, else its row (0 when it has none). */
  stockOf(product: Product, variant: Variant): number;
  /** Takes `quantity` of a limited SKU from its stock (nothing for an unlimited one); throws rather than go below zero. Call inside a write transaction, after stockOf. */
  take(productId: string, sku: string, quantity: number, time: number): void;
}

export function createCatalog(db: Database, products: readonly Product[], now: () => number): Catalog {
  const seed = db.prepare('INSERT OR IGNORE INTO stock (sku, product_id, qty, updated_at) VALUES (?, ?, ?, ?)');
  const one = db.prepare('SELECT qty FROM stock WHERE sku = ?').pluck();
  const every = db.prepare('SELECT sku, qty FROM stock');
  const take = db.prepare('UPDATE stock SET qty = qty - ?, updated_at = ? WHERE sku = ? AND qty >= ?');
  db.transaction(() => {
    const time = now();
    for (const product of products)
      for (const variant of product.variants) if (isLimited(product, variant)) seed.run(variant.sku, product.id, Math.max(0, Math.trunc(variant.qtyInStock)), time);
  })();

  const byId = new Map(products.map((product) => [product.id, product]));
  const bySlug = new Map(products.map((product) => [product.slug, product]));

  const withStock = (product: Product, stock: (sku: string) => number | undefined): Product => ({
    ...product,
    variants: product.variants.map((variant) => (isLimited(product, variant) ? { ...variant, qtyInStock: stock(variant.sku) ?? 0 } : variant)),
  });

  return {
    all() {
      const stock = new Map((every.all() as { sku: string; qty: number }[]).map((row) => [row.sku, row.qty]));
      return products.map((product) => withStock(product, (sku) => stock.get(sku)));
    },
    find(slugOrId) {
      const product = byId.get(slugOrId) ?? bySlug.get(slugOrId);
      return product && withStock(product, (sku) => one.get(sku) as number | undefined);
    },
    byId: (id) => byId.get(id),
    stockOf(product, variant) {
      if (!isLimited(product, variant)) return Number.POSITIVE_INFINITY;
      return (one.get(variant.sku) as number | undefined) ?? 0;
    },
    take(productId, sku, quantity, time) {
      const product = byId.get(productId);
      const variant = product?.variants.find((candidate) => candidate.sku === sku);
      if (!product || !variant || !isLimited(product, variant)) return;
      if (take.run(quantity, time, sku, quantity).changes !== 1) throw new Error(`The stock of ${sku} is short of ${quantity}.`);
    },
  };
}
