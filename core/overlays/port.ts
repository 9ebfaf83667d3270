// Core never imports overlays/. Blocks that need an overlay receive this port
// from entries/runtime.ts; each call imports the overlays chunk on first use.
import type { DataFailure } from '../data/index.ts';
import type { FrameScheduler } from '../dom/scheduler.ts';
import type { createSwipe } from '../swipe/index.ts';
import type { LightboxItem as AnyLightboxItem } from './lightbox-item.ts';

/** A lightbox item as the runtime's blocks build it: its address always takes a width (the runtime preloads by it). */
export type LightboxItem = AnyLightboxItem & { sizeFormat?: 'querystring' | 'filename' };

/** How the lightbox looks and what it tells the page. */
export interface LightboxOptions {
  /**
   * 'light' for a light lightbox; anything else is dark.
   * @defaultValue dark
   */
  theme?: string;
  /**
   * The lightbox's accessible name, such as the gallery's title.
   * @defaultValue 'Image viewer'
   */
  label?: string;
  /**
   * Called when the lightbox moves to `index` (not for a move asked by goTo).
   * @defaultValue none
   */
  onChange?: (index: number) => void;
  /**
   * The collection whose address may carry an itemId, for a negative index.
   * @defaultValue ''
   */
  collectionUrl?: string;
  /**
   * The page's frame scheduler, for the Vitrine runtime; without it the lightbox keeps one of its own.
   * @defaultValue the lightbox's own
   */
  scheduler?: FrameScheduler;
  /**
   * For the Vitrine runtime (issue 21): the first frame core drew on the tap (core/overlays/instant-frame.ts).
   * The lightbox then opens without its fade, shows `picture` where its image goes until that has loaded,
   * keeps the history entry the frame took, and calls `shown` before its first paint, when the frame goes.
   * @defaultValue none
   */
  firstFrame?: { picture?: string; shown(): void };
  /**
   * For the Vitrine runtime (issue 34): the page's motion chunk (core/motion.ts), which the galleries
   * have fetched already, so the lightbox's swipe does not fetch a second copy from the overlays build.
   * @defaultValue the overlays build's own
   */
  motion?: () => Promise<{ createSwipe: typeof createSwipe }>;
}

/** An open lightbox. */
export interface LightboxHandle {
  /** Shows `index` without calling onChange back (to follow a slideshow). */
  goTo(index: number): void;
  /** Closes it, with its leave transition; focus returns to what had it when the lightbox was asked for. */
  close(): void;
  /** Resolves with the index shown last, once the lightbox is destroyed. */
  readonly closed: Promise<number>;
}

/** How a confirmation was hidden: its confirm button (or autoHide), its reject button, or a cancel (cancel button, Escape, a click outside). */
export type ConfirmResult = 'confirm' | 'reject' | 'cancel';

/** The confirmation widget. */
export interface ConfirmOptions {
  /** The heading, and the dialog's accessible name. */
  title: string;
  /**
   * The text under the heading.
   * @defaultValue none
   */
  message?: string;
  /**
   * Its buttons: reject and confirm, cancel and confirm, confirm alone, or none.
   * @defaultValue 'confirm-or-cancel'
   */
  style?: 'confirm-or-reject' | 'confirm-or-cancel' | 'confirm-only' | 'no-buttons';
  /**
   * The confirm button's text.
   * @defaultValue 'Confirm'
   */
  confirmText?: string;
  /**
   * The reject button's text.
   * @defaultValue 'Reject'
   */
  rejectText?: string;
  /**
   * The cancel button's text.
   * @defaultValue 'Cancel'
   */
  cancelText?: string;
  /**
   * Whether Escape cancels it.
   * @defaultValue true
   */
  escape?: boolean;
  /**
   * Whether a click on the overlay around it cancels it.
   * @defaultValue true
   */
  overlayCancels?: boolean;
  /**
   * Hides by itself after this many milliseconds, and then counts as confirmed.
   * @defaultValue never
   */
  autoHide?: number;
  /**
   * Whether it leaves the page when hidden; false keeps it there, hidden.
   * @defaultValue true
   */
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
