/**
 * HTTP hygiene through the real server (src/server.ts, src/http-hygiene.ts): compression, security
 * headers on every kind of answer, CORS only when configured, 405 with Allow, / → /docs, and the
 * time-outs that cut slow clients.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../src/access/sqlite-store.js';
import { startService, type Service } from '../../src/server.js';

let dir: string;
let store: SqliteStore;
let service: Service;
let base: string;
let key: string;
const silent = { logError: () => {} };
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hygiene-'));
  store = new SqliteStore(join(dir, 'access.db'));
  service = await startService({
    store,
    port: 0,
    host: '127.0.0.1',
    corsOrigins: ['https://app.example'],
    timeouts: { headers: 1_000, request: 2_000, keepAlive: 1_000, checkInterval: 200 },
    ...silent,
  });
  base = `http://127.0.0.1:${service.port}`;
  key = (await store.createKey({ name: 't', tier: 'professional' })).key;
});
afterAll(async () => {
  await service.drain();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw GET/POST that keeps the encoded body (fetch would decode it). */
function raw(path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: body ? 'POST' : 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const chart = JSON.stringify({ datetime: '1990-05-15T14:30:00', location: { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' } });

describe('compression', () => {
  it('br and gzip as the client asks; both decode to the same JSON as the plain answer', async () => {
    const headers = { 'X-API-Key': key, 'Content-Type': 'application/json' };
    const plain = await raw('/v1/astrology/natal-chart', headers, chart);
    const br = await raw('/v1/astrology/natal-chart', { ...headers, 'Accept-Encoding': 'br, gzip' }, chart);
    const gzip = await raw('/v1/astrology/natal-chart', { ...headers, 'Accept-Encoding': 'gzip' }, chart);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const data = (text: Buffer) => JSON.parse(text.toString()).data;
    expect(data(brotliDecompressSync(br.body))).toEqual(data(plain.body));
    expect(data(gunzipSync(gzip.body))).toEqual(data(plain.body));
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
  });
});

describe('security headers on every kind of answer', () => {
  it.each([
    ['REST JSON', '/v1/astrology/natal-chart/demo'],
    ['an error', '/v1/saju/basic'],
    ['a 404', '/nowhere'],
    ['/graphql', '/graphql?query=%7B__typename%7D'],
    ['/openapi.json', '/openapi.json'],
    ['/healthz', '/healthz'],
    ['/docs', '/docs/'],
    ['GraphiQL', '/graphql'],
  ])('%s', async (_name, path) => {
    const res = await fetch(`${base}${path}`, { headers: { 'X-API-Key': key, Accept: path === '/graphql' ? 'text/html' : '*/*' } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('the SVG routes too, with a CSP that loads nothing', async () => {
    const res = await fetch(`${base}/v1/saju/svg`, {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x', birthdate: '1990-05-15', gender: 'M' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
  });
});

describe('CORS', () => {
  it('a configured origin gets its preflight without a key, and the limit headers exposed', async () => {
    const preflight = await fetch(`${base}/v1/astrology/natal-chart`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'x-api-key,content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/X-API-Key/i);
    const res = await fetch(`${base}/v1/astrology/natal-chart/demo`, { headers: { Origin: 'https://app.example', 'X-API-Key': key } });
    expect(res.headers.get('access-control-expose-headers')).toContain('X-RateLimit-Remaining');
  });

  it('another origin gets no CORS headers', async () => {
    const res = await fetch(`${base}/v1/astrology/natal-chart/demo`, { headers: { Origin: 'https://evil.example', 'X-API-Key': key } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('methods and paths', () => {
  it('a wrong method on a known path: 405 with Allow, in the route style', async () => {
    const get = await fetch(`${base}/v1/saju/basic`, { headers: { 'X-API-Key': key } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await get.json()).toEqual({ detail: 'Method not allowed; use POST' });
    const post = await fetch(`${base}/v1/astrology/natal-chart/demo`, { method: 'POST', headers: { 'X-API-Key': key } });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect((await post.json()).error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('/ redirects to /docs', async () => {
    const res = await fetch(`${base}/`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/docs');
  });
});

describe('slow clients are cut by the time-outs', () => {
  /** Opens a socket that sends `chunks` one every `everyMs`; resolves the ms until the server closed it. */
  function trickle(chunks: string[], everyMs: number): Promise<number> {
    return new Promise((resolve) => {
      const started = performance.now();
      const socket = connect(service.port, '127.0.0.1');
      let i = 0;
      const timer = setInterval(() => {
        if (i < chunks.length && !socket.destroyed) socket.write(chunks[i++]);
      }, everyMs);
      const done = () => {
        clearInterval(timer);
        resolve(performance.now() - started);
      };
      socket.on('close', done);
      socket.on('error', () => {});
      socket.resume();
    });
  }

  it('a header line every 300 ms: closed within the 1 s header time-out (+ check interval)', async () => {
    const lines = ['GET /healthz HTTP/1.1\r\n', ...Array.from({ length: 40 }, (_, i) => `X-Slow-${i}: 1\r\n`)];
    const ms = await trickle(lines, 300);
    expect(ms).toBeLessThan(1_000 + 200 + 700);
  });

  it('a body a byte every 300 ms: closed within the 2 s request time-out (+ check interval)', async () => {
    const head = `POST /v1/saju/basic HTTP/1.1\r\nHost: x\r\nX-API-Key: ${key}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n`;
    const ms = await trickle([head, ...'{"name":"slow……………………………………"'.split('')], 300);
    expect(ms).toBeLessThan(2_000 + 200 + 700);
  });
});
