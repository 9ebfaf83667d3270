// A catalogue group in the page's language (<html lang>): the English at once, the French fetched in
// its own chunk, only on a French page. A French chunk that does not come leaves the English.
import { catalogueLocale, type Words } from '../../catalog/strings/locale.ts';

type French = typeof import('../../catalog/strings/fr-FR.ts');

export const wordsIn = <T>(document: Document, english: Words<T>, french: (table: French) => Words<T>): Promise<Words<T>> =>
  catalogueLocale(document.documentElement.lang) ? import('../../catalog/strings/fr-FR.ts').then(french, () => english) : Promise.resolve(english);
