// Cart and checkout (the cart indicator's words are cart-indicator.ts).
export const cartStrings = {
  unableToUpdateQuantity: 'Unable to update quantity',
  unableToRemoveItem: 'Unable to remove item',
  unableToUpdateForm: 'Unable to update form',
  unableToOpenForm: 'Unable to open form',
  checkConnection: 'Please check your internet connection.',
  subtotalTooLow: 'To check out, your order subtotal must be {subtotal} or more.',
  removeAtZeroQuantity: "You have set this item's quantity to 0. This will remove it from your cart. Would you like to continue?",
  empty: 'You have nothing in your shopping cart.',
  noCartAtCheckout: 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
} as const;
