// Video block. The overlay (thumbnail and play button) in a box reserved at the video's
// ratio; the embed rides in data-html until the visitor plays. With JavaScript off, the embed
// itself shows in its place.
import { ChosenBlockType } from '../../../core/catalog/enums.ts';
import { placeholderRatio, videoRatio } from '../../../core/video/embed.ts';
import type { ImageSizes, VideoBlock } from '../model.ts';
import { escapeHtml } from '../escape.ts';
import { blockWrapper } from './block.ts';
import { renderImageTag, type ImageRenderState } from './image.ts';

export function renderVideo(block: VideoBlock, sizes: ImageSizes, state: ImageRenderState): string {
  const thumbnailSize = block.thumbnail ? sizes(block.thumbnail) : undefined;
  // A video's own size sets its box (56.3% without one); an overlay with no thumbnail
  // and no size shows the placeholder, whose ratio sets the box (65%, or 100 / the given value).
  const sized = Boolean(block.width && block.height);
  const ratio = !sized && !thumbnailSize ? placeholderRatio(block.placeholderRatio) : videoRatio(block.width, block.height);
  const thumbnail =
    block.thumbnail && thumbnailSize
      ? renderImageTag(
          {
            name: block.thumbnail,
            alt: '',
            size: thumbnailSize,
            frame: { width: 100, height: ratio },
            crop: 'cover',
            focalPoint: { x: 0.5, y: 0.5 },
            stretch: true,
            span: 'full',
          },
          state,
        )
      : `<div class="video-placeholder"></div>`;
  const size = block.width && block.height ? ` width="${block.width}" height="${block.height}"` : '';
  const wrapper =
    `<div class="video-wrapper" data-html="${escapeHtml(block.html)}" data-provider-name="${escapeHtml(block.providerName)}"` +
    ` data-load="false" data-mode="${block.mode ?? 'fit'}" data-title="${escapeHtml(block.title)}"${size} style="aspect-ratio:100/${ratio.toFixed(2)};--video-ratio:${(100 / ratio).toFixed(4)}">` +
    `<div class="video-overlay">${thumbnail}` +
    `<button type="button" class="video-play" aria-label="Play video: ${escapeHtml(block.title)}"><span class="video-play-icon" aria-hidden="true"></span></button></div>` +
    `<div class="video-player"><noscript>${block.html}</noscript></div></div>` +
    `<p class="video-title">${escapeHtml(block.title)}</p>`;
  return blockWrapper(ChosenBlockType.VIDEO, block.id, 'video-block', wrapper, { json: { title: block.title }, animation: block.animation });
}
