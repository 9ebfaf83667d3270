// Issue 22: every e2e test runs under the site's strict Content-Security-Policy (server/http/csp.ts) and
// fails on any violation the browser reports in its context: an inline script, eval, or a script from
// an origin the policy does not name. The specs import `test` and `expect` from here.
import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

/** The console line for a violation: Chromium's "Refused to … violates the following Content Security Policy directive …", or the init script's below. */
export const CSP_VIOLATION = /Content Security Policy/;

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const seen: string[] = [];
      // Chromium logs a refused script, not always a refused eval: every violation event is logged too.
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy violation: ${event.effectiveDirective} ${event.blockedURI}`)),
      );
      context.on('console', (message) => {
        if (CSP_VIOLATION.test(message.text())) seen.push(message.text());
      });
      await use(seen);
      expect(seen, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
