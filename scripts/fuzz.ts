/**
 * npm run fuzz: the fuzz properties of test/fuzz/ (every REST route and /graphql, one in-process
 * app) over many cases: FUZZ_RUNS (default 100,000), FUZZ_SEED (default the test suite's seed).
 *
 * A failure does not stop the run: every failing case is printed, grouped by failure class (the
 * target and the property broken). Then each class is replayed from its first case and shrunk by
 * fast-check to a minimal request of the same class. At the end: answers per target and status,
 * the run time per 1,000 cases, and an exit status of 1 when anything failed.
 */
import fc from 'fast-check';
import type { FuzzRequest } from '../test/fuzz/arbitraries.js';
import { DEFAULT_SEED, FuzzFailure, FuzzHarness } from '../test/fuzz/harness.js';

const runs = Number(process.env.FUZZ_RUNS ?? 100_000);
const seed = Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);
/** Failing cases printed per class (all are counted). */
const PRINTED_PER_CLASS = 5;
/** Characters of a path or body printed (longer ones are cut, with their length). */
const PRINTED_CHARS = 1_500;

interface FailureClass {
  /** Index of the class's first case in the run: where its replay starts. */
  first: number;
  count: number;
}

const number = (n: number) => n.toLocaleString('en-US');

/** The failure class of a broken property: the target and what broke. */
function classOf(req: FuzzRequest, err: unknown): string {
  return `${req.target} ${err instanceof FuzzFailure ? err.kind : `harness error: ${(err as Error)?.message}`}`;
}

/** A request as one reproducible line of text: method, path, key, headers, encoding, body. */
function printRequest(req: FuzzRequest): string {
  const cut = (text: string) => (text.length > PRINTED_CHARS ? `${text.slice(0, PRINTED_CHARS)}…(${number(text.length)} chars)` : text);
  const body = req.body === undefined ? '(no body)' : JSON.stringify(cut(req.body));
  const encoding = [req.charset && `charset ${req.charset}`, req.compress && `compressed ${req.compress}`].filter(Boolean).join(', ');
  return `${req.method} ${cut(req.path)}  key: ${req.key}  headers: ${JSON.stringify(req.headers)}${encoding ? `  (${encoding})` : ''}\n    body: ${body}`;
}

const harness = await FuzzHarness.start();
const requests = harness.allRequests();
const classes = new Map<string, FailureClass>();
let index = 0;
const started = performance.now();
console.log(`fuzzing ${number(runs)} cases, seed ${seed}`);

await fc.assert(
  fc.asyncProperty(requests, async (req) => {
    const i = index++;
    try {
      await harness.check(req);
    } catch (err) {
      const name = classOf(req, err);
      const known = classes.get(name) ?? { first: i, count: 0 };
      classes.set(name, { ...known, count: known.count + 1 });
      if (known.count < PRINTED_PER_CLASS) console.log(`\nFAIL #${i} [${name}]\n  ${printRequest(req)}\n  ${(err as Error).message.slice(0, 1_500)}`);
    }
    if ((i + 1) % 5_000 === 0) console.log(`… ${number(i + 1)} cases, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }),
  { seed, numRuns: runs },
);
const seconds = (performance.now() - started) / 1000;

console.log(`\n${number(runs)} cases in ${seconds.toFixed(1)} s: ${((seconds * 1000) / runs).toFixed(2)} s per 1,000 cases`);
for (const [target, byStatus] of [...harness.counts].sort(([a], [b]) => a.localeCompare(b))) {
  const total = [...byStatus.values()].reduce((a, b) => a + b, 0);
  const statuses = [...byStatus].sort(([, a], [, b]) => b - a).map(([status, n]) => `${status}: ${number(n)}`);
  console.log(`${target}: ${number(total)} cases, ${statuses.join(', ')}`);
}

if (classes.size > 0) {
  console.log(`\n${classes.size} failure classes; each replayed from its first case and shrunk:`);
  for (const [name, { first, count }] of classes) {
    const result = await fc.check(
      fc.asyncProperty(requests, async (req) => {
        try {
          await harness.check(req);
          return true;
        } catch (err) {
          return classOf(req, err) !== name;
        }
      }),
      { seed, path: String(first), numRuns: 1 },
    );
    const minimal = result.counterexample?.[0];
    console.log(`\n[${name}] ${number(count)} cases, first #${first}; minimal request:`);
    console.log(minimal ? `  ${printRequest(minimal)}` : '  (the first case no longer fails on replay)');
  }
}
await harness.close();
process.exit(classes.size > 0 ? 1 : 0);
