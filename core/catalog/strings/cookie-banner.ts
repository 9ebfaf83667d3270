// Cookie banner defaults. The default cookie text is not shown in the spec.
export const cookieBannerStrings = {
  accept: 'Accept',
  decline: 'Decline',
  // Vitrine's own: the banner's accessible name, and the ICON call to action's label.
  label: 'Cookie notice',
} as const;
