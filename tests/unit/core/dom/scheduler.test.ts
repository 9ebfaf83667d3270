import { describe, expect, it, vi } from 'vitest';
import { createFrameScheduler } from '../../../../core/dom/scheduler.ts';
import { createFakeFrameClock } from '../../../fixtures/fake-frame-clock.ts';

describe('frame scheduler', () => {
  it('runs every read of a frame before any write, whatever the order they were queued in', () => {
    const clock = createFakeFrameClock();
    const scheduler = createFrameScheduler(clock);
    const order: string[] = [];
    scheduler.write(() => order.push('write 1'));
    scheduler.read(() => order.push('read 1'));
    scheduler.write(() => order.push('write 2'));
    scheduler.read(() => order.push('read 2'));
    expect(order).toEqual([]);
    clock.tick();
    expect(order).toEqual(['read 1', 'read 2', 'write 1', 'write 2']);
  });

  it('asks for one frame however many tasks are queued', () => {
    const clock = createFakeFrameClock();
    const scheduler = createFrameScheduler(clock);
    for (let i = 0; i < 10; i++) scheduler.read(() => {});
    expect(clock.pending()).toBe(1);
  });

  it('runs a task queued during a frame in the next frame', () => {
    const clock = createFakeFrameClock();
    const scheduler = createFrameScheduler(clock);
    const order: string[] = [];
    scheduler.read(() => {
      order.push('read');
      scheduler.write(() => order.push('write from read'));
      scheduler.read(() => order.push('read from read'));
    });
    clock.tick();
    expect(order).toEqual(['read', 'write from read']);
    clock.tick();
    expect(order).toEqual(['read', 'write from read', 'read from read']);
  });

  it('keeps running the frame when one task throws', () => {
    const clock = createFakeFrameClock();
    const scheduler = createFrameScheduler(clock);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ran: string[] = [];
    scheduler.read(() => {
      throw new Error('boom');
    });
    scheduler.write(() => ran.push('write'));
    clock.tick();
    expect(ran).toEqual(['write']);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('flush runs the queue now, and destroy drops it', () => {
    const clock = createFakeFrameClock();
    const scheduler = createFrameScheduler(clock);
    const ran: string[] = [];
    scheduler.write(() => ran.push('a'));
    scheduler.flush();
    expect(ran).toEqual(['a']);
    expect(clock.pending()).toBe(0);
    scheduler.write(() => ran.push('b'));
    scheduler.destroy();
    clock.tick();
    expect(ran).toEqual(['a']);
  });
});
