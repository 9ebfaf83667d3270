// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SMALL_ATTRIBUTE, start } from '../../../../core/utilities/text-shrink.ts';
import { immediateScheduler, noOverlays, plainPage } from '../../../fixtures/dom.ts';

// happy-dom lays nothing out: each box's width is set here, and its text's width follows its font
// size in proportion (10 px of width per px of font), as a browser's would.
const WIDTH_PER_PX = 10;
let boxWidth = 300;

function page(html = '<h1 data-text-shrink><span>A long banner heading</span></h1>') {
  document.body.innerHTML = html;
  const box = document.querySelector<HTMLElement>('[data-text-shrink]')!;
  const text = (box.firstElementChild as HTMLElement) ?? box;
  text.style.fontSize = '28px';
  Object.defineProperty(box, 'clientWidth', { get: () => boxWidth, configurable: true });
  text.getBoundingClientRect = () => ({ width: Number.parseFloat(text.style.fontSize) * WIDTH_PER_PX }) as DOMRect;
  // The page's CSS gives 28 px; what the runtime writes replaces it.
  const win = Object.assign(Object.create(window), {
    getComputedStyle: () => ({ fontSize: '28px' }),
    setTimeout: (f: () => void, ms: number) => setTimeout(f, ms),
    clearTimeout: (h: number) => clearTimeout(h),
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
    performance: { now: () => Date.now() },
  }) as Window;
  const instance = start({ document, window: win, scheduler: immediateScheduler, page: plainPage, overlays: noOverlays });
  return { box, text, instance };
}

describe('text shrink on the page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    boxWidth = 300;
  });
  afterEach(() => vi.useRealTimers());

  it('shrinks the inner text to fit its box on one line, and leaves the box alone', () => {
    boxWidth = 200; // 280 px of text at 28 px: 20 px fits
    const { box, text } = page();
    expect(text.style.fontSize).toBe('20px');
    expect(box.style.fontSize).toBe('');
    expect(box.hasAttribute(SMALL_ATTRIBUTE)).toBe(false);
  });

  it('leaves a text that fits as it is', () => {
    const { text, box } = page();
    expect(text.style.fontSize).toBe('28px');
    expect(box.hasAttribute(SMALL_ATTRIBUTE)).toBe(false);
  });

  it('never goes below 11 px, and flags 13 px or less', () => {
    boxWidth = 60;
    const { text, box } = page();
    expect(text.style.fontSize).toBe('11px');
    expect(box.hasAttribute(SMALL_ATTRIBUTE)).toBe(true);
  });

  it('flags a fit of exactly 13 px, not 14', () => {
    boxWidth = 130;
    expect(page().box.hasAttribute(SMALL_ATTRIBUTE)).toBe(true);
    boxWidth = 140;
    expect(page().box.hasAttribute(SMALL_ATTRIBUTE)).toBe(false);
  });

  it('refits 100 ms after the last resize, not before', async () => {
    const { text, box, instance } = page();
    boxWidth = 140;
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(60);
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(99);
    expect(text.style.fontSize).toBe('28px');
    await vi.advanceTimersByTimeAsync(1);
    expect(text.style.fontSize).toBe('14px');
    boxWidth = 100;
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(text.style.fontSize).toBe('11px');
    expect(box.hasAttribute(SMALL_ATTRIBUTE)).toBe(true);
    boxWidth = 1000; // wider again: back to the page's size, the flag off
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(text.style.fontSize).toBe('28px');
    expect(box.hasAttribute(SMALL_ATTRIBUTE)).toBe(false);
    instance.destroy();
    boxWidth = 100;
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(text.style.fontSize).toBe('28px');
  });

  it('steps down 1 px while the text is still too wide in the same box', async () => {
    boxWidth = 195;
    document.body.innerHTML = '<h1 data-text-shrink><span>Wide</span></h1>';
    const box = document.querySelector<HTMLElement>('[data-text-shrink]')!;
    const text = box.firstElementChild as HTMLElement;
    Object.defineProperty(box, 'clientWidth', { get: () => boxWidth });
    // Not in proportion below 20 px (30 px wider, as hinting or a fallback font can make it).
    const width = (size: number) => size * WIDTH_PER_PX + (size < 20 ? 30 : 0);
    text.getBoundingClientRect = () => ({ width: width(Number.parseFloat(text.style.fontSize || '28')) }) as DOMRect;
    const win = Object.assign(Object.create(window), {
      getComputedStyle: () => ({ fontSize: '28px' }),
      setTimeout: (f: () => void, ms: number) => setTimeout(f, ms),
      clearTimeout: (h: number) => clearTimeout(h),
      performance: { now: () => Date.now() },
    }) as Window;
    start({ document, window: win, scheduler: immediateScheduler, page: plainPage, overlays: noOverlays });
    // 280 px at 28: floor(28 * 195 / 280) = 19, 220 px, too wide; then 18 (210), 17 (200), 16 (190) fits.
    await vi.advanceTimersByTimeAsync(100);
    expect(text.style.fontSize).toBe('16px');
  });
});
