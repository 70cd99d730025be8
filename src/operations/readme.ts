/**
 * The README's tables of operations, credits and the free tier, written from the declarations
 * (`npm run readme` puts them between their markers; a test fails when the README is stale).
 */
import { OPERATIONS } from './index.js';
import type { Operation } from './types.js';

const credits = (op: Operation) => {
  const features = [op.feature, ...(op.alsoCharges ?? [])];
  const flat = features.map((f) => `${f.credits} (${f.id})`).join(' + ');
  // A price that depends on the arguments is its note; a flat price may have a note beside it.
  if (op.credits && op.costNote) return `${op.costNote} (${op.feature.id})`;
  return op.costNote ? `${flat}: ${op.costNote}` : flat;
};

/** One row per operation: what it is, its route, its GraphQL root field, its price, the free tier. */
export function operationsTable(): string {
  const rows = OPERATIONS.map((op) => {
    const what = op.contract ? op.summary : `${op.summary} (addition)`;
    const graphql = op.graphql ? `\`${op.graphql}\`` : '—';
    const free = op.feature.free && (op.alsoCharges ?? []).every((f) => f.free) ? 'yes' : 'no';
    return `| ${what} | ${op.rest.method} ${op.rest.path} | ${graphql} | ${credits(op)} | ${free} |`;
  });
  return ['| operation | REST | GraphQL root field | credits (feature) | free tier |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** The README block between `<!-- name:begin -->` and `<!-- name:end -->` replaced by `text`. */
export function withBlock(readme: string, name: string, text: string): string {
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  const from = readme.indexOf(begin);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README has no ${begin} … ${end} block`);
  return `${readme.slice(0, from + begin.length)}\n${text}\n${readme.slice(to)}`;
}

export const README_BLOCKS = { operations: operationsTable } as const;
