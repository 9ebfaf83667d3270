// The one React root of the page: mounted into <div id="vitrine-overlays"> on the
// first overlay, and kept. Each overlay is a keyed node in it; mount() adds one, remove() takes it out.
import { Fragment, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

export interface Mounted {
  remove(): void;
}

let root: Root | undefined;
let nextKey = 0;
const nodes = new Map<number, ReactNode>();

const render = (): void => root?.render([...nodes].map(([key, node]) => <Fragment key={key}>{node}</Fragment>));

export function mount(document: Document, node: ReactNode): Mounted {
  if (!root) {
    const host = document.createElement('div');
    host.id = 'vitrine-overlays';
    document.body.append(host);
    root = createRoot(host);
  }
  const key = nextKey++;
  nodes.set(key, node);
  render();
  return {
    remove() {
      if (nodes.delete(key)) render();
    },
  };
}
