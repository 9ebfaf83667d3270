// The popup overlay and the mobile info bar. The spec gives their settings,
// not their words; these are Vitrine's own.
export const popupOverlayStrings = {
  defaultTitle: 'Stay in touch',
  defaultButton: 'Sign up',
  close: 'Close',
  emailLabel: 'Email address',
  thanks: 'Thank you for signing up.',
  infoBarLabel: 'Contact details',
  phone: 'Call',
  email: 'Email',
  location: 'Find us',
  hours: 'Hours',
} as const;
