// Video embeds. Which kind an embed is, each provider's address rules, and the
// messages that control its player. Pure: strings in, strings out.
export type EmbedType = 'iframe' | 'object' | 'invalid';
export type VideoMode = 'none' | 'fit' | 'fill' | null;

/** The root element's tag and whether the embed contains a tag, from the HTML text. */
const rootTag = (html: string): string => /^\s*<([a-z][a-z0-9-]*)/i.exec(html)?.[1]?.toLowerCase() ?? '';
const has = (html: string, tag: string): boolean => new RegExp(`<${tag}[\\s>/]`, 'i').test(html);

/** iframe if it is or contains an iframe; object if it is an object or has an object plus embed. */
export function classifyEmbed(html: string): EmbedType {
  if (has(html, 'iframe')) return 'iframe';
  if (rootTag(html) === 'object' || (has(html, 'object') && has(html, 'embed'))) return 'object';
  return 'invalid';
}

/** The modes the spec allows; anything else is no mode (null). */
export const toVideoMode = (value: unknown): VideoMode => (value === 'none' || value === 'fit' || value === 'fill' ? value : null);

// The four providers whose addresses are rewritten (docs/video-providers.md, from each
// provider's own embed documentation): the autoplay parameter, and how the player is driven.
export const PROVIDERS = {
  youtube: {
    autoplay: ['autoplay', '1'],
    api: ['enablejsapi', '1'],
    play: { event: 'command', func: 'playVideo', args: '' },
    pause: { event: 'command', func: 'pauseVideo', args: '' },
  },
  vimeo: { autoplay: ['autoplay', '1'], api: null, play: { method: 'play' }, pause: { method: 'pause' } },
  wistia: { autoplay: ['autoPlay', 'true'], api: null, play: null, pause: null },
  animoto: { autoplay: ['options', 'autostart'], api: null, play: null, pause: null },
} as const;
export type Provider = keyof typeof PROVIDERS;

/** The provider by its data-provider-name (any case), or null for one that is not rewritten. */
export function toProvider(name: string | null | undefined): Provider | null {
  const key = (name ?? '').trim().toLowerCase();
  return Object.hasOwn(PROVIDERS, key) ? (key as Provider) : null;
}

export interface AddressOptions {
  provider: Provider | null;
  /** An overlay exists (the visitor pressed play), or autoplay is forced. */
  autoplay: boolean;
  /** The page is https: the embed must be too. */
  secure: boolean;
}

/** The embed's address as the player should load it; an address that is not a URL is returned as it is. */
export function rewriteAddress(address: string, { provider, autoplay, secure }: AddressOptions): string {
  let value = address.trim();
  if (secure) value = value.replace(/^(?:http:)?\/\//i, 'https://');
  if (!provider) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value;
  }
  const rules = PROVIDERS[provider];
  if (autoplay) url.searchParams.set(rules.autoplay[0], rules.autoplay[1]);
  if (rules.api) url.searchParams.set(rules.api[0], rules.api[1]);
  return url.toString();
}

/** The postMessage that plays or pauses this provider's player, or null when it has none. */
export function playerMessage(provider: Provider | null, command: 'play' | 'pause'): string | null {
  const message = provider ? PROVIDERS[provider][command] : null;
  return message ? JSON.stringify(message) : null;
}

/**
 * A Vimeo embed that is not a player (player.vimeo.com/video/…) comes from an account that
 * cannot share players: the spec's "Vimeo Basic accounts are unsupported" (docs/decisions.md).
 */
export const isVimeoBasic = (provider: Provider | null, address: string): boolean =>
  provider === 'vimeo' && !/^(?:https?:)?\/\/player\.vimeo\.com\/video\/\d+/i.test(address.trim());

// The fallback ratio with no size, and the overlay placeholder's ratio.
/** The video fades in over 1 s, and back to its overlay over 0.3 s (the site's CSS). */
export const FADE_IN_MS = 1000;
export const BACK_TO_OVERLAY_MS = 300;

export const FALLBACK_RATIO = 56.3;
export const PLACEHOLDER_RATIO = 65;

/** The box's height as a percentage of its width: from the video's size, else the fallback. */
export function videoRatio(width: number | null | undefined, height: number | null | undefined): number {
  return width && height && width > 0 && height > 0 ? (height / width) * 100 : FALLBACK_RATIO;
}

/** An overlay without a thumbnail: 65% by default, else 100 divided by the given value. */
export function placeholderRatio(value?: number | null): number {
  return value && Number.isFinite(value) && value > 0 ? 100 / value : PLACEHOLDER_RATIO;
}
