// POST /api/widget/GetWidgetRendering over HTTP, through the whole app: the form
// body's widgetJSON (type, id, value, collectionId) answered with the html that replaces the block's
// content, the same the page carries; the crumb, the body limit and a 400 that names the field.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WIDGET_RENDERING_PATH } from '../../../../core/catalog/constants.ts';
import { uploadStrings } from '../../../../core/catalog/strings/upload.ts';
import { WIDGET_BODY_LIMIT } from '../../../../server/api/widget-routes.ts';
import { EVENTS_COLLECTION_ID } from '../../../../site/collections.ts';
import { startApp, type TestApp } from '../harness.ts';

const DAY = 86_400_000;
let app: TestApp;
let crumb: string;
beforeEach(async () => {
  app = await startApp();
  crumb = await app.crumb();
});
afterEach(() => app.close());

const eventsWidget = {
  type: 55,
  id: 'cafe-events',
  value: { title: 'Upcoming at the café', design: 'list', imageAspectRatio: '3:2', pageSize: 3 },
  collectionId: EVENTS_COLLECTION_ID,
};

function call(widgetJSON: unknown, { withCrumb = true, raw }: { withCrumb?: boolean; raw?: string } = {}) {
  const body = raw ?? new URLSearchParams({ widgetJSON: typeof widgetJSON === 'string' ? widgetJSON : JSON.stringify(widgetJSON) }).toString();
  return fetch(`${app.base}${WIDGET_RENDERING_PATH}${withCrumb ? `?crumb=${crumb}` : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `crumb=${crumb}` },
    body,
  });
}
const rendering = (html: string) => /class="summary-content" data-rendering="([0-9a-f]+)"/.exec(html)?.[1];

describe('GetWidgetRendering', () => {
  it("answers the events summary's content, the same the page carries", async () => {
    const reply = await call(eventsWidget);
    expect(reply.status).toBe(200);
    const { html } = (await reply.json()) as { html: string };
    expect(html).toContain('Jazz in the café');
    expect(html).not.toContain('Autumn harvest supper');
    const page = await (await fetch(`${app.base}/blocks`)).text();
    expect(rendering(html)).toBeDefined();
    expect(rendering(page)).toBe(rendering(html));
  });

  it('draws something else once an event has passed', async () => {
    const before = ((await (await call(eventsWidget)).json()) as { html: string }).html;
    app.clock.time += 5 * DAY;
    const after = ((await (await call(eventsWidget)).json()) as { html: string }).html;
    expect(rendering(after)).not.toBe(rendering(before));
  });

  it('refuses a call without the crumb (403)', async () => {
    expect((await call(eventsWidget, { withCrumb: false })).status).toBe(403);
  });

  it.each([
    ['not JSON', '{type:55', 'widgetJSON'],
    ['another block type', { ...eventsWidget, type: 8 }, 'widgetJSON.type'],
    ['an unknown design', { ...eventsWidget, value: { ...eventsWidget.value, design: 'mosaic' } }, 'widgetJSON.value.design'],
    ['a page size of 0', { ...eventsWidget, value: { ...eventsWidget.value, pageSize: 0 } }, 'widgetJSON.value.pageSize'],
    ['no collection', { ...eventsWidget, collectionId: '' }, 'widgetJSON.collectionId'],
  ])('answers 400 naming the field for %s', async (_name, widgetJSON, field) => {
    const reply = await call(widgetJSON);
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { error: string }).error).toContain(field);
  });

  it('answers a collection it does not have with "Unable to locate content" (404)', async () => {
    const reply = await call({ ...eventsWidget, collectionId: 'nope' });
    expect(reply.status).toBe(404);
    expect(await reply.json()).toEqual({ error: uploadStrings.unableToLocateContent });
  });

  it('refuses a body over its limit (413)', async () => {
    expect((await call(null, { raw: `widgetJSON=${'x'.repeat(WIDGET_BODY_LIMIT + 1)}` })).status).toBe(413);
  });
});
