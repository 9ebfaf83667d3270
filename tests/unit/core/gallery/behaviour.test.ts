import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createIndexState, endsDisabled, normalizeIndex, stepIndex, type SelectEvent, type Source } from '../../../../core/gallery/index-state.ts';
import { announces } from '../../../../core/gallery/controls.ts';
import { lightboxFollows } from '../../../../core/gallery/lightbox.ts';
import { createAutoplay, nextAutoplayIndex, restartsAutoplay } from '../../../../core/gallery/autoplay.ts';
import { clickAction, type ClickInput } from '../../../../core/gallery/click.ts';
import { arrowAction, isActivation } from '../../../../core/gallery/keys.ts';
import { addressFor, collectionPath, historyBase, itemIdsFrom, slideFor } from '../../../../core/gallery/history.ts';
import { joinLinks, type GalleryRegistry, type Linkable } from '../../../../core/gallery/links.ts';

describe('normalizeIndex: negatives wrap from the end, overflow wraps by modulo', () => {
  it.each([
    [0, 5, 0],
    [4, 5, 4],
    [5, 5, 0],
    [12, 5, 2],
    [-1, 5, 4],
    [-6, 5, 4],
    [2.7, 5, 2],
    [3, 0, 0],
    [Number.NaN, 5, 0],
  ])('%d of %d -> %d', (index, count, expected) => {
    expect(normalizeIndex(index, count)).toBe(expected);
  });

  it('always lands in range, and on the same slide modulo the count (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 500 }), (index, count) => {
        const i = normalizeIndex(index, count);
        expect(i).toBeGreaterThanOrEqual(0);
        expect(i).toBeLessThan(count);
        expect((((index - i) % count) + count) % count).toBe(0);
      }),
    );
  });
});

describe('stepIndex and endsDisabled: loop, or stop and signal', () => {
  it.each([
    [4, 1, 5, true, { index: 0, reached: null }],
    [0, -1, 5, true, { index: 4, reached: null }],
    [4, 1, 5, false, { index: 4, reached: 'end' }],
    [0, -1, 5, false, { index: 0, reached: 'beginning' }],
    [2, 1, 5, false, { index: 3, reached: null }],
  ] as const)('from %d by %d of %d, loop %s -> %j', (current, delta, count, loop, expected) => {
    expect(stepIndex(current, delta, count, loop)).toEqual(expected);
  });

  it.each([
    [0, 5, false, { previous: true, next: false }],
    [4, 5, false, { previous: false, next: true }],
    [2, 5, false, { previous: false, next: false }],
    [0, 5, true, { previous: false, next: false }],
    [0, 1, false, { previous: true, next: true }],
  ])('index %d of %d, loop %s -> %j', (index, count, loop, ends) => {
    expect(endsDisabled(index, count, loop)).toEqual(ends);
  });
});

