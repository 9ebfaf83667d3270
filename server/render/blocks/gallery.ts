// The gallery block (type 8) in each design, with every box reserved so nothing moves
// when the script starts, and each slide as the spec writes it. Slides a design does not show
// at first are loaded by the page when needed (data-load="false"), or with no script, lazily.
import { BlockType } from '../../../core/catalog/enums.ts';
import { CONTENT_MAX_WIDTH, FLUID_PAGE, PAGE_PADDING, WIDEST_PAGE } from '../page-width.ts';
import { autoplayStrings } from '../../../core/catalog/strings/autoplay.ts';
import { toDesign, type Design } from '../../../core/gallery/design-name.ts';
import { readOptions } from '../../../core/gallery/read-options.ts';
import { GALLERY, type GalleryOptions } from '../../../core/gallery/options.ts';
import { preloadWindow } from '../../../core/gallery/layout/window.ts';
import { VIDEO_RATIO } from '../../../core/gallery/video-ratio.ts';
import type { GalleryBlock, GallerySlide, ImageSizes } from '../model.ts';
import { escapeHtml } from '../escape.ts';
import { blockWrapper } from './block.ts';
import { autocolumnsCss, autorowsCss } from './gallery-css.ts';
import { frameRatio, stripShare, thumbnailTrackStyle, trackStyle } from '../../../core/gallery/layout/look.ts';
import { renderImageTag, type ImageRenderState } from './image.ts';

export interface GalleryRenderState extends ImageRenderState {
  /** Per-page CSS the gallery layouts need, written into the page's head. */
  css: string[];
}

const SLIDING: Design[] = ['stacked', 'strip', 'carousel'];
const FALLBACK = { width: 1500, height: 1000 };

/** A share of the page's content width (page-width.ts), as a sizes attribute. */
const sizes = (share: number): string => `${FLUID_PAGE} calc((100vw - ${PAGE_PADDING}px) * ${Math.round(share * 1000) / 1000}), ${Math.ceil(CONTENT_MAX_WIDTH * share)}px`;

const AUTOGRID_CELL = 250;

/**
 * The grid designs' cells as styles.ts lays them out: grid, perRow columns with the padding between;
 * autogrid, as many 250 px columns as fit (auto-fill), one on a phone. Times the cover factor.
 */
export function gridSizes(design: 'grid' | 'autogrid', options: GalleryOptions, factor = 1): string {
  const gap = options.padding;
  const cell = (n: number, fluid: boolean): string => {
    const fixed = Math.ceil(((CONTENT_MAX_WIDTH - (n - 1) * gap) / n) * factor);
    const share = Math.round((factor / n) * 10000) / 10000;
    return fluid ? `calc((100vw - ${PAGE_PADDING + (n - 1) * gap}px) * ${share})` : `${fixed}px`;
  };
  if (design === 'grid') return `${FLUID_PAGE} ${cell(options.perRow, true)}, ${cell(options.perRow, false)}`;
  const columnsAt = (content: number): number => Math.max(1, Math.floor((content + gap) / (AUTOGRID_CELL + gap)));
  const widest = columnsAt(CONTENT_MAX_WIDTH);
  const rules = [`${WIDEST_PAGE} ${cell(widest, false)}`];
  // n columns from a viewport of n cells, n-1 gaps and the page's padding.
  for (let n = widest; n >= 2; n--) rules.push(`(min-width: ${n * AUTOGRID_CELL + (n - 1) * gap + PAGE_PADDING}px) ${cell(n, true)}`);
  return [...rules, cell(1, true)].join(', ');
}

interface SlideRender {
  /** The frame's ratio (width over height), and how the image fills it. */
  ratio: number;
  crop: 'cover' | 'contain' | 'none';
  /** The image's drawn width as a share of the page's content width. */
  share: number;
  manual: boolean;
  /** A sizes attribute of the design's own (the grids), given the cover factor. */
  sizes?: (factor: number) => string;
  /** Not painted at first (a slideshow's slides after the first): it spends none of the first screen's real srcs. */
  offscreen?: boolean;
}

