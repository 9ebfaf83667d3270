// The summary block (55). An events summary asks the server for a
// fresh rendering once it starts (a cached page can be older than its events: it may list one that has
// passed). The reply's html replaces the block's content when it shows something else (its
// data-rendering differs), and its images go to the image loader as the server's markup does. Any
// failure keeps the content the page was sent with, said at debug level.
import type { BlockDeps, BlockInstance } from '../block.ts';
import { WIDGET_RENDERING_PATH } from '../catalog/constants.ts';
import { format } from '../catalog/strings.ts';
import { summaryStrings } from '../catalog/strings/summary.ts';

interface SummaryData {
  value?: unknown;
  collectionId?: unknown;
  refresh?: unknown;
}

const RENDERING = 'data-rendering';

export function init(element: HTMLElement, deps: BlockDeps): BlockInstance {
  const data = (deps.data ?? {}) as SummaryData;
  let destroyed = false;

  async function refresh(): Promise<void> {
    try {
      const { pageDataLayer } = await import('../data/index.ts');
      const widgetJSON = { type: 55, id: element.id.replace(/^block-/, ''), value: data.value, collectionId: data.collectionId };
      const reply = await pageDataLayer(deps.window).call<{ html?: unknown } | null>(WIDGET_RENDERING_PATH, { method: 'POST', form: { widgetJSON } });
      if (destroyed) return;
      if (typeof reply?.html !== 'string') throw new Error('No html in the reply');
      const template = element.ownerDocument.createElement('template');
      template.innerHTML = reply.html;
      const next = template.content.firstElementChild;
      if (!next || next.getAttribute(RENDERING) === element.querySelector(`[${RENDERING}]`)?.getAttribute(RENDERING)) return;
      element.replaceChildren(template.content);
      (await deps.images()).scan(element);
    } catch (error) {
      if (!destroyed) console.debug(format(summaryStrings.refreshFailed, { id: element.id }), error);
    }
  }

  return {
    destroy() {
      destroyed = true;
    },
    ready: data.refresh === true && typeof data.collectionId === 'string' ? refresh() : undefined,
  };
}
