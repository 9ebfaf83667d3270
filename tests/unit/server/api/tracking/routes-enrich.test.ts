// Issue 33: a page view sent over HTTP is stored with what the server's own parsers make of it: the
// browser and system of its user agent (bowser), its device, and the country of the client's address
// (geoip-country), read through X-Forwarded-For only when the proxy that sent it is trusted.
import { afterEach, describe, expect, it } from 'vitest';
import { TRACKING_PATHS } from '../../../../../core/catalog/tracking.ts';
import { parseTrustProxy } from '../../../../../server/http/client-address.ts';
import { ENGINE } from '../../engine.ts';
import { startApp, type TestApp } from '../../harness.ts';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const VISITOR = 'vis-9|1700000000000|1700000000000|1700000000000|1';
// A Google public resolver: placed in the United States by every edition of the database.
const PUBLIC = '8.8.8.8';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const hit = (base: string, eid: string, headers: Record<string, string>, data: Record<string, unknown>) =>
  fetch(`${base}${TRACKING_PATHS.hit}?eid=${eid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ event: 'pageview', data: JSON.stringify({ path: '/p', url: 'http://127.0.0.1/p', ...data }), ss_cvr: VISITOR }).toString(),
  });

describe(`page views over HTTP, with the server's parsers (${ENGINE})`, () => {
  it('behind a trusted proxy: the forwarded address gives the country; the user agent the browser, system and device', async () => {
    app = await startApp({ trustProxy: parseTrustProxy('127.0.0.1') });
    const response = await hit(
      app.base,
      'event-0001',
      { 'user-agent': ANDROID_CHROME, 'x-forwarded-for': PUBLIC },
      { userAgent: ANDROID_CHROME, screenWidth: 412, screenHeight: 915, referrer: 'https://www.reddit.com/r/x' },
    );
    expect(response.status).toBe(200);
    const [view] = await app.db.selectFrom('page_views').selectAll().execute();
    expect(view).toMatchObject({ browser: 'Chrome', os: 'Android', device: 'phone', country: 'US', source: 'Reddit', source_kind: 'social', session_id: 'vis-9:1700000000000' });
  });

  it('a forwarded address from a client no setting trusts is not read: loopback has no country', async () => {
    app = await startApp();
    await hit(app.base, 'event-0002', { 'user-agent': MAC_SAFARI, 'x-forwarded-for': PUBLIC }, { screenWidth: 1440, screenHeight: 900 });
    const [view] = await app.db.selectFrom('page_views').selectAll().execute();
    expect(view).toMatchObject({ browser: 'Safari', os: 'macOS', device: 'desktop', country: '', source: 'Direct / None' });
  });
});
