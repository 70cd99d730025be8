/**
 * deploy/compose.yaml's several-instance set-up, run as plain processes (no container engine on
 * these machines): two service processes with the compose file's settings on one throw-away
 * PostgreSQL database, and a round-robin client in place of the proxy. Keys, usage and daily limits
 * are shared; a key deactivated through one instance is refused by the other; both are ready.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresStore } from '../../src/access/postgres-store.js';
import { freePort } from '../helpers/pg-cluster.js';
import { freshPostgresDatabase } from '../helpers/postgres.js';

const COMPOSE = readFileSync(new URL('../../deploy/compose.yaml', import.meta.url), 'utf8');
const CADDYFILE = readFileSync(new URL('../../deploy/Caddyfile', import.meta.url), 'utf8');
const ADMIN_TOKEN = 'compose-test-admin-token-0123456789abcdef';

interface Instance {
  url: string;
  process: ChildProcess;
}

/** One service process as compose starts it: DATABASE_URL, ADMIN_TOKEN, TRUST_PROXY, PORT. */
async function startInstance(databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    // A clean environment: the test runner's own variables must not reach the service.
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      ADMIN_TOKEN,
      TRUST_PROXY: '1',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited (${child.exitCode}): ${output}`);
    const ready = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (ready) return { url, process: child };
    if (Date.now() > deadline) throw new Error(`instance not ready within 60 s: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stopInstance(instance: Instance): Promise<void> {
  return new Promise((resolve) => {
    if (instance.process.exitCode !== null) return resolve();
    instance.process.once('exit', () => resolve());
    instance.process.kill('SIGTERM');
  });
}

let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let store: PostgresStore;
let instances: Instance[] = [];
let turn = 0;

/** The proxy's round robin: each request to the next instance. */
function post(path: string, body: unknown, key: string) {
  const { url } = instances[turn++ % instances.length];
  return fetch(url + path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-API-Key': key }, body: JSON.stringify(body) });
}

const CHART = { datetime: '1990-05-15T14:30:00', location: { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' } };

beforeAll(async () => {
  database = await freshPostgresDatabase();
  // One after the other, as compose's depends_on and health checks bring them up.
  instances = [await startInstance(database.url)];
  instances.push(await startInstance(database.url));
  store = await PostgresStore.open(database.url);
}, 150_000);

afterAll(async () => {
  await Promise.all(instances.map(stopInstance));
  await store?.close();
  await database?.dispose();
});

describe('the compose file', () => {
  it('runs two app instances on one PostgreSQL with the settings this test gives its processes', () => {
    expect(COMPOSE).toMatch(/^ {2}app1: \*app$/m);
    expect(COMPOSE).toMatch(/^ {2}app2: \*app$/m);
    for (const setting of ['DATABASE_URL: postgres://', 'ADMIN_TOKEN:', 'TRUST_PROXY: "1"', 'PORT: "3000"']) {
      expect(COMPOSE).toContain(setting);
    }
    expect(CADDYFILE).toMatch(/reverse_proxy app1:3000 app2:3000/);
    expect(CADDYFILE).toMatch(/health_uri \/readyz/);
  });
});

describe('two instances on one store', () => {
  it('share keys, usage and the daily limit through the database', async () => {
    const { key } = await store.createKey({ name: 'shared', tier: 'developer', dailyLimit: 6 });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await post('/v1/astrology/natal-chart', CHART, key));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    // Credits add up across both instances: 2 per chart.
    const used = await Promise.all(answers.map(async (r) => (await r.json()).usage_info.used));
    expect(used).toEqual([2, 4, 6, 8, 10, 12]);
    expect(answers.map((r) => r.headers.get('x-ratelimit-remaining'))).toEqual(['5', '4', '3', '2', '1', '0']);
    // The seventh request of the day is refused, whichever instance it reaches.
    const refused = [await post('/v1/astrology/natal-chart', CHART, key), await post('/v1/astrology/natal-chart', CHART, key)];
    expect(refused.map((r) => r.status)).toEqual([429, 429]);
  });

  it('a key deactivated through the database is refused by both instances', async () => {
    const { key, record } = await store.createKey({ name: 'to-deactivate', tier: 'developer' });
    expect((await post('/v1/saju/basic', { name: '홍길동', birthdate: '1990-05-15', birth_time: '14:30', gender: 'M' }, key)).status).toBe(200);
    await store.deactivateKey(record.id);
    for (let i = 0; i < 2; i++) {
      expect((await post('/v1/saju/basic', { name: '홍길동', birthdate: '1990-05-15', birth_time: '14:30', gender: 'M' }, key)).status).toBe(403);
    }
  });

  it('counts concurrent requests to both instances exactly', async () => {
    const { key, record } = await store.createKey({ name: 'concurrent', tier: 'professional' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/v1/astrology/natal-chart', CHART, key)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const usage = (await store.listKeys()).find((k) => k.id === record.id)!.usage;
    expect({ requests: usage.dailyUsed, credits: usage.creditsUsed }).toEqual({ requests: 20, credits: 40 });
  });
});
