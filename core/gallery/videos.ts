// media.md 4: video slides. Each has its own loader (from the video block's chunk, fetched only
// when a gallery has video slides); only the current one is active, leaving a playing one shows
// its overlay again, and autoplay waits while one shows.
import type { VideoLoader } from '../video/loader.ts';
import type { IndexState } from './index-state.ts';
import type { Slide } from './slides.ts';

export interface VideoSlides {
  /** Makes slide `index` current and plays its video (a click on a slide that is not current). */
  play(index: number): void;
  destroy(): void;
}

export interface VideoSlidesDeps {
  slides: Slide[];
  state: IndexState;
  window: Window;
  /** A video began (true) or stopped (false) showing. */
  onShowing(showing: boolean): void;
}

const NONE: VideoSlides = { play() {}, destroy() {} };

export async function followVideos({ slides, state, window: win, onShowing }: VideoSlidesDeps): Promise<VideoSlides> {
  const wrappers = slides.map((slide) => slide.element.querySelector<HTMLElement>('.video-wrapper'));
  if (!wrappers.some(Boolean)) return NONE;
  const { createVideoLoader } = await import('../blocks/video.ts');
  const videos = new Map<number, VideoLoader>();
  wrappers.forEach((wrapper, i) => wrapper && videos.set(i, createVideoLoader(wrapper, { window: win, onChange: onShowing })));
  const activate = (index: number): void => videos.forEach((video, i) => video.setActive(i === index));
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
