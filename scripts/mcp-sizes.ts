/**
 * npm run mcp:sizes: the size of every tool's answer to its documented example, full and with
 * detail "summary", in characters and approximate tokens (characters / 4), computed in process.
 * Prints a Markdown table (the README's) and exits 1 when the natal chart, the saju analysis or the
 * jami analysis is less than 40 % smaller.
 */
import { compact } from '../src/mcp/compact.js';
import { localAccess } from '../src/mcp/local-access.js';
import { mcpOperations } from '../src/mcp/operations.js';

const REQUIRED = { natalChart: 40, sajuAnalysis: 40, jamiChart: 40 } as Record<string, number>;
const tokens = (chars: number) => Math.round(chars / 4);

console.log('| tool | full chars | full tokens≈ | summary chars | summary tokens≈ | smaller |');
console.log('|---|---:|---:|---:|---:|---:|');
let failed = false;
for (const op of mcpOperations.filter((o) => !o.picture)) {
  const answer = await op.run(op.example ?? {}, localAccess, {}, (err) => console.error(err));
  if (!answer.ok) throw new Error(`${op.name}: ${answer.error.message}`);
  const result = op.resultOf(answer.body);
  const full = JSON.stringify(result).length;
  const summary = JSON.stringify(compact(result)).length;
  const smaller = Math.round(1000 * (1 - summary / full)) / 10;
  if (smaller < (REQUIRED[op.name] ?? 0)) failed = true;
  console.log(`| ${op.name} | ${full} | ${tokens(full)} | ${summary} | ${tokens(summary)} | ${smaller} % |`);
}
if (failed) {
  console.error(`A summary is less than 40 % smaller: ${Object.keys(REQUIRED).join(', ')} must be.`);
  process.exit(1);
}
