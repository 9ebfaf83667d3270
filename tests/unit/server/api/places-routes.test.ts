// The place lookups over HTTP, through the route table: the
// autocomplete's predictions, the details with the tracking context productPage and productSection
// (both required: 400 naming the field), an unknown place 404, the limiter, and no body read.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PLACES_AUTOCOMPLETE_PATH, PLACES_DETAILS_PATH, PLACES_PREDICTIONS_MAX } from '../../../../core/catalog/places.ts';
import { placesStrings } from '../../../../core/catalog/strings/places.ts';
import { createApi } from '../../../../server/api/router.ts';
import { RATE_LIMITED } from '../../../../server/api/rate-limit.ts';
import { PLACES } from '../../../../site/places.ts';
import { openTestDatabase, type TestDatabase } from '../engine.ts';
import { demoSite } from '../../../../site/demo-site.ts';

let data: TestDatabase;
let server: Server;
let base: string;
const clock = { time: 0 };

async function serve(limit = 1000): Promise<void> {
  const api = createApi({ site: demoSite, db: data.db, now: () => clock.time, placesRateLimit: { limit, windowMs: 60_000 } });
  server = createServer((req, res) => {
    void api(req, res, new URL(req.url ?? '/', 'http://localhost')).then((served) => {
      if (!served) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeEach(async () => {
  data = await openTestDatabase();
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await data.remove();
});

const get = (path: string, query: Record<string, string>) => fetch(`${base}${path}?${new URLSearchParams(query)}`);
const CONTEXT = { productPage: 'checkout', productSection: 'shipping' };

describe('GET /api/google-maps/places/autocomplete', () => {
  beforeEach(() => serve());

  it.each([
    ['harbor', ['vp-001', 'vp-014']],
    ['HARBOR portland', ['vp-001']],
    ['  pike place ', ['vp-012']],
    ['zzz', []],
  ])('%j predicts %j, each with its id and a description', async (input, ids) => {
    const response = await get(PLACES_AUTOCOMPLETE_PATH, { input });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { predictions: { placeId: string; description: string }[] };
    expect(body.predictions.map((one) => one.placeId)).toEqual(ids);
    for (const one of body.predictions) expect(one.description).toContain(PLACES.find((place) => place.placeId === one.placeId)!.formattedAddress);
  });

  it(`answers at most ${PLACES_PREDICTIONS_MAX}`, async () => {
    const body = (await (await get(PLACES_AUTOCOMPLETE_PATH, { input: 'usa' })).json()) as { predictions: unknown[] };
    expect(PLACES.length).toBeGreaterThan(PLACES_PREDICTIONS_MAX);
    expect(body.predictions).toHaveLength(PLACES_PREDICTIONS_MAX);
  });

  it.each([{}, { input: '' }, { input: 'x'.repeat(201) }])('refuses the query %j with 400 naming input', async (query) => {
    const response = await get(PLACES_AUTOCOMPLETE_PATH, query as Record<string, string>);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain('input');
  });

  it('takes only GET (405 with Allow)', async () => {
    const response = await fetch(`${base}${PLACES_AUTOCOMPLETE_PATH}?input=harbor`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });
});

describe('GET /api/google-maps/places/details', () => {
  beforeEach(() => serve());

  it('answers the place, with the tracking context', async () => {
    const response = await get(PLACES_DETAILS_PATH, { placeId: 'vp-012', ...CONTEXT });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      result: {
        placeId: 'vp-012',
        name: 'Pike Place Paper',
        formattedAddress: '1501 Pike Place, Seattle, WA 98101, USA',
        addressLine1: '1501 Pike Place',
        city: 'Seattle',
        region: 'WA',
        postalCode: '98101',
        country: 'United States',
        lat: 47.6097,
        lng: -122.3422,
      },
    });
  });

  it.each(['placeId', 'productPage', 'productSection'])('without %s: 400 naming it', async (field) => {
    const query: Record<string, string> = { placeId: 'vp-001', ...CONTEXT };
    delete query[field];
    const response = await get(PLACES_DETAILS_PATH, query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(field);
  });

  it('an unknown place is 404, in our words', async () => {
    const response = await get(PLACES_DETAILS_PATH, { placeId: 'nowhere', ...CONTEXT });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: placesStrings.placeNotFound });
  });
});

describe('the places limiter', () => {
  beforeEach(() => serve(2));

  it('counts both lookups per client, then 429 with Retry-After', async () => {
    expect((await get(PLACES_AUTOCOMPLETE_PATH, { input: 'harbor' })).status).toBe(200);
    expect((await get(PLACES_DETAILS_PATH, { placeId: 'vp-001', ...CONTEXT })).status).toBe(200);
    const limited = await get(PLACES_AUTOCOMPLETE_PATH, { input: 'harbor' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
    expect(await limited.json()).toEqual({ error: RATE_LIMITED });
  });
});
