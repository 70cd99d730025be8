/** Starts the real service (src/server.ts) on a loopback port with a fresh SQLite store, for HTTP tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_TIMEOUTS, startService } from '../../src/server.js';
import type { Tier } from '../../src/access/plans.js';
import { SqliteStore } from '../../src/access/sqlite-store.js';
import type { AccessStore } from '../../src/access/store.js';

export interface TestServer {
  url: string;
  store: AccessStore;
  errors: unknown[];
  key(tier?: Tier, options?: { dailyLimit?: number; creditLimit?: number }): Promise<string>;
  post(path: string, body: unknown, key?: string | null, headers?: Record<string, string>): Promise<Response>;
  get(path: string, key?: string | null): Promise<Response>;
  close(): Promise<void>;
}

/** `adminToken`: the portal's ADMIN_TOKEN (without it, the portal uses the token hash in the store). */
export async function startServer(store?: AccessStore, options: { adminToken?: string } = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-test-'));
  const accessStore = store ?? new SqliteStore(join(dir, 'access.db'));
  const errors: unknown[] = [];
  // The production server (time-outs, parser errors answered in JSON) around the app, with idle
  // sockets kept longer than a test may hold the event loop between two requests (schema checks
  // of every route): with 5 s, the server could close the socket fetch was reusing (ECONNRESET).
  const timeouts = { ...DEFAULT_TIMEOUTS, keepAlive: 65_000 };
  const service = await startService({ store: accessStore, port: 0, host: '127.0.0.1', timeouts, logError: (e) => errors.push(e), ...options });
  const url = `http://127.0.0.1:${service.port}`;
  let defaultKey: string | undefined;
  const key = async (tier: Tier = 'professional', options: { dailyLimit?: number; creditLimit?: number } = {}) =>
    (await accessStore.createKey({ name: `test-${tier}`, tier, ...options })).key;
  const auth = async (k: string | null | undefined): Promise<Record<string, string>> => {
    if (k === null) return {};
    return { 'X-API-Key': k ?? (defaultKey ??= await key()) };
  };
  return {
    url,
    store: accessStore,
    errors,
    key,
    post: async (path, body, k, headers = {}) =>
      fetch(url + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(await auth(k)), ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    get: async (path, k) => fetch(url + path, { headers: await auth(k) }),
    close: async () => {
      await service.drain(); // closes the store too
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
