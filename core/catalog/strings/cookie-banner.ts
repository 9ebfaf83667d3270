// forms-commerce.md 5: Cookie banner defaults. The default cookie text is not shown in the spec.
export const cookieBannerStrings = {
  accept: 'Accept',
  decline: 'Decline',
} as const;
