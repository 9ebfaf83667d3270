// The lightbox bench's arithmetic (issue 21): an open's marks from the frames the page sampled, the
// targets as ratios to PhotoSwipe, and the peers' consent cookie. The browser runs are in bench/lightbox.mjs.
import { describe, expect, it } from 'vitest';
import * as report from '../../../bench/lib/lightbox-report.mjs';
import * as peers from '../../../bench/peers.mjs';

// The bench is plain JavaScript: its modules are used here untyped.
/* eslint-disable @typescript-eslint/no-explicit-any */
const { marksOf, sampleOf, lightboxMedians, lightboxTargets, lightboxTables, targetTable, notes } = report as any;
const { peerConsentCookie } = peers as any;

type Img = { w: number; o: number; nw: number };
const frame = (t: number, { layer = true, ready = false, fallback = false, imgs = [] as Img[] } = {}) => ({ t, layer, ready, fallback, imgs });
const THUMB = 500;
const thumb = (w: number, o = 1): Img => ({ w, o, nw: THUMB });
const large = (w: number, o = 1): Img => ({ w, o, nw: 1500 });

describe('the marks of one open', () => {
  it('shown: the first frame with the layer; ready: the first with its mark; all from the tap', () => {
    const frames = [frame(100, { layer: false }), frame(116), frame(132, { ready: true, imgs: [large(412)] })];
    expect(marksOf(frames, 90, THUMB)).toMatchObject({ shown: 26, ready: 42, readyBy: 'ready', image: 42, sharp: 42 });
  });

  it('a zooming placeholder counts from 90% of the width at rest; the large image is "sharp"', () => {
    const frames = [frame(0, { imgs: [thumb(130)] }), frame(100, { imgs: [thumb(300)] }), frame(200, { imgs: [thumb(380)] }), frame(500, { imgs: [thumb(412), large(412)] })];
    expect(marksOf(frames, 0, THUMB)).toMatchObject({ image: 200, sharp: 500 });
  });

  it('a fading image counts from 90% of its opacity at rest', () => {
    const frames = [
      frame(0, { imgs: [large(400, 0.2)] }),
      frame(100, { imgs: [large(400, 0.85)] }),
      frame(200, { imgs: [large(400, 0.95)] }),
      frame(300, { imgs: [large(400, 1)] }),
    ];
    expect(marksOf(frames, 0, THUMB)).toMatchObject({ image: 200, sharp: 200 });
  });

  it('ready falls back to the fallback mark, and says so; nothing at rest gives n/a', () => {
    const frames = [frame(0, { fallback: true, imgs: [thumb(412)] })];
    const marks = marksOf(frames, 0, THUMB);
    expect(marks).toMatchObject({ ready: 0, readyBy: 'fallback' });
    expect(marks.image).toBeNaN();
    expect(marks.sharp).toBeNaN();
    expect(marksOf([], 0, THUMB).shown).toBeNaN();
  });
});

const marks = (image: number, ready: number) => ({ shown: 1, image, sharp: image, ready, readyBy: 'ready' });
const samples = {
  React: [sampleOf(marks(400, 900), marks(150, 200), true), sampleOf(marks(420, 1000), marks(160, 200), false)],
  preact: [sampleOf(marks(380, 600), marks(140, 150), true)],
  PhotoSwipe: [sampleOf(marks(500, 520), marks(120, 130), true)],
};

describe('the targets', () => {
  it('each build over the peer, against the goal', () => {
    const medians = lightboxMedians(samples);
    const targets = lightboxTargets(medians, ['React', 'preact'], 'PhotoSwipe');
    expect(targets.map(({ key }: { key: string }) => key)).toEqual(['firstImage', 'firstReady', 'secondImage']);
    expect(targets[0].ratios.React).toBeCloseTo(410 / 500);
    expect(targets[0].met).toEqual({ React: false, preact: true });
    expect(targets[1].met).toEqual({ React: false, preact: false });
    expect(targets[2].ratios.preact).toBeCloseTo(140 / 120);
    const table = targetTable(targets, ['React', 'preact'], 'PhotoSwipe');
    expect(table).toContain('| first open: tap to the tapped image full-screen | at most 0.80 | 0.82 | no | 0.76 | yes |');
  });

  it('no peer figure: n/a, neither met nor missed', () => {
    const targets = lightboxTargets({ React: { firstImage: 400 } }, ['React'], 'PhotoSwipe');
    expect(targets[0].ratios.React).toBeNaN();
    expect(targets[0].met.React).toBeNull();
  });

  it('says which first opens were not cold and where "ready" was the fallback', () => {
    expect(notes(samples)).toEqual(["React: 1 of 2 first opens found the lightbox's code already fetched before the tap."]);
    const fallback = { ...marks(1, 1), readyBy: 'fallback' };
    expect(notes({ x: [sampleOf(fallback, fallback, true)] })).toEqual(['x: "ready" from the fallback mark in 2 of 2 opens.']);
  });

  it('writes the heavy table, the targets and the grid table', () => {
    const { table } = lightboxTables(samples, {
      heavy: ['React', 'preact', 'PhotoSwipe'],
      grid: [],
      builds: ['React', 'preact'],
      peer: 'PhotoSwipe',
      heavyIntro: '### Heavy',
      gridIntro: '### Grid',
    });
    expect(table).toContain('| figure | React | preact | PhotoSwipe |');
    expect(table).toContain('| first open: the tapped image full-screen, ms | 410 | 380 | 500 |');
    expect(table).not.toContain('### Grid');
  });
});

describe("the peers' consent cookie", () => {
  it("is vanilla-cookieconsent's own record of a choice: categories, an id and both timestamps", () => {
    const cookie = peerConsentCookie('http://127.0.0.1:1', Date.UTC(2026, 10, 25));
    expect(cookie).toMatchObject({ name: 'cc_cookie', url: 'http://127.0.0.1:1' });
    const choice = JSON.parse(decodeURIComponent(cookie.value));
    expect(choice.categories).toEqual(['necessary', 'analytics']);
    expect(typeof choice.consentId).toBe('string');
    expect(choice.consentTimestamp).toBe('2026-11-25T00:00:00.000Z');
    expect(choice.lastConsentTimestamp).toBe(choice.consentTimestamp);
  });
});
