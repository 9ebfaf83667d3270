// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buttonFields, startCensus } from '../../../tracking/census.ts';
import type { Call } from '../../../tracking/delivery.ts';
import { counter } from './fakes.ts';

const attr = (value: unknown) => JSON.stringify(value).replace(/"/g, '&quot;');
const button = (id: string, json: unknown, link = '<a href="/shop" target="_blank"> Buy now </a>') =>
  `<div class="block" id="${id}" data-block-type="53" data-block-json="${attr(json)}">${link}</div>`;

let calls: Call[];
let stop: () => void;
const fields = (call: Call) => Object.fromEntries(new URLSearchParams(call.body));
const path = (call: Call) => new URL(call.url, 'https://x').pathname;
const start = () =>
  (stop = startCensus(
    document,
    counter('census-'),
    (c) => calls.push(c),
    () => 'v1|1|2|3|4',
  ));

beforeEach(() => {
  calls = [];
  stop = () => {};
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('Id, buttonText, clickthroughUrl, alignment, size, newWindow, context', () => {
  it('from the block JSON', () => {
    document.body.innerHTML = button('block-b1', { buttonText: 'Book', clickthroughUrl: '/book', alignment: 'center', size: 'large', newWindow: false });
    expect(buttonFields(document.getElementById('block-b1')!, 'render')).toEqual({
      id: 'block-b1',
      buttonText: 'Book',
      clickthroughUrl: '/book',
      alignment: 'center',
      size: 'large',
      newWindow: 'false',
      context: 'render',
    });
  });

  it('without block JSON, from the link: its text, address and target', () => {
    document.body.innerHTML = button('block-b2', {});
    expect(buttonFields(document.getElementById('block-b2')!, 'click')).toEqual({
      id: 'block-b2',
      buttonText: 'Buy now',
      clickthroughUrl: '/shop',
      alignment: '',
      size: '',
      newWindow: 'true',
      context: 'click',
    });
  });

  it('unreadable block JSON reads as none', () => {
    document.body.innerHTML = '<div id="b3" data-block-type="53" data-block-json="{not json"><a href="/x">X</a></div>';
    expect(buttonFields(document.getElementById('b3')!, 'render')).toMatchObject({ buttonText: 'X', clickthroughUrl: '/x', newWindow: 'false' });
  });

  it('every field is a string', () => {
    document.body.innerHTML = button('b4', { buttonText: 5, newWindow: true, size: null });
    for (const value of Object.values(buttonFields(document.getElementById('b4')!, 'render'))) expect(typeof value).toBe('string');
  });

  // issue 22, found by fuzzing: String() throws on an object whose own toString is not a function.
  it('a field the JSON makes an object that cannot become text reads as its tag; the census still goes', () => {
    document.body.innerHTML = button('b5', { buttonText: { toString: 0 }, size: { toString: null, valueOf: null } });
    expect(buttonFields(document.getElementById('b5')!, 'render')).toMatchObject({ buttonText: '[object Object]', size: '[object Object]' });
    document.body.innerHTML += `<div id="block-f9" data-block-type="9" data-block-json="${attr({ formId: { toString: 0 } })}"></div>`;
    start();
    expect(calls.map(fields).map((call) => call.formId ?? call.buttonText)).toEqual(['[object Object]', '[object Object]']);
  });
});

describe('startCensus: the census calls', () => {
  it('each button on the page: POST /api/census/button-render with its fields, 2500 ms timeout, its own event id', () => {
    document.body.innerHTML = button('block-1', { buttonText: 'One' }) + button('block-2', { buttonText: 'Two' });
    start();
    expect(calls.map(path)).toEqual(['/api/census/button-render', '/api/census/button-render']);
    expect(calls.map((c) => fields(c).buttonText)).toEqual(['One', 'Two']);
    expect(calls.every((c) => fields(c).context === 'render')).toBe(true);
    expect(calls.every((c) => c.to === 2500)).toBe(true);
    expect(calls.map((c) => c.id)).toEqual(['census-1', 'census-2']);
    expect(calls.map((c) => new URL(c.url, 'https://x').searchParams.get('eid'))).toEqual(['census-1', 'census-2']);
    expect(calls[0]!.type).toBe('application/x-www-form-urlencoded');
  });

  it('form-render for forms (9) and newsletters (51): formId and visitorCookie', () => {
    document.body.innerHTML =
      `<div id="block-f1" data-block-type="9" data-block-json="${attr({ formId: 'form-123' })}"></div>` +
      `<div id="block-n1" data-block-type="51" data-block-json="{}"></div>` +
      `<div id="block-d1" data-block-type="9" data-block-json="${attr({ id: 'contact', fields: [] })}"></div>` +
      `<div id="block-o1" data-block-type="5"></div>`;
    start();
    expect(calls.map(path)).toEqual(['/api/census/form-render', '/api/census/form-render', '/api/census/form-render']);
    expect(calls.map(fields)).toEqual([
      { formId: 'form-123', visitorCookie: 'v1|1|2|3|4' },
      { formId: 'block-n1', visitorCookie: 'v1|1|2|3|4' },
      // docs/forms.md: the block JSON is the form's definition, whose id is the form id.
      { formId: 'contact', visitorCookie: 'v1|1|2|3|4' },
    ]);
    expect(calls.every((c) => c.to === 2500)).toBe(true);
  });

  it("A newsletter sign-up (the runtime's document event) is a newsletter_subscribe RecordEvent, until stopped", () => {
    document.body.innerHTML = '<div id="block-n1" data-block-type="51" data-block-json="{}"></div>';
    start();
    calls = [];
    document.dispatchEvent(new CustomEvent('vitrine:newslettersubscribe', { detail: { formId: 'news' } }));
    expect(calls.map(path)).toEqual(['/api/events/RecordEvent']);
    expect(fields(calls[0]!)).toEqual({ crumb: '', event: 'newsletter_subscribe', data: '{"formId":"news"}' });
    stop();
    document.dispatchEvent(new CustomEvent('vitrine:newslettersubscribe', { detail: { formId: 'news' } }));
    expect(calls).toHaveLength(1);
  });

  it('a page without census blocks sends nothing', () => {
    document.body.innerHTML = '<div data-block-type="5"></div><a href="/x">x</a>';
    start();
    document.querySelector('a')!.click();
    expect(calls).toEqual([]);
  });

  it("a click on a button's link: POST /api/census/button-click with context click", () => {
    document.body.innerHTML = button('block-1', { buttonText: 'One' }, '<a href="#go"><span>One</span></a>');
    start();
    calls = [];
    (document.querySelector('span') as HTMLElement).click();
    expect(calls.map(path)).toEqual(['/api/census/button-click']);
    expect(fields(calls[0]!)).toMatchObject({ id: 'block-1', buttonText: 'One', context: 'click' });
    expect(calls[0]!.to).toBe(2500);
  });

  it('a click in the button block but off its link, or outside any button, sends nothing', () => {
    document.body.innerHTML = `${button('block-1', {}, '<p>text</p><a href="#go">Go</a>')}<a id="other" href="#o">Other</a>`;
    start();
    calls = [];
    (document.querySelector('p') as HTMLElement).click();
    document.getElementById('other')!.click();
    expect(calls).toEqual([]);
  });

  it('the returned remover stops the click census', () => {
    document.body.innerHTML = button('block-1', {}, '<a href="#go">Go</a>');
    start();
    stop();
    calls = [];
    document.querySelector('a')!.click();
    expect(calls).toEqual([]);
  });
});
