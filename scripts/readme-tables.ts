/**
 * Writes the README's generated blocks: the operation tables from the declarations
 * (src/operations/readme.ts) and the benchmark figures from bench/results (bench/readme.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { benchmarksBlock } from '../bench/readme.js';
import { README_BLOCKS, withBlock } from '../src/operations/readme.js';

let readme = readFileSync('README.md', 'utf8');
for (const [name, table] of Object.entries(README_BLOCKS)) readme = withBlock(readme, name, table());
readme = withBlock(readme, 'benchmarks', benchmarksBlock());
writeFileSync('README.md', readme);
