/**
 * npm run fuzz: the fuzz properties of test/fuzz/ (every REST route and /graphql, one in-process
 * app) over many cases: FUZZ_RUNS (default 100,000), FUZZ_SEED (default the test suite's seed).
 *
 * A failure does not stop the run: every failing case is printed (the first few of each failure
 * class in full, with the answer; a class is the property broken, a 5xx by the error the app
 * logged) and counted per class and target. Then each class is replayed from its first case and
 * shrunk by fast-check to a minimal request of the same class. At the end: answers per target and
 * status, the run time per 1,000 cases, and an exit status of 1 when anything failed.
 */
import fc from 'fast-check';
import type { FuzzRequest } from '../test/fuzz/arbitraries.js';
import { DEFAULT_SEED, FuzzFailure, FuzzHarness } from '../test/fuzz/harness.js';

const runs = Number(process.env.FUZZ_RUNS ?? 100_000);
const seed = Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);
/** Failing cases of a class printed in full, with the answer; the others on one short line. */
const DETAILED_PER_CLASS = 3;

interface FailureClass {
  /** Index of the class's first case in the run: where its replay starts. */
  first: number;
  count: number;
  /** Failing cases per target. */
  targets: Map<string, number>;
}

const number = (n: number) => n.toLocaleString('en-US');

/** The failure class of a broken property: what broke (a 5xx with the error the app logged). */
function classOf(err: unknown): string {
  return err instanceof FuzzFailure ? err.kind : `harness error: ${(err as Error)?.message}`;
}

/** A request as one reproducible line of text: method, path, key, headers, encoding, body. */
function printRequest(req: FuzzRequest, chars = 1_500): string {
  const cut = (text: string) => (text.length > chars ? `${text.slice(0, chars)}…(${number(text.length)} chars)` : text);
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
      const name = classOf(err);
      const known = classes.get(name) ?? { first: i, count: 0, targets: new Map<string, number>() };
      known.count++;
      known.targets.set(req.target, (known.targets.get(req.target) ?? 0) + 1);
      classes.set(name, known);
      if (known.count <= DETAILED_PER_CLASS) console.log(`\nFAIL #${i} [${name}]\n  ${printRequest(req)}\n  ${(err as Error).message.slice(0, 1_500)}`);
      else console.log(`FAIL #${i} [${name}] ${printRequest(req, 200).replace('\n   ', '')}`);
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
  for (const [name, { first, count, targets }] of classes) {
    const result = await fc.check(
      fc.asyncProperty(requests, async (req) => {
        try {
          await harness.check(req);
          return true;
        } catch (err) {
          return classOf(err) !== name;
        }
      }),
      { seed, path: String(first), numRuns: 1 },
    );
    const minimal = result.counterexample?.[0];
    const where = [...targets].map(([target, n]) => `${target} ${number(n)}`).join(', ');
    console.log(`\n[${name}] ${number(count)} cases (${where}), first #${first}; minimal request:`);
    console.log(minimal ? `  ${printRequest(minimal)}` : '  (the first case no longer fails on replay)');
  }
}
await harness.close();
process.exit(classes.size > 0 ? 1 : 0);
