// Idle -> submitting -> success | failure, and what a success shows.
import { describe, expect, it } from 'vitest';
import { createSubmitState, isWebAddress, successAction as successActionAt } from '../../../../core/forms/submit-state.ts';

describe('createSubmitState', () => {
  it('idle, then submitting; a second begin while submitting is refused and changes nothing', () => {
    const state = createSubmitState();
    expect(state.phase).toBe('idle');
    expect(state.begin()).toBe(true);
    expect(state.begin()).toBe(false);
    expect(state.phase).toBe('submitting');
  });

  it('success and failure only from submitting; after either, a new submit may begin', () => {
    const state = createSubmitState();
    state.succeed();
    state.fail();
    expect(state.phase).toBe('idle');
    state.begin();
    state.fail();
    expect(state.phase).toBe('failure');
    expect(state.begin()).toBe(true);
    state.succeed();
    expect(state.phase).toBe('success');
    state.fail();
    expect(state.phase).toBe('success');
  });
});

const successAction = (definition: Parameters<typeof successActionAt>[0]) => successActionAt(definition, 'https://site.example/contact');

describe('isWebAddress: a redirect goes to a web page only', () => {
  it.each([
    ['/thanks', true],
    ['thanks', true],
    ['https://other.example/x', true],
    ['http://site.example/x', true],
    ['javascript:alert(1)', false],
    [' java\tscript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['mailto:a@b.co', false],
    ['https://', false],
  ])('%j: %s', (url, ok) => {
    expect(isWebAddress(url, 'https://site.example/contact')).toBe(ok);
  });
});

describe('successAction', () => {
  it('a success redirect wins', () => {
    expect(successAction({ successRedirect: '/thanks', submissionHtml: '<p>x</p>', submissionMessage: 'm' })).toEqual({ kind: 'redirect', url: '/thanks' });
    expect(successAction({ successRedirect: 'https://site.example/t' })).toEqual({ kind: 'redirect', url: 'https://site.example/t' });
  });

  it('a redirect that is not a web page (javascript:) is not followed: the message shows', () => {
    expect(successAction({ successRedirect: 'javascript:alert(1)', submissionMessage: 'Thanks' })).toEqual({ kind: 'message', text: 'Thanks' });
  });

  it("else the owner's HTML, else the message ('' when none)", () => {
    expect(successAction({ submissionHtml: '<b>Hi</b>', submissionMessage: 'm' })).toEqual({ kind: 'html', html: '<b>Hi</b>' });
    expect(successAction({ submissionHtml: '  ', submissionMessage: 'm' })).toEqual({ kind: 'message', text: 'm' });
    expect(successAction({})).toEqual({ kind: 'message', text: '' });
  });
});
