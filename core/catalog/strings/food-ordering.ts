// tracking.md 3: food-ordering link config, default link title.
export const foodOrderingStrings = {
  defaultLinkTitle: 'Order Now',
} as const;
