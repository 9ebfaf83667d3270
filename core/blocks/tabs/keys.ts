// The menu block's tabs, in the WAI-ARIA tabs pattern: the arrow keys move to
// the next or the previous tab (round), Home to the first, End to the last. Pure.

/** The tab a key moves to from `index` among `count`, or null for a key the tabs do not take. */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
