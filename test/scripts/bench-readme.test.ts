/** The README's benchmark figures are the ones bench/results holds (run `npm run readme` after `npm run bench`). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { benchmarksBlock } from '../../bench/readme.js';
import { withBlock } from '../../src/operations/readme.js';

describe('README benchmarks', () => {
  it('the benchmarks block is written from bench/results', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(withBlock(readme, 'benchmarks', benchmarksBlock())).toBe(readme);
  });
});
