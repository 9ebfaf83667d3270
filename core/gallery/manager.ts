// media.md 4: the page-wide gallery manager. Linked galleries (a thumbnail strip and its slideshow)
// keep their indices in sync both ways; a change is refused while a linked gallery is still moving
// toward another index. Destroying a gallery unlinks it.
export interface Linkable {
  index(): number;
  /** Where it is going, while it moves; null at rest. */
  target(): number | null;
  /** Follows a linked gallery, without echoing back. */
  follow(index: number): void;
}

const links = new Map<Linkable, Set<Linkable>>();

export function link(a: Linkable, b: Linkable): void {
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    const set = links.get(from) ?? new Set<Linkable>();
    set.add(to);
    links.set(from, set);
  }
}

/** May `gallery` move to `index` now? Not while a linked one is moving toward a different index. */
export function mayChange(gallery: Linkable, index: number): boolean {
  for (const other of links.get(gallery) ?? []) {
    const target = other.target();
    if (target !== null && target !== index) return false;
  }
  return true;
}

/** Tells every linked gallery where this one went. */
export function changed(gallery: Linkable, index: number): void {
  for (const other of links.get(gallery) ?? []) if (other.index() !== index) other.follow(index);
}

export function unlink(gallery: Linkable): void {
  for (const other of links.get(gallery) ?? []) links.get(other)?.delete(gallery);
  links.delete(gallery);
}
