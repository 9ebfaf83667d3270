// docs/store.md "The demo's products": the shop of the demo site. Prices are integer cents (USD);
// stock is seeded into SQLite from here at start, by SKU. Images are names from site/images.ts.
import { ContentStatus, ProductType, SubscriptionBillingUnit } from '../core/catalog/enums.ts';
import { regularVariant, type Product, type Variant } from '../core/commerce/product.ts';

const variant = regularVariant;

const onSale = (v: Variant, salePriceCents: number): Variant => ({ ...v, salePriceCents, onSale: true });

export const PRODUCTS: readonly Product[] = [
  {
    // Physical, Size x Colour, prices by size; the large oak print is out of stock.
    id: '66f0a1b2c3d4e5f6a7b8c901',
    slug: 'lake-at-dawn-print',
    name: 'Lake at Dawn Print',
    description: 'A giclée print of the lake at first light, on 300 g cotton rag, framed by hand in the studio.',
    image: 'lake.jpg',
    productType: ProductType.PHYSICAL,
    status: ContentStatus.PUBLISHED,
    options: ['Size', 'Colour'],
    variants: [
      { ...variant('LAKE-S-BLACK', ['Small', 'Black'], 4500, 12), weight: 1.2 },
      { ...variant('LAKE-S-OAK', ['Small', 'Oak'], 4500, 8), weight: 1.3 },
      { ...variant('LAKE-M-BLACK', ['Medium', 'Black'], 7500, 5), weight: 2.1 },
      { ...variant('LAKE-M-OAK', ['Medium', 'Oak'], 7500, 3), weight: 2.3 },
      { ...variant('LAKE-L-BLACK', ['Large', 'Black'], 12000, 2), weight: 3.4 },
      { ...variant('LAKE-L-OAK', ['Large', 'Oak'], 12000, 0), weight: 3.6 },
    ],
  },
  {
    // Physical, on sale: every size is reduced.
    id: '66f0a1b2c3d4e5f6a7b8c902',
    slug: 'harbor-print',
    name: 'Harbor Print',
    description: 'The harbor at low tide, printed on matte archival paper. Last season’s edition, reduced.',
    image: 'harbor.jpg',
    productType: ProductType.PHYSICAL,
    status: ContentStatus.PUBLISHED,
    options: ['Size'],
    variants: [onSale(variant('HARBOR-S', ['Small'], 4000, 10), 3000), onSale(variant('HARBOR-L', ['Large'], 9000, 4), 6500)],
  },
  {
    // Physical, sold out: no stock in any variant, none unlimited.
    id: '66f0a1b2c3d4e5f6a7b8c903',
    slug: 'glacier-print',
    name: 'Glacier Print',
    description: 'The glacier’s blue face at noon. This edition has sold out; a reprint is planned.',
    image: 'glacier.jpg',
    productType: ProductType.PHYSICAL,
    status: ContentStatus.PUBLISHED,
    options: ['Size'],
    variants: [variant('GLACIER-S', ['Small'], 5000, 0), variant('GLACIER-L', ['Large'], 11000, 0)],
  },
  {
    // Service: seats in a workshop, counted as stock.
    id: '66f0a1b2c3d4e5f6a7b8c904',
    slug: 'printmaking-workshop',
    name: 'Printmaking Workshop',
    description: 'A Saturday morning in the studio: three hours of relief printing, materials included.',
    image: 'forest.jpg',
    productType: ProductType.SERVICE,
    status: ContentStatus.PUBLISHED,
    options: [],
    variants: [variant('WORKSHOP-SAT', [], 8500, 6)],
  },
  {
    // Digital download: its own price fields beside its one variant.
    id: '66f0a1b2c3d4e5f6a7b8c905',
    slug: 'wallpaper-pack',
    name: 'Desktop Wallpaper Pack',
    description: 'Twelve photographs from the collection at 5K, for desktop and phone. Download after checkout.',
    image: 'aurora.jpg',
    productType: ProductType.DIGITAL,
    status: ContentStatus.PUBLISHED,
    options: [],
    variants: [variant('WALLPAPER-PACK', [], 1200, 0, true)],
    priceCents: 1200,
    salePriceCents: 1200,
    onSale: false,
  },
  {
    // Subscription: a print each month, for twelve payments.
    id: '66f0a1b2c3d4e5f6a7b8c906',
    slug: 'print-of-the-month',
    name: 'Print of the Month',
    description: 'A new small print in your letterbox every month for a year, chosen from the new work.',
    image: 'meadow.jpg',
    productType: ProductType.PHYSICAL,
    status: ContentStatus.PUBLISHED,
    options: [],
    variants: [variant('PRINT-MONTHLY', [], 2500, 0, true)],
    subscription: { billingPeriod: { value: 1, unit: SubscriptionBillingUnit.MONTHLY }, numBillingCycles: 12 },
  },
  {
    // Gift card: its amounts are its variants, unlimited.
    id: '66f0a1b2c3d4e5f6a7b8c907',
    slug: 'gift-card',
    name: 'Studio Gift Card',
    description: 'A gift card for anything in the shop, sent by email, valid for two years.',
    image: 'bay.jpg',
    productType: ProductType.GIFT_CARD,
    status: ContentStatus.PUBLISHED,
    options: ['Amount'],
    variants: [variant('GIFT-25', ['$25'], 2500, 0, true), variant('GIFT-50', ['$50'], 5000, 0, true), variant('GIFT-100', ['$100'], 10000, 0, true)],
  },
  {
    // Scheduled: on sale from next season, not in the shop yet.
    id: '66f0a1b2c3d4e5f6a7b8c908',
    slug: 'fjord-print',
    name: 'Fjord Print',
    description: 'The fjord under winter cloud. Coming next season.',
    image: 'fjord.jpg',
    productType: ProductType.PHYSICAL,
    status: ContentStatus.SCHEDULED,
    options: ['Size'],
    variants: [variant('FJORD-S', ['Small'], 5000, 10), variant('FJORD-L', ['Large'], 11000, 5)],
  },
  {
    // Draft: still being photographed, hidden.
    id: '66f0a1b2c3d4e5f6a7b8c909',
    slug: 'reef-print',
    name: 'Reef Print',
    description: 'The reef from above. A draft: the proofs are not approved yet.',
    image: 'reef.jpg',
    productType: ProductType.PHYSICAL,
    status: ContentStatus.DRAFT,
    options: [],
    variants: [variant('REEF-PRINT', [], 6000, 3)],
  },
];

/** The products the shop lists: the published ones. @internal Tests pick the shop's products from it; the server asks its store. */
export const SHOP_PRODUCTS: readonly Product[] = PRODUCTS.filter((product) => product.status === ContentStatus.PUBLISHED);

/** Any product by its address name, whatever its status. @internal Tests pick a demo product by name; the server asks its store. */
export const productBySlug = (slug: string): Product | undefined => PRODUCTS.find((product) => product.slug === slug);
