import { describe, expect, it } from 'vitest';
import { isTap, lockAxis, movesOn, swipeDuration } from '../../../../core/swipe/gesture.ts';
import { createVelocityTracker } from '../../../../core/swipe/velocity.ts';

describe('lockAxis: with 10 px of movement the axis is fixed', () => {
  it.each([
    [0, 0, null],
    [9, 0, null],
    [-9.9, 9.9, null],
    [10, 0, 'x'],
    [-10, 3, 'x'],
    [3, 10, 'y'],
    [7, -12, 'y'],
    [10, 10, 'x'],
  ])('moved %d, %d -> %s', (dx, dy, axis) => {
    expect(lockAxis(dx, dy)).toBe(axis);
  });
});

describe('isTap: a touch is a tap when it moved no more than 1 px', () => {
  it.each([
    [0, true],
    [0.5, true],
    [1, true],
    [1.01, false],
    [5, false],
  ])('moved %d px -> %s', (moved, tap) => {
    expect(isTap(moved)).toBe(tap);
  });
});

describe('movesOn: past half the width, faster than 1, or a flick of 50 px within 250 ms', () => {
  const size = 400;
  it.each([
    ['just past half the width, slowly', { delta: -201, duration: 900, velocity: -0.1 }, true],
    ['exactly half the width', { delta: 200, duration: 900, velocity: 0.1 }, false],
    ['short but fast', { delta: -30, duration: 400, velocity: -1.2 }, true],
    ['speed exactly 1 is not enough', { delta: -30, duration: 400, velocity: -1 }, false],
    ['a flick: 50 px in 250 ms', { delta: 50, duration: 250, velocity: 0.4 }, true],
    ['49 px in 100 ms is not a flick', { delta: 49, duration: 100, velocity: 0.4 }, false],
    ['50 px in 251 ms is not a flick', { delta: -50, duration: 251, velocity: -0.2 }, false],
    ['a slow short drag', { delta: 120, duration: 800, velocity: 0.05 }, false],
  ])('%s -> %s', (_name, release, expected) => {
    expect(movesOn(release, size)).toBe(expected);
  });
});

describe('swipeDuration: swipe timing from 0.2 to 0.5 s', () => {
  it.each([
    [100, 1, 200],
    [300, 1, 300],
    [400, 1, 400],
    [2000, 1, 500],
    [300, -2, 200],
    [300, 0, 500],
    [0, 0.5, 200],
  ])('%d px at %d px/ms -> %d ms', (distance, velocity, ms) => {
    expect(swipeDuration(distance, velocity)).toBe(ms);
  });
});

describe('velocity: over the last 100 ms', () => {
  it('is the slope of the recent samples', () => {
    const tracker = createVelocityTracker();
    tracker.add(0, 0);
    tracker.add(50, 100);
    tracker.add(100, 200);
    expect(tracker.velocity(100)).toBe(2);
  });

  it('forgets samples older than 100 ms', () => {
    const tracker = createVelocityTracker();
    tracker.add(0, 0);
    tracker.add(500, 10);
    tracker.add(550, 60);
    expect(tracker.velocity(550)).toBe(1);
  });

  it('a pause before release means no speed', () => {
    const tracker = createVelocityTracker();
    tracker.add(0, 0);
    tracker.add(50, 300);
    expect(tracker.velocity(400)).toBe(0);
  });

  it('one sample has no speed', () => {
    const tracker = createVelocityTracker();
    tracker.add(10, 5);
    expect(tracker.velocity(10)).toBe(0);
  });
});
