// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.example/contact?utm=mail", "settings": {"enableJavaScriptEvaluation": true}}
// The form block (9) and newsletter block (51) over docs/forms.md's markup (tests/fixtures/form-markup.ts),
// with only fetch and IndexedDB faked: (Form submit), 5, 7 and 8.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { init } from '../../../../core/blocks/form.ts';
import { formBlockStrings, formOfflineStrings, formSpamStrings, formStrings } from '../../../../core/catalog/strings/form.ts';
import { format } from '../../../../core/catalog/strings.ts';
import { DEFAULT_SITE_CONTEXT } from '../../../../core/context/schema.ts';
import type { FormDefinition } from '../../../../core/forms/fields.ts';
import { emailMessage } from '../../../../core/forms/validate.ts';
import { blockDeps } from '../../../fixtures/dom.ts';
import { FORM_ERROR_LINES } from '../../../fixtures/form-error-lines.ts';
import { formBlockHtml } from '../../../fixtures/form-markup.ts';

const idb = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', () => ({
  get: async (key: string) => idb.get(key),
  set: async (key: string, value: unknown) => void idb.set(key, structuredClone(value)),
  del: async (key: string) => void idb.delete(key),
  keys: async () => [...idb.keys()],
}));

type Reply = { status: number; data?: unknown } | Error;
let replies: Reply[];
let fetchMock: ReturnType<typeof vi.fn>;
let online: boolean;

const KEY = '/api/form/FormSubmissionKey';
const SAVE = '/api/form/SaveFormSubmission';
const keyOk = (key = 'k1'): Reply => ({ status: 200, data: { key } });
const saved: Reply = { status: 200, data: {} };

const contact: FormDefinition = {
  id: 'contact',
  name: 'Contact',
  submitButtonText: 'Send',
  submissionMessage: 'Thanks, we will write back.',
  fields: [
    { id: 'name', type: 'name', title: 'Name', required: true },
    { id: 'email', type: 'email', title: 'Email', required: true },
    { id: 'phone', type: 'phone', title: 'Phone' },
    { id: 'topic', type: 'radio', title: 'Topic', options: ['Sales', 'Help'] },
    { id: 'rate', type: 'likert', title: 'Rate us', options: ['Fast', 'Kind'] },
    { id: 'more', type: 'section', title: 'More' },
    { id: 'src', type: 'hidden', title: '', key: 'utm', value: 'none' },
  ],
};

const context = { ...DEFAULT_SITE_CONTEXT, pageId: 'p1', collection: { id: 'col1', fullUrl: '/contact' } };
const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const form = () => $<HTMLFormElement>('form.form');
const button = () => $<HTMLButtonElement>('.form-submit');
const above = () => $('.form-error-above');
const below = () => $('.form-error-below');
const submission = () => $('.form-submission');
const calls = () => fetchMock.mock.calls.map(([url, init]) => ({ path: new URL(url as string).pathname, body: JSON.parse(((init as RequestInit).body as string) ?? '{}') }));

function start(definition: FormDefinition = contact, data: unknown = definition) {
  document.body.innerHTML = formBlockHtml(definition);
  return init($('[data-block-type]'), blockDeps({ data, context }));
}

function fill(values: Record<string, string>) {
  for (const [id, value] of Object.entries(values)) $<HTMLInputElement>(`#${id}`).value = value;
}
const fillValid = () => fill({ 'name-0': 'Ann', 'name-1': 'Lee', email: 'ann@example.com', 'phone-0': '555', 'phone-1': '123', 'phone-2': '4567' });

/** Submits as the browser does; true when the block took the submit over (preventDefault). */
const submit = () => !form().dispatchEvent(new Event('submit', { cancelable: true }));
const settled = () => vi.waitFor(() => expect(form().getAttribute('aria-busy')).toBeNull());