function slideHtml(slide: GallerySlide, i: number, count: number, look: SlideRender, imageSizes: ImageSizes, state: ImageRenderState, extra = '', withMeta = false): string {
  const size = imageSizes(slide.image) ?? FALLBACK;
  const label = `${i + 1} of ${count}${slide.alt ? `: ${slide.alt}` : ''}`;
  const frame = { width: look.ratio * 1000, height: 1000 };
  const image = renderImageTag(
    {
      name: slide.image,
      alt: slide.alt,
      size,
      frame: look.crop === 'none' ? size : frame,
      crop: look.crop,
      focalPoint: { x: 0.5, y: 0.5 },
      alignment: look.crop === 'contain' ? 'center' : undefined,
      stretch: true,
      span: 'full',
      sizes: look.sizes ?? ((factor) => sizes(look.share * factor)),
      manual: look.manual,
      offscreen: look.offscreen,
    },
    state,
  );
  const video = slide.video
    ? `<div class="video-wrapper" data-html="${escapeHtml(slide.video.html)}" data-provider-name="${escapeHtml(slide.video.providerName)}" data-load="false" data-mode="fit" data-title="${escapeHtml(slide.alt)}">` +
      `<div class="video-overlay">${image}<button type="button" class="video-play" aria-label="Play video: ${escapeHtml(slide.alt)}"><span class="video-play-icon" aria-hidden="true"></span></button></div>` +
      `<div class="video-player"></div></div>`
    : image;
  const meta =
    withMeta && slide.title
      ? `<div class="slide-meta"><p class="slide-title">${escapeHtml(slide.title)}</p>${slide.description ? `<p>${escapeHtml(slide.description)}</p>` : ''}</div>`
      : '';
  return (
    `<div class="slide${i === 0 ? ' active' : ''}${extra}" data-type="${slide.video ? 'video' : 'image'}" data-slide-id="${escapeHtml(slide.id)}" data-slide-url="${escapeHtml(slide.url)}"` +
    ` data-click-through-url="${escapeHtml(slide.clickThrough ?? '')}" role="group" aria-roledescription="slide" aria-label="${escapeHtml(label)}" tabindex="0"` +
    `${i === 0 ? ' aria-current="true"' : ''} style="--a:${Math.round(look.ratio * 10000) / 10000}">${video}${meta}</div>`
  );
}

const ratioOf = (slide: GallerySlide, imageSizes: ImageSizes): number => {
  if (slide.video && !slide.image) return VIDEO_RATIO;
  const size = imageSizes(slide.image) ?? FALLBACK;
  return size.width / size.height;
};

// The pause button keeps its place while autoplay is off (hidden, not removed), so showing it
// moves nothing; every sliding design has it, for a re-render may turn autoplay on.
const controls =
  `<div class="gallery-controls">` +
  `<button type="button" class="gallery-autoplay" aria-label="${autoplayStrings.pause}" aria-pressed="false" data-off></button>` +
  `<button type="button" class="gallery-previous" aria-label="Previous slide"><span aria-hidden="true">‹</span></button>` +
  `<button type="button" class="gallery-next" aria-label="Next slide"><span aria-hidden="true">›</span></button></div>`;

