// The cart indicator's count and labels. A group of their own:
// the indicator is on every page, and its chunk carries only these.
export const cartIndicatorStrings = {
  countCapped: '100+',
  moreThanOneItem: 'More than one item in cart',
  moreThanNItems: 'More than {n} items in cart',
  // The indicator's label at or below the cap: the spec words only the capped labels, so these are ours.
  // Each begins with the count the indicator shows, so its accessible name holds its visible text (WCAG
  // 2.5.3), an empty cart's too: '0 items in cart'.
  indicatorOneItem: '1 item in cart',
  indicatorNItems: '{n} items in cart',
} as const;
