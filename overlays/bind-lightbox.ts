// The lightbox on plain markup, as PhotoSwipe's lightbox binds it: a container's links are the items
// (the address is the image, data-width and data-height or the thumbnail's size, its alt, a
// data-caption). Read at click time, so links added later count; the chunk is fetched on the
// first intent (a pointer, a touch or focus in the container), before the click.
import { format } from '../core/catalog/strings.ts';
import { lightboxBindingStrings as t } from '../core/catalog/strings/lightbox-binding.ts';
import { positive } from '../core/image-loader/maths.ts';
import type { LightboxItem } from '../core/overlays/lightbox-item.ts';
import type { LightboxOptions } from '../core/overlays/port.ts';

/** How bindLightbox finds its items and draws the lightbox. */
export interface BindLightboxOptions extends Pick<LightboxOptions, 'theme' | 'label' | 'onChange'> {
  /**
   * A selector for the container's descendants that are the items, each with an href.
   * @defaultValue 'a[href]'
   */
  children?: string;
}

/** What bindLightbox returns. */
export interface LightboxBinding {
  /** Removes every listener it added; the links then work as plain links again. */
  destroy(): void;
}

/** What the binding asks of the overlays entry: to open the lightbox (focus returns to `trigger`), and to fetch it ahead. */
export interface LightboxOpener {
  open(items: LightboxItem[], index: number, options: LightboxOptions, trigger: Element): Promise<unknown>;
  prepare(): Promise<unknown>;
}

const INTENT = ['pointerenter', 'focusin', 'touchstart'] as const;

/** A width and height both given by `element`'s attributes, else none: one of a pair is not a size. */
const sizeOf = (element: Element | null, width: string, height: string): { width: number; height: number } | undefined => {
  const w = positive(element?.getAttribute(width), undefined);
  const h = positive(element?.getAttribute(height), undefined);
  return w && h ? { width: w, height: h } : undefined;
};

/**
 * A link as a lightbox item, or null when it has no href. The address is shown as it is, unless the
 * link names a size format (data-size-format) that the image's server understands.
 */
export function linkItem(link: Element): LightboxItem | null {
  const src = link.getAttribute('href');
  if (!src) return null;
  const image = link.querySelector('img');
  const format = link.getAttribute('data-size-format');
  const caption = link.getAttribute('data-caption');
  return {
    src,
    alt: image?.getAttribute('alt') ?? '',
    sizeFormat: format === 'querystring' || format === 'filename' ? format : 'none',
    ...(sizeOf(link, 'data-width', 'data-height') ?? sizeOf(image, 'width', 'height')),
    ...(caption ? { description: caption } : {}),
  };
}

/** A plain left click: a click with a modifier key, or another button, keeps the browser's own behaviour. */
const plainClick = (event: MouseEvent): boolean => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;

export function bindLinks(document: Document, container: Element | string, options: BindLightboxOptions, opener: LightboxOpener): LightboxBinding {
  const none: LightboxBinding = { destroy() {} };
  const { children = 'a[href]', ...lightbox } = options;
  const root = typeof container === 'string' ? document.querySelector(container) : container;
  if (!root || typeof root.querySelectorAll !== 'function') {
    console.warn(format(t.noContainer, { container: String(container) }));
    return none;
  }
  try {
    root.querySelector(children);
  } catch {
    console.warn(format(t.badChildren, { children: String(children) }));
    return none;
  }

  const onClick = (event: Event): void => {
    const link = (event.target as Element | null)?.closest?.(children);
    if (!link || !root.contains(link) || !plainClick(event as MouseEvent)) return;
    const items: LightboxItem[] = [];
    let index = -1;
    for (const each of root.querySelectorAll(children)) {
      const item = linkItem(each);
      if (!item) continue;
      if (each === link) index = items.length;
      items.push(item);
    }
    // A link with no href is no item: its click is the browser's.
    if (index < 0) return;
    event.preventDefault();
    // openLightbox has said in the console why it could not open.
    opener.open(items, index, lightbox, link).catch(() => {});
  };
  const onIntent = (): void => {
    removeIntent();
    opener.prepare().catch(() => {});
  };
  const removeIntent = (): void => {
    for (const type of INTENT) root.removeEventListener(type, onIntent);
  };
  root.addEventListener('click', onClick);
  for (const type of INTENT) root.addEventListener(type, onIntent, { passive: true });
  return {
    destroy() {
      root.removeEventListener('click', onClick);
      removeIntent();
    },
  };
}
