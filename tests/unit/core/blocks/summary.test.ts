// @vitest-environment happy-dom
// The summary block's runtime. An events summary posts its
// widgetJSON to GetWidgetRendering; the reply's html replaces the content only when it shows something
// else, and its images go to the image loader; a failure keeps the server's content.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { init } from '../../../../core/blocks/summary.ts';
import { WIDGET_RENDERING_PATH } from '../../../../core/catalog/constants.ts';
import { format } from '../../../../core/catalog/strings.ts';
import { summaryStrings } from '../../../../core/catalog/strings/summary.ts';
import type { ImageLoader } from '../../../../core/image-loader/index.ts';
import { blockDeps } from '../../../fixtures/dom.ts';

const value = { title: 'Upcoming', design: 'list', imageAspectRatio: '3:2', pageSize: 3 };
const data = { imageAspectRatio: '3:2', value, collectionId: 'events', refresh: true };
const content = (rendering: string, text: string) =>
  `<div class="summary-content" data-rendering="${rendering}"><h2>Upcoming</h2><p>${text}</p><img data-src="/images/a.jpg"></div>`;

function setUp(reply: () => Promise<Response>, over: Partial<typeof data> = {}) {
  document.body.innerHTML = `<div class="block" id="block-cafe-events" data-block-type="55">${content('aaa', 'From the server')}</div>`;
  document.cookie = 'crumb=abcdefghijklmnopqrstuvwxyz012345';
  const fetch = vi.spyOn(window, 'fetch').mockImplementation(reply);
  const scanned: ParentNode[] = [];
  const loader = { scan: (root: ParentNode) => scanned.push(root) } as unknown as ImageLoader;
  const element = document.getElementById('block-cafe-events')!;
  const started = init(element, blockDeps({ data: { ...data, ...over }, images: async () => loader }));
  return { element, fetch, scanned, started };
}

afterEach(() => vi.restoreAllMocks());

describe('the summary block', () => {
  it('posts widgetJSON with type 55, its id, value and collectionId, with the crumb', async () => {
    const { fetch, started } = setUp(async () => new Response(JSON.stringify({ html: content('aaa', 'Same') })));
    await started.ready;
    const [url, init] = fetch.mock.calls[0]!;
    expect(new URL(String(url)).pathname).toBe(WIDGET_RENDERING_PATH);
    expect(new URL(String(url)).searchParams.get('crumb')).toBe('abcdefghijklmnopqrstuvwxyz012345');
    expect(init?.method).toBe('POST');
    const sent = new URLSearchParams(String(init?.body));
    expect(JSON.parse(sent.get('widgetJSON')!)).toEqual({ type: 55, id: 'cafe-events', value, collectionId: 'events' });
  });

  it('keeps its content when the reply shows the same', async () => {
    const { element, scanned, started } = setUp(async () => new Response(JSON.stringify({ html: content('aaa', 'Same, loaded otherwise') })));
    await started.ready;
    expect(element.textContent).toContain('From the server');
    expect(scanned).toEqual([]);
  });

  it('replaces its content with data.html when it shows something else, and hands its images to the loader', async () => {
    const { element, scanned, started } = setUp(async () => new Response(JSON.stringify({ html: content('bbb', 'Fresh') })));
    await started.ready;
    expect(element.textContent).toContain('Fresh');
    expect(element.textContent).not.toContain('From the server');
    expect(element.querySelectorAll('.summary-content')).toHaveLength(1);
    expect(scanned).toEqual([element]);
  });

  it.each([
    ['a server error', async () => new Response(JSON.stringify({ error: 'Something went wrong' }), { status: 500 })],
    ['a lost network', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a reply without html', async () => new Response(JSON.stringify({ nothing: true }))],
  ])('keeps the server content on %s, said at debug level', async (_name, reply) => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const { element, started } = setUp(reply as () => Promise<Response>);
    await started.ready;
    expect(element.textContent).toContain('From the server');
    expect(debug.mock.calls[0]?.[0]).toBe(format(summaryStrings.refreshFailed, { id: 'block-cafe-events' }));
  });

  it('asks nothing for a summary that is not of events', async () => {
    const { fetch, started } = setUp(async () => new Response('{}'), { refresh: false });
    await started.ready;
    expect(fetch).not.toHaveBeenCalled();
  });

  it('puts nothing in place after destroy', async () => {
    let answer!: (response: Response) => void;
    const { element, started } = setUp(() => new Promise((resolve) => (answer = resolve)));
    await vi.waitFor(() => expect(answer).toBeDefined());
    started.destroy();
    answer(new Response(JSON.stringify({ html: content('ccc', 'Too late') })));
    await started.ready;
    expect(element.textContent).toContain('From the server');
  });
});
