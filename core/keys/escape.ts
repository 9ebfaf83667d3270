// The Escape key (27), rule 1: the topmost registered closable target closes
// first. One stack a page; the owner rules (log out, config, login) come with sign-in.
export interface EscapeStack {
  /** Registers a closable; the returned function removes it (call it when it closes otherwise). */
  push(close: () => void): () => void;
  size(): number;
}

const stacks = new WeakMap<Document, EscapeStack>();

export function escapeStack(document: Document): EscapeStack {
  const existing = stacks.get(document);
  if (existing) return existing;
  const closables: (() => void)[] = [];
  document.addEventListener('keydown', (event) => {
    if ((event.key !== 'Escape' && event.keyCode !== 27) || closables.length === 0) return;
    event.preventDefault();
    event.stopPropagation();
    closables.pop()?.();
  });
  const stack: EscapeStack = {
    push(close) {
      closables.push(close);
      return () => {
        const at = closables.lastIndexOf(close);
        if (at >= 0) closables.splice(at, 1);
      };
    },
    size: () => closables.length,
  };
  stacks.set(document, stack);
  return stack;
}
