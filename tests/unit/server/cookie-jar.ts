// A browser's cookies, for tests that speak HTTP to a server (or to two): what each reply sets is
// kept, an emptied or Max-Age=0 cookie is dropped, and the rest go back in the next request's header.
export class CookieJar {
  readonly cookies = new Map<string, string>();

  get crumb(): string {
    return this.cookies.get('crumb') ?? '';
  }

  keep(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value === '' || attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A checkout's shipping address as its form posts it. */
export const CHECKOUT_FIELDS: [string, string][] = [
  ['name', 'Ada Lovelace'],
  ['email', 'ada@example.com'],
  ['line1', '12 Harbour Street'],
  ['line2', ''],
  ['city', 'Portland'],
  ['region', 'ME'],
  ['zip', '04101'],
  ['country', 'US'],
];
