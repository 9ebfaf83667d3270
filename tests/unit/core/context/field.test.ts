// The one typed accessor for the raw #site-context's objects (settings, website, collection, item).
import { describe, expect, it } from 'vitest';
import { contextObject } from '../../../../core/context/field.ts';

describe('contextObject: a field of the raw context that is an object, else null', () => {
  const settings = { style: 'dark' };
  it.each<[string, unknown, string, unknown]>([
    ['an object field', { mobileInfoBarSettings: settings }, 'mobileInfoBarSettings', settings],
    ['a null field', { cookieBannerSettings: null }, 'cookieBannerSettings', null],
    ['an absent field', {}, 'popupOverlaySettings', null],
    ['a string field', { collection: 'c-1' }, 'collection', null],
    ['a true field', { cookieBannerSettings: true }, 'cookieBannerSettings', null],
    ['a number field', { item: 5 }, 'item', null],
    ['a null context', null, 'collection', null],
    ['a string context', 'text', 'length', null],
    ['a number context', 42, 'collection', null],
  ])('%s -> %j', (_name, raw, name, expected) => {
    expect(contextObject(raw, name)).toEqual(expected);
  });
});
