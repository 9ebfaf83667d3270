// Issue 22: the strict Content-Security-Policy. Scripts from this origin and the maps script's; none
// inline (but by a hash the server computes from the script it sends); never eval; on every HTML answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { policyDirectives } from '../../../fixtures/demo-addresses.ts';
import { MAPS_SCRIPT } from '../../../../core/map/model.ts';
import { FRAMED_HOME_CSP, renderFramedHome } from '../../../../server/config/shell.ts';
import { PROVIDERS } from '../../../../core/video/embed.ts';
import { contentSecurityPolicy, PAGE_CSP, scriptHash, VIDEO_EMBEDS } from '../../../../server/http/csp.ts';
import { sendJson, sendText } from '../../../../server/http/send.ts';

describe('the policy', () => {
  it("allows scripts from 'self', the maps script's origin and its parts' host, and nothing inline, evaluated, or from anywhere", () => {
    const policy = policyDirectives(PAGE_CSP);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://maps.googleapis.com', 'https://maps.gstatic.com']);
    expect(new URL(MAPS_SCRIPT).origin).toBe('https://maps.googleapis.com');
    expect(policy.get('script-src')!.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*|data:|blob:|https:$/);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });

  // Issue 29: the rest of the directives (docs/decisions.md "Issue 29: redirects-headers").
  it('keeps everything it does not name on this origin, and posts forms only here', () => {
    const policy = policyDirectives(PAGE_CSP);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('frames only this site, the video players and the maps API; objects only the object embeds of a video provider', () => {
    const policy = policyDirectives(PAGE_CSP);
    expect(policy.get('frame-src')).toEqual(["'self'", ...Object.values(VIDEO_EMBEDS).flatMap((provider) => provider.frames), 'https://*.google.com']);
    expect(policy.get('frame-src')).toEqual(expect.arrayContaining(['https://www.youtube.com', 'https://player.vimeo.com']));
    for (const sources of [policy.get('frame-src')!, policy.get('object-src')!]) expect(sources).not.toEqual(expect.arrayContaining(['*', 'https:', 'http:', 'data:', 'blob:']));
    // An embed may be an object; the demo's is Animoto's (site/media.ts), from an http address.
    expect(policy.get('object-src')).toEqual(['static.animoto.com']);
    // Every provider the video block rewrites names where its players come from.
    expect(Object.keys(VIDEO_EMBEDS).sort()).toEqual(Object.keys(PROVIDERS).sort());
  });

  it('connects only here and to the maps API; takes images, styles, fonts and media from any https origin', () => {
    const policy = policyDirectives(PAGE_CSP);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'data:', 'blob:']);
    for (const name of ['img-src', 'style-src', 'font-src', 'media-src']) expect(policy.get(name), name).toEqual(expect.arrayContaining(["'self'", 'https:']));
    expect(policy.get('style-src')).toContain("'unsafe-inline'");
  });

  it('names an inline script by the base64 SHA-256 of its text', () => {
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(policyDirectives(contentSecurityPolicy({ scriptHashes: [scriptHash('alert(1)')] })).get('script-src')).toContain(
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    );
  });

  it("the owner area's framed home allows exactly the inline script it sends, by its hash", () => {
    const html = renderFramedHome({ siteTitle: 'S', locale: 'en', crumb: 'c', email: 'o@example.com', readOnly: false, path: '/config/' }, '/promo');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    expect(policyDirectives(FRAMED_HOME_CSP).get('script-src')).toEqual([...policyDirectives(PAGE_CSP).get('script-src')!, scriptHash(inline[0]!)]);
    // Issue 29: it frames this site's pages and nothing else.
    expect(policyDirectives(FRAMED_HOME_CSP).get('frame-src')).toEqual(["'self'"]);
  });
});

/** A response that records what was written. */
function capture() {
  const written: { status?: number; headers?: Record<string, string | number> } = {};
  const res = {
    writeHead(status: number, headers: Record<string, string | number>) {
      written.status = status;
      written.headers = headers;
      return res;
    },
    end() {},
  } as unknown as ServerResponse;
  const req = { method: 'GET', headers: {} } as IncomingMessage;
  return { req, res, written };
}

describe('sendText', () => {
  it('puts the policy on every HTML answer', () => {
    const { req, res, written } = capture();
    sendText(req, res, 200, 'text/html; charset=utf-8', '<p>hi</p>');
    expect(written.headers?.['Content-Security-Policy']).toBe(PAGE_CSP);
  });

  it("keeps a sender's own policy", () => {
    const { req, res, written } = capture();
    sendText(req, res, 200, 'text/html; charset=utf-8', '<p>hi</p>', { 'Content-Security-Policy': FRAMED_HOME_CSP });
    expect(written.headers?.['Content-Security-Policy']).toBe(FRAMED_HOME_CSP);
  });

  it('leaves other answers without one', () => {
    const { req, res, written } = capture();
    sendJson(req, res, 200, { ok: true });
    expect(written.headers?.['Content-Security-Policy']).toBeUndefined();
  });
});