describe('autoplay, with a fake clock', () => {
  const setup = (random = false) => {
    vi.useFakeTimers();
    let current = 0;
    const advanced: number[] = [];
    const autoplay = createAutoplay({
      timeout: 5000,
      random,
      count: () => 4,
      current: () => current,
      advance: (index) => {
        advanced.push(index);
        current = index;
      },
      clock: { setTimeout: (f, ms) => setTimeout(f, ms), clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) },
      random01: () => 0.99,
    });
    return { autoplay, advanced };
  };

  it('advances every timeout, in order, round to the start', () => {
    const { advanced } = setup();
    vi.advanceTimersByTime(4999);
    expect(advanced).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(15000);
    expect(advanced).toEqual([1, 2, 3, 0]);
    vi.useRealTimers();
  });

  it('pauses while hovered, and resumes 1 s after the pointer leaves', () => {
    const { autoplay, advanced } = setup();
    autoplay.pause('hover');
    vi.advanceTimersByTime(20000);
    expect(advanced).toEqual([]);
    autoplay.resume('hover');
    vi.advanceTimersByTime(999);
    expect(advanced).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(advanced).toEqual([1]);
    vi.useRealTimers();
  });

  it('stays suspended while a video shows, whatever else resumes', () => {
    const { autoplay, advanced } = setup();
    autoplay.pause('video');
    autoplay.pause('hover');
    autoplay.resume('hover');
    vi.advanceTimersByTime(20000);
    expect(advanced).toEqual([]);
    expect(autoplay.running()).toBe(false);
    autoplay.resume('video');
    vi.advanceTimersByTime(1000);
    expect(advanced).toEqual([1]);
    vi.useRealTimers();
  });

  it("a visitor's move restarts the timeout; destroy stops it", () => {
    const { autoplay, advanced } = setup();
    vi.advanceTimersByTime(4000);
    autoplay.restart();
    vi.advanceTimersByTime(4000);
    expect(advanced).toEqual([]);
    autoplay.destroy();
    vi.advanceTimersByTime(20000);
    expect(advanced).toEqual([]);
    vi.useRealTimers();
  });

  it('randomised, it jumps to another slide, never the same one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 50 }), fc.nat(), fc.double({ min: 0, max: 0.999999, noNaN: true }), (count, at, r) => {
        const current = at % count;
        const next = nextAutoplayIndex(current, count, true, () => r);
        expect(next).not.toBe(current);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(count);
      }),
    );
    expect(nextAutoplayIndex(3, 4, false, Math.random)).toBe(0);
  });
});

describe('clickAction: Click on a slide, in order', () => {
  const base: ClickInput = { index: 2, current: 2, video: false, clickThrough: '', behavior: 'next', side: 'right', lightbox: false, editor: false, allInView: false };
  it.each([
    ['the current video slide leaves the click to its video', { video: true, clickThrough: 'https://x.example' }, { kind: 'ignore' }],
    ['another video slide becomes current and plays', { video: true, index: 4, clickThrough: 'https://x.example', lightbox: true }, { kind: 'play', index: 4 }],
    ['a click-through address is followed', { clickThrough: '/shop' }, { kind: 'navigate', url: '/shop' }],
    ['mailto: is followed', { clickThrough: 'mailto:hi@example.com' }, { kind: 'navigate', url: 'mailto:hi@example.com' }],
    ['javascript: is refused', { clickThrough: 'javascript:alert(1)' }, { kind: 'refuse', url: 'javascript:alert(1)' }],
    ['in the editor, the bypass event instead', { clickThrough: '/shop', editor: true }, { kind: 'bypass', url: '/shop' }],
    ['the lightbox opens, when on', { lightbox: true }, { kind: 'lightbox', index: 2 }],
    ['the current slide goes next by default', {}, { kind: 'next' }],
    ['or previous', { behavior: 'previous' }, { kind: 'previous' }],
    ['by side: the left half goes back', { behavior: 'side', side: 'left' }, { kind: 'previous' }],
    ['by side: the right half goes on', { behavior: 'side', side: 'right' }, { kind: 'next' }],
    ['any other slide becomes current', { index: 4 }, { kind: 'select', index: 4 }],
    ['in a grid, a click selects even the current slide', { allInView: true }, { kind: 'select', index: 2 }],
  ] as const)('%s', (_name, overrides, action) => {
    expect(clickAction({ ...base, ...overrides })).toEqual(action);
  });
});

describe('arrowAction: only in view, not moving, focus not in an editable field', () => {
  const keys = { previous: 37, next: 39 };
  it.each([
    [39, true, false, false, true, 'next'],
    [37, true, false, false, true, 'previous'],
    [39, false, false, false, true, null],
    [39, true, true, false, true, null],
    [39, true, false, true, true, null],
    [39, true, false, false, false, null],
    [40, true, false, false, true, null],
  ])('key %d, in view %s, moving %s, editable %s, enabled %s -> %s', (keyCode, inView, moving, editable, enabled, action) => {
    expect(arrowAction({ keyCode, inView, moving, editable, enabled, keys })).toBe(action);
  });

  it('Enter and Space act as a click', () => {
    expect([isActivation('Enter'), isActivation(' '), isActivation('a')]).toEqual([true, true, false]);
  });
});

