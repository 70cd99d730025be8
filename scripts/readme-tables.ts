/**
 * Writes the generated blocks of the documents: the README's operation tables from the declarations
 * (src/operations/readme.ts), and the benchmark figures of the README and docs/western.md from
 * bench/results (bench/readme.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { benchmarksBlock, ephemerisCoreBlock, soak, store, workers } from '../bench/readme.js';
import { README_BLOCKS, withBlock } from '../src/operations/readme.js';

export const DOCUMENT_BLOCKS: Record<string, Record<string, () => string>> = {
  'README.md': { ...README_BLOCKS, benchmarks: benchmarksBlock },
  'docs/western.md': { 'ephemeris-core': ephemerisCoreBlock },
  'docs/deploy.md': { workers, store, soak },
};

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [file, blocks] of Object.entries(DOCUMENT_BLOCKS)) {
    let text = readFileSync(file, 'utf8');
    for (const [name, block] of Object.entries(blocks)) text = withBlock(text, name, block());
    writeFileSync(file, text);
  }
}
