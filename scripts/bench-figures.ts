/**
 * The documents' figures of the chart core and the ephemeris, from the results `npm run bench:core`
 * writes (bench/results/core.json: medians of its runs), so that none is typed by hand. Written by
 * `npm run readme`; test/scripts/bench-figures.test.ts fails when a document is stale.
 */
import { readFileSync } from 'node:fs';

/** Medians only: the 99th percentiles of a few thousand µs-long samples measure the machine's other load. */
interface Timing {
  medianUs: number;
}
interface CoreResults {
  date: string;
  runs: number;
  chartCore: Timing;
  ephemeris: Timing;
}

export const CORE_RESULTS = 'bench/results/core.json';

const us = (t: number) => t.toFixed(1);

/** Per document, its generated blocks (name → text) from the core results. */
export function benchBlocks(results = JSON.parse(readFileSync(CORE_RESULTS, 'utf8')) as CoreResults): Record<string, Record<string, string>> {
  const { date, runs, chartCore, ephemeris } = results;
  const source = `\`npm run bench:core\`, compiled, \`NODE_ENV=production\`, ${date.slice(0, 10)}, median of ${runs} runs`;
  return {
    'README.md': {
      'chart-core': `**Chart core** (${source}; a new instant and place for every chart: bodies, Placidus houses, aspects, dignities): median ${us(chartCore.medianUs)} µs per full chart; the ephemeris alone (ten bodies and both nodes with their speeds, sidereal time, obliquity, nutation) ${us(ephemeris.medianUs)} µs.`,
    },
    'docs/western.md': {
      'ephemeris-core': [
        `- The ephemeris (all ten bodies and the true and mean node with their speeds, sidereal time,`,
        `  obliquity and nutation) from the tables: median ${us(ephemeris.medianUs)} µs; the chart core (bench/chart-core.ts:`,
        `  bodies, Placidus houses, aspects, dignities) ${us(chartCore.medianUs)} µs (${source}).`,
      ].join('\n'),
    },
  };
}
