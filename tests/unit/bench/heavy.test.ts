// The heavy bench's arithmetic (issue 9): CLS windows, total blocking time, the LCP limit, medians
// and ratios, the targets, the --check rule and the chart. The browser runs are in bench/heavy.mjs.
import { describe, expect, it } from 'vitest';
import * as metrics from '../../../bench/lib/metrics.mjs';
import * as report from '../../../bench/lib/heavy-report.mjs';
import * as check from '../../../bench/lib/check.mjs';
import * as chart from '../../../bench/lib/chart.mjs';

// The bench is plain JavaScript: its modules are used here untyped.
/* eslint-disable @typescript-eslint/no-explicit-any */
const { clsOf, lcpLimit, tbtOf } = metrics as any;
const { heavyTable, heavyTargets, HEAVY_FIGURES } = report as any;
const { regressions, compare, checkReport } = check as any;
const { heavyChart } = chart as any;

describe('load figures', () => {
  it('CLS is the largest session window: gaps under 1 s, windows at most 5 s', () => {
    expect(clsOf([])).toBe(0);
    expect(
      clsOf([
        [100, 0.1],
        [600, 0.1],
        [3000, 0.05],
      ]),
    ).toBeCloseTo(0.2);
    // One window would run past 5 s: it splits, and the larger part counts.
    expect(
      clsOf([
        [0, 0.1],
        [900, 0.1],
        [1800, 0.1],
        [2700, 0.1],
        [3600, 0.1],
        [4500, 0.1],
        [5400, 0.3],
      ]),
    ).toBeCloseTo(0.6);
  });

  it('total blocking time counts each long task over 50 ms, from FCP on', () => {
    expect(
      tbtOf(
        [
          [10, 300],
          [500, 120],
          [800, 50],
          [900, 70],
        ],
        400,
      ),
    ).toBe(90);
    expect(tbtOf([], 0)).toBe(0);
  });

  it("the LCP limit is two round trips, then the document, blocking CSS and LCP image at the link's speed", () => {
    const network = { latency: 150, downloadThroughput: 200_000 };
    expect(lcpLimit({ documentBytes: 20_000, blockingCssBytes: 0, lcpImageBytes: 80_000 }, network)).toBe(300 + 500);
  });
});

const sample = (values: Record<string, number>) => Object.fromEntries(HEAVY_FIGURES.map(({ key }: { key: string }) => [key, values[key] ?? NaN]));
const samples = {
  vitrine: [
    sample({ jsBeforeLcp: 4000, tbt: 0, lcp: 900, lcpOverLimit: 1.1, cls: 0, lighthouse: 99 }),
    sample({ jsBeforeLcp: 4200, tbt: 10, lcp: 1000, lcpOverLimit: 1.2, cls: 0, lighthouse: 98 }),
    sample({ jsBeforeLcp: 4100, tbt: 0, lcp: 950, lcpOverLimit: 1.15, cls: 0 }),
  ],
  peers: [sample({ jsBeforeLcp: 60000, tbt: 400, lcp: 2000, cls: 0.02, lighthouse: 70 })],
  floor: [sample({ jsBeforeLcp: 0, tbt: 0, lcp: 1400, cls: 0 })],
};

