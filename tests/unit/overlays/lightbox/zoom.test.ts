// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { attachZoom } from '../../../../overlays/lightbox/zoom.ts';

const frame = () => new Promise((done) => window.requestAnimationFrame(done));
const touch = (stage: HTMLElement, type: string, x = 0, y = 0) =>
  stage.dispatchEvent(new PointerEvent(type, { pointerId: 1, pointerType: 'touch', clientX: x, clientY: y, bubbles: true }));
const tap = (stage: HTMLElement) => {
  touch(stage, 'pointerdown');
  touch(stage, 'pointerup');
};

describe('attachZoom: a double tap zooms to 2x, and another one back', () => {
  it('draws the image at scale 2, then at its own size', async () => {
    document.body.innerHTML = '<div id="stage"><img id="image"></div>';
    const stage = document.getElementById('stage')!;
    const image = document.getElementById('image')!;
    const zoomed = vi.fn();
    const zoom = attachZoom(stage, () => image, zoomed);
    tap(stage);
    tap(stage);
    await frame();
    expect(image.style.transform).toMatch(/ scale\(2\)$/);
    expect(zoomed).toHaveBeenLastCalledWith(true);
    tap(stage);
    tap(stage);
    await frame();
    expect(image.style.transform).toBe('');
    expect(zoomed).toHaveBeenLastCalledWith(false);
    zoom.destroy();
  });
});
