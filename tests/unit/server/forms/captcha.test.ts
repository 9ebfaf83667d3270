// Issue 29: the siteverify client (server/forms/captcha.ts) against a local receiver on port 0, the
// settings start.ts reads from the environment, and the demo server's own siteverify double, which
// the demo asks when no provider is named (so the donation form works under npm start).
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CAPTCHA_DOUBLE_RESPONSE } from '../../../../core/forms/spam.ts';
import { CAPTCHA_DOUBLE_SECRET, SITEVERIFY_DOUBLE_PATH } from '../../../../server/doubles/index.ts';
import { captchaSettings, createSiteVerifier } from '../../../../server/forms/captcha.ts';
import { donationPages } from '../../../../site/forms.ts';
import { ENGINE } from '../engine.ts';
import { startApp, type TestApp } from '../harness.ts';

type Answer = (res: ServerResponse, fields: Record<string, string>) => void;

describe('createSiteVerifier: the siteverify protocol', () => {
  let server: Server | undefined;
  let seen: Record<string, string>[] = [];
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
    seen = [];
  });

  async function receiver(answer: Answer): Promise<string> {
    server = createServer(async (req, res) => {
      let text = '';
      for await (const chunk of req) text += chunk;
      const fields = Object.fromEntries(new URLSearchParams(text));
      seen.push({ method: req.method!, type: String(req.headers['content-type']), ...fields });
      answer(res, fields);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  }
  const json =
    (status: number, body: unknown): Answer =>
    (res) =>
      void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  it.each([
    ['success: true', 'passed', json(200, { success: true })],
    ['success: false', 'refused', json(200, { success: false, 'error-codes': ['invalid-input-response'] })],
    ['success: false with an error status', 'refused', json(400, { success: false })],
    ['success: true with an error status', 'unverified', json(500, { success: true })],
    ['success as text', 'unverified', json(200, { success: 'true' })],
    ['JSON without success', 'unverified', json(200, {})],
    ['JSON null', 'unverified', json(200, null)],
    ['an HTML page', 'unverified', ((res) => void res.writeHead(200, { 'content-type': 'text/html' }).end('<p>down</p>')) as Answer],
    ['a body cut short', 'unverified', ((res) => void res.writeHead(200, { 'content-length': '50' }).end('{"success":tr')) as Answer],
    ['no answer before the timeout', 'unverified', (() => {}) as Answer],
  ] as [string, string, Answer][])('%s -> %s', async (_what, verdict, answer) => {
    const url = await receiver(answer);
    // A timeout long enough for a loaded machine's first request; the server's own is 5 s.
    const verify = createSiteVerifier({ url, secret: 's3cret', timeoutMs: 1_000 });
    expect(await verify('token-1', '203.0.113.9')).toBe(verdict);
    expect(seen).toEqual([{ method: 'POST', type: 'application/x-www-form-urlencoded', secret: 's3cret', response: 'token-1', remoteip: '203.0.113.9' }]);
  });

  it('nothing listening -> unverified', async () => {
    const url = await receiver(json(200, { success: true }));
    server!.close();
    server = undefined;
    expect(await createSiteVerifier({ url, secret: 's' })('t')).toBe('unverified');
  });

  it('remoteip is sent only when it is an address', async () => {
    const url = await receiver(json(200, { success: true }));
    const verify = createSiteVerifier({ url, secret: 's' });
    await verify('a', 'unknown');
    await verify('b');
    await verify('c', '::1');
    expect(seen.map((fields) => fields.remoteip)).toEqual([undefined, undefined, '::1']);
  });
});

describe('captchaSettings: the provider named by the environment, else the demo double', () => {
  const own = 'http://127.0.0.1:4173';

  it('nothing set: the double the server serves on its own address, with its secret', () => {
    expect(captchaSettings({}, own)).toEqual({ url: `${own}${SITEVERIFY_DOUBLE_PATH}`, secret: CAPTCHA_DOUBLE_SECRET, double: true });
    expect(captchaSettings({ VITRINE_CAPTCHA_VERIFY_URL: ' ' }, own).double).toBe(true);
  });

  it('a provider and its secret', () => {
    expect(captchaSettings({ VITRINE_CAPTCHA_VERIFY_URL: 'https://hcaptcha.com/siteverify', VITRINE_CAPTCHA_SECRET: 'k' }, own)).toEqual({
      url: 'https://hcaptcha.com/siteverify',
      secret: 'k',
      double: false,
    });
  });

  it.each([
    [{ VITRINE_CAPTCHA_VERIFY_URL: 'https://hcaptcha.com/siteverify' }, /VITRINE_CAPTCHA_SECRET must be too/],
    [{ VITRINE_CAPTCHA_VERIFY_URL: 'hcaptcha.com/siteverify', VITRINE_CAPTCHA_SECRET: 'k' }, /must be an http or https address/],
    [{ VITRINE_CAPTCHA_VERIFY_URL: 'file:///etc/passwd', VITRINE_CAPTCHA_SECRET: 'k' }, /must be an http or https address/],
  ])('%j is refused at start', (env, message) => {
    expect(() => captchaSettings(env, own)).toThrow(message);
  });
});

describe(`the demo's siteverify double, asked over HTTP as npm start asks it (${ENGINE})`, () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answers as a provider: success only for the demo secret and the browser double response', async () => {
    app = await startApp();
    const ask = async (fields: Record<string, string>) =>
      (
        await fetch(`${app!.base}${SITEVERIFY_DOUBLE_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
        })
      ).json();
    expect(await ask({ secret: CAPTCHA_DOUBLE_SECRET, response: CAPTCHA_DOUBLE_RESPONSE, remoteip: '127.0.0.1' })).toEqual({ success: true, 'error-codes': [] });
    expect(await ask({ secret: CAPTCHA_DOUBLE_SECRET, response: 'forged' })).toEqual({ success: false, 'error-codes': ['invalid-input-response'] });
    expect(await ask({ secret: 'other', response: CAPTCHA_DOUBLE_RESPONSE })).toEqual({ success: false, 'error-codes': ['invalid-input-secret'] });
    expect(await ask({})).toEqual({ success: false, 'error-codes': ['missing-input-secret', 'missing-input-response'] });
  });

  it("the demo's default verifier: the browser double's response stores a donation, anything else is refused", async () => {
    let base = '';
    // As start.ts builds it: the settings for an unset environment, on the address the server listens on.
    app = await startApp({ verifyCaptcha: (response, remoteip) => createSiteVerifier(captchaSettings({}, base))(response, remoteip) });
    base = app.base;
    const crumb = await app.crumb();
    const post = async (captchaKey: string) => {
      const call = (path: string, body: unknown) =>
        fetch(`${app!.base}${path}?crumb=${crumb}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: `crumb=${crumb}` }, body: JSON.stringify(body) });
      const { key } = (await (await call('/api/form/FormSubmissionKey', {})).json()) as { key: string };
      return (
        await call('/api/form/SaveFormSubmission', {
          key,
          formId: donationPages[0]!.form.id,
          captchaKey,
          form: JSON.stringify({ 'donation-amount': '5', 'donation-name': ['Ada', 'L'], 'donation-email': 'ada@example.com' }),
        })
      ).status;
    };
    expect(await post('forged')).toBe(400);
    expect(await post(CAPTCHA_DOUBLE_RESPONSE)).toBe(200);
    expect(await app.db.selectFrom('form_submissions').select('form_id').execute()).toEqual([{ form_id: 'donation' }]);
  });
});
