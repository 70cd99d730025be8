/**
 * Logs, metrics and health endpoints through the real app: one JSON log line per request (request
 * id, route pattern, status, duration, key id; never the key), X-Request-Id, the Prometheus text at
 * /metrics, /healthz and /readyz.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { SqliteStore } from '../src/access/sqlite-store.js';
import type { AccessStore } from '../src/access/store.js';
import { createLogger } from '../src/observability/logger.js';
import { Metrics } from '../src/observability/metrics.js';
import { startServer, type TestServer } from './helpers/app.js';

const CHART = {
  datetime: '1990-05-15T14:30:00',
  location: { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' },
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A store that behaves like `store` except for the given methods. */
function overriding(store: AccessStore, overrides: Partial<AccessStore>): AccessStore {
  return new Proxy(store, {
    get(target, prop, receiver) {
      if (prop in overrides) return overrides[prop as keyof AccessStore];
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The real app with its log captured (level debug) and metrics of its own. */
async function startLogged(override: Partial<AccessStore> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'obs-test-'));
  const raw = new SqliteStore(join(dir, 'access.db'));
  const lines: string[] = [];
  const logger = createLogger({ level: 'debug', destination: { write: (line: string) => void lines.push(line) } });
  const metrics = new Metrics({ defaultMetrics: false });
  const server = createApp({ store: overriding(raw, override), logger, metrics }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { record, key } = await raw.createKey({ name: 'obs', tier: 'professional' });
  return {
    url,
    key,
    keyId: record.id,
    lines,
    metrics,
    /** The parsed log lines. */
    logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    /** The response has been sent before its log line is written ('close'): wait for it. */
    settle: () => new Promise((resolve) => setTimeout(resolve, 20)),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await raw.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The value of one sample of the Prometheus text, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(name + '{')) continue;
    const labelText = line.slice(name.length + 1, line.lastIndexOf('}'));
    const have = labelText.split(',');
    if (wanted.every((w) => have.includes(w))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('request logs', () => {
  let app: Awaited<ReturnType<typeof startLogged>>;
  beforeAll(async () => {
    app = await startLogged();
  });
  afterAll(() => app.close());

  it('writes one line per request with request id, route pattern, status, duration and key id, never the key', async () => {
    const res = await fetch(`${app.url}/v1/astrology/natal-chart?trace=secret-query`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': app.key, 'X-Request-Id': 'req-abc_123.4' },
      body: JSON.stringify(CHART),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('req-abc_123.4');
    await app.settle();
    const mine = app.logs().filter((l) => l.reqId === 'req-abc_123.4');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'POST',
      route: '/v1/astrology/natal-chart',
      status: 200,
      keyId: app.keyId,
    });
    expect(typeof mine[0].ms).toBe('number');
    expect(mine[0].ms as number).toBeGreaterThan(0);

    const all = app.lines.join('');
    expect(all).not.toContain(app.key);
    expect(all).not.toContain(app.key.split('_').pop()!); // the secret part alone
    expect(all.toLowerCase()).not.toContain('x-api-key');
    expect(all).not.toContain('secret-query'); // the route pattern, not the raw URL
  });

  it('replaces an unsafe incoming X-Request-Id and generates one when absent', async () => {
    const unsafe = await fetch(`${app.url}/v1/astrology/natal-chart/demo`, {
      headers: { 'X-API-Key': app.key, 'X-Request-Id': 'x'.repeat(65) },
    });
    expect(unsafe.headers.get('x-request-id')).toMatch(UUID);
    const spaced = await fetch(`${app.url}/v1/astrology/natal-chart/demo`, {
      headers: { 'X-API-Key': app.key, 'X-Request-Id': 'a b' },
    });
    expect(spaced.headers.get('x-request-id')).toMatch(UUID);
    const none = await fetch(`${app.url}/nowhere`);
    expect(none.headers.get('x-request-id')).toMatch(UUID);
  });

  it('labels /graphql, 401s and 404s; the unmatched URL is not logged', async () => {
    const gql = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': app.key },
      body: JSON.stringify({ query: '{ westernNatalChartDemo { bodies { sun { sign } } } }' }),
    });
    expect(gql.status).toBe(200);
    const unauthorized = await fetch(`${app.url}/v1/saju/basic`, { method: 'POST', body: '{}' });
    expect(unauthorized.status).toBe(401);
    const missing = await fetch(`${app.url}/no/such/path-123`);
    expect(missing.status).toBe(404);
    await app.settle();
    const byId = new Map(app.logs().map((l) => [l.reqId, l]));
    expect(byId.get(gql.headers.get('x-request-id'))).toMatchObject({ route: '/graphql', status: 200, keyId: app.keyId });
    const u = byId.get(unauthorized.headers.get('x-request-id'));
    expect(u).toMatchObject({ route: '/v1/saju/basic', status: 401 });
    expect(u).not.toHaveProperty('keyId');
    expect(byId.get(missing.headers.get('x-request-id'))).toMatchObject({ route: 'unmatched', status: 404 });
    expect(app.lines.join('')).not.toContain('path-123');
  });
});

describe('unexpected errors', () => {
  let app: Awaited<ReturnType<typeof startLogged>>;
  beforeAll(async () => {
    app = await startLogged({
      consume: () => Promise.reject(new Error('database on fire')),
    });
  });
  afterAll(() => app.close());

  it('REST: 500, logged at error with the request id, counted as 5xx', async () => {
    const res = await fetch(`${app.url}/v1/astrology/natal-chart`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': app.key },
      body: JSON.stringify(CHART),
    });
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).not.toContain('database on fire');
    const reqId = res.headers.get('x-request-id');
    await app.settle();
    const errors = app.logs().filter((l) => l.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ reqId, msg: 'unexpected error', err: { message: 'database on fire' } });
    const text = await app.metrics.text();
    const labels = { method: 'POST', route: '/v1/astrology/natal-chart' };
    expect(sample(text, 'http_server_errors_total', { ...labels, status: '500' })).toBe(1);
    expect(sample(text, 'http_requests_total', { ...labels, status_class: '5xx' })).toBe(1);
    expect(sample(text, 'access_store_duration_seconds_count', { operation: 'consume', outcome: 'error' })).toBe(1);
  });

  it('GraphQL: masked in the response, logged once with the request id', async () => {
    const before = app.logs().filter((l) => l.level === 'error').length;
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': app.key },
      body: JSON.stringify({ query: '{ westernNatalChartDemo { bodies { sun { sign } } } }' }),
    });
    const body = await res.json();
    expect(body.errors[0].message).toBe('Unexpected error.');
    await app.settle();
    const errors = app.logs().filter((l) => l.level === 'error').slice(before);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ reqId: res.headers.get('x-request-id'), err: { message: 'database on fire' } });
  });
});

