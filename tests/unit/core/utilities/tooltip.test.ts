// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { start, TOOLTIP_HIDE_GRACE_MS, TOOLTIP_SHOW_DELAY_MS } from '../../../../core/utilities/tooltip.ts';
import { placeTooltip, TOOLTIP_GAP } from '../../../../core/utilities/tooltip-place.ts';
import { SCROLL_END_MS } from '../../../../core/dom/scroll-end.ts';
import { immediateScheduler, noOverlays, plainPage } from '../../../fixtures/dom.ts';

describe('placeTooltip', () => {
  const viewport = { width: 400, height: 800 };
  const tip = { width: 200, height: 40 };
  it.each([
    ['below, centred', { left: 150, top: 100, width: 100, height: 20 }, { left: 100, top: 128 }],
    ['kept off the left edge', { left: 0, top: 100, width: 20, height: 20 }, { left: TOOLTIP_GAP, top: 128 }],
    ['kept off the right edge', { left: 380, top: 100, width: 20, height: 20 }, { left: 400 - TOOLTIP_GAP - 200, top: 128 }],
    ['above when there is no room below', { left: 150, top: 760, width: 100, height: 20 }, { left: 100, top: 760 - TOOLTIP_GAP - 40 }],
    ['below when there is room neither way', { left: 150, top: 10, width: 100, height: 780 }, { left: 100, top: 798 }],
  ])('%s', (_case, trigger, expected) => {
    expect(placeTooltip(trigger, tip, viewport)).toEqual(expected);
  });
});

describe('tooltips on the page', () => {
  let instance: { destroy(): void } | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<p><button type="button" id="info" aria-describedby="other" data-tooltip="Tax is included.">i</button></p><p id="other">More</p>';
    instance = start({ document, window, scheduler: immediateScheduler, page: plainPage, overlays: noOverlays });
  });
  afterEach(() => {
    instance?.destroy();
    vi.useRealTimers();
  });
  const trigger = () => document.getElementById('info')!;
  const tip = () => document.querySelector<HTMLElement>('[role=tooltip]')!;
  const hover = () => trigger().dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
  const escape = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));

  it('describes its trigger: a role=tooltip element with the text, named in aria-describedby beside what was there', () => {
    expect(tip().textContent).toBe('Tax is included.');
    expect(tip().hidden).toBe(true);
    expect(trigger().getAttribute('aria-describedby')).toBe(`other ${tip().id}`);
    expect(tip().style.maxWidth).toBe('250px');
  });

  it('shows after 1200 ms of hover, not before', () => {
    hover();
    vi.advanceTimersByTime(1199);
    expect(tip().hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tip().hidden).toBe(false);
  });

  it('a pointer that leaves before the delay shows nothing', () => {
    hover();
    vi.advanceTimersByTime(600);
    trigger().dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    vi.advanceTimersByTime(5000);
    expect(tip().hidden).toBe(true);
  });

  it('a touch does not start the hover wait', () => {
    trigger().dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'touch' }));
    vi.advanceTimersByTime(5000);
    expect(tip().hidden).toBe(true);
  });

  it('shows at once on focus, hides on blur', () => {
    trigger().focus();
    expect(tip().hidden).toBe(false);
    trigger().blur();
    expect(tip().hidden).toBe(true);
  });

  it('Escape hides it, and goes no further (rule 1 of the Escape key)', () => {
    trigger().focus();
    const further = vi.fn();
    window.addEventListener('keydown', further);
    escape();
    window.removeEventListener('keydown', further);
    expect(tip().hidden).toBe(true);
    expect(further).not.toHaveBeenCalled();
    // With nothing shown, Escape is not the tooltip's.
    const after = vi.fn();
    window.addEventListener('keydown', after);
    escape();
    window.removeEventListener('keydown', after);
    expect(after).toHaveBeenCalled();
  });

  it('hoverable: the pointer may move from the trigger onto the tooltip, and it stays', () => {
    hover();
    vi.advanceTimersByTime(TOOLTIP_SHOW_DELAY_MS);
    trigger().dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    vi.advanceTimersByTime(TOOLTIP_HIDE_GRACE_MS - 1);
    tip().dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    vi.advanceTimersByTime(5000);
    expect(tip().hidden).toBe(false);
    tip().dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    vi.advanceTimersByTime(TOOLTIP_HIDE_GRACE_MS);
    expect(tip().hidden).toBe(true);
  });

  it('hides while the page scrolls, and comes back at the scroll end beside a trigger still focused', () => {
    trigger().focus();
    document.dispatchEvent(new Event('scroll'));
    expect(tip().hidden).toBe(true);
    vi.advanceTimersByTime(SCROLL_END_MS - 1);
    expect(tip().hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tip().hidden).toBe(false);
  });

  it('a dismissed tooltip does not come back at a scroll end', () => {
    trigger().focus();
    escape();
    document.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(SCROLL_END_MS);
    expect(tip().hidden).toBe(true);
  });

  it('is placed in the viewport beside its trigger', () => {
    trigger().getBoundingClientRect = () => ({ left: 100, top: 50, width: 20, height: 20 }) as DOMRect;
    tip().getBoundingClientRect = () => ({ left: 0, top: 0, width: 120, height: 30 }) as DOMRect;
    Object.defineProperty(document.documentElement, 'clientWidth', { value: 1024, configurable: true });
    trigger().focus();
    expect(tip().style.top).toBe(`${50 + 20 + TOOLTIP_GAP}px`);
    expect(tip().style.left).toBe(`${110 - 60}px`);
    expect(tip().style.visibility).toBe('');
  });

  it('destroy removes the tooltips', () => {
    instance?.destroy();
    instance = undefined;
    expect(document.querySelector('[role=tooltip]')).toBeNull();
  });
});
