import { describe, expect, it } from 'vitest';
import { createRequestLog, MAX_LOGGED_BODY, type LoggedRequest } from '../../../../server/dev/request-log.ts';

const entry = (path: string, body = ''): LoggedRequest => ({ at: 1, method: 'POST', path, search: '', contentType: 'text/plain', body, status: 200 });

describe('the dev request log', () => {
  it('keeps entries oldest first, filters by path, and clears', () => {
    const log = createRequestLog();
    log.add(entry('/api/a'));
    log.add(entry('/api/b'));
    log.add(entry('/api/a'));
    expect(log.list().map((item) => item.path)).toEqual(['/api/a', '/api/b', '/api/a']);
    expect(log.list('/api/a')).toHaveLength(2);
    log.clear();
    expect(log.list()).toEqual([]);
  });

  it('drops the oldest entries past its cap', () => {
    const log = createRequestLog(3);
    for (const path of ['/1', '/2', '/3', '/4', '/5']) log.add(entry(path));
    expect(log.list().map((item) => item.path)).toEqual(['/3', '/4', '/5']);
  });

  it('keeps at most 64 KB of a body', () => {
    const log = createRequestLog();
    log.add(entry('/api/a', 'x'.repeat(MAX_LOGGED_BODY + 10)));
    expect(log.list()[0]!.body).toHaveLength(MAX_LOGGED_BODY);
  });
});
