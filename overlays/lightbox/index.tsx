// Opens the lightbox in the overlay layer. One at a time: opening another replaces it.
import type { LightboxItem } from '../../core/overlays/lightbox-item.ts';
import type { LightboxHandle, LightboxOptions } from '../../core/overlays/port.ts';
import { itemIdsFrom, slideFor } from '../../core/gallery/history.ts';
import { mount, addStyle } from '../layer/index.ts';
import { Lightbox, type LightboxControl } from './lightbox.tsx';
import { LIGHTBOX_CSS } from './style.ts';

let open: LightboxHandle | null = null;

export interface LightboxPage {
  mobile: boolean;
  animate: boolean;
  /** What had focus when the lightbox was asked for: focus returns there when it closes. */
  trigger?: Element | null;
}

export function showLightbox(document: Document, items: LightboxItem[], index: number, options: LightboxOptions, { mobile, animate, trigger }: LightboxPage): LightboxHandle {
  addStyle(document, 'vt-lightbox-css', LIGHTBOX_CSS);
  open?.close();
  // A negative index takes the itemId from the address.
  const { location } = document;
  const found =
    index < 0
      ? slideFor(
          items.map((item) => ({ id: item.id ?? '', url: item.url ?? '' })),
          itemIdsFrom(location.pathname, location.hash, options.collectionUrl ?? ''),
        )
      : Math.floor(index) || 0;
  const start = Math.min(items.length - 1, Math.max(0, found));
  const control: LightboxControl = {};
  let done: (index: number) => void = () => {};
  const closed = new Promise<number>((resolve) => (done = resolve));
  const mounted = mount(
    document,
    <Lightbox
      items={items}
      start={start}
      options={options}
      mobile={mobile}
      animate={animate}
      trigger={trigger}
      control={control}
      onDestroyed={(last) => {
        mounted.remove();
        if (open === handle) open = null;
        done(last);
      }}
    />,
  );
  // Until the component has rendered, a move sets where it starts.
  const handle: LightboxHandle = {
    goTo: (to) => {
      if (control.goTo) control.goTo(to);
      else control.early = to;
    },
    close: () => {
      if (control.close) control.close();
      else control.closedEarly = true;
    },
    closed,
  };
  open = handle;
  return handle;
}
