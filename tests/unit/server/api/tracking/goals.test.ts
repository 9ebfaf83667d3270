// Issue 33: which stored events count as goals, and their names.
import { describe, expect, it } from 'vitest';
import { formGoal, goalOf, MAX_GOAL_NAME } from '../../../../../server/api/tracking/goals.ts';
import { anonymousVisit, visitIdentity, visitorId } from '../../../../../server/api/tracking/visitor.ts';

describe('goalOf', () => {
  it.each([
    ['analytics-event', { commonData: { object_type: 'cookie_banner', action: 'accept', page_path: '/a' } }, { kind: 'event', name: 'cookie_banner.accept', path: '/a' }],
    ['analytics-event', { commonData: { object_type: 'video', action: '' } }, null],
    ['legacy-event', { event: 'newsletter-subscribe', data: { pagePath: '/news' } }, { kind: 'event', name: 'newsletter-subscribe', path: '/news' }],
    ['legacy-event', { event: 'pageview', data: { pagePath: '/' } }, null],
    ['census-hit', { event: 'scroll', data: { path: '/p' }, visitorId: 'v' }, { kind: 'event', name: 'scroll', path: '/p' }],
    ['button-click', { id: 'b1', buttonText: ' Buy now ' }, { kind: 'button', name: 'Buy now', path: '' }],
    ['button-click', { id: 'b1', buttonText: '' }, { kind: 'button', name: 'b1', path: '' }],
    ['button-render', { id: 'b1' }, null],
    ['form-render', { formId: 'f' }, null],
    ['overlay', {}, null],
    ['page-speed', {}, null],
    ['legacy-event', null, null],
    ['legacy-event', { event: 'x', data: { pagePath: 'https://evil/' } }, { kind: 'event', name: 'x', path: '' }],
  ])('%s %j', (kind, payload, expected) => {
    expect(goalOf(kind, payload)).toEqual(expected);
  });

  it('a long name is cut', () => {
    expect(goalOf('legacy-event', { event: 'e'.repeat(1000) })?.name).toHaveLength(MAX_GOAL_NAME);
  });

  it('a form submission is a goal named by its form', () => {
    expect(formGoal('contact', '/contact')).toEqual({ kind: 'form', name: 'contact', path: '/contact' });
    expect(formGoal('contact', null)).toEqual({ kind: 'form', name: 'contact', path: '' });
  });
});

describe('the visit a visitor record names', () => {
  it('the id and the last visit time, the same for the whole visit', () => {
    expect(visitIdentity('vis-1_a|100|200|300|4')).toEqual({ visitorId: 'vis-1_a', sessionId: 'vis-1_a:300' });
    expect(visitorId('vis-1_a|100|200|300|4')).toBe('vis-1_a');
  });

  it.each([null, '', 'vis|1|2|3', 'vis|1|2|3|x', 'a b|1|2|3|4', 'vis|1|2|3|4|5'])('%j names none', (cookie) => {
    expect(visitIdentity(cookie)).toBeNull();
  });

  it('a page view without one is a visit and a visitor of its own', () => {
    expect(anonymousVisit(() => 'u1')).toEqual({ visitorId: 'anon:u1', sessionId: 'anon:u1' });
  });
});
