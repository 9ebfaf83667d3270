// Food-ordering link config, default link title.
export const foodOrderingStrings = {
  defaultLinkTitle: 'Order Now',
} as const;
