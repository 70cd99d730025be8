/**
 * The benchmark's server process (started pinned to one core by bench/run.ts): the service app on
 * one port and, for the baseline, a plain Express JSON route on another, in the same process.
 * A throw-away SQLite store holds one enterprise key whose limits the benchmark cannot reach.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { createApp } from '../src/app.js';
import { SqliteStore } from '../src/access/sqlite-store.js';

const store = new SqliteStore(join(mkdtempSync(join(tmpdir(), 'bench-')), 'access.db'));
const { key } = await store.createKey({ name: 'bench', tier: 'enterprise', dailyLimit: 1e9, creditLimit: 1e12 });

const baseline = express();
baseline.post('/baseline', express.json(), (_req, res) => {
  res.json({ success: true, data: { ok: true }, timestamp: new Date().toISOString() });
});

const listen = (app: express.Express) =>
  new Promise<number>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });

const [servicePort, baselinePort] = await Promise.all([listen(createApp({ store })), listen(baseline)]);
process.send!({ key, servicePort, baselinePort });
