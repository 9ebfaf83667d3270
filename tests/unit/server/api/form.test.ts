import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../../../server/db/index.ts';
import { createFormApi, EMAIL_EXAMPLE, FORM_KEY_EXPIRED, FORM_KEY_LIFETIME_MS, parseFormField, type FormApi } from '../../../../server/api/form.ts';
import { STRINGS, format } from '../../../../core/catalog/strings.ts';
import { overlaySubmission } from '../../../fixtures/overlay-submission.ts';

const EMAIL_ERROR = format(STRINGS.form.emailNotValid, { email: EMAIL_EXAMPLE });

describe('the form field: JSON text of form-item ids to values (forms-commerce.md 3)', () => {
  it.each([
    ['text values', '{"name":"Ada","email":"ada@example.com"}', true],
    ['an empty form', '{}', true],
    ['lists (address, checkbox, phone)', '{"address":["1 Lane","","Town"],"tick":[]}', true],
    ['likert answers by question', '{"likert":{"Service":"2","Price":["1"]}}', true],
    ['not JSON', '{name: Ada}', false],
    ['a JSON list', '["Ada"]', false],
    ['a JSON string', '"Ada"', false],
    ['null', 'null', false],
    ['a number value', '{"age":42}', false],
    ['a null value', '{"name":null}', false],
    ['a list holding a number', '{"tick":["a",1]}', false],
    ['an object nested twice', '{"likert":{"q":{"a":"1"}}}', false],
  ])('%s -> accepted %s', (_name, text, ok) => {
    expect(parseFormField(text) !== null).toBe(ok);
  });

  it('is refused when it is not text at all', () => {
    expect(parseFormField({ name: 'Ada' })).toBeNull();
    expect(parseFormField(undefined)).toBeNull();
  });
});

