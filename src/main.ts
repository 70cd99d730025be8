/**
 * Starts the service: opens the access store (SQLite under DATA_DIR, or PostgreSQL when
 * DATABASE_URL is set), serves on PORT — in this process, or with WORKERS > 1 in that many worker
 * processes (node:cluster) sharing the port and the store — and once it listens, creates and
 * prints one development key on first start, and the developer portal's admin token unless
 * ADMIN_TOKEN is set (a start that fails spends neither).
 *
 * Requests of POOL_DEFAULTS.minCredits or more run on POOL_THREADS worker threads per process
 * (src/graphql/pool.ts), so that the event loop stays free for the others, the probes and signals.
 *
 * Any start-up failure (a port in use, an unreachable database) prints one line and exits 1.
 * SIGTERM and SIGINT drain: no new connections, the requests in flight finish (at most
 * DRAIN_MS), the store is closed, exit 0 (1 when the drain had to cut requests).
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { openStore } from './access/open-store.js';
import type { AccessStore } from './access/store.js';
import { integrateCommonChironWindows } from './core/astro/chiron.js';
import { startExecutionPool, stopExecutionPool } from './graphql/pool.js';
import { defaultLogger } from './observability/logger.js';
import { defaultMetrics, serveClusterMetrics } from './observability/metrics.js';
import { createAdminToken } from './portal/auth.js';
import { DEFAULT_DRAIN_MS, DEFAULT_TIMEOUTS, startService, type ServerTimeouts } from './server.js';

/** The settings of the environment, checked once; a bad value is a start-up failure. */
function settings(env: NodeJS.ProcessEnv) {
  const int = (name: string, fallback: number, min = 0) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
    return Number(raw);
  };
  const workersRaw = env.WORKERS ?? '1';
  const workers = workersRaw === 'auto' ? availableParallelism() : int('WORKERS', 1, 1);
  const trust = env.TRUST_PROXY;
  const timeouts: ServerTimeouts = {
    headers: int('HEADERS_TIMEOUT_MS', DEFAULT_TIMEOUTS.headers, 1),
    request: int('REQUEST_TIMEOUT_MS', DEFAULT_TIMEOUTS.request, 1),
    keepAlive: int('KEEP_ALIVE_TIMEOUT_MS', DEFAULT_TIMEOUTS.keepAlive, 1),
    checkInterval: DEFAULT_TIMEOUTS.checkInterval,
  };
  return {
    port: int('PORT', 3000),
    workers,
    // Threads of each process's execution pool (0: heavy requests run on the event loop too).
    poolThreads: int('POOL_THREADS', Math.max(1, Math.floor(availableParallelism() / workers))),
    timeouts,
    drainMs: int('DRAIN_MS', DEFAULT_DRAIN_MS, 1),
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    // Express's 'trust proxy': true, a hop count, or addresses/subnets (comma-separated).
    trustProxy: trust === undefined || trust === '' ? undefined : trust === 'true' ? true : /^\d+$/.test(trust) ? Number(trust) : trust,
    adminToken: env.ADMIN_TOKEN || undefined,
  };
}

/** First-start work, done once (by the primary when there are workers): keys printed once. */
async function firstStart(store: AccessStore, adminToken: string | undefined): Promise<void> {
  if ((await store.countKeys()) === 0) {
    const { record, key } = await store.createKey({ name: 'development', tier: 'professional' });
    // Printed once: only the hash is stored, so this is the only time the key can be seen.
    console.log(`Created development key ${record.id} (tier ${record.tier}). Keep it; it will not be shown again:`);
    console.log(key);
  }
  // ADMIN_TOKEN, when set, is the portal's token (never stored); otherwise the first instance to
  // start stores a generated token's hash and prints the token, once.
  if (!adminToken) {
    const token = await createAdminToken(store);
    if (token) {
      console.log('Created the admin token of the developer portal (/portal). Keep it; it will not be shown again:');
      console.log(token);
    }
  }
}

/** Serves in this process until SIGTERM/SIGINT. */
async function serve(config: ReturnType<typeof settings>, runFirstStart: boolean): Promise<void> {
  const store = await openStore();
  integrateCommonChironWindows();
  const logger = defaultLogger();
  const metrics = defaultMetrics();
  if (cluster.isWorker) metrics.aggregateAcrossCluster();
  const service = await startService({ ...config, store, logger, metrics }).catch(async (err) => {
    await store.close();
    throw err;
  });
  // Threads only for a start that listens (each loads the schema: ≈ 1 s of CPU).
  startExecutionPool(config.poolThreads);
  if (runFirstStart) await firstStart(store, config.adminToken);
  logger.info(
    { port: service.port },
    `listening on http://localhost:${service.port} (API reference at /docs, GraphiQL at /graphql, developer portal at /portal; /healthz, /readyz, /metrics)`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'draining');
      void service.drain().then(async (inTime) => {
        await stopExecutionPool();
        if (!inTime) console.error(`error: requests still running after ${config.drainMs} ms were cut`);
        process.exit(inTime ? 0 : 1);
      });
    });
  }
}

/**
 * The primary of several workers: forks, replaces and drains them, sums their metrics, and does
 * the first-start work once the first worker listens.
 */
async function supervise(config: ReturnType<typeof settings>): Promise<void> {
  // A store that cannot be opened fails the start before any worker is forked.
  await (await openStore()).close();
  serveClusterMetrics();
  cluster.once('listening', () => {
    void (async () => {
      const store = await openStore();
      try {
        await firstStart(store, config.adminToken);
      } finally {
        await store.close();
      }
    })().catch((err: Error) => console.error(`error: first start: ${err.message}`));
  });
  let stopping = false;
  const fork = () => cluster.fork({ SERVICE_WORKER: '1' });
  cluster.on('message', (_worker, message: { fatal?: string }) => {
    // A worker that cannot start (a port in use) would fail again: stop everything.
    if (message?.fatal && !stopping) {
      stopping = true;
      console.error(`error: ${message.fatal}`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
      process.exitCode = 1;
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code) process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    console.error(`error: worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, 1_000);
  });
  for (let i = 0; i < config.workers; i++) fork();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
}

try {
  const config = settings(process.env);
  if (config.workers > 1 && cluster.isPrimary) await supervise(config);
  else await serve(config, !cluster.isWorker);
} catch (err) {
  const message = err instanceof Error ? err.message : String(err);
  if (cluster.isWorker) process.send!({ fatal: message }, () => process.exit(1));
  else {
    console.error(`error: ${message}`);
    process.exit(1);
  }
}
