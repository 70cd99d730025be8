/**
 * The README's benchmark block, written from bench/results/*.json only (`npm run readme` puts it
 * between its markers; test/scripts/bench-readme.test.ts fails when the README is stale), so that
 * no figure in it is typed by hand.
 */
import { readResults, type BenchName, type Timing } from './results.js';

const day = (iso: string) => iso.slice(0, 10);
const f0 = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
const f1 = (n: number) => n.toFixed(1);
const f2 = (n: number) => n.toFixed(2);
const us = (t: Timing) => `${f1(t.medianUs)} µs | ${f1(t.p99Us)} µs`;
const ms = (t: Timing) => `${f1(t.medianUs / 1000)} ms | ${f1(t.p99Us / 1000)} ms`;
const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
const missing = (name: BenchName) => `Not measured yet on this build (bench/results/${name}.json is written by \`npm run bench\`).`;

const coreSource = (r: { date: string; runs: number }) => `\`npm run bench:core\`, compiled, \`NODE_ENV=production\`, ${day(r.date)}, median of ${r.runs} runs`;

function core(): string {
  const r = readResults('core');
  if (!r) return missing('core');
  return (
    `**Chart core** (${coreSource(r)}; a new instant and place for every chart: bodies, Placidus houses, aspects, dignities): ` +
    `median ${f1(r.chartCore.medianUs)} µs per full chart; the ephemeris alone (ten bodies and both nodes with their speeds, sidereal time, obliquity, nutation) ${f1(r.ephemeris.medianUs)} µs.`
  );
}

/** docs/western.md §8's line on the ephemeris, from the same results. */
export function ephemerisCoreBlock(): string {
  const r = readResults('core');
  if (!r) return `- ${missing('core')}`;
  return [
    `- The ephemeris (all ten bodies and the true and mean node with their speeds, sidereal time,`,
    `  obliquity and nutation) from the tables: median ${f1(r.ephemeris.medianUs)} µs; the chart core (bench/chart-core.ts:`,
    `  bodies, Placidus houses, aspects, dignities) ${f1(r.chartCore.medianUs)} µs (${coreSource(r)}).`,
  ].join('\n');
}

function paths(): string {
  const r = readResults('latest');
  if (!r) return missing('latest');
  const base = r.rows[0].reqPerSec;
  return [
    `**In process** (\`bench/run.ts\`, ${day(r.date)}; a new birth for every sample):`,
    '',
    table(['work', 'median', 'p99'], [
      [`event search, one year of ten bodies, every kind (≈ ${f0(r.eventsCore.events)} events)`, ...ms(r.eventsCore).split(' | ')],
      ['saju: ten years of 세운 with their interactions', ...us(r.luckCores.sajuYears).split(' | ')],
      ['jami horoscope: the six scopes of a date and hour', ...us(r.luckCores.jamiHoroscope).split(' | ')],
      ['for comparison, iztro 2.6.1 `horoscope()` on the same samples', ...us(r.luckCores.iztroHoroscope).split(' | ')],
      ['saju compatibility (two new charts)', ...us(r.koreanCores.compatibility).split(' | ')],
      ['택일, a year for two people', ...ms(r.koreanCores.dateSelectionYear).split(' | ')],
      ['yearly reading with its texts', ...us(r.koreanCores.yearly).split(' | ')],
      ...r.traditional.map((t) => [`largest ${t.name} request (CPU, median / max)`, `${f1(t.medianMs)} ms`, `${f1(t.maxMs)} ms (max)`]),
    ]),
    '',
    `**HTTP** (autocannon over loopback, 50 connections, the service on one core; median of ${r.rounds} rounds of ${r.durationSeconds} s):`,
    '',
    table(['path', 'req/s', 'p50 ms', 'p99 ms', '× baseline'], r.rows.map((row) => [row.name, f0(row.reqPerSec), String(row.p50Ms), String(row.p99Ms), f2(row.reqPerSec / base)])),
    '',
    `REST natal-chart / baseline ${f2(r.ratios.restToBaseline)}; GraphQL Sun sign / full chart ${f2(r.ratios.sunSignToFullGraphql)}; ` +
      `REST synastry / natal-chart ${f2(r.ratios.synastryToNatalChart)}.`,
  ].join('\n');
}

