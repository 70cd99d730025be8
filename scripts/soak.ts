/**
 * npm run soak (not part of npm test): the compiled service under a mixed load at about 80 % of
 * its measured capacity for SOAK_SECONDS (default 600), in minutes of autocannon over loopback.
 * Reports each minute's req/s, p50/p99, 5xx and the server's median RSS, then checks: no 5xx; p99 of the
 * last minute within 1.5× of the first; RSS growth after the first minute under 10 %; the usage
 * the store recorded equal to the 200s served. Exits 1 when a check fails. Saves the figures in
 * bench/results/soak.json, from which `npm run readme` writes docs/deploy.md's memory figures.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { SqliteStore } from '../src/access/sqlite-store.js';
import { saveResults } from '../bench/results.js';
import { startFlags } from './start-flags.js';

const TOTAL_S = Number(process.env.SOAK_SECONDS ?? 600);
const MINUTE_S = Math.min(60, TOTAL_S);
const LOAD = Number(process.env.SOAK_LOAD ?? 0.8);
const CONNECTIONS = 20;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let n = 0;
/** A new birth for every request, so nothing is served from an earlier computation. */
const instant = () => new Date(Date.UTC(1950, 0, 1) + ++n * 3_607_000).toISOString().slice(0, 19);
const seoul = { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' };
const MIX: Array<{ path: string; body: () => unknown }> = [
  { path: '/v1/saju/basic', body: () => ({ name: '홍길동', birthdate: instant().slice(0, 10), birth_time: '14:30', gender: 'M' }) },
  { path: '/v1/saju/analysis', body: () => ({ name: '홍길동', birthdate: instant().slice(0, 10), birth_time: '09:10', gender: 'F' }) },
  { path: '/v1/jami/analysis', body: () => ({ input_data: { name: '홍길동', birthdate: instant().slice(0, 10), birth_time: '14:30', gender: 'M' }, target_year_ganji: '갑진' }) },
  { path: '/v1/astrology/natal-chart', body: () => ({ datetime: instant(), location: seoul, include_asteroids: true }) },
  { path: '/v1/astrology/natal-chart', body: () => ({ datetime: instant(), location: seoul }) },
  { path: '/v1/astrology/transits', body: () => ({ natal_datetime: instant(), natal_location: seoul, transit_datetime: instant() }) },
  { path: '/v1/astrology/synastry', body: () => ({ person1_datetime: instant(), person1_location: seoul, person2_datetime: instant(), person2_location: seoul }) },
  { path: '/graphql', body: () => ({ query: `{ natalChart(input: {datetime: "${instant()}", location: {latitude: 37.5, longitude: 127, timezone: "Asia/Seoul"}}) { bodies { sun { sign } moon { sign } } } }` }) },
];

interface Minute {
  reqPerSec: number;
  p50: number;
  p99: number;
  ok: number;
  serverErrors: number;
  otherNon2xx: number;
  rssMB: number;
}

/**
 * `amount` requests, at `rate` per second when given. A count rather than a duration: every request
 * sent is answered and counted (a duration would drop the answers in flight at its end).
 */
async function run(url: string, key: string, amount: number, rate?: number): Promise<Omit<Minute, 'rssMB'>> {
  const statuses = new Map<number, number>();
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    amount,
    ...(rate ? { overallRate: rate } : {}),
    requests: MIX.map(({ path, body }) => ({
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }),
    })),
  });
  (instance as unknown as NodeJS.EventEmitter).on('response', (_client: unknown, status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
  const result = await instance;
  let ok = 0;
  let serverErrors = 0;
  let otherNon2xx = 0;
  for (const [status, count] of statuses) {
    if (status === 200) ok += count;
    else if (status >= 500) serverErrors += count;
    else otherNon2xx += count;
  }
  if (otherNon2xx) console.log('  non-200 statuses:', Object.fromEntries(statuses));
  return { reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, ok, serverErrors, otherNon2xx };
}

const rssMB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

const dir = mkdtempSync(join(tmpdir(), 'soak-'));
const setup = new SqliteStore(join(dir, 'access.db'));
const { key, record } = await setup.createKey({ name: 'soak', tier: 'enterprise', dailyLimit: 1e9, creditLimit: 1e12 });
await setup.close();
const port = await freePort();
const server = spawn(process.execPath, [...startFlags(), 'dist/src/main.js'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'info' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const url = `http://127.0.0.1:${port}`;
while (!(await fetch(`${url}/healthz`).then((r) => r.ok, () => false))) await new Promise((resolve) => setTimeout(resolve, 100));

let failed = false;
try {
  const capacity = await run(url, key, 12_000);
  const rate = Math.round(capacity.reqPerSec * LOAD);
  console.log(`capacity ${capacity.reqPerSec.toFixed(0)} req/s (mixed routes, ${CONNECTIONS} connections); soaking at ${rate} req/s for ${TOTAL_S} s`);
  const minutes: Minute[] = [];
  let okTotal = capacity.ok;
  for (let elapsed = 0; elapsed < TOTAL_S; elapsed += MINUTE_S) {
    // RSS breathes with the young generation (64 MB semi-spaces): the median of a sample every 2 s.
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rssMB(server.pid!)), 2_000);
    const load = await run(url, key, rate * MINUTE_S, rate);
    clearInterval(sampler);
    samples.sort((a, b) => a - b);
    const minute = { ...load, rssMB: samples.length ? samples[samples.length >> 1] : rssMB(server.pid!) };
    okTotal += minute.ok;
    minutes.push(minute);
    console.log(
      `minute ${minutes.length}: ${minute.reqPerSec.toFixed(0)} req/s, p50 ${minute.p50} ms, p99 ${minute.p99} ms, 200: ${minute.ok}, 5xx: ${minute.serverErrors}, other: ${minute.otherNon2xx}, RSS ${minute.rssMB.toFixed(0)} MB`,
    );
  }
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  const store = new SqliteStore(join(dir, 'access.db'));
  const recorded = (await store.dailyUsage(record.id, 2)).reduce((sum, day) => sum + day.requests, 0);
  await store.close();

  const [first, last] = [minutes[0], minutes[minutes.length - 1]];
  const checks = [
    ['no 5xx', minutes.every((m) => m.serverErrors === 0) && capacity.serverErrors === 0, `${minutes.reduce((s, m) => s + m.serverErrors, 0)}`],
    ['p99 last minute ≤ 1.5 × first', last.p99 <= 1.5 * first.p99, `${first.p99} → ${last.p99} ms`],
    ['RSS growth after the first minute < 10 %', last.rssMB < 1.1 * first.rssMB, `${first.rssMB.toFixed(0)} → ${last.rssMB.toFixed(0)} MB`],
    ['usage recorded = 200s served', recorded === okTotal, `${recorded} recorded, ${okTotal} served`],
  ] as const;
  for (const [name, ok, detail] of checks) {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
    if (!ok) failed = true;
  }
  saveResults('soak', {
    seconds: TOTAL_S,
    load: LOAD,
    capacityReqPerSec: capacity.reqPerSec,
    minutes,
    checks: checks.map(([name, ok, detail]) => ({ name, ok, detail })),
  });
} finally {
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
