// The store's own labels (the spec names 'Add to Cart' and 'Sold Out'; the spec words none of the
// others): the product block, the shop list, the cart page and the review form.
export const shopStrings = {
  addToCart: 'Add to Cart',
  adding: 'Adding…',
  added: 'Added to cart.',
  unableToAdd: 'Unable to add to cart',
  soldOut: 'Sold Out',
  sale: 'Sale',
  /** Said before a struck-through price, and before the price paid, for screen readers. */
  originalPrice: 'Original price:',
  salePrice: 'Sale price:',
  quickView: 'Quick View',
  chooseOption: 'Please choose a {option}.',
  onlyInStock: 'Only {count} left in stock.',
  /** The cart page: a change kept until the connection is back. */
  pending: 'Not saved yet: waiting for the connection.',
  remove: 'Remove',
  checkout: 'Checkout',
  sending: 'Sending…',
  // Interest-free instalments (core/commerce/installments.ts): the spec names them without wording them.
  installments: 'or {count} interest-free payments of {amount}',
  installmentLimits: 'Interest-free payments on orders from {min} to {max}',
  productBlockInvalid: '[Vitrine] Product block {id} has no product data or no form; left as the server sent it.',
} as const;
