// @vitest-environment happy-dom
// docs/forms.md "The markup": the form (9), newsletter (51) and donation (52) blocks as the server writes them.
import { describe, expect, it } from 'vitest';
import { FIELD_PART_MAX_LENGTH, FIELD_PARTS, FIELD_TYPES, type FormDefinition } from '../../../../core/forms/fields.ts';
import { HONEYPOT_FIELD } from '../../../../core/forms/spam.ts';
import { renderForm } from '../../../../server/render/blocks/form.ts';
import { renderDonation } from '../../../../server/render/blocks/donation.ts';
import { renderPage } from '../../../../server/render/page.ts';
import { SITE_CSS } from '../../../../server/render/styles.ts';
import { contactForm, donationForm, newsletterForm } from '../../../../site/forms.ts';
import { formsPage } from '../../../../site/forms-pages.ts';
import { homePage } from '../../../../site/pages.ts';
import { FORM_ERROR_LINES } from '../../../fixtures/form-error-lines.ts';
import { website } from '../../../../site/website.ts';

const parse = (html: string): Document => new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
const CRUMB = 'c'.repeat(32);
const render = (form: FormDefinition, state = {}) => parse(renderForm({ kind: 'form', id: 'b1', form }, { crumb: CRUMB, pagePath: '/forms', state }));
const field = (doc: Document, id: string) => doc.getElementById(`${id}-field`)!;

describe('the demo definitions (site/forms.ts)', () => {
  it('the contact form has every field type', () => {
    expect(new Set(contactForm.fields.map((f) => f.type))).toEqual(new Set(FIELD_TYPES));
  });

  it('field ids are unique across the forms that share a page, and none is a reserved hidden name', () => {
    const ids = [...contactForm.fields, ...newsletterForm.fields, ...donationForm.fields].map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const reserved of ['formId', 'crumb', 'pagePath', HONEYPOT_FIELD, 'captchaKey']) expect(ids).not.toContain(reserved);
  });
});

