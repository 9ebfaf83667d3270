// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { init, isNarrow, NARROW_CLASS } from '../../../../core/blocks/image.ts';
import { blockDeps, setBody } from '../../../fixtures/dom.ts';

describe('isNarrow: narrow image block under 415 px', () => {
  it.each([
    [0, false],
    [1, true],
    [320, true],
    [414, true],
    [414.9, true],
    [415, false],
    [960, false],
  ])('%d px -> %s', (width, narrow) => {
    expect(isNarrow(width)).toBe(narrow);
  });
});

describe('image block', () => {
  afterEach(() => vi.unstubAllGlobals());

  const mount = (win: Window) => {
    setBody('<div class="block image-block" id="block-a" data-block-type="5"><figure></figure></div>');
    const root = document.getElementById('block-a')!;
    const instance = init(root, blockDeps({ window: win }));
    return { root, instance };
  };

  it('follows its width through a ResizeObserver, and stops on destroy', () => {
    let report: ResizeObserverCallback = () => {};
    const disconnect = vi.fn();
    class FakeResizeObserver {
      constructor(callback: ResizeObserverCallback) {
        report = callback;
      }
      observe() {}
      disconnect = disconnect;
    }
    const win = { ResizeObserver: FakeResizeObserver } as unknown as Window;
    const { root, instance } = mount(win);
    const resize = (width: number) => report([{ contentRect: { width } } as ResizeObserverEntry], {} as ResizeObserver);
    resize(400);
    expect(root.classList.contains(NARROW_CLASS)).toBe(true);
    resize(600);
    expect(root.classList.contains(NARROW_CLASS)).toBe(false);
    instance.destroy();
    expect(disconnect).toHaveBeenCalled();
  });

  it('without a ResizeObserver, measures at start and on resize', () => {
    const target = new EventTarget();
    const win = Object.assign(target, { ResizeObserver: undefined }) as unknown as Window;
    const { root, instance } = mount(win);
    let width = 300;
    root.getBoundingClientRect = () => ({ width }) as DOMRect;
    target.dispatchEvent(new Event('resize'));
    expect(root.classList.contains(NARROW_CLASS)).toBe(true);
    width = 800;
    target.dispatchEvent(new Event('resize'));
    expect(root.classList.contains(NARROW_CLASS)).toBe(false);
    instance.destroy();
    width = 300;
    target.dispatchEvent(new Event('resize'));
    expect(root.classList.contains(NARROW_CLASS)).toBe(false);
  });
});
