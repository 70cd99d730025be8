/**
 * REST natal-chart throughput with WORKERS=1 and WORKERS=2 (part of npm run bench): the compiled
 * service started as `npm start` starts it, on a fresh SQLite store, loaded over loopback by wrk
 * (Debian's; C and light, so the load generator takes little of the two cores the workers need),
 * each request a new birth instant. Each setting is warmed up, then measured; prints req/s and the
 * ratio (target ≥ 1.5 with 2 workers on this 2-core machine). Then the same two workers on one
 * PostgreSQL store (a throw-away cluster here), as two instances sharing a database would charge
 * (target ≥ 0.8 × the two SQLite-backed workers).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { saveResults } from './results.js';
import { join } from 'node:path';
import { openStore } from '../src/access/open-store.js';
import { createCluster } from '../test/helpers/pg-cluster.js';
import { startFlags } from '../scripts/start-flags.js';

const WARM_S = Number(process.env.BENCH_WARM_SECONDS ?? 20);
const MEASURE_S = Number(process.env.BENCH_SECONDS ?? 15);

function ensureWrk(): void {
  if (existsSync('/usr/bin/wrk')) return;
  execFileSync('apt-get', ['install', '-y', 'wrk'], { stdio: 'ignore' });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A wrk script: POST natal-chart with a new birth instant on every request. */
const LUA = (key: string) => `
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["X-API-Key"] = "${key}"
local n = 0
request = function()
  n = n + 1
  local t = 631152000 + n * 3607 + math.random(0, 3600)
  local datetime = os.date("!%Y-%m-%dT%H:%M:%S", t)
  return wrk.format(nil, nil, nil, '{"datetime":"' .. datetime .. '","location":{"latitude":37.5665,"longitude":126.978,"timezone":"Asia/Seoul"}}')
end
`;

function wrk(url: string, script: string, seconds: number): { reqPerSec: number; non2xx: number } {
  const out = execFileSync('wrk', ['-t2', '-c50', `-d${seconds}s`, '-s', script, url], { encoding: 'utf8' });
  const reqPerSec = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  return { reqPerSec, non2xx };
}

export async function workersThroughput(): Promise<{ workers: number; store: string; reqPerSec: number; non2xx: number }[]> {
  ensureWrk();
  const results = [];
  const cluster = await createCluster();
  try {
    for (const [workers, storeName] of [[1, 'sqlite'], [2, 'sqlite'], [2, 'postgres']] as const) {
      const dir = mkdtempSync(join(tmpdir(), 'bench-workers-'));
      const storeEnv = storeName === 'postgres' ? { DATABASE_URL: cluster.url } : { DATA_DIR: dir };
      const store = await openStore(storeEnv);
      const { key } = await store.createKey({ name: 'bench', tier: 'enterprise', dailyLimit: 1e9, creditLimit: 1e9 });
      await store.close();
      const script = join(dir, 'natal.lua');
      writeFileSync(script, LUA(key));
      const port = await freePort();
      // The request log at info, as in production, to /dev/null (as bench/run.ts does).
      const child = spawn(process.execPath, [...startFlags(), 'dist/src/main.js'], {
        env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...storeEnv, WORKERS: String(workers), LOG_LEVEL: 'info' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const url = `http://127.0.0.1:${port}/v1/astrology/natal-chart`;
      // Ready when every worker answers: a few probes per worker.
      for (let ok = 0; ok < 4 * workers; ) {
        ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => (r.ok ? ok + 1 : ok), () => 0);
        if (ok === 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      try {
        wrk(url, script, WARM_S);
        results.push({ workers, store: storeName, ...wrk(url, script, MEASURE_S) });
      } finally {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.on('exit', resolve));
        rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    cluster.remove();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [one, two, pg] = await workersThroughput();
  saveResults('workers', {
    results: [
      { setting: '1 worker, SQLite', reqPerSec: one.reqPerSec, non2xx: one.non2xx },
      { setting: '2 workers, SQLite', reqPerSec: two.reqPerSec, non2xx: two.non2xx },
      { setting: '2 workers, one PostgreSQL', reqPerSec: pg.reqPerSec, non2xx: pg.non2xx },
    ],
  });
  console.log(`REST natal-chart, wrk 50 connections: 1 worker ${one.reqPerSec.toFixed(0)} req/s, 2 workers ${two.reqPerSec.toFixed(0)} req/s = ${(two.reqPerSec / one.reqPerSec).toFixed(2)}× (target ≥ 1.5); non-2xx ${one.non2xx + two.non2xx}`);
  console.log(`REST natal-chart, 2 workers on PostgreSQL: ${pg.reqPerSec.toFixed(0)} req/s = ${(pg.reqPerSec / two.reqPerSec).toFixed(2)}× the 2 SQLite-backed workers (target ≥ 0.8); non-2xx ${pg.non2xx}`);
}
