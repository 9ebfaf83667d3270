// @vitest-environment happy-dom
// /bench/heavy (issue 9): 8 galleries of mixed designs, 400 images in all, the lightbox,
// video slides, the popup overlay, and tracking, all from site data.
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../server/render/page.ts';
import { demoImageSpec } from '../../../../site/images.ts';
import { pages } from '../../../../site/pages.ts';
import { heavyPage } from '../../../../site/bench-heavy.ts';
import { website } from '../../../../site/website.ts';
import { toDesign } from '../../../../core/gallery/design-name.ts';

const html = renderPage(heavyPage, { website, imageSizes: demoImageSpec });
const doc = new DOMParser().parseFromString(html, 'text/html');
const context = JSON.parse(doc.getElementById('site-context')!.textContent!) as Record<string, unknown>;
const galleries = [...doc.querySelectorAll('[data-block-type="8"]')];
const data = galleries.map((gallery) => JSON.parse(gallery.getAttribute('data-block-json')!) as Record<string, unknown>);

describe('/bench/heavy (the reference heavy page)', () => {
  it('is served, once', () => {
    expect(pages.filter((page) => page.path === '/bench/heavy')).toEqual([heavyPage]);
  });

  it('holds 8 galleries of 8 different designs, each with the lightbox on', () => {
    expect(galleries).toHaveLength(8);
    expect(new Set(data.map((d) => toDesign(d.design)))).toHaveProperty('size', 8);
    expect(data.every((d) => d.lightbox === true)).toBe(true);
  });

  it('shows 400 distinct images, every one a demo image the server can make', () => {
    const images = galleries.flatMap((gallery) => [...gallery.querySelectorAll('.slide img[data-src]')].map((img) => img.getAttribute('data-src')!));
    expect(images).toHaveLength(400);
    expect(new Set(images).size).toBe(400);
    expect(images.every((src) => demoImageSpec(src.replace('/images/', '')) !== undefined)).toBe(true);
  });

  it('has video slides', () => {
    expect(doc.querySelectorAll('.slide[data-type="video"]').length).toBeGreaterThanOrEqual(3);
  });

  it('has the popup overlay on, and the cookie banner and tracking as every page', () => {
    expect(context.popupOverlaySettings).toMatchObject({ style: 'show', enableMobile: true });
    expect(context.cookieBannerSettings).toMatchObject({ isCookieBannerEnabled: true });
    expect(html).toContain('src="/assets/tracking.js"');
  });

  it('is the same on every render', () => {
    expect(renderPage(heavyPage, { website, imageSizes: demoImageSpec })).toBe(html);
  });
});
