import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cropStyle, placeImage } from '../../../../core/image-loader/crop.ts';

const centre = { x: 0.5, y: 0.5 };
// Placements compare as CSS would read them: -0 px is 0 px.
const css = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const square = { width: 300, height: 300 };
const landscape = { width: 2000, height: 1000 };

describe('placeImage, cover: fills the box; the focal point sits at the same fraction of the box', () => {
  it.each([
    [
      { x: 0.5, y: 0.5 },
      { width: 600, height: 300, left: -150, top: 0 },
    ],
    [
      { x: 0, y: 0.5 },
      { width: 600, height: 300, left: 0, top: 0 },
    ],
    [
      { x: 0.25, y: 0.5 },
      { width: 600, height: 300, left: -75, top: 0 },
    ],
    [
      { x: 0.6, y: 0.5 },
      { width: 600, height: 300, left: -180, top: 0 },
    ],
    [
      { x: 1, y: 0 },
      { width: 600, height: 300, left: -300, top: 0 },
    ],
  ])('2000x1000 in 300x300, focal %j -> %j', (focal, expected) => {
    expect(css(placeImage(square, landscape, 'cover', focal))).toEqual(expected);
  });

  it.each([
    [{ x: 0.5, y: 0 }, 0],
    [{ x: 0.5, y: 0.5 }, -100],
    [{ x: 0.5, y: 0.9 }, -180],
  ])('a portrait crop moves vertically: 1000x2000 in 300x400, focal %j -> top %i', (focal, top) => {
    expect(css(placeImage({ width: 300, height: 400 }, { width: 1000, height: 2000 }, 'cover', focal))).toEqual({ width: 300, height: 600, left: 0, top });
  });

  it('cover fills its box even without stretch', () => {
    expect(placeImage({ width: 3000, height: 3000 }, landscape, 'cover', centre, false)).toEqual({ width: 6000, height: 3000, left: -1500, top: 0 });
  });
});

describe('placeImage, contain: the whole image inside the box, placed by alignment', () => {
  it.each([
    [{ x: 0.5, y: 0.5 }, 75],
    [{ x: 0.5, y: 0 }, 0],
    [{ x: 0.5, y: 1 }, 150],
  ])('2000x1000 in 300x300 aligned %j -> top %i', (alignment, top) => {
    expect(placeImage(square, landscape, 'contain', alignment)).toEqual({ width: 300, height: 150, left: 0, top });
  });

  it.each([
    [{ x: 0, y: 0.5 }, 0],
    [{ x: 1, y: 0.5 }, 1000],
  ])('without stretch, 2000x1000 in 3000x1000 aligned %j -> left %i', (alignment, left) => {
    expect(placeImage({ width: 3000, height: 1000 }, landscape, 'contain', alignment, false)).toEqual({ width: 2000, height: 1000, left, top: 0 });
  });
});

describe('placeImage, none: the box width at the image ratio, no crop', () => {
  it.each([
    [{ width: 300, height: 10 }, true, { width: 300, height: 150, left: 0, top: 0 }],
    [{ width: 4000, height: 0 }, true, { width: 4000, height: 2000, left: 0, top: 0 }],
    [{ width: 4000, height: 0 }, false, { width: 2000, height: 1000, left: 0, top: 0 }],
  ])('box %j, stretch %s -> %j', (box, stretch, expected) => {
    expect(placeImage(box, landscape, 'none', { x: 0, y: 1 }, stretch)).toEqual(expected);
  });
});

describe('cropStyle: the same placement in CSS, for the server and for any block', () => {
  it.each([
    ['cover', { x: 0.5, y: 0.5 }, true, { fit: 'cover', position: '50% 50%' }],
    ['cover', { x: 0.3, y: 0.7 }, false, { fit: 'cover', position: '30% 70%' }],
    ['cover', { x: 1 / 3, y: 0 }, true, { fit: 'cover', position: '33.33% 0%' }],
    ['contain', { x: 0.5, y: 1 }, true, { fit: 'contain', position: '50% 100%' }],
    ['contain', { x: 0, y: 0 }, false, { fit: 'scale-down', position: '0% 0%' }],
    ['none', { x: 0.5, y: 0.5 }, true, null],
  ] as const)('%s at %j, stretch %s -> %j', (mode, at, stretch, expected) => {
    expect(cropStyle(mode, at, stretch)).toEqual(expected);
  });
});

const size = fc.record({ width: fc.integer({ min: 1, max: 4000 }), height: fc.integer({ min: 1, max: 4000 }) });
const point = fc.record({ x: fc.double({ min: 0, max: 1, noNaN: true }), y: fc.double({ min: 0, max: 1, noNaN: true }) });
const EPSILON = 1e-6;

describe('placeImage properties', () => {
  it('cover fills the box, leaves no gap, and keeps the focal point in view', () => {
    fc.assert(
      fc.property(size, size, point, fc.boolean(), (box, image, focal, stretch) => {
        const p = placeImage(box, image, 'cover', focal, stretch);
        expect(p.left).toBeLessThanOrEqual(EPSILON);
        expect(p.top).toBeLessThanOrEqual(EPSILON);
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
        const p = placeImage(box, image, 'contain', alignment, stretch);
        expect(p.left).toBeGreaterThanOrEqual(-EPSILON);
        expect(p.top).toBeGreaterThanOrEqual(-EPSILON);
        expect(p.left + p.width).toBeLessThanOrEqual(box.width + EPSILON);
        expect(p.top + p.height).toBeLessThanOrEqual(box.height + EPSILON);
        expect(p.width / p.height).toBeCloseTo(image.width / image.height, 6);
      }),
    );
  });

  it('without stretch, contain and none draw nothing larger than the original', () => {
    fc.assert(
      fc.property(size, size, fc.constantFrom('contain' as const, 'none' as const), (box, image, mode) => {
        const p = placeImage(box, image, mode, centre, false);
        expect(p.width).toBeLessThanOrEqual(image.width + EPSILON);
        expect(p.height).toBeLessThanOrEqual(image.height + EPSILON);
      }),
    );
  });
});
