// Video loader. A video wrapper shows its overlay until the visitor plays; only then
// is the embed inserted (lazy embed). One video shows at a time, page-wide.
import { videoStrings } from '../catalog/strings.ts';
import { BACK_TO_OVERLAY_MS, classifyEmbed, isVimeoBasic, playerMessage, rewriteAddress, toProvider, toVideoMode, type VideoMode } from './embed.ts';

// Fade in 1 s, back to the overlay 0.3 s (the CSS transitions match).

export interface VideoLoader {
  /** Shows the video, inserting the embed if needed; false when inactive or the embed is bad. */
  show(): boolean;
  /** Pauses, fades back to the overlay, and removes the embed once faded. */
  showOverlay(): void;
  pause(): void;
  /** Inserts the embed again, if it is showing. */
  reload(): void;
  isShowing(): boolean;
  /** An inactive loader ignores play (a gallery's slide that is not current). */
  setActive(active: boolean): void;
  setMode(mode: VideoMode): void;
  destroy(): void;
}

export interface VideoLoaderDeps {
  window: Window;
  /** Autoplay even without an overlay (a gallery that plays as it arrives). */
  forceAutoplay?: boolean;
  /** Told when the video starts or stops showing (a gallery suspends its autoplay). */
  onChange?: (showing: boolean) => void;
}

// Page-wide: every loader, so that showing one returns the others to their overlays.
const loaders = new Map<Element, VideoLoader>();

export function createVideoLoader(wrapper: HTMLElement, { window: win, forceAutoplay = false, onChange }: VideoLoaderDeps): VideoLoader {
  const html = wrapper.getAttribute('data-html') ?? '';
  const provider = toProvider(wrapper.getAttribute('data-provider-name'));
  const type = classifyEmbed(html);
  const overlay = wrapper.querySelector<HTMLElement>('.video-overlay');
  const doc = wrapper.ownerDocument;
  const player = wrapper.querySelector<HTMLElement>('.video-player') ?? wrapper.appendChild(doc.createElement('div'));
  player.classList.add('video-player');
  let active = true;
  let showing = false;
  let removal: ReturnType<typeof setTimeout> | undefined;

  const template = doc.createElement('template');
  template.innerHTML = html;
  const source = template.content.querySelector(type === 'iframe' ? 'iframe' : 'object');
  const address = source?.getAttribute(type === 'iframe' ? 'src' : 'data') ?? '';

  const fail = (message: string): void => {
    wrapper.classList.add('video-invalid');
    const note = doc.createElement('p');
    note.className = 'video-error';
    note.setAttribute('role', 'status');
    note.textContent = message;
    player.replaceChildren(note);
    overlay?.querySelector('.video-play')?.setAttribute('disabled', '');
  };
  const problem = type === 'invalid' || !source ? videoStrings.invalidEmbed : isVimeoBasic(provider, address) ? videoStrings.vimeoBasicUnsupported : null;
  if (problem) fail(problem);

  const setModeClass = (mode: VideoMode): void => {
    for (const name of ['none', 'fit', 'fill']) wrapper.classList.toggle(`video-mode-${name}`, mode === name);
  };
  setModeClass(toVideoMode(wrapper.getAttribute('data-mode')));

  const insert = (): void => {
    if (!source) return;
    clearTimeout(removal);
    const embed = source.cloneNode(true) as HTMLElement;
    const secure = win.location.protocol === 'https:';
    const options = { provider, autoplay: overlay !== null || forceAutoplay, secure };
    if (type === 'iframe') {
      embed.setAttribute('src', rewriteAddress(address, options));
      // `allow` includes fullscreen, so the older allowfullscreen attribute is dropped.
      embed.setAttribute('allow', 'autoplay; fullscreen; picture-in-picture; encrypted-media');
      embed.removeAttribute('allowfullscreen');
      if (!embed.getAttribute('title')) embed.setAttribute('title', wrapper.getAttribute('data-title') || 'Video');
    } else {
      embed.setAttribute('data', rewriteAddress(address, { ...options, provider: null }));
    }
    // fit and fill size the embed by CSS; none keeps the embed's own size.
    if (toVideoMode(wrapper.getAttribute('data-mode')) !== 'none') {
      embed.removeAttribute('width');
      embed.removeAttribute('height');
    }
    player.replaceChildren(embed);
  };

  const post = (command: 'play' | 'pause'): void => {
    const frame = player.querySelector('iframe');
    const message = playerMessage(provider, command);
    if (!frame?.contentWindow || !message) return;
    let origin = '*';
    try {
      origin = new URL(frame.src).origin;
    } catch {
      // Not a URL: no player to talk to.
      return;
    }
    frame.contentWindow.postMessage(message, origin);
  };

  const loader: VideoLoader = {
    show() {
      if (!active || problem) return false;
      for (const other of loaders.values()) if (other !== loader && other.isShowing()) other.showOverlay();
      if (!player.firstElementChild || !showing) insert();
      showing = true;
      wrapper.classList.add('is-showing');
      onChange?.(true);
      return true;
    },
    showOverlay() {
      if (!showing || !overlay) return;
      post('pause');
      showing = false;
      wrapper.classList.remove('is-showing');
      onChange?.(false);
      // The embed goes once the overlay has faded back in, which also stops the video.
      removal = setTimeout(() => player.replaceChildren(), BACK_TO_OVERLAY_MS);
    },
    pause: () => post('pause'),
    reload() {
      if (showing) insert();
    },
    isShowing: () => showing,
    setActive(value) {
      active = value;
    },
    setMode(mode) {
      wrapper.setAttribute('data-mode', mode ?? '');
      setModeClass(toVideoMode(mode));
      loader.reload();
    },
    destroy() {
      clearTimeout(removal);
      overlay?.removeEventListener('click', onClick);
      loaders.delete(wrapper);
    },
  };

  // A click on the overlay, or Enter or Space on the play icon (a button), plays.
  const onClick = (event: Event): void => {
    event.preventDefault();
    // Keyboard users land on the player; the page stays where the visitor left it.
    if (loader.show()) player.querySelector<HTMLElement>('iframe, object')?.focus({ preventScroll: true });
  };
  overlay?.addEventListener('click', onClick);
  loaders.set(wrapper, loader);
  // Without an overlay, or when the page asks for it, the video loads at once (data-load).
  if (!problem && (!overlay || wrapper.getAttribute('data-load') === 'true')) loader.show();
  return loader;
}
