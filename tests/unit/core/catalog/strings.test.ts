import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { STRINGS, format } from '../../../../core/catalog/strings.ts';

const SPEC_DIR = new URL('../../../../../shared/spec/', import.meta.url);
const SPEC_FILES = ['tracking.md', 'forms-commerce.md', 'media.md'];
const specText = SPEC_FILES.map((name) => readFileSync(new URL(name, SPEC_DIR), 'utf8'))
  .join('\n')
  .replace(/\s+/g, ' ');

// Every catalogue entry as ['group.key', text].
const entries: [string, string][] = Object.entries(STRINGS).flatMap(([group, strings]) =>
  Object.entries(strings).map(([key, text]): [string, string] => [`${group}.${key}`, text]),
);

// Strings the spec does not word verbatim, each with the reason.
const NOT_VERBATIM: Record<string, string> = {
  'runtime.blockJsonInvalid': "not in the spec: Vitrine's own wording",
  'runtime.blockInitFailed': "not in the spec: Vitrine's own wording",
  'runtime.blockTypeUnknown': "not in the spec: Vitrine's own wording",
  'runtime.siteContextInvalid': "not in the spec: Vitrine's own wording",
  'runtime.siteContextMismatch': "not in the spec: Vitrine's own wording",
  'runtime.imageLoaderUnavailable': "not in the spec: Vitrine's own wording",
  'motion.swipeAxis': "media.md 5 gives the rule, not the words",
  'motion.swipeBoundary': "media.md 5 gives the rule, not the words",
  'motion.swipeSnap': "media.md 5 gives the rule, not the words",
  'motion.resizeAxis': "media.md 5 gives the rule, not the words",
  'motion.resizeThreshold': "media.md 5 gives the rule, not the words",
  'motion.resizeResizing': "media.md 5 gives the rule, not the words",
  'motion.resizeDebounce': "not in the spec: Vitrine's own wording",
  'motion.focusTarget': "media.md 5 gives the rule, not the words",
  'runtime.motionUnavailable': "not in the spec: Vitrine's own wording",
  'runtime.overlaysUnavailable': "not in the spec: Vitrine's own wording",
  'runtime.jsTweenUnsupported': "media.md 8 names an unsupported message without wording it",
  'systemError.networkError': 'brand "Squarespace" replaced by "Vitrine"',
  'form.errorBelow': "completed from the spec's '...scroll up to review.'",
};

// Labels for controls the spec names without wording them (media.md 2: the lightbox's controls;
// forms-commerce.md 2: the popup overlay and the mobile info bar). Plain words such as 'Close' may
// occur in the spec by chance, so these are not checked either way.
const OWN_WORDS = ['lightbox.', 'popupOverlay.', 'cookieBanner.label'];
const ownWords = (path: string): boolean => OWN_WORDS.some((prefix) => path.startsWith(prefix));

// A placeholder stands for whatever the spec writes there ({email}, N, ..., OpenTable).
function templatePattern(template: string): RegExp {
  const escaped = template
    .split(/\{\w+\}/)
    .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(escaped.join('(?:\\{\\w+\\}|\\S{1,40}?)'));
}

describe('strings.ts: every catalogue string is worded as the spec words it', () => {
  it.each(entries.filter(([path]) => !(path in NOT_VERBATIM) && !ownWords(path)))('%s: %s', (_path, text) => {
    expect(templatePattern(text).test(specText), `not found in the spec: ${text}`).toBe(true);
  });

  it.each(Object.keys(NOT_VERBATIM))('%s is really absent, so its exclusion is needed', (path) => {
    const text = entries.find(([entryPath]) => entryPath === path)?.[1];
    expect(text).toBeDefined();
    expect(templatePattern(text ?? '').test(specText), `found in the spec: ${text}`).toBe(false);
  });

  it('the brand-replaced network error is the spec text with Squarespace swapped', () => {
    const original = STRINGS.systemError.networkError.replace('Vitrine', 'Squarespace');
    expect(specText).toContain(original);
  });

  it('the completed error-below message ends with the spec fragment', () => {
    expect(specText).toContain("'...scroll up to review.'");
    expect(STRINGS.form.errorBelow.endsWith('scroll up to review.')).toBe(true);
  });

  it('the subscription phrase reads as the spec writes it', () => {
    const { renewsEvery, week, month, year } = STRINGS.product;
    expect([week, month, year].map((unit) => format(renewsEvery, { unit }))).toEqual([
      'renews every week', 'renews every month', 'renews every year',
    ]);
    expect(specText).toContain("'renews every week/month/year'");
  });

  it('keeps the spec punctuation: ellipsis character, quotes', () => {
    expect(STRINGS.form.submitting).toBe('Submitting\u2026');
    expect(STRINGS.dataLayer.unableToConnect).toBe('Unable to connect\u2026');
    expect(STRINGS.confirmation.deleteFileTitle).toBe("Delete '{filename}'?");
  });

  it('names no brand the spec asks to replace', () => {
    for (const [, text] of entries) {
      expect(text).not.toContain('Squarespace');
      expect(text).not.toContain('OpenTable');
    }
  });

  it('keys are camelCase and texts are non-empty', () => {
    for (const [path, text] of entries) {
      for (const part of path.split('.')) expect(part).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(text.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ["the system error overlay title", 'Something Went Wrong!'],
    ['the gallery decode error', 'Error decoding gallery block data.'],
    ['the unknown design error', 'These are not the gallery designs you are looking for. (We could not find a design by the name {name})'],
    ['the tween duration error', '[Tween] Duration is not a finite number'],
    ['the invalid embed message', 'Invalid video embed.'],
    ['the lightbox tier warning', 'lightboxify is not available in this tier!'],
    ['the Vimeo message', 'Vimeo Basic accounts are unsupported. Please share a video from a different account.'],
    ['the logout title', 'Logout Successful'],
    ['the alert button', 'Okay'],
  ])('holds %s', (_what, text) => {
    expect(entries.map(([, value]) => value)).toContain(text);
  });
});

describe('format', () => {
  it.each([
    ['fills one placeholder', 'about {n} seconds ago', { n: 5 }, 'about 5 seconds ago'],
    ['fills several', 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.', { fileName: 'a.png', maxSize: '20 MB' }, 'The file a.png is too large. The maximum allowed file size is 20 MB.'],
    ['fills a repeated placeholder everywhere', 'Links must be formatted as {host} or {host}', { host: 'x.com' }, 'Links must be formatted as x.com or x.com'],
    ['leaves unknown placeholders', 'Block {id} (type {type})', { id: 'b1' }, 'Block b1 (type {type})'],
    ['does not read inherited keys', '{toString}', {}, '{toString}'],
    ['keeps text without placeholders', 'Okay', { n: 1 }, 'Okay'],
    ['fills with empty text and zero', '[{a}|{b}]', { a: '', b: 0 }, '[|0]'],
    ['does not re-read filled values', '{a}{b}', { a: '{b}', b: 'x' }, '{b}x'],
  ])('%s', (_case, template, values, expected) => {
    expect(format(template, values)).toBe(expected);
  });
});
