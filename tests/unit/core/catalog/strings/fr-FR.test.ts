// The catalogue's French: every key of the English groups, the same placeholders, never the English words.
import { describe, expect, it } from 'vitest';
import { cartStrings } from '../../../../../core/catalog/strings/cart.ts';
import { cartStringsFrFR, reviewsStringsFrFR } from '../../../../../core/catalog/strings/fr-FR.ts';
import { catalogueLocale } from '../../../../../core/catalog/strings/locale.ts';
import { reviewsStrings } from '../../../../../core/catalog/strings/reviews.ts';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();

describe.each([
  ['cart', cartStrings, cartStringsFrFR],
  ['reviews', reviewsStrings, reviewsStringsFrFR],
] as const)('the %s group in fr-FR', (_name, english, french) => {
  it('has every key, with the same placeholders, and no English left', () => {
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english) as [keyof typeof french, string][]) {
      expect(placeholders(french[key]), key).toEqual(placeholders(text));
      expect(french[key], key).not.toBe(text);
    }
  });
});

describe('the language a page asks for', () => {
  it.each([
    ['fr-FR', 'fr-FR'],
    ['fr', 'fr-FR'],
    ['fr-CA', 'fr-FR'],
    ['FR-fr', 'fr-FR'],
    ['en-US', undefined],
    ['fry', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s gives %s', (tag, expected) => {
    expect(catalogueLocale(tag)).toBe(expected);
  });
});
