/**
 * npm run mcp:latency: a tool call over /mcp against the same REST call, on the service started in
 * this process (SQLite store in a temporary directory, loopback). For each tool, ROUNDS calls of its
 * documented example each way, alternating, after WARMUP of each; prints the minimum, median and p90
 * in ms (on a busy machine the minimum is the cost of the work itself, the median includes waiting).
 * An MCP call is one POST /mcp (stateless: tools/call with the key, no session).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteStore } from '../src/access/sqlite-store.js';
import { mcpOperations } from '../src/mcp/operations.js';
import { startService } from '../src/server.js';

const ROUNDS = Number(process.env.ROUNDS ?? 30);
const WARMUP = 3;
const TOOLS = (process.env.TOOLS ?? 'sajuBasic,sajuAnalysis,jamiChart,natalChart,transits,synastry').split(',');

const dir = mkdtempSync(join(tmpdir(), 'mcp-latency-'));
const store = new SqliteStore(join(dir, 'access.db'));
const service = await startService({ store, port: 0, host: '127.0.0.1', logError: (e) => console.error(e) });
const url = `http://127.0.0.1:${service.port}`;
const { key } = await store.createKey({ name: 'latency', tier: 'enterprise' });

async function timed(call: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const res = await call();
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`status ${res.status}`);
  return performance.now() - start;
}
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))];
const ms = (x: number) => x.toFixed(1);

console.log(`| tool (${ROUNDS} calls each) | REST min | MCP min | REST median | MCP median | REST p90 | MCP p90 |`);
console.log('|---|---:|---:|---:|---:|---:|---:|');
try {
  for (const op of mcpOperations.filter((o) => TOOLS.includes(o.name))) {
    const rest = () =>
      fetch(url + op.path, { method: op.method, headers: { 'Content-Type': 'application/json', 'X-API-Key': key }, body: op.method === 'POST' ? JSON.stringify(op.example) : undefined });
    const mcp = () =>
      fetch(`${url}/mcp`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', Authorization: `Bearer ${key}` },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: op.name, arguments: op.example ?? {} } }),
      });
    for (let i = 0; i < WARMUP; i++) await Promise.all([timed(rest), timed(mcp)]);
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      a.push(await timed(rest));
      b.push(await timed(mcp));
    }
    const row = [0, 0.5, 0.9].flatMap((q) => [ms(quantile(a, q)), ms(quantile(b, q))]);
    console.log(`| ${op.name} | ${row.join(' | ')} |`);
  }
} finally {
  await service.drain();
  rmSync(dir, { recursive: true, force: true });
}
