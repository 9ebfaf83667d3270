import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from '../../../../core/dom/emitter.ts';

describe('createEmitter: a typed event map', () => {
  it('calls handlers in order, and on() returns their remover', () => {
    const events = createEmitter<{ move: number; done: undefined }>();
    const log: string[] = [];
    const off = events.on('move', (n) => log.push(`a${n}`));
    events.on('move', (n) => log.push(`b${n}`));
    events.emit('move', 1);
    off();
    events.emit('move', 2);
    events.emit('done', undefined);
    expect(log).toEqual(['a1', 'b1', 'b2']);
  });

  it('a handler that throws is logged and the others still run', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const events = createEmitter<{ go: undefined }>();
    const after = vi.fn();
    events.on('go', () => {
      throw new Error('boom');
    });
    events.on('go', after);
    events.emit('go', undefined);
    expect(after).toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('clear() drops every handler', () => {
    const events = createEmitter<{ go: undefined }>();
    const handler = vi.fn();
    events.on('go', handler);
    events.clear();
    events.emit('go', undefined);
    expect(handler).not.toHaveBeenCalled();
  });
});
