// Image loading: the server reserves every image's box and writes its crop as CSS. The
// first screen's images get a real src and srcset, so the LCP never waits for the script; the
// rest carry data-src for the image loader, with a <noscript> copy for visitors without script.
import { BlockType } from '../../../core/catalog/enums.ts';
import { CONTENT_MAX_WIDTH, FLUID_PAGE, PAGE_PADDING } from '../page-width.ts';
import { IMAGE_WIDTHS } from '../../../core/catalog/constants.ts';
import { alignmentPoint, cropStyle, parseAlignment, placeImage, type CropMode, type Point, type Size } from '../../../core/image-loader/maths.ts';
import type { ImageBlock, ImageSizes, Span } from '../model.ts';
import { escapeHtml } from '../escape.ts';
import { blockWrapper } from './block.ts';

export interface ImageRenderState {
  /** Images still to render with a real src (the first screen); the first of all gets high priority. */
  eager: number;
  rendered: number;
}

export interface ImageTagOptions {
  name: string;
  alt: string;
  /** The original's size. */
  size: Size;
  /** The frame's ratio, as a size. */
  frame: Size;
  crop: CropMode;
  focalPoint: Point;
  alignment?: string;
  stretch: boolean;
  span: Span;
  /** A sizes attribute of the caller's own (gallery designs), instead of the span's, given how
   * much wider than its frame the image is drawn. */
  sizes?: (factor: number) => string;
  /** Loaded only when the page asks (a gallery's slides beyond its preload window). */
  manual?: boolean;
  /** Not painted at first (a slideshow's later slides): never given a real src by the first screen. */
  offscreen?: boolean;
}

const FALLBACK_SIZE: Size = { width: 1500, height: 1000 };
export function imageUrl(name: string, width: number): string {
  return `/images/${encodeURIComponent(name)}?format=${width}w`;
}

// The demo template (styles.ts, page-width.ts): main is at most PAGE_MAX_WIDTH wide with PAGE_PADDING,
// and a row has 6 columns with 12 px gaps. A span's width is (min(100vw, PAGE_MAX_WIDTH) - PAGE_PADDING - gaps) / count.
const SPANS: Record<Span, { count: number; gaps: number }> = {
  full: { count: 1, gaps: 0 },
  half: { count: 2, gaps: 12 },
  third: { count: 3, gaps: 24 },
};

/** The sizes attribute for a span, times how much wider than its frame the image is drawn. */
export function sizesFor(span: Span, factor = 1): string {
  const { count, gaps } = SPANS[span];
  const share = Math.round((factor / count) * 10000) / 10000;
  const fixed = Math.ceil(((CONTENT_MAX_WIDTH - gaps) * factor) / count);
  const fluid = share === 1 ? `calc(100vw - ${PAGE_PADDING + gaps}px)` : `calc((100vw - ${PAGE_PADDING + gaps}px) * ${share})`;
  return `${FLUID_PAGE} ${fluid}, ${fixed}px`;
}

/** Every width step the original can fill, plus the step that holds the whole original. */
function srcset(name: string, size: Size): string {
  const steps = IMAGE_WIDTHS.filter((step) => step < size.width).map((step) => `${imageUrl(name, step)} ${step}w`);
  const whole = IMAGE_WIDTHS.find((step) => step >= size.width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return [...steps, `${imageUrl(name, whole as number)} ${Math.min(size.width, whole as number)}w`].join(', ');
}

export function renderImageTag(options: ImageTagOptions, state: ImageRenderState): string {
  const { name, alt, size, frame, crop, focalPoint, alignment, stretch, span, manual } = options;
  const at = crop === 'contain' ? alignmentPoint(parseAlignment(alignment ?? null) ?? 'center') : focalPoint;
  const style = cropStyle(crop, at, stretch);
  // A cover crop draws the image wider than its frame, a contained one maybe narrower: the sizes
  // attribute says by how much, so the browser picks what the image loader would.
  const nominal = { width: 1000, height: (1000 * frame.height) / frame.width };
  const factor = placeImage(nominal, size, crop, at).width / nominal.width;
  const sizes = options.sizes?.(factor) ?? sizesFor(span, factor);
  const shared =
    ` alt="${escapeHtml(alt)}" width="${size.width}" height="${size.height}" decoding="async"` +
    (style ? ` style="object-fit:${style.fit};object-position:${style.position}"` : '');
  const config =
    ` data-src="/images/${escapeHtml(name)}" data-image-dimensions="${size.width}x${size.height}"` +
    ` data-image-focal-point="${focalPoint.x},${focalPoint.y}"` +
    (crop === 'none' ? '' : ` data-image-crop="${crop}"`) +
    (crop === 'contain' ? ` data-image-alignment="${escapeHtml(alignment ?? 'center')}"` : '') +
    (stretch ? '' : ' data-image-stretch="false"') +
    (manual ? ' data-load="false"' : '');
  const fallback = IMAGE_WIDTHS.find((step) => step >= Math.min(size.width, 750)) ?? 750;
  const real = `src="${imageUrl(name, fallback)}" srcset="${srcset(name, size)}" sizes="${sizes}"`;
  const frameStyle = `aspect-ratio:${frame.width}/${frame.height}${!stretch && crop !== 'cover' ? `;max-width:${size.width}px` : ''}`;
  state.rendered += 1;
  let img: string;
  if (state.eager > 0 && !options.offscreen) {
    state.eager -= 1;
    img = `<img ${real}${config}${shared}${state.rendered === 1 ? ' fetchpriority="high"' : ''}>`;
  } else {
    img = `<img${config}${shared}><noscript><img ${real}${shared} loading="lazy"></noscript>`;
  }
  return `<div class="image-frame" style="${frameStyle}">${img}</div>`;
}

export function renderImage(block: ImageBlock, sizes: ImageSizes, state: ImageRenderState): string {
  const size = sizes(block.image) ?? FALLBACK_SIZE;
  const [fx, fy] = block.focalPoint ?? [0.5, 0.5];
  const [rw, rh] = block.aspectRatio ?? [size.width, size.height];
  const tag = renderImageTag(
    {
      name: block.image,
      alt: block.alt,
      size,
      frame: { width: rw, height: rh },
      crop: block.aspectRatio ? (block.crop ?? 'cover') : 'none',
      focalPoint: { x: fx, y: fy },
      alignment: block.alignment,
      stretch: block.stretch ?? true,
      span: block.span ?? 'full',
    },
    state,
  );
  const caption = block.caption ? `<figcaption class="image-caption">${escapeHtml(block.caption)}</figcaption>` : '';
  const span = block.span && block.span !== 'full' ? ` block--${block.span}` : '';
  return blockWrapper(BlockType.IMAGE, block.id, `image-block${span}`, `<figure class="image-figure">${tag}${caption}</figure>`, { animation: block.animation });
}
