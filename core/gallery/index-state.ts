// Gallery index: pure arithmetic on slide positions, and the index state its followers watch.

/** Negative indices wrap from the end; an index at or past the count wraps by modulo. */
export function normalizeIndex(index: number, count: number): number {
  if (!(count > 0) || !Number.isFinite(index)) return 0;
  const i = Math.trunc(index) % count;
  return i < 0 ? i + count : i;
}

export interface Step {
  index: number;
  /** The step asked to go past the last or first slide, without loop. */
  reached: 'end' | 'beginning' | null;
}

/** Next (+1) or previous (-1): loops with loop on; otherwise stays at the end and says so. */
export function stepIndex(current: number, delta: 1 | -1, count: number, loop: boolean): Step {
  const from = normalizeIndex(current, count);
  const to = from + delta;
  if (loop || (to >= 0 && to < count)) return { index: normalizeIndex(to, count), reached: null };
  return { index: from, reached: to < 0 ? 'beginning' : 'end' };
}

/** Without loop, the previous control is disabled on the first slide and next on the last. */
export function endsDisabled(index: number, count: number, loop: boolean): { previous: boolean; next: boolean } {
  return { previous: !loop && index <= 0, next: !loop && index >= count - 1 };
}

/** Who moved the gallery: each follower decides for itself what a source asks of it. */
export type Source = 'visitor' | 'autoplay' | 'link' | 'lightbox';

export interface SelectEvent {
  index: number;
  previous: number;
  source: Source;
}

/** A follower of the index; `on` returns its remover. */
export type Follower = (event: SelectEvent) => void;

export interface IndexState {
  readonly count: number;
  index(): number;
  /** Where the gallery is going, while a move shows; null at rest. */
  target(): number | null;
  /** Moves to `index` and fires `select`; false when it is already there or `allow` refuses. */
  select(index: number, source: Source): boolean;
  /** The move to `index` has been shown: the gallery is at rest unless it has moved on since. */
  settled(index: number): void;
  on(type: 'select', follower: Follower): () => void;
  destroy(): void;
}

export interface IndexStateOptions {
  count: number;
  start: number;
  /** A linked gallery still moving elsewhere refuses the change. */
  allow?: (index: number) => boolean;
}

/** The gallery's index, the one thing its followers watch. */
export function createIndexState({ count, start, allow = () => true }: IndexStateOptions): IndexState {
  // The one event a gallery has, kept in the gallery's own chunk (no shared emitter chunk to wait for).
  const followers = new Set<Follower>();
  let current = normalizeIndex(start, count);
  let target: number | null = null;
  return {
    count,
    index: () => current,
    target: () => target,
    select(requested, source) {
      const index = normalizeIndex(requested, count);
      if (index === current || !allow(index)) return false;
      const previous = current;
      current = index;
      target = index;
      for (const follower of [...followers]) follower({ index, previous, source });
      return true;
    },
    settled(index) {
      if (target === index) target = null;
    },
    on: (_type, follower) => {
      followers.add(follower);
      return () => followers.delete(follower);
    },
    destroy: () => followers.clear(),
  };
}
