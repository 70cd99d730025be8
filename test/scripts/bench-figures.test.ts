/** The documents' benchmark figures are those of bench/results/core.json (run `npm run readme` after `npm run bench:core`). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withBlock } from '../../src/operations/readme.js';
import { benchBlocks } from '../../scripts/bench-figures.js';

describe('benchmark figures', () => {
  const cases = Object.entries(benchBlocks()).flatMap(([file, blocks]) => Object.entries(blocks).map(([name, text]) => [file, name, text]));
  it.each(cases)('%s: the %s block is current', (file, name, text) => {
    const doc = readFileSync(file, 'utf8');
    expect(withBlock(doc, name, text)).toBe(doc);
  });
});
