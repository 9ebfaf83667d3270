// The lightbox. Open, then closing (the opacity fade), then destroyed; the body
// has the class lightbox-open while it is open. It follows the slideshow both ways, loops and fades
// on desktop, scrolls (and stops at the ends) on mobile, and zooms under two fingers.
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent as ReactMouseEvent } from 'react';
import type { LightboxItem } from '../../core/overlays/lightbox-item.ts';
import type { LightboxOptions } from '../../core/overlays/port.ts';
import { createFrameScheduler, type FrameScheduler } from '../../core/dom/scheduler.ts';
import { format } from '../../core/catalog/strings.ts';
import { lightboxStrings as t } from '../../core/catalog/strings/lightbox.ts';
import { useModal, transition } from '../layer/index.ts';
import { imagePlace } from '../../core/overlays/image-place.ts';
import { LIGHTBOX_HISTORY_MARK } from '../../core/overlays/lightbox-look.ts';
import { listenArrows } from '../../core/overlays/lightbox-keys.ts';
import { attachLightboxSwipe, type LightboxSwipe } from '../../core/overlays/lightbox-swipe.ts';
import { clickZone, LIGHTBOX_READY, lightboxStep, slideSource } from '../../core/overlays/lightbox-rules.ts';
import { LIGHTBOX_ICONS } from '../../core/overlays/lightbox-icons.ts';
import { imageBox, LIGHTBOX, MAX_ZOOM } from './rules.ts';
import { attachZoom, type Zoom } from './zoom.ts';

/** How the caller steers an open lightbox: filled in by the component. */
export interface LightboxControl {
  goTo?: (index: number) => void;
  close?: () => void;
  /** A move asked for before the first render (React renders after the handle is returned). */
  early?: number;
  /** A close asked for before the first render: the lightbox leaves as soon as it is drawn. */
  closedEarly?: boolean;
}

export interface LightboxProps {
  items: LightboxItem[];
  start: number;
  options: LightboxOptions;
  mobile: boolean;
  /** False under reduced motion or nomotion=true: moves happen at once. */
  animate: boolean;
  /** Where focus returns on close (useModal). */
  trigger?: Element | null;
  control: LightboxControl;
  onDestroyed: (index: number) => void;
}

// The overlays entry used alone (no runtime on the page) keeps one scheduler for its lightboxes.
let own: FrameScheduler | undefined;
const ownScheduler = (): FrameScheduler => (own ??= createFrameScheduler());

