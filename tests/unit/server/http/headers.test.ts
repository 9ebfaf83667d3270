// Issue 29, "Headers", over HTTP against the demo server: no per-visitor reply a shared cache may keep;
// the page policies (CSP with default-src, frame-src, object-src and form-action; Permissions-Policy;
// COOP); no HSTS over plain http; source maps only with VITRINE_DEV.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_ACTION } from '../../../../core/consent/index.ts';
import { PERMISSIONS_POLICY } from '../../../../server/http/permissions-policy.ts';
import { SHOP_PRODUCTS } from '../../../../site/products.ts';
import { DEMO_ADDRESSES, policyDirectives } from '../../../fixtures/demo-addresses.ts';
import { OWNER, startSignedInApp } from '../accounts/signed-in-app.ts';
import { startApp, type TestApp } from '../harness.ts';

const window = new Window();
const parse = (html: string): Document => new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
const FORM = 'application/x-www-form-urlencoded';
/** A Cache-Control no shared cache may store. */
const PRIVATE = /(?:^|,)\s*(?:private|no-store)\s*(?:,|$)/;

/** Every demo page, and the owner area's home (the sign-in page for a visitor). */
const DEMO_PAGES = [...DEMO_ADDRESSES, '/config/'];

describe('per-visitor replies are private', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startSignedInApp({ formRateLimit: { limit: 1000, windowMs: 60_000 } });
  });
  afterAll(() => app.close());

  it('every demo page, for a first visit (it sets the crumb cookie) and with the crumb (it carries it): private or no-store', async () => {
    const first = await Promise.all(DEMO_PAGES.map((path) => fetch(`${app.base}${path}`, { redirect: 'manual' })));
    const crumb = /^crumb=([A-Za-z0-9_-]+);/.exec(first[0]!.headers.get('set-cookie') ?? '')![1]!;
    const again = await Promise.all(DEMO_PAGES.map((path) => fetch(`${app.base}${path}`, { redirect: 'manual', headers: { cookie: `crumb=${crumb}` } })));
    for (const [i, path] of DEMO_PAGES.entries()) {
      expect(
        first[i]!.headers.getSetCookie().some((line) => line.startsWith('crumb=')),
        path,
      ).toBe(true);
      expect(first[i]!.headers.get('cache-control'), path).toMatch(PRIVATE);
      expect(again[i]!.headers.get('cache-control'), path).toMatch(PRIVATE);
    }
  }, 30_000);

  it('every reply that sets a cookie, of every kind the server sends, at once: private or no-store', async () => {
    const crumb = await app.crumb();
    const withCrumb = { cookie: `crumb=${crumb}` };
    const form = (fields: Record<string, string>): RequestInit => ({
      method: 'POST',
      redirect: 'manual',
      headers: { ...withCrumb, 'content-type': FORM },
      body: new URLSearchParams({ crumb, ...fields }).toString(),
    });
    const product = SHOP_PRODUCTS[0]!;
    const replies = await Promise.all(
      [
        ...DEMO_PAGES.map((path) => fetch(`${app.base}${path}`)),
        fetch(`${app.base}/?lang=en-US`, { headers: withCrumb }),
        fetch(`${app.base}${CONSENT_ACTION}`, form({ consent: 'true', back: '/media' })),
        fetch(`${app.base}/api/site-users/account/session?crumb=${crumb}`, {
          method: 'POST',
          headers: { ...withCrumb, 'content-type': 'application/json' },
          body: JSON.stringify(OWNER),
        }),
        fetch(`${app.base}/config/login`, form({ email: OWNER.email, password: OWNER.password })),
        fetch(`${app.base}/config/logout`, form({})),
        fetch(`${app.base}/api/commerce/cart/items?crumb=${crumb}`, {
          method: 'POST',
          headers: { ...withCrumb, 'content-type': 'application/json' },
          body: JSON.stringify({ productId: product.id, sku: product.variants[0]!.sku, quantity: 1 }),
        }),
        fetch(`${app.base}/cart/add`, form({ productId: product.id, quantity: '1' })),
      ].map((reply) => reply.then((response) => ({ url: response.url, response }))),
    );
    const setting = replies.filter(({ response }) => response.headers.getSetCookie().length > 0);
    // The kinds that set a cookie: pages, the consent, the sign-ins and sign-out, the cart's call and post.
    expect(setting.length).toBeGreaterThanOrEqual(DEMO_PAGES.length + 6);
    for (const { url, response } of setting) expect(response.headers.get('cache-control'), url).toMatch(PRIVATE);
  }, 30_000);
});

