/**
 * The natal chart core in process: a full chart (bodies, houses, aspects, dignities) at a new instant
 * and place each time. Part of `npm run bench`; alone (compiled, NODE_ENV=production):
 * `npm run bench:core`, which also times the ephemeris alone, repeats both RUNS times, and writes
 * the medians of the runs to bench/results/core.json (the figures of README.md and docs/western.md,
 * written by `npm run readme` through bench/readme.ts).
 */
import { fileURLToPath } from 'node:url';
import { Chart, DIGNIFIED_BODIES } from '../src/core/astro/chart.js';
import { bodyPosition, skyFrame, type BodyId } from '../src/core/astro/ephemeris.js';
import { saveResults } from './results.js';

const RUNS = 3;

/** Median µs of a full chart (bodies, houses, aspects, dignities) at a new instant each time. */
export function chartCore(samples = 3000): { medianUs: number; p99Us: number } {
  const times: number[] = [];
  for (let i = 0; i < samples + 300; i++) {
    const ms = Date.UTC(1900, 0, 1) + Math.random() * 200 * 365.25 * 86400e3;
    const datetime = new Date(ms).toISOString().slice(0, 19);
    const start = process.hrtime.bigint();
    const chart = new Chart({
      name: 'bench',
      datetime,
      location: { latitude: -60 + Math.random() * 120, longitude: -180 + Math.random() * 360, elevation: 0, timezone: 'UTC' },
      houseSystem: 'PLACIDUS',
      includeAsteroids: false,
    });
    for (const id of chart.bodyIds()) chart.body(id);
    chart.houses();
    chart.aspects();
    for (const id of DIGNIFIED_BODIES) chart.dignity(id);
    const us = Number(process.hrtime.bigint() - start) / 1000;
    if (i >= 300) times.push(us); // the first calls warm up the JIT
  }
  times.sort((a, b) => a - b);
  return { medianUs: times[Math.floor(times.length / 2)], p99Us: times[Math.floor(times.length * 0.99)] };
}

const EPHEMERIS_BODIES: readonly BodyId[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'true_node', 'mean_node'];

/** Median µs of the ephemeris alone: the ten bodies and both nodes with their speeds, and the frame (sidereal time, obliquity, nutation), at a new instant each time. */
export function ephemerisCore(samples = 3000): { medianUs: number; p99Us: number } {
  const times: number[] = [];
  for (let i = 0; i < samples + 300; i++) {
    const jdUT = 2415020.5 + Math.random() * 200 * 365.25;
    const start = process.hrtime.bigint();
    skyFrame(jdUT);
    for (const id of EPHEMERIS_BODIES) bodyPosition(id, jdUT);
    const us = Number(process.hrtime.bigint() - start) / 1000;
    if (i >= 300) times.push(us);
  }
  times.sort((a, b) => a - b);
  return { medianUs: times[Math.floor(times.length / 2)], p99Us: times[Math.floor(times.length * 0.99)] };
}

/** The run whose median is the median of the runs' medians. */
function medianRun<T extends { medianUs: number }>(runs: T[]): T {
  return [...runs].sort((a, b) => a.medianUs - b.medianUs)[Math.floor(runs.length / 2)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = Array.from({ length: RUNS }, () => ({ chart: chartCore(), ephemeris: ephemerisCore() }));
  for (const r of runs) {
    console.log(`chart core: median ${r.chart.medianUs.toFixed(1)} µs, p99 ${r.chart.p99Us.toFixed(1)} µs per full chart; ephemeris ${r.ephemeris.medianUs.toFixed(1)} µs`);
  }
  const result = { runs: RUNS, chartCore: medianRun(runs.map((r) => r.chart)), ephemeris: medianRun(runs.map((r) => r.ephemeris)), all: runs };
  console.log(`median of ${RUNS} runs: chart core ${result.chartCore.medianUs.toFixed(1)} µs, ephemeris ${result.ephemeris.medianUs.toFixed(1)} µs`);
  saveResults('core', result);
}
