// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderVideo } from '../../../../server/render/blocks/video.ts';
import { renderMap } from '../../../../server/render/blocks/map.ts';
import { renderPage } from '../../../../server/render/page.ts';
import { mediaPage } from '../../../../site/media.ts';
import { website } from '../../../../site/website.ts';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const sizes = () => ({ width: 2500, height: 1406 });

describe('video block markup', () => {
  const html = renderVideo(
    {
      kind: 'video',
      id: 'v',
      title: 'A "film"',
      providerName: 'YouTube',
      html: '<iframe src="https://www.youtube.com/embed/x"></iframe>',
      thumbnail: 'coast.jpg',
      width: 1280,
      height: 720,
      animation: 'rise',
    },
    sizes,
    { eager: 0, rendered: 1 },
  );
  const doc = parse(html);
  const wrapper = doc.querySelector('.video-wrapper')!;

  it('is a type 32 block whose wrapper carries the embed, provider, load, mode and size', () => {
    expect(doc.querySelector('.block')!.getAttribute('data-block-type')).toBe('32');
    expect(doc.querySelector('.block')!.getAttribute('data-animation')).toBe('rise');
    expect(wrapper.getAttribute('data-html')).toBe('<iframe src="https://www.youtube.com/embed/x"></iframe>');
    expect(wrapper.getAttribute('data-provider-name')).toBe('YouTube');
    expect(wrapper.getAttribute('data-load')).toBe('false');
    expect(wrapper.getAttribute('data-mode')).toBe('fit');
    expect(wrapper.getAttribute('width')).toBe('1280');
    expect(wrapper.getAttribute('height')).toBe('720');
  });

  it("reserves the box at the video's ratio, and inserts no iframe", () => {
    expect(wrapper.getAttribute('style')).toContain('aspect-ratio:100/56.25');
    expect(doc.querySelector('.video-wrapper > .video-overlay iframe')).toBeNull();
    expect(html).toContain('<noscript><iframe src="https://www.youtube.com/embed/x"></iframe></noscript>');
  });

  it('shows a thumbnail through the image loader and a labelled play button', () => {
    expect(doc.querySelector('.video-overlay img')!.getAttribute('data-src')).toBe('/images/coast.jpg');
    expect(doc.querySelector('.video-play')!.getAttribute('aria-label')).toBe('Play video: A "film"');
  });

  // Fallback ratio 56.3 percent with no size; placeholder ratio 65 by default, else
  // 100 divided by the given value.
  it.each([
    ['no size, a thumbnail: the fallback ratio', { thumbnail: 'coast.jpg' }, 'aspect-ratio:100/56.30', false],
    ['no size, no thumbnail: the placeholder ratio', {}, 'aspect-ratio:100/65.00', true],
    ['no size, no thumbnail, a given value of 2', { placeholderRatio: 2 }, 'aspect-ratio:100/50.00', true],
    ["a size, no thumbnail: the video's own ratio", { width: 400, height: 300, placeholderRatio: 2 }, 'aspect-ratio:100/75.00', true],
  ])('%s', (_case, fields, box, placeholder) => {
    const bare = parse(renderVideo({ kind: 'video', id: 'w', title: 'x', providerName: '', html: '<p></p>', ...fields }, sizes, { eager: 0, rendered: 0 }));
    expect(bare.querySelector('.video-wrapper')!.getAttribute('style')).toContain(box);
    expect(bare.querySelector('.video-placeholder') !== null).toBe(placeholder);
  });
});

describe('map block markup', () => {
  const doc = parse(renderMap({ kind: 'map', id: 'm', location: { mapLat: 1, mapLng: 2, addressTitle: 'Studio', addressLine1: '12 <Lane>' }, ui: { style: 4 } }));

  it('is a type 4 block with its model as JSON', () => {
    const block = doc.querySelector('.block')!;
    expect(block.getAttribute('data-block-type')).toBe('4');
    expect(JSON.parse(block.getAttribute('data-block-json')!)).toEqual({ location: { mapLat: 1, mapLng: 2, addressTitle: 'Studio', addressLine1: '12 <Lane>' }, style: 4 });
  });

  it('holds the address and a link to the maps page, so the box is never empty', () => {
    expect(doc.querySelector('address')!.textContent).toBe('Studio12 <Lane>');
    const link = doc.querySelector('.map-fallback a')!;
    expect(link.getAttribute('href')).toContain('https://maps.google.com/maps?');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(doc.querySelector('.map-canvas')!.getAttribute('aria-label')).toBe('Map of Studio, 12 <Lane>');
  });
});

describe('/media', () => {
  const doc = parse(renderPage(mediaPage, { website, imageSizes: sizes }));
  it('has video blocks (iframe, object, invalid), a map, and accordions with multiple-open off and on', () => {
    const embeds = [...doc.querySelectorAll('.video-wrapper')].map((w) => w.getAttribute('data-html')!);
    expect(embeds.some((html) => html.includes('<iframe'))).toBe(true);
    expect(embeds.some((html) => html.startsWith('<object'))).toBe(true);
    expect(embeds.some((html) => !html.includes('<iframe') && !html.includes('<object'))).toBe(true);
    expect(doc.querySelectorAll('[data-block-type="4"]')).toHaveLength(1);
    expect([...doc.querySelectorAll('[data-block-type="69"]')].map((a) => a.getAttribute('data-should-allow-multiple-open-items'))).toEqual(['false', 'true']);
  });

  it('carries the maps key, encoded, in the page context', () => {
    const context = JSON.parse(doc.getElementById('site-context')!.textContent!);
    expect(Buffer.from(context.mapsKey, 'base64').toString()).toBe('vitrine-demo-maps-key');
  });
});
