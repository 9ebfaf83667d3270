import { describe, expect, test } from 'vitest';
import { isNegotiated, servedType } from '../../../../server/images/negotiate.ts';

// Accept headers as the browsers send them for an <img>.
const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const SAFARI_15 = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';
const OLD = 'image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5';

describe('servedType', () => {
  test.each([
    ['Chrome, Firefox: AVIF', CHROME, 'image/jpeg', 'image/avif'],
    ['Safari 15: WebP', SAFARI_15, 'image/jpeg', 'image/webp'],
    ['a browser that names neither: the original type', OLD, 'image/jpeg', null],
    ['no Accept header', undefined, 'image/jpeg', null],
    ['an empty one', '', 'image/jpeg', null],
    ['only wildcards', 'image/*,*/*', 'image/jpeg', null],
    ['a WebP original where AVIF is taken', CHROME, 'image/webp', 'image/avif'],
    ['a WebP original where only WebP is taken: kept', SAFARI_15, 'image/webp', null],
    ['a PNG: never converted', CHROME, 'image/png', null],
    ['AVIF refused with q=0', 'image/avif;q=0,image/webp', 'image/jpeg', 'image/webp'],
    ['both refused', 'image/avif;q=0, image/webp;q=0', 'image/jpeg', null],
    ['WebP preferred by q', 'image/avif;q=0.5,image/webp;q=0.9', 'image/jpeg', 'image/webp'],
    ['spaces and upper case', ' Image/AVIF ; Q=0.9 , image/webp;q=0.5', 'image/jpeg', 'image/avif'],
    ['a malformed q is read as 1', 'image/avif;q=high', 'image/jpeg', 'image/avif'],
    ['garbage', ';;,,;q=,', 'image/jpeg', null],
  ] as const)('%s', (_, accept, original, expected) => {
    expect(servedType(accept, original)).toBe(expected);
  });

  test('a very long header is read without trouble', () => {
    expect(servedType(`${'x/y;q=0.1,'.repeat(5000)}image/webp`, 'image/jpeg')).toBe('image/webp');
  });
});

test('PNG alone keeps its format', () => {
  expect([isNegotiated('image/jpeg'), isNegotiated('image/webp'), isNegotiated('image/png')]).toEqual([true, true, false]);
});
