// The popup's sign-up on a page that is not a Vitrine site: the host's address gets the email as a
// JSON POST, the host's function is awaited; each failure is the form's message, never a throw.
import { describe, expect, it, vi } from 'vitest';
import { formStrings } from '../../../../core/catalog/strings/form.ts';
import { hostSignUp, isHostSignup } from '../../../../core/popup/host-signup.ts';

type Fetch = typeof globalThis.fetch;
const replying = (status: number, body = '') => vi.fn<Fetch>(async () => new Response(body || null, { status }));

describe('hostSignUp to an address', () => {
  it('POSTs {"email"} as JSON, with the same-origin credentials, to the address', async () => {
    const fetch = replying(204);
    await hostSignUp(fetch, '/newsletter', 'ann@example.com');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/newsletter');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(init!.body as string)).toEqual({ email: 'ann@example.com' });
  });

  it.each([200, 201, 204, 299])('a %i is success', async (status) => {
    expect(await hostSignUp(replying(status), '/n', 'a@b.co')).toEqual({ ok: true });
  });

  it.each([
    ['a 500', 500, '', formStrings.sendFailed],
    ['a 404', 404, '', formStrings.notConfigured],
    ['a 429', 429, '', formStrings.rateLimited],
    ['a 503 with no body', 503, '', formStrings.processingError],
    ['a 302 (a redirect left opaque)', 300, '', formStrings.processingError],
    ['a 409 whose JSON says why', 409, '{"error":"You are already signed up."}', 'You are already signed up.'],
    ['a 502 with an HTML page', 502, '<html>', formStrings.processingError],
  ])('%s fails with the form message', async (_name, status, body, message) => {
    expect(await hostSignUp(replying(status, body), '/n', 'a@b.co')).toEqual({ ok: false, message });
  });

  it('a lost network (fetch rejects) is the unknown error', async () => {
    const fetch = vi.fn<Fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await hostSignUp(fetch, '/n', 'a@b.co')).toEqual({ ok: false, message: formStrings.unknownError });
  });

  it('sign-ups in parallel each send their own address', async () => {
    const fetch = replying(200);
    const results = await Promise.all(['a@b.co', 'c@d.co', 'e@f.co'].map((email) => hostSignUp(fetch, '/n', email)));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(fetch.mock.calls.map(([, init]) => JSON.parse(init!.body as string).email)).toEqual(['a@b.co', 'c@d.co', 'e@f.co']);
  });
});

describe('hostSignUp to a function', () => {
  it('awaits it with the email; its resolve is success', async () => {
    const signup = vi.fn(async () => {});
    expect(await hostSignUp(vi.fn<Fetch>(), signup, 'ann@example.com')).toEqual({ ok: true });
    expect(signup).toHaveBeenCalledWith('ann@example.com');
  });

  it('a function that returns nothing (synchronous) is success', async () => {
    expect(await hostSignUp(vi.fn<Fetch>(), () => {}, 'a@b.co')).toEqual({ ok: true });
  });

  it.each([
    ['an Error with a message', new Error('That list is full.'), 'That list is full.'],
    ['an Error without one', new Error(''), formStrings.unknownError],
    ['a string', 'nope', formStrings.unknownError],
    ['undefined', undefined, formStrings.unknownError],
  ])('a rejection with %s shows %j', async (_name, reason, message) => {
    expect(await hostSignUp(vi.fn<Fetch>(), () => Promise.reject(reason), 'a@b.co')).toEqual({ ok: false, message });
  });

  it('a function that throws synchronously is a rejection too', async () => {
    const signup = () => {
      throw new Error('Bad');
    };
    expect(await hostSignUp(vi.fn<Fetch>(), signup, 'a@b.co')).toEqual({ ok: false, message: 'Bad' });
  });
});

describe('isHostSignup: what counts as the host’s sign-up', () => {
  it.each<[string, unknown, boolean]>([
    ['an address', '/newsletter', true],
    ['a full address', 'https://shop.example/api/subscribe', true],
    ['a function', () => {}, true],
    ['an empty string', '', false],
    ['undefined', undefined, false],
    ['null', null, false],
    ['a number', 1, false],
    ['an object', { url: '/n' }, false],
  ])('%s: %s', (_name, signup, expected) => {
    expect(isHostSignup(signup)).toBe(expected);
  });
});
