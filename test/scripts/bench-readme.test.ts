/** The documents' generated blocks are current: benchmark figures from bench/results (run `npm run readme` after `npm run bench`). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_BLOCKS } from '../../scripts/readme-tables.js';
import { withBlock } from '../../src/operations/readme.js';

describe('generated document blocks', () => {
  const cases = Object.entries(DOCUMENT_BLOCKS).flatMap(([file, blocks]) => Object.keys(blocks).map((name) => [file, name] as const));
  it.each(cases)('%s: the %s block is current', (file, name) => {
    const text = readFileSync(file, 'utf8');
    expect(withBlock(text, name, DOCUMENT_BLOCKS[file][name]())).toBe(text);
  });
});
