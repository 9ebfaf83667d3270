import { afterEach, describe, expect, it, vi } from 'vitest';
import { createResizeEmitter, type ResizeEnvironment } from '../../../../core/dom/resize-emitter.ts';

function environment() {
  const target = new EventTarget();
  const env: ResizeEnvironment & { resize(width: number, height?: number): void } = {
    innerWidth: 1000,
    innerHeight: 800,
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    resize(width, height = env.innerHeight) {
      env.innerWidth = width;
      env.innerHeight = height;
      target.dispatchEvent(new Event('resize'));
    },
  };
  return env;
}

afterEach(() => vi.useRealTimers());

describe('createResizeEmitter: media.md 9, debounced 300 ms by default', () => {
  it('reports the width once the resizing has settled for 300 ms', () => {
    vi.useFakeTimers();
    const env = environment();
    const emitter = createResizeEmitter(env);
    const resized = vi.fn();
    emitter.on('resize', resized);
    env.resize(900);
    vi.advanceTimersByTime(200);
    env.resize(800);
    vi.advanceTimersByTime(299);
    expect(resized).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(resized).toHaveBeenCalledExactlyOnceWith(800);
    emitter.destroy();
  });

  it('takes the 100 ms debounce where the spec asks for it', () => {
    vi.useFakeTimers();
    const env = environment();
    const emitter = createResizeEmitter(env, { debounce: 100 });
    const resized = vi.fn();
    emitter.on('resize', resized);
    env.resize(700);
    vi.advanceTimersByTime(100);
    expect(resized).toHaveBeenCalledWith(700);
  });

  it("on the x axis, a height change (a phone's address bar) is not reported; on y it is", () => {
    vi.useFakeTimers();
    const env = environment();
    const x = vi.fn();
    const y = vi.fn();
    createResizeEmitter(env).on('resize', x);
    createResizeEmitter(env, { axis: 'y' }).on('resize', y);
    env.resize(1000, 700);
    vi.advanceTimersByTime(300);
    expect(x).not.toHaveBeenCalled();
    expect(y).toHaveBeenCalledWith(700);
  });

  it('a change within the threshold is not reported', () => {
    vi.useFakeTimers();
    const env = environment();
    const resized = vi.fn();
    createResizeEmitter(env, { threshold: 20 }).on('resize', resized);
    env.resize(985);
    vi.advanceTimersByTime(300);
    expect(resized).not.toHaveBeenCalled();
    env.resize(979);
    vi.advanceTimersByTime(300);
    expect(resized).toHaveBeenCalledWith(979);
  });

  it('with the resizing flag, every raw resize is reported too', () => {
    vi.useFakeTimers();
    const env = environment();
    const resizing = vi.fn();
    createResizeEmitter(env, { resizing: true }).on('resizing', resizing);
    env.resize(990);
    env.resize(980);
    expect(resizing.mock.calls).toEqual([[990], [980]]);
  });

  it('after destroy, nothing is reported', () => {
    vi.useFakeTimers();
    const env = environment();
    const emitter = createResizeEmitter(env);
    const resized = vi.fn();
    emitter.on('resize', resized);
    env.resize(500);
    emitter.destroy();
    vi.advanceTimersByTime(1000);
    expect(resized).not.toHaveBeenCalled();
  });

  it.each([
    [{ axis: 'z' }, '[ResizeEmitter] The axis must be x or y, not "z".'],
    [{ axis: null }, '[ResizeEmitter] The axis must be x or y, not null.'],
    [{ threshold: '10' }, '[ResizeEmitter] The threshold must be a number, not "10".'],
    [{ threshold: Number.NaN }, '[ResizeEmitter] The threshold must be a number, not null.'],
    [{ resizing: 'yes' }, '[ResizeEmitter] The resizing flag must be a boolean, not "yes".'],
    [{ debounce: -1 }, '[ResizeEmitter] The debounce must be a number of milliseconds, not -1.'],
  ])('%j -> %s', (options, message) => {
    expect(() => createResizeEmitter(environment(), options as never)).toThrow(new TypeError(message));
  });
});
