// Which slides to have loaded around the current one: 1 either side, or with a thumbnail
// strip the container width over the strip height, rounded up. Pure.
export function preloadCount(containerWidth: number, stripHeight: number | null, preload = 1): number {
  return stripHeight && stripHeight > 0 ? Math.ceil(containerWidth / stripHeight) : preload;
}

/** The slides within `around` of the current one, wrapping when the gallery loops. */
export function preloadWindow(current: number, count: number, around: number, loop: boolean): number[] {
  const indices = new Set<number>();
  for (let offset = -around; offset <= around; offset++) {
    const index = current + offset;
    if (index >= 0 && index < count) indices.add(index);
    else if (loop && count > 0) indices.add(((index % count) + count) % count);
  }
  return [...indices].sort((a, b) => a - b);
}
