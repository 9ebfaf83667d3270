// The popup's sign-up over the data layer (core/data), with only fetch faked: the crumb, its one
// retry and the replies' meaning are the layer's; the form messages are the sign-up's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailMessage, signUp as signUpWith, type SignupPage } from '../../../../core/popup/signup.ts';
import { formStrings } from '../../../../core/catalog/strings/form.ts';
import { createDataLayer } from '../../../../core/data/index.ts';
import { OVERLAY_SIGNUP_FIELDS } from '../../../../core/forms/fields.ts';
import { fitsDefinition } from '../../../../server/api/form.ts';

type Reply = { status: number; data?: unknown; badJson?: boolean } | Error;

const KEY = '/api/form/FormSubmissionKey';
const SAVE = '/api/form/SaveFormSubmission';
const page: SignupPage = { collectionId: 'c0ffee', pagePath: '/shop', pageTitle: 'Shop' };

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<unknown>>>;

/** A fetch that answers each call with the next reply, in order; the calls are kept. */
function replies(...list: Reply[]) {
  const queue = [...list];
  fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
    const next = queue.shift();
    if (!next) throw new Error('unexpected call');
    if (next instanceof Error) throw next;
    return { status: next.status, text: async () => (next.badJson ? '<html>' : JSON.stringify(next.data ?? {})) };
  });
}

/** The sign-up on a layer over the fake fetch and `document`, on https://site.example/shop. */
const signUp = (document: Document, ...rest: [string, string, string, SignupPage]) =>
  signUpWith(
    createDataLayer({
      fetch: (url, init) => fetchMock(url, init) as Promise<Response>,
      document,
      location: { href: 'https://site.example/shop' },
      setTimeout: (run) => run(),
      cookiesEnabled: () => true,
      internalHosts: ['site.example'],
    }),
    ...rest,
  );

const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => {
    const address = new URL(url as string, 'https://site.example');
    return {
      path: address.pathname,
      crumb: address.searchParams.get('crumb'),
      init: init as RequestInit,
      body: (init.body === undefined ? undefined : JSON.parse(init.body as string)) as Record<string, unknown>,
    };
  });

const fakeDocument = (cookie = 'crumb=abc') => ({ cookie, dispatchEvent: () => true }) as unknown as Document;
const keyOk = { status: 200, data: { key: 'k1' } };
const saved = { status: 200, data: {} };
const crumbFail = (crumb?: string) => ({ status: 403, data: { crumbFail: true, ...(crumb ? { crumb } : {}) } });

beforeEach(() => replies());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signUp: a submission key, then SaveFormSubmission as an overlay form', () => {
  it('asks for a key, then saves; both calls are POSTs that carry the crumb from the cookie', async () => {
    replies(keyOk, saved);
    await expect(signUp(fakeDocument('other=1; crumb=abc; ss_cvr=x'), 'ann@example.com', 'form-1', 'Sign Up', page)).resolves.toEqual({ ok: true });
    const [key, save] = calls();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect([key!.path, key!.crumb, key!.init.method]).toEqual([KEY, 'abc', 'POST']);
    expect([save!.path, save!.crumb, save!.init.method]).toEqual([SAVE, 'abc', 'POST']);
    // "credentials included": the same-origin calls send the site's cookies.
    expect(key!.init.credentials).toBe('include');
    expect(save!.init.credentials).toBe('include');
  });

  it('the save body: the key, isOverlayForm true, formId, form as a JSON string, the page fields', async () => {
    replies(keyOk, saved);
    await signUp(fakeDocument(), 'ann@example.com', 'form-1', 'Sign Up', page);
    const body = calls()[1]!.body;
    expect(body).toEqual({
      key: 'k1',
      formId: 'form-1',
      collectionId: 'c0ffee',
      objectName: 'popup-overlay',
      isOverlayForm: true,
      submitButtonText: 'Sign Up',
      form: '{"email":"ann@example.com"}',
      pagePath: '/shop',
      pageTitle: 'Shop',
    });
    expect(typeof body.form).toBe('string');
    expect(JSON.parse(body.form as string)).toEqual({ email: 'ann@example.com' });
    // Only the fields the overlay's sign-up declares, which is all the server accepts of it (issue 29).
    expect(fitsDefinition(OVERLAY_SIGNUP_FIELDS, JSON.parse(body.form as string))).toBe(true);
  });

  it('the key call sends an empty body: no body at all, and no content type', async () => {
    replies(keyOk, saved);
    await signUp(fakeDocument(), 'ann@example.com', 'form-1', 'Sign Up', page);
    const { init } = calls()[0]!;
    expect(init.body).toBeUndefined();
    expect(init.headers).toBeUndefined();
  });

  it.each([
    ['crumb=abc', 'abc'],
    ['xcrumb=zzz; crumb=abc', 'abc'],
    ['crumb=a+b/c=', 'a+b/c='],
    ['ss_cvr=1', ''],
    ['', ''],
  ])('cookie %j sends crumb %j (encoded in the query)', async (cookie, crumb) => {
    replies(keyOk, saved);
    await signUp(fakeDocument(cookie), 'ann@example.com', 'form-1', 'Sign Up', page);
    for (const call of calls()) expect(call.crumb).toBe(crumb);
    expect(fetchMock.mock.calls[0]![0]).toBe(`https://site.example${KEY}?${new URLSearchParams({ crumb })}`);
  });
});