describe('the table and the targets', () => {
  const result = heavyTable(samples, 3);

  it('takes medians, and the ratios Vitrine / peers and Vitrine / floor', () => {
    expect(result.medians.vitrine.jsBeforeLcp).toBe(4100);
    expect(result.medians.vitrine.lighthouse).toBe(98.5);
    expect(result.ratios.lcp.peers).toBeCloseTo(0.475);
    expect(result.ratios.lcp.floor).toBeCloseTo(950 / 1400);
    expect(result.ratios.jsBeforeLcp.floor).toBeNaN();
    expect(result.table).toContain('| LCP, ms | 950 | 2000 | 1400 | 0.47 | 0.68 |');
    expect(result.table).toContain('| JS before LCP, KB (compressed) | 4.0 | 58.6 | 0.0 | 0.07 | n/a |');
  });

  it('says for each target whether it is met; nothing to compare is n/a, not met', () => {
    const met = Object.fromEntries(heavyTargets(result.medians).map(({ name, met }: { name: string; met: boolean | null }) => [name, met]));
    expect(met).toEqual({
      'JS before LCP, Vitrine / peers': true,
      'total blocking time, Vitrine / peers': true,
      'LCP / its physical limit': true,
      'LCP, Vitrine / peers': true,
      'CLS, Vitrine against the floor': true,
      'Lighthouse mobile score': true,
    });
    const worse = heavyTargets({ vitrine: { ...result.medians.vitrine, lighthouse: 90, cls: 0.05 }, peers: result.medians.peers, floor: result.medians.floor });
    expect(worse.find((t: { name: string }) => t.name === 'Lighthouse mobile score').met).toBe(false);
    expect(worse.find((t: { name: string }) => t.name.startsWith('CLS')).met).toBe(false);
    expect(heavyTargets({ vitrine: {}, peers: {}, floor: {} }).every((t: { met: boolean | null }) => t.met === null)).toBe(true);
  });
});

describe('npm run bench -- --check', () => {
  const baseline = heavyTable(samples, 3);

  it('passes the same results', () => {
    expect(regressions(baseline, baseline)).toEqual([]);
    expect(checkReport([])).toMatch(/no median ratio is more than 10% worse/);
  });

  it('flags a ratio more than 10% worse, in the direction the figure is better', () => {
    const slower = heavyTable({ ...samples, vitrine: samples.vitrine.map((s) => ({ ...s, lcp: s.lcp * 1.3, lighthouse: 80 })) }, 3);
    const found = regressions(slower, baseline);
    expect(found.map((f: { figure: string; against: string }) => `${f.figure} / ${f.against}`)).toEqual([
      'LCP, ms / peers',
      'LCP, ms / floor',
      'Lighthouse mobile performance score / peers',
    ]);
    expect(checkReport(found)).toContain('LCP, ms, Vitrine / peers: 0.47 -> 0.62');
  });

  it('a machine that is slower for every page is no regression', () => {
    const slowMachine = heavyTable(Object.fromEntries(Object.entries(samples).map(([name, runs]) => [name, runs.map((s) => ({ ...s, lcp: s.lcp * 1.5 }))])), 3);
    expect(regressions(slowMachine, baseline)).toEqual([]);
  });

  it('a change within the noise floor is no regression, whatever the ratio', () => {
    const tiny = heavyTable({ ...samples, vitrine: samples.vitrine.map((s) => ({ ...s, cls: 0.004 })), floor: [{ ...samples.floor[0], cls: 0.002 }] }, 3);
    const before = heavyTable({ ...samples, floor: [{ ...samples.floor[0], cls: 0.002 }] }, 3);
    expect(regressions(tiny, before)).toEqual([]);
  });

  it("a ratio that moved only because the other page's figure swung is a note, not a regression", () => {
    // As seen in a real run: the peers' JS before LCP is 0 when their LCP beats their script.
    const swung = heavyTable({ ...samples, peers: [{ ...samples.peers[0], jsBeforeLcp: 0 }, samples.peers[0]] }, 3);
    expect(swung.ratios.jsBeforeLcp.peers).toBeGreaterThan(baseline.ratios.jsBeforeLcp.peers * 1.1);
    expect(regressions(swung, baseline)).toEqual([]);
    const changes = compare(swung, baseline);
    expect(changes).toEqual([expect.objectContaining({ figure: 'JS before LCP, KB (compressed)', against: 'peers', regression: false })]);
    const report = checkReport(changes);
    expect(report).toMatch(/^Check: no median ratio is more than 10% worse/);
    expect(report).toContain("Vitrine's own figure did not get worse beyond its noise floor");
  });
});

describe('the chart', () => {
  it('draws a bar for each page that has the figure, with its value, and n/a for the others', () => {
    const svg = heavyChart(baseline().medians, { date: '2026-11-22' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('>950 ms</text>');
    expect(svg).toContain('floor: n/a');
    expect(svg.match(/<rect [^>]*fill="#0b57d0"><title>/g)?.length).toBeGreaterThan(3);
  });
});

function baseline() {
  return heavyTable(samples, 3);
}
