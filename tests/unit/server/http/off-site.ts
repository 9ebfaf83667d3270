// Issue 29: the addresses that must never become a redirect or a frame off this site (the issue's
// attack strings and their neighbours), for the rule's own tests and the routes' tests over HTTP.
import { MAX_SITE_PATH } from '../../../../server/http/redirect.ts';

/** Every attack string of the issue, and their neighbours: each must give the default. */
export const OFF_SITE: readonly string[] = [
  '/..//evil.example/x',
  '/.//evil.example/x',
  '/%2e%2e//evil.example/x',
  '/%2E%2E//evil.example/x',
  '/.%2e//evil.example/x',
  '/a/..//evil.example/x',
  '/a/b/../..//evil.example/x',
  '/%2e//evil.example',
  '/..//evil.example/phish',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\nLocation: //evil.example',
  '/\t/%',
  '/\u0000/evil.example',
  '/\u007f',
  '/\u0085/evil.example',
  '//evil.example',
  '//evil.example/config/',
  '///evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '/config\\..\\..',
  'https://evil.example',
  'http://127.0.0.1/config/',
  'javascript:alert(1)',
  'data:text/html,x',
  'config/forms',
  '\\\\evil.example',
  ' /promo',
  '',
  `/${'a'.repeat(MAX_SITE_PATH)}`,
];