// The same icon as lightboxIcon() draws for the first frame.
const icon = (path: string) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export function Lightbox({ items, start, options, mobile, animate, trigger, control, onDestroyed }: LightboxProps) {
  const count = items.length;
  const first = control.early !== undefined && control.early >= 0 && control.early < count ? control.early : start;
  const [index, setIndex] = useState(first);
  const [closing, setClosing] = useState(false);
  const [caption, setCaption] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(new Set());
  const [box, setBox] = useState({ width: 0, height: 0, dpr: 1 });
  const root = useRef<HTMLDivElement>(null);
  const overlay = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const now = useRef({ index: first, closing: false, popped: false, width: 1 });
  const swipe = useRef<LightboxSwipe | null>(null);
  const zoom = useRef<Zoom | null>(null);

  const go = (to: number, notify: boolean): void => {
    if (to === now.current.index || to < 0 || to >= count || now.current.closing) return;
    now.current.index = to;
    zoom.current?.reset();
    setIndex(to);
    swipe.current?.follow(to);
    if (notify) options.onChange?.(to);
  };
  const step = (delta: 1 | -1): void => go(lightboxStep(now.current.index, delta, count, mobile), true);
  const close = (): void => {
    if (now.current.closing) return;
    now.current.closing = true;
    setClosing(true);
  };
  control.goTo = (to) => go(to, false);
  control.close = close;

  useModal(root, close, true, trigger);

  // issue 21: the first frame core drew goes as this lightbox is first painted, in its place.
  // A block body: `shown` may return a value (a frame already gone), which React would call as a clean-up.
  useLayoutEffect(() => {
    options.firstFrame?.shown();
  }, []);
  // Issue 22 (5): closed before React had drawn it (the visitor closed the first frame while React came).
  useLayoutEffect(() => {
    if (control.closedEarly) close();
  }, []);

  // The screen, read once before the first paint and again on resize; sizes only ever grow.
  useLayoutEffect(() => {
    const win = root.current!.ownerDocument.defaultView!;
    const measure = (): void => {
      const next = imageBox({ width: win.innerWidth, height: win.innerHeight }, mobile);
      now.current.width = win.innerWidth;
      setBox((old) => ({ width: Math.max(old.width, next.width), height: Math.max(old.height, next.height), dpr: win.devicePixelRatio || 1 }));
      if (mobile && track.current) track.current.style.transform = `translate3d(${-now.current.index * win.innerWidth}px,0,0)`;
    };
    measure();
    win.addEventListener('resize', measure);
    return () => win.removeEventListener('resize', measure);
  }, []);

  useEffect(() => {
    const element = root.current!;
    const doc = element.ownerDocument;
    const win = doc.defaultView!;
    const listening = new AbortController();
    const signal = listening.signal;
    doc.body.classList.add('lightbox-open');
    // The back button closes it: it takes an entry in the history (or the one its first frame took), and gives it back on close.
    if (!win.history.state?.[LIGHTBOX_HISTORY_MARK]) win.history.pushState({ ...(win.history.state ?? {}), [LIGHTBOX_HISTORY_MARK]: true }, '');
    win.addEventListener(
      'popstate',
      () => {
        now.current.popped = true;
        close();
      },
      { signal },
    );
    // The lightbox has the arrows while it is open; the gallery below does not see them.
    listenArrows(win, step, signal);
    // It fades in, unless its first frame is on screen already.
    if (!options.firstFrame) {
      void transition(overlay.current, { opacity: [0, LIGHTBOX.overlayOpacity] }, LIGHTBOX.overlaySpeedMs / 1000);
      void transition(stage.current, { opacity: [0, 1] }, LIGHTBOX.overlaySpeedMs / 1000);
    }

    zoom.current = mobile ? attachZoom(stage.current!, () => stage.current?.querySelector<HTMLElement>('.vt-lb-cell.active img') ?? null, setZoomed) : null;
    // The swipe: a track that scrolls on mobile; on desktop a drag only steps, and the slide fades.
    const s = attachLightboxSwipe({
      load: options.motion ?? (() => import('../../core/motion.ts')),
      stage: stage.current!,
      track: track.current,
      mobile,
      count,
      width: () => now.current.width,
      index: () => now.current.index,
      go: (to) => go(to, true),
      step,
      scheduler: options.scheduler ?? ownScheduler(),
      window: win,
      animate,
    });
    swipe.current = s;
    // Controls, keys and swipe are all there (the lightbox bench's "ready"): the swipe listens once
    // its motion chunk is in, and a swipe made before would be lost. Without the chunk, the rest is
    // as ready as it gets.
    void s.ready.then(() => element.setAttribute(LIGHTBOX_READY, ''));
    return () => {
      listening.abort();
      swipe.current?.destroy();
      zoom.current?.destroy();
      doc.body.classList.remove('lightbox-open');
    };
  }, []);

  // Closing: the class goes, the whole lightbox fades out, and then it is destroyed.
  useEffect(() => {
    if (!closing) return;
    const element = root.current!;
    const win = element.ownerDocument.defaultView!;
    element.ownerDocument.body.classList.remove('lightbox-open');
    if (!now.current.popped && win.history.state?.[LIGHTBOX_HISTORY_MARK]) win.history.back();
    void transition(element, { opacity: [1, 0] }, LIGHTBOX.overlaySpeedMs / 1000).then(() => onDestroyed(now.current.index));
  }, [closing]);

  // Clicks in the middle 96% go next on the right half and previous on the left.
  // A touch's taps belong to the zoom (a double tap) and its swipes to the swipe.
  const onStageClick = (event: ReactMouseEvent): void => {
    if ((event.nativeEvent as PointerEvent).pointerType === 'touch' || zoomed) return;
    const zone = clickZone(event.clientX, now.current.width);
    if (zone) step(zone === 'next' ? 1 : -1);
  };

  const near = (i: number): boolean => {
    const d = Math.abs(i - index);
    return d <= 1 || (!mobile && d === count - 1);
  };
  const source = (item: LightboxItem, scale: number): string => slideSource(item, { width: box.width * scale, height: box.height * scale }, box.dpr);
  const item = items[index]!;
  // Its first frame's picture, where the tapped image goes, until that has loaded (mobile: in its cell, which starts at 0).
  const picture = options.firstFrame?.picture;
  const tapped = items[first]!;
  const padding = mobile ? 0 : LIGHTBOX.padding;
  const placed =
    picture && box.width > 0
      ? imagePlace(
          tapped.width && tapped.height ? { width: tapped.width, height: tapped.height } : null,
          { width: box.width + 2 * padding, height: box.height + 2 * padding },
          mobile,
        )
      : null;
  const hasMeta = Boolean(item.title || item.description);
  const atStart = mobile && index === 0;
  const atEnd = mobile && index === count - 1;
  const theme = options.theme === 'light' ? 'light' : 'dark';

  return (
    <div
      ref={root}
      className={`vt-lightbox vt-lb-${theme} vt-lb-${mobile ? 'scroll' : 'fade'}${animate ? '' : ' vt-lb-still'}`}
      role="dialog"
      aria-modal="true"
      aria-label={options.label || t.label}
      data-state={closing ? 'closing' : 'open'}
      style={{ zIndex: LIGHTBOX.zIndex }}
    >
      <div ref={overlay} className="vt-lb-overlay" />
      <button type="button" className="vt-lb-close" aria-label={t.close} onClick={close}>
        {icon(LIGHTBOX_ICONS.close)}
      </button>
      <div ref={stage} className="vt-lb-stage" onClick={onStageClick}>
        <div ref={track} className="vt-lb-track">
          {items.map((each, i) => {
            const src = box.width > 0 && near(i) ? source(each, i === index && zoomed ? MAX_ZOOM : 1) : '';
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the items never reorder while the lightbox is open; a cell is its slide's index.
              <div key={i} className={`vt-lb-cell${i === index ? ' active' : ''}`} style={mobile ? { left: `${i * 100}%` } : undefined} aria-hidden={i !== index}>
                {src && (
                  <img
                    src={src}
                    alt={each.alt}
                    className={loaded.has(src) ? undefined : 'loading'}
                    fetchPriority={i === index ? 'high' : 'low'}
                    draggable={false}
                    onLoad={() => setLoaded((set) => new Set(set).add(src))}
                    onError={() => setLoaded((set) => new Set(set).add(src))}
                  />
                )}
                {i === first && picture && src && !loaded.has(src) && placed && (
                  <img
                    className="vt-lb-placeholder"
                    src={picture}
                    alt=""
                    aria-hidden="true"
                    draggable={false}
                    style={{ left: placed.left, top: placed.top, width: placed.width, height: placed.height }}
                  />
                )}
              </div>
            );
          })}
        </div>
      </div>
      {hasMeta && (
        <div className={`vt-lb-meta${mobile && !caption ? ' vt-lb-meta-hidden' : ''}`} id="vt-lb-meta">
          {item.title && <p className="vt-lb-title">{item.title}</p>}
          {item.description && <p className="vt-lb-description">{item.description}</p>}
        </div>
      )}
      <p className="vt-lb-count" aria-live="polite">
        {format(t.position, { index: index + 1, count })}
      </p>
      {mobile && hasMeta && (
        <button type="button" className="vt-lb-caption" aria-expanded={caption} aria-controls="vt-lb-meta" onClick={() => setCaption((shown) => !shown)}>
          {caption ? t.hideCaption : t.showCaption}
        </button>
      )}
      <button type="button" className={`vt-lb-previous${atStart ? ' disabled' : ''}`} aria-label={t.previous} aria-disabled={atStart || undefined} onClick={() => step(-1)}>
        {icon(LIGHTBOX_ICONS.previous)}
      </button>
      <button type="button" className={`vt-lb-next${atEnd ? ' disabled' : ''}`} aria-label={t.next} aria-disabled={atEnd || undefined} onClick={() => step(1)}>
        {icon(LIGHTBOX_ICONS.next)}
      </button>
    </div>
  );
}