describe('form block markup (docs/forms.md)', () => {
  const doc = render(contactForm);

  it('a block of type 9 whose JSON is the definition', () => {
    const block = doc.querySelector('[data-block-type]')!;
    expect(block.getAttribute('data-block-type')).toBe('9');
    expect(block.classList.contains('form-block')).toBe(true);
    expect(JSON.parse(block.getAttribute('data-block-json')!)).toEqual(contactForm);
  });

  it('a real form posting to /forms/submit, novalidate, with formId, crumb and pagePath hidden', () => {
    const form = doc.querySelector('form')!;
    expect([form.id, form.getAttribute('method'), form.getAttribute('action'), form.hasAttribute('novalidate')]).toEqual(['form-contact', 'post', '/forms/submit', true]);
    const hidden = (name: string) => (form.querySelector(`input[type=hidden][name="${name}"]`) as HTMLInputElement).value;
    expect([hidden('formId'), hidden('crumb'), hidden('pagePath')]).toEqual(['contact', CRUMB, '/forms']);
    expect(form.querySelector('button[type=submit]')!.textContent).toBe('Send message');
  });

  it('every input but the hidden ones has a visible label (or, for a part of a group, its own)', () => {
    const inputs = [...doc.querySelectorAll('form input:not([type=hidden]), form textarea, form select')];
    expect(inputs.length).toBeGreaterThan(30);
    for (const input of inputs) {
      const label = doc.querySelector(`label[for="${input.id}"]`);
      expect(label?.textContent?.trim(), input.id).toBeTruthy();
    }
  });

  it.each(contactForm.fields.filter((f) => !['hidden', 'section'].includes(f.type)).map((f) => [f.type, f.id] as const))(
    '%s: the item is named by its type and id, describes itself by its error (and description)',
    (type, id) => {
      const item = field(doc, id);
      expect(item.classList.contains(`field-${type}`)).toBe(true);
      expect(item.getAttribute('data-field-id')).toBe(id);
      expect(item.querySelector('.field-error')!.id).toBe(`${id}-error`);
      const definition = contactForm.fields.find((f) => f.id === id)!;
      const expected = [`${id}-error`, ...(definition.description ? [`${id}-description`] : [])].join(' ');
      const described = item.tagName === 'FIELDSET' ? item : item.querySelector('input, textarea, select')!;
      expect(described.getAttribute('aria-describedby')).toBe(expected);
      if (definition.description) expect(doc.getElementById(`${id}-description`)!.textContent).toBe(definition.description);
    },
  );

  it('inputs are named by their field id; single inputs carry the id', () => {
    for (const id of ['email', 'subject', 'message', 'prints', 'website', 'budget', 'password', 'twitter', 'size']) {
      const input = doc.getElementById(id)!;
      expect(input.getAttribute('name')).toBe(id);
    }
    expect((doc.getElementById('email') as HTMLInputElement).type).toBe('email');
    expect((doc.getElementById('password') as HTMLInputElement).type).toBe('password');
  });

  it('required fields say (required) in their label or legend; optional ones do not', () => {
    expect(field(doc, 'email').querySelector('label')!.textContent).toBe('Email (required)');
    expect(field(doc, 'name').querySelector('legend')!.textContent).toBe('Name (required)');
    expect(field(doc, 'subject').querySelector('label')!.textContent).toBe('Subject');
  });

  it.each([
    ['name', FIELD_PARTS.name],
    ['address', FIELD_PARTS.address],
    ['delivery-date', FIELD_PARTS.date],
    ['call-time', FIELD_PARTS.time],
    ['phone', FIELD_PARTS.phone],
    ['studio-phone', FIELD_PARTS.phone.slice(1)],
  ])('%s: a fieldset with a legend, one input per part, named by the field, ids {id}-{index}', (id, parts) => {
    const item = field(doc, id);
    expect(item.tagName).toBe('FIELDSET');
    const inputs = [...item.querySelectorAll('input')];
    expect(inputs.map((i) => i.getAttribute('name'))).toEqual(parts.map(() => id));
    expect(inputs.map((i) => i.id)).toEqual(parts.map((_, index) => `${id}-${index}`));
    expect(inputs.map((i) => doc.querySelector(`label[for="${i.id}"]`)!.textContent)).toEqual([...parts]);
    // No longer than the server accepts a part (issue 29), so no browser sends one it refuses.
    expect(inputs.map((i) => i.getAttribute('maxlength'))).toEqual(parts.map(() => String(FIELD_PART_MAX_LENGTH)));
  });

  it('radio and checkbox: one input per option, valued by the option', () => {
    const radios = [...field(doc, 'heard-from').querySelectorAll('input')];
    expect(radios.map((r) => [r.type, r.name, r.value])).toEqual(['A friend', 'A fair', 'Online'].map((o) => ['radio', 'heard-from', o]));
    const boxes = [...field(doc, 'interests').querySelectorAll('input')];
    expect(boxes.map((r) => [r.type, r.value])).toEqual(['Lakes', 'Coasts', 'Forests'].map((o) => ['checkbox', o]));
  });

  it('select: an empty first option when optional, none when required', () => {
    expect([...doc.querySelectorAll('#size option')].map((o) => o.getAttribute('value'))).toEqual(['', 'Small', 'Medium', 'Large']);
    const required = render({ ...contactForm, fields: [{ id: 'size', type: 'select', title: 'Size', required: true, options: ['S', 'M'] }] });
    expect([...required.querySelectorAll('#size option')].map((o) => o.getAttribute('value'))).toEqual(['S', 'M']);
  });

  it('likert: a nested fieldset per statement, five radios named {id}-{index}, -2 to 2, with the scale words', () => {
    const statements = [...field(doc, 'experience').querySelectorAll('fieldset.likert-statement')];
    expect(statements.map((s) => s.querySelector('legend')!.textContent)).toEqual(contactForm.fields.find((f) => f.id === 'experience')!.options);
    const radios = [...statements[1]!.querySelectorAll('input')];
    expect(radios.map((r) => [r.name, r.value])).toEqual(['-2', '-1', '0', '1', '2'].map((v) => ['experience-1', v]));
    expect(radios.map((r) => doc.querySelector(`label[for="${r.id}"]`)!.textContent)).toEqual(['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree']);
  });

  it('textarea with a maximum carries data-max-length; currency shows its symbol; section a heading and a rule', () => {
    expect(doc.getElementById('message')!.getAttribute('data-max-length')).toBe('500');
    expect(field(doc, 'budget').querySelector('.currency-symbol')!.textContent).toBe('$');
    const section = field(doc, 'about-you');
    expect([section.querySelector('h2')!.textContent, !!section.querySelector('hr'), section.querySelector('input')]).toEqual(['About you', true, null]);
  });

  it('hidden: its default value, its query key, no label', () => {
    const hidden = doc.querySelector('input[name=source]')!;
    expect([hidden.getAttribute('type'), hidden.getAttribute('value'), hidden.getAttribute('data-query-key'), hidden.getAttribute('data-field-id')]).toEqual([
      'hidden',
      'website',
      'source',
      'source',
    ]);
  });

  it('untouched: no error shown, the status and alert elements are there but hidden', () => {
    expect(doc.querySelectorAll('.error, [aria-invalid]').length).toBe(0);
    expect(doc.querySelector('[role=alert]')!.hasAttribute('hidden')).toBe(true);
    expect(doc.querySelector('[role=status]')!.hasAttribute('hidden')).toBe(true);
  });
});

