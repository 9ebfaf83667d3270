// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.example/contact?utm=mail"}
// Issue 22, "Fuzzed input": the runtime's parsers at a boundary (tests/fuzz/targets.ts), FUZZ_RUNS
// inputs each; `npm run fuzz` runs 10,000 and prints the table. In happy-dom: some targets start a
// block on the server's markup, as boot does.
import { clientTargets } from '../../fuzz/targets.ts';
import { describeTargets } from '../../fuzz/run.ts';

describeTargets('the runtime', clientTargets, 600_000);