/** The workers' table (README and docs/deploy.md). */
export function workers(): string {
  const r = readResults('workers');
  if (!r) return missing('workers');
  const [one, two, pg] = r.results;
  return [
    `**Workers** (\`bench/workers.ts\`, ${day(r.date)}; wrk, 50 connections, REST natal-chart):`,
    '',
    table(['setting', 'req/s', 'non-2xx'], r.results.map((w) => [w.setting, f0(w.reqPerSec), String(w.non2xx)])),
    '',
    `Two workers give ${f2(two.reqPerSec / one.reqPerSec)}× one; two on one PostgreSQL give ${f2(pg.reqPerSec / two.reqPerSec)}× two on SQLite.`,
  ].join('\n');
}

/** The access stores' table (README and docs/deploy.md). */
export function store(): string {
  const r = readResults('store');
  if (!r) return missing('store');
  return [
    `**Access store** (\`bench/store.ts\`, ${day(r.date)}; charges a second from several processes):`,
    '',
    table(['store', 'keys', 'charges/s'], r.results.map((s) => [s.store, String(s.keys), f0(s.chargesPerSec)])),
  ].join('\n');
}

/** docs/deploy.md's memory line: the soak's RSS, first and last minute. */
export function soak(): string {
  const r = readResults('soak');
  if (!r) return `${missing('soak').replace('npm run bench', 'npm run soak')}`;
  const [first, last] = [r.minutes[0], r.minutes[r.minutes.length - 1]];
  const peak = Math.max(...r.minutes.map((m) => m.rssMB));
  return (
    `\`npm run soak\` (${day(r.date)}; ${r.seconds / 60} minutes at ${Math.round(r.load * 100)} % of the measured capacity, ` +
    `${f0(r.load * r.capacityReqPerSec)} req/s of mixed routes, one process with its two execution threads): RSS ${f0(first.rssMB)} MB ` +
    `in the first minute, ${f0(last.rssMB)} MB in the last, ${f0(peak)} MB at most (median of each minute); ` +
    `${r.checks.filter((c) => c.ok).length} of ${r.checks.length} checks passed (${r.checks.map((c) => `${c.name}: ${c.detail}`).join('; ')}).`
  );
}

function heavyLoad(): string {
  const r = readResults('heavy-load');
  if (!r) return missing('heavy-load');
  return [
    `**Heavy requests and everyone else** (\`bench/heavy-load.ts\`, ${day(r.date)}; one worker, ${r.seconds} s per phase, ` +
      'probes ten times a second, two clients streaming the two dearest admissible requests):',
    '',
    table(['execution pool', 'phase', '/healthz p99 ms', 'light REST p99 ms', 'heavy requests served'],
      r.results.map((h) => [h.pool, h.phase, f1(h.healthzP99), f1(h.lightP99), String(h.heavyDone)])),
  ].join('\n');
}

function largest(): string {
  const r = readResults('largest-request');
  if (!r) return missing('largest-request');
  return [
    `**Largest admissible requests** (\`bench/largest-request.ts\`, ${day(r.date)}; CPU of server and client in one process, the three dearest kinds):`,
    '',
    table(['request', 'credits', 'CPU ms', 'answer kB'], r.results.slice(0, 3).map((l) => [l.name, String(l.credits), f1(l.cpuMs), f0(l.answerKB)])),
  ].join('\n');
}

/** The README's whole block. */
export function benchmarksBlock(): string {
  return [core(), paths(), workers(), store(), heavyLoad(), largest()].join('\n\n');
}
