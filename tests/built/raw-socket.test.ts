// Issue 29, "No byte sequence a client sends can end the process": the raw-socket fuzz target. Raw
// requests (tests/fuzz/raw-requests.ts) go over TCP to the built server under its supervisor, in
// batches sent at once; after every batch the same process must answer GET / with 200. It counts the
// deaths (a worker the supervisor had to replace, or the supervisor gone) and the 5xx answers: both
// must be 0. FUZZ_RUNS requests in all (1,000 in npm test, 10,000 in npm run fuzz, which also sets
// FUZZ_TABLE to print the table). The whole run is counted, not stopped at the first failure; the
// failure message shows the first requests that broke the rule, escaped, to send again by hand.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../fuzz/raw-requests.ts';
import { sendRaw } from '../unit/server/raw.ts';
import { type BuiltServer, startBuiltServer } from './built-server.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
/** Requests sent at once; the server is asked for / after each batch. */
const BATCH = 25;
/** Long enough for any answer on loopback: a connection still open after it counts as no answer (not a failure). */
const ANSWER_MS = 5000;
const HIGH = '1000000000';

interface Tally {
  requests: number;
  batches: number;
  deaths: number;
  serverErrors: number;
  /** Batches after which GET / did not answer 200. */
  homeFailures: number;
  /** Connections the server closed without a status line (it may, for bytes that are not HTTP). */
  unanswered: number;
  timedOut: number;
  statuses: Map<number, number>;
  /** The first requests that got a 5xx, or preceded a death or a failed GET /. */
  offenders: string[];
  ms: number;
}

const deathsIn = (output: string): number => (output.match(/\[server\] worker \d+ died/g) ?? []).length;

function table(tally: Tally): string {
  const answers = [...tally.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  const head = ['target', 'requests', 'batches', 'deaths', '5xx', 'GET / not 200', 'no status line', 'ms', 'answers'];
  const row = [
    'raw bytes over TCP',
    tally.requests,
    tally.batches,
    tally.deaths,
    tally.serverErrors,
    tally.homeFailures,
    tally.unanswered + tally.timedOut,
    Math.round(tally.ms),
    answers,
  ].map(String);
  const widths = head.map((title, i) => Math.max(title.length, row[i]!.length));
  const format = (cells: string[]) => `| ${cells.map((cell, i) => (i >= 1 && i <= 7 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`;
  return [format(head), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, format(row)].join('\n');
}

describe('the built server, raw bytes over TCP', () => {
  let server: BuiltServer;
  const tally: Tally = { requests: 0, batches: 0, deaths: 0, serverErrors: 0, homeFailures: 0, unanswered: 0, timedOut: 0, statuses: new Map(), offenders: [], ms: 0 };

  beforeAll(async () => {
    // One worker, so that the process answering / after a batch is the one that took it; the limits
    // raised, so the answers are the routes' own rather than the limiter's.
    server = await startBuiltServer({ VITRINE_WORKERS: '1', VITRINE_FORM_RATE_LIMIT: HIGH, VITRINE_STORE_RATE_LIMIT: HIGH, VITRINE_ERROR_RATE_LIMIT: HIGH });
  });
  afterAll(async () => {
    await server?.remove();
    if (process.env.FUZZ_TABLE) console.log(`\nThe built server, raw bytes over TCP: ${tally.requests} requests in batches of ${BATCH}\n${table(tally)}\n`);
  });

  it(`${RUNS} raw requests in batches of ${BATCH}: no death, no 5xx, and GET / answers 200 after every batch`, async () => {
    const seed = fc.readConfigureGlobal().seed ?? Date.now() ^ (Math.random() * 0x100000000);
    const started = performance.now();
    const exited = () => server.child.exitCode !== null || server.child.signalCode !== null;
    const offend = (bytes: string) => tally.offenders.length < 5 && tally.offenders.push(JSON.stringify(bytes).slice(0, 600));
    await fc
      .assert(
        fc.asyncProperty(fc.array(rawRequest, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
          if (exited()) throw new Error('The server had exited.');
          const deathsBefore = deathsIn(server.output());
          const answers = await Promise.all(batch.map((bytes) => sendRaw(server.port, bytes, ANSWER_MS)));
          answers.forEach((answer, i) => {
            tally.requests += 1;
            if (answer.timedOut) tally.timedOut += 1;
            else if (answer.statuses.length === 0) tally.unanswered += 1;
            for (const status of answer.statuses) tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
            if (answer.statuses.some((status) => status >= 500)) {
              tally.serverErrors += 1;
              offend(batch[i]!);
            }
          });
          const home = await fetch(`${server.base}/`).then(
            (reply) => reply.status,
            () => 0,
          );
          tally.batches += 1;
          const died = deathsIn(server.output()) - deathsBefore + (exited() ? 1 : 0);
          if (home !== 200) tally.homeFailures += 1;
          if (died > 0 || home !== 200) for (const bytes of batch) offend(bytes);
          tally.deaths += died;
          // The supervisor itself gone: nothing more to learn from this run.
          if (exited()) throw new Error(`The server exited:\n${server.output()}`);
        }),
        // No shrinking: the server's state, not the batch alone, may be what failed; the offenders are kept instead.
        { numRuns: Math.ceil(RUNS / BATCH), seed, endOnFailure: true },
      )
      .catch(() => {});
    tally.ms = performance.now() - started;
    const summary = { deaths: tally.deaths, serverErrors: tally.serverErrors, homeFailures: tally.homeFailures };
    expect(summary, `seed ${seed}; the first requests that broke the rule:\n${tally.offenders.join('\n')}\n${server.output().slice(-3000)}`).toEqual({
      deaths: 0,
      serverErrors: 0,
      homeFailures: 0,
    });
    expect(tally.requests).toBe(Math.ceil(RUNS / BATCH) * BATCH);
  }, 900_000);
});
