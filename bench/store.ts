/**
 * The access store's charges per second (part of npm run bench): both stores, on one hot key and
 * on 50 keys, from two processes (two service instances, or two workers) with 50 charges in flight
 * each, as 50 connections per instance would keep them. PostgreSQL is a throw-away cluster of the
 * Debian binaries (fsync off, as the tests run it: the figure is the store's, not the disk's).
 * After each run the usage recorded must equal the charges allowed, or the run fails.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { saveResults } from './results.js';
import { join } from 'node:path';
import { openStore } from '../src/access/open-store.js';
import type { AccessStore } from '../src/access/store.js';
import { createCluster } from '../test/helpers/pg-cluster.js';

const SECONDS = Number(process.env.BENCH_STORE_SECONDS ?? 5);
const PROCESSES = 2;
const IN_FLIGHT = 50;
const ITEMS = [{ feature: 'natal-chart' as const, requests: 1, credits: 1 }];

type StoreEnv = { DATABASE_URL?: string; DATA_DIR?: string };

/** One process: IN_FLIGHT loops charging the keys in turn for SECONDS; prints its count. */
async function chargeLoop(env: StoreEnv, keyIds: string[]): Promise<void> {
  const store = await openStore(env);
  const end = performance.now() + SECONDS * 1000;
  let charges = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (performance.now() < end) {
        const result = await store.consume({ keyId: keyIds[next++ % keyIds.length], items: ITEMS });
        if (!result.allowed) throw new Error(`charge refused: ${result.reason}`);
        charges++;
      }
    }),
  );
  await store.close();
  process.send!({ charges });
}

async function measure(env: StoreEnv, keys: number): Promise<number> {
  const store = await openStore(env);
  const keyIds: string[] = [];
  for (let i = 0; i < keys; i++) {
    const { record } = await store.createKey({ name: `bench-${i}`, tier: 'enterprise', dailyLimit: 1e9, creditLimit: 1e9 });
    keyIds.push(record.id);
  }
  const counts = await Promise.all(
    Array.from(
      { length: PROCESSES },
      () =>
        new Promise<number>((resolve, reject) => {
          const child = fork(process.argv[1], ['child', JSON.stringify(env), ...keyIds], { stdio: 'inherit' });
          child.on('message', (m: { charges: number }) => resolve(m.charges));
          child.on('exit', (code) => code && reject(new Error(`bench child exited ${code}`)));
        }),
    ),
  );
  const charged = counts.reduce((a, b) => a + b, 0);
  const recorded = await totalRequests(store, keyIds);
  await store.close();
  if (recorded !== charged) throw new Error(`usage ${recorded} ≠ ${charged} charges allowed`);
  return charged / SECONDS;
}

async function totalRequests(store: AccessStore, keyIds: string[]): Promise<number> {
  let sum = 0;
  for (const id of keyIds) sum += (await store.usage(id)).dailyUsed;
  return sum;
}

export interface StoreResult {
  store: 'sqlite' | 'postgres';
  keys: number;
  chargesPerSec: number;
}

export async function storeThroughput(): Promise<StoreResult[]> {
  const results: StoreResult[] = [];
  const cluster = await createCluster();
  try {
    let n = 0;
    for (const keys of [1, 50]) {
      const dir = mkdtempSync(join(tmpdir(), 'bench-store-'));
      try {
        results.push({ store: 'sqlite', keys, chargesPerSec: await measure({ DATA_DIR: dir }, keys) });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      const pg = await import('pg');
      const client = new pg.default.Client({ connectionString: cluster.url });
      await client.connect();
      await client.query(`CREATE DATABASE bench_${++n}`);
      await client.end();
      const url = new URL(cluster.url);
      url.pathname = `/bench_${n}`;
      results.push({ store: 'postgres', keys, chargesPerSec: await measure({ DATABASE_URL: url.href }, keys) });
    }
  } finally {
    cluster.remove();
  }
  return results;
}

if (process.argv[2] === 'child') {
  await chargeLoop(JSON.parse(process.argv[3]) as StoreEnv, process.argv.slice(4));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await storeThroughput();
  saveResults('store', { results });
  for (const { store, keys, chargesPerSec } of results) {
    console.log(`access store ${store}, ${keys} key${keys > 1 ? 's' : ''}, ${PROCESSES} processes × ${IN_FLIGHT} in flight: ${chargesPerSec.toFixed(0)} charges/s`);
  }
}
