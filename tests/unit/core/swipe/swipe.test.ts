// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecognizer, type RecognizerHandlers } from '../../../../core/swipe/recognizer.ts';
import { createSwipe, type Swipe } from '../../../../core/swipe/swipe.ts';
import { createFrameScheduler } from '../../../../core/dom/scheduler.ts';
import { createFakeFrameClock } from '../../../fixtures/fake-frame-clock.ts';

let time = 0;
const now = () => time;

function pointer(target: Element, type: string, x: number, y = 0, init: Partial<PointerEventInit> = {}) {
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, pointerId: 1, pointerType: 'touch', button: 0, ...init }));
}

/** Moves the pointer from `from` to `to` in `steps` moves, `ms` apart. */
function drag(target: Element, from: number, to: number, { steps = 10, ms = 16, y = 0, release = true } = {}) {
  pointer(target, 'pointerdown', from, 0);
  for (let i = 1; i <= steps; i++) {
    time += ms;
    pointer(target, 'pointermove', from + ((to - from) * i) / steps, (y * i) / steps);
  }
  if (release) pointer(target, 'pointerup', to, y);
}

beforeEach(() => {
  time = 0;
  document.body.innerHTML = '<div id="area"><div id="track"><a id="link" href="#x">link</a></div></div>';
});

