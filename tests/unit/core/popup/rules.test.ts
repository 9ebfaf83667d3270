import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizePopup, parseRecord, shouldShowPopup, type PopupRecord, type PopupSettings, type Situation } from '../../../../core/popup/rules.ts';

// A day in ms, and the record a visitor has before any (kept under 'popup-overlay' in local storage).
const DAY = 86_400_000;
const EMPTY: PopupRecord = { 'date-closed': null, version: null, submitted: false };
const T0 = Date.UTC(2026, 0, 1, 12);
const desktop: Situation = { now: T0, mobile: false, screenshot: false };
const settings = (overrides: Record<string, unknown> = {}): PopupSettings => normalizePopup({ style: 'show', version: 3, displayFrequency: 7, ...overrides });
const record = (overrides: Partial<PopupRecord> = {}): PopupRecord => ({ ...EMPTY, ...overrides });

describe('normalizePopup: Settings: style (none/show), enableMobile, version, showUntilSignup, displayFrequency (days).', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty object', {}],
    ['an array', []],
  ])('%s gives the defaults: style none', (_name, raw) => {
    const popup = normalizePopup(raw as never);
    expect(popup).toMatchObject({ style: 'none', enableMobile: false, version: 0, showUntilSignup: false, displayFrequency: 0 });
    expect(popup.title).not.toBe('');
    expect(popup.buttonText).not.toBe('');
    expect(popup.formId).not.toBe('');
  });

  it.each([
    ['show', 'show'],
    ['none', 'none'],
    ['SHOW', 'none'],
    ['', 'none'],
    [true, 'none'],
    [null, 'none'],
  ])('style %j -> %s', (style, expected) => {
    expect(normalizePopup({ style }).style).toBe(expected);
  });

  it.each([
    ['enableMobile', true, true],
    ['enableMobile', 'true', false],
    ['enableMobile', 1, false],
    ['enableMobile', undefined, false],
    ['showUntilSignup', true, true],
    ['showUntilSignup', 'yes', false],
    ['showUntilSignup', null, false],
  ])('%s %j -> %j', (field, value, expected) => {
    expect(normalizePopup({ [field]: value })[field as 'enableMobile' | 'showUntilSignup']).toBe(expected);
  });

  it.each([
    [7, 7],
    [0, 0],
    [0.5, 0.5],
    [365, 365],
    [-1, 0],
    [Number.NaN, 0],
    ['7', 0],
    [null, 0],
    [undefined, 0],
  ])('displayFrequency %j -> %j days', (displayFrequency, expected) => {
    expect(normalizePopup({ displayFrequency }).displayFrequency).toBe(expected);
  });

  it.each([
    [4, 4],
    [0, 0],
    [-2, 0],
    [Number.NaN, 0],
    ['4', 0],
    [undefined, 0],
  ])('version %j -> %j', (version, expected) => {
    expect(normalizePopup({ version }).version).toBe(expected);
  });

  it('keeps its texts and form id, and fills blank ones', () => {
    const given = normalizePopup({ title: 'Join us', body: 'News monthly.', buttonText: 'Join', formId: 'f-1' });
    expect(given).toMatchObject({ title: 'Join us', body: 'News monthly.', buttonText: 'Join', formId: 'f-1' });
    const blank = normalizePopup({ title: '  ', body: 3, buttonText: '', formId: null });
    expect(blank).toMatchObject({ title: normalizePopup(null).title, body: '', buttonText: normalizePopup(null).buttonText, formId: normalizePopup(null).formId });
  });
});

describe('parseRecord: Storage keys: date-closed, version, submitted.', () => {
  it('reads a stored record', () => {
    expect(parseRecord(JSON.stringify({ 'date-closed': T0, version: 3, submitted: true }))).toEqual({ 'date-closed': T0, version: 3, submitted: true });
    expect(parseRecord(JSON.stringify({ 'date-closed': T0, version: 0 }))).toEqual({ 'date-closed': T0, version: 0, submitted: false });
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['cut-off JSON', '{"date-closed":17'],
    ['not JSON', 'closed yesterday'],
    ['undefined as text', 'undefined'],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"x"'],
    ['true', 'true'],
    ['an array', '[1,2]'],
    ['an empty object', '{}'],
    ['fields of the wrong types', '{"date-closed":"2026-01-01","version":"3","submitted":"true"}'],
    ['other keys', '{"dateClosed":1,"ver":3,"signedUp":true}'],
  ])('%s -> the empty record', (_name, text) => {
    expect(parseRecord(text)).toEqual(EMPTY);
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const parsed = parseRecord(text);
        expect(parsed.submitted === true || parsed.submitted === false).toBe(true);
        expect(parsed['date-closed'] === null || typeof parsed['date-closed'] === 'number').toBe(true);
        expect(parsed.version === null || typeof parsed.version === 'number').toBe(true);
      }),
    );
  });
});

