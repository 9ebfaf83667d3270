// Video slides. Each has its own loader (from the video block's chunk); only the
// current one is active, leaving a playing one shows its overlay again, and autoplay waits while
// one shows. Its own chunk, fetched with the video block's beside the design, only for a gallery
// that has video slides.
import type { createVideoLoader as CreateVideoLoader, VideoLoader } from '../video/loader.ts';
import type { GalleryParts } from './parts.ts';
import { VIDEO_WRAPPER } from './slides.ts';

export interface VideoSlides {
  /** Makes slide `index` current and plays its video (a click on a slide that is not current). */
  play(index: number): void;
  destroy(): void;
}

/** `onShowing`: a video began (true) or stopped (false) showing. */
export function followVideos(parts: GalleryParts, createVideoLoader: typeof CreateVideoLoader, onShowing: (showing: boolean) => void): VideoSlides {
  const { slides, state, window: win } = parts;
  const videos = new Map<number, VideoLoader>();
  slides.forEach((slide, i) => {
    const wrapper = slide.element.querySelector<HTMLElement>(VIDEO_WRAPPER);
    if (wrapper) videos.set(i, createVideoLoader(wrapper, { window: win, onChange: onShowing }));
  });
  const activate = (index: number): void => {
    videos.forEach((video, i) => {
      video.setActive(i === index);
    });
  };
  activate(state.index());
  state.on('select', ({ index, previous }) => {
    const leaving = videos.get(previous);
    if (leaving?.isShowing()) leaving.showOverlay();
    activate(index);
  });
  return {
    play(index) {
      state.select(index, 'visitor');
      videos.get(index)?.show();
    },
    destroy() {
      for (const video of videos.values()) video.destroy();
    },
  };
}
