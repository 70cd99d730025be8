/**
 * The published accuracy (docs/accuracy.json and the table of docs/accuracy.md, written by
 * scripts/accuracy.ts) is the measured one: recomputed here from the Swiss Ephemeris fixture, it
 * must equal both files, and every figure with a goal must meet it (1900–2100; twice the goal in
 * 1800–1900 and 2100–2200).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BEGIN, END, RANGES, goal, markdownTable, measure, readmeTable } from '../../scripts/accuracy/measure.js';

const root = new URL('../../', import.meta.url);
const measured = measure();

describe('published accuracy', () => {
  it('docs/accuracy.json holds the measured figures', () => {
    const file = JSON.parse(readFileSync(new URL('docs/accuracy.json', root), 'utf8'));
    expect(file.ranges).toEqual(measured);
  });

  it("docs/accuracy.md's table is the generated one", () => {
    const md = readFileSync(new URL('docs/accuracy.md', root), 'utf8');
    expect(md.split(BEGIN)[1].split(END)[0].trim()).toBe(markdownTable(measured));
  });

  it("README's accuracy summary is the generated one", () => {
    const md = readFileSync(new URL('README.md', root), 'utf8');
    expect(md.split(BEGIN)[1].split(END)[0].trim()).toBe(readmeTable(measured));
  });

  for (const range of RANGES) {
    it(`${range}: every body, house system and sidereal mode within its goal`, () => {
      const misses = Object.entries(measured[range]).filter(([key, s]) => s.max > (goal(range, key) ?? Infinity)).map(([key]) => key);
      expect(misses).toEqual([]);
    });
  }
});
