import { describe, expect, test } from 'vitest';
import { parseImageRequest } from '../../../../server/images/request.ts';

// /images/{name} with `?format=750w` or the filename form; Width steps.
describe('parseImageRequest', () => {
  test.each([
    ['/images/lake.jpg', '', { name: 'lake.jpg', width: null }],
    ['/images/lake.jpg', '?format=750w', { name: 'lake.jpg', width: 750 }],
    ['/images/lake-750w.jpg', '', { name: 'lake.jpg', width: 750 }],
    ['/images/lake.jpg', '?format=100w', { name: 'lake.jpg', width: 100 }],
    ['/images/lake.jpg', '?format=1w', { name: 'lake.jpg', width: 100 }],
    ['/images/lake.jpg', '?format=600w', { name: 'lake.jpg', width: 750 }],
    ['/images/lake-600w.jpg', '', { name: 'lake.jpg', width: 750 }],
    ['/images/lake.jpg', '?format=1001w', { name: 'lake.jpg', width: 1500 }],
    ['/images/lake.jpg', '?format=2500w', { name: 'lake.jpg', width: 2500 }],
    ['/images/lake.jpg', '?format=2600w', { name: 'lake.jpg', width: 2500 }],
    ['/images/lake-2600w.jpg', '', { name: 'lake.jpg', width: 2500 }],
    ['/images/lake.jpg', '?format=99999999999999999999w', { name: 'lake.jpg', width: 2500 }],
    ['/images/lake.jpg', 'format=300w', { name: 'lake.jpg', width: 300 }],
    ['/images/lake.jpg', '?v=2&format=300w', { name: 'lake.jpg', width: 300 }],
    ['/images/lake.jpg', '?v=2', { name: 'lake.jpg', width: null }],
    ['/images/LAKE.JPG', '', { name: 'LAKE.JPG', width: null }],
    ['/images/lake-500w.JPEG', '', { name: 'lake.JPEG', width: 500 }],
    ['/images/photo.png', '?format=300w', { name: 'photo.png', width: 300 }],
    ['/images/photo.webp', '', { name: 'photo.webp', width: null }],
    ['/images/sea-side_2-1000w.jpg', '', { name: 'sea-side_2.jpg', width: 1000 }],
    ['/images/lake-abcw.jpg', '', { name: 'lake-abcw.jpg', width: null }],
    ['/images/lake-750w.jpg', '?format=300w', { name: 'lake.jpg', width: 300 }],
  ])('%s%s', (pathname, search, expected) => {
    expect(parseImageRequest(pathname, search)).toEqual(expected);
  });

  test.each([
    ['/images/lake.jpg', '?format=0w'],
    ['/images/lake.jpg', '?format=0'],
    ['/images/lake.jpg', '?format=-5w'],
    ['/images/lake.jpg', '?format=-5'],
    ['/images/lake.jpg', '?format=abc'],
    ['/images/lake.jpg', '?format='],
    ['/images/lake.jpg', '?format=750'],
    ['/images/lake.jpg', '?format=750px'],
    ['/images/lake.jpg', '?format=7.5w'],
    ['/images/lake-0w.jpg', ''],
    ['/images/lake--5w.jpg', ''],
  ])('bad size %s%s gives null', (pathname, search) => {
    expect(parseImageRequest(pathname, search)).toBeNull();
  });

  test.each([
    '/images/../etc/passwd',
    '/images/../../secret.jpg',
    '/images/..%2Fsecret.jpg',
    '/images/%2e%2e%2fsecret.jpg',
    '/images/sub/lake.jpg',
    '/images/sub%2Flake.jpg',
    '/images/lake.jpg/',
    '/images/.lake.jpg',
    '/images/-lake.jpg',
    '/images/_lake.jpg',
    '/images/lake%00.jpg',
    '/images/lake .jpg',
    '/images/lake.jpg.exe',
    '/images/lake.gif',
    '/images/lake',
    '/images/',
    '/images',
    '/imageslake.jpg',
    '/other/lake.jpg',
    '/images/-750w.jpg',
    '/images//lake.jpg',
    '/images/lake\\..\\x.jpg',
  ])('bad name %s gives null', (pathname) => {
    expect(parseImageRequest(pathname, '')).toBeNull();
    expect(parseImageRequest(pathname, '?format=750w')).toBeNull();
  });
});
