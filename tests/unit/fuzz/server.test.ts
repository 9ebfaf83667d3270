// Issue 22, "Fuzzed input": the server's request bodies, queries and cookies for every /api/ route
// (tests/fuzz/server-targets.ts), over HTTP, a tenth of FUZZ_RUNS each; `npm run fuzz` prints the table.
import { serverTargets } from '../../fuzz/server-targets.ts';
import { describeTargets } from '../../fuzz/run.ts';

describeTargets('the server', serverTargets, 600_000);
