// Issue 22, "Fuzzed input", the server's half: the request bodies (and queries, and the cookies it
// reads) of every /api/ route of the route table (server/api/router.ts), plus the two routes outside
// /api/ that the same pipeline runs (/forms/submit and /consent). Each target starts the demo server
// over a throwaway database (tests/unit/server/harness.ts) with its rate limits raised, takes a crumb
// (and, for the site's PUTs, the owner's session) so that the body reaches the route's schema and
// handler, and sends fuzzed bodies as JSON, text/plain, form-encoded, with no type or another one.
//
// The contract: never a 5xx; a 4xx JSON answer says why (`error`, the per-field `errors`, or the
// crumb failure); a schema's 400 names the field ('Bad payload at <field>: …', describe-error.ts).
//
// These speak HTTP to a real server, about a millisecond or more a call, so each runs a tenth of
// FUZZ_RUNS (`share`): 100 inputs a route in `npm test`, 1,000 in `npm run fuzz`.
import fc from 'fast-check';
import { expect } from 'vitest';
import { PLACES_AUTOCOMPLETE_PATH, PLACES_DETAILS_PATH } from '../../core/catalog/places.ts';
import { SEARCH_API_PATH } from '../../core/catalog/search.ts';
import { CART_COOKIE, CART_FLAG_COOKIE, CART_ITEMS_PATH, CART_PATH, REVIEWS_PATH } from '../../core/catalog/store.ts';
import { WIDGET_RENDERING_PATH } from '../../core/catalog/constants.ts';
import { EVENT_ID_PARAM, METRIC_CODES, TRACKING_PATHS } from '../../core/catalog/tracking.ts';
import { EVENT_REQUIRED_FIELDS } from '../../core/catalog/tracking-events.ts';
import { type FormDefinition, type FormField, LIKERT_SCALE, partsOf } from '../../core/forms/fields.ts';
import { CONSENT_ACTION } from '../../core/consent/consent.ts';
import { ensureAccounts } from '../../server/accounts/index.ts';
import { ACCOUNT_PATHS } from '../../server/api/account-routes.ts';
import type { CrumbPlace } from '../../server/api/crumb.ts';
import { FORM_PATHS } from '../../server/api/form-routes.ts';
import { FORM_KEY_LIFETIME_MS } from '../../server/api/form.ts';
import { SITE_PATHS } from '../../server/api/site-routes.ts';
import { TRACKING_CALLS } from '../../server/api/tracking/calls.ts';
import { FORM_ACTION } from '../../server/forms/submit.ts';
import { LANGUAGE_COOKIE } from '../../server/multilingual/index.ts';
import { SUMMARY_DESIGNS, SUMMARY_MAX_ITEMS } from '../../server/render/blocks/summary.ts';
import { EVENTS_COLLECTION_ID, PAGES_COLLECTION_ID } from '../../site/collections.ts';
import { forms } from '../../site/forms.ts';
import { PLACES } from '../../site/places.ts';
import { PRODUCTS } from '../../site/products.ts';
import { startApp, type TestApp } from '../unit/server/harness.ts';
import { headerSafe, hostile, hostileJson, jsonShaped, nearly, objectOf, shaped, viaJson, weirdNumber, weirdString, whole } from './arbitraries.ts';
import { target, type FuzzTarget } from './target.ts';

/** What the target sends: the route's method and path, a query, a body and its type, and cookies. */
interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  body?: Body;
  /** Extra Cookie pairs (fuzzed cookies), after the crumb and the session. */
  cookie?: string;
  headers?: Record<string, string>;
}

/** A body as it goes on the wire: its text and its Content-Type ('' sends none). */
interface Body {
  text: string;
  type: string;
}

interface Answer {
  status: number;
  type: string;
  text: string;
  /** The cookies the answer set, as a Cookie header sends them back (a new cart's). */
  cookies: string;
}

const SIGN_IN = { email: 'owner@example.com', password: 'owner-password-1' };

/** One server for one target: its crumb, and the owner's session where the route needs an editor. */
interface Server {
  app: TestApp;
  crumb: string;
  session: string;
}

const HIGH = { limit: 1_000_000_000, windowMs: 60_000 };

