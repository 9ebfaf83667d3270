// The site's languages and its header and footer: the spec gives their
// calls and payloads, not their words, so these are Vitrine's own and live here, as the store's do
// (docs/decisions.md "Multilingual and the site header and footer").
export const multilingualStrings = {
  /** The language switch's accessible name. */
  languageSwitch: 'Language',
  /** The footer's links' accessible name. */
  footerLinks: 'Footer',
  badLanguageCode: 'Not a language code (such as en or fr-FR).',
  duplicateLanguage: 'The language {code} is listed twice.',
  oneDefault: 'Exactly one language must be the default.',
  defaultEnabled: 'The default language must be enabled.',
  unsafeLink: 'This address does not pass the link checks.',
} as const;
