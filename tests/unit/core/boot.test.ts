// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot, type BootOptions } from '../../../core/boot.ts';
import type { BlockModule, BlockRegistry } from '../../../core/block.ts';
import { DEFAULT_SITE_CONTEXT, parseSiteContext } from '../../../core/context/schema.ts';
import { STRINGS, format } from '../../../core/catalog/strings.ts';
import { immediateScheduler, noImages, noMotion, noOverlays, plainPage, setBody, startAtOnce } from '../../fixtures/dom.ts';
import { readSiteContextJson } from '../../../core/context/read.ts';

const recording = (log: string[]): BlockModule => ({
  init(element, deps) {
    log.push(`${element.id}:${JSON.stringify(deps.data)}`);
    return { destroy: () => log.push(`destroy ${element.id}`) };
  },
});

function start(registry: BlockRegistry, overrides: Partial<BootOptions> = {}) {
  return boot({
    otherKinds: async () => null,
    rawContext: readSiteContextJson(document),
    document,
    window,
    registry,
    scheduler: immediateScheduler,
    images: noImages,
    motion: noMotion,
    page: plainPage,
    overlays: noOverlays,
    galleries: new Map(),
    whenNeeded: startAtOnce,
    loadContext: async (raw) => parseSiteContext(raw),
    ...overrides,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('boot', () => {
  it('starts each block with its parsed JSON data', async () => {
    const log: string[] = [];
    setBody(`<div id="a" data-block-type="7" data-block-json='{"x":1}'></div><div id="b" data-block-type="7"></div>`);
    const runtime = start({ 7: async () => recording(log) });
    await runtime.settled();
    expect(log).toEqual(['a:{"x":1}', 'b:null']);
    expect(document.getElementById('a')?.getAttribute('data-block-state')).toBe('ready');
    runtime.destroy();
    expect(log).toContain('destroy a');
    expect(log).toContain('destroy b');
  });

  it('leaves a block with malformed JSON as the server sent it, logs it, and starts the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log: string[] = [];
    setBody(`<div id="bad" data-block-type="7" data-block-json="{oops"><p>server</p></div><div id="good" data-block-type="7"></div>`);
    const runtime = start({ 7: async () => recording(log) });
    await runtime.settled();
    expect(log).toEqual(['good:null']);
    expect(document.getElementById('bad')?.innerHTML).toBe('<p>server</p>');
    expect(error.mock.calls[0]?.[0]).toBe(format(STRINGS.runtime.blockJsonInvalid, { id: 'bad', type: '7' }));
  });

  it('guards each init: one that throws, or whose chunk fails to load, leaves the rest working', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onBlockError = vi.fn();
    const log: string[] = [];
    setBody(`<div id="throws" data-block-type="1"></div><div id="offline" data-block-type="2"></div><div id="fine" data-block-type="3"></div>`);
    const runtime = boot({
      rawContext: readSiteContextJson(document),
      document,
      window,
      scheduler: immediateScheduler,
      images: noImages,
      motion: noMotion,
      page: plainPage,
      overlays: noOverlays,
      galleries: new Map(),
      whenNeeded: startAtOnce,
      loadContext: async (raw) => parseSiteContext(raw),
      otherKinds: async () => null,
      onBlockError,
      registry: {
        1: async () => ({
          init: () => {
            throw new Error('broken block');
          },
        }),
        2: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        3: async () => recording(log),
      },
    });
    await runtime.settled();
    expect(log).toEqual(['fine:null']);
    expect(error.mock.calls.map((call) => call[0]).sort()).toEqual([
      format(STRINGS.runtime.blockInitFailed, { id: 'offline', type: '2' }),
      format(STRINGS.runtime.blockInitFailed, { id: 'throws', type: '1' }),
    ]);
    expect(onBlockError).toHaveBeenCalledTimes(2);
    expect(document.getElementById('throws')?.getAttribute('data-block-state')).toBe('failed');
  });

  it('sends a type the registry does not name to the second level, and a server-only type nowhere', async () => {
    setBody(`<div id="u1" data-block-type="999"></div><div id="u2" data-block-type="999"></div><div id="s" data-block-type="2"></div>`);
    const asked: [number, string][] = [];
    const log: string[] = [];
    const runtime = start({ 2: null }, { otherKinds: async (type, id) => (asked.push([type, id]), id === 'u2' ? recording(log) : null) });
    await runtime.settled();
    expect(asked).toEqual([
      [999, 'u1'],
      [999, 'u2'],
    ]);
    expect(log).toEqual(['u2:null']);
    // A kind with no runtime is left as the server sent it, without a state.
    expect(document.getElementById('u1')?.hasAttribute('data-block-state')).toBe(false);
    expect(document.getElementById('u2')?.getAttribute('data-block-state')).toBe('ready');
  });

  // issue 22 (5): the network gone, a block's chunk and the context's both fail to load.
  it("a context that fails after its block's chunk failed is no unhandled rejection; the block is marked failed", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const later = (error: Error) => new Promise<never>((_, reject) => setTimeout(() => reject(error), 0));
    setBody('<div id="a" data-block-type="7"></div>');
    // The chunk fails first, the context a moment later, while nothing awaits it.
    const runtime = start({ 7: () => Promise.reject(new Error('chunk')) }, { loadContext: () => later(new TypeError('Failed to fetch dynamically imported module')) });
    await runtime.settled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', onUnhandled);
    expect(unhandled).toEqual([]);
    expect(document.getElementById('a')?.getAttribute('data-block-state')).toBe('failed');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('asks for no context for a second-level kind with no runtime', async () => {
    const loadContext = vi.fn(async (raw: unknown) => parseSiteContext(raw));
    setBody('<div id="u" data-block-type="999"></div>');
    const runtime = start({}, { loadContext });
    await runtime.settled();
    expect(loadContext).not.toHaveBeenCalled();
  });

  it('hands blocks the checked context, and safe defaults when #site-context is malformed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let seen: unknown;
    document.head.innerHTML = '<script id="site-context" type="application/json">{not json</script>';
    setBody('<div id="a" data-block-type="7"></div>');
    const runtime = start({ 7: async () => ({ init: (_el, deps) => ((seen = deps.context), { destroy() {} }) }) });
    await runtime.settled();
    expect(seen).toEqual(DEFAULT_SITE_CONTEXT);
    expect(error).toHaveBeenCalledWith(STRINGS.runtime.siteContextInvalid);
    document.head.innerHTML = '';
  });

  it('reads the context once, however many blocks start', async () => {
    document.head.innerHTML = '<script id="site-context" type="application/json">{"pageType": 50}</script>';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loadContext = vi.fn(async (raw: unknown) => parseSiteContext(raw));
    setBody('<div data-block-type="7"></div><div data-block-type="7"></div>');
    const runtime = start({ 7: async () => recording([]) }, { loadContext });
    await runtime.settled();
    expect(loadContext).toHaveBeenCalledOnce();
    expect(loadContext.mock.calls[0]?.[0]).toEqual({ pageType: 50 });
    document.head.innerHTML = '';
  });
});
