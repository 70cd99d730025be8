/**
 * REST natal-chart throughput with WORKERS=1 and WORKERS=2 (part of npm run bench): the compiled
 * service started as `npm start` starts it, on a fresh SQLite store, loaded over loopback by wrk
 * (Debian's; C and light, so the load generator takes little of the two cores the workers need),
 * each request a new birth instant. Each setting is warmed up, then measured; prints req/s and the
 * ratio (target ≥ 1.5 with 2 workers on this 2-core machine).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteStore } from '../src/access/sqlite-store.js';

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

export async function workersThroughput(): Promise<{ workers: number; reqPerSec: number; non2xx: number }[]> {
  ensureWrk();
  const results = [];
  for (const workers of [1, 2]) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-workers-'));
    const store = new SqliteStore(join(dir, 'access.db'));
    const { key } = await store.createKey({ name: 'bench', tier: 'enterprise', dailyLimit: 1e9, creditLimit: 1e12 });
    await store.close();
    const script = join(dir, 'natal.lua');
    writeFileSync(script, LUA(key));
    const port = await freePort();
    // The request log at info, as in production, to /dev/null (as bench/run.ts does).
    const child = spawn(process.execPath, ['--max-semi-space-size=64', 'dist/src/main.js'], {
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dir, WORKERS: String(workers), LOG_LEVEL: 'info' },
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
      results.push({ workers, ...wrk(url, script, MEASURE_S) });
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.on('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [one, two] = await workersThroughput();
  console.log(`REST natal-chart, wrk 50 connections: 1 worker ${one.reqPerSec.toFixed(0)} req/s, 2 workers ${two.reqPerSec.toFixed(0)} req/s = ${(two.reqPerSec / one.reqPerSec).toFixed(2)}× (target ≥ 1.5); non-2xx ${one.non2xx + two.non2xx}`);
}