async function startServer(signedIn: boolean): Promise<Server> {
  const app = await startApp({ formRateLimit: HIGH, errorRateLimit: HIGH, recordsRateLimit: HIGH, storeRateLimit: HIGH, signInFailures: { limit: 1_000_000_000 } });
  const crumb = await app.crumb();
  if (!signedIn) return { app, crumb, session: '' };
  await ensureAccounts(app.db, { VITRINE_OWNER_PASSWORD: SIGN_IN.password }, () => {});
  const response = await fetch(`${app.base}${ACCOUNT_PATHS.session}?crumb=${crumb}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `crumb=${crumb}` },
    body: JSON.stringify(SIGN_IN),
  });
  const session = /vitrine_session=([^;]+)/.exec(response.headers.getSetCookie().join('\n'))?.[1];
  if (response.status !== 200 || !session) throw new Error(`the owner could not sign in: ${response.status}`);
  return { app, crumb, session: `vitrine_session=${session}` };
}

const pairsOf = (value: unknown): [string, string][] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).map(([key, field]) => [whole(key), whole(typeof field === 'string' ? field : (JSON.stringify(field) ?? ''))])
    : [];

const TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  '',
  'application/vnd.api+json',
  'application/json; charset=utf-8',
  'multipart/form-data',
  'text/html',
];

/** JSON nested far deeper than any call's body, within 64 KB: lists, objects, a field's value, or a field's JSON text. */
const deeplyNested = fc.tuple(fc.integer({ min: 90, max: 20_000 }), fc.constantFrom('list', 'object', 'field', 'text')).map(([levels, kind]) => {
  const lists = `${'['.repeat(levels)}${']'.repeat(levels)}`;
  if (kind === 'list') return lists;
  if (kind === 'object') return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  return kind === 'field' ? `{"data":${lists}}` : `{"event":"e","data":${JSON.stringify(`{"path":"/","x":${lists}}`)}}`;
});

/** A value as a body: JSON text (of any type), its fields form-encoded, or raw text, under a type that may not match. */
const encoded = (value: fc.Arbitrary<unknown>): fc.Arbitrary<Body> =>
  fc.oneof(
    { weight: 1, arbitrary: deeplyNested.map((text) => ({ text, type: 'application/json' })) },
    { weight: 4, arbitrary: value.map((v) => ({ text: JSON.stringify(v) ?? '', type: 'application/json' })) },
    { weight: 2, arbitrary: value.map((v) => ({ text: new URLSearchParams(pairsOf(v)).toString(), type: 'application/x-www-form-urlencoded' })) },
    { weight: 1, arbitrary: fc.tuple(value, fc.constantFrom(...TYPES)).map(([v, type]) => ({ text: JSON.stringify(v) ?? '', type })) },
    { weight: 1, arbitrary: fc.tuple(weirdString, fc.constantFrom(...TYPES)).map(([text, type]) => ({ text: whole(text), type })) },
  );

/** The crumb as the route reads it: in the body's `crumb` field (JSON or form-encoded). */
function withFieldCrumb(body: Body, crumb: string): Body {
  if (body.type.startsWith('application/x-www-form-urlencoded')) {
    const params = new URLSearchParams(body.text);
    params.set('crumb', crumb);
    return { ...body, text: params.toString() };
  }
  try {
    const value: unknown = JSON.parse(body.text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return { ...body, text: JSON.stringify({ ...value, crumb }) };
  } catch {
    // Not JSON: sent as it is, and refused at the crumb.
  }
  return body;
}

async function send(server: Server, call: Call, crumbAt: CrumbPlace): Promise<Answer> {
  const url = new URL(call.path, server.app.base);
  for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.append(whole(name), whole(value));
  if (crumbAt === 'query') url.searchParams.set('crumb', server.crumb);
  const headers: Record<string, string> = { ...call.headers };
  headers.cookie = [`crumb=${server.crumb}`, server.session, call.cookie ?? ''].filter(Boolean).join('; ');
  if (crumbAt === 'header') headers['x-csrf-token'] = server.crumb;
  let body: Body | undefined = call.body;
  if (body && crumbAt === 'field') body = withFieldCrumb(body, server.crumb);
  if (body?.type) headers['content-type'] = body.type;
  const response = await fetch(url, {
    method: call.method,
    headers,
    // A Blob without a type sends no Content-Type at all, as a beacon may.
    body: body === undefined ? undefined : body.type ? body.text : new Blob([body.text]),
    redirect: 'manual',
  });
  const cookies = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text(), cookies };
}

/** The contract of every answer: no 5xx; a 4xx in JSON says why; a schema's 400 names the field. */
function checkAnswer(answer: Answer): void {
  expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
  if (answer.status < 400 || !answer.type.includes('json')) return;
  const body = JSON.parse(answer.text) as { error?: unknown; errors?: unknown; crumbFail?: unknown };
  const says = (typeof body.error === 'string' && body.error.trim() !== '') || (!!body.errors && typeof body.errors === 'object') || body.crumbFail === true;
  expect(says, answer.text.slice(0, 300)).toBe(true);
  if (answer.status === 400 && typeof body.error === 'string' && body.error.startsWith('Bad payload')) {
    expect(body.error, 'a schema failure names its field').toMatch(/^Bad payload at (the payload|[^\s:][^:]*): \S/);
  }
}

interface RouteSpec<T> {
  name: string;
  arbitrary: fc.Arbitrary<T>;
  call(input: T, server: Server): Call | Promise<Call>;
  crumb: CrumbPlace;
  signedIn?: boolean;
  /** Before each call (the places limiter, which the app's options do not reach, is a minute a call). */
  before?(server: Server): void;
}

function route<T>(spec: RouteSpec<T>): FuzzTarget {
  let server: Server | undefined;
  return target({
    name: spec.name,
    area: 'server',
    arbitrary: spec.arbitrary,
    share: 1 / 10,
    async setup() {
      server = await startServer(spec.signedIn ?? false);
    },
    async teardown() {
      await server?.app.close();
      server = undefined;
    },
    async run(input: T) {
      spec.before?.(server!);
      return send(server!, await spec.call(input, server!), spec.crumb);
    },
    check: checkAnswer,
  });
}

// ---------------------------------------------------------------------------------------------
// The inputs of each route.

const FORM_IDS = [...forms.map((form) => form.id), 'popup-overlay', 'missing'];
const FORM_ITEM_IDS = [...new Set(forms.flatMap((form) => form.fields.map((field) => field.id))), 'email'];
/** A short non-blank text: what a schema's min(1) takes. */
const text1 = fc.oneof(
  fc.constantFrom('a', 'Ada', 'Quai 2', 'ü'),
  fc.string({ minLength: 1, maxLength: 20 }).filter((one) => one.trim() !== ''),
);
const optionOf = (field: FormField) => fc.constantFrom(...(field.options?.length ? field.options : ['x']));

/** A value in the shape an item's type sends, its text mostly valid. */
function fieldValue(field: FormField): fc.Arbitrary<unknown> {
  if (field.type === 'email') return fc.constantFrom('ann@example.com', 'a@b.co', 'not an address', '');
  if (field.type === 'number' || field.type === 'currency') return fc.constantFrom('3', '-1.5', '1,5', 'three', '');
  if (field.type === 'radio' || field.type === 'select') return fc.oneof(optionOf(field), weirdString);
  if (field.type === 'checkbox') return fc.array(fc.oneof(optionOf(field), weirdString), { maxLength: 3 });
  if (field.type === 'likert') return fc.dictionary(fc.oneof(optionOf(field), weirdString), fc.constantFrom(...LIKERT_SCALE, '3'), { noNullPrototype: true, maxKeys: 3 });
  const parts = partsOf(field).length;
  if (parts > 0) return fc.array(fc.oneof(text1, weirdString), { minLength: parts, maxLength: parts });
  return fc.oneof(text1, weirdString);
}

/** A definition's values by item id (sections send nothing), one of them maybe anything. */
const valuesOf = (definition: FormDefinition) =>
  nearly(Object.fromEntries(definition.fields.filter((field) => field.type !== 'section').map((field) => [field.id, fieldValue(field)])));

/** Values as form-encoded pairs: a list's values under one name, likert's answers under `{id}-{statement}`. */
const pairsOfValues = (values: Record<string, unknown>): [string, string][] =>
  Object.entries(values).flatMap(([id, value]): [string, string][] =>
    Array.isArray(value)
      ? value.map((one) => [id, typeof one === 'string' ? one : (JSON.stringify(one) ?? '')])
      : value && typeof value === 'object'
        ? Object.entries(value).map(([statement, answer]) => [`${id}-${statement}`, typeof answer === 'string' ? answer : (JSON.stringify(answer) ?? '')])
        : [[id, typeof value === 'string' ? value : (JSON.stringify(value) ?? '')]],
  );

/** SaveFormSubmission's `form`: JSON text of a form's values, of values by any id, or anything. */
const formField = fc.oneof(
  fc
    .constantFrom(...forms)
    .chain(valuesOf)
    .map((values) => JSON.stringify(viaJson(values))),
  nearly({ email: fc.constantFrom('ann@example.com', 'nope', '') }).map((values) => JSON.stringify(viaJson(values))),
  fc
    .dictionary(fc.oneof(fc.constantFrom(...FORM_ITEM_IDS), weirdString), fc.oneof(weirdString, fc.array(weirdString, { maxLength: 6 }), shaped(['Fast', 'Kind']), hostile), {
      noNullPrototype: true,
      maxKeys: 8,
    })
    .map((values) => JSON.stringify(viaJson(values))),
  weirdString,
  hostile,
);

const SKUS = PRODUCTS.flatMap((product) => product.variants.map((variant) => variant.sku));
const PRODUCT_IDS = PRODUCTS.map((product) => product.id);
const LINES = PRODUCTS.flatMap((product) => product.variants.map((variant) => ({ productId: product.id, sku: variant.sku })));
const quantity = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 3 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer({ min: -5, max: 1000 }), weirdNumber, fc.constantFrom('1', '007', '999999999', '1e3', ' 2'), weirdString) },
);
/** A cart line the store has (its product and SKU together), a quantity, and maybe one field of anything. */
const cartLine = fc.constantFrom(...LINES).chain((line) => nearly({ productId: fc.constant(line.productId), sku: fc.constant(line.sku), quantity }));

/** Tracking bodies shaped as each call's schema (server/api/tracking/schemas.ts), one field maybe anything. */
const eventData = nearly({ app: text1, message: weirdString, url: fc.webUrl(), userAgent: weirdString, stack: weirdString, line: fc.nat(), column: fc.nat() });
const pageLoadId = fc.string({ minLength: 1, maxLength: 64 });
const metrics = nearly(Object.fromEntries(Object.keys(METRIC_CODES).map((code) => [code, fc.oneof(fc.nat(), weirdNumber)])));
const pageView = nearly({
  path: fc.constantFrom('/', '/shop', 'shop', ''),
  url: fc.oneof(fc.webUrl(), weirdString),
  title: weirdString,
  clientDate: fc.nat(),
  localStorageSupported: fc.constantFrom(true, 'true', 'no'),
});
const PLAUSIBLE_TRACKING: Record<string, fc.Arbitrary<unknown>> = {
  [TRACKING_PATHS.errors]: fc.array(nearly({ eventName: text1, data: eventData, timestamp: fc.nat() }), { minLength: 1, maxLength: 3 }),
  // One call is one page load's records (issue 29): they share a page load id and a path, unless `nearly` changes one.
  [TRACKING_PATHS.records]: fc.tuple(pageLoadId, text1).chain(([pl, p]) =>
    fc.array(
      fc.oneof(
        nearly({
          t: fc.constant('ps'),
          pl: fc.constant(pl),
          p: fc.constant(p),
          m: metrics,
          c: fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.double(), fc.boolean()), { noNullPrototype: true }),
        }),
        nearly({ t: fc.constant('ut'), pl: fc.constant(pl), p: fc.constant(p), n: text1, d: fc.nat(), s: fc.nat() }),
      ),
      { minLength: 1, maxLength: 3 },
    ),
  ),
  [TRACKING_PATHS.legacyEvent]: nearly({
    event: text1,
    data: fc.oneof(
      shaped(['websiteId', 'pagePath', 'pageHash']).map((value) => JSON.stringify(viaJson(value))),
      shaped(['websiteId', 'pagePath']),
    ),
  }),
  [TRACKING_PATHS.events]: nearly({
    analyticsId: text1,
    commonData: nearly(Object.fromEntries(EVENT_REQUIRED_FIELDS.map((name) => [name, text1]))),
    customData: shaped(['a', 'b']),
    customSchemaName: weirdString,
  }),
  [TRACKING_PATHS.hit]: nearly({
    event: fc.constantFrom('pageview', 'click'),
    data: fc.oneof(
      pageView.map((value) => JSON.stringify(viaJson(value))),
      pageView,
    ),
    ss_cvr: fc.constantFrom('abc|1|2|3|4', 'x'),
  }),
  [TRACKING_PATHS.buttonClick]: nearly({
    id: text1,
    buttonText: weirdString,
    clickthroughUrl: weirdString,
    newWindow: fc.constantFrom(true, 'true', 'false', 'yes'),
    context: fc.constantFrom('click', 'render'),
  }),
  [TRACKING_PATHS.buttonRender]: nearly({
    id: text1,
    buttonText: weirdString,
    clickthroughUrl: weirdString,
    newWindow: fc.constantFrom(true, 'true', 'false', 'yes'),
    context: fc.constantFrom('click', 'render'),
  }),
  [TRACKING_PATHS.formRender]: nearly({ formId: text1, visitorCookie: weirdString }),
  [TRACKING_PATHS.trace]: nearly({
    data: fc.array(nearly({ pageUrl: weirdString, type: text1, data: hostile }), { minLength: 1, maxLength: 3 }).map((entries) => JSON.stringify(viaJson(entries))),
  }),
};

const TRACKING_KEYS = [
  'eventName',
  'data',
  'timestamp',
  't',
  'pl',
  'p',
  'c',
  'm',
  'event',
  'ss_cvr',
  'id',
  'formId',
  'buttonText',
  'app',
  'message',
  'url',
  'userAgent',
  'actor',
  'action',
];
const trackingData = shaped(['app', 'message', 'url', 'userAgent', 'stack', 'line', 'path', 'websiteId', 'name', 'entries'], { app: weirdString, message: weirdString });
const trackingBody = fc.oneof(
  hostileJson,
  jsonShaped(TRACKING_KEYS, {
    data: fc.oneof(trackingData, fc.array(trackingData, { maxLength: 3 })),
    event: fc.constantFrom('pageview', 'click'),
    t: fc.constantFrom('ut', 'ps'),
  }),
  fc.array(jsonShaped(TRACKING_KEYS, { data: trackingData, eventName: weirdString, timestamp: weirdNumber }), { maxLength: 3 }).map(viaJson),
);
const eventId = fc.oneof(fc.constant('fuzz-event-id-0001'), weirdString);

/** A Cookie header's extra pairs: the cookies the server reads (cart, language, session), with any value. */
const serverCookies = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(CART_COOKIE, CART_FLAG_COOKIE, LANGUAGE_COOKIE, 'vitrine_session', 'crumb', 'ss_cookieAllowed'), weirdString), weirdString), {
    maxLength: 4,
  })
  .map((pairs) => headerSafe(pairs.map(([name, value]) => `${name}=${value}`).join('; ')).replace(/^\s+|\s+$/g, ''));

const query = (keys: readonly string[], plausible: Record<string, fc.Arbitrary<string>> = {}): fc.Arbitrary<Record<string, string>> =>
  fc
    .tuple(shaped(keys, plausible), fc.array(fc.tuple(weirdString, weirdString), { maxLength: 2 }))
    .map(([fields, extra]) =>
      objectOf([...Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? value : (JSON.stringify(value) ?? '')] as const), ...extra]),
    ) as fc.Arbitrary<Record<string, string>>;

/** The SKU a cart call names: the line just put in the cart (most often), another, or any text (raw, so `%` stays malformed). */
const skuInCart = fc.record({
  line: fc.constantFrom(...LINES),
  other: fc.oneof(fc.constantFrom(...SKUS, '%', '%E0%A4%A', 'a/b', ''), weirdString),
  same: fc.boolean(),
});

/** Puts the line in a new cart first, so that a change has one to change: the cart's cookie, and the item's path. */
async function inCart(server: Server, { line, other, same }: { line: (typeof LINES)[number]; other: string; same: boolean }): Promise<{ cookie: string; path: string }> {
  const added = await send(server, { method: 'POST', path: CART_ITEMS_PATH, body: { text: JSON.stringify({ ...line, quantity: 1 }), type: 'application/json' } }, 'query');
  const sku = same ? encodeURIComponent(line.sku) : /^%|\//.test(other) ? other : encodeURIComponent(whole(other));
  return { cookie: added.cookies, path: `${CART_ITEMS_PATH}/${sku}` };
}

export const serverTargets: FuzzTarget[] = [
  route({
    name: 'POST /api/form/FormSubmissionKey',
    arbitrary: encoded(hostile),
    crumb: 'query',
    call: (body) => ({ method: 'POST', path: FORM_PATHS.submissionKey, body }),
  }),
  route({
    name: 'POST /api/form/SaveFormSubmission (with a live key)',
    arbitrary: fc.record({
      fields: fc.oneof(
        // A demo form's id with values shaped for it: what the checks see.
        fc.constantFrom(...forms).chain((definition) =>
          nearly({
            formId: fc.constant(definition.id),
            form: valuesOf(definition).map((values) => JSON.stringify(viaJson(values))),
            isOverlayForm: fc.constant(false),
            pagePath: fc.constant('/forms'),
          }),
        ),
        shaped(['formId', 'form', 'isOverlayForm', 'collectionId', 'objectName', 'pagePath', 'submitButtonText'], {
          formId: fc.constantFrom(...FORM_IDS),
          form: formField,
          isOverlayForm: fc.constantFrom(true, false, 'true'),
        }),
      ),
      live: fc.boolean(),
      as: fc.constantFrom('application/json', 'application/x-www-form-urlencoded'),
    }),
    crumb: 'query',
    async call({ fields, live, as }, server) {
      // A key the server handed out, so the fields reach the form's checks (else 400: the key expired).
      const key = `fuzz-${Math.random().toString(36).slice(2)}`;
      const now = server.app.clock.time;
      if (live)
        await server.app.db
          .insertInto('form_keys')
          .values({ key, created_at: now, expires_at: now + FORM_KEY_LIFETIME_MS })
          .execute();
      const value = viaJson(objectOf([...Object.entries(fields), ['key', key]]));
      const text = as === 'application/json' ? JSON.stringify(value) : new URLSearchParams(pairsOf(value)).toString();
      return { method: 'POST', path: FORM_PATHS.saveSubmission, body: { text, type: as } };
    },
  }),
  route({
    name: 'POST /api/site-users/account/session (sign in)',
    arbitrary: encoded(jsonShaped(['email', 'password', 'rememberMe'], { email: fc.constantFrom(SIGN_IN.email, 'a@b.c', 'x'), password: weirdString, rememberMe: fc.boolean() })),
    crumb: 'query',
    call: (body) => ({ method: 'POST', path: ACCOUNT_PATHS.session, body }),
  }),
  route({
    name: 'DELETE /api/site-users/account/session (its query)',
    arbitrary: query(['cloneCart'], { cloneCart: fc.constantFrom('true', 'false', '1') }),
    crumb: 'query',
    call: (q) => ({ method: 'DELETE', path: ACCOUNT_PATHS.session, query: q }),
  }),
  route({
    name: 'POST /api/auth/Logout',
    arbitrary: encoded(hostile),
    crumb: 'query',
    call: (body) => ({ method: 'POST', path: ACCOUNT_PATHS.logout, body }),
  }),
  route({
    name: 'GET /api/commerce/cart (the cart cookies)',
    arbitrary: serverCookies,
    crumb: 'none',
    call: (cookie) => ({ method: 'GET', path: CART_PATH, cookie }),
  }),
  route({
    name: 'POST /api/commerce/cart/items',
    arbitrary: fc.record({
      body: encoded(
        fc.oneof(
          { weight: 3, arbitrary: cartLine },
          { weight: 1, arbitrary: jsonShaped(['productId', 'sku', 'quantity'], { productId: fc.constantFrom(...PRODUCT_IDS), sku: fc.constantFrom(...SKUS), quantity }) },
        ),
      ),
      cookie: fc.oneof(fc.constant(''), serverCookies),
    }),
    crumb: 'query',
    call: ({ body, cookie }) => ({ method: 'POST', path: CART_ITEMS_PATH, body, cookie }),
  }),
  route({
    name: 'PUT /api/commerce/cart/items/{sku}',
    arbitrary: fc.record({ sku: skuInCart, body: encoded(fc.oneof(nearly({ quantity }), jsonShaped(['quantity'], { quantity }))) }),
    crumb: 'query',
    async call({ sku, body }, server) {
      const { cookie, path } = await inCart(server, sku);
      return { method: 'PUT', path, body, cookie };
    },
  }),
  route({
    name: 'DELETE /api/commerce/cart/items/{sku}',
    arbitrary: skuInCart,
    crumb: 'query',
    async call(sku, server) {
      const { cookie, path } = await inCart(server, sku);
      return { method: 'DELETE', path, cookie };
    },
  }),
  route({
    name: 'POST /api/commerce/reviews',
    arbitrary: encoded(
      fc.oneof(
        nearly({ token: fc.constantFrom('no-such-token', 'a'), rating: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constantFrom('5', '05', '', 0, 6)), comment: weirdString }),
        jsonShaped(['token', 'rating', 'comment'], { token: weirdString, rating: fc.oneof(fc.integer({ min: -1, max: 7 }), fc.constantFrom('5', '05', '')), comment: weirdString }),
      ),
    ),
    crumb: 'query',
    call: (body) => ({ method: 'POST', path: REVIEWS_PATH, body }),
  }),
  route({
    name: 'GET /api/google-maps/places/autocomplete (its query)',
    arbitrary: query(['input'], { input: weirdString }),
    crumb: 'none',
    before: (server) => void (server.app.clock.time += 60_001),
    call: (q) => ({ method: 'GET', path: PLACES_AUTOCOMPLETE_PATH, query: q }),
  }),
  route({
    name: 'GET /api/google-maps/places/details (its query)',
    arbitrary: query(['placeId', 'productPage', 'productSection'], { placeId: fc.constantFrom(...PLACES.map((place) => place.placeId)) }),
    crumb: 'none',
    before: (server) => void (server.app.clock.time += 60_001),
    call: (q) => ({ method: 'GET', path: PLACES_DETAILS_PATH, query: q }),
  }),
  route({
    name: 'PUT /api/multilingual/languages (as the owner)',
    arbitrary: encoded(
      fc.oneof(
        nearly({
          languages: fc
            .array(
              nearly({ code: fc.constantFrom('en-US', 'fr-fr', 'de-DE', 'zh-Hant-TW', 'EN_us', 'x-klingon'), name: text1, isDefault: fc.constant(false), enabled: fc.boolean() }),
              {
                minLength: 1,
                maxLength: 4,
              },
            )
            // One default, enabled, as a valid list has: the others may still clash or be malformed.
            .map((languages) => languages.map((language, i) => (i === 0 ? { ...language, isDefault: true, enabled: true } : language))),
        }),
        jsonShaped(['languages'], {
          languages: fc.array(
            shaped(['code', 'name', 'isDefault', 'enabled'], {
              code: fc.constantFrom('en-US', 'fr-FR', 'EN_us', 'zz', 'x-klingon', ''),
              name: weirdString,
              isDefault: fc.boolean(),
              enabled: fc.boolean(),
            }),
            { maxLength: 4 },
          ),
        }),
      ),
    ),
    crumb: 'query',
    signedIn: true,
    call: (body) => ({ method: 'PUT', path: SITE_PATHS.languages, body }),
  }),
  route({
    name: 'PUT /api/site-header-footer (as the owner)',
    arbitrary: encoded(
      fc.oneof(
        nearly({
          header: nearly({
            title: text1,
            links: fc.array(nearly({ title: text1, url: fc.oneof(fc.constantFrom('/shop', 'mailto:a@b.co', 'javascript:alert(1)'), fc.webUrl()) }), { maxLength: 3 }),
          }),
          footer: nearly({ text: weirdString, links: fc.array(nearly({ title: text1, url: fc.webUrl() }), { maxLength: 2 }) }),
        }),
        jsonShaped(['header', 'footer'], {
          header: shaped(['title', 'links'], { title: weirdString, links: fc.array(shaped(['title', 'url'], { url: fc.oneof(weirdString, fc.webUrl()) }), { maxLength: 3 }) }),
          footer: shaped(['text', 'links'], { text: weirdString }),
        }),
      ),
    ),
    crumb: 'query',
    signedIn: true,
    call: (body) => ({ method: 'PUT', path: SITE_PATHS.headerFooter, body }),
  }),
  route({
    name: 'POST /api/widget/GetWidgetRendering',
    arbitrary: encoded(
      nearly({
        widgetJSON: fc.oneof(
          nearly({
            type: fc.constant(55),
            id: text1,
            value: nearly({
              title: weirdString,
              design: fc.constantFrom(...SUMMARY_DESIGNS),
              imageAspectRatio: fc.constantFrom('1:1', '4:3', '16:9', '0:0', 'x'),
              pageSize: fc.integer({ min: 1, max: SUMMARY_MAX_ITEMS }),
            }),
            collectionId: fc.constantFrom(EVENTS_COLLECTION_ID, PAGES_COLLECTION_ID, 'nope'),
          }).map((value) => JSON.stringify(viaJson(value))),
          jsonShaped(['type', 'id', 'value', 'collectionId'], {
            type: fc.constant(55),
            value: shaped(['title', 'design', 'imageAspectRatio', 'pageSize'], { pageSize: fc.integer({ min: -1, max: 60 }) }),
          }).map((value) => JSON.stringify(value) ?? ''),
          weirdString,
        ),
      }),
    ),
    crumb: 'query',
    call: (body) => ({ method: 'POST', path: WIDGET_RENDERING_PATH, body }),
  }),
  route({
    name: 'GET /api/search (its query)',
    arbitrary: query(['q', 'limit'], { q: weirdString, limit: fc.constantFrom('1', '10', '0', '99', 'x') }),
    crumb: 'none',
    call: (q) => ({ method: 'GET', path: SEARCH_API_PATH, query: q }),
  }),
  ...TRACKING_CALLS.map((call) =>
    route({
      name: `${call.method} ${call.path}${call.prefix ? '{id}' : ''}`,
      arbitrary: fc.record({
        body: encoded(PLAUSIBLE_TRACKING[call.path] ? fc.oneof({ weight: 3, arbitrary: PLAUSIBLE_TRACKING[call.path]! }, { weight: 1, arbitrary: trackingBody }) : trackingBody),
        eid: eventId,
        id: fc.oneof(fc.constant('quick-1'), weirdString),
        q: query(['landing', 'refer', 'rk', 'lang']),
      }),
      crumb: call.crumb,
      call: ({ body, eid, id, q }) => ({
        method: call.method,
        path: `${call.path}${call.prefix ? encodeURIComponent(whole(id)) : ''}`,
        query: { ...(call.method === 'GET' ? q : {}), [EVENT_ID_PARAM]: eid },
        ...(call.method === 'GET' ? {} : { body }),
      }),
    }),
  ),
  route({
    name: 'POST /forms/submit (JavaScript off)',
    arbitrary: fc.record({
      pairs: fc.oneof(
        // A demo form's inputs as its page posts them: one pair a value, a list's values repeated.
        fc
          .constantFrom(...forms)
          .chain(valuesOf)
          .map((values) => pairsOfValues(values)),
        fc.array(fc.tuple(fc.oneof(fc.constantFrom('formId', 'pagePath', ...FORM_ITEM_IDS), weirdString), weirdString), { maxLength: 10 }),
      ),
      formId: fc.constantFrom(...FORM_IDS),
      pagePath: fc.constantFrom('/forms', '/', '//evil.example', '/nowhere', '/checkout/donate?donatePageId=x'),
    }),
    crumb: 'field',
    call: ({ pairs, formId, pagePath }) => ({
      method: 'POST',
      path: FORM_ACTION,
      body: {
        text: new URLSearchParams([['formId', formId], ['pagePath', pagePath], ...pairs.map(([k, v]) => [whole(k), whole(v)] as [string, string])]).toString(),
        type: 'application/x-www-form-urlencoded',
      },
    }),
  }),
  route({
    name: 'POST /consent (the server-drawn banner)',
    arbitrary: encoded(
      jsonShaped(['consent', 'back'], { consent: fc.constantFrom('true', 'false'), back: fc.constantFrom('/', '/shop?x=1', '//evil.example', '/\\evil', 'https://evil.example') }),
    ),
    crumb: 'field',
    call: (body) => ({ method: 'POST', path: CONSENT_ACTION, body }),
  }),
  route({
    name: 'GET a page (its query and cookies: language, cart, consent)',
    arbitrary: fc.record({
      path: fc.constantFrom('/', '/shop', '/search', '/forms', '/checkout/donate'),
      q: query(['lang', 'q', 'donatePageId', 'sqsscreenshot', 'nomotion']),
      cookie: serverCookies,
    }),
    crumb: 'none',
    call: ({ path, q, cookie }) => ({ method: 'GET', path, query: q, cookie }),
  }),
];
