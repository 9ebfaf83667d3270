import { describe, expect, it } from 'vitest';
import { createListenerStore } from '../../../../core/dom/listeners.ts';

describe('listener store', () => {
  it('removes every listener with one destroy()', () => {
    const a = new EventTarget();
    const b = new EventTarget();
    const store = createListenerStore();
    let count = 0;
    store.on(a, 'ping', () => count++);
    store.on(b, 'ping', () => count++);
    a.dispatchEvent(new Event('ping'));
    b.dispatchEvent(new Event('ping'));
    expect(count).toBe(2);
    store.destroy();
    a.dispatchEvent(new Event('ping'));
    b.dispatchEvent(new Event('ping'));
    expect(count).toBe(2);
  });

  it('returns a remover for one listener', () => {
    const target = new EventTarget();
    const store = createListenerStore();
    let count = 0;
    const off = store.on(target, 'ping', () => count++);
    off();
    target.dispatchEvent(new Event('ping'));
    expect(count).toBe(0);
    store.destroy();
  });
});