describe('history: 2', () => {
  const slides = [
    { id: 's1', url: 'lake' },
    { id: 's2', url: 'dunes' },
  ];
  it('writes the slide url after the collection path with the history API, else the slide id as the hash', () => {
    expect(collectionPath('/gallery/stacked')).toBe('/gallery/stacked/');
    expect(addressFor(slides[1]!, '/gallery/stacked', true)).toEqual({ path: '/gallery/stacked/dunes' });
    expect(addressFor(slides[1]!, '/gallery/stacked/', false)).toEqual({ hash: 's2' });
  });

  it.each([
    ['/gallery/stacked/dunes', '', ['dunes'], 1],
    ['/gallery/stacked', '#s1', ['s1', 'stacked'], 0],
    ['/gallery/stacked/', '', ['stacked'], -1],
    ['/elsewhere/dunes', '', ['dunes'], 1],
    ['/gallery/stacked/nothing', '', ['nothing'], -1],
  ])('%s %s -> items %j, slide %d', (path, hash, ids, index) => {
    expect(itemIdsFrom(path, hash, '/gallery/stacked')).toEqual(ids);
    expect(slideFor(slides, itemIdsFrom(path, hash, '/gallery/stacked'))).toBe(index);
  });

  // The lightbox's item id: the hash, else the last path segment, else the path minus
  // the collection url; paths of any depth.
  describe('which item an address opens', () => {
    const items = [
      { id: 'i1', url: 'lake' },
      { id: 'i2', url: 'trips/2024/forest' },
      { id: 'i3', url: 'dunes' },
    ];
    it.each([
      ['the hash, by id', '/travel', '#i3', '/travel', 2],
      ['the hash, by url', '/travel/lake', '#dunes', '/travel', 2],
      ['the last path segment, one level down', '/travel/dunes', '', '/travel', 2],
      ['the last path segment, four levels down', '/a/b/c/d/lake', '', '/a', 0],
      ['the last segment with a trailing slash', '/travel/dunes/', '', '/travel', 2],
      ['the last segment when the collection is elsewhere', '/x/y/lake', '', '/travel', 0],
      ['the path minus the collection url, holding slashes', '/travel/trips/2024/forest', '', '/travel', 1],
      ['the path minus a deep collection url', '/a/b/trips/2024/forest', '', '/a/b/', 1],
      ['an encoded segment', '/travel/d%75nes', '', '/travel', 2],
      ['a malformed encoding is read as it is', '/travel/%E0%A4%A', '', '/travel', -1],
      ['nothing that names an item', '/travel/nowhere', '', '/travel', -1],
      ['the bare collection', '/travel/', '', '/travel', -1],
    ])('%s: %s%s -> item %d', (_case, path, hash, collection, index) => {
      expect(slideFor(items, itemIdsFrom(path, hash, collection))).toBe(index);
    });
  });

  // issue 14: with no collection url, the page's own path once, never the current address.
  it.each([
    ['the collection url when there is one', '/col', '/page/dunes', '/col'],
    ['the page path', '', '/page', '/page'],
    ['the page path less a slide it was opened at', '', '/page/dunes', '/page'],
    ['the page path with a trailing slash', '', '/page/', '/page'],
    ['a last segment that names no slide stays', '', '/page/about', '/page/about'],
    ['the root page', '', '/', '/'],
    ['the root page opened at a slide', '', '/lake', '/'],
  ])('historyBase: %s', (_case, collection, start, base) => {
    expect(historyBase(collection, start, slides)).toBe(base);
  });

  it('moving twice under a page path writes the page path and the slide, never grows it', () => {
    const base = historyBase('', '/page', slides);
    expect(addressFor(slides[1]!, base, true).path).toBe('/page/dunes');
    expect(addressFor(slides[0]!, historyBase('', '/page/dunes', slides), true).path).toBe('/page/lake');
  });
});

