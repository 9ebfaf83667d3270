import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../../../server/db/index.ts';
import { createFormApi, FORM_KEY_EXPIRED, FORM_KEY_LIFETIME_MS, parseFormField, type FormApi } from '../../../../server/api/form.ts';
import { STRINGS } from '../../../../core/catalog/strings.ts';
import type { FormDefinition } from '../../../../core/forms/fields.ts';
import { EMAIL_EXAMPLE, emailMessage, REQUIRED_MESSAGE } from '../../../../core/forms/validate.ts';
import { overlaySubmission } from '../../../fixtures/overlay-submission.ts';

const EMAIL_ERROR = emailMessage();

/** The tests' own definitions, handed to the api in place of the demo site's. */
const testForm: FormDefinition = {
  id: 'test-form',
  name: 'Test',
  submitButtonText: 'Send',
  fields: [
    { id: 'who', type: 'name', title: 'Who', required: true },
    { id: 'mail', type: 'email', title: 'Mail' },
    { id: 'note', type: 'textarea', title: 'Note', maxLength: 5 },
    { id: 'pick', type: 'checkbox', title: 'Pick', options: ['a', 'b'] },
    { id: 'rate', type: 'likert', title: 'Rate', options: ['Speed'] },
    { id: 'part', type: 'section', title: 'Part' },
    { id: 'src', type: 'hidden', title: 'Source', key: 'src', value: 'web' },
  ],
};
const unchecked: FormDefinition = { ...testForm, id: 'unchecked', disableValidation: true };
const lookup = (id: string) => [testForm, unchecked].find((form) => form.id === id);

