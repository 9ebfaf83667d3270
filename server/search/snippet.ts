// A result's snippet as HTML: FTS5's snippet() wraps each hit in two control characters that no
// indexed text holds (documents are cleaned of them); everything else is escaped, then each hit is a <mark>.
import { escapeHtml } from '../render/escape.ts';

export const HIT_START = '\u0002';
export const HIT_END = '\u0003';

const MARKERS = /[\u0002\u0003]/g;

/** Text for the index: without the hit markers, so that only snippet() can write them. */
export const withoutMarkers = (text: string): string => text.replace(MARKERS, '');

export function snippetHtml(raw: string): string {
  return escapeHtml(raw).replaceAll(HIT_START, '<mark>').replaceAll(HIT_END, '</mark>');
}
