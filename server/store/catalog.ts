// The store's products: the site's data (site/products.ts), each limited SKU's stock from the
// `stock` table (migration 6). Stock rows are seeded insert-or-ignore (ON CONFLICT (sku) DO NOTHING),
// so a row an order has decremented keeps its count across restarts, and server processes starting at
// once seed it once; an unlimited SKU (or a digital product's) has none.
import { ContentStatus, ProductType } from '../../core/catalog/enums.ts';
import type { Product, Variant } from '../../core/commerce/product.ts';
import type { Db } from '../db/index.ts';

/** True when the variant's stock is counted: not unlimited, and not a digital product's. */
export const isLimited = (product: Product, variant: Variant): boolean => !variant.unlimited && product.productType !== ProductType.DIGITAL;

export const isPublished = (product: Product): boolean => product.status === ContentStatus.PUBLISHED;

/** Every call that reads or writes takes the database or the transaction it runs in (a Kysely `Transaction` is a `Db`). */
export interface Catalog {
  /** Adds a stock row for each limited SKU that has none; a row already there keeps its count. */
  seed(db: Db): Promise<void>;
  /** Every product in site order, each limited variant's qtyInStock read from the database. */
  all(db: Db): Promise<Product[]>;
  /** The product with this id or slug, any status, with its stock; undefined when none. */
  find(db: Db, slugOrId: string): Promise<Product | undefined>;
  /** The site's product with this id, as the data gives it (no stock read). */
  byId(id: string): Product | undefined;
  /** The variant's stock now: Infinity when unlimited, else its row (0 when it has none). */
  stockOf(db: Db, product: Product, variant: Variant): Promise<number>;
  /**
   * Takes `quantity` of a limited SKU from its stock (nothing for an unlimited one) with one
   * conditional update, `qty >= quantity` in its WHERE: false when it updated no row, the stock being
   * short. Call inside the order's transaction, which the caller rolls back on false.
   */
  take(db: Db, productId: string, sku: string, quantity: number, time: number): Promise<boolean>;
}

export function createCatalog(products: readonly Product[], now: () => number): Catalog {
  const byId = new Map(products.map((product) => [product.id, product]));
  const bySlug = new Map(products.map((product) => [product.slug, product]));

  const withStock = (product: Product, stock: (sku: string) => number | undefined): Product => ({
    ...product,
    variants: product.variants.map((variant) => (isLimited(product, variant) ? { ...variant, qtyInStock: stock(variant.sku) ?? 0 } : variant)),
  });
  const stockRows = async (db: Db, skus: readonly string[]): Promise<Map<string, number>> => {
    if (skus.length === 0) return new Map();
    const rows = await db.selectFrom('stock').select(['sku', 'qty']).where('sku', 'in', skus).execute();
    return new Map(rows.map((row) => [row.sku, row.qty]));
  };

  return {
    async seed(db) {
      const time = now();
      const rows = products.flatMap((product) =>
        product.variants
          .filter((variant) => isLimited(product, variant))
          .map((variant) => ({ sku: variant.sku, product_id: product.id, qty: Math.max(0, Math.trunc(variant.qtyInStock)), updated_at: time })),
      );
      if (rows.length === 0) return;
      // One statement: the rows go in together or not at all.
      await db
        .insertInto('stock')
        .values(rows)
        .onConflict((conflict) => conflict.column('sku').doNothing())
        .execute();
    },
    async all(db) {
      const rows = await db.selectFrom('stock').select(['sku', 'qty']).execute();
      const stock = new Map(rows.map((row) => [row.sku, row.qty]));
      return products.map((product) => withStock(product, (sku) => stock.get(sku)));
    },
    async find(db, slugOrId) {
      const product = byId.get(slugOrId) ?? bySlug.get(slugOrId);
      if (!product) return undefined;
      const stock = await stockRows(
        db,
        product.variants.filter((variant) => isLimited(product, variant)).map((variant) => variant.sku),
      );
      return withStock(product, (sku) => stock.get(sku));
    },
    byId: (id) => byId.get(id),
    async stockOf(db, product, variant) {
      if (!isLimited(product, variant)) return Number.POSITIVE_INFINITY;
      return (await stockRows(db, [variant.sku])).get(variant.sku) ?? 0;
    },
    async take(db, productId, sku, quantity, time) {
      const product = byId.get(productId);
      const variant = product?.variants.find((candidate) => candidate.sku === sku);
      if (!product || !variant || !isLimited(product, variant)) return true;
      // On PostgreSQL (READ COMMITTED) an update that waited for another order's lock on the row
      // checks `qty >= quantity` again against the row that order committed: the last item is taken once.
      const result = await db
        .updateTable('stock')
        .set((eb) => ({ qty: eb('qty', '-', quantity), updated_at: time }))
        .where('sku', '=', sku)
        .where('qty', '>=', quantity)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
