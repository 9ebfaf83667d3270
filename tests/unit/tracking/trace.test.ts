import { describe, expect, it } from 'vitest';
import { createTrace, type LogEntry } from '../../../tracking/trace.ts';

// The 30000 ms interval start.ts wires is tested there (start.test.ts, 'every 30 s').
describe('(pageUrl, type, data), batched', () => {
  const setup = () => {
    const sent: LogEntry[][] = [];
    let url = 'https://example.com/a';
    const trace = createTrace(
      (entries) => sent.push(entries),
      () => url,
    );
    return { trace, sent, go: (to: string) => (url = to) };
  };

  it('entries wait until a flush, then go in one batch, in order', () => {
    const { trace, sent } = setup();
    trace.log('click', { id: 1 });
    trace.log('open', 'lightbox');
    expect(sent).toEqual([]);
    trace.flush();
    expect(sent).toEqual([
      [
        { pageUrl: 'https://example.com/a', type: 'click', data: { id: 1 } },
        { pageUrl: 'https://example.com/a', type: 'open', data: 'lightbox' },
      ],
    ]);
  });

  it('each entry has the page address of when it was logged', () => {
    const { trace, sent, go } = setup();
    trace.log('a', 1);
    go('https://example.com/b');
    trace.log('b', 2);
    trace.flush();
    expect(sent[0]!.map((e) => e.pageUrl)).toEqual(['https://example.com/a', 'https://example.com/b']);
  });

  it('a flush with nothing logged sends nothing', () => {
    const { trace, sent } = setup();
    trace.flush();
    expect(sent).toEqual([]);
  });

  it('a batch is sent once: the next flush sends only what came after', () => {
    const { trace, sent } = setup();
    trace.log('a', 1);
    trace.flush();
    trace.flush();
    trace.log('b', 2);
    trace.flush();
    expect(sent.map((batch) => batch.map((e) => e.type))).toEqual([['a'], ['b']]);
  });

  it('a batch handed over is not changed by later logs', () => {
    const { trace, sent } = setup();
    trace.log('a', 1);
    trace.flush();
    trace.log('b', 2);
    expect(sent[0]).toHaveLength(1);
  });
});
