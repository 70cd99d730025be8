/**
 * Writes docs/accuracy.json and the table of docs/accuracy.md (between its GENERATED markers) from
 * the service's differences to the Swiss Ephemeris fixtures (scripts/accuracy/measure.ts), so that
 * the published figures are the measured ones; test/core/accuracy.test.ts checks both files.
 *
 *   npx tsx scripts/accuracy.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { BEGIN, END, FIXTURE, GOALS_1900_2100, markdownTable, measure } from './accuracy/measure.js';

const measured = measure();
writeFileSync(
  'docs/accuracy.json',
  JSON.stringify({ source: FIXTURE, unit: 'arcsec', statistic: 'median and maximum |difference| of the longitude', goals1900to2100: GOALS_1900_2100, ranges: measured }, null, 2) + '\n',
);
const md = readFileSync('docs/accuracy.md', 'utf8');
const [head, rest] = md.split(BEGIN);
const tail = rest.split(END)[1];
writeFileSync('docs/accuracy.md', `${head}${BEGIN}\n${markdownTable(measured)}\n${END}${tail}`);
console.log(markdownTable(measured));
