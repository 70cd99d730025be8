/**
 * What a stream of the heaviest admissible requests does to everyone else (part of npm run bench):
 * the compiled service started as `npm start` starts it (one worker, the default), probed ten times
 * a second on /healthz and with a light REST request (the demo chart), first idle, then while two
 * clients send the two dearest requests of bench/largest-request.ts back to back (a 5-year event
 * search, 120 credits, and the most pictures a request may draw with the longest search the other
 * credits buy). Measured with the execution pool off (POOL_THREADS=0: everything on the event loop)
 * and on (the default). The issue's bound: the heavy stream adds at most 100 ms to the probes' p99. Saves bench/results/heavy-load.json.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { saveResults } from './results.js';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteStore } from '../src/access/sqlite-store.js';
import { startFlags } from '../scripts/start-flags.js';
import { candidates } from './largest-request.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Probes `url` every 100 ms until `until`; the latencies in ms, sorted. */
async function probe(url: string, key: string, until: number): Promise<number[]> {
  const times: number[] = [];
  while (performance.now() < until) {
    const started = performance.now();
    const res = await fetch(url, { headers: { 'X-API-Key': key } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 100 - (performance.now() - started))));
  }
  return times.sort((a, b) => a - b);
}

export interface HeavyLoadResult {
  pool: string;
  phase: 'idle' | 'heavy';
  healthzP50: number;
  healthzP99: number;
  lightP50: number;
  lightP99: number;
  heavyDone: number;
}

export async function heavyLoad(): Promise<HeavyLoadResult[]> {
  const heavy = candidates()
    .filter((c) => /^events over|chart pictures and events/.test(c.name))
    .map((c) => JSON.stringify({ query: c.query, variables: c.variables }));
  if (heavy.length !== 2) throw new Error('bench/largest-request.ts: the two dearest candidates were not found');
  const results: HeavyLoadResult[] = [];
  for (const pool of ['0', '']) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-heavy-'));
    const store = new SqliteStore(join(dir, 'access.db'));
    const { key } = await store.createKey({ name: 'bench', tier: 'enterprise', dailyLimit: 1e9, creditLimit: 1e9 });
    await store.close();
    const port = await freePort();
    const child = spawn(process.execPath, [...startFlags(), 'dist/src/main.js'], {
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'info', POOL_THREADS: pool },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    try {
      while (!(await fetch(`${base}/healthz`).then((r) => r.ok, () => false))) await new Promise((resolve) => setTimeout(resolve, 100));
      const send = (body: string) =>
        fetch(`${base}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-API-Key': key }, body }).then(async (r) => {
          const text = await r.text();
          if (r.status !== 200 || text.startsWith('{"errors"')) throw new Error(`heavy request: ${r.status} ${text.slice(0, 200)}`);
        });
      // Warm-up: each heavy request once (the pool's threads compile their first documents).
      for (const body of heavy) await send(body);
      for (const phase of ['idle', 'heavy'] as const) {
        const until = performance.now() + SECONDS * 1000;
        let heavyDone = 0;
        const stream = async (body: string) => {
          while (phase === 'heavy' && performance.now() < until) {
            await send(body);
            heavyDone++;
          }
        };
        const [healthz, light] = await Promise.all([
          probe(`${base}/healthz`, key, until),
          probe(`${base}/v1/astrology/natal-chart/demo`, key, until),
          ...heavy.map(stream),
        ]);
        results.push({
          pool: pool === '0' ? 'off (POOL_THREADS=0)' : 'on (default)',
          phase,
          healthzP50: percentile(healthz, 50),
          healthzP99: percentile(healthz, 99),
          lightP50: percentile(light, 50),
          lightP99: percentile(light, 99),
          heavyDone,
        });
      }
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.on('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await heavyLoad();
  saveResults('heavy-load', { seconds: SECONDS, results });
  console.table(results.map((r) => ({ ...r, healthzP50: r.healthzP50.toFixed(1), healthzP99: r.healthzP99.toFixed(1), lightP50: r.lightP50.toFixed(1), lightP99: r.lightP99.toFixed(1) })));
  for (const pool of new Set(results.map((r) => r.pool))) {
    const [idle, heavy] = results.filter((r) => r.pool === pool);
    console.log(`pool ${pool}: the heavy stream adds ${(heavy.healthzP99 - idle.healthzP99).toFixed(0)} ms to /healthz p99, ${(heavy.lightP99 - idle.lightP99).toFixed(0)} ms to a light request's p99 (bound 100 ms)`);
  }
}
