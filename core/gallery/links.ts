// Linked galleries (a thumbnail strip and its slideshow) keep their indices in sync
// both ways; a change is refused while a linked gallery still moves toward another index. The
// registry is page-wide and handed in through the block's dependencies (BlockDeps.galleries).
export interface Linkable {
  index(): number;
  /** Where it is going, while it moves; null at rest. */
  target(): number | null;
  /** Follows a linked gallery, without echoing back. */
  follow(index: number): void;
}

/** The galleries started on the page, by their .gallery element. */
export type GalleryRegistry = Map<Element, Linkable>;

export interface Links {
  /** May this gallery move to `index` now? Not while a linked one moves toward another index. */
  mayChange(index: number): boolean;
  /** Tells every linked gallery where this one went. */
  changed(index: number): void;
  /** Leaves the registry. */
  destroy(): void;
}

/** Linked: one names the other in data-linked-to. */
const linked = (a: Element, b: Element): boolean =>
  a !== b && ((a.id !== '' && b.getAttribute('data-linked-to') === a.id) || (b.id !== '' && a.getAttribute('data-linked-to') === b.id));

/** Joins the registry; the partners are found as needed, whichever of the two started first. */
export function joinLinks(registry: GalleryRegistry, root: Element, self: Linkable): Links {
  registry.set(root, self);
  const partners = (): Linkable[] => [...registry].filter(([element]) => linked(root, element)).map(([, gallery]) => gallery);
  return {
    mayChange: (index) => partners().every((other) => other.target() === null || other.target() === index),
    changed(index) {
      for (const other of partners()) if (other.index() !== index) other.follow(index);
    },
    destroy() {
      if (registry.get(root) === self) registry.delete(root);
    },
  };
}
