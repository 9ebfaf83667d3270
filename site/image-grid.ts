// /bench/images: 200 photographs in rows of mixed spans, crops and focal points. The pattern
// repeats every 9 images: one full, two halves, then two rows of thirds.
import { PageType } from '../core/catalog/enums.ts';
import type { Block, ImageBlock, Page } from './model.ts';
import { photoName } from './images.ts';

type Cell = Pick<ImageBlock, 'span' | 'aspectRatio' | 'crop'>;

const PATTERN: Cell[] = [
  { span: 'full' },
  { span: 'half', aspectRatio: [1, 1], crop: 'cover' },
  { span: 'half', aspectRatio: [4, 3], crop: 'contain' },
  { span: 'third', aspectRatio: [3, 4], crop: 'cover' },
  { span: 'third' },
  { span: 'third', aspectRatio: [16, 9], crop: 'cover' },
  { span: 'third', aspectRatio: [1, 1], crop: 'cover' },
  { span: 'third', aspectRatio: [1, 1], crop: 'contain' },
  { span: 'third' },
];
const FOCAL_POINTS: [number, number][] = [
  [0.5, 0.5],
  [0.2, 0.3],
  [0.8, 0.7],
  [0.3, 0.8],
  [0.7, 0.2],
];
const ALIGNMENTS = ['center', 'top', 'bottom-left', 'right'];

export function imageGridBlocks(count = 200): Block[] {
  return Array.from({ length: count }, (_, i): Block => {
    const cell = PATTERN[i % PATTERN.length] as Cell;
    return {
      kind: 'image',
      id: `photo-${i + 1}`,
      image: photoName(i + 1),
      alt: `Photo ${i + 1}`,
      ...cell,
      focalPoint: FOCAL_POINTS[i % FOCAL_POINTS.length],
      ...(cell.crop === 'contain' ? { alignment: ALIGNMENTS[i % ALIGNMENTS.length] } : {}),
    };
  });
}

export const imageGridPage: Page = {
  path: '/bench/images',
  pageType: PageType.PAGE,
  id: '64a1f0c2e4b0a1b2c3d4e5f7',
  title: 'Two hundred photographs',
  description: 'A test page of 200 images of mixed sizes, crops and focal points.',
  layout: 'tight',
  // On a phone (412 x 915), the title and the first nine images fill the first screen.
  firstScreenImages: 9,
  blocks: [{ kind: 'text', id: 'intro', html: '<h1>Two hundred photographs</h1><p>Mixed sizes, crops and focal points, for the image bench.</p>' }, ...imageGridBlocks()],
};
