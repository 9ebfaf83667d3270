// Issue 29: raw requests, as bytes on a socket, for the raw-socket fuzz target (tests/built/). They
// come from outside every parser of ours: request lines (methods, targets with `//`, `/\`, absolute
// form, `*`, broken percent-encoding, NUL and other control bytes, versions), header names and values
// (control bytes, folded lines, duplicates), bodies that lie about their length (Content-Length
// shorter or longer than what is sent, or not a number), chunked bodies broken in every place, line
// ends that are not CRLF, and two requests on one connection. The routes are the server's own, so
// the bytes reach its handlers as well as Node's HTTP parser.
import fc from 'fast-check';
import { CART_ITEMS_PATH, CART_PATH, REVIEWS_PATH } from '../../core/catalog/store.ts';
import { SEARCH_API_PATH, SEARCH_PATH } from '../../core/catalog/search.ts';
import { TRACKING_PATHS } from '../../core/catalog/tracking.ts';
import { CONSENT_ACTION } from '../../core/consent/consent.ts';
import { ACCOUNT_PATHS } from '../../server/api/account-routes.ts';
import { FORM_PATHS } from '../../server/api/form-routes.ts';
import { SITE_PATHS } from '../../server/api/site-routes.ts';
import { CONFIG_PATHS } from '../../server/config/shell.ts';
import { FORM_ACTION } from '../../server/forms/submit.ts';
import { pages } from '../../site/pages.ts';

/** The server's own addresses: its pages, calls and files. */
const ROUTES = [
  ...pages.map((page) => page.path),
  ...Object.values(FORM_PATHS),
  ...Object.values(ACCOUNT_PATHS),
  ...Object.values(SITE_PATHS),
  ...Object.values(TRACKING_PATHS),
  ...Object.values(CONFIG_PATHS),
  CART_PATH,
  CART_ITEMS_PATH,
  `${CART_ITEMS_PATH}/LAKE-S-BLACK`,
  REVIEWS_PATH,
  SEARCH_PATH,
  SEARCH_API_PATH,
  FORM_ACTION,
  CONSENT_ACTION,
  '/config/login',
  '/cart/add',
  '/checkout',
  '/assets/runtime.js',
  '/images/photo-001.jpg',
  '/__dev/requests',
  '/api/nothing',
];

/** Targets the URL parser refuses or reads a host from, and paths it decodes or normalises. */
const ODD_TARGETS = [
  '/',
  '//',
  '/\\',
  '//%',
  '//[',
  '//a%20b',
  '/\\%',
  '//zq%22%27%3Cx7%3E',
  '//evil.example:99999',
  '//evil.example/x',
  '/\\evil.example',
  'http://[',
  'http://evil.example/',
  'https://127.0.0.1/config/',
  'http://127.0.0.1:99999/',
  '*',
  '',
  'a',
  '?',
  '/%',
  '/%zz',
  '/%%',
  '/%E0%A4%A',
  '/%c0%ae%c0%ae/',
  '/%2e%2e/%2e%2e/package.json',
  '/..',
  '/../..',
  '/.//x',
  '/..//evil.example',
  '/a/..//evil.example:99999',
  '/\u0000',
  '/a\u0000b',
  '/%00',
  '/?%',
  '/?lang=%ff',
  '/?a=%E0%A4%A',
  '/assets/..%2f..%2fpackage.json',
  '/images/%',
  '/images/photo-001.jpg?format=%',
  '/images/photo-001.jpg?format=99999999999w',
  '/api/%',
  '/config/login?next=//evil.example',
  '/config/login?next=/..//evil.example/x',
  '/config/?frameUrl=/..//evil.example',
  `/search?q=${'%'.repeat(50)}`,
  `/${'a'.repeat(9000)}`,
];