describe('linked galleries: through the page-wide registry', () => {
  interface Fake extends Linkable {
    at: number;
    going: number | null;
  }
  const gallery = (): Fake => {
    const self: Fake = {
      at: 0,
      going: null,
      index: () => self.at,
      target: () => self.going,
      follow: (index) => void (self.at = index),
    };
    return self;
  };
  // Only what the registry reads of a .gallery element: its id and data-linked-to.
  const element = (id: string, linkedTo?: string): Element =>
    ({ id, getAttribute: (name: string) => (name === 'data-linked-to' ? (linkedTo ?? null) : null) }) as unknown as Element;

  it('keep their indices in sync both ways, whichever joined first', () => {
    const registry: GalleryRegistry = new Map();
    const strip = gallery();
    const show = gallery();
    const stripLinks = joinLinks(registry, element('g-thumbnails', 'g'), strip);
    const showLinks = joinLinks(registry, element('g'), show);
    show.at = 3;
    showLinks.changed(3);
    expect(strip.at).toBe(3);
    strip.at = 5;
    stripLinks.changed(5);
    expect(show.at).toBe(5);
  });

  it('leave unlinked galleries alone, and a second registry (another page) apart', () => {
    const registry: GalleryRegistry = new Map();
    const other = gallery();
    const show = gallery();
    joinLinks(registry, element('other'), other);
    joinLinks(new Map(), element('g-thumbnails', 'g'), gallery());
    joinLinks(registry, element('g'), show).changed(4);
    expect(other.at).toBe(0);
  });

  it('refuse a change while a linked gallery is still moving toward another index', () => {
    const registry: GalleryRegistry = new Map();
    const show = gallery();
    const strip = gallery();
    const showLinks = joinLinks(registry, element('g'), show);
    const stripLinks = joinLinks(registry, element('g-thumbnails', 'g'), strip);
    strip.going = 2;
    expect(showLinks.mayChange(4)).toBe(false);
    expect(showLinks.mayChange(2)).toBe(true);
    strip.going = null;
    expect(showLinks.mayChange(4)).toBe(true);
    stripLinks.destroy();
    strip.going = 1;
    expect(showLinks.mayChange(4)).toBe(true);
    expect(registry.size).toBe(1);
  });
});

describe("the index state: select { index, previous, source } (the engine's one event)", () => {
  it('fires select with where it was and who moved it; a move to where it is fires nothing', () => {
    const state = createIndexState({ count: 5, start: 1 });
    const seen: SelectEvent[] = [];
    state.on('select', (event) => seen.push(event));
    expect(state.select(3, 'visitor')).toBe(true);
    expect(state.select(3, 'autoplay')).toBe(false);
    expect(state.select(-1, 'link')).toBe(true);
    expect(seen).toEqual([
      { index: 3, previous: 1, source: 'visitor' },
      { index: 4, previous: 3, source: 'link' },
    ]);
  });

  it('is moving until the move it started has been shown; a refused move changes nothing', () => {
    let allowed = true;
    const state = createIndexState({ count: 5, start: 0, allow: () => allowed });
    state.select(2, 'visitor');
    expect(state.target()).toBe(2);
    state.select(3, 'visitor');
    state.settled(2);
    expect(state.target()).toBe(3);
    state.settled(3);
    expect(state.target()).toBeNull();
    allowed = false;
    expect(state.select(1, 'visitor')).toBe(false);
    expect([state.index(), state.target()]).toEqual([3, null]);
  });
});

describe('what each follower does with a source', () => {
  const sources: Source[] = ['visitor', 'autoplay', 'link', 'lightbox'];
  it.each([
    ['the live region speaks', announces, ['visitor']],
    ['autoplay starts its wait again', restartsAutoplay, ['visitor', 'lightbox']],
  ] as const)('%s for %j only', (_name, rule, yes) => {
    expect(sources.filter((source) => rule(source))).toEqual(yes);
  });

  it('the open lightbox follows every move but its own', () => {
    const lightbox = { open: vi.fn(), follow: vi.fn(), destroy: vi.fn() };
    const follow = lightboxFollows(lightbox);
    for (const source of sources) follow({ index: 2, previous: 0, source });
    expect(lightbox.follow).toHaveBeenCalledTimes(3);
  });
});
