import { afterEach, describe, expect, it, vi } from 'vitest';
import { toDesign } from '../../../../core/gallery/design-name.ts';
import { readOptions } from '../../../../core/gallery/read-options.ts';
import { defaults, toAlignment, toAspectRatio, toColumnWidth } from '../../../../core/gallery/options.ts';

afterEach(() => vi.restoreAllMocks());

describe("toDesign: the spec's design names", () => {
  it.each([
    ['stacked', 'base'],
    ['slider', 'strip'],
    ['slideshow', 'stacked'],
    ['grid', 'grid'],
    ['autogrid', 'autogrid'],
    ['autocolumns', 'autocolumns'],
    ['carousel', 'carousel'],
    ['list', 'list'],
    ['autorows', 'autorows'],
    ['base', 'base'],
    ['strip', 'strip'],
    [undefined, 'base'],
    ['', 'base'],
  ])('%j -> %s', (name, design) => {
    expect(toDesign(name)).toBe(design);
  });

  it.each(['mosaic', 'Grid', 'constructor'])("an unknown name %j raises the spec's error", (name) => {
    expect(() => toDesign(name)).toThrow(`These are not the gallery designs you are looking for. (We could not find a design by the name ${name})`);
  });

  // issue 22, found by fuzzing: JSON can hold an object that String() cannot turn into text.
  it("a name that cannot become text ({toString: 0}) raises the spec's error too, not a TypeError", () => {
    expect(() => toDesign({ toString: 0 })).toThrow('These are not the gallery designs you are looking for. (We could not find a design by the name [object Object])');
  });
});

describe('defaults: and 9', () => {
  it('the options every design shares', () => {
    expect(defaults('base')).toMatchObject({
      autoplay: false,
      autoplayTimeout: 5000,
      currentIndex: 0,
      loop: false,
      keyboard: true,
      lazyLoad: false,
      history: false,
      refreshOnResize: false,
      refreshOnOrientationChange: false,
      keys: { previous: 37, next: 39 },
      pauseOnMouseover: [],
    });
  });

  it.each([
    ['autocolumns', { columnWidth: 250 }],
    ['autogrid', { columnWidth: 250 }],
    ['autorows', { rowHeight: 250, gutter: 20 }],
    ['carousel', { slidesPerRow: 3, gutter: 1 }],
    ['grid', { perRow: 4, padding: 20 }],
    ['autocolumns', { columnWidthBehavior: 'min' }],
    ['stacked', { autoHeight: true, clickBehavior: 'next', speed: 1, transition: 'fade' }],
    ['strip', { vSize: 10 }],
  ] as const)('%s: %j', (design, expected) => {
    expect(defaults(design)).toMatchObject(expected);
  });
});

describe('readOptions: block data to options', () => {
  it('converts the block data fields', () => {
    const options = readOptions({
      design: 'slideshow',
      autoplay: true,
      'autoplay-duration': 3,
      aspectRatio: '16:9',
      'active-alignment': 'left',
      columnWidth: '300',
      lightbox: true,
      lightboxTheme: 'light',
      'thumbnails-per-row': 6,
      clickBehavior: 'by-side',
      transition: 'ken-burns',
    });
    expect(options).toMatchObject({
      design: 'stacked',
      autoplay: true,
      autoplayTimeout: 3000,
      aspectRatio: 16 / 9,
      activeAlignment: 'start',
      columnWidth: 300,
      lightbox: true,
      lightboxTheme: 'light',
      perRow: 6,
      clickBehavior: 'side',
      transition: 'ken-burns',
    });
  });

  // (issue 14): the stored names drive the option they name.
  it.each([
    ['thumbnails-per-row sets the grid columns', { design: 'grid', 'thumbnails-per-row': 6 }, { perRow: 6 }],
    ['perRow, when given too, wins', { design: 'grid', 'thumbnails-per-row': 6, perRow: 3 }, { perRow: 3 }],
    ['listImageSize sets the list image width', { design: 'list', listImageSize: 35 }, { imageWidth: 35 }],
    ['imageWidth, when given too, wins', { design: 'list', listImageSize: 35, imageWidth: 60 }, { imageWidth: 60 }],
    ['columnWidthBehavior max', { design: 'autocolumns', columnWidthBehavior: 'max' }, { columnWidthBehavior: 'max' }],
    ['columnWidthBehavior anything else is min', { design: 'autocolumns', columnWidthBehavior: 'widest' }, { columnWidthBehavior: 'min' }],
    ['lazyLoad', { lazyLoad: true }, { lazyLoad: true }],
    ['refreshOnResize', { refreshOnResize: true }, { refreshOnResize: true }],
    ['refreshOnOrientationChange', { refreshOnOrientationChange: true }, { refreshOnOrientationChange: true }],
  ])('%s', (_case, data, expected) => {
    expect(readOptions(data)).toMatchObject(expected);
  });

  // issue 22, found by fuzzing: 1e308 seconds made the wait Infinity, which setTimeout runs at once.
  it.each([1e308, 1e7, Number.MAX_VALUE])('an autoplay-duration of %d s waits at most as long as setTimeout can', (seconds) => {
    expect(readOptions({ autoplay: true, 'autoplay-duration': seconds }).autoplayTimeout).toBe(2_147_483_647);
  });

  it('imageAspectRatio "Auto" means none', () => {
    expect(readOptions({ imageAspectRatio: 'Auto' }).aspectRatio).toBeNull();
  });

  it('a field of the wrong type keeps its default, named in one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const options = readOptions({ design: 'grid', perRow: 'many', lightbox: 'yes' });
    expect(options.perRow).toBe(4);
    expect(options.lightbox).toBe(false);
    expect(warn).toHaveBeenCalledExactlyOnceWith('[Gallery] Ignoring block data of the wrong type, defaults kept: lightbox, perRow.');
  });

  it("an unknown transition raises the spec's error", () => {
    expect(() => readOptions({ design: 'slideshow', transition: 'wipe' })).toThrow('Could not find transition named wipe.');
  });

  it("a transition that cannot become text ({toString: null}) raises the spec's error, not a TypeError", () => {
    expect(() => readOptions({ design: 'slideshow', transition: { toString: null } })).toThrow('Could not find transition named [object Object].');
  });

  it('plain autoplay plays in order; autoplay-randomize jumps (docs/decisions.md)', () => {
    expect(readOptions({ autoplay: true }).randomize).toBe(false);
    expect(readOptions({ autoplay: true, 'autoplay-randomize': true }).randomize).toBe(true);
  });
});

describe('The small rules', () => {
  it.each([
    ['left', 'start'],
    ['center', 'middle'],
    ['right', 'end'],
    ['top', 'middle'],
    [undefined, 'middle'],
  ])('alignment %j -> %s', (value, alignment) => {
    expect(toAlignment(value)).toBe(alignment);
  });

  it.each([
    [250, 250],
    ['300', 300],
    [' 120.5 ', 120.5],
    [0, 250],
    [-5, 250],
    ['wide', 250],
    ['', 250],
    [null, 250],
  ])('columnWidth %j -> %d (a number above 0; a numeric string is accepted)', (value, width) => {
    expect(toColumnWidth(value, 250)).toBe(width);
  });

  it.each([
    [1.5, 1.5],
    ['4:3', 4 / 3],
    ['16x9', 16 / 9],
    ['1/1', 1],
    ['Auto', null],
    [0, null],
    ['tall', null],
  ])('aspect ratio %j -> %s', (value, ratio) => {
    expect(toAspectRatio(value)).toBe(ratio);
  });
});
