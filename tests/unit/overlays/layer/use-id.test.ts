// The overlays' id prefix is unique in the page: two overlays up at once never share an id (preact's
// useId repeated across the layer's keyed siblings: the login dialog was named by the logout popup's title).
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useOverlayId } from '../../../../overlays/layer/index.ts';

function Titled() {
  const id = useOverlayId();
  return createElement('h2', { id: `${id}t` }, 'Title');
}

describe('useOverlayId', () => {
  it('gives keyed siblings, and overlays drawn one after another, different prefixes', () => {
    const first = renderToStaticMarkup(
      createElement(Fragment, null, createElement(Fragment, { key: 0 }, createElement(Titled)), createElement(Fragment, { key: 1 }, createElement(Titled))),
    );
    const second = renderToStaticMarkup(createElement(Titled));
    const ids = [...`${first}${second}`.matchAll(/id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^vt[0-9a-z]+-t$/);
  });
});
