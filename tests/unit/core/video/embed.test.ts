import { describe, expect, it } from 'vitest';
import { classifyEmbed, isVimeoBasic, placeholderRatio, playerMessage, rewriteAddress, toProvider, toVideoMode, videoRatio } from '../../../../core/video/embed.ts';

describe('classifyEmbed: 5', () => {
  it.each([
    ['<iframe src="https://www.youtube.com/embed/x"></iframe>', 'iframe'],
    ['<div class="wrap"><iframe src="x"></iframe></div>', 'iframe'],
    ['  <IFRAME src=x></IFRAME>', 'iframe'],
    ['<object data="x.swf"></object>', 'object'],
    ['<object data="x.swf"><embed src="x.swf"></object>', 'object'],
    ['<div><object data="x"></object><embed src="x"></div>', 'object'],
    ['<div><object data="x"></object></div>', 'invalid'],
    ['<embed src="x.swf">', 'invalid'],
    ['<p>https://www.youtube.com/watch?v=x</p>', 'invalid'],
    ['https://vimeo.com/1', 'invalid'],
    ['', 'invalid'],
    ['<iframes>', 'invalid'],
  ])('%s -> %s', (html, type) => {
    expect(classifyEmbed(html)).toBe(type);
  });
});

describe('toVideoMode: none, fit, fill or null', () => {
  it.each([
    ['none', 'none'],
    ['fit', 'fit'],
    ['fill', 'fill'],
    ['cover', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (value, mode) => {
    expect(toVideoMode(value)).toBe(mode);
  });
});

describe('toProvider: only the four named providers', () => {
  it.each([
    ['YouTube', 'youtube'],
    ['vimeo', 'vimeo'],
    [' Wistia ', 'wistia'],
    ['ANIMOTO', 'animoto'],
    ['Dailymotion', null],
    ['constructor', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (name, provider) => {
    expect(toProvider(name)).toBe(provider);
  });
});

describe("rewriteAddress: each provider's autoplay parameter, the player API, https", () => {
  const yt = 'https://www.youtube.com/embed/abc?rel=0';
  it.each([
    ['YouTube, played from the overlay', yt, 'youtube', true, false, 'https://www.youtube.com/embed/abc?rel=0&autoplay=1&enablejsapi=1'],
    ['YouTube without autoplay still gets its API', yt, 'youtube', false, false, 'https://www.youtube.com/embed/abc?rel=0&enablejsapi=1'],
    ['Vimeo', 'https://player.vimeo.com/video/1', 'vimeo', true, false, 'https://player.vimeo.com/video/1?autoplay=1'],
    ['Wistia: autoPlay', 'https://fast.wistia.net/embed/iframe/abc', 'wistia', true, false, 'https://fast.wistia.net/embed/iframe/abc?autoPlay=true'],
    [
      'Animoto: options=autostart',
      'https://s3.amazonaws.com/embed.animoto.com/play.html?w=1',
      'animoto',
      true,
      false,
      'https://s3.amazonaws.com/embed.animoto.com/play.html?w=1&options=autostart',
    ],
    ['another provider is not rewritten', 'https://example.com/player?id=1', null, true, false, 'https://example.com/player?id=1'],
    ['a secure page forces https', 'http://player.vimeo.com/video/1', 'vimeo', false, true, 'https://player.vimeo.com/video/1'],
    ['a protocol-relative address becomes https', '//www.youtube.com/embed/abc', 'youtube', true, true, 'https://www.youtube.com/embed/abc?autoplay=1&enablejsapi=1'],
    ['https even for another provider', 'http://example.com/v', null, false, true, 'https://example.com/v'],
    ['an insecure page keeps http', 'http://example.com/v', null, false, false, 'http://example.com/v'],
    ['an address that is not a URL is left alone', 'not a url', 'youtube', true, false, 'not a url'],
  ] as const)('%s', (_name, address, provider, autoplay, secure, expected) => {
    expect(rewriteAddress(address, { provider, autoplay, secure })).toBe(expected);
  });
});

describe('playerMessage: play and pause for Vimeo; playVideo and pauseVideo for YouTube', () => {
  it.each([
    ['youtube', 'play', '{"event":"command","func":"playVideo","args":""}'],
    ['youtube', 'pause', '{"event":"command","func":"pauseVideo","args":""}'],
    ['vimeo', 'play', '{"method":"play"}'],
    ['vimeo', 'pause', '{"method":"pause"}'],
    ['wistia', 'pause', null],
    [null, 'pause', null],
  ] as const)('%s %s -> %s', (provider, command, message) => {
    expect(playerMessage(provider, command)).toBe(message);
  });
});

describe('isVimeoBasic: a Vimeo embed that is not a player', () => {
  it.each([
    ['vimeo', 'https://player.vimeo.com/video/1084537', false],
    ['vimeo', '//player.vimeo.com/video/1084537?h=abc', false],
    ['vimeo', 'https://vimeo.com/76979871', true],
    ['vimeo', '', true],
    ['youtube', 'https://vimeo.com/1', false],
  ] as const)('%s %s -> %s', (provider, address, basic) => {
    expect(isVimeoBasic(provider, address)).toBe(basic);
  });
});

describe('The box ratios', () => {
  it.each([
    [1280, 720, 56.25],
    [640, 480, 75],
    [null, null, 56.3],
    [0, 360, 56.3],
    [640, undefined, 56.3],
  ])('a %s x %s video -> %d%%', (width, height, ratio) => {
    expect(videoRatio(width, height)).toBeCloseTo(ratio, 10);
  });

  it.each([
    [undefined, 65],
    [null, 65],
    [0, 65],
    [2, 50],
    [1.6, 62.5],
  ])('placeholder for %j -> %d%%', (value, ratio) => {
    expect(placeholderRatio(value)).toBeCloseTo(ratio, 10);
  });
});