describe('form calls (forms-commerce.md 7)', () => {
  let dir = '';
  let opened: OpenedDatabase;
  let time = 1_700_000_000_000;
  let api: FormApi;
  let keys = 0;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-form-'));
    opened = openDatabase(join(dir, 'vitrine.db'), { log: { info: () => {} } });
    time = 1_700_000_000_000;
    keys = 0;
    api = createFormApi(opened.db, { now: () => time, newKey: () => `key-${++keys}` });
  });
  afterEach(() => {
    opened.db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const newKey = (): string => (api.submissionKey().body as { key: string }).key;
  const rows = () => opened.db.prepare('SELECT * FROM form_submissions ORDER BY id').all() as Record<string, unknown>[];
  const overlay = overlaySubmission;

  it('FormSubmissionKey replies 200 with a key', () => {
    expect(api.submissionKey()).toEqual({ status: 200, body: { key: 'key-1' } });
  });

  it('real keys are random and url-safe', () => {
    const real = createFormApi(opened.db);
    const a = (real.submissionKey().body as { key: string }).key;
    const b = (real.submissionKey().body as { key: string }).key;
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(a).not.toBe(b);
  });

  it('stores an accepted submission with its fields, keeping unknown ones, and replies success', () => {
    const key = newKey();
    const reply = api.saveSubmission({ ...overlay(key, 'ada@example.com'), captchaKey: 'c1', pageId: 'p1', extra: { any: 1 } });
    expect(reply).toEqual({ status: 200, body: { success: true } });
    const [row] = rows();
    expect(row).toMatchObject({
      form_id: 'popup-overlay-promo',
      collection_id: '64a1f0c2e4b0a1b2c3d4e5f9',
      object_name: 'popup-overlay',
      is_overlay: 1,
      page_path: '/promo',
      created_at: time,
    });
    expect(JSON.parse(String(row!.payload))).toEqual({
      formId: 'popup-overlay-promo',
      collectionId: '64a1f0c2e4b0a1b2c3d4e5f9',
      objectName: 'popup-overlay',
      isOverlayForm: true,
      submitButtonText: 'Sign up',
      form: { email: 'ada@example.com' },
      pagePath: '/promo',
      pageTitle: 'Promo',
      captchaKey: 'c1',
      pageId: 'p1',
      extra: { any: 1 },
    });
  });

  it('keeps every accepted submission, even the same one twice', () => {
    api.saveSubmission(overlay(newKey(), 'ada@example.com'));
    api.saveSubmission(overlay(newKey(), 'ada@example.com'));
    expect(rows()).toHaveLength(2);
  });

  it('a key is single use', () => {
    const key = newKey();
    expect(api.saveSubmission(overlay(key, 'ada@example.com')).status).toBe(200);
    expect(api.saveSubmission(overlay(key, 'bob@example.com'))).toEqual({ status: 400, body: { error: FORM_KEY_EXPIRED } });
    expect(rows()).toHaveLength(1);
  });

  it('a refused submission does not spend its key', () => {
    const key = newKey();
    expect(api.saveSubmission(overlay(key, 'not-an-email')).status).toBe(400);
    expect(api.saveSubmission(overlay(key, 'ada@example.com')).status).toBe(200);
  });

  it('a key expires after an hour', () => {
    const key = newKey();
    time += FORM_KEY_LIFETIME_MS - 1;
    const fresh = newKey();
    expect(api.saveSubmission(overlay(fresh, 'ada@example.com')).status).toBe(200);
    time += 1;
    expect(api.saveSubmission(overlay(key, 'ada@example.com'))).toEqual({ status: 400, body: { error: FORM_KEY_EXPIRED } });
  });

  it('expired keys are swept when a new key is made', () => {
    newKey();
    time += FORM_KEY_LIFETIME_MS;
    newKey();
    expect(opened.db.prepare('SELECT key FROM form_keys').all()).toEqual([{ key: 'key-2' }]);
  });

  it.each([
    ['missing', undefined],
    ['unknown', 'no-such-key'],
    ['not text', 42],
  ])('a %s key -> 400 with the expired-session message', (_name, key) => {
    expect(api.saveSubmission({ ...overlay('x', 'ada@example.com'), key })).toEqual({ status: 400, body: { error: FORM_KEY_EXPIRED } });
    expect(rows()).toHaveLength(0);
  });

  it.each([
    ['not JSON', 'email=ada'],
    ['a list', '["ada@example.com"]'],
    ['a number value', '{"email":5}'],
    ['missing', undefined],
  ])('a form field that is %s -> 400 with the catalogue message', (_name, form) => {
    const reply = api.saveSubmission({ ...overlay(newKey(), ''), form });
    expect(reply).toEqual({ status: 400, body: { error: STRINGS.form.unparseableFields } });
  });

  it('a missing form id -> 400 with the catalogue message', () => {
    const reply = api.saveSubmission({ ...overlay(newKey(), 'ada@example.com'), formId: '' });
    expect(reply).toEqual({ status: 400, body: { error: STRINGS.form.processingError } });
  });

  it.each([
    ['missing', {}],
    ['empty', { email: '' }],
    ['without a domain', { email: 'ada@' }],
    ['with a 5-letter last label', { email: 'ada@example.comma' }],
    ['too long', { email: `${'a'.repeat(250)}@ex.com` }],
    ['a list', { email: ['ada@example.com'] }],
  ])('an overlay form whose email is %s -> 400 with the email error', (_name, form) => {
    const reply = api.saveSubmission({ ...overlay(newKey(), ''), form: JSON.stringify(form) });
    expect(reply).toEqual({ status: 400, body: { errors: { email: EMAIL_ERROR } } });
    expect(rows()).toHaveLength(0);
  });

  it("the email message is the catalogue's, with its example address", () => {
    expect(EMAIL_ERROR).toBe('Email is not valid. Email addresses should follow the format user@domain.com.');
  });

  it.each([
    ['the flag as form-encoded text', 'true', 400],
    ['the flag off', false, 200],
    ['the flag as other text', 'yes', 200],
  ])('the overlay rule reads %s', (_name, isOverlayForm, status) => {
    const reply = api.saveSubmission({ ...overlay(newKey(), 'nope'), isOverlayForm });
    expect(reply.status).toBe(status);
  });

  it('a form that is not an overlay needs no email', () => {
    const reply = api.saveSubmission({ key: newKey(), formId: 'contact', isOverlayForm: false, form: '{"name":"Ada"}' });
    expect(reply.status).toBe(200);
    expect(rows()[0]).toMatchObject({ form_id: 'contact', is_overlay: 0, collection_id: null, page_path: null });
  });
});
