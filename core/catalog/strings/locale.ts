// The catalogue speaks English, the specification's words; a few groups have a translation beside them
// (fr-FR.ts), chosen by the page's language. A group's translation has every key of the English group.

/** A catalogue group's keys, with words in another language. */
export type Words<T> = { readonly [K in keyof T]: string };

/** The translation the catalogue has for a page's language tag: French for fr, fr-FR, fr-CA…; none (English) for any other. */
export const catalogueLocale = (tag: string | null | undefined): 'fr-FR' | undefined => (/^fr(-|$)/i.test(tag ?? '') ? 'fr-FR' : undefined);