describe('shouldShowPopup: Popup overlay', () => {
  it('a first visit, with nothing stored, shows it', () => {
    expect(shouldShowPopup(settings(), EMPTY, desktop)).toBe(true);
  });

  it.each([
    ['style none', settings({ style: 'none' }), desktop, false],
    ['style show', settings(), desktop, true],
    ['sqsscreenshot=true', settings(), { ...desktop, screenshot: true }, false],
    ['sqsscreenshot=true, mobile on', settings({ enableMobile: true }), { now: T0, mobile: true, screenshot: true }, false],
    ['mobile, enableMobile off', settings(), { ...desktop, mobile: true }, false],
    ['mobile, enableMobile on', settings({ enableMobile: true }), { ...desktop, mobile: true }, true],
    ['desktop, enableMobile off', settings({ enableMobile: false }), desktop, true],
  ])('%s -> %s', (_name, popup, situation, expected) => {
    expect(shouldShowPopup(popup, EMPTY, situation)).toBe(expected);
  });

  describe('It reappears after close once displayFrequency days have passed.', () => {
    const closed = record({ 'date-closed': T0, version: 3 });
    it.each([
      ['just after closing', 0, false],
      ['one day later', DAY, false],
      ['6 days later', 6 * DAY, false],
      ['one ms before 7 days', 7 * DAY - 1, false],
      ['exactly 7 days later', 7 * DAY, true],
      ['one ms after 7 days', 7 * DAY + 1, true],
      ['a year later', 365 * DAY, true],
    ])('%s -> %s', (_name, elapsed, expected) => {
      expect(shouldShowPopup(settings(), closed, { ...desktop, now: T0 + elapsed })).toBe(expected);
    });

    it.each([
      [0, 0, true],
      [1, DAY - 1, false],
      [1, DAY, true],
      [0.5, DAY / 2 - 1, false],
      [0.5, DAY / 2, true],
      [30, 30 * DAY - 1, false],
      [30, 30 * DAY, true],
    ])('every %d days: %d ms after closing -> %s', (displayFrequency, elapsed, expected) => {
      expect(shouldShowPopup(settings({ displayFrequency }), closed, { ...desktop, now: T0 + elapsed })).toBe(expected);
    });

    it('for any frequency, hidden one ms before the boundary and shown at it', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 3650 }),
          fc.integer({ min: 0, max: 2_000_000_000 }).map((seconds) => seconds * 1000),
          (days, closedAt) => {
            const popup = settings({ displayFrequency: days });
            const stored = record({ 'date-closed': closedAt, version: 3 });
            expect(shouldShowPopup(popup, stored, { ...desktop, now: closedAt + days * DAY - 1 })).toBe(false);
            expect(shouldShowPopup(popup, stored, { ...desktop, now: closedAt + days * DAY })).toBe(true);
          },
        ),
      );
    });

    it('a record with the version but no close date shows it', () => {
      expect(shouldShowPopup(settings(), record({ version: 3 }), desktop)).toBe(true);
    });
  });

  describe('It never reappears if the visitor signed up and showUntilSignup is set.', () => {
    const signedUp = record({ 'date-closed': T0, version: 3, submitted: true });
    it.each([
      ['the same day', 0],
      ['after displayFrequency', 7 * DAY],
      ['ten years later', 3650 * DAY],
    ])('%s -> hidden', (_name, elapsed) => {
      expect(shouldShowPopup(settings({ showUntilSignup: true }), signedUp, { ...desktop, now: T0 + elapsed })).toBe(false);
    });

    it('not even when the settings version is newer', () => {
      expect(shouldShowPopup(settings({ showUntilSignup: true, version: 9 }), signedUp, desktop)).toBe(false);
    });

    it('not even with no close date stored', () => {
      expect(shouldShowPopup(settings({ showUntilSignup: true }), record({ submitted: true }), desktop)).toBe(false);
    });

    it('without showUntilSignup a sign-up waits displayFrequency days like a close', () => {
      expect(shouldShowPopup(settings(), signedUp, { ...desktop, now: T0 + 7 * DAY - 1 })).toBe(false);
      expect(shouldShowPopup(settings(), signedUp, { ...desktop, now: T0 + 7 * DAY })).toBe(true);
    });
  });

  describe('It reappears if the stored version is older than the settings version.', () => {
    it.each([
      ['older', 2, true],
      ['much older', 0, true],
      ['the same', 3, false],
      ['newer', 4, false],
    ])('a version %s than the settings, closed a minute ago -> %s', (_name, version, expected) => {
      const closed = record({ 'date-closed': T0 - 60_000, version });
      expect(shouldShowPopup(settings(), closed, desktop)).toBe(expected);
    });
  });
});

describe('storage simulation: a Map for local storage, a fake clock', () => {
  const storage = new Map<string, string>();
  let now = T0;
  let popup = settings({ showUntilSignup: true, displayFrequency: 7, version: 3 });

  const visit = () => shouldShowPopup(popup, parseRecord(storage.get('popup-overlay') ?? null), { now, mobile: false, screenshot: false });
  const write = (changes: Partial<PopupRecord>) => storage.set('popup-overlay', JSON.stringify({ ...parseRecord(storage.get('popup-overlay') ?? null), ...changes }));
  const close = () => write({ 'date-closed': now, version: popup.version });
  const signUp = () => write({ 'date-closed': now, version: popup.version, submitted: true });

  it('close, reload next day, reload after 7 days, version bump, sign up', () => {
    expect(visit()).toBe(true);
    close();

    now += DAY;
    expect(visit()).toBe(false);

    now = T0 + 7 * DAY - 1;
    expect(visit()).toBe(false);
    now = T0 + 7 * DAY;
    expect(visit()).toBe(true);
    close();

    now += 60_000;
    expect(visit()).toBe(false);
    popup = { ...popup, version: 4 };
    expect(visit()).toBe(true);
    close();
    expect(visit()).toBe(false);

    now += 7 * DAY;
    expect(visit()).toBe(true);
    signUp();

    for (const later of [0, DAY, 7 * DAY, 400 * DAY]) {
      now += later;
      expect(visit()).toBe(false);
    }
    popup = { ...popup, version: 5 };
    expect(visit()).toBe(false);
  });

  it('corrupt storage counts as a first visit', () => {
    storage.set('popup-overlay', '{not json');
    expect(visit()).toBe(true);
  });
});
