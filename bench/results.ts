/**
 * The benchmarks' results files (bench/results/<name>.json, checked in): each bench of `npm run
 * bench` saves what it measured with the date; the README's benchmark block is written from these
 * files only (bench/readme.ts), so a published figure is always a measured one.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export interface Timing {
  medianUs: number;
  p99Us: number;
}
export interface PathRow {
  name: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}
export interface HeavyLoadRow {
  pool: string;
  phase: string;
  healthzP50: number;
  healthzP99: number;
  lightP50: number;
  lightP99: number;
  heavyDone: number;
}

/** What each bench saves (the README reads these fields). */
export interface BenchResults {
  /** bench/chart-core.ts (`npm run bench:core`): the chart core and the ephemeris alone, the run of median median of `runs`. */
  core: { runs: number; chartCore: Timing; ephemeris: Timing; all: { chart: Timing; ephemeris: Timing }[] };
  /** bench/run.ts: the cores in process and the HTTP paths. */
  latest: {
    durationSeconds: number;
    rounds: number;
    connections: number;
    core: Timing;
    luckCores: { sajuYears: Timing; jamiHoroscope: Timing; iztroHoroscope: Timing };
    eventsCore: Timing & { events: number };
    koreanCores: { compatibility: Timing; dateSelectionYear: Timing; yearly: Timing };
    traditional: { name: string; medianMs: number; maxMs: number }[];
    rows: PathRow[];
    /** Every round of every path. */
    runs: PathRow[][];
    ratios: { restToBaseline: number; sunSignToFullGraphql: number; synastryToNatalChart: number };
  };
  /** bench/store.ts: charges a second, each store, one hot key and 50 keys. */
  store: { results: { store: string; keys: number; chargesPerSec: number }[] };
  /** bench/workers.ts: REST natal-chart with one and two workers, and two on PostgreSQL. */
  workers: { results: { setting: string; reqPerSec: number; non2xx: number }[] };
  /** bench/heavy-load.ts: the probes idle and under a stream of the dearest requests, pool off and on. */
  'heavy-load': { seconds: number; results: HeavyLoadRow[] };
  /** bench/largest-request.ts: CPU of the largest admissible request of each kind. */
  'largest-request': { results: { name: string; credits: number; cpuMs: number; wallMs: number; answerKB: number }[] };
  /** scripts/soak.ts (`npm run soak`): the service at a share of its capacity, minute by minute. */
  soak: {
    seconds: number;
    load: number;
    capacityReqPerSec: number;
    minutes: { reqPerSec: number; p50: number; p99: number; ok: number; serverErrors: number; otherNon2xx: number; rssMB: number }[];
    checks: { name: string; ok: boolean; detail: string }[];
  };
}
export type BenchName = keyof BenchResults;

const file = (name: BenchName) => `bench/results/${name}.json`;

/** Writes one bench's results with today's date. */
export function saveResults<N extends BenchName>(name: N, results: BenchResults[N]): void {
  writeFileSync(file(name), `${JSON.stringify({ date: new Date().toISOString(), ...results }, null, 2)}\n`);
  console.log(`written ${file(name)}`);
}

/** One bench's last results, or null when it has not been run on this build's layout yet. */
export function readResults<N extends BenchName>(name: N): (BenchResults[N] & { date: string }) | null {
  return existsSync(file(name)) ? (JSON.parse(readFileSync(file(name), 'utf8')) as BenchResults[N] & { date: string }) : null;
}
