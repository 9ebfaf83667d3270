import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFormApi, FORM_KEY_EXPIRED, FORM_KEY_LIFETIME_MS, parseFormField, type FormApi } from '../../../../server/api/form.ts';
import { STRINGS } from '../../../../core/catalog/strings.ts';
import { FIELD_PART_MAX_LENGTH, type FormDefinition } from '../../../../core/forms/fields.ts';
import { REQUIRED_MESSAGE } from '../../../../core/forms/validate.ts';
import { overlaySubmission } from '../../../fixtures/overlay-submission.ts';
import { ENGINE, openTestDatabase, type TestDatabase } from '../engine.ts';
import { demoSite } from '../../../../site/demo-site.ts';

// The words the visitor sees under the field, with the one example address the block and the popup use.
const EMAIL_ERROR = 'Email is not valid. Email addresses should follow the format name@example.com.';

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

describe('the form field: JSON text of form-item ids to values', () => {
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

describe(`form calls (${ENGINE})`, () => {
  let opened: TestDatabase;
  let time = 1_700_000_000_000;
  let api: FormApi;
  let keys = 0;

  beforeEach(async () => {
    opened = await openTestDatabase();
    time = 1_700_000_000_000;
    keys = 0;
    api = createFormApi(opened.db, { now: () => time, newKey: () => `key-${++keys}`, forms: lookup });
  });
  afterEach(() => opened.remove());

  const newKey = async (): Promise<string> => ((await api.submissionKey()).body as { key: string }).key;
  const rows = () => opened.db.selectFrom('form_submissions').selectAll().orderBy('id').execute();
  const overlay = overlaySubmission;

  it('FormSubmissionKey replies 200 with a key', async () => {
    expect(await api.submissionKey()).toEqual({ status: 200, body: { key: 'key-1' } });
  });

  it('real keys are random and url-safe', async () => {
    const real = createFormApi(opened.db, { forms: lookup });
    const a = ((await real.submissionKey()).body as { key: string }).key;
    const b = ((await real.submissionKey()).body as { key: string }).key;
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(a).not.toBe(b);
  });

  it('stores an accepted submission with its fields, keeping unknown ones, and replies success', async () => {
    const key = await newKey();
    const reply = await api.saveSubmission({ ...overlay(key, 'ada@example.com'), captchaKey: 'c1', pageId: 'p1', extra: { any: 1 } });
    expect(reply).toEqual({ status: 200, body: { success: true } });
    const [row] = await rows();
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

  it('keeps every accepted submission, even the same one twice', async () => {
    await api.saveSubmission(overlay(await newKey(), 'ada@example.com'));
    await api.saveSubmission(overlay(await newKey(), 'ada@example.com'));
    expect(await rows()).toHaveLength(2);
  });

  it('a key is single use: sent again, the stored submission is answered success and not stored twice', async () => {
    const key = await newKey();
    expect((await api.saveSubmission(overlay(key, 'ada@example.com'))).status).toBe(200);
    expect(await api.saveSubmission(overlay(key, 'bob@example.com'))).toEqual({ status: 200, body: { success: true } });
    expect(await rows()).toHaveLength(1);
    expect(JSON.parse(String((await rows())[0]!.payload)).form).toEqual({ email: 'ada@example.com' });
    expect((await rows())[0]!.submission_key).toBe(key);
  });

  it('an offline replay long after its key expired is still answered success and stored once', async () => {
    const key = await newKey();
    await api.saveSubmission(overlay(key, 'ada@example.com'));
    time += 2 * FORM_KEY_LIFETIME_MS;
    await newKey(); // sweeps the expired keys, the spent one too
    expect(await api.saveSubmission(overlay(key, 'ada@example.com'))).toEqual({ status: 200, body: { success: true } });
    expect(await rows()).toHaveLength(1);
  });

  it('a key that was refused (400) and then expired is not a replay: the expired error', async () => {
    const key = await newKey();
    expect((await api.saveSubmission(overlay(key, 'nope'))).status).toBe(400);
    time += FORM_KEY_LIFETIME_MS;
    expect(await api.saveSubmission(overlay(key, 'ada@example.com'))).toEqual({ status: 400, body: { error: FORM_KEY_EXPIRED } });
    expect(await rows()).toHaveLength(0);
  });

  it('a refused submission does not spend its key', async () => {
    const key = await newKey();
    expect((await api.saveSubmission(overlay(key, 'not-an-email'))).status).toBe(400);
    expect((await api.saveSubmission(overlay(key, 'ada@example.com'))).status).toBe(200);
  });

  it('a key expires after an hour', async () => {
    const key = await newKey();
    time += FORM_KEY_LIFETIME_MS - 1;
    const fresh = await newKey();
    expect((await api.saveSubmission(overlay(fresh, 'ada@example.com'))).status).toBe(200);
    time += 1;
    expect(await api.saveSubmission(overlay(key, 'ada@example.com'))).toEqual({ status: 400, body: { error: FORM_KEY_EXPIRED } });
  });

  it('expired keys are swept when a new key is made', async () => {
    await newKey();
    time += FORM_KEY_LIFETIME_MS;
    await newKey();
    expect(await opened.db.selectFrom('form_keys').select('key').execute()).toEqual([{ key: 'key-2' }]);
  });

  it('a key minted by one server process is spent through another, once', async () => {
    const second = await opened.reopen();
    try {
      const other = createFormApi(second.db, { now: () => time, newKey: () => `other-${++keys}`, forms: lookup });
      const key = await newKey();
      expect(await other.saveSubmission(overlay(key, 'ada@example.com'))).toEqual({ status: 200, body: { success: true } });
      // Sent again to the first process: the stored submission is a replay there too.
      expect(await api.saveSubmission(overlay(key, 'bob@example.com'))).toEqual({ status: 200, body: { success: true } });
      expect((await rows()).map((row) => row.submission_key)).toEqual([key]);
    } finally {
      await second.close();
    }
  });

  it('one key sent to two server processes stores one submission, and both answer success', async () => {
    const second = await opened.reopen();
    try {
      const other = createFormApi(second.db, { now: () => time, forms: lookup });
      const key = await newKey();
      const first = () => api.saveSubmission(overlay(key, 'ada@example.com'));
      const again = () => other.saveSubmission(overlay(key, 'bob@example.com'));
      // At once on PostgreSQL; on SQLite two connections in one process cannot overlap a transaction
      // (the second's BEGIN IMMEDIATE waits synchronously), so one after the other.
      const replies = ENGINE === 'postgres' ? await Promise.all([first(), again()]) : [await first(), await again()];
      expect(replies).toEqual([
        { status: 200, body: { success: true } },
        { status: 200, body: { success: true } },
      ]);
      expect(await rows()).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it.each([
    ['missing', undefined],
    ['unknown', 'no-such-key'],
    ['not text', 42],
  ])('a %s key -> 400 with the expired-session message', async (_name, key) => {
    expect(await api.saveSubmission({ ...overlay('x', 'ada@example.com'), key })).toEqual({ status: 400, body: { error: FORM_KEY_EXPIRED } });
    expect(await rows()).toHaveLength(0);
  });

  it.each([
    ['not JSON', 'email=ada'],
    ['a list', '["ada@example.com"]'],
    ['a number value', '{"email":5}'],
    ['missing', undefined],
  ])('a form field that is %s -> 400 with the catalogue message', async (_name, form) => {
    const reply = await api.saveSubmission({ ...overlay(await newKey(), ''), form });
    expect(reply).toEqual({ status: 400, body: { error: STRINGS.form.unparseableFields } });
  });

  it('a missing form id -> 400 with the catalogue message', async () => {
    const reply = await api.saveSubmission({ ...overlay(await newKey(), 'ada@example.com'), formId: '' });
    expect(reply).toEqual({ status: 400, body: { error: STRINGS.form.processingError } });
  });

  it.each([
    ['missing', {}],
    ['empty', { email: '' }],
    ['without a domain', { email: 'ada@' }],
    ['with a 5-letter last label', { email: 'ada@example.comma' }],
    ['too long', { email: `${'a'.repeat(250)}@ex.com` }],
    ['a list', { email: ['ada@example.com'] }],
  ])('an overlay form whose email is %s -> 400 with the email error', async (_name, form) => {
    const reply = await api.saveSubmission({ ...overlay(await newKey(), ''), form: JSON.stringify(form) });
    expect(reply).toEqual({ status: 400, body: { errors: { email: EMAIL_ERROR } } });
    expect(await rows()).toHaveLength(0);
  });

  describe('an overlay sign-up holds only the fields the overlay declares (issue 29)', () => {
    it('a made-up field beside the email -> 400 with the unparseable-fields message; nothing stored, the key unspent', async () => {
      const key = await newKey();
      const reply = await api.saveSubmission({ ...overlay(key, ''), form: JSON.stringify({ email: 'ada@example.com', phone: '555' }) });
      expect(reply).toEqual({ status: 400, body: { error: STRINGS.form.unparseableFields } });
      expect(await rows()).toHaveLength(0);
      expect((await api.saveSubmission(overlay(key, 'ada@example.com'))).status).toBe(200);
    });

    it('20 sign-ups of 2,600 made-up fields each, sent at once, store none of them', async () => {
      const made = Object.fromEntries(Array.from({ length: 2600 }, (_, i) => [`field-${i}`, 'x']));
      const sends = await Promise.all(
        Array.from({ length: 20 }, async () => api.saveSubmission({ ...overlay(await newKey(), ''), form: JSON.stringify({ email: 'ada@example.com', ...made }) })),
      );
      expect(sends.every((reply) => reply.status === 400)).toBe(true);
      expect(await rows()).toHaveLength(0);
    });

    it('the email alone is stored, as the popup sends it', async () => {
      expect((await api.saveSubmission(overlay(await newKey(), 'ada@example.com'))).status).toBe(200);
      expect(JSON.parse(String((await rows())[0]!.payload)).form).toEqual({ email: 'ada@example.com' });
    });
  });

  it.each([
    ['the flag as form-encoded text', 'true', 400],
    // Not an overlay, the popup's form id names no definition: not configured.
    ['the flag off', false, 404],
    ['the flag as other text', 'yes', 404],
  ])('the overlay rule reads %s', async (_name, isOverlayForm, status) => {
    const reply = await api.saveSubmission({ ...overlay(await newKey(), 'nope'), isOverlayForm });
    expect(reply.status).toBe(status);
  });

  describe('against the definition looked up by formId', () => {
    const send = async (form: unknown, formId = 'test-form', key?: string) =>
      api.saveSubmission({ key: key ?? (await newKey()), formId, isOverlayForm: false, form: typeof form === 'string' ? form : JSON.stringify(form) });
    const valid = { who: ['Ada', 'Lovelace'], mail: 'ada@example.com', note: 'hi', pick: ['a'], rate: { Speed: '2' }, src: 'web' };

    it('a valid form is stored, with its columns', async () => {
      expect(await send(valid)).toEqual({ status: 200, body: { success: true } });
      expect((await rows())[0]).toMatchObject({ form_id: 'test-form', is_overlay: 0, collection_id: null, page_path: null });
      expect(JSON.parse(String((await rows())[0]!.payload)).form).toEqual(valid);
    });

    it('an unknown formId -> 404 with the not-configured message, and the key stays usable', async () => {
      const key = await newKey();
      expect(await send(valid, 'no-such-form', key)).toEqual({ status: 404, body: { error: 'This form has not been configured yet.' } });
      expect((await send(valid, 'test-form', key)).status).toBe(200);
    });

    it("with the demo site's lookup, handed in as the app hands it: its contact form is known, the tests' form is not", async () => {
      const demo = createFormApi(opened.db, { now: () => time, forms: demoSite.forms });
      const key = ((await demo.submissionKey()).body as { key: string }).key;
      expect((await demo.saveSubmission({ key, formId: 'test-form', form: '{}' })).status).toBe(404);
      expect(await demo.saveSubmission({ key, formId: 'contact', form: '{}' })).toMatchObject({
        status: 400,
        body: { errors: { name: expect.any(String), email: expect.any(String) } },
      });
    });

    it('each invalid field -> 400 data.errors by field id, with the shared messages; nothing stored', async () => {
      const reply = await send({ ...valid, who: ['', ''], mail: 'ada@', note: 'too long', pick: ['c'] });
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
      expect(await rows()).toHaveLength(0);
    });

    it('a missing required field is an error too', async () => {
      const { who: _who, ...rest } = valid;
      expect(await send(rest)).toEqual({ status: 400, body: { errors: { who: 'Who (required)' } } });
    });

    it.each([
      ['an unknown field id', { ...valid, extra: 'x' }],
      ["a section's id", { ...valid, part: '' }],
      ['text where a composite list belongs', { ...valid, who: 'Ada Lovelace' }],
      ['a list where text belongs', { ...valid, mail: ['ada@example.com'] }],
      ['text where likert answers belong', { ...valid, rate: '2' }],
      ['a list where checkbox values belong, as text', { ...valid, pick: 'a' }],
    ])('%s -> 400 with the unparseable-fields message', async (_name, form) => {
      expect(await send(form)).toEqual({ status: 400, body: { error: STRINGS.form.unparseableFields } });
      expect(await rows()).toHaveLength(0);
    });

    describe('a list holds no more values, nor longer ones, than the rendered form can send (issue 29)', () => {
      it.each([
        ['3,900 checkbox values', { ...valid, pick: Array.from({ length: 3900 }, () => 'a') }],
        ['more checkbox values than options', { ...valid, pick: ['a', 'b', 'a'] }],
        ['a checkbox value longer than any option', { ...valid, pick: ['a'.repeat(2)] }],
        ['more name parts than the name has inputs', { ...valid, who: ['Ada', 'King', 'Lovelace'] }],
        [`a name part over ${FIELD_PART_MAX_LENGTH} characters`, { ...valid, who: ['A'.repeat(FIELD_PART_MAX_LENGTH + 1), 'Lovelace'] }],
        ['more likert answers than statements', { ...valid, rate: { Speed: '2', Price: '1' } }],
        ['a likert statement longer than any', { ...valid, rate: { SpeedSpeed: '2' } }],
        ['a likert answer longer than the scale has', { ...valid, rate: { Speed: '222' } }],
      ])('%s -> 400 with the unparseable-fields message, validation on or off', async (_name, form) => {
        expect(await send(form)).toEqual({ status: 400, body: { error: STRINGS.form.unparseableFields } });
        expect(await send(form, 'unchecked')).toEqual({ status: 400, body: { error: STRINGS.form.unparseableFields } });
        expect(await rows()).toHaveLength(0);
      });

      it('at the bounds: every option once, each part as long as its input allows', async () => {
        expect(await send({ ...valid, pick: ['a', 'b'], who: ['A'.repeat(FIELD_PART_MAX_LENGTH), 'Lovelace'] })).toEqual({ status: 200, body: { success: true } });
      });
    });

    it('with validation turned off by the owner, the values are not checked, but the shapes still are', async () => {
      expect((await send({ who: ['', ''], mail: 'nope' }, 'unchecked')).status).toBe(200);
      expect((await send({ extra: 'x' }, 'unchecked')).status).toBe(400);
    });

    it('an overlay form with a definition is checked against it, not by the overlay rule', async () => {
      const reply = await api.saveSubmission({ key: await newKey(), formId: 'test-form', isOverlayForm: true, form: JSON.stringify(valid) });
      expect(reply.status).toBe(200);
    });
  });
});
