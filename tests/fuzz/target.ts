// One fuzz target (issue 22): a parser at a boundary, the inputs to throw at it, and what it must do
// with them. tests/unit/fuzz/ runs every target of the registry (targets.ts, server-targets.ts).
import type fc from 'fast-check';

export type Area =
  | 'block JSON'
  | 'page context'
  | 'overlay settings'
  | 'cookies'
  | 'address'
  | 'attributes'
  | 'form values'
  | 'data layer replies'
  | 'store data'
  | 'tracking'
  | 'server';

export interface FuzzTarget<T = unknown, R = unknown> {
  /** The parser, as the table names it. */
  name: string;
  area: Area;
  arbitrary: fc.Arbitrary<T>;
  /** Hands one input to the parser the way the runtime (or the server) does. A throw is an uncaught error… */
  run(input: T): R | Promise<R>;
  /** …unless the parser's documented contract is to throw this error (a typed error with the catalogue's words). */
  expectedError?(error: unknown, input: T): boolean;
  /** Throws (an expect) when the answer breaks the parser's contract: a wrong type, a message that is not the catalogue's. */
  check?(result: R, input: T): void;
  /** The share of FUZZ_RUNS this target runs: the server's targets speak HTTP and take 1/10 (see server-targets.ts). */
  share?: number;
  /** Runs once before the target's inputs (starts a server); its teardown after. */
  setup?(): Promise<void> | void;
  teardown?(): Promise<void> | void;
}

/** Checks a target against its own input and result types; the registry then holds targets of every type. */
export const target = <T, R>(spec: FuzzTarget<T, R>): FuzzTarget<any, any> => spec as FuzzTarget<any, any>;
