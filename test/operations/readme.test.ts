/** The README's operation table is the one the declarations give (run `npm run readme` after changing one). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/operations/index.js';
import { README_BLOCKS, withBlock } from '../../src/operations/readme.js';

describe('README tables', () => {
  const readme = readFileSync('README.md', 'utf8');
  it.each(Object.keys(README_BLOCKS))('the %s block is current', (name) => {
    const table = README_BLOCKS[name as keyof typeof README_BLOCKS]();
    expect(withBlock(readme, name, table)).toBe(readme);
  });
  it('lists every operation once, with its path and price', () => {
    const table = README_BLOCKS.operations();
    for (const op of OPERATIONS) expect(table.split(`| ${op.rest.method} ${op.rest.path} |`).length, op.name).toBe(2);
    expect(table).toContain('| POST /v1/astrology/synastry/svg | — | 5 (synastry) + 2 (svg) | no |');
  });
});
