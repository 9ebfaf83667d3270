import { IMAGE_WIDTHS } from '../../core/catalog/constants.ts';

export const MAX_IMAGE_WIDTH = Math.max(...IMAGE_WIDTHS);

// A width between steps snaps up to the next step; the largest step caps it.
export const snapWidth = (width: number): number | null => {
  if (!Number.isFinite(width) || width <= 0) return null;
  return IMAGE_WIDTHS.find((step) => step >= width) ?? MAX_IMAGE_WIDTH;
};
