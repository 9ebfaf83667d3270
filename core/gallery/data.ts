// Gallery block data, read from data-block-json (parsed by boot) or from block data
// stored on the element. The options it holds are read by read-options.ts, which has no DOM.
import { galleryStrings } from '../catalog/strings.ts';

export { readOptions, thumbnailOptions } from './read-options.ts';

/**
 * The block's data: the parsed data-block-json, else data stored on the element (`blockData`).
 * No data at all logs the spec's error and gives null: the gallery is skipped.
 */
export function blockData(element: HTMLElement, parsed: unknown): Record<string, unknown> | null {
  const stored = (element as HTMLElement & { blockData?: unknown }).blockData;
  const data = parsed ?? stored;
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) return data as Record<string, unknown>;
  console.error(galleryStrings.evaluateFailed);
  return null;
}
