// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVideoLoader, type VideoLoader } from '../../../../core/video/loader.ts';

const wrapper = (id: string, html: string, provider = 'YouTube', extra = '') =>
  `<div class="video-wrapper" id="${id}" data-html="${html.replace(/"/g, '&quot;')}" data-provider-name="${provider}" data-load="false" data-mode="fit" data-title="Film ${id}" ${extra}>` +
  `<div class="video-overlay"><button type="button" class="video-play" aria-label="Play">Play</button></div><div class="video-player"></div></div>`;
const YT = '<iframe width="560" height="315" src="https://www.youtube.com/embed/abc"></iframe>';
const VIMEO = '<iframe src="https://player.vimeo.com/video/1"></iframe>';
const byId = (id: string) => document.getElementById(id)!;
let loaders: VideoLoader[] = [];
const make = (id: string, options = {}) => {
  const loader = createVideoLoader(byId(id), { window, ...options });
  loaders.push(loader);
  return loader;
};

beforeEach(() => {
  loaders = [];
  vi.useFakeTimers();
});
afterEach(() => {
  for (const loader of loaders) loader.destroy();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the video loader: overlay first, the embed only on play', () => {
  it('inserts no embed before play; a click on the overlay inserts it, with autoplay and its API', () => {
    document.body.innerHTML = wrapper('a', YT);
    const loader = make('a');
    expect(byId('a').querySelector('iframe')).toBeNull();
    expect(loader.isShowing()).toBe(false);
    byId('a').querySelector<HTMLElement>('.video-overlay')!.click();
    const iframe = byId('a').querySelector('iframe')!;
    expect(iframe.getAttribute('src')).toBe('https://www.youtube.com/embed/abc?autoplay=1&enablejsapi=1');
    expect(iframe.getAttribute('title')).toBe('Film a');
    expect(iframe.getAttribute('allow')).toContain('autoplay');
    expect(iframe.hasAttribute('width')).toBe(false);
    expect(byId('a').classList.contains('is-showing')).toBe(true);
    expect(loader.isShowing()).toBe(true);
  });

  it('the play button is a button, so Enter and Space play it too', () => {
    document.body.innerHTML = wrapper('a', YT);
    make('a');
    byId('a').querySelector<HTMLButtonElement>('.video-play')!.click();
    expect(byId('a').querySelector('iframe')).not.toBeNull();
  });

  it('showing one video returns every other one to its overlay, and removes its embed once faded', () => {
    document.body.innerHTML = wrapper('a', YT) + wrapper('b', VIMEO, 'Vimeo');
    const a = make('a');
    const b = make('b');
    a.show();
    b.show();
    expect(a.isShowing()).toBe(false);
    expect(byId('a').classList.contains('is-showing')).toBe(false);
    expect(byId('a').querySelector('iframe')).not.toBeNull();
    vi.advanceTimersByTime(300);
    expect(byId('a').querySelector('iframe')).toBeNull();
    expect(b.isShowing()).toBe(true);
  });

  it('an inactive loader ignores play', () => {
    document.body.innerHTML = wrapper('a', YT);
    const loader = make('a');
    loader.setActive(false);
    byId('a').querySelector<HTMLElement>('.video-overlay')!.click();
    expect(byId('a').querySelector('iframe')).toBeNull();
    loader.setActive(true);
    expect(loader.show()).toBe(true);
  });

  it.each([
    ['an invalid embed', '<p>not a video</p>', 'YouTube', 'Invalid video embed.'],
    [
      'a Vimeo page that is not a player',
      '<iframe src="https://vimeo.com/1"></iframe>',
      'Vimeo',
      'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
    ],
  ])('%s shows its message and never plays', (_name, html, provider, message) => {
    document.body.innerHTML = wrapper('a', html, provider);
    const loader = make('a');
    expect(byId('a').querySelector('.video-error')!.textContent).toBe(message);
    expect(byId('a').classList.contains('video-invalid')).toBe(true);
    expect(loader.show()).toBe(false);
    expect(byId('a').querySelector('iframe')).toBeNull();
  });

  it('an object embed is inserted as an object', () => {
    document.body.innerHTML = wrapper('a', '<object data="http://x.com/a.swf"><embed src="http://x.com/a.swf"></object>', 'Animoto');
    make('a').show();
    expect(byId('a').querySelector('object')!.getAttribute('data')).toBe('http://x.com/a.swf');
  });

  it("pause posts the provider's message to its player", () => {
    document.body.innerHTML = wrapper('a', VIMEO, 'Vimeo');
    const loader = make('a');
    loader.show();
    const frame = byId('a').querySelector('iframe')!;
    const post = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: post } });
    loader.pause();
    expect(post).toHaveBeenCalledWith('{"method":"pause"}', 'https://player.vimeo.com');
  });

  it('a mode change reloads the embed; none keeps its own size', () => {
    document.body.innerHTML = wrapper('a', YT);
    const loader = make('a');
    loader.show();
    const first = byId('a').querySelector('iframe');
    loader.setMode('none');
    const second = byId('a').querySelector('iframe')!;
    expect(second).not.toBe(first);
    expect(second.getAttribute('width')).toBe('560');
    expect(byId('a').classList.contains('video-mode-none')).toBe(true);
    expect(byId('a').classList.contains('video-mode-fit')).toBe(false);
  });

  it('data-load="true" shows the video at once', () => {
    document.body.innerHTML = wrapper('a', YT, 'YouTube').replace('data-load="false"', 'data-load="true"');
    expect(make('a').isShowing()).toBe(true);
  });

  it('forceAutoplay adds autoplay without an overlay', () => {
    document.body.innerHTML = `<div class="video-wrapper" id="a" data-html="${YT.replace(/"/g, '&quot;')}" data-provider-name="YouTube"></div>`;
    make('a', { forceAutoplay: true });
    expect(byId('a').querySelector('iframe')!.getAttribute('src')).toContain('autoplay=1');
  });
});
