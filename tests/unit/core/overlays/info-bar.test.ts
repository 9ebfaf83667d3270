import { describe, expect, it } from 'vitest';
import { infoBarWanted, normalizeInfoBar, shouldShowInfoBar } from '../../../../core/overlays/info-bar.ts';

const full = { style: 'dark', phone: '+1 (212) 555-0100', email: 'hello@example.com', location: '12 Main St, Springfield', hours: 'Mon–Fri 9–5' };

describe('normalizeInfoBar: The mobile info bar style is none, light or dark.', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['none', 'none'],
    ['Light', 'none'],
    ['DARK', 'none'],
    [' dark', 'none'],
    ['blue', 'none'],
    ['', 'none'],
    [null, 'none'],
    [undefined, 'none'],
    [1, 'none'],
  ])('style %j -> %s', (style, expected) => {
    expect(normalizeInfoBar({ style }).style).toBe(expected);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty object', {}],
    ['an array', []],
    ['a string', 'dark'],
  ])('%s -> style none, no items', (_name, raw) => {
    expect(normalizeInfoBar(raw as never)).toEqual({ style: 'none', items: [] });
  });

  it('the items, in order: phone, email, location, hours', () => {
    expect(normalizeInfoBar(full).items).toEqual([
      { kind: 'phone', label: '+1 (212) 555-0100', href: 'tel:+12125550100' },
      { kind: 'email', label: 'hello@example.com', href: 'mailto:hello@example.com' },
      { kind: 'location', label: '12 Main St, Springfield', href: 'https://maps.google.com/?q=12%20Main%20St%2C%20Springfield' },
      { kind: 'hours', label: 'Mon–Fri 9–5', href: null },
    ]);
  });

  it.each([
    ['phone', '555-0100', { kind: 'phone', label: '555-0100', href: 'tel:5550100' }],
    ['phone', ' 0800 123 456 ', { kind: 'phone', label: '0800 123 456', href: 'tel:0800123456' }],
    ['phone', '1234', { kind: 'phone', label: '1234', href: 'tel:1234' }],
    ['email', ' a.b+c@mail.example.org ', { kind: 'email', label: 'a.b+c@mail.example.org', href: 'mailto:a.b+c@mail.example.org' }],
    ['location', 'Café & Bar #2', { kind: 'location', label: 'Café & Bar #2', href: 'https://maps.google.com/?q=Caf%C3%A9%20%26%20Bar%20%232' }],
    ['hours', ' Daily 10–6 ', { kind: 'hours', label: 'Daily 10–6', href: null }],
    // issue 22, found by fuzzing: the context's JSON can hold a lone surrogate, which encodeURIComponent throws on.
    ['location', 'Quai \udfff 2', { kind: 'location', label: 'Quai \udfff 2', href: 'https://maps.google.com/?q=Quai%20%EF%BF%BD%202' }],
  ])('%s %j -> %j', (kind, value, item) => {
    expect(normalizeInfoBar({ style: 'light', [kind]: value }).items).toEqual([item]);
  });

  describe('bad values are dropped', () => {
    it.each([
      ['a phone with 3 digits', 'phone', '123'],
      ['a phone with no digits', 'phone', 'call us'],
      ['a phone of spaces', 'phone', '   '],
      ['a phone as a number', 'phone', 2125550100],
      ['an email without @', 'email', 'hello.example.com'],
      ['an email with two @', 'email', 'a@b@example.com'],
      ['an email without a dotted ending', 'email', 'hello@example'],
      ['an email with a space', 'email', 'hel lo@example.com'],
      ['an empty email', 'email', ''],
      ['an empty location', 'location', '  '],
      ['a location that is not text', 'location', { lat: 1, lng: 2 }],
      ['empty hours', 'hours', ''],
      ['hours that are not text', 'hours', ['9', '5']],
    ])('%s', (_name, kind, value) => {
      expect(normalizeInfoBar({ style: 'dark', [kind]: value }).items).toEqual([]);
    });

    it('a bad item leaves the good ones', () => {
      expect(normalizeInfoBar({ ...full, phone: '12', email: 'nope' }).items.map((item) => item.kind)).toEqual(['location', 'hours']);
    });
  });

  describe('Link checks, by maximum length: tel under 50 characters ...; mailto under 1000 ...', () => {
    it('a tel link of 50 characters or more is dropped', () => {
      const phone = '1'.repeat(50);
      expect(normalizeInfoBar({ style: 'dark', phone }).items.map((item) => item.href?.length)).toEqual([]);
    });

    it('a mailto link of 1000 characters or more is dropped', () => {
      const email = `${'a'.repeat(990)}@example.com`;
      expect(normalizeInfoBar({ style: 'dark', email }).items.map((item) => item.href?.length)).toEqual([]);
    });

    it('a tel link under 50 characters is kept', () => {
      const phone = '1'.repeat(40);
      expect(normalizeInfoBar({ style: 'dark', phone }).items).toEqual([{ kind: 'phone', label: phone, href: `tel:${phone}` }]);
    });
  });
});

describe('shouldShowInfoBar: Shown at window width 1024 or less.', () => {
  const bar = normalizeInfoBar(full);

  it.each([
    [320, true],
    [432, true],
    [926, true],
    [1023, true],
    [1024, true],
    [1024.5, false],
    [1025, false],
    [1366, false],
    [1920, false],
  ])('at %d px -> %s', (width, expected) => {
    expect(shouldShowInfoBar(bar, width)).toBe(expected);
  });

  it.each([
    ['style none', { ...full, style: 'none' }],
    ['an unknown style', { ...full, style: 'grey' }],
    ['no items', { style: 'light' }],
    ['only bad items', { style: 'light', phone: '12', email: 'x' }],
  ])('%s -> hidden at any width', (_name, raw) => {
    expect(shouldShowInfoBar(normalizeInfoBar(raw), 320)).toBe(false);
  });

  it.each([['light'], ['dark']])('style %s with one item -> shown', (style) => {
    expect(shouldShowInfoBar(normalizeInfoBar({ style, hours: 'Daily' }), 800)).toBe(true);
  });
});

// The first half of the one rule: what the site overlays (core/overlays/site.ts) and the overlays
// entry (overlays/index.ts) decide before any of the bar is fetched; shouldShowInfoBar adds the items.
describe('infoBarWanted: style none, light or dark; 4 and 9, at a window width of 1024 or less', () => {
  it.each<[string, Record<string, unknown> | null | undefined, number, boolean]>([
    ['light at 1024', { style: 'light' }, 1024, true],
    ['dark at 375', { style: 'dark' }, 375, true],
    ['light at 1025', { style: 'light' }, 1025, false],
    ['dark at 1440', { style: 'dark' }, 1440, false],
    ['none at 375', { style: 'none' }, 375, false],
    ['an unknown style at 375', { style: 'grey' }, 375, false],
    ['a style in capitals at 375', { style: 'Dark' }, 375, false],
    ['no style at 375', { hours: 'Daily' }, 375, false],
    ['no settings', null, 375, false],
    ['undefined settings', undefined, 375, false],
  ])('%s -> %s', (_name, settings, width, expected) => {
    expect(infoBarWanted(settings, width)).toBe(expected);
  });

  it('shouldShowInfoBar is infoBarWanted with at least one item, at every width and style', () => {
    for (const style of ['light', 'dark', 'none', 'grey'])
      for (const width of [320, 1024, 1025])
        for (const raw of [{ style }, { style, hours: 'Daily' }]) {
          const config = normalizeInfoBar(raw);
          expect(shouldShowInfoBar(config, width)).toBe(infoBarWanted(raw, width) && config.items.length > 0);
        }
  });
});
