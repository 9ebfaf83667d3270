// The browser build's stand-in for eventemitter3 under p-queue: checked against eventemitter3 itself.
import { EventEmitter as Library } from 'eventemitter3';
import { describe, expect, it } from 'vitest';
import { EventEmitter as Small } from '../../../../core/image-loader/emitter.ts';

type Emitter = {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener?: (...args: unknown[]) => void): unknown;
  emit(event: string, ...args: unknown[]): boolean;
};

/** One script of calls, run on an emitter; what the listeners saw and what emit returned. */
function script(emitter: Emitter): unknown[] {
  const log: unknown[] = [];
  const a = function (this: unknown, ...args: unknown[]) {
    log.push(['a', this === emitter, ...args]);
  };
  const b = (...args: unknown[]) => log.push(['b', ...args]);
  log.push(emitter.emit('idle'));
  emitter.on('idle', a);
  emitter.on('idle', b);
  emitter.on('idle', a);
  log.push(emitter.emit('idle', 1, 2));
  emitter.off('idle', a);
  log.push(emitter.emit('idle', 3));
  // p-queue's onIdle and onEmpty: a listener that removes itself while the event fires.
  const once = () => {
    log.push('once');
    emitter.off('empty', once);
  };
  const after = () => log.push('after');
  emitter.on('empty', once);
  emitter.on('empty', after);
  log.push(emitter.emit('empty'));
  log.push(emitter.emit('empty'));
  emitter.off('empty', after);
  log.push(emitter.emit('empty'));
  emitter.on('next', b);
  emitter.off('next');
  log.push(emitter.emit('next'));
  expect(emitter.on('x', b)).toBe(emitter);
  expect(emitter.off('x', b)).toBe(emitter);
  return log;
}

describe('the emitter p-queue gets in the browser build', () => {
  it('behaves as eventemitter3 for emit, on and off', () => {
    expect(script(new Small())).toEqual(script(new Library()));
  });
});
