// @vitest-environment happy-dom
// Issue 34: the lightbox's first frame as a working lightbox before React, by the lightbox's own
// rules (core/overlays/lightbox-rules.ts): its controls' chunk, given a frame as the frame gives it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lightboxStrings } from '../../../../core/catalog/strings/lightbox.ts';
import { addFrameControls, type FrameControlsOptions } from '../../../../core/overlays/frame-controls.ts';
import { LIGHTBOX_BUTTON_LIGHT } from '../../../../core/overlays/lightbox-icons.ts';
import { LIGHTBOX_KEY_THROTTLE_MS, LIGHTBOX_READY } from '../../../../core/overlays/lightbox-rules.ts';
import { immediateScheduler } from '../../../fixtures/dom.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const items = ['lake', 'dunes', 'forest'].map((name) => ({ src: `/images/${name}.jpg`, width: 2500, height: 1667, alt: name }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(over: Partial<FrameControlsOptions> = {}) {
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  const layer = document.body.appendChild(document.createElement('div'));
  const image = layer.appendChild(document.createElement('img'));
  const options: FrameControlsOptions = {
    window,
    items,
    index: 1,
    slide: undefined,
    mobile: false,
    theme: 'dark',
    label: 'Prints',
    scheduler: immediateScheduler,
    // No motion chunk here: the rest works without the swipe.
    motion: () => Promise.reject(new Error('offline')),
    onChange: vi.fn(),
    onCancel: vi.fn(),
    layer,
    image,
    place: vi.fn(),
    close: vi.fn(),
    ...over,
  };
  const controls = addFrameControls(options);
  const button = (label: string) => layer.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
  const position = () => layer.querySelector('[aria-live="polite"]')!.textContent;
  return { controls, options, layer, image, button, position };
}
const arrow = (key: string) => window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

describe('the first frame’s controls', () => {
  it("has the lightbox's close, previous, next and position, in its words", () => {
    const { button, position, options } = setUp();
    button(lightboxStrings.close).click();
    expect(options.close).toHaveBeenCalledTimes(1);
    expect(position()).toBe('2 of 3');
    expect(button(lightboxStrings.previous)).not.toBeNull();
    expect(button(lightboxStrings.next)).not.toBeNull();
  });

  it('next and previous move the image, say so, and loop on a desktop', () => {
    const { button, position, options, image, controls } = setUp();
    button(lightboxStrings.next).click();
    expect([position(), image.alt, image.getAttribute('src')]).toEqual(['3 of 3', 'forest', expect.stringMatching(/^\/images\/forest\.jpg\?format=\d+w$/)]);
    expect(options.onChange).toHaveBeenLastCalledWith(2);
    expect(options.place).toHaveBeenLastCalledWith(image, items[2], { width: 1280, height: 800 }, false, 0);
    button(lightboxStrings.next).click();
    expect([position(), controls.index()]).toEqual(['1 of 3', 0]);
    button(lightboxStrings.previous).click();
    expect(controls.index()).toBe(2);
  });

  it('on a phone it stops at the ends, with the arrow there dimmed, and each image a screen further on its track', () => {
    const { button, position, options, image } = setUp({ mobile: true, index: 2 });
    expect(button(lightboxStrings.next).getAttribute('aria-disabled')).toBe('true');
    expect(button(lightboxStrings.previous).hasAttribute('aria-disabled')).toBe(false);
    button(lightboxStrings.next).click();
    expect(position()).toBe('3 of 3');
    button(lightboxStrings.previous).click();
    expect(position()).toBe('2 of 3');
    expect(options.place).toHaveBeenLastCalledWith(image, items[1], { width: 1280, height: 800 }, true, 1280);
    expect(button(lightboxStrings.next).hasAttribute('aria-disabled')).toBe(false);
  });

  it('the arrows step at most once per throttle window and are not seen by the page below', () => {
    let now = 1000;
    vi.spyOn(window.performance, 'now').mockImplementation(() => now);
    const below = vi.fn();
    window.addEventListener('keydown', below);
    const { position } = setUp();
    arrow('ArrowLeft');
    arrow('ArrowLeft');
    expect(position()).toBe('1 of 3');
    now += LIGHTBOX_KEY_THROTTLE_MS;
    arrow('ArrowRight');
    expect(position()).toBe('2 of 3');
    expect(below).not.toHaveBeenCalled();
    window.removeEventListener('keydown', below);
  });

  it('a click on the right half steps on, on the left half back, at the edge nothing; a touch tap nothing', () => {
    const { layer, position } = setUp();
    const stage = layer.querySelector('img')!.parentElement!.parentElement!;
    const click = (clientX: number, pointerType = 'mouse') => stage.dispatchEvent(new PointerEvent('click', { clientX, pointerType, bubbles: true }));
    click(1000);
    expect(position()).toBe('3 of 3');
    click(200);
    expect(position()).toBe('2 of 3');
    click(1279);
    click(1000, 'touch');
    expect(position()).toBe('2 of 3');
  });

  it('is marked ready once its swipe listens, or cannot (no motion chunk): the rest works', async () => {
    const { layer } = setUp();
    expect(layer.hasAttribute(LIGHTBOX_READY)).toBe(false);
    await settle();
    expect(layer.hasAttribute(LIGHTBOX_READY)).toBe(true);
  });

  it('the light theme has light buttons', () => {
    const { button } = setUp({ theme: 'light' });
    const probe = document.createElement('i');
    probe.style.cssText = LIGHTBOX_BUTTON_LIGHT;
    expect(button(lightboxStrings.close).style.background).toBe(probe.style.background);
  });

  it('destroyed (the lightbox took over), the arrows and buttons are no longer its', () => {
    const { controls, button, position, options } = setUp();
    controls.destroy();
    arrow('ArrowRight');
    button(lightboxStrings.next).click();
    expect(position()).toBe('2 of 3');
    expect(options.onChange).not.toHaveBeenCalled();
  });
});