describe('a form re-rendered after a post', () => {
  const values = {
    email: 'ada@',
    subject: 'A "print" <b>',
    name: ['Ada', ''],
    'studio-phone': ['', '555', '01', '02'],
    interests: ['Coasts'],
    'heard-from': 'Online',
    size: 'Large',
    experience: { 'Delivery was quick': '1' },
    message: 'Hi',
  };
  const errors = { email: 'Email bad', name: 'Name (required)' };
  const doc = render(contactForm, { values, errors });

  it('keeps every value sent', () => {
    expect((doc.getElementById('email') as HTMLInputElement).value).toBe('ada@');
    expect((doc.getElementById('subject') as HTMLInputElement).value).toBe('A "print" <b>');
    expect(doc.getElementById('message')!.textContent).toBe('Hi');
    expect((doc.getElementById('name-0') as HTMLInputElement).value).toBe('Ada');
    expect([0, 1, 2].map((i) => (doc.getElementById(`studio-phone-${i}`) as HTMLInputElement).value)).toEqual(['555', '01', '02']);
    expect([...doc.querySelectorAll<HTMLInputElement>('input[name=interests]')].map((i) => i.checked)).toEqual([false, true, false]);
    expect([...doc.querySelectorAll<HTMLInputElement>('input[name=heard-from]')].map((i) => i.checked)).toEqual([false, false, true]);
    expect([...doc.querySelectorAll('#size option')].map((o) => o.hasAttribute('selected'))).toEqual([false, false, false, true]);
    expect((doc.querySelector('input[name="experience-1"][value="1"]') as HTMLInputElement).checked).toBe(true);
  });

  it('marks each field in error: class, aria-invalid, its message shown; the others stay clean', () => {
    expect(field(doc, 'email').classList.contains('error')).toBe(true);
    expect(doc.getElementById('email')!.getAttribute('aria-invalid')).toBe('true');
    expect(doc.getElementById('email-error')!.hasAttribute('hidden')).toBe(false);
    expect(doc.getElementById('email-error')!.textContent).toBe('Email bad');
    expect([...field(doc, 'name').querySelectorAll('input')].every((i) => i.getAttribute('aria-invalid') === 'true')).toBe(true);
    expect(field(doc, 'subject').classList.contains('error')).toBe(false);
    expect(doc.getElementById('subject')!.hasAttribute('aria-invalid')).toBe(false);
  });

  // The same table as the block's with JavaScript on (tests/unit/core/blocks/form.test.ts).
  it.each(FORM_ERROR_LINES)('%s: the lines above and below the form', (_case, newsletter, fieldsMarked, message, lineAbove, lineBelow) => {
    const definition = newsletter ? newsletterForm : contactForm;
    const failed = render(definition, fieldsMarked ? { values: {}, errors: { [definition.fields[0]!.id]: 'x' } } : { values: {}, message });
    const above = failed.querySelector('.form-error-above')!;
    const below = failed.querySelector('.form-error-below')!;
    expect([above.textContent, above.hasAttribute('hidden'), above.getAttribute('role')]).toEqual([lineAbove, false, 'alert']);
    expect([below.textContent, below.hasAttribute('hidden')]).toEqual([lineBelow, lineBelow === '']);
  });

  it('after a success: the form hidden, the submission message in the status element', () => {
    const done = render(contactForm, { submitted: true });
    expect(done.querySelector('form')!.hasAttribute('hidden')).toBe(true);
    expect(done.querySelector('[role=status]')!.textContent).toBe(contactForm.submissionMessage);
    expect(done.querySelector('[role=status]')!.hasAttribute('hidden')).toBe(false);
  });
});

describe('escaping', () => {
  const hostile = '"><script>alert(1)</script>';
  const form: FormDefinition = {
    id: 'x',
    name: hostile,
    submitButtonText: hostile,
    submissionMessage: hostile,
    fields: [
      { id: 'f', type: 'text', title: hostile, description: hostile, placeholder: hostile },
      { id: 'r', type: 'radio', title: hostile, options: [hostile] },
      { id: 's', type: 'select', title: hostile, options: [hostile] },
      { id: 'l', type: 'likert', title: hostile, options: [hostile] },
    ],
  };

  it('titles, descriptions, options, values, messages and the JSON never make elements', () => {
    for (const state of [{}, { submitted: true }, { values: { f: hostile }, errors: { f: hostile } }]) {
      const doc = render(form, state);
      expect(doc.querySelector('script')).toBeNull();
      expect(doc.querySelector('label[for=f]')!.textContent).toBe(hostile);
      expect(JSON.parse(doc.querySelector('[data-block-json]')!.getAttribute('data-block-json')!)).toEqual(form);
    }
    const doc = render(form, { values: { f: hostile, r: hostile }, errors: { f: hostile } });
    expect((doc.getElementById('f') as HTMLInputElement).value).toBe(hostile);
    expect((doc.querySelector('input[name=r]') as HTMLInputElement).value).toBe(hostile);
    expect(doc.getElementById('f-error')!.textContent).toBe(hostile);
  });
});