describe('the form field: JSON text of form-item ids to values (forms-commerce.md 3)', () => {
  it.each([
    ['text values', '{"name":"Ada","email":"ada@example.com"}', true],
    ['an empty form', '{}', true],
    ['lists (address, checkbox, phone)', '{"address":["1 Lane","","Town"],"tick":[]}', true],
    ['likert answers by question', '{"likert":{"Service":"2","Price":"1"}}', true],
    ['a likert answer that is a list', '{"likert":{"Price":["1"]}}', false],
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
    api = createFormApi(opened.db, { now: () => time, newKey: () => `key-${++keys}`, forms: lookup });
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

  it('a key is single use: sent again, the stored submission is answered success and not stored twice', () => {
    const key = newKey();
    expect(api.saveSubmission(overlay(key, 'ada@example.com')).status).toBe(200);
    expect(api.saveSubmission(overlay(key, 'bob@example.com'))).toEqual({ status: 200, body: { success: true } });
    expect(rows()).toHaveLength(1);
    expect(JSON.parse(String(rows()[0]!.payload)).form).toEqual({ email: 'ada@example.com' });
    expect(rows()[0]!.submission_key).toBe(key);
  });

  it('an offline replay long after its key expired is still answered success and stored once', () => {
    const key = newKey();
    api.saveSubmission(overlay(key, 'ada@example.com'));
    time += 2 * FORM_KEY_LIFETIME_MS;
    newKey(); // sweeps the expired keys, the spent one too
    expect(api.saveSubmission(overlay(key, 'ada@example.com'))).toEqual({ status: 200, body: { success: true } });
    expect(rows()).toHaveLength(1);
  });

  it('a key that was refused (400) and then expired is not a replay: the expired error', () => {
    const key = newKey();
    expect(api.saveSubmission(overlay(key, 'nope')).status).toBe(400);
    time += FORM_KEY_LIFETIME_MS;
    expect(api.saveSubmission(overlay(key, 'ada@example.com'))).toEqual({ status: 400, body: { error: FORM_KEY_EXPIRED } });
    expect(rows()).toHaveLength(0);
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

  it("the email message is the catalogue's, with the one example address the block and the popup use", () => {
    expect(EMAIL_EXAMPLE).toBe('name@example.com');
    expect(EMAIL_ERROR).toBe('Email is not valid. Email addresses should follow the format name@example.com.');
  });

  it.each([
    ['the flag as form-encoded text', 'true', 400],
    // Not an overlay, the popup's form id names no definition: not configured.
    ['the flag off', false, 404],
    ['the flag as other text', 'yes', 404],
  ])('the overlay rule reads %s', (_name, isOverlayForm, status) => {
    const reply = api.saveSubmission({ ...overlay(newKey(), 'nope'), isOverlayForm });
    expect(reply.status).toBe(status);
  });

  describe('against the definition looked up by formId', () => {
    const send = (form: unknown, formId = 'test-form', key = newKey()) =>
      api.saveSubmission({ key, formId, isOverlayForm: false, form: typeof form === 'string' ? form : JSON.stringify(form) });
    const valid = { who: ['Ada', 'Lovelace'], mail: 'ada@example.com', note: 'hi', pick: ['a'], rate: { Speed: '2' }, src: 'web' };

    it('a valid form is stored, with its columns', () => {
      expect(send(valid)).toEqual({ status: 200, body: { success: true } });
      expect(rows()[0]).toMatchObject({ form_id: 'test-form', is_overlay: 0, collection_id: null, page_path: null });
      expect(JSON.parse(String(rows()[0]!.payload)).form).toEqual(valid);
    });

    it('an unknown formId -> 404 with the not-configured message, and the key stays usable', () => {
      const key = newKey();
      expect(send(valid, 'no-such-form', key)).toEqual({ status: 404, body: { error: STRINGS.form.notConfigured } });
      expect(STRINGS.form.notConfigured).toBe('This form has not been configured yet.');
      expect(send(valid, 'test-form', key).status).toBe(200);
    });

    it("the demo site is the default lookup: its contact form is known, the tests' form is not", () => {
      const demo = createFormApi(opened.db, { now: () => time });
      const key = (demo.submissionKey().body as { key: string }).key;
      expect(demo.saveSubmission({ key, formId: 'test-form', form: '{}' }).status).toBe(404);
      expect(demo.saveSubmission({ key, formId: 'contact', form: '{}' })).toMatchObject({ status: 400, body: { errors: { name: expect.any(String), email: expect.any(String) } } });
    });

    it('each invalid field -> 400 data.errors by field id, with the shared messages; nothing stored', () => {
      const reply = send({ ...valid, who: ['', ''], mail: 'ada@', note: 'too long', pick: ['c'] });
      expect(reply).toEqual({
        status: 400,
        body: {
          errors: {
            who: REQUIRED_MESSAGE.replace('{title}', 'Who'),
            mail: EMAIL_ERROR,
            note: STRINGS.form.characterLimitExceeded,
            pick: 'c is not one of the expected options',
          },
        },
      });
      expect(rows()).toHaveLength(0);
    });

    it('a missing required field is an error too', () => {
      const { who: _who, ...rest } = valid;
      expect(send(rest)).toEqual({ status: 400, body: { errors: { who: 'Who (required)' } } });
    });

    it.each([
      ['an unknown field id', { ...valid, extra: 'x' }],
      ["a section's id", { ...valid, part: '' }],
      ['text where a composite list belongs', { ...valid, who: 'Ada Lovelace' }],
      ['a list where text belongs', { ...valid, mail: ['ada@example.com'] }],
      ['text where likert answers belong', { ...valid, rate: '2' }],
      ['a list where checkbox values belong, as text', { ...valid, pick: 'a' }],
    ])('%s -> 400 with the unparseable-fields message', (_name, form) => {
      expect(send(form)).toEqual({ status: 400, body: { error: STRINGS.form.unparseableFields } });
      expect(rows()).toHaveLength(0);
    });

    it('with validation turned off by the owner, the values are not checked, but the shapes still are', () => {
      expect(send({ who: ['', ''], mail: 'nope' }, 'unchecked').status).toBe(200);
      expect(send({ extra: 'x' }, 'unchecked').status).toBe(400);
    });

    it('an overlay form with a definition is checked against it, not by the overlay rule', () => {
      const reply = api.saveSubmission({ key: newKey(), formId: 'test-form', isOverlayForm: true, form: JSON.stringify(valid) });
      expect(reply.status).toBe(200);
    });
  });
});
