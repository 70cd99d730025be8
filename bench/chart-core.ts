/**
 * The natal chart core in process: a full chart (bodies, houses, aspects, dignities) at a new instant
 * and place each time. Part of `npm run bench`; alone (compiled, NODE_ENV=production):
 * `npm run bench:core`.
 */
import { fileURLToPath } from 'node:url';
import { Chart, DIGNIFIED_BODIES } from '../src/core/astro/chart.js';

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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const core = chartCore();
  console.log(`chart core: median ${core.medianUs.toFixed(1)} µs, p99 ${core.p99Us.toFixed(1)} µs per full chart`);
}
