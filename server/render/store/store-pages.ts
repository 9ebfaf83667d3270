// docs/store.md "Pages": the store's pages. The shop, the cart, the checkouts, the order and the
// review request are store views, drawn by the server from the store for each request; a product's
// page holds its image and its product block (43), the product as the store has it now. The server's
// own pages at its own paths (server/store/paths.ts), whichever site it serves.
import { PageType } from '../../../core/catalog/enums.ts';
import type { Product } from '../../../core/commerce/product.ts';
import { CART_PATH, type CheckoutPath, ORDER_CONFIRMED_PREFIX, productPath, REVIEWS_PREFIX, SHOP_PATH } from '../../store/index.ts';
import type { Page, StoreView } from '../model.ts';

const storePage = (path: string, pageType: number, id: string, title: string, description: string, view: StoreView): Page => ({
  path,
  pageType,
  id,
  title,
  description,
  blocks: [{ kind: 'store', id: `store-${view}`, view }],
});

/** A products collection: page type 1 (main content or collection). Its first row of images is the first screen. */
export const shopPage: Page = {
  ...storePage(SHOP_PATH, PageType.MAIN_CONTENT, '66f0a1b2c3d4e5f6a7b8c900', 'Shop', 'Prints, downloads and gift cards from the studio.', 'shop'),
  firstScreenImages: 3,
};

export const cartPage: Page = storePage(CART_PATH, PageType.CART, '66f0a1b2c3d4e5f6a7b8c9a0', 'Shopping cart', 'The items in your cart.', 'cart');

export const checkoutPage = (path: CheckoutPath): Page =>
  storePage(path, PageType.CHECKOUT, '66f0a1b2c3d4e5f6a7b8c9a1', 'Checkout', 'Your shipping address, and the test payment.', 'checkout');

export const orderConfirmedPage = (token: string): Page =>
  storePage(`${ORDER_CONFIRMED_PREFIX}${token}`, PageType.ORDER_CONFIRMED, '66f0a1b2c3d4e5f6a7b8c9a2', 'Order confirmed', 'Your order, and a review link for each item.', 'order');

export const reviewPage = (token: string): Page =>
  storePage(`${REVIEWS_PREFIX}${token}`, PageType.REVIEWS_REQUEST, '66f0a1b2c3d4e5f6a7b8c9a3', 'Review your purchase', 'Rate an item you bought.', 'review');

/** A product's page (50): its image beside the product block. The product comes from the store, with its stock. */
export function productPage(product: Product): Page {
  return {
    path: productPath(product),
    pageType: PageType.CONTENT_ITEM,
    id: product.id,
    title: product.name,
    description: product.description,
    blocks: [
      ...(product.image
        ? [
            {
              kind: 'image' as const,
              id: `product-image-${product.id}`,
              image: product.image,
              alt: product.name,
              span: 'half' as const,
              aspectRatio: [4, 5] as [number, number],
              crop: 'cover' as const,
            },
          ]
        : []),
      { kind: 'product', id: `product-${product.id}`, product },
    ],
  };
}
