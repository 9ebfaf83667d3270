import { describe, expect, it } from 'vitest';
import { sizedSource, widthOf } from '../../../../core/image-loader/source.ts';

describe('sizedSource: the two size formats of', () => {
  it.each([
    ['/images/lake.jpg', 750, 'querystring', '/images/lake.jpg?format=750w'],
    ['/images/lake.jpg?v=2', 750, 'querystring', '/images/lake.jpg?v=2&format=750w'],
    ['/images/lake.jpg', 750, 'filename', '/images/lake-750w.jpg'],
    ['/images/lake.photo.png?v=2', 2500, 'filename', '/images/lake.photo-2500w.png?v=2'],
    ['/img.d/lake', 300, 'filename', '/img.d/lake-300w'],
  ] as const)('%s at %i (%s) -> %s', (source, width, format, expected) => {
    expect(sizedSource(source, width, format)).toBe(expected);
  });
});

describe('widthOf: the width an address asks for', () => {
  it.each([
    ['http://x/images/lake.jpg?format=750w', 750],
    ['/images/lake.jpg?v=1&format=1500w', 1500],
    ['/images/lake.jpg?format=100w#top', 100],
    ['/images/lake-300w.jpg', 300],
    ['/images/lake-300w.jpg?v=1', 300],
    ['/images/lake.jpg', 0],
    ['/images/lake.jpg?format=big', 0],
    ['', 0],
  ])('%s -> %i', (address, width) => {
    expect(widthOf(address)).toBe(width);
  });

  it('reads back every width it writes, in both forms', () => {
    for (const width of [100, 300, 500, 750, 1000, 1500, 2500])
      for (const format of ['querystring', 'filename'] as const) expect(widthOf(sizedSource('/images/a.jpg', width, format))).toBe(width);
  });
});
