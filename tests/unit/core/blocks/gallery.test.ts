// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { init } from '../../../../core/blocks/gallery.ts';
import { blockData } from '../../../../core/gallery/data.ts';
import { boot } from '../../../../core/boot.ts';
import { parseSiteContext } from '../../../../core/context/schema.ts';
import { blockDeps, immediateScheduler, noImages, noMotion, noOverlays, plainPage, setBody, startAtOnce } from '../../../fixtures/dom.ts';
import { readSiteContextJson } from '../../../../core/context/read.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const deps = (data: unknown) => blockDeps({ data });

describe("the gallery block's data: 8", () => {
  it('no data at all logs "Error evaluating gallery block data." and skips the gallery', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setBody('<div id="g" class="block" data-block-type="8"><div class="gallery"></div></div>');
    const instance = init(document.getElementById('g')!, deps(null));
    expect(error).toHaveBeenCalledWith('Error evaluating gallery block data.');
    expect(() => instance.destroy()).not.toThrow();
  });

  it('block data stored on the element is read when there is no JSON', () => {
    setBody('<div id="g"></div>');
    const element = document.getElementById('g') as HTMLElement & { blockData?: unknown };
    element.blockData = { design: 'grid' };
    expect(blockData(element, null)).toEqual({ design: 'grid' });
  });

  it('a gallery with a missing container throws', () => {
    setBody('<div id="g" class="block" data-block-type="8"></div>');
    expect(() => init(document.getElementById('g')!, deps({ design: 'grid' }))).toThrow('[Gallery] The gallery block has no .gallery container.');
  });

  it("an unknown design throws the spec's error", () => {
    setBody('<div id="g" class="block" data-block-type="8"><div class="gallery"></div></div>');
    expect(() => init(document.getElementById('g')!, deps({ design: 'mosaic' }))).toThrow('(We could not find a design by the name mosaic)');
  });

  it('data-block-json that is not JSON logs "Error decoding gallery block data." and the block stays as sent', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setBody('<div id="g" class="block" data-block-type="8" data-block-json="{design: grid"><div class="gallery"></div></div>');
    const runtime = boot({
      rawContext: readSiteContextJson(document),
      document,
      window,
      registry: { 8: async () => ({ init }) },
      scheduler: immediateScheduler,
      images: noImages,
      motion: noMotion,
      overlays: noOverlays,
      galleries: new Map(),
      page: plainPage,
      decodeErrors: { 8: 'Error decoding gallery block data.' },
      whenNeeded: startAtOnce,
      loadContext: async (raw) => parseSiteContext(raw),
      otherKinds: async () => null,
    });
    await runtime.settled();
    expect(error).toHaveBeenCalledWith('Error decoding gallery block data.', expect.any(SyntaxError));
    expect(document.getElementById('g')!.getAttribute('data-block-state')).toBe('failed');
  });
});
