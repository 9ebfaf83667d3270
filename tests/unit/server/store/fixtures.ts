// The store tests' products, database and visitors: a fake request and response keep each
// visitor's cookies as a browser would (Set-Cookie in, Cookie out). The database is the engine under
// test (../engine.ts): an SQLite file, or a PostgreSQL schema of its own with VITRINE_DATABASE_URL.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ContentStatus, ProductType, SubscriptionBillingUnit } from '../../../../core/catalog/enums.ts';
import { regularVariant, type Product } from '../../../../core/commerce/product.ts';
import type { Db } from '../../../../server/db/index.ts';

export { countRows, ENGINE, openTestDatabase, POSTGRES_URL, type TestDatabase } from '../engine.ts';

const variant = regularVariant;

const product = (id: string, name: string, fields: Partial<Product>): Product => ({
  id,
  slug: id,
  name,
  description: '',
  image: `${id}.jpg`,
  productType: ProductType.PHYSICAL,
  status: ContentStatus.PUBLISHED,
  options: [],
  variants: [],
  ...fields,
});

export const TEE = product('tee', 'Tee', {
  options: ['Size'],
  variants: [variant('TEE-S', ['Small'], 2000, 3), { ...variant('TEE-M', ['Medium'], 2000, 1), salePriceCents: 1500, onSale: true }, variant('TEE-L', ['Large'], 2200, 0)],
});
export const GONE = product('gone', 'Gone Print', { variants: [variant('GONE-1', [], 5000, 0)] });
export const EBOOK = product('ebook', 'Ebook', { productType: ProductType.DIGITAL, variants: [variant('EBOOK', [], 900, 0)], priceCents: 1200, salePriceCents: 900, onSale: true });
export const CLASS = product('class', 'Class', { productType: ProductType.SERVICE, variants: [variant('CLASS-1', [], 8500, 2)] });
export const BOX = product('box', 'Print Box', {
  variants: [variant('BOX-1', [], 2500, 0, true)],
  subscription: { billingPeriod: { value: 1, unit: SubscriptionBillingUnit.MONTHLY }, numBillingCycles: 12 },
});
export const GIFT = product('gift', 'Gift Card', {
  productType: ProductType.GIFT_CARD,
  options: ['Amount'],
  variants: [variant('GIFT-25', ['$25'], 2500, 0, true), variant('GIFT-50', ['$50'], 5000, 0, true)],
});
export const SOON = product('soon', 'Soon', { status: ContentStatus.SCHEDULED, variants: [variant('SOON-1', [], 1000, 5)] });
export const DRAFT = product('draft', 'Draft', { status: ContentStatus.DRAFT, variants: [variant('DRAFT-1', [], 1000, 5)] });
/** 101 unlimited SKUs: more than a cart holds. */
export const MANY = product('many', 'Sticker', { variants: Array.from({ length: 101 }, (_, n) => variant(`STICKER-${n}`, [String(n)], 100, 0, true)) });

export const TEST_PRODUCTS: readonly Product[] = [TEE, GONE, EBOOK, CLASS, BOX, GIFT, SOON, DRAFT, MANY];

export const ADDRESS = { name: 'Ada Lovelace', email: 'ada@example.com', line1: '1 Main St', line2: '', city: 'Springfield', region: 'IL', zip: '62701', country: 'US' };

/** The SKU's stock row's count, undefined when it has none. */
export const stockOf = async (db: Db, sku: string): Promise<number | undefined> => (await db.selectFrom('stock').select('qty').where('sku', '=', sku).executeTakeFirst())?.qty;

export interface Visitor {
  /** A request carrying the visitor's cookies. */
  req(headers?: Record<string, string>): IncomingMessage;
  /** A response whose Set-Cookie the visitor keeps; `cookies` lists what it set. */
  res(): ServerResponse & { cookies: string[] };
  jar: Map<string, string>;
}

export function visitor(initial: Record<string, string> = {}): Visitor {
  const jar = new Map(Object.entries(initial));
  return {
    jar,
    req: (headers = {}) =>
      ({
        headers: { ...(jar.size > 0 ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : {}), ...headers },
        socket: {},
      }) as unknown as IncomingMessage,
    res() {
      const cookies: string[] = [];
      return {
        cookies,
        appendHeader(name: string, value: string) {
          if (name.toLowerCase() !== 'set-cookie') return this;
          cookies.push(value);
          const [pair, ...flags] = value.split('; ');
          const at = pair!.indexOf('=');
          if (flags.includes('Max-Age=0')) jar.delete(pair!.slice(0, at));
          else jar.set(pair!.slice(0, at), pair!.slice(at + 1));
          return this;
        },
      } as unknown as ServerResponse & { cookies: string[] };
    },
  };
}
