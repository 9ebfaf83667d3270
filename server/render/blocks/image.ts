// media.md Image loading: the server reserves the box and writes a real srcset, so nothing waits for script.
import { IMAGE_WIDTHS } from '../../../core/catalog/constants.ts';
import type { ImageBlock, ImageSizes } from '../model.ts';
import { escapeHtml } from '../escape.ts';
import { blockWrapper } from './block.ts';

export interface ImageRenderState {
  /** True until the first image of the page is rendered: that one is never lazy. */
  firstImage: boolean;
}

export function imageUrl(name: string, width: number): string {
  return `/images/${encodeURIComponent(name)}?format=${width}w`;
}

export function renderImageTag(
  name: string,
  alt: string,
  sizes: ImageSizes,
  state: ImageRenderState,
  sizesAttribute = '(max-width: 960px) 100vw, 960px',
): string {
  const size = sizes(name) ?? { width: 1500, height: 1000 };
  const widths = IMAGE_WIDTHS.filter((width) => width <= size.width);
  const srcset = (widths.length > 0 ? widths : [IMAGE_WIDTHS[0]]).map((width) => `${imageUrl(name, width)} ${width}w`).join(', ');
  const priority = state.firstImage ? ' fetchpriority="high"' : ' loading="lazy"';
  state.firstImage = false;
  return (
    `<img src="${imageUrl(name, 750)}" srcset="${srcset}" sizes="${sizesAttribute}"` +
    ` data-src="/images/${escapeHtml(name)}" data-image-dimensions="${size.width}x${size.height}" data-image-focal-point="0.5,0.5"` +
    ` alt="${escapeHtml(alt)}" width="${size.width}" height="${size.height}" decoding="async"${priority}>`
  );
}

export function renderImage(block: ImageBlock, sizes: ImageSizes, state: ImageRenderState): string {
  const caption = block.caption ? `<figcaption class="image-caption">${escapeHtml(block.caption)}</figcaption>` : '';
  const figure = `<figure class="image-figure">${renderImageTag(block.image, block.alt, sizes, state)}${caption}</figure>`;
  return blockWrapper(5, block.id, 'image-block', figure);
}
