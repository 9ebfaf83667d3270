// Runs fuzz targets in vitest (issue 22): FUZZ_RUNS inputs each (1,000 by default, the quick run of
// `npm test`; `npm run fuzz` sets 10,000 and FUZZ_TABLE). A first pass counts: every input is run,
// and each one whose run throws (an error its contract does not name) or whose answer breaks the
// contract is counted, so the table says how many of the inputs failed, not only the first. When
// any did, a second pass from the same seed lets fast-check shrink the first to the smallest
// counterexample, which is the test's failure message.
import fc from 'fast-check';
import { afterAll, describe, it, vi } from 'vitest';
import type { FuzzTarget } from './target.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

interface Row {
  area: string;
  name: string;
  inputs: number;
  uncaught: number;
  wrong: number;
  ms: number;
  /** The server's answers by status, to show the inputs reached past the crumb into the schema and the handler. */
  statuses: Map<number, number>;
}

/** One input through the target: 'uncaught' when its run threw outside the contract, 'wrong' when its answer broke it. */
async function once(target: FuzzTarget, input: unknown): Promise<{ outcome: 'ok' | 'uncaught' | 'wrong'; error?: unknown; result?: unknown }> {
  let result: unknown;
  try {
    result = await target.run(input);
  } catch (error) {
    return target.expectedError?.(error, input) ? { outcome: 'ok' } : { outcome: 'uncaught', error };
  }
  try {
    target.check?.(result, input);
  } catch (error) {
    return { outcome: 'wrong', error, result };
  }
  return { outcome: 'ok', result };
}

const statusOf = (result: unknown): number | undefined => {
  const status = (result as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
};

/** The console stays quiet while the parsers log what they were given (warnings on bad input are their contract). */
function quietConsole(): () => void {
  const spies = (['log', 'info', 'debug', 'warn', 'error'] as const).map((method) => vi.spyOn(console, method).mockImplementation(() => {}));
  return () => {
    for (const spy of spies) spy.mockRestore();
  };
}

function table(rows: readonly Row[]): string {
  const answers = (row: Row): string =>
    [...row.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
  const withAnswers = rows.some((row) => row.statuses.size > 0);
  const head = ['area', 'parser', 'inputs', 'uncaught errors', 'wrong answers', 'ms', ...(withAnswers ? ['answers'] : [])];
  const lines = rows.map((row) => [
    row.area,
    row.name,
    String(row.inputs),
    String(row.uncaught),
    String(row.wrong),
    String(Math.round(row.ms)),
    ...(withAnswers ? [answers(row)] : []),
  ]);
  const widths = head.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, i) => (i >= 2 && i <= 5 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`;
  return [format(head), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...lines.map(format)].join('\n');
}

/** A describe block with one test a target; `title` names the table. */
export function describeTargets(title: string, targets: readonly FuzzTarget[], timeoutMs: number): void {
  const rows: Row[] = [];
  describe(title, () => {
    afterAll(() => {
      if (process.env.FUZZ_TABLE) console.log(`\n${title}: ${RUNS} runs a target (the server's: a tenth)\n${table(rows)}\n`);
    });
    for (const target of targets) {
      it(
        `${target.area}: ${target.name}`,
        async () => {
          const numRuns = Math.max(1, Math.ceil(RUNS * (target.share ?? 1)));
          const row: Row = { area: target.area, name: target.name, inputs: 0, uncaught: 0, wrong: 0, ms: 0, statuses: new Map() };
          rows.push(row);
          // Both passes from one seed: the fixed one (fast-check-setup.ts), or a fresh one with FC_RANDOM.
          const seed = fc.readConfigureGlobal().seed ?? Date.now() ^ (Math.random() * 0x100000000);
          const restore = quietConsole();
          const started = performance.now();
          await target.setup?.();
          try {
            // Pass 1: every input, each failure counted.
            await fc.assert(
              fc.asyncProperty(target.arbitrary, async (input) => {
                const { outcome, result } = await once(target, input);
                const status = statusOf(result);
                if (status !== undefined && target.area === 'server') row.statuses.set(status, (row.statuses.get(status) ?? 0) + 1);
                row.inputs += 1;
                if (outcome === 'uncaught') row.uncaught += 1;
                if (outcome === 'wrong') row.wrong += 1;
              }),
              { numRuns, seed },
            );
            row.ms = performance.now() - started;
            // Pass 2, only after a failure: the same inputs again, stopping at the first, shrunk.
            if (row.uncaught + row.wrong > 0) {
              await fc.assert(
                fc.asyncProperty(target.arbitrary, async (input) => {
                  const { outcome, error } = await once(target, input);
                  if (outcome !== 'ok') throw error;
                }),
                { numRuns, seed },
              );
              // Only when the failures did not come back (a run that depends on more than its input).
              throw new Error(`${row.uncaught} uncaught errors and ${row.wrong} wrong answers in ${row.inputs} inputs, not reproduced from seed ${seed}`);
            }
          } finally {
            await target.teardown?.();
            restore();
          }
        },
        timeoutMs,
      );
    }
  });
}
