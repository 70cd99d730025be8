/**
 * Writes docs/accuracy.json, the table of docs/accuracy.md and README's summary of it (between their
 * GENERATED markers) from
 * the service's differences to the Swiss Ephemeris fixtures (scripts/accuracy/measure.ts), so that
 * the published figures are the measured ones; test/core/accuracy.test.ts checks both files.
 *
 *   npx tsx scripts/accuracy.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { BEGIN, END, FIXTURE, GOALS_1900_2100, markdownTable, measure, readmeTable } from './accuracy/measure.js';

const measured = measure();
writeFileSync(
  'docs/accuracy.json',
  JSON.stringify({ source: FIXTURE, unit: 'arcsec', statistic: 'median and maximum |difference| of the longitude', goals1900to2100: GOALS_1900_2100, ranges: measured }, null, 2) + '\n',
);
/** Replaces the text between the markers of `file` with `table`. */
function place(file: string, table: string): void {
  const [head, rest] = readFileSync(file, 'utf8').split(BEGIN);
  const tail = rest.split(END)[1];
  writeFileSync(file, `${head}${BEGIN}\n${table}\n${END}${tail}`);
}
place('docs/accuracy.md', markdownTable(measured));
place('README.md', readmeTable(measured));
console.log(markdownTable(measured));
