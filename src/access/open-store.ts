import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_POOL, PostgresStore } from './postgres-store.js';
import { SqliteStore } from './sqlite-store.js';
import type { AccessStore } from './store.js';

/**
 * The access store the environment names: PostgreSQL when DATABASE_URL is set (several instances
 * share it), else the SQLite file DATA_DIR/access.db (DATA_DIR defaults to ./data). PostgreSQL's
 * pool holds PG_POOL_SIZE connections (default 10), and a call waits for one of them up to the
 * request time-out (REQUEST_TIMEOUT_MS, default 15 s).
 */
export async function openStore(env: NodeJS.ProcessEnv = process.env): Promise<AccessStore> {
  if (env.DATABASE_URL) {
    return PostgresStore.open(env.DATABASE_URL, {
      size: positive(env, 'PG_POOL_SIZE') ?? DEFAULT_POOL.size,
      acquireTimeoutMs: positive(env, 'REQUEST_TIMEOUT_MS') ?? DEFAULT_POOL.acquireTimeoutMs,
    });
  }
  const dataDir = env.DATA_DIR || './data';
  mkdirSync(dataDir, { recursive: true });
  return new SqliteStore(join(dataDir, 'access.db'));
}

/** A positive integer setting, or undefined when unset; a bad value is a start-up failure. */
function positive(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`${name} must be an integer ≥ 1, got "${raw}"`);
  return Number(raw);
}
