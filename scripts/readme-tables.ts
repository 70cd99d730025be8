/**
 * Writes the README's generated tables from the operation declarations (src/operations/readme.ts),
 * and the README's and docs' benchmark figures from the bench results (scripts/bench-figures.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { README_BLOCKS, withBlock } from '../src/operations/readme.js';
import { benchBlocks } from './bench-figures.js';

const documents: Record<string, Record<string, string>> = benchBlocks();
documents['README.md'] = { ...documents['README.md'], ...Object.fromEntries(Object.entries(README_BLOCKS).map(([name, table]) => [name, table()])) };
for (const [file, blocks] of Object.entries(documents)) {
  let text = readFileSync(file, 'utf8');
  for (const [name, block] of Object.entries(blocks)) text = withBlock(text, name, block);
  writeFileSync(file, text);
}