beforeEach(() => {
  idb.clear();
  replies = [];
  online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  document.cookie = 'crumb=abc';
  document.title = 'Contact';
  fetchMock = vi.fn(async () => {
    const next = replies.shift();
    if (!next) throw new Error('unexpected call');
    if (next instanceof Error) throw next;
    return { status: next.status, text: async () => JSON.stringify(next.data ?? {}) };
  });
  window.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('taking the form over', () => {
  it('no definition in the block JSON: the catalogue error, and the form posts as the server sent it', () => {
    document.body.innerHTML = formBlockHtml(contact, { json: null });
    expect(() => init($('[data-block-type]'), blockDeps({ data: null, context }))).toThrow(format(formBlockStrings.definitionMissing, { id: 'block-b1', type: '9' }));
    expect(submit()).toBe(false);
  });

  // issue 22, found by fuzzing: a title of {"toString": false} threw in the visitor's submit, after
  // the block had taken the submit over, so the form did nothing at all.
  it.each([
    ['an item that is not an object', { ...contact, fields: [null] }],
    ['a title that cannot become text', { ...contact, fields: [{ id: 'name', type: 'name', title: { toString: false }, required: true }] }],
    ['options that are not a list of text', { ...contact, fields: [{ id: 'rate', type: 'likert', title: 'Rate us', options: 'Fast' }] }],
    ['a success redirect that is not text', { ...contact, successRedirect: { to: '/' } }],
  ])('a definition with %s: the catalogue error, and the form posts as the server sent it', (_what, data) => {
    document.body.innerHTML = formBlockHtml(contact, { json: null });
    expect(() => init($('[data-block-type]'), blockDeps({ data, context }))).toThrow(format(formBlockStrings.definitionMissing, { id: 'block-b1', type: '9' }));
    expect(submit()).toBe(false);
  });

  it('a definition: the submit is taken over, and the form is novalidate', () => {
    document.body.innerHTML = formBlockHtml(contact).replace(' novalidate', '');
    init($('[data-block-type]'), blockDeps({ data: contact, context }));
    expect(form().noValidate).toBe(true);
    expect(submit()).toBe(true);
  });
});

describe('Checks before sending', () => {
  it('invalid fields: each marked (class, aria-invalid, message above its title), the form messages, focus on the first', () => {
    start();
    fill({ email: 'nope' });
    submit();
    const name = $('#name-field');
    expect(name.classList.contains('error')).toBe(true);
    expect($('#name-error').textContent).toBe('Name (required)');
    expect($<HTMLElement>('#name-error').hidden).toBe(false);
    expect($('#name-0').getAttribute('aria-invalid')).toBe('true');
    expect($('#name-1').getAttribute('aria-invalid')).toBe('true');
    expect($('#email-error').textContent).toBe(emailMessage());
    expect($('#phone-field').classList.contains('error')).toBe(false);
    expect(above().textContent).toBe(`${formStrings.fieldsInvalid} ${formStrings.errorAbove}`);
    expect(above().getAttribute('role')).toBe('alert');
    expect(above().hidden).toBe(false);
    expect(below().textContent).toBe(formStrings.errorBelow);
    expect(document.activeElement).toBe($('#name-0'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect($<HTMLInputElement>('#email').value).toBe('nope');
  });

  it('a newsletter gets no general error above: only the message', () => {
    start({ ...contact, newsletter: true });
    submit();
    expect(above().textContent).toBe(formStrings.fieldsInvalid);
  });

  it('a newsletter block (51) is a newsletter even when its definition does not say so', () => {
    document.body.innerHTML = formBlockHtml(contact).replace('data-block-type="9"', 'data-block-type="51"');
    init($('[data-block-type]'), blockDeps({ data: contact, context }));
    submit();
    expect(above().textContent).toBe(formStrings.fieldsInvalid);
  });

  it('the marks go when the next submit is valid', async () => {
    start();
    submit();
    fillValid();
    replies = [keyOk(), saved];
    submit();
    expect($('#name-field').classList.contains('error')).toBe(false);
    expect($('#name-0').hasAttribute('aria-invalid')).toBe(false);
    expect($<HTMLElement>('#name-error').hidden).toBe(true);
    await settled();
  });

  it('disableValidation: sent unchecked', async () => {
    start({ ...contact, disableValidation: true });
    replies = [keyOk(), saved];
    submit();
    await settled();
    expect(calls().map((c) => c.path)).toEqual([KEY, SAVE]);
  });
});

describe('Submitting', () => {
  it('locked while submitting; a second submit is ignored; the save carries the key, the shaped values and the page fields', async () => {
    start();
    fillValid();
    $<HTMLInputElement>('#topic-1').checked = true;
    $<HTMLInputElement>('#rate-1-4').checked = true;
    replies = [keyOk('key-1'), saved];
    submit();
    expect(button().textContent).toBe(formStrings.submitting);
    expect(button().disabled).toBe(true);
    expect($<HTMLInputElement>('#email').disabled).toBe(true);
    expect(form().getAttribute('aria-busy')).toBe('true');
    submit();
    await settled();
    expect(calls().map((c) => c.path)).toEqual([KEY, SAVE]);
    const body = calls()[1]!.body;
    expect(body).toEqual({
      key: 'key-1',
      formId: 'contact',
      collectionId: 'col1',
      objectName: 'block-b1',
      isOverlayForm: false,
      submitButtonText: 'Send',
      form: expect.any(String),
      pageTitle: 'Contact',
      pageId: 'p1',
      contentSource: 'c',
      pagePath: '/contact',
      pagePermissionTypeValue: 1,
    });
    expect(JSON.parse(body.form)).toEqual({
      name: ['Ann', 'Lee'],
      email: 'ann@example.com',
      phone: ['', '555', '123', '4567'],
      topic: 'Help',
      rate: { Kind: '2' },
      src: 'mail',
    });
    expect(button().textContent).toBe('Send');
    expect(button().disabled).toBe(false);
  });

  it("the page's permission type is the checked context's, whatever the page's raw JSON holds", async () => {
    document.body.innerHTML = `<script type="application/json" id="site-context">{"pagePermissionTypeValue":"2"}</script>${formBlockHtml(contact)}`;
    init($('[data-block-type]'), blockDeps({ data: contact, context: { ...context, pagePermissionTypeValue: 3 } }));
    fillValid();
    replies = [keyOk(), saved];
    submit();
    await settled();
    expect(calls()[1]!.body.pagePermissionTypeValue).toBe(3);
  });

  it('the key call is a POST with an empty body: no body at all, and no content type', async () => {
    start();
    fillValid();
    replies = [keyOk(), saved];
    submit();
    await settled();
    const [url, request] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([new URL(url).pathname, request.method, request.credentials]).toEqual([KEY, 'POST', 'include']);
    expect(request.body).toBeUndefined();
    expect(request.headers).toBeUndefined();
  });

  it('a second submit while submitting is ignored, even unchecked: one key, one save, no message', async () => {
    start({ ...contact, disableValidation: true });
    fillValid();
    replies = [keyOk(), saved];
    submit();
    submit();
    await settled();
    expect(calls().map((c) => c.path)).toEqual([KEY, SAVE]);
    expect(above().hidden).toBe(true);
  });

  it('success: the unlock, form:submitSuccess on document, the form hidden and the message shown in role status', async () => {
    const events: CustomEvent[] = [];
    document.addEventListener('form:submitSuccess', (e) => events.push(e as CustomEvent), { once: true });
    const newsletter = vi.fn();
    document.addEventListener('vitrine:newslettersubscribe', newsletter, { once: true });
    start();
    fillValid();
    replies = [keyOk(), saved];
    submit();
    await settled();
    expect(events.map((e) => e.detail)).toEqual([{ formId: 'contact', newsletter: false }]);
    expect(newsletter).not.toHaveBeenCalled();
    expect(form().hidden).toBe(true);
    expect(submission().hidden).toBe(false);
    expect(submission().getAttribute('role')).toBe('status');
    expect(submission().textContent).toBe(contact.submissionMessage);
  });

  it('a newsletter success also fires the newsletter-subscribe event', async () => {
    const newsletter = vi.fn();
    document.addEventListener('vitrine:newslettersubscribe', newsletter, { once: true });
    start({ ...contact, newsletter: true });
    fillValid();
    replies = [keyOk(), saved];
    submit();
    await settled();
    expect(newsletter).toHaveBeenCalledTimes(1);
    expect((newsletter.mock.calls[0]![0] as CustomEvent).detail).toEqual({ formId: 'contact' });
  });

  it('a success redirect: location.assign, and the form is not swapped for the message', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    start({ ...contact, successRedirect: '/thanks' });
    fillValid();
    replies = [keyOk(), saved];
    submit();
    await settled();
    expect(assign).toHaveBeenCalledWith('/thanks');
    expect(submission().hidden).toBe(true);
  });

  it("the owner's HTML: shown, and its own scripts run; no other script on the page runs again", async () => {
    const page = window as Window & { ownerRan?: number; otherRan?: number };
    page.ownerRan = 0;
    page.otherRan = 0;
    start({ ...contact, submissionHtml: '<p class="thanks">Thank you</p><script>window.ownerRan++</script>' });
    // A script already on the page, never run (inserted as HTML): it must stay so.
    document.body.insertAdjacentHTML('beforeend', '<div id="other"><script>window.otherRan++</script></div>');
    fillValid();
    replies = [keyOk(), saved];
    submit();
    await settled();
    expect(submission().querySelector('.thanks')?.textContent).toBe('Thank you');
    expect(page.ownerRan).toBe(1);
    expect(page.otherRan).toBe(0);
  });
});

describe('Failures keep every value', () => {
  it.each([
    [401, formStrings.unauthorized],
    [404, formStrings.notConfigured],
    [429, formStrings.rateLimited],
    [500, formStrings.sendFailed],
  ])('the save answers %i: its message, unlocked, values kept', async (status, message) => {
    start();
    fillValid();
    replies = [keyOk(), { status, data: {} }];
    submit();
    await settled();
    expect(above().textContent).toBe(message);
    expect(above().hidden).toBe(false);
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('Send');
    expect($<HTMLInputElement>('#email').value).toBe('ann@example.com');
    expect(form().hidden).toBe(false);
    expect(idb.size).toBe(0);
  });

  // The same table as the page the server answers without JavaScript (tests/unit/server/render/form.test.ts).
  it.each(FORM_ERROR_LINES)('%s: the lines above and below the form', async (_case, newsletter, fieldsMarked, _message, lineAbove, lineBelow) => {
    start({ ...contact, newsletter });
    if (!fieldsMarked) {
      fillValid();
      replies = [keyOk(), { status: 429, data: {} }];
    }
    submit();
    await settled();
    expect([above().textContent, above().hidden]).toEqual([lineAbove, false]);
    expect([below().textContent, below().hidden]).toEqual([lineBelow, lineBelow === '']);
  });

  it('400 with data.errors: each field marked, with the general error above', async () => {
    start();
    fillValid();
    replies = [keyOk(), { status: 400, data: { errors: { email: 'Already subscribed' } } }];
    submit();
    await settled();
    expect($('#email-field').classList.contains('error')).toBe(true);
    expect($('#email-error').textContent).toBe('Already subscribed');
    expect(above().textContent).toBe(`${formStrings.fieldsInvalid} ${formStrings.errorAbove}`);
    expect(document.activeElement).toBe($('#email'));
  });

  it("400 without errors: the server's data.error", async () => {
    start();
    fillValid();
    replies = [keyOk(), { status: 400, data: { error: 'This form is closed.' } }];
    submit();
    await settled();
    expect(above().textContent).toBe('This form is closed.');
  });

  it('the key call fails: no submission key', async () => {
    start();
    fillValid();
    replies = [{ status: 200, data: {} }];
    submit();
    await settled();
    expect(above().textContent).toBe(formStrings.noSubmissionKey);
    expect(calls().map((c) => c.path)).toEqual([KEY]);
  });
});

describe('The captcha', () => {
  const withCaptcha = { ...contact, captcha: true };
  const box = () => $<HTMLInputElement>('.form-captcha input[type="checkbox"]');
  const ready = () => vi.waitFor(() => expect(document.querySelector('.form-captcha input')).not.toBeNull());

  it("incomplete: 'Complete CAPTCHA before submitting.' and nothing is sent; complete: its response is the captchaKey", async () => {
    start(withCaptcha);
    await ready();
    fillValid();
    submit();
    expect(above().textContent).toBe(formStrings.captchaIncomplete);
    expect(fetchMock).not.toHaveBeenCalled();
    box().checked = true;
    box().dispatchEvent(new Event('change'));
    replies = [keyOk(), saved];
    submit();
    await settled();
    expect(calls()[1]!.body.captchaKey).toBe('captcha-double-ok');
  });

  it('a failure resets the captcha, and the button waits for it to be completed again', async () => {
    start(withCaptcha);
    await ready();
    fillValid();
    box().checked = true;
    box().dispatchEvent(new Event('change'));
    replies = [keyOk(), { status: 500, data: {} }];
    submit();
    await vi.waitFor(() => expect(above().textContent).toBe(formStrings.sendFailed));
    expect(box().checked).toBe(false);
    expect(button().disabled).toBe(true);
    box().checked = true;
    box().dispatchEvent(new Event('change'));
    expect(button().disabled).toBe(false);
  });
});

// Issue 29: the trap field the server renders in every form (tests/fixtures/form-markup.ts).
describe('the trap field', () => {
  const trap = () => $<HTMLInputElement>('input[name="homepage"]');

  it('sent only when filled in: left empty (a person) the save does not carry it; filled (a bot, an autofill) it goes beside the form, not in it, and the server refusal is shown', async () => {
    start();
    fillValid();
    replies = [keyOk(), { status: 400, data: { error: 'no' } }];
    submit();
    await settled();
    expect(Object.keys(calls()[1]!.body)).not.toContain('homepage');
    trap().value = 'http://bot.example';
    replies = [keyOk(), { status: 400, data: { error: formSpamStrings.trapFilled } }];
    submit();
    await vi.waitFor(() => expect(above().textContent).toBe(formSpamStrings.trapFilled));
    const body = calls()[3]!.body;
    expect(body.homepage).toBe('http://bot.example');
    expect(JSON.parse(body.form)).not.toHaveProperty('homepage');
  });
});

describe('A form render failure is logged', () => {
  it('a captcha provider that throws: the catalogue message in the console, and the form still takes its submit', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = window as Window & { vitrineCaptcha?: unknown };
    page.vitrineCaptcha = {
      render: () => {
        throw new Error('provider down');
      },
    };
    try {
      start({ ...contact, captcha: true });
      await vi.waitFor(() => expect(error).toHaveBeenCalled());
      expect(error.mock.calls[0]![0]).toBe(format(formBlockStrings.renderFailed, { id: 'contact' }));
      expect(submit()).toBe(true);
    } finally {
      delete page.vitrineCaptcha;
    }
  });
});

describe('nothing lost: no connection', () => {
  const kept = () => [...idb.entries()].filter(([key]) => key.startsWith('vitrine-form:')).map(([, value]) => value as { key?: string; body: { form: string } });

  it('offline: kept without a key, the visitor told; sent once when the connection returns, then the success', async () => {
    start();
    fillValid();
    online = false;
    submit();
    await vi.waitFor(() => expect(above().textContent).toBe(formOfflineStrings.kept));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(kept()).toHaveLength(1);
    expect(kept()[0]!.key).toBeUndefined();
    expect(JSON.parse(kept()[0]!.body.form).email).toBe('ann@example.com');
    expect($<HTMLInputElement>('#email').value).toBe('ann@example.com');
    expect(localStorage.getItem('vitrine-form-outbox')).toBe('1');

    online = true;
    replies = [keyOk('late-key'), saved];
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(form().hidden).toBe(true));
    expect(calls().map((c) => c.path)).toEqual([KEY, SAVE]);
    expect(calls()[1]!.body.key).toBe('late-key');
    expect(kept()).toHaveLength(0);
    expect(localStorage.getItem('vitrine-form-outbox')).toBeNull();
    expect(submission().textContent).toBe(contact.submissionMessage);
  });

  it('the network goes mid-submit: kept with the key it had; sent again with the same key; kept while it fails', async () => {
    start();
    fillValid();
    replies = [keyOk('k-mid'), new TypeError('Failed to fetch')];
    submit();
    await vi.waitFor(() => expect(above().textContent).toBe(formOfflineStrings.kept));
    expect(kept().map((k) => k.key)).toEqual(['k-mid']);

    replies = [{ status: 503, data: {} }];
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(kept().map((k) => k.key)).toEqual(['k-mid']);

    replies = [saved];
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(kept()).toHaveLength(0));
    expect(
      calls()
        .slice(1)
        .map((c) => [c.path, c.body.key]),
    ).toEqual([
      [SAVE, 'k-mid'],
      [SAVE, 'k-mid'],
      [SAVE, 'k-mid'],
    ]);
  });
});
