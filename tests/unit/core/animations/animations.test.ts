// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { start } from '../../../../core/animations/animations.ts';
import { inViewEnough } from '../../../../core/animations/rules.ts';
import { immediateScheduler, noOverlays } from '../../../fixtures/dom.ts';
import { FakeIntersectionObserver } from '../../../fixtures/fake-intersection-observer.ts';

describe('inViewEnough: a quarter of the element, or a quarter of the viewport', () => {
  it.each([
    [0, 0, 800, false],
    [0.1, 50, 800, false],
    [0.25, 100, 800, true],
    [0.5, 200, 800, true],
    [0.1, 200, 800, true],
    [0.05, 199, 800, false],
  ])('ratio %d, %d px visible of an %d px viewport -> %s', (ratio, visible, viewport, enough) => {
    expect(inViewEnough(ratio, visible, viewport)).toBe(enough);
  });
});

// report() gives one element's intersection ratio, over a 100 px block in an 800 px viewport.
class FakeObserver extends FakeIntersectionObserver {
  static override current: FakeObserver;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    super(callback, options);
    FakeObserver.current = this;
  }
  ratio(element: Element, ratio: number, height = 100) {
    this.report([
      {
        target: element,
        isIntersecting: ratio > 0,
        intersectionRatio: ratio,
        intersectionRect: { height: height * ratio } as DOMRectReadOnly,
        rootBounds: { height: 800 } as DOMRectReadOnly,
      },
    ]);
  }
}

const win = () => Object.assign(Object.create(window), { IntersectionObserver: FakeObserver, setTimeout, clearTimeout, innerHeight: 800 }) as Window;
const byId = (id: string) => document.getElementById(id)!;
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => {
  document.documentElement.removeAttribute('data-edit-mode');
  document.body.innerHTML =
    '<div id="top" data-animation="rise">Top</div><div id="below" data-animation="fade">Below</div><div id="pic" data-animation="rise"><img id="img" src="/a.jpg"></div>';
});
afterEach(() => vi.useRealTimers());

describe('block animations', () => {
  it('the page is watched at the thresholds 0, 0.1, 0.25, 0.5 and 1', async () => {
    start({ document, window: win(), scheduler: immediateScheduler, page: { animate: true, editMode: false, mobile: false }, overlays: noOverlays });
    await settle();
    expect(FakeObserver.current.options?.threshold).toEqual([0, 0.1, 0.25, 0.5, 1]);
  });

  it('in view at start: shown as it is, then marked; below: held, then revealed when in view enough', async () => {
    start({ document, window: win(), scheduler: immediateScheduler, page: { animate: true, editMode: false, mobile: false }, overlays: noOverlays });
    expect(FakeObserver.current.options?.threshold).toEqual([0, 0.1, 0.25, 0.5, 1]);
    FakeObserver.current.ratio(byId('top'), 0.1);
    FakeObserver.current.ratio(byId('below'), 0);
    await settle();
    expect(byId('top').className).toBe('animation-loaded');
    expect(byId('below').className).toBe('animation-pending');
    FakeObserver.current.ratio(byId('below'), 0.1);
    await settle();
    expect(byId('below').className).toBe('animation-pending');
    FakeObserver.current.ratio(byId('below'), 0.3);
    await settle();
    expect(byId('below').className).toBe('animation-loaded');
  });

  it('waits for a loading image first', async () => {
    const image = byId('img') as HTMLImageElement;
    Object.defineProperty(image, 'complete', { configurable: true, get: () => false });
    start({ document, window: win(), scheduler: immediateScheduler, page: { animate: true, editMode: false, mobile: false }, overlays: noOverlays });
    FakeObserver.current.ratio(byId('pic'), 0);
    FakeObserver.current.ratio(byId('pic'), 0.5);
    await settle();
    expect(byId('pic').classList.contains('animation-loaded')).toBe(false);
    image.dispatchEvent(new Event('load'));
    await settle();
    expect(byId('pic').classList.contains('animation-loaded')).toBe(true);
  });

  it('does not wait forever for an image', async () => {
    vi.useFakeTimers();
    Object.defineProperty(byId('img'), 'complete', { configurable: true, get: () => false });
    start({ document, window: win(), scheduler: immediateScheduler, page: { animate: true, editMode: false, mobile: false }, overlays: noOverlays });
    FakeObserver.current.ratio(byId('pic'), 1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(byId('pic').classList.contains('animation-loaded')).toBe(true);
  });

  it.each([
    ['in edit mode', { animate: true, editMode: true, mobile: false }],
    ['without motion', { animate: false, editMode: false, mobile: false }],
  ])('does nothing %s: the content simply shows', (_name, page) => {
    start({ document, window: win(), scheduler: immediateScheduler, page, overlays: noOverlays });
    expect(byId('below').className).toBe('');
    expect(byId('top').className).toBe('');
  });
});
