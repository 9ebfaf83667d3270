// forms-commerce.md 3, 4, 5 and 9: the store's pure rules, shared by the server and the runtime.
export {
  effectivePriceCents,
  effectivePrices,
  generatedSku,
  isOnSale,
  isSoldOut,
  isValidPriceCents,
  isValidSku,
  MAX_PRODUCTS_PER_COLLECTION,
  measurementUnits,
  PRICE_MAX_CENTS,
  priceText,
  subscriptionText,
  totalStock,
  variantFor,
  workflowLabel,
  type Product,
  type SubscriptionPlan,
  type Variant,
} from './product.ts';
export { cartEntry, cartTotals, emptyCart, type CartEntry, type CartFacade, type CartTotals, type Money } from './cart.ts';
export { CART_COUNT_CAP, cartCount, indicatorLabel, indicatorText } from './indicator.ts';
export { cartFacade, readProduct, readProductBlock, type ProductBlock } from './schema.ts';
