// AccordionItems/{index} opens that item; accordionItemDescription opens the first; any other hash closes all.
export type HashAction = { kind: 'none' } | { kind: 'open'; index: number } | { kind: 'close-all' };

const ITEM_HASH = /^accordionItems\/(\d+)$/;

/** `hash` as location.hash gives it (with or without '#'); `count` is the number of items. */
export function accordionHashAction(hash: string, count: number): HashAction {
  let value = hash.replace(/^#/, '');
  try {
    value = decodeURIComponent(value);
  } catch {
    // A malformed escape is just another hash.
  }
  if (value === '') return { kind: 'none' };
  if (value === 'accordionItemDescription') return count > 0 ? { kind: 'open', index: 0 } : { kind: 'close-all' };
  const match = ITEM_HASH.exec(value);
  const index = match ? Number(match[1]) : -1;
  return index >= 0 && index < count ? { kind: 'open', index } : { kind: 'close-all' };
}