export function renderGallery(block: GalleryBlock, imageSizes: ImageSizes, state: GalleryRenderState): string {
  let options: GalleryOptions;
  let design: Design;
  try {
    design = toDesign(block.data.design);
    options = readOptions(block.data);
  } catch {
    // Bad data is the runtime's to report; the server still draws something readable.
    design = 'base';
    options = readOptions({});
  }
  const scope = `gallery-${block.id}`;
  const count = block.slides.length;
  const ratios = block.slides.map((slide) => ratioOf(slide, imageSizes));
  const sliding = SLIDING.includes(design);
  // Slides a sliding design shows first: the current one and the runtime's preload window (1 either
  // side, and the last slide only for a slideshow that loops round to it); the rest wait for the page.
  const shownFirst = new Set(preloadWindow(0, count, options.lazyLoad ? 0 : GALLERY.preload, options.loop));
  const manual = (i: number): boolean => sliding && !shownFirst.has(i);
  const ratio = (i: number): number => frameRatio(design, options, ratios[i] as number, ratios[0]);
  const trackStyleText = trackStyle(design, options, ratios[0]);
  let look: (i: number) => SlideRender;
  let slideExtra: (i: number) => string = () => '';
  let after: (i: number) => string = () => '';
  switch (design) {
    case 'stacked':
      // autoHeight: the box takes the first slide's shape, and the others fit inside it, so no
      // slide ever changes the page's height.
      look = (i) => ({ ratio: ratio(i), crop: 'contain', share: 1, manual: manual(i), offscreen: i > 0 });
      break;
    case 'strip': {
      const height = stripShare(options);
      look = (i) => ({ ratio: ratio(i), crop: 'none', share: height * (ratios[i] as number), manual: false });
      break;
    }
    case 'carousel':
      look = (i) => ({ ratio: ratio(i), crop: 'cover', share: 1 / Math.min(2, options.slidesPerRow), manual: false });
      break;
    case 'grid':
    case 'autogrid':
      look = (i) => ({ ratio: ratio(i), crop: options.autoCrop ? 'cover' : 'contain', share: 0, sizes: (factor) => gridSizes(design, options, factor), manual: false });
      break;
    case 'autorows': {
      const rows = autorowsCss(scope, ratios, options.rowHeight, options.gutter);
      state.css.push(rows.css);
      look = (i) => ({ ratio: ratio(i), crop: 'none', share: Math.min(1, ((ratios[i] as number) * options.rowHeight * 1.5) / CONTENT_MAX_WIDTH), manual: false });
      slideExtra = (i) => rows.lastRow[i]!.map((g) => ` l${g}`).join('');
      after = (i) => (rows.breaksAfter[i]!.length > 0 ? `<span class="row-break${rows.breaksAfter[i]!.map((g) => ` b${g}`).join('')}" aria-hidden="true"></span>` : '');
      break;
    }
    case 'autocolumns': {
      state.css.push(autocolumnsCss(scope, ratios, options.columnWidth, options.gutter, options.columnWidthBehavior));
      look = (i) => ({ ratio: ratio(i), crop: 'none', share: 0.5, manual: false });
      slideExtra = (i) => ` s${i}`;
      break;
    }
    case 'list':
      look = (i) => ({ ratio: ratio(i), crop: 'none', share: options.imageWidth / 100, manual: false });
      break;
    default:
      look = (i) => ({ ratio: ratio(i), crop: 'none', share: 1, manual: false });
  }
  // Titles show over the slideshow's slides, and beside or below them in the list and base designs;
  // the others lay out images alone (the title is the slide's label).
  const withMeta = design === 'stacked' || design === 'list' || design === 'base';
  const slides = block.slides.map((slide, i) => slideHtml(slide, i, count, look(i), imageSizes, state, slideExtra(i), withMeta) + after(i)).join('');
  const label = escapeHtml(block.title);
  const carousel = sliding ? ' aria-roledescription="carousel"' : '';
  const main =
    `<div class="gallery gallery-design-${design}${options.loop ? ' gallery-loop' : ''}" id="${scope}" role="region"${carousel} aria-label="${label}"` +
    `${block.collectionUrl ? ` data-collection-url="${escapeHtml(block.collectionUrl)}"` : ''} style="container-name:${scope}">` +
    `<div class="gallery-viewport"><div class="gallery-track" style="${trackStyleText}">${slides}</div></div>` +
    (sliding ? controls : '') +
    `<p class="gallery-live visually-hidden" aria-live="polite" aria-atomic="true"></p></div>`;
  // A slideshow with thumbnails: a linked strip of them, as its own gallery.
  const strip =
    design === 'stacked' && options.thumbnails
      ? `<div class="gallery gallery-design-strip gallery-thumbnails" id="${scope}-thumbnails" data-linked-to="${scope}" role="region" aria-label="${label}: thumbnails">` +
        `<div class="gallery-viewport"><div class="gallery-track" style="${thumbnailTrackStyle(options)}">` +
        block.slides
          .map((slide, i) =>
            slideHtml({ ...slide, title: undefined, video: undefined }, i, count, { ratio: ratios[i] as number, crop: 'none', share: 0.15, manual: false }, imageSizes, state),
          )
          .join('') +
        `</div></div></div>`
      : '';
  return blockWrapper(BlockType.GALLERY, block.id, 'gallery-block', main + strip, { json: block.data, animation: block.animation });
}