describe('metrics and health (default registry, through startServer)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('GET /metrics needs no key and has the route counter, histogram, 4xx, store latency and process metrics', async () => {
    const key = await server.key();
    for (let i = 0; i < 2; i++) expect((await server.post('/v1/astrology/natal-chart', CHART, key)).status).toBe(200);
    expect((await server.post('/v1/astrology/natal-chart', CHART, null)).status).toBe(401);
    expect((await server.post('/v1/astrology/natal-chart', { ...CHART, datetime: 'nope' }, key)).status).toBe(400);

    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const route = { method: 'POST', route: '/v1/astrology/natal-chart' };
    expect(sample(text, 'http_requests_total', { ...route, status_class: '2xx' })).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'http_requests_total', { ...route, status_class: '4xx' })).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'http_client_errors_total', { ...route, status: '401' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_client_errors_total', { ...route, status: '400' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count', route)).toBeGreaterThanOrEqual(4);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBeGreaterThanOrEqual(4);
    expect(sample(text, 'access_store_duration_seconds_count', { operation: 'authenticate', outcome: 'ok' })).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'access_store_duration_seconds_count', { operation: 'consume', outcome: 'ok' })).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    // Route patterns only: no raw URLs or keys in the label set.
    expect(text).not.toContain(key);
  });

  it('GET /healthz is 200 with the uptime, without a key', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ status: 'ok', uptime_s: expect.any(Number) });
    expect(body.uptime_s).toBeGreaterThanOrEqual(0);
  });

  it('GET /readyz is 200 when the store answers', async () => {
    const res = await fetch(`${server.url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('readiness with a failing store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'obs-ready-'));

  it('GET /readyz is 503 when the ping rejects', async () => {
    const raw = new SqliteStore(join(dir, 'a.db'));
    const server = await startServer(overriding(raw, { ping: () => Promise.reject(new Error('connection refused')) }));
    try {
      const res = await fetch(`${server.url}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable' });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('GET /readyz is 503 when the ping does not answer within the timeout', async () => {
    const raw = new SqliteStore(join(dir, 'b.db'));
    const server = await startServer(overriding(raw, { ping: () => new Promise<void>(() => {}) }));
    try {
      const started = Date.now();
      const res = await fetch(`${server.url}/readyz`);
      expect(res.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
