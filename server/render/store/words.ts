// The cart's and the reviews' words in the page's language (the page's locale), for the store pages the
// server draws. A message the store chose in English (an alert, a refusal) is shown in that language too.
import { cartStrings } from '../../../core/catalog/strings/cart.ts';
import { cartStringsFrFR, reviewsStringsFrFR } from '../../../core/catalog/strings/fr-FR.ts';
import { catalogueLocale, type Words } from '../../../core/catalog/strings/locale.ts';
import { reviewsStrings } from '../../../core/catalog/strings/reviews.ts';

export interface StoreWords {
  cart: Words<typeof cartStrings>;
  reviews: Words<typeof reviewsStrings>;
}

const ENGLISH: StoreWords = { cart: cartStrings, reviews: reviewsStrings };
const FRENCH: StoreWords = { cart: cartStringsFrFR, reviews: reviewsStringsFrFR };

export const storeWords = (locale: string | undefined): StoreWords => (catalogueLocale(locale) ? FRENCH : ENGLISH);

/** `text` in the page's language when it is one of the groups' English messages, else as it is. */
export function translated(text: string, words: StoreWords): string {
  for (const group of ['cart', 'reviews'] as const) {
    const key = (Object.keys(ENGLISH[group]) as (keyof StoreWords[typeof group])[]).find((name) => ENGLISH[group][name] === text);
    if (key) return words[group][key];
  }
  return text;
}
