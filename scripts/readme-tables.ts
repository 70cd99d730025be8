/** Writes the README's generated tables from the operation declarations (src/operations/readme.ts). */
import { readFileSync, writeFileSync } from 'node:fs';
import { README_BLOCKS, withBlock } from '../src/operations/readme.js';

let readme = readFileSync('README.md', 'utf8');
for (const [name, table] of Object.entries(README_BLOCKS)) readme = withBlock(readme, name, table());
writeFileSync('README.md', readme);