describe('the policies of every HTML answer', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it('every demo page: the CSP with default-src, frame-src, object-src and form-action; the Permissions-Policy; COOP; no HSTS over http', async () => {
    const replies = await Promise.all(DEMO_PAGES.map((path) => fetch(`${app.base}${path}`)));
    for (const [i, response] of replies.entries()) {
      const path = DEMO_PAGES[i]!;
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      const policy = policyDirectives(response.headers.get('content-security-policy') ?? '');
      expect(policy.get('default-src'), path).toEqual(["'self'"]);
      expect(policy.get('form-action'), path).toEqual(["'self'"]);
      expect(policy.get('frame-src'), path).toContain("'self'");
      expect(policy.has('object-src'), path).toBe(true);
      expect(response.headers.get('permissions-policy'), path).toBe(PERMISSIONS_POLICY);
      expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
  }, 30_000);

  it('the Permissions-Policy turns off what the site never uses, and leaves what the video players are handed', () => {
    const features = new Map(PERMISSIONS_POLICY.split(', ').map((entry) => entry.split('=') as [string, string]));
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(features.get(feature), feature).toBe('()');
    // core/video/loader.ts hands these to the player's frame by its `allow` attribute.
    for (const feature of ['autoplay', 'fullscreen', 'picture-in-picture', 'encrypted-media']) expect(features.has(feature), feature).toBe(false);
  });

  it("every form on every demo page posts to this origin, which form-action 'self' allows", async () => {
    const replies = await Promise.all(DEMO_PAGES.map((path) => fetch(`${app.base}${path}`)));
    let forms = 0;
    for (const [i, response] of replies.entries()) {
      for (const form of parse(await response.text()).querySelectorAll('form')) {
        forms += 1;
        const action = new URL(form.getAttribute('action') ?? '', `${app.base}${DEMO_PAGES[i]}`);
        expect(action.origin, `${DEMO_PAGES[i]}: ${form.getAttribute('action')}`).toBe(app.base);
      }
    }
    expect(forms).toBeGreaterThan(DEMO_PAGES.length);
  }, 30_000);
});

describe('source maps', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-maps-'));
  const assets = join(dir, 'assets');
  mkdirSync(join(assets, 'chunks'), { recursive: true });
  for (const name of ['runtime.js', 'chunks/gallery-abc123.js']) {
    writeFileSync(join(assets, name), `export const x = 1;\n//# sourceMappingURL=${name.split('/').pop()}.map\n`);
    writeFileSync(join(assets, `${name}.map`), '{"version":3,"sources":["secret.ts"],"mappings":""}');
    writeFileSync(join(assets, `${name}.map.br`), 'compressed');
  }
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const get = (app: TestApp, path: string, method = 'GET') => fetch(`${app.base}${path}`, { method, headers: { 'accept-encoding': 'br, gzip' } });

  it('are not served without VITRINE_DEV (404), the bundles are', async () => {
    const app = await startApp({ assetsDir: assets });
    try {
      for (const path of ['/assets/runtime.js.map', '/assets/chunks/gallery-abc123.js.map', '/assets/runtime.js.map.br'])
        for (const method of ['GET', 'HEAD']) expect((await get(app, path, method)).status, `${method} ${path}`).toBe(404);
      expect((await get(app, '/assets/runtime.js')).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('are served with VITRINE_DEV', async () => {
    const app = await startApp({ assetsDir: assets, dev: true });
    try {
      const response = await get(app, '/assets/runtime.js.map');
      expect([response.status, response.headers.get('content-type')]).toEqual([200, 'application/json; charset=utf-8']);
    } finally {
      await app.close();
    }
  });
});
