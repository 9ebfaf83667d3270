// issue 2: read the context once, find [data-block-type] blocks, start each when needed, inside its own guard.
import type { BlockDeps, BlockInstance, BlockModule, BlockRegistry } from './block.ts';
import type { SiteContext } from './context/schema.ts';
import type { FrameScheduler } from './dom/scheduler.ts';
import type { WhenNeeded } from './dom/when-needed.ts';
import type { ImageLoader } from './image-loader/index.ts';
import { runtimeStrings, format } from './catalog/strings.ts';

export interface BootOptions {
  document: Document;
  window: Window;
  registry: BlockRegistry;
  scheduler: FrameScheduler;
  whenNeeded: WhenNeeded;
  /** The page-wide image loader, imported on first use. */
  images: () => Promise<ImageLoader>;
  /** The motion chunk, imported on first use. */
  motion: BlockDeps['motion'];
  page: BlockDeps['page'];
  overlays: BlockDeps['overlays'];
  galleries: BlockDeps['galleries'];
  /** The raw #site-context JSON, read once by the caller (core/context/read.ts). */
  rawContext: unknown;
  /** Per block type, the message for data-block-json that is not JSON (the gallery has its own). */
  decodeErrors?: Readonly<Record<number, string>>;
  /** Checks the raw context; loaded lazily so that the schema stays out of the first bytes. */
  loadContext: (raw: unknown) => Promise<SiteContext>;
  /** Called with every block failure, for error reporting. */
  onBlockError?: (error: unknown, element: HTMLElement) => void;
  /**
   * The registry's second level (core/blocks/kinds.ts): the module for a type the registry does not
   * name, or null for a kind with no runtime (or none known; the second level says so, naming the
   * block by `id`, the element's, maybe empty).
   */
  otherKinds: (type: number, id: string) => Promise<BlockModule | null>;
}

export interface Runtime {
  /** Resolves when the blocks started so far have settled (tests use it). */
  settled(): Promise<void>;
  destroy(): void;
}

const BLOCK_SELECTOR = '[data-block-type]';

export function boot(options: BootOptions): Runtime {
  const { document, registry, whenNeeded, onBlockError } = options;
  const raw = options.rawContext;
  const instances = new Set<BlockInstance>();
  const starts: Promise<void>[] = [];
  let context: Promise<SiteContext> | undefined;
  let destroyed = false;

  const fail = (message: string, element: HTMLElement, error?: unknown): void => {
    element.setAttribute('data-block-state', 'failed');
    if (error === undefined) console.error(message);
    else console.error(message, error);
    onBlockError?.(error ?? new Error(message), element);
  };

  /**
   * The checked context, asked for once. Asked for beside a block's chunk, it may fail while no block
   * awaits it (that chunk failed first): it is marked handled here, each block that awaits it reports
   * its own failure, and a failed one is asked for again by the next block (the network may be back).
   */
  const checkedContext = (): Promise<SiteContext> => {
    // Only the promise asked for here can fail here: none newer exists until it is let go.
    // biome-ignore lint/suspicious/noAssignInExpressions: the runtime entry sits bytes under its 3 KB budget; this form minifies shortest.
    if (!context) (context = options.loadContext(raw)).catch(() => (context = undefined));
    return context;
  };

  const start = async (element: HTMLElement, type: number, load: () => Promise<BlockModule | null>, own: boolean): Promise<void> => {
    const names = { id: element.id || '(no id)', type: String(type) };
    let data: unknown = null;
    const json = element.getAttribute('data-block-json');
    if (json !== null && json.trim() !== '') {
      try {
        data = JSON.parse(json);
      } catch (error) {
        fail(options.decodeErrors?.[type] ?? format(runtimeStrings.blockJsonInvalid, names), element, error);
        return;
      }
    }
    try {
      // A kind of the registry asks for the context beside its chunk; one of the second level once it
      // has a module (a kind with no runtime needs none).
      if (own) checkedContext();
      const module = await load();
      if (!module) return;
      const siteContext = await checkedContext();
      if (destroyed) return;
      const deps: BlockDeps = {
        data,
        context: siteContext,
        scheduler: options.scheduler,
        window: options.window,
        images: options.images,
        motion: options.motion,
        page: options.page,
        overlays: options.overlays,
        galleries: options.galleries,
      };
      const instance = module.init(element, deps);
      instances.add(instance);
      await instance.ready;
      element.setAttribute('data-block-state', 'ready');
    } catch (error) {
      fail(format(runtimeStrings.blockInitFailed, names), element, error);
    }
  };

  for (const element of document.querySelectorAll<HTMLElement>(BLOCK_SELECTOR)) {
    const type = Number(element.getAttribute('data-block-type'));
    const own = Object.hasOwn(registry, type);
    const load = own ? registry[type] : () => options.otherKinds(type, element.id);
    if (!load) continue;
    whenNeeded.watch(element, () => {
      starts.push(start(element, type, load, own));
    });
  }

  return {
    async settled() {
      let count = -1;
      while (count !== starts.length) {
        count = starts.length;
        await Promise.all(starts);
      }
    },
    destroy() {
      destroyed = true;
      whenNeeded.destroy();
      for (const instance of instances) {
        try {
          instance.destroy();
        } catch (error) {
          console.error(error);
        }
      }
      instances.clear();
    },
  };
}