describe('signUp: Data call: a crumb failure is retried once with the new crumb', () => {
  it('a 403 crumbFail on the key call stores the new crumb and retries with it', async () => {
    replies(crumbFail('new'), keyOk, saved);
    const document = fakeDocument('crumb=old');
    await expect(signUp(document, 'ann@example.com', 'form-1', 'Sign Up', page)).resolves.toEqual({ ok: true });
    expect(calls().map((c) => [c.path, c.crumb])).toEqual([
      [KEY, 'old'],
      [KEY, 'new'],
      [SAVE, 'new'],
    ]);
    expect(document.cookie).toMatch(/(^|;\s*)crumb=new(;|$)/);
  });

  it('a 403 crumbFail on the save call retries the save once, with the same body', async () => {
    replies(keyOk, crumbFail('new'), saved);
    const document = fakeDocument('crumb=old');
    await expect(signUp(document, 'ann@example.com', 'form-1', 'Sign Up', page)).resolves.toEqual({ ok: true });
    const [, first, second] = calls();
    expect([first!.path, first!.crumb, second!.path, second!.crumb]).toEqual([SAVE, 'old', SAVE, 'new']);
    expect(second!.body).toEqual(first!.body);
    expect(document.cookie).toMatch(/(^|;\s*)crumb=new(;|$)/);
  });

  it('a second crumb failure is not retried again', async () => {
    replies(crumbFail('new'), crumbFail('newer'), keyOk, saved);
    const result = await signUp(fakeDocument('crumb=old'), 'ann@example.com', 'form-1', 'Sign Up', page);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result).toEqual({ ok: false, message: formStrings.noSubmissionKey });
  });

  it('a second crumb failure on the save is not retried again either', async () => {
    replies(keyOk, crumbFail('new'), crumbFail('newer'), saved);
    const result = await signUp(fakeDocument('crumb=old'), 'ann@example.com', 'form-1', 'Sign Up', page);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(result.ok).toBe(false);
  });

  it('a crumbFail with no new crumb retries once and leaves the cookie', async () => {
    replies(crumbFail(), keyOk, saved);
    const document = fakeDocument('crumb=old');
    await expect(signUp(document, 'ann@example.com', 'form-1', 'Sign Up', page)).resolves.toEqual({ ok: true });
    expect(calls().map((c) => c.crumb)).toEqual(['old', 'old', 'old']);
    expect(document.cookie).toBe('crumb=old');
  });

  it('a 403 without crumbFail is not retried', async () => {
    replies({ status: 403, data: { error: 'Forbidden' } });
    const result = await signUp(fakeDocument(), 'ann@example.com', 'form-1', 'Sign Up', page);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ ok: false, message: 'Forbidden' });
  });
});

describe("signUp: replies become the catalogue's messages (Form messages)", () => {
  it.each<[string, Reply, { ok: false; message: string; field?: string }]>([
    [
      "400 with data.errors: that field's message",
      { status: 400, data: { errors: { email: 'Email is not valid.' } } },
      { ok: false, message: 'Email is not valid.', field: 'email' },
    ],
    ["400 with data.error: the server's text", { status: 400, data: { error: 'x' } }, { ok: false, message: 'x' }],
    ['400 with nothing to say', { status: 400, data: {} }, { ok: false, message: formStrings.processingError }],
    ['401', { status: 401, data: {} }, { ok: false, message: formStrings.unauthorized }],
    ['404', { status: 404, data: {} }, { ok: false, message: formStrings.notConfigured }],
    ['429', { status: 429, data: {} }, { ok: false, message: formStrings.rateLimited }],
    ['500', { status: 500, data: {} }, { ok: false, message: formStrings.sendFailed }],
    ['500 that is not JSON', { status: 500, badJson: true }, { ok: false, message: formStrings.sendFailed }],
    ['a lost network on the save', new TypeError('Failed to fetch'), { ok: false, message: formStrings.unknownError }],
  ])('the save replies %s', async (_name, reply, expected) => {
    replies(keyOk, reply);
    await expect(signUp(fakeDocument(), 'ann@example.com', 'form-1', 'Sign Up', page)).resolves.toEqual(expected);
  });

  it.each<[string, Reply, string]>([
    ['200 with no key', { status: 200, data: {} }, formStrings.noSubmissionKey],
    ['200 with a key that is not a string', { status: 200, data: { key: 42 } }, formStrings.noSubmissionKey],
    ['200 that is not JSON', { status: 200, badJson: true }, formStrings.noSubmissionKey],
    ['429', { status: 429, data: {} }, formStrings.rateLimited],
    ['500', { status: 500, data: {} }, formStrings.sendFailed],
    ['a lost network', new TypeError('Failed to fetch'), formStrings.unknownError],
  ])('the key call replies %s -> %s, and nothing is saved', async (_name, reply, message) => {
    replies(reply);
    await expect(signUp(fakeDocument(), 'ann@example.com', 'form-1', 'Sign Up', page)).resolves.toEqual({ ok: false, message });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('the catalogue words them as the specification does', () => {
    expect(formStrings).toMatchObject({
      unauthorized: 'Unable to submit form. Please try again later.',
      notConfigured: 'This form has not been configured yet.',
      rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
      sendFailed: 'Unable to send form. Please try again later.',
      unknownError: 'Unknown error, please try again later.',
      noSubmissionKey: 'Could not get a form submission key, please try again later.',
      processingError: 'Error processing form submission. Please reload and try again.',
    });
  });

  it('emailMessage fills in the example address', () => {
    expect(emailMessage()).toBe('Email is not valid. Email addresses should follow the format name@example.com.');
  });
});