/** Any byte, as a latin1 character: what a socket can carry. */
const byteString = (maxLength: number): fc.Arbitrary<string> => fc.uint8Array({ maxLength }).map((array) => Buffer.from(array).toString('latin1'));
/** Bytes that break a line or a token: control characters, separators, high bytes. */
const awkward = fc.constantFrom('\u0000', '\r', '\n', '\t', ' ', '%', '\\', '/', ':', '?', '#', '"', '\u007f', '\u00ff', '\u0080', ';', ',', '[', ']', '@');
const awkwardString = (maxLength: number) => fc.string({ unit: fc.oneof(awkward, fc.constantFrom('a', 'Z', '0', '.', '-')), maxLength });
/** Bytes HTTP lets through in a target or a header value, that our own parsers then meet: the odd ones, mostly. */
const legalOdd = fc.constantFrom('%', '\\', '"', "'", '<', '>', '[', ']', '{', '}', '|', '^', '`', '@', ':', ';', '=', '&', '+', '~', '/', '.', '?', '#');
const legalString = (maxLength: number) => fc.string({ unit: fc.oneof(legalOdd, fc.constantFrom('a', 'Z', '0', '-', '%2e', '%2F', '%00', '%ff', '%E0%A4')), maxLength });

const query = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  { weight: 3, arbitrary: legalString(30).map((text) => `?${text}`) },
  { weight: 3, arbitrary: fc.constantFrom('?crumb=x', '?eid=fuzz', '?lang=fr', '?q=%', '?format=750w', '?next=%2F%2Fevil') },
);
/** Targets HTTP's grammar lets through: the routes with odd queries, the shapes the URL parser trips on, odd paths. */
const target = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...ROUTES), query).map(([path, search]) => path + search) },
  { weight: 3, arbitrary: fc.constantFrom(...ODD_TARGETS) },
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom('/', '//', '/\\', '/..', 'http://', '*'), legalString(40)).map(([start, rest]) => start + rest) },
);

/** Headers a route reads, with plausible values or odd bytes a header value may carry (obs-text included). */
const header: fc.Arbitrary<[string, string]> = fc.tuple(
  fc.constantFrom(
    'Content-Type',
    'Cookie',
    'Accept-Encoding',
    'Range',
    'If-None-Match',
    'X-Forwarded-For',
    'X-Forwarded-Proto',
    'Origin',
    'Referer',
    'Accept-Language',
    'Expect',
    'Connection',
    'Upgrade',
  ),
  fc.oneof(
    fc.constantFrom(
      'application/json',
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
      'crumb=x; __Host-session=%',
      'br, gzip',
      'bytes=0-0',
      'bytes=5-1,1-',
    ),
    fc.constantFrom('100-continue', 'close', 'keep-alive', 'upgrade', 'websocket', 'h2c'),
    legalString(40),
    fc.string({ unit: fc.constantFrom('\u00ff', '\u0080', '\t', ' ', 'a'), maxLength: 20 }).map((text) => `a${text}a`),
  ),
);

/** A body, and how the request frames it. */
const payload = fc.oneof(fc.constantFrom('{}', '{"a":', 'crumb=x&email=a%40b.c', 'event=pageview&data=%7B%7D', '[]', 'null'), awkwardString(80), byteString(200));
/** A framing: the headers that describe the body, and the bytes sent as it. */
interface Framing {
  headers: [string, string][];
  body: string;
}
const framed = (headers: [string, string][], body: string): Framing => ({ headers, body });
const chunked = (body: string) => `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`;
/** Framings that tell the truth: no body, a Content-Length that matches, or proper chunks. */
const honest: fc.Arbitrary<Framing> = fc.oneof(
  fc.constant(framed([], '')),
  payload.map((body) => framed([['Content-Length', String(Buffer.byteLength(body, 'latin1'))]], body)),
  payload.map((body) => framed([['Transfer-Encoding', 'chunked']], chunked(body))),
);
/** Framings that lie: a length shorter or longer than the body, one that is not a number or says two things, chunks broken in every place. */
const lying: fc.Arbitrary<Framing> = fc.oneof(
  fc.tuple(payload, fc.integer({ min: -5, max: 5000 })).map(([body, off]) => framed([['Content-Length', String(Math.max(0, body.length + off))]], body)),
  fc
    .tuple(payload, fc.constantFrom('-1', '1e3', '0x10', ' 5', '5 5', '', '99999999999999999999', '1.5', 'abc'))
    .map(([body, length]) => framed([['Content-Length', length]], body)),
  payload.map((body) =>
    framed(
      [
        ['Content-Length', String(body.length)],
        ['Content-Length', String(body.length + 1)],
      ],
      body,
    ),
  ),
  fc
    .tuple(payload, fc.constantFrom('zz', '-1', 'ffffffffffffffff', '5;ext="', '', '1 1', '0x5'))
    .map(([body, size]) => framed([['Transfer-Encoding', 'chunked']], `${size}\r\n${body}\r\n0\r\n\r\n`)),
  // The chunk says one size, the bytes another, and the last chunk may never come.
  fc
    .tuple(payload, fc.integer({ min: -3, max: 50 }))
    .map(([body, off]) => framed([['Transfer-Encoding', 'chunked']], `${Math.max(0, body.length + off).toString(16)}\r\n${body}${off % 2 === 0 ? '\r\n0\r\n\r\n' : ''}`)),
  payload.map((body) =>
    framed(
      [
        ['Transfer-Encoding', 'chunked'],
        ['Content-Length', String(body.length)],
      ],
      chunked(body),
    ),
  ),
  payload.map((body) => framed([['Transfer-Encoding', 'gzip, chunked']], chunked(body))),
);

