/**
 * The developer portal through the real app: sign-in, sessions, CSRF, headers, creating a key that
 * is shown once and works on /v1, its usage in the list, deactivation; also two instances on one
 * PostgreSQL database sharing the token and the sessions.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { hashSecret } from '../../src/access/keys.js';
import { PostgresStore } from '../../src/access/postgres-store.js';
import { SqliteStore } from '../../src/access/sqlite-store.js';
import { dayBefore } from '../../src/access/store.js';
import { AdminCredential, createAdminToken } from '../../src/portal/auth.js';
import { startServer, type TestServer } from '../helpers/app.js';
import { freshPostgresDatabase } from '../helpers/postgres.js';

/** A cookie-keeping client that does not follow redirects, like a browser seen one step at a time. */
class Client {
  readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  async request(path: string, init: { form?: Record<string, string>; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size) headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (init.form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const res = await fetch(this.base + path, {
      method: init.form ? 'POST' : 'GET',
      headers,
      body: init.form && new URLSearchParams(init.form).toString(),
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get(path: string) {
    return this.request(path);
  }

  post(path: string, form: Record<string, string>, headers?: Record<string, string>) {
    return this.request(path, { form, headers });
  }

  /** The page's form CSRF token. */
  async csrf(path = '/portal/keys'): Promise<string> {
    return csrfOf(await (await this.get(path)).text());
  }
}

function csrfOf(page: string): string {
  const match = /name="csrf" value="([^"]+)"/.exec(page);
  if (!match) throw new Error('no CSRF field on the page');
  return match[1];
}

async function signIn(client: Client, token: string): Promise<Response> {
  const csrf = await client.csrf('/portal/sign-in');
  return client.post('/portal/sign-in', { token, csrf });
}

/** The list page's row of a key, as text without tags. */
async function rowOf(client: Client, id: string): Promise<{ html: string; text: string }> {
  const page = await (await client.get('/portal/keys')).text();
  const html = new RegExp(`<tr id="key-${id}"[\\s\\S]*?</tr>`).exec(page)?.[0] ?? '';
  return { html, text: html.replace(/<title>[\s\S]*?<\/title>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim() };
}

const today = () => new Date().toISOString().slice(0, 10);

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = (await createAdminToken(server.store))!;
});
afterAll(() => server.close());

describe('signing in', () => {
  it('keeps every page but the sign-in page and the assets behind a session', async () => {
    const client = new Client(server.url);
    for (const path of ['/portal', '/portal/keys', '/portal/nosuchpage']) {
      const res = await client.get(path);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/portal/sign-in');
    }
    const create = await client.post('/portal/keys', { name: 'x', tier: 'free', csrf: 'x' });
    expect(create.status).toBe(401);
    expect(await create.text()).toContain('Your session has ended');
    expect(await server.store.countKeys()).toBe(0);

    expect((await client.get('/portal/sign-in')).status).toBe(200);
    expect((await client.get('/portal/portal.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await client.get('/portal/portal.js')).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('signs in with the admin token into a 12-hour session, and out again', async () => {
    const client = new Client(server.url);
    const page = await client.get('/portal/sign-in');
    expect(page.headers.get('set-cookie')).toMatch(/^portal_login=[A-Za-z0-9_-]{43}; Path=\/portal; HttpOnly; SameSite=Strict$/);
    const csrf = csrfOf(await page.text());
    expect(csrf).toBe(client.cookies.get('portal_login'));

    const res = await client.post('/portal/sign-in', { token, csrf });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/portal/keys');
    const session = res.headers.getSetCookie().find((c) => c.startsWith('portal_session='));
    expect(session).toMatch(
      /^portal_session=\d+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/portal; Expires=[^;]+; HttpOnly; SameSite=Strict$/,
    );
    expect(session).not.toContain('Secure');
    expect(client.cookies.has('portal_login')).toBe(false);
    const expires = Number(client.cookies.get('portal_session')!.split('.')[0]);
    expect(expires - Date.now() / 1000).toBeCloseTo(12 * 3600, -1);

    const keys = await client.get('/portal/keys');
    expect(keys.status).toBe(200);
    expect(await keys.text()).toContain('<h1>API keys</h1>');
    expect((await client.get('/portal/sign-in')).headers.get('location')).toBe('/portal/keys');

    const out = await client.post('/portal/sign-out', { csrf: await client.csrf() });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/portal/sign-in');
    expect(client.cookies.has('portal_session')).toBe(false);
    expect((await client.get('/portal/keys')).status).toBe(303);
  });

  it('marks the cookies Secure when the request came over https (through a TLS-terminating proxy)', async () => {
    const client = new Client(server.url);
    const https = { 'X-Forwarded-Proto': 'https' };
    const page = await client.request('/portal/sign-in', { headers: https });
    expect(page.headers.get('set-cookie')).toMatch(/; HttpOnly; Secure; SameSite=Strict$/);
    const res = await client.post('/portal/sign-in', { token, csrf: csrfOf(await page.text()) }, https);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('portal_session='))).toMatch(
      /; HttpOnly; Secure; SameSite=Strict$/,
    );
  });

  it('answers a wrong token with 401 and a generic message, and no session', async () => {
    const client = new Client(server.url);
    for (const wrong of ['', 'wrong', token.slice(0, -1), `${token}x`, hashSecret(token)]) {
      const res = await signIn(client, wrong);
      expect(res.status).toBe(401);
      const page = await res.text();
      expect(page).toContain('Sign-in failed. Check the token and try again.');
      expect(page).not.toContain(token);
      expect(client.cookies.has('portal_session')).toBe(false);
    }
  });

  it('refuses sign-in forms without the login cookie or from another site (login CSRF)', async () => {
    const client = new Client(server.url);
    const csrf = await client.csrf('/portal/sign-in');
    const refused = [
      await new Client(server.url).post('/portal/sign-in', { token, csrf }), // no login cookie
      await client.post('/portal/sign-in', { token }),
      await client.post('/portal/sign-in', { token, csrf: 'A'.repeat(43) }),
      await client.post('/portal/sign-in', { token, csrf }, { Origin: 'https://evil.example' }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('The sign-in form expired or came from another site.');
    }
    expect(client.cookies.has('portal_session')).toBe(false);
    expect((await client.post('/portal/sign-in', { token, csrf }, { Origin: server.url })).status).toBe(303);
  });

  it('ends the sessions of a token when the token changes, and expires them after 12 hours', async () => {
    const credential = new AdminCredential(hashSecret(token));
    const session = credential.newSession();
    expect(credential.validSession(session)).toBe(true);
    expect(credential.validSession(session, Date.now() + 12 * 3600_000 + 1000)).toBe(false);
    expect(new AdminCredential(hashSecret('another token')).validSession(session)).toBe(false);
    const [expiry, nonce, mac] = session.split('.');
    expect(credential.validSession(`${Number(expiry) + 3600}.${nonce}.${mac}`)).toBe(false);
    expect(credential.csrfToken(session)).not.toBe(credential.csrfToken(credential.newSession()));
  });

  it('signs in with ADMIN_TOKEN when it is set, and not with the stored token', async () => {
    const adminToken = 'operator-chosen-token-0123456789abcdefgh'; // 40 characters
    const own = await startServer(undefined, { adminToken });
    try {
      expect(await createAdminToken(own.store)).not.toBeNull(); // a stored token, which ADMIN_TOKEN overrides
      expect((await signIn(new Client(own.url), (await own.store.adminTokenHash())!)).status).toBe(401);
      expect((await signIn(new Client(own.url), adminToken)).status).toBe(303);
    } finally {
      await own.close();
    }
    expect(() => createApp({ store: server.store, adminToken: 'short' })).toThrow(
      'ADMIN_TOKEN must be at least 32 characters',
    );
  });

  it('refuses an address after 10 failed sign-ins, even with the right token', async () => {
    const own = await startServer();
    try {
      const ownToken = (await createAdminToken(own.store))!;
      const client = new Client(own.url);
      for (let i = 0; i < 10; i++) expect((await signIn(client, 'wrong')).status).toBe(401);
      const refused = await signIn(client, ownToken);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
      expect(await refused.text()).toContain('Too many failed sign-ins');
      expect(client.cookies.has('portal_session')).toBe(false);
    } finally {
      await own.close();
    }
  });
});

describe('the admin token', () => {
  it('is stored as its SHA-256 only, and created once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
    const store = new SqliteStore(join(dir, 'access.db'));
    try {
      const created = (await createAdminToken(store))!;
      expect(created).toMatch(/^adm_[A-Za-z0-9_-]{43}$/);
      expect(await createAdminToken(store)).toBeNull();
      expect(await store.adminTokenHash()).toBe(hashSecret(created));
      // The database files (with the write-ahead log) hold the hash, never the token.
      const bytes = readdirSync(dir).map((file) => readFileSync(join(dir, file), 'latin1')).join('');
      expect(bytes).toContain(hashSecret(created));
      expect(bytes).not.toContain(created.slice(4));
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('keys', () => {
  let client: Client;
  beforeAll(async () => {
    client = new Client(server.url);
    expect((await signIn(client, token)).status).toBe(303);
  });

  it('sends no-store, a strict CSP and no-framing headers on every response', async () => {
    for (const path of ['/portal/sign-in', '/portal/keys', '/portal/portal.css', '/portal/portal.js', '/portal/nope']) {
      const res = await client.get(path);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'self'; script-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      );
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const page = await (await client.get('/portal/keys')).text();
    expect(page).not.toMatch(/<script>|<style|style="/); // nothing inline for the CSP to block
    expect((await client.get('/portal/nope')).status).toBe(404);
  });

  it('creates a key shown once, which works on /v1, counts its usage and gets 403 once deactivated', async () => {
    const csrf = await client.csrf();
    const posted = await client.post('/portal/keys', { csrf, name: 'Acme 앱', tier: 'developer', daily_limit: '50', credit_limit: '' });
    // POST-redirect-GET: the key travels in a cookie sealed for this session, never in the URL.
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/portal/keys/created');
    expect(await posted.text()).not.toMatch(/sk_/);
    const created = await client.get('/portal/keys/created');
    expect(created.status).toBe(200);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const page = await created.text();
    expect(page).toContain('This is the only time the key is shown.');
    const key = /<code id="new-key">(sk_[a-z2-7]{12}_[A-Za-z0-9_-]{43})<\/code>/.exec(page)![1];
    const id = key.slice(3, 15);
    expect(page).toContain('50 requests a day, 30,000 credits a month');
    expect(await server.store.findKey(id)).toMatchObject({ name: 'Acme 앱', tier: 'developer', daily_limit: 50, credit_limit: null, active: true });
    // A reload shows it no more and creates nothing.
    const reloaded = await (await client.get('/portal/keys/created')).text();
    expect(reloaded).toContain('Key already shown');
    expect(reloaded).not.toContain(key);
    expect((await server.store.listKeys()).filter((k) => k.name === 'Acme 앱')).toHaveLength(1);

    const before = await rowOf(client, id);
    expect(before.text).toMatch(
      new RegExp(`^Acme 앱 ${id} developer ${today()} \\d\\d:\\d\\d — 0 / 50 0 0 / 30,000 this month active Deactivate$`),
    );

    for (let i = 0; i < 3; i++) expect((await server.get('/v1/astrology/natal-chart/demo', key)).status).toBe(200);
    expect((await server.post('/v1/saju/basic', { name: '홍길동', birthdate: '1990-05-15', birth_time: '14:30', gender: 'M' }, key)).status).toBe(200);

    const after = await rowOf(client, id);
    expect(after.text).toMatch(
      new RegExp(`^Acme 앱 ${id} developer \\S+ \\S+ ${today()} \\d\\d:\\d\\d 4 / 50 4 4 / 30,000 this month active Deactivate$`),
    );
    expect(after.html).toContain(`<title>${today()}: 4 requests, 4 credits</title>`);
    expect(after.html).toContain(`aria-label="Requests per UTC day, ${dayBefore(new Date(), 29)} to ${today()}: 4 requests in total"`);

    const deactivate = await client.post(`/portal/keys/${id}/deactivate`, { csrf });
    expect(deactivate.status).toBe(303);
    expect(deactivate.headers.get('location')).toBe('/portal/keys');
    expect((await rowOf(client, id)).text).toMatch(/ deactivated$/);
    expect((await server.get('/v1/astrology/natal-chart/demo', key)).status).toBe(403);

    // The key appears in no later page.
    const list = await (await client.get('/portal/keys')).text();
    expect(list).toContain(id);
    expect(list).not.toContain(key.slice(16));
  });

  it('counts the current UTC month in "this month" and each day in the chart', async () => {
    const { record } = await server.store.createKey({ name: 'History', tier: 'enterprise' });
    const now = new Date();
    // Requests per day: the last day of the previous month, ten days ago (the same day on the 10th), today.
    const requests = new Map<string, number>();
    for (const [day, n] of [[dayBefore(now, now.getUTCDate()), 2], [dayBefore(now, 10), 5], [today(), 3]] as const) {
      requests.set(day, (requests.get(day) ?? 0) + n);
    }
    for (const [day, n] of requests) {
      for (let i = 0; i < n; i++) {
        await server.store.consume({ keyId: record.id, items: [{ feature: 'svg', requests: 1, credits: 2 }], now: new Date(`${day}T12:00:00Z`) });
      }
    }

    const month = [...requests].filter(([day]) => day.slice(0, 7) === today().slice(0, 7)).reduce((sum, [, n]) => sum + n, 0);
    const row = await rowOf(client, record.id);
    expect(row.text).toContain(`3 / 100,000 ${month} ${month * 2} / 1,000,000 this month`);
    const chartDays = Array.from({ length: 30 }, (_, i) => dayBefore(now, 29 - i));
    for (const [i, day] of chartDays.entries()) {
      const n = requests.get(day) ?? 0;
      expect(row.html).toContain(`<title>${day}: ${n} request${n === 1 ? '' : 's'}, ${2 * n} credits</title>`);
      expect(row.html).toContain(`<rect class="bar${n ? '' : ' zero'}" x="${i * 6}"`);
    }
    // The busiest day (ten days ago) is a full-height bar; today's is scaled to it.
    const peak = requests.get(dayBefore(now, 10))!;
    expect(row.html).toContain('<rect class="bar" x="114" y="0" width="5" height="36"/>');
    const height = Math.round((3 / peak) * 36);
    expect(row.html).toContain(`<rect class="bar" x="174" y="${36 - height}" width="5" height="${height}"/>`);
  });

  it('refuses forms without the session CSRF token or from another site, and creates nothing', async () => {
    const csrf = await client.csrf();
    const other = new Client(server.url);
    await signIn(other, token);
    const otherCsrf = await other.csrf();
    expect(otherCsrf).not.toBe(csrf);
    const form = { name: 'Mallory', tier: 'enterprise' };
    const count = await server.store.countKeys();
    const refused = [
      await client.post('/portal/keys', form),
      await client.post('/portal/keys', { ...form, csrf: 'A'.repeat(43) }),
      await client.post('/portal/keys', { ...form, csrf: otherCsrf }),
      await client.post('/portal/keys', { ...form, csrf }, { Origin: 'https://evil.example' }),
      await client.post('/portal/keys', { ...form, csrf }, { Origin: 'null' }),
      await client.post('/portal/keys', { ...form, csrf }, { Referer: 'https://evil.example/page' }),
      await client.post('/portal/sign-out', {}),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('This form expired or came from another site.');
    }
    expect(await server.store.countKeys()).toBe(count);
    expect(client.cookies.has('portal_session')).toBe(true);

    const { record } = await server.store.createKey({ name: 'Victim', tier: 'free' });
    expect((await client.post(`/portal/keys/${record.id}/deactivate`, {})).status).toBe(403);
    expect((await server.store.findKey(record.id))?.active).toBe(true);

    const sameSite = await client.post('/portal/keys', { ...form, csrf }, { Origin: server.url, Referer: `${server.url}/portal/keys` });
    expect(sameSite.status).toBe(303);
    expect(await server.store.countKeys()).toBe(count + 2);
  });

  it('answers invalid forms with 400 and the values kept, unknown keys with 404, large forms with 413', async () => {
    const csrf = await client.csrf();
    const count = await server.store.countKeys();
    const cases: Array<[Record<string, string>, string]> = [
      [{ name: '  ', tier: 'free' }, 'The name must be 1 to 100 characters'],
      [{ name: 'x'.repeat(101), tier: 'free' }, 'The name must be 1 to 100 characters'],
      [{ name: 'Eve', tier: 'platinum' }, 'Choose a tier.'],
      [{ name: 'Eve', tier: 'free', daily_limit: '-1' }, 'A limit must be empty'],
      [{ name: 'Eve', tier: 'free', credit_limit: '1e3' }, 'A limit must be empty'],
    ];
    for (const [form, message] of cases) {
      const res = await client.post('/portal/keys', { ...form, csrf });
      expect(res.status).toBe(400);
      const page = await res.text();
      expect(page).toContain(message);
      expect(page).toContain(`name="name" required maxlength="100" value="${form.name.trim()}"`);
    }
    const escaped = await client.post('/portal/keys', { name: '<b>"x"</b>', tier: 'free', daily_limit: 'x', csrf });
    expect(await escaped.text()).toContain('value="&lt;b&gt;&quot;x&quot;&lt;/b&gt;"');
    expect(await server.store.countKeys()).toBe(count);

    const unknown = await client.post('/portal/keys/nosuchkey234/deactivate', { csrf });
    expect(unknown.status).toBe(404);
    const large = await client.post('/portal/keys', { name: 'x'.repeat(5000), tier: 'free', csrf });
    expect(large.status).toBe(413);
    expect(server.errors).toEqual([]);
  });
});

describe('several instances on one PostgreSQL database', () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it('share the admin token, the sessions and the keys', async () => {
    const database = await freshPostgresDatabase();
    cleanup.push(database.dispose);
    const [a, b] = await Promise.all([
      startServer(await PostgresStore.open(database.url)),
      startServer(await PostgresStore.open(database.url)),
    ]);
    cleanup.push(a.close, b.close);
    const tokens = await Promise.all([createAdminToken(a.store), createAdminToken(b.store)]);
    const adminToken = tokens.find((t) => t !== null)!;
    expect(tokens.filter((t) => t !== null)).toHaveLength(1);

    // Signed in on A, the session works on B.
    const onA = new Client(a.url);
    expect((await signIn(onA, adminToken)).status).toBe(303);
    const onB = new Client(b.url);
    onB.cookies.set('portal_session', onA.cookies.get('portal_session')!);
    expect((await onB.post('/portal/keys', { csrf: await onB.csrf(), name: 'Shared', tier: 'free' })).status).toBe(303);
    const created = await (await onB.get('/portal/keys/created')).text();
    const key = /<code id="new-key">([^<]+)<\/code>/.exec(created)![1];
    const id = key.slice(3, 15);

    expect((await a.get('/v1/astrology/natal-chart/demo', key)).status).toBe(200);
    expect((await rowOf(onA, id)).text).toContain('1 / 100 1 1 / 500 lifetime active');
    expect((await onA.post(`/portal/keys/${id}/deactivate`, { csrf: await onA.csrf() })).status).toBe(303);
    expect((await b.get('/v1/astrology/natal-chart/demo', key)).status).toBe(403);
  });
});
