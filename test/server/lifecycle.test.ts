/**
 * The process as an operator runs it (`src/main.ts`, spawned): a failed start exits 1 with one
 * line; SIGTERM drains (requests in flight finish, new connections are refused at once, the usage
 * is stored, exit 0); WORKERS=2 shares the port and the store with exact usage on SQLite and on
 * PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PostgresStore } from '../../src/access/postgres-store.js';
import { SqliteStore } from '../../src/access/sqlite-store.js';
import type { AccessStore } from '../../src/access/store.js';
import { freshPostgresDatabase } from '../helpers/postgres.js';
import { freePort } from '../helpers/pg-cluster.js';

interface Running {
  child: ChildProcess;
  port: number;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * Spawns the service; resolves once it listens (or exits). Without the execution pool unless `env`
 * asks for it: its threads would only add their start-up to a loaded machine's.
 */
async function spawnService(env: Record<string, string>, port?: number): Promise<Running> {
  port ??= await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', PORT: String(port), POOL_THREADS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  cleanups.push(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
  });
  await new Promise<void>((resolve) => {
    const listening = () => {
      // One "listening" line per process (every worker logs its own).
      const wanted = env.WORKERS ? Number(env.WORKERS) : 1;
      if ((out.match(/listening on/g) ?? []).length >= wanted) resolve();
    };
    child.stdout.on('data', (d) => {
      out += d;
      listening();
    });
    void exited.then(() => resolve());
  });
  return { child, port, stdout: () => out, stderr: () => err, exited };
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lifecycle-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A key made in the store the service will open, with its own daily limit. */
async function keyIn(store: AccessStore, dailyLimit?: number): Promise<{ key: string; id: string }> {
  const { key, record } = await store.createKey({ name: 'lifecycle', tier: 'enterprise', dailyLimit });
  return { key, id: record.id };
}

describe('start-up failures', { timeout: 180_000 }, () => {
  it('a port in use: one line on stderr, exit code 1', async () => {
    const dir = tempDir();
    const first = await spawnService({ DATA_DIR: dir });
    const second = await spawnService({ DATA_DIR: dir }, first.port);
    expect(await second.exited).toBe(1);
    expect(second.stderr().trim().split('\n').filter((line) => !line.startsWith('npm '))).toEqual([
      expect.stringMatching(/^error: listen EADDRINUSE.*:\d+$/),
    ]);
  });

  it('a start that cannot listen spends no one-time secret: the next start prints them', async () => {
    const occupied = await spawnService({ DATA_DIR: tempDir() });
    const dir = tempDir();
    const failed = await spawnService({ DATA_DIR: dir }, occupied.port);
    expect(await failed.exited).toBe(1);
    expect(failed.stdout()).not.toMatch(/Created|sk_/);
    const next = await spawnService({ DATA_DIR: dir });
    expect(next.stdout()).toMatch(/Created development key [^\n]+\n\S+\n/);
    expect(next.stdout()).toMatch(/Created the admin token[^\n]+\n\S+\n/);
  });

  it('a bad setting: one line, exit code 1', async () => {
    const bad = await spawnService({ DATA_DIR: tempDir(), WORKERS: 'many' });
    expect(await bad.exited).toBe(1);
    expect(bad.stderr()).toMatch(/^error: WORKERS must be an integer ≥ 1, got "many"\n$/);
  });
});

describe('SIGTERM drains', { timeout: 180_000 }, () => {
  it('requests in flight finish with 200, a new connection made while they run is refused, exit 0, usage stored', async () => {
    const dir = tempDir();
    const setup = new SqliteStore(join(dir, 'access.db'));
    const { key, id } = await keyIn(setup);
    await setup.close();
    // With the execution pool: the searches run on its one thread, the event loop stays free.
    // A drain bound far above the work in flight, which a loaded machine stretches.
    const service = await spawnService({ DATA_DIR: dir, POOL_THREADS: '1', DRAIN_MS: '120000' });
    // Five-year event searches (the dearest request: ≈ 0.2 s of CPU each, ≈ 2 s for the eight on
    // one thread), on connections the server has accepted (a request still in the kernel's backlog
    // when the listening socket closes is refused: that is what stopping means).
    const search = JSON.stringify({
      query: `{ westernEvents(input: {natalDatetime: "1990-05-15T14:30:00", natalLocation: {latitude: 37.5665, longitude: 126.978, timezone: "Asia/Seoul"}, from: "2030-01-01", to: "2034-12-31", bodies: [SUN, MERCURY, VENUS, MARS, JUPITER, SATURN, URANUS, NEPTUNE, PLUTO]}) { transits { instant } } }`,
    });
    // Eight keep-alive sockets, opened by a first round of eight parallel requests, then reused.
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    cleanups.push(() => agent.destroy());
    const send = () =>
      new Promise<{ status: number; at: number }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port: service.port, path: '/graphql', method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'X-API-Key': key } },
          (res) => res.resume().on('end', () => resolve({ status: res.statusCode!, at: performance.now() })),
        );
        req.on('error', reject);
        req.end(search);
      });
    expect((await Promise.all(Array.from({ length: 8 }, send))).map((r) => r.status)).toEqual(Array(8).fill(200));
    const inFlight = Array.from({ length: 8 }, send);
    await new Promise((resolve) => setTimeout(resolve, 30));
    service.child.kill('SIGTERM');
    // "At once": as soon as the process runs its signal handler, not after the work in flight. The
    // 0.3 s allow for a loaded machine's scheduling; the work in flight lasts longer (checked below).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(service.port, '127.0.0.1');
      socket.on('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.on('error', () => resolve(true));
    });
    const checkedAt = performance.now();
    const answers = await Promise.all(inFlight);
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(refused).toBe(true);
    // The refusal came while requests were still running.
    expect(Math.max(...answers.map((r) => r.at))).toBeGreaterThan(checkedAt);
    expect(await service.exited).toBe(0);
    const after = new SqliteStore(join(dir, 'access.db'));
    expect((await after.usage(id)).dailyUsed).toBe(16);
    await after.close();
  });
});

describe('WORKERS=2: one port, one store, exact usage', { timeout: 180_000 }, () => {
  async function exactlyTheLimit(env: Record<string, string>, store: AccessStore) {
    const { key, id } = await keyIn(store, 100);
    const service = await spawnService({ ...env, WORKERS: '2' });
    const statuses = await Promise.all(
      Array.from({ length: 200 }, () =>
        fetch(`http://127.0.0.1:${service.port}/v1/astrology/natal-chart/demo`, { headers: { 'X-API-Key': key } }).then((r) => r.status),
      ),
    );
    const counts = statuses.reduce((n: Record<number, number>, status) => ({ ...n, [status]: (n[status] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 200: 100, 429: 100 });
    expect((await store.usage(id)).dailyUsed).toBe(100);
    service.child.kill('SIGTERM');
    expect(await service.exited).toBe(0);
  }

  it('on SQLite', async () => {
    const dir = tempDir();
    const store = new SqliteStore(join(dir, 'access.db'));
    cleanups.push(() => store.close());
    await exactlyTheLimit({ DATA_DIR: dir }, store);
  });

  it('on PostgreSQL', async () => {
    const database = await freshPostgresDatabase();
    const store = await PostgresStore.open(database.url);
    cleanups.push(async () => {
      await store.close();
      await database.dispose();
    });
    await exactlyTheLimit({ DATABASE_URL: database.url }, store);
  });
});
