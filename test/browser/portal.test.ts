/**
 * The developer portal in Chromium: sign in, create a key and copy it, use it on /v1, see the usage
 * in the list and the chart, deactivate it through the confirm dialog, and get 403 with it.
 * Screenshots: test-output/screenshots/portal-created.png and portal-keys.png.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SqliteStore } from '../../src/access/sqlite-store.js';
import { dayBefore } from '../../src/access/store.js';
import { createAdminToken } from '../../src/portal/auth.js';
import { startServer, type TestServer } from '../helpers/app.js';
import { launchBrowser, SCREENSHOT_DIR } from '../helpers/browser.js';

const dir = mkdtempSync(join(tmpdir(), 'portal-browser-'));
const file = join(dir, 'access.db');
let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  [server, browser] = await Promise.all([startServer(new SqliteStore(file)), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Two older keys with a month of usage, so that the list looks like a service in use. */
async function seedHistory(): Promise<void> {
  const now = new Date();
  const mobile = (await server.store.createKey({ name: 'Mobile app', tier: 'professional' })).record;
  const staging = (await server.store.createKey({ name: 'Old staging', tier: 'free' })).record;
  for (let daysAgo = 29; daysAgo >= 1; daysAgo--) {
    const at = new Date(`${dayBefore(now, daysAgo)}T12:00:00Z`);
    for (let i = 0; i < 4 + ((daysAgo * 7) % 11); i++) {
      await server.store.consume({ keyId: mobile.id, items: [{ feature: 'saju-analysis', requests: 1, credits: 2 }], now: at });
    }
    if (daysAgo > 20) await server.store.consume({ keyId: staging.id, items: [{ feature: 'saju-basic', requests: 1, credits: 1 }], now: at });
  }
  await server.store.deactivateKey(staging.id);
  // Created before their usage began (the store stamps keys with the current time).
  const db = new Database(file);
  db.prepare('UPDATE api_keys SET created_at = ? WHERE id IN (?, ?)').run(`${dayBefore(now, 45)}T09:30:00.000Z`, mobile.id, staging.id);
  db.close();
}

it('signs in, creates a key, shows its usage and deactivates it', async () => {
  const token = (await createAdminToken(server.store))!;
  await seedHistory();
  const context = await browser.newContext({ viewport: { width: 1360, height: 720 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000); // fail at the step that hangs, well before the test's timeout
  const consoleErrors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));

  await page.goto(`${server.url}/portal`);
  expect(page.url()).toBe(`${server.url}/portal/sign-in`);
  await page.fill('input[name=token]', token);
  await Promise.all([page.waitForURL(`${server.url}/portal/keys`), page.click('button:text("Sign in")')]);

  await page.fill('input[name=name]', '홍길동 Astro 앱');
  await page.selectOption('select[name=tier]', 'developer');
  await page.fill('input[name=daily_limit]', '1000');
  await Promise.all([page.waitForSelector('#new-key'), page.click('button:text("Create key")')]);
  const key = (await page.textContent('#new-key'))!;
  expect(key).toMatch(/^sk_[a-z2-7]{12}_[A-Za-z0-9_-]{43}$/);
  const id = key.slice(3, 15);
  await page.click('button:text("Copy")');
  await page.waitForSelector('#copy-status:text("Copied to the clipboard.")');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'portal-created.png'), fullPage: true });

  for (let i = 0; i < 3; i++) expect((await server.get('/v1/astrology/natal-chart/demo', key)).status).toBe(200);

  await page.goto(`${server.url}/portal/keys`);
  const row = page.locator(`#key-${id}`);
  const today = new Date().toISOString().slice(0, 10);
  expect(await row.locator('td.today').textContent()).toBe('3 / 1,000');
  expect(await row.locator('td.month').textContent()).toBe('3');
  expect(await row.locator('td.credits').textContent()).toBe('3 / 30,000this month');
  expect(await row.locator('svg.chart g').count()).toBe(30);
  expect(await row.locator('svg.chart g:last-child title').textContent()).toBe(`${today}: 3 requests, 3 credits`);
  expect(await row.locator('svg.chart g:last-child rect.bar').getAttribute('height')).toBe('36');
  expect(await page.content()).not.toContain(key);

  // Dismissing the confirmation keeps the key; accepting it deactivates the key.
  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await row.locator('button:text("Deactivate")').click();
  await expect.poll(() => dialogs.length).toBe(1);
  expect(await row.locator('.badge').textContent()).toBe('active');
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await Promise.all([page.waitForURL(`${server.url}/portal/keys`), row.locator('button:text("Deactivate")').click()]);
  expect(dialogs).toEqual(
    Array(2).fill(`Deactivate 홍길동 Astro 앱 (${id})? Requests with this key will get 403. This cannot be undone.`),
  );
  expect(await row.locator('.badge').textContent()).toBe('deactivated');
  expect(await row.locator('button').count()).toBe(0);
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'portal-keys.png'), fullPage: true });

  expect((await server.get('/v1/astrology/natal-chart/demo', key)).status).toBe(403);
  expect(consoleErrors).toEqual([]);
  await context.close();
}, 60_000); // a loaded CI machine starts Chromium slowly