describe('newsletter (51) and donation (52)', () => {
  it('the newsletter block is the form markup in a block of type 51', () => {
    const block = render(newsletterForm).querySelector('[data-block-type]')!;
    expect([block.getAttribute('data-block-type'), block.classList.contains('newsletter-block'), !!block.querySelector('form#form-newsletter')]).toEqual(['51', true, true]);
  });

  it('the donation button links to the donation checkout of its page', () => {
    const doc = parse(renderDonation({ kind: 'donation', id: 'd', text: 'Give <now>', donatePageId: 'p&1' }));
    const block = doc.querySelector('[data-block-type]')!;
    expect(block.getAttribute('data-block-type')).toBe('52');
    const link = block.querySelector('a.donation-button')!;
    expect([link.getAttribute('href'), link.textContent]).toEqual(['/checkout/donate?donatePageId=p%261', 'Give <now>']);
  });
});

// Issue 29: the trap field a bot fills and a person never sees, hears or tabs to.
describe('the trap field', () => {
  it.each([contactForm, newsletterForm, donationForm])('$id: one empty text input named homepage, out of sight, the tab order and the accessibility tree', (definition) => {
    const form = render(definition).querySelector('form')!;
    const traps = form.querySelectorAll(`[name="${HONEYPOT_FIELD}"]`);
    expect(traps).toHaveLength(1);
    const input = traps[0] as HTMLInputElement;
    expect([input.type, input.value, input.getAttribute('tabindex'), input.getAttribute('autocomplete')]).toEqual(['text', '', '-1', 'off']);
    const box = input.parentElement!;
    expect([box.className, box.getAttribute('aria-hidden')]).toEqual(['form-trap', 'true']);
    expect(box.querySelector(`label[for="${input.id}"]`)!.textContent).toBe('Leave this field empty');
    expect(input.id).toBe(`form-${definition.id}-homepage`);
    // Before the captcha and the button, so the no-JavaScript post carries it.
    expect(box.compareDocumentPosition(form.querySelector('button[type=submit]')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is placed off-screen by the stylesheet, not hidden from layout (a bot reads display:none)', () => {
    const rule = /\.form-trap\{([^}]*)\}/.exec(SITE_CSS)![1]!;
    expect(rule).toContain('position:absolute');
    // The start side (left, or right on a right-to-left page), where overflow makes no scroll.
    expect(rule).toContain('inset-inline-start:-10000px');
    expect(rule).not.toMatch(/display:none|visibility:hidden/);
  });

  it('a re-rendered form (a failed no-JavaScript post) shows it empty again', () => {
    const input = render(contactForm, { values: { [HONEYPOT_FIELD]: 'x' }, message: 'no' }).querySelector(`[name="${HONEYPOT_FIELD}"]`) as HTMLInputElement;
    expect(input.value).toBe('');
  });
});

describe('/forms and the home page (Routes)', () => {
  const doc = new DOMParser().parseFromString(renderPage(formsPage, { website, imageSizes: () => undefined, crumb: CRUMB, address: '/forms' }), 'text/html');

  it('/forms holds the contact form, the newsletter block and the donation button', () => {
    expect([...doc.querySelectorAll('[data-block-type]')].map((b) => b.getAttribute('data-block-type'))).toEqual(expect.arrayContaining(['9', '51', '52']));
    expect(doc.querySelector('#form-contact input[name=crumb]')!.getAttribute('value')).toBe(CRUMB);
  });

  it('the home page links to /forms', () => {
    const home = new DOMParser().parseFromString(renderPage(homePage, { website, imageSizes: () => ({ width: 10, height: 10 }) }), 'text/html');
    expect(home.querySelector('main a[href="/forms"]')).not.toBeNull();
  });
});

describe('form styles', () => {
  const luminance = (hex: string): number => {
    const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };

  it('errors are drawn in a colour with at least 4.5:1 contrast on the page and on white (WCAG AA)', () => {
    const colour = /\.field-error,\.form-error\{[^}]*color:#([0-9a-f]{6})/.exec(SITE_CSS)![1]!;
    for (const background of ['ffffff', 'fbfaf7']) expect((luminance(background) + 0.05) / (luminance(colour) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  it('the newsletter and the captcha turn small under 320 px of their container', () => {
    expect(SITE_CSS).toMatch(/\.newsletter-block\{container-type:inline-size\}/);
    expect(SITE_CSS).toMatch(/@container \(max-width:319\.98px\)\{\.newsletter-block \.form\{grid-template-columns:1fr/);
    expect(SITE_CSS).toMatch(/@container \(max-width:319\.98px\)\{\.form-captcha\{width:164px/);
  });
});