describe("recognizer: pointer events read as a drag, a tap, or the page's own scroll", () => {
  let log: string[];
  let destroy: () => void;
  const area = () => document.getElementById('area')!;

  beforeEach(() => {
    log = [];
    const handlers: RecognizerHandlers = {
      start: () => log.push('start'),
      move: (delta) => log.push(`move ${delta}`),
      end: (release) => log.push(`end ${release.delta} ${release.velocity.toFixed(2)}`),
      tap: () => log.push('tap'),
      cancel: () => log.push('cancel'),
    };
    destroy = createRecognizer(area(), 'x', handlers, now).destroy;
  });
  afterEach(() => destroy());

  it('lets the page scroll vertically: touch-action pan-y, restored on destroy', () => {
    destroy();
    area().style.touchAction = 'manipulation';
    destroy = createRecognizer(area(), 'x', { start() {}, move() {}, end() {}, tap() {}, cancel() {} }, now).destroy;
    expect(area().style.touchAction).toBe('pan-y');
    destroy();
    expect(area().style.touchAction).toBe('manipulation');
  });

  it('starts a drag after 10 px along the axis, then reports every move and the release', () => {
    pointer(area(), 'pointerdown', 100);
    pointer(area(), 'pointermove', 95);
    expect(log).toEqual([]);
    time += 10;
    pointer(area(), 'pointermove', 90);
    time += 10;
    pointer(area(), 'pointermove', 70);
    pointer(area(), 'pointerup', 70);
    expect(log).toEqual(['start', 'move -10', 'move -30', 'end -30 -2.00']);
  });

  it("a movement locked on the other axis is the page's: no drag at all", () => {
    drag(area(), 100, 104, { y: 40 });
    expect(log).toEqual([]);
  });

  it.each([
    [0, ['tap']],
    [1, ['tap']],
    [3, []],
  ])('a pointer that moved %d px before going up', (moved, expected) => {
    pointer(area(), 'pointerdown', 100);
    pointer(area(), 'pointermove', 100 + moved);
    pointer(area(), 'pointerup', 100 + moved);
    expect(log).toEqual(expected);
  });

  it('pointercancel ends the drag cleanly', () => {
    drag(area(), 100, 40, { release: false });
    pointer(area(), 'pointercancel', 40);
    pointer(area(), 'pointermove', 20);
    pointer(area(), 'pointerup', 20);
    expect(log.filter((entry) => !entry.startsWith('move'))).toEqual(['start', 'cancel']);
  });

  it('a second finger ends the drag cleanly, and is not a gesture of its own', () => {
    drag(area(), 100, 40, { release: false });
    pointer(area(), 'pointerdown', 300, 0, { pointerId: 2 });
    pointer(area(), 'pointermove', 200, 0, { pointerId: 2 });
    pointer(area(), 'pointerup', 200, 0, { pointerId: 2 });
    pointer(area(), 'pointerup', 40);
    expect(log.filter((entry) => !entry.startsWith('move'))).toEqual(['start', 'cancel']);
  });

  it('ignores the secondary mouse button', () => {
    drag(area(), 100, 20, { steps: 3 });
    log = [];
    area().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: 100, pointerId: 1, pointerType: 'mouse', button: 2 }));
    pointer(area(), 'pointermove', 20, 0, { pointerType: 'mouse' });
    expect(log).toEqual([]);
  });

  it('swallows the click that follows a drag, but not a click after a tap', () => {
    const clicked = vi.fn();
    document.getElementById('link')!.addEventListener('click', clicked);
    drag(document.getElementById('link')!, 100, 20);
    document.getElementById('link')!.click();
    expect(clicked).not.toHaveBeenCalled();
    pointer(area(), 'pointerdown', 50);
    pointer(area(), 'pointerup', 50);
    document.getElementById('link')!.click();
    expect(clicked).toHaveBeenCalledOnce();
  });

  it("stops the browser's own drag of images and links", () => {
    const event = new Event('dragstart', { bubbles: true, cancelable: true });
    document.getElementById('link')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('createSwipe: a track that follows the pointer and settles', () => {
  let swipe: Swipe;
  let clock: ReturnType<typeof createFakeFrameClock>;
  const track = () => document.getElementById('track')!;
  const area = () => document.getElementById('area')!;
  // Runs frames until nothing is queued, moving time on 16 ms a frame.
  const settleFrames = async () => {
    for (let i = 0; i < 200 && clock.pending() > 0; i++) {
      time += 16;
      clock.tick();
      await Promise.resolve();
    }
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const make = (options: Record<string, unknown>, animate = true) => {
    clock = createFakeFrameClock();
    swipe = createSwipe(
      { element: area(), track: track(), measure: () => ({ size: 400, bounds: { min: 0, max: 1600 } }), snap: '100%', ...options },
      { scheduler: createFrameScheduler(clock), now, animate },
    );
  };
  afterEach(() => swipe.destroy());

  it('moves the track with the drag, by transform, once a frame', async () => {
    make({});
    const moves: number[] = [];
    swipe.on('move', (offset) => moves.push(offset));
    drag(area(), 300, 200, { release: false });
    time += 16;
    clock.tick();
    expect(track().style.transform).toBe('translate3d(-100px,0,0)');
    expect(moves.at(-1)).toBe(100);
  });

  it('past half the width, settles on the next snap point, and says where', async () => {
    make({});
    const settled = vi.fn();
    swipe.on('settle', settled);
    drag(area(), 300, 50, { steps: 25, ms: 40 });
    await settleFrames();
    expect(swipe.offset()).toBe(400);
    expect(track().style.transform).toBe('translate3d(-400px,0,0)');
    expect(settled).toHaveBeenCalledWith(400);
  });

  it('a slow short drag goes back', async () => {
    make({});
    drag(area(), 300, 200, { steps: 20, ms: 50 });
    await settleFrames();
    expect(swipe.offset()).toBe(0);
  });

  it('at the first slide, a hard boundary holds the track still and reports reachedBeginning', async () => {
    make({ boundaries: 'hard' });
    const reached = vi.fn();
    swipe.on('reachedBeginning', reached);
    drag(area(), 100, 300, { steps: 5, ms: 16, release: false });
    time += 16;
    clock.tick();
    expect(track().style.transform).toBe('translate3d(0px,0,0)');
    pointer(area(), 'pointerup', 300);
    await settleFrames();
    expect(reached).toHaveBeenCalledOnce();
    expect(swipe.offset()).toBe(0);
  });

  it('an inertial boundary stretches under the finger and bounces back', async () => {
    make({ boundaries: 'inertial' });
    const offsets: number[] = [];
    swipe.on('move', (offset) => offsets.push(offset));
    drag(area(), 100, 300, { steps: 5, ms: 16, release: false });
    time += 16;
    clock.tick();
    expect(swipe.offset()).toBeLessThan(0);
    expect(swipe.offset()).toBeGreaterThan(-200);
    pointer(area(), 'pointerup', 300);
    await settleFrames();
    expect(swipe.offset()).toBe(0);
  });

  it('at the last slide, an inertial end goes past and comes back, reporting reachedEnd', async () => {
    make({ boundaries: 'inertial', offset: 1600 });
    const reached = vi.fn();
    const offsets: number[] = [];
    swipe.on('reachedEnd', reached);
    swipe.on('move', (offset) => offsets.push(offset));
    drag(area(), 300, 230, { steps: 3, ms: 20 });
    await settleFrames();
    expect(reached).toHaveBeenCalledOnce();
    expect(Math.max(...offsets)).toBeGreaterThan(1600);
    expect(swipe.offset()).toBe(1600);
  });

  it('without motion, it settles on the first frame', async () => {
    make({}, false);
    drag(area(), 300, 50, { steps: 25, ms: 40 });
    time += 16;
    clock.tick();
    expect(swipe.offset()).toBe(400);
  });

  it('a tap is reported, and moves nothing', () => {
    make({});
    const tapped = vi.fn();
    swipe.on('tap', tapped);
    pointer(area(), 'pointerdown', 100);
    pointer(area(), 'pointerup', 100);
    expect(tapped).toHaveBeenCalledOnce();
    expect(swipe.offset()).toBe(0);
  });

  it('to() glides to an offset and resolves true; a drag interrupts it', async () => {
    make({});
    const done = swipe.to(800);
    await settleFrames();
    await expect(done).resolves.toBe(true);
    expect(swipe.offset()).toBe(800);
    const interrupted = swipe.to(0);
    time += 16;
    clock.tick();
    drag(area(), 300, 280, { release: false });
    await expect(interrupted).resolves.toBe(false);
  });

  it('bad options throw before anything is wired', () => {
    clock = createFakeFrameClock();
    expect(() =>
      createSwipe({ element: area(), measure: () => ({ size: 1, bounds: { min: 0, max: 0 } }), boundaries: 'sticky' }, { scheduler: createFrameScheduler(clock), now }),
    ).toThrow('[Swipe] A boundary must be none, hard or inertial, not "sticky".');
    make({});
  });
});
