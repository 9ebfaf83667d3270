// @vitest-environment happy-dom
// issue 21: the lightbox's first frame: the tapped image where the lightbox will draw it, over the
// lightbox's overlay; Escape and the back button close it; the lightbox takes it over, history and all.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFrameScheduler } from '../../../../core/dom/scheduler.ts';
import { imagePlace } from '../../../../core/overlays/image-place.ts';
import { INSTANT_FRAME_CLASS, showInstantFrame, type InstantFrameOptions } from '../../../../core/overlays/instant-frame.ts';
import { LIGHTBOX_HISTORY_MARK, LIGHTBOX_OVERLAY_OPACITY, LIGHTBOX_Z_INDEX } from '../../../../core/overlays/lightbox-look.ts';

afterEach(() => {
  document.body.innerHTML = '';
  document.body.className = '';
  vi.restoreAllMocks();
});

const item = { src: '/images/lake.jpg', width: 2500, height: 1667, alt: 'Lake at dawn' };
function thumbnail(loaded: boolean): Element {
  const slide = document.createElement('div');
  const img = slide.appendChild(document.createElement('img'));
  if (loaded) Object.defineProperties(img, { complete: { value: true }, naturalWidth: { value: 300 }, currentSrc: { value: 'http://localhost/images/lake.jpg?format=300w' } });
  return slide;
}
function viewport(width: number, height: number): void {
  for (const [name, value] of [
    ['innerWidth', width],
    ['innerHeight', height],
    ['devicePixelRatio', 1],
  ] as const)
    Object.defineProperty(window, name, { value, configurable: true, writable: true });
}
const show = (over: Partial<InstantFrameOptions> = {}) => {
  const onCancel = vi.fn();
  const frame = showInstantFrame({
    window,
    items: [item],
    index: 0,
    slide: thumbnail(true),
    mobile: false,
    theme: 'dark',
    label: 'Prints',
    scheduler: createFrameScheduler(),
    onChange: vi.fn(),
    onCancel,
    ...over,
  });
  return { frame, onCancel, layer: () => document.querySelector<HTMLElement>(`.${INSTANT_FRAME_CLASS}`) };
};

describe('imagePlace', () => {
  it.each([
    // desktop 1280x800: the box is 1080x600; a 3:2 image fills its height, centred.
    [{ width: 2500, height: 1667 }, { width: 1280, height: 800 }, false, { left: 190.09, top: 100, width: 899.82, height: 600 }],
    // mobile 412x915: the whole screen; it fills the width.
    [{ width: 2500, height: 1667 }, { width: 412, height: 915 }, true, { left: 0, top: 320.14, width: 412, height: 274.72 }],
    // Never past the original: a small image stays its size, centred.
    [{ width: 300, height: 200 }, { width: 1280, height: 800 }, false, { left: 490, top: 300, width: 300, height: 200 }],
  ])('%j in %j (mobile %s) is at %j', (size, viewport, mobile, place) => {
    const at = imagePlace(size, viewport, mobile)!;
    for (const key of ['left', 'top', 'width', 'height'] as const) expect(at[key]).toBeCloseTo(place[key], 1);
  });

  it('an image of unknown size has no place of its own', () => {
    expect(imagePlace(null, { width: 800, height: 600 }, false)).toBeNull();
    expect(imagePlace({ width: 0, height: 10 }, { width: 800, height: 600 }, false)).toBeNull();
  });
});

describe('the first frame', () => {
  it("is a modal dialog over the lightbox's overlay, with the slide's decoded image where the lightbox draws it", () => {
    viewport(1280, 800);
    const { layer } = show();
    const frame = layer()!;
    expect([frame.getAttribute('role'), frame.getAttribute('aria-modal'), frame.getAttribute('aria-label')]).toEqual(['dialog', 'true', 'Prints']);
    expect(frame.style.zIndex).toBe(String(LIGHTBOX_Z_INDEX));
    expect(frame.style.background.replace(/\s/g, '')).toBe(`rgba(0,0,0,${LIGHTBOX_OVERLAY_OPACITY})`);
    const img = frame.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('http://localhost/images/lake.jpg?format=300w');
    expect(img.alt).toBe('Lake at dawn');
    const place = imagePlace(item, { width: 1280, height: 800 }, false)!;
    const drawn = [img.style.left, img.style.top, img.style.width, img.style.height].map(Number.parseFloat);
    [place.left, place.top, place.width, place.height].forEach((value, i) => expect(drawn[i]).toBeCloseTo(value, 3));
    expect(document.body.classList.contains('lightbox-open')).toBe(true);
  });

  it("without a loaded slide image, it asks for the lightbox's own size at once", () => {
    viewport(1280, 800);
    const { layer } = show({ slide: thumbnail(false) });
    // Drawn 900 px wide (a 3:2 image in 1080x600): the next width step.
    expect(layer()!.querySelector('img')!.getAttribute('src')).toBe('/images/lake.jpg?format=1000w');
  });

  it('takes a history entry; Escape closes it and gives the entry back', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const { layer, onCancel } = show();
    expect(window.history.state?.[LIGHTBOX_HISTORY_MARK]).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(layer()).toBeNull();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(back).toHaveBeenCalledTimes(1);
    expect(document.body.classList.contains('lightbox-open')).toBe(false);
  });

  it('the back button closes it without going back again', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const { layer, onCancel } = show();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(layer()).toBeNull();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(back).not.toHaveBeenCalled();
  });

  it('handed over, it goes and leaves the entry and the page state to the lightbox; Escape is no longer its', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const { frame, layer, onCancel } = show();
    frame.handOver();
    expect(layer()).toBeNull();
    expect(window.history.state?.[LIGHTBOX_HISTORY_MARK]).toBe(true);
    expect(document.body.classList.contains('lightbox-open')).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(onCancel).not.toHaveBeenCalled();
    expect(back).not.toHaveBeenCalled();
  });
});
