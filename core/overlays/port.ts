// Core never imports overlays/. Blocks that need an overlay receive this port
// from entries/runtime.ts; each call imports the overlays chunk on first use.
import type { DataFailure } from '../data/index.ts';
import type { FrameScheduler } from '../dom/scheduler.ts';

/** A lightbox set item: its content (an image) and meta (title, description). */
export interface LightboxItem {
  /** The image's base address; the lightbox asks for the width it draws at. */
  src: string;
  /** 'WxH' dimensions, when known: the lightbox then never asks for more than the original. */
  width?: number;
  height?: number;
  /** The size format of the address (?format=750w, or name-750w.jpg). */
  sizeFormat?: 'querystring' | 'filename';
  alt: string;
  title?: string;
  description?: string;
  /** For the itemId in the address. */
  id?: string;
  url?: string;
}

export interface LightboxOptions {
  /** LightboxTheme 'light', or otherwise dark. */
  theme?: string;
  /** The lightbox's accessible name, such as the gallery's title. */
  label?: string;
  /** The lightbox moved to `index` (index changes follow the slideshow). */
  onChange?: (index: number) => void;
  /** The collection whose address may carry an itemId. */
  collectionUrl?: string;
  /** The page's frame scheduler (the runtime's); the overlays entry alone keeps one of its own. */
  scheduler?: FrameScheduler;
  /**
   * issue 21: the first frame core drew on the tap (core/overlays/instant-frame.ts). The lightbox
   * then opens without its fade, shows `picture` where its image goes until that has loaded, keeps
   * the history entry the frame took, and calls `shown` before its first paint, when the frame goes.
   */
  firstFrame?: { picture?: string; shown(): void };
}

export interface LightboxHandle {
  /** Follows the slideshow: shows `index` without calling onChange back. */
  goTo(index: number): void;
  close(): void;
  /** Resolves with the index shown last, once the lightbox is destroyed. */
  readonly closed: Promise<number>;
}

export type ConfirmResult = 'confirm' | 'reject' | 'cancel';

/** The confirmation widget. */
export interface ConfirmOptions {
  title: string;
  message?: string;
  /** confirm-or-cancel by default. */
  style?: 'confirm-or-reject' | 'confirm-or-cancel' | 'confirm-only' | 'no-buttons';
  confirmText?: string;
  rejectText?: string;
  cancelText?: string;
  /** Escape cancels, by default. */
  escape?: boolean;
  /** A click on the overlay cancels, by default. */
  overlayCancels?: boolean;
  /** Hides by itself after this many ms, and then counts as confirmed. */
  autoHide?: number;
  /** Destroyed on hide, by default. */
  destroyOnHide?: boolean;
}

/** What blocks may ask of the overlays. It grows with the blocks that need more (the dialogs). */
export interface OverlayPort {
  /** Opens the lightbox at `index` (a negative index reads the itemId from the address). */
  openLightbox(items: LightboxItem[], index: number, options?: LightboxOptions): Promise<LightboxHandle>;
  /**
   * The overlays entry itself, on first use: what has no method here is asked through it (the data
   * layer's system error overlay, `watchUnhandled`), since each method costs the runtime entry bytes.
   */
  load(): Promise<OverlaysModule>;
}

/** What the overlays entry offers beyond the port: the dialogs, the site-wide overlays, the system error overlay. */
export interface OverlaysModule extends Omit<OverlayPort, 'load'> {
  /** Fetches the lightbox's chunk and React, on an intent to open it (issue 21). */
  prepareLightbox(): Promise<unknown>;
  confirm(options: ConfirmOptions): Promise<ConfirmResult>;
  alert(message: string): Promise<void>;
  info(title: string, message: string): Promise<void>;
  showCookieBanner(settings: Record<string, unknown>): Promise<unknown>;
  showPopupOverlay(settings: Record<string, unknown>): Promise<unknown>;
  showMobileInfoBar(settings: Record<string, unknown>): Promise<unknown>;
  /** The system error overlay; resolves when the visitor clears it. */
  showSystemError(failure: DataFailure): Promise<void>;
  /** Escape rule 5: the login dialog; resolves true when signed in (the page then reloads), false when closed. */
  showLogin(): Promise<boolean>;
  /** Escape's rules 2 to 5, for an Escape keydown no closable took (the runtime entry's one hook). */
  escape(event: KeyboardEvent): Promise<unknown>;
}
