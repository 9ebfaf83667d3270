import { describe, expect, it } from 'vitest';
import { publicBaseUrl } from '../../../../server/http/public-url.ts';

describe('publicBaseUrl', () => {
  it('is the address the server listens on when nothing names another', () => {
    expect(publicBaseUrl({}, '127.0.0.1', 4379)).toBe('http://127.0.0.1:4379');
    expect(publicBaseUrl({}, 'localhost', 4173)).toBe('http://localhost:4173');
  });

  it('reads a wildcard host as loopback, and brackets an IPv6 host', () => {
    expect(publicBaseUrl({}, '0.0.0.0', 8080)).toBe('http://127.0.0.1:8080');
    expect(publicBaseUrl({}, '::', 8080)).toBe('http://127.0.0.1:8080');
    expect(publicBaseUrl({}, '::1', 8080)).toBe('http://[::1]:8080');
  });

  it('takes VITRINE_PUBLIC_URL as an origin, dropping any path', () => {
    expect(publicBaseUrl({ VITRINE_PUBLIC_URL: 'https://www.example.com/some/path' }, '127.0.0.1', 4173)).toBe('https://www.example.com');
    expect(publicBaseUrl({ VITRINE_PUBLIC_URL: ' http://shop.example:8443 ' }, '127.0.0.1', 4173)).toBe('http://shop.example:8443');
    expect(publicBaseUrl({ VITRINE_PUBLIC_URL: '' }, '127.0.0.1', 4173)).toBe('http://127.0.0.1:4173');
  });

  it('refuses an address that is not http or https, or carries user info, naming the variable', () => {
    for (const bad of ['www.example.com', 'javascript:alert(1)', 'ftp://example.com', 'https://user:pw@example.com'])
      expect(() => publicBaseUrl({ VITRINE_PUBLIC_URL: bad }, '127.0.0.1', 4173), bad).toThrow(/VITRINE_PUBLIC_URL/);
  });
});