interface Parts {
  method: string;
  target: string;
  version: string;
  end: string;
  headers: [string, string][];
  framing: Framing;
}

/** One thing wrong with a request, so that each kind of flaw is met on its own, past the others. */
const flaw: fc.Arbitrary<(parts: Parts) => Parts> = fc.oneof(
  fc
    .oneof(fc.constantFrom('OPTIONS', 'TRACE', 'CONNECT', 'PROPFIND', 'get', 'QUERY', 'PRI', 'M-SEARCH', ''), awkwardString(12))
    .map((method) => (parts: Parts) => ({ ...parts, method })),
  fc
    .oneof(
      fc.constantFrom('', 'a', '?', '/\u0000', '/a\u0000b', '/#\u0000', '/ /'),
      fc.tuple(fc.constantFrom('/', '//', '/\\', 'http://', ''), awkwardString(40)).map(([start, rest]) => start + rest),
      byteString(60),
    )
    .map((target) => (parts: Parts) => ({ ...parts, target })),
  fc
    .constantFrom('HTTP/1.0', 'HTTP/2.0', 'HTTP/0.9', 'HTTP/1.1 x', 'http/1.1', '', 'HTTP/1.10', 'HTTP/11', 'HTTP/1.1\u0000')
    .map((version) => (parts: Parts) => ({ ...parts, version })),
  fc.constantFrom('\n', '\r', '\r\r\n', '\n\r').map((end) => (parts: Parts) => ({ ...parts, end })),
  // No Host, two of them, or one that names somewhere else.
  fc.constantFrom(null, '', 'evil.example', '[', 'a b', 'x:99999').map((host) => (parts: Parts) => ({
    ...parts,
    headers: host === null ? parts.headers.filter(([name]) => name !== 'Host') : [...parts.headers, ['Host', host] as [string, string]],
  })),
  fc
    .oneof(
      fc.tuple(awkwardString(16), awkwardString(30)),
      fc.tuple(byteString(16), byteString(40)),
      fc.tuple(
        fc.constantFrom('Cookie', 'X-Folded'),
        awkwardString(10).map((text) => `a\r\n ${text}`),
      ),
      fc.tuple(fc.constantFrom('Cookie', 'Content-Type', 'Referer'), awkwardString(40)),
    )
    .map((header) => (parts: Parts) => ({ ...parts, headers: [...parts.headers, header] })),
  lying.map((framing) => (parts: Parts) => ({ ...parts, framing })),
);

/** One request: well formed with odd bytes where HTTP allows them, and about half the time one flaw. */
const request: fc.Arbitrary<string> = fc
  .record({
    method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'),
    target,
    headers: fc.array(header, { maxLength: 4 }),
    framing: honest,
    flaw: fc.option(flaw, { freq: 2 }),
  })
  .map(({ flaw, ...parts }) => {
    const base: Parts = { ...parts, version: 'HTTP/1.1', end: '\r\n', headers: [['Host', '127.0.0.1'], ...parts.headers] };
    const { method, target, version, end, headers, framing } = flaw ? flaw(base) : base;
    const all = [...headers, ...framing.headers];
    return `${method} ${target} ${version}${end}${all.map(([name, value]) => `${name}: ${value}${end}`).join('')}${end}${framing.body}`;
  });

/** What goes on one connection: a request, sometimes two back to back, or bytes that are not HTTP at all. */
export const rawRequest: fc.Arbitrary<string> = fc.oneof(
  { weight: 16, arbitrary: request },
  { weight: 3, arbitrary: fc.tuple(request, request).map(([first, second]) => first + second) },
  { weight: 1, arbitrary: byteString(300) },
);
