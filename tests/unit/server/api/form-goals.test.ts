// Issue 33: a stored form submission counts as a goal of the dashboard's, with the visitor and visit
// its request's visitor cookie names: once per submission (a replayed key adds none), never for spam.
// Over HTTP, as a browser posts, on both engines.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '../../../../core/forms/spam.ts';
import { ENGINE } from '../engine.ts';
import { startApp, START_TIME, type TestApp } from '../harness.ts';

const VISITOR = 'vis-7|1700000000000|1700000000000|1700000100000|2';
const FORM = 'application/x-www-form-urlencoded';

describe(`form submissions as goals (${ENGINE})`, () => {
  let app: TestApp;
  let crumb: string;
  beforeEach(async () => {
    app = await startApp({ formRateLimit: { limit: 1000, windowMs: 60_000 } });
    crumb = await app.crumb();
  });
  afterEach(() => app.close());

  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${app.base}${path}?crumb=${crumb}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: `crumb=${crumb}${cookie}` }, body: JSON.stringify(body) });
  const key = async () => ((await (await post('/api/form/FormSubmissionKey', {})).json()) as { key: string }).key;
  const newsletter = (extra: Record<string, unknown> = {}) => ({
    formId: 'newsletter',
    isOverlayForm: false,
    submitButtonText: 'Sign up',
    pagePath: '/forms',
    form: JSON.stringify({ 'newsletter-email': 'ada@example.com' }),
    ...extra,
  });
  const goals = () => app.db.selectFrom('goals').select(['kind', 'name', 'visitor_id', 'session_id', 'path', 'created_at']).orderBy('id').execute();

  it('a stored submission is a goal with its visitor and visit; a replay of its key adds none', async () => {
    const spent = await key();
    const first = await post('/api/form/SaveFormSubmission', { key: spent, ...newsletter() }, `; ss_cvr=${encodeURIComponent(VISITOR)}`);
    expect(first.status).toBe(200);
    const again = await post('/api/form/SaveFormSubmission', { key: spent, ...newsletter() }, `; ss_cvr=${encodeURIComponent(VISITOR)}`);
    expect(again.status).toBe(200);
    expect(await goals()).toEqual([{ kind: 'form', name: 'newsletter', visitor_id: 'vis-7', session_id: 'vis-7:1700000100000', path: '/forms', created_at: START_TIME }]);
  });

  it('submissions sent at once are one goal each; one without a visitor cookie has no visitor', async () => {
    const keys = await Promise.all(Array.from({ length: 6 }, key));
    const replies = await Promise.all(keys.map((k, i) => post('/api/form/SaveFormSubmission', { key: k, ...newsletter() }, i % 2 ? `; ss_cvr=${VISITOR}` : '')));
    expect(replies.map((r) => r.status)).toEqual(keys.map(() => 200));
    const rows = await goals();
    expect(rows).toHaveLength(6);
    expect(rows.filter((row) => row.visitor_id === 'vis-7')).toHaveLength(3);
    expect(rows.filter((row) => row.visitor_id === '' && row.session_id === '')).toHaveLength(3);
  });

  it('a refused post (its trap field filled) is spam, no goal', async () => {
    const reply = await post('/api/form/SaveFormSubmission', { key: await key(), ...newsletter({ [HONEYPOT_FIELD]: 'bot' }) }, `; ss_cvr=${VISITOR}`);
    expect(reply.status).not.toBe(500);
    expect(await goals()).toEqual([]);
  });

  it('a form posted without JavaScript is a goal too', async () => {
    const response = await fetch(`${app.base}/forms/submit`, {
      method: 'POST',
      headers: { 'content-type': FORM, cookie: `crumb=${crumb}; ss_cvr=${VISITOR}` },
      body: new URLSearchParams([
        ['crumb', crumb],
        ['formId', 'newsletter'],
        ['pagePath', '/forms'],
        ['newsletter-email', 'ada@example.com'],
        [HONEYPOT_FIELD, ''],
      ]).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBeLessThan(400);
    expect(await goals()).toEqual([{ kind: 'form', name: 'newsletter', visitor_id: 'vis-7', session_id: 'vis-7:1700000100000', path: '/forms', created_at: START_TIME }]);
  });
});
