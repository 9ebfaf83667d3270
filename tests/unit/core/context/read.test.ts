// @vitest-environment happy-dom
// The one reader of #site-context, for all three builds.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STRINGS } from '../../../../core/catalog/strings.ts';
import { readSiteContextJson, readSiteContextJsonQuietly } from '../../../../core/context/read.ts';

const page = (script: string | null) => {
  document.head.innerHTML = script === null ? '' : `<script id="site-context" type="application/json">${script}</script>`;
  return document;
};

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('readSiteContextJson and readSiteContextJsonQuietly: one parse, two voices', () => {
  it.each<[string, string | null, unknown, boolean]>([
    ['no #site-context', null, null, false],
    ['an empty script', '', null, false],
    ['an object', '{"pageType": 2, "collection": {"id": "c"}}', { pageType: 2, collection: { id: 'c' } }, false],
    ['a JSON null', 'null', null, false],
    ['a JSON string', '"text"', 'text', false],
    ['malformed JSON', '{"website": ', null, true],
    ['not JSON at all', '{not json', null, true],
  ])('%s -> %j (malformed: %s)', (_name, script, expected, malformed) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readSiteContextJson(page(script))).toEqual(expected);
    // The runtime says it once for the page (docs/decisions.md).
    expect(error.mock.calls).toEqual(malformed ? [[STRINGS.runtime.siteContextInvalid]] : []);
    error.mockClear();
    // The tracking and overlays builds read the same value and say nothing.
    expect(readSiteContextJsonQuietly(page(script))).toEqual(expected);
    expect(error).not.toHaveBeenCalled();
  });
});
