import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { objectFit, objectPosition, placeImage } from '../../../../core/image-loader/crop.ts';

const centre = { x: 0.5, y: 0.5 };
const square = { width: 300, height: 300 };
const landscape = { width: 2000, height: 1000 };

describe('placeImage, cover: fills the box and centres the focal point as far as the edges allow', () => {
  it.each([
    [{ x: 0.5, y: 0.5 }, { width: 600, height: 300, left: -150, top: 0 }],
    [{ x: 0, y: 0.5 }, { width: 600, height: 300, left: 0, top: 0 }],
    [{ x: 0.25, y: 0.5 }, { width: 600, height: 300, left: 0, top: 0 }],
    [{ x: 0.6, y: 0.5 }, { width: 600, height: 300, left: -210, top: 0 }],
    [{ x: 0.75, y: 0.5 }, { width: 600, height: 300, left: -300, top: 0 }],
    [{ x: 1, y: 0 }, { width: 600, height: 300, left: -300, top: 0 }],
  ])('2000x1000 in 300x300, focal %j -> %j', (focal, expected) => {
    expect(placeImage(square, landscape, 'cover', focal, centre)).toEqual(expected);
  });

  it.each([
    [{ x: 0.5, y: 0 }, 0],
    [{ x: 0.5, y: 0.5 }, -100],
    [{ x: 0.5, y: 0.9 }, -200],
  ])('a portrait crop moves vertically: 1000x2000 in 300x400, focal %j -> top %i', (focal, top) => {
    expect(placeImage({ width: 300, height: 400 }, { width: 1000, height: 2000 }, 'cover', focal, centre)).toEqual({ width: 300, height: 600, left: 0, top });
  });

  it('without stretch, a small image is not enlarged and sits centred', () => {
    expect(placeImage({ width: 3000, height: 3000 }, landscape, 'cover', { x: 0, y: 0 }, centre, false)).toEqual({ width: 2000, height: 1000, left: 500, top: 1000 });
  });
});

describe('placeImage, contain: the whole image inside the box, placed by alignment', () => {
  it.each([
    [{ x: 0.5, y: 0.5 }, 75],
    [{ x: 0.5, y: 0 }, 0],
    [{ x: 0.5, y: 1 }, 150],
  ])('2000x1000 in 300x300 aligned %j -> top %i', (alignment, top) => {
    expect(placeImage(square, landscape, 'contain', centre, alignment)).toEqual({ width: 300, height: 150, left: 0, top });
  });

  it.each([
    [{ x: 0, y: 0.5 }, 0],
    [{ x: 1, y: 0.5 }, 1000],
  ])('without stretch, 2000x1000 in 3000x1000 aligned %j -> left %i', (alignment, left) => {
    expect(placeImage({ width: 3000, height: 1000 }, landscape, 'contain', centre, alignment, false)).toEqual({ width: 2000, height: 1000, left, top: 0 });
  });

  it('the focal point plays no part', () => {
    expect(placeImage(square, landscape, 'contain', { x: 0, y: 0 }, centre)).toEqual(placeImage(square, landscape, 'contain', { x: 1, y: 1 }, centre));
  });
});

describe('placeImage, none: the box width at the image ratio, no crop', () => {
  it.each([
    [{ width: 300, height: 10 }, true, { width: 300, height: 150, left: 0, top: 0 }],
    [{ width: 4000, height: 0 }, true, { width: 4000, height: 2000, left: 0, top: 0 }],
    [{ width: 4000, height: 0 }, false, { width: 2000, height: 1000, left: 0, top: 0 }],
  ])('box %j, stretch %s -> %j', (box, stretch, expected) => {
    expect(placeImage(box, landscape, 'none', { x: 0, y: 1 }, centre, stretch)).toEqual(expected);
  });
});

describe('objectPosition and objectFit: the placement in CSS', () => {
  it.each([
    [{ x: 0.5, y: 0.5 }, '50% 50%'],
    [{ x: 0, y: 0.5 }, '0% 50%'],
    [{ x: 0.6, y: 0.5 }, '70% 50%'],
    [{ x: 1, y: 0.5 }, '100% 50%'],
  ])('cover, focal %j -> %s', (focal, position) => {
    expect(objectPosition(square, placeImage(square, landscape, 'cover', focal, centre))).toBe(position);
  });

  it('contain, aligned to the bottom -> 50% 100%', () => {
    expect(objectPosition(square, placeImage(square, landscape, 'contain', centre, { x: 0.5, y: 1 }))).toBe('50% 100%');
  });

  it.each([
    ['cover', true, square, 'cover'],
    ['cover', false, square, 'cover'],
    ['cover', false, { width: 3000, height: 3000 }, 'none'],
    ['contain', true, square, 'contain'],
    ['contain', false, square, 'scale-down'],
    ['none', true, square, ''],
  ] as const)('%s, stretch %s, box %j -> %j', (mode, stretch, box, fit) => {
    expect(objectFit(mode, stretch, box, landscape)).toBe(fit);
  });
});

const size = fc.record({ width: fc.integer({ min: 1, max: 4000 }), height: fc.integer({ min: 1, max: 4000 }) });
const point = fc.record({ x: fc.double({ min: 0, max: 1, noNaN: true }), y: fc.double({ min: 0, max: 1, noNaN: true }) });
const EPSILON = 1e-6;

describe('placeImage properties', () => {
  it('cover fills the box, never leaves a gap, and keeps the focal point in view', () => {
    fc.assert(
      fc.property(size, size, point, (box, image, focal) => {
        const p = placeImage(box, image, 'cover', focal, centre);
        expect(p.width).toBeGreaterThanOrEqual(box.width - EPSILON);
        expect(p.height).toBeGreaterThanOrEqual(box.height - EPSILON);
        expect(p.left).toBeLessThanOrEqual(EPSILON);
        expect(p.left + p.width).toBeGreaterThanOrEqual(box.width - EPSILON);
        expect(p.top + p.height).toBeGreaterThanOrEqual(box.height - EPSILON);
        const fx = p.left + focal.x * p.width;
        const fy = p.top + focal.y * p.height;
        expect(fx).toBeGreaterThanOrEqual(-EPSILON);
        expect(fx).toBeLessThanOrEqual(box.width + EPSILON);
        expect(fy).toBeGreaterThanOrEqual(-EPSILON);
        expect(fy).toBeLessThanOrEqual(box.height + EPSILON);
      }),
    );
  });

  it('contain keeps the whole image inside the box, at its own ratio', () => {
    fc.assert(
      fc.property(size, size, point, fc.boolean(), (box, image, alignment, stretch) => {
        const p = placeImage(box, image, 'contain', centre, alignment, stretch);
        expect(p.left).toBeGreaterThanOrEqual(-EPSILON);
        expect(p.top).toBeGreaterThanOrEqual(-EPSILON);
        expect(p.left + p.width).toBeLessThanOrEqual(box.width + EPSILON);
        expect(p.top + p.height).toBeLessThanOrEqual(box.height + EPSILON);
        expect(p.width / p.height).toBeCloseTo(image.width / image.height, 6);
      }),
    );
  });

  it('without stretch nothing is drawn larger than the original', () => {
    fc.assert(
      fc.property(size, size, fc.constantFrom('cover', 'contain', 'none' as const), (box, image, mode) => {
        const p = placeImage(box, image, mode, centre, centre, false);
        expect(p.width).toBeLessThanOrEqual(image.width + EPSILON);
        expect(p.height).toBeLessThanOrEqual(image.height + EPSILON);
      }),
    );
  });
});
