// The video loader, and what the gallery needs of it: pause, show the overlay, reload, and
// whether a video is showing (to suspend autoplay).
export { createVideoLoader, videoLoaderOf } from './loader.ts';
export type { VideoLoader, VideoLoaderDeps } from './loader.ts';
export { classifyEmbed, rewriteAddress, toProvider, toVideoMode, videoRatio, placeholderRatio, FALLBACK_RATIO, PLACEHOLDER_RATIO, FADE_IN_MS, BACK_TO_OVERLAY_MS } from './embed.ts';
export type { EmbedType, Provider, VideoMode } from './embed.ts';
