// Issue 33: the user agent's browser, system and type, parsed once per distinct user agent.
import { describe, expect, it } from 'vitest';
import { createLru } from '../../../../../server/api/tracking/lru.ts';
import { createUserAgentParser, MAX_USER_AGENT } from '../../../../../server/api/tracking/user-agent.ts';

describe('createUserAgentParser', () => {
  it('names the browser, system and type; a type it does not know is none', () => {
    const parse = createUserAgentParser((ua) => (ua === 'tv' ? { browser: 'X', os: 'Y', type: 'tv' } : { browser: 'Chrome', os: 'Android', type: 'mobile' }));
    expect(parse('a phone')).toEqual({ browser: 'Chrome', os: 'Android', type: 'mobile' });
    expect(parse('tv')).toEqual({ browser: 'X', os: 'Y', type: '' });
  });

  it('an absent or over-long user agent is unknown and never parsed', () => {
    let calls = 0;
    const parse = createUserAgentParser(() => {
      calls += 1;
      return { browser: 'B' };
    });
    expect(parse(null)).toEqual({ browser: '', os: '', type: '' });
    expect(parse('')).toEqual({ browser: '', os: '', type: '' });
    expect(parse('x'.repeat(MAX_USER_AGENT + 1))).toEqual({ browser: '', os: '', type: '' });
    expect(calls).toBe(0);
  });

  it('a repeated user agent is parsed once; the least recently used is forgotten past the bound', () => {
    const parsed: string[] = [];
    const parse = createUserAgentParser((ua) => {
      parsed.push(ua);
      return { browser: ua };
    }, 2);
    parse('a');
    parse('b');
    parse('a');
    parse('c');
    parse('a');
    parse('b');
    expect(parsed).toEqual(['a', 'b', 'c', 'b']);
  });
});

describe('createLru', () => {
  it('keeps at most its bound, forgetting the entry used longest ago', () => {
    const lru = createLru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect([lru.get('a'), lru.get('b'), lru.get('c'), lru.size]).toEqual([1, undefined, 3, 2]);
  });
});
