// The one /api/ pipeline (server/api/pipeline.ts) over a route table of its own: each step, and the
// order of the steps, observed over HTTP.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { MAX_BODY_DEPTH, NUL_CHARACTER, TOO_DEEP, UNREADABLE_BODY } from '../../../../server/api/body.ts';
import { createPipeline } from '../../../../server/api/pipeline.ts';
import { createRateLimiter, RATE_LIMITED } from '../../../../server/api/rate-limit.ts';
import { defineRoute, type ApiRoute } from '../../../../server/api/route.ts';
import { BODY_TOO_LARGE, METHOD_NOT_ALLOWED } from '../../../../server/http/replies.ts';
import { openTestDatabase, type TestDatabase } from '../engine.ts';

const CRUMB = 'abcdefghijklmnopqrstuvwxyz_-0123';
const SMALL_LIMIT = 32;
const JSON_TYPE = 'application/json';

describe('the /api/ pipeline', () => {
  let server: Server;
  let database: TestDatabase;
  let base = '';
  /** What each handler was called with, and each body the pipeline read. */
  let handled: unknown[] = [];
  let read: string[] = [];

  const echo = (path: string, spec: Partial<ApiRoute> = {}): ApiRoute =>
    defineRoute({
      method: 'POST',
      path,
      bodyLimit: 1024,
      rateLimit: null,
      crumb: 'none',
      schema: z.object({ name: z.string() }),
      handle: ({ value }) => {
        handled.push(value);
        return { status: 200, body: { ok: true } };
      },
      ...spec,
    });

  const routes: ApiRoute[] = [
    echo('/api/echo'),
    echo('/api/echo', { method: 'PUT' }),
    echo('/api/small', { bodyLimit: SMALL_LIMIT }),
    echo('/api/limited', { rateLimit: 'form', crumb: 'query' }),
    echo('/api/query-crumb', { crumb: 'query' }),
    echo('/api/header-crumb', { crumb: 'header' }),
    echo('/api/field-crumb', { crumb: 'field' }),
    echo('/api/read', { method: 'GET', bodyLimit: null }),
    echo('/api/item/', { prefix: true }),
    // The data layer's GET, PUT and DELETE, as the session and settings calls use them.
    echo('/api/session', { method: 'DELETE', bodyLimit: null, crumb: 'query', schema: z.object({ cloneCart: z.string() }) }),
    echo('/api/session', { method: 'GET', bodyLimit: null, crumb: 'query', schema: z.object({}) }),
    echo('/api/settings', { method: 'PUT', crumb: 'query', schema: z.object({ languages: z.array(z.string()) }) }),
    echo('/api/settings', { method: 'GET', bodyLimit: null, schema: z.object({}) }),
    echo('/api/lengths', { bodyLimit: 64 * 1024, schema: z.object({ name: z.string().min(1), tags: z.array(z.string()).max(3) }) }),
    echo('/api/list', { schema: z.array(z.string()).min(1) }),
  ];

  beforeEach(async () => {
    handled = [];
    read = [];
    const time = { now: 0 };
    database = await openTestDatabase();
    const db = database.db;
    const pipeline = createPipeline({
      routes,
      limiters: {
        form: createRateLimiter(db, 'form', { limit: 1, windowMs: 60_000, now: () => time.now }),
        errors: createRateLimiter(db, 'errors', { limit: 1, windowMs: 60_000, now: () => time.now }),
        storePages: createRateLimiter(db, 'store-pages', { limit: 1, windowMs: 60_000, now: () => time.now }),
        store: createRateLimiter(db, 'store', { limit: 1, windowMs: 60_000, now: () => time.now }),
        places: createRateLimiter(db, 'places', { limit: 1, windowMs: 60_000, now: () => time.now }),
        records: createRateLimiter(db, 'records', { limit: 1, windowMs: 60_000, now: () => time.now }),
      },
      onBody: (_req, body) => read.push(body.toString('utf8')),
    });
    server = createServer((req, res) => {
      void pipeline(req, res, new URL(req.url ?? '/', 'http://localhost')).then((served) => {
        if (!served) res.writeHead(404, { 'X-Unrouted': '1' }).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database.remove();
  });

  const call = (
    path: string,
    { method = 'POST', body, type = JSON_TYPE, headers = {} }: { method?: string; body?: string; type?: string; headers?: Record<string, string> } = {},
  ) => fetch(`${base}${path}`, { method, body, headers: { ...(body === undefined ? {} : { 'content-type': type }), ...headers } });
  const named = JSON.stringify({ name: 'Ada' });
  const withCookie = { cookie: `crumb=${CRUMB}` };

  /** A chunked body (no Content-Length), so only the streamed limit can see its size. */
  const streamed = (path: string, bytes: number) =>
    new Promise<number>((resolve, reject) => {
      const req = request(`${base}${path}`, { method: 'POST', headers: { 'content-type': JSON_TYPE } });
      req.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write('x'.repeat(bytes));
      req.end();
    });

  describe('1. path, then method', () => {
    it('a path no route serves is left to the app', async () => {
      const response = await call('/api/nothing', { body: named });
      expect(response.status).toBe(404);
      expect(response.headers.get('x-unrouted')).toBe('1');
    });

    it.each([
      ['GET', '/api/echo', 'POST, PUT'],
      ['DELETE', '/api/echo', 'POST, PUT'],
      ['POST', '/api/read', 'GET'],
      ['GET', '/api/item/42', 'POST'],
    ])('%s %s, a known path, -> 405 JSON with Allow: %s, the handler not called', async (method, path, allow) => {
      const response = await call(path, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
      expect(await response.json()).toEqual({ error: METHOD_NOT_ALLOWED });
      expect(handled).toEqual([]);
    });

    it('each method of a path reaches its own route', async () => {
      expect((await call('/api/echo', { method: 'PUT', body: named })).status).toBe(200);
      expect((await call('/api/echo', { body: named })).status).toBe(200);
      expect(handled).toHaveLength(2);
    });

    it.each([
      ['GET', '/api/session', undefined, {}],
      ['DELETE', '/api/session?cloneCart=true', undefined, { cloneCart: 'true' }],
      ['PUT', '/api/settings', JSON.stringify({ languages: ['en', 'fr'] }), { languages: ['en', 'fr'] }],
      ['GET', '/api/settings', undefined, {}],
    ])('%s %s runs the whole pipeline to its handler', async (method, path, body, value) => {
      const crumbed = `${path}${path.includes('?') ? '&' : '?'}crumb=${CRUMB}`;
      const response = await call(crumbed, { method, body, headers: withCookie });
      expect(response.status).toBe(200);
      expect(handled).toEqual([value]);
    });

    it.each([
      ['DELETE', '/api/session?cloneCart=true', undefined],
      ['PUT', '/api/settings', JSON.stringify({ languages: [] })],
    ])('%s with a wrong crumb -> 403 crumbFail, the handler not called', async (method, path, body) => {
      const response = await call(`${path}${path.includes('?') ? '&' : '?'}crumb=wrong`, { method, body, headers: withCookie });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ crumbFail: true });
      expect(handled).toEqual([]);
    });

    it('POST on the DELETE and GET path -> 405 with Allow: DELETE, GET', async () => {
      const response = await call('/api/session', { body: named });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('DELETE, GET');
    });

    it('a prefix route serves the paths below it', async () => {
      expect((await call('/api/item/42', { body: named })).status).toBe(200);
    });
  });

  describe("2 and 4. the body limit is the route's", () => {
    const over = 'x'.repeat(SMALL_LIMIT + 1);

    it("a declared body over the route's limit -> 413, unread", async () => {
      const response = await call('/api/small', { body: over });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: BODY_TOO_LARGE });
      expect(read).toEqual([]);
    });

    it("the same body is within another route's limit", async () => {
      expect((await call('/api/echo', { body: over })).status).toBe(400);
      expect(read).toEqual([over]);
    });

    it("a streamed body over the route's limit -> 413; at the limit it is read", async () => {
      expect(await streamed('/api/small', SMALL_LIMIT + 1)).toBe(413);
      expect(await streamed('/api/small', SMALL_LIMIT)).toBe(400);
      expect(read).toEqual(['x'.repeat(SMALL_LIMIT)]);
    });
  });

  describe('3. the rate limit', () => {
    const limited = (body: string, headers: Record<string, string> = withCookie) => call(`/api/limited?crumb=${CRUMB}`, { body, headers });

    it('over the limit -> 429 with Retry-After, before the body is read', async () => {
      expect((await limited(named)).status).toBe(200);
      read = [];
      const response = await limited(named);
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(await response.json()).toEqual({ error: RATE_LIMITED });
      expect(read).toEqual([]);
      expect(handled).toHaveLength(1);
    });

    it('comes before the body, the crumb and the schema', async () => {
      expect((await limited(named)).status).toBe(200);
      expect((await limited('{oops')).status).toBe(429);
      expect((await limited(named, {})).status).toBe(429);
      expect((await limited(JSON.stringify({ name: 1 }))).status).toBe(429);
    });

    it('comes after the body limit: a 413 is not counted', async () => {
      expect((await limited('x'.repeat(2000))).status).toBe(413);
      expect((await limited(named)).status).toBe(200);
    });
  });

  describe('4. the body read', () => {
    it.each([
      ['malformed JSON', '{oops', JSON_TYPE, /^The body is not valid JSON\./],
      ['another content type', '--x--', 'multipart/form-data; boundary=x', UNREADABLE_BODY],
    ])('%s -> 400, before the crumb is looked at', async (_name, body, type, message) => {
      const response = await call('/api/header-crumb', { body, type });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: typeof message === 'string' ? message : expect.stringMatching(message) });
    });

    it.each([
      ['JSON', JSON_TYPE, named],
      ['text/plain JSON (a beacon)', 'text/plain;charset=UTF-8', named],
      ['form fields', 'application/x-www-form-urlencoded', 'name=Ada'],
    ])('%s is read into the value the schema checks', async (_name, type, body) => {
      expect((await call('/api/echo', { body, type })).status).toBe(200);
      expect(handled).toEqual([{ name: 'Ada' }]);
    });

    // issue 22, found by fuzzing: JSON.parse reads 64 KB of brackets, JSON.stringify of them overflowed the stack (a 500).
    it(`JSON nested more than ${MAX_BODY_DEPTH} levels deep -> 400, before the crumb is looked at; ${MAX_BODY_DEPTH} levels are read`, async () => {
      const nested = (levels: number) => `${'{"a":'.repeat(levels - 1)}{"name":"Ada"}${'}'.repeat(levels - 1)}`;
      const deep = await call('/api/header-crumb', { body: nested(MAX_BODY_DEPTH + 1) });
      expect(deep.status).toBe(400);
      expect(await deep.json()).toEqual({ error: TOO_DEEP });
      const lists = await call('/api/lengths', { body: `{"name":"Ada","tags":${'['.repeat(20_000)}${']'.repeat(20_000)}}` });
      expect([lists.status, await lists.json()]).toEqual([400, { error: TOO_DEEP }]);
      expect((await call('/api/echo', { body: nested(MAX_BODY_DEPTH) })).status).toBe(400);
      expect(read.at(-1)).toBe(nested(MAX_BODY_DEPTH));
    });

    // issue 23, found by fuzzing on PostgreSQL (whose text cannot hold U+0000): refused on both engines.
    it.each([
      ['a JSON value', '/api/echo', { body: '{"name":"A\\u0000da"}' }],
      ['a JSON key', '/api/echo', { body: '{"na\\u0000me":"Ada"}' }],
      ['a nested JSON value', '/api/lengths', { body: '{"name":"Ada","tags":["x\\u0000"]}' }],
      ['a form field', '/api/echo', { body: 'name=A%00da', type: 'application/x-www-form-urlencoded' }],
      ['a query value', '/api/read?name=A%00da', { method: 'GET' }],
      ['a path', '/api/item/sku%00', {}],
    ])('U+0000 in %s -> 400 naming it, and no handler runs', async (_name, path, options) => {
      const response = await call(path, options);
      expect([response.status, await response.json()]).toEqual([400, { error: NUL_CHARACTER }]);
      expect(handled).toEqual([]);
    });

    it('a route without a body: its query is the value', async () => {
      expect((await call('/api/read?name=Ada&other=1', { method: 'GET' })).status).toBe(200);
      expect(handled).toEqual([{ name: 'Ada' }]);
      expect(read).toEqual([]);
    });
  });

  describe('5. the crumb, where the route reads it', () => {
    it.each([
      ['query', '/api/query-crumb', (token: string) => ({ path: `?crumb=${token}`, headers: {}, body: named })],
      ['header', '/api/header-crumb', (token: string) => ({ path: '', headers: { 'x-csrf-token': token }, body: named })],
      ['field', '/api/field-crumb', (token: string) => ({ path: '', headers: {}, body: JSON.stringify({ name: 'Ada', crumb: token }) })],
    ])("%s: the cookie's token passes, another -> 403 crumbFail, the handler not called", async (_place, path, at) => {
      const good = at(CRUMB);
      expect((await call(`${path}${good.path}`, { body: good.body, headers: { ...withCookie, ...good.headers } })).status).toBe(200);
      const bad = at('y'.repeat(32));
      const response = await call(`${path}${bad.path}`, { body: bad.body, headers: { ...withCookie, ...bad.headers } });
      expect(response.status).toBe(403);
      const body = (await response.json()) as { crumbFail: boolean; crumb: string };
      expect(body).toEqual({ crumbFail: true, crumb: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
      expect(response.headers.get('set-cookie')).toBe(`crumb=${body.crumb}; Path=/; SameSite=Lax`);
      expect(handled).toHaveLength(1);
    });

    it('comes before the schema: a bad crumb with a bad payload -> 403', async () => {
      const response = await call('/api/header-crumb', { body: JSON.stringify({ name: 1 }), headers: withCookie });
      expect(response.status).toBe(403);
    });
  });

  describe('6. the schema', () => {
    it.each([
      ['a field of the wrong type', JSON.stringify({ name: 1 }), 'Bad payload at name: Invalid input: expected string, received number'],
      ['a missing field', '{}', 'Bad payload at name: Invalid input: expected string, received undefined'],
      ['no body', undefined, 'Bad payload at the payload: Invalid input: expected object, received undefined'],
    ])('%s -> 400 naming the field, the handler not called', async (_name, body, message) => {
      const response = await call('/api/echo', { body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: message });
      expect(handled).toEqual([]);
    });

    // issue 22, found by fuzzing: zod runs a length check on any value with a `length`, even one of the
    // wrong type, and one it cannot compare threw out of safeParse: a 500.
    it.each([
      ['a field', '/api/lengths', '{"name":{"length":{"toString":0}},"tags":[]}', 'Bad payload at name: Invalid input: its length is not a number'],
      ['a list', '/api/lengths', '{"name":"Ada","tags":{"length":{"toString":[]}}}', 'Bad payload at tags: Invalid input: its length is not a number'],
      ['the payload', '/api/list', '{"length":{"valueOf":null,"toString":null}}', 'Bad payload at the payload: Invalid input: its length is not a number'],
    ])('a length the schema cannot compare in %s -> 400 naming it, the handler not called', async (_name, path, body, message) => {
      const response = await call(path, { body });
      expect([response.status, await response.json()]).toEqual([400, { error: message }]);
      expect(handled).toEqual([]);
    });
  });
});
