/**
 * The developer portal in Chromium: sign in, create a key and copy it, use it on /v1, see the usage
 * in the list and the chart, deactivate it through the confirm dialog, and get 403 with it. Then the
 * same on a 360 × 740 phone screen: no page wider than the screen, the key table as stacked rows
 * whose cells, names and buttons are all on screen.
 * Screenshots: test-output/screenshots/portal-created.png, portal-keys.png and portal-narrow-*.png.
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
/** The admin token (the store makes one once). */
let token: string;
beforeAll(async () => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  [server, browser] = await Promise.all([startServer(new SqliteStore(file)), launchBrowser()]);
  token = (await createAdminToken(server.store))!;
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

it('is usable on a 360 px wide phone: nothing wider than the screen, the key table as stacked rows', async () => {
  const WIDTH = 360;
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
  /** The page is no wider than the screen (nothing to scroll sideways). */
  const expectFits = async (what: string) => {
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.body.scrollWidth]);
    expect(Math.max(...widths), what).toBeLessThanOrEqual(WIDTH);
  };
  /** Every element matching `selector` is visible and lies within the screen's width. */
  const expectOnScreen = async (selector: string) => {
    const boxes = await page.locator(selector).evaluateAll((els) => els.map((e) => {
      const r = e.getBoundingClientRect();
      return { text: (e.textContent ?? '').trim().slice(0, 30), x0: r.left, x1: r.right, w: r.width };
    }));
    expect(boxes.length, selector).toBeGreaterThan(0);
    for (const b of boxes) {
      expect(b.w, `${selector} ${b.text}`).toBeGreaterThan(0);
      expect(b.x0, `${selector} ${b.text}`).toBeGreaterThanOrEqual(0);
      expect(b.x1, `${selector} ${b.text}`).toBeLessThanOrEqual(WIDTH);
    }
  };

  await page.goto(`${server.url}/portal/sign-in`);
  await expectFits('sign-in');
  await page.fill('input[name=token]', token);
  await Promise.all([page.waitForURL(`${server.url}/portal/keys`), page.click('button:text("Sign in")')]);
  await expectFits('keys');
  await expectOnScreen('form input[name=name], form select[name=tier], form input[name=daily_limit], button:text("Create key")');

  // The tier names are long ("professional — 20,000 requests a day, …"): the select stays on screen.
  await page.fill('input[name=name]', '모바일 위젯 (narrow)');
  await page.selectOption('select[name=tier]', 'professional');
  await Promise.all([page.waitForSelector('#new-key'), page.click('button:text("Create key")')]);
  await expectFits('created');
  await expectOnScreen('#new-key, button:text("Copy")');
  const key = (await page.textContent('#new-key'))!;
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'portal-narrow-created.png'), fullPage: true });
  expect((await server.get('/v1/astrology/natal-chart/demo', key)).status).toBe(200);

  await page.goto(`${server.url}/portal/keys`);
  await expectFits('keys with rows');
  const id = key.slice(3, 15);
  const row = page.locator(`#key-${id}`);
  // Stacked: each cell a line of its own, named by its column; every cell on screen.
  const cells = await row.locator('td').evaluateAll((tds) => tds.map((td) => {
    const r = td.getBoundingClientRect();
    return { label: getComputedStyle(td, '::before').content, top: r.top, bottom: r.bottom, width: r.width };
  }));
  expect(cells.map((c) => c.label)).toEqual(
    ['Key', 'Tier', 'Created (UTC)', 'Last used (UTC)', 'Requests today', 'Requests this month', 'Credits', 'Last 30 days', 'Status', 'Actions'].map((l) => `"${l}"`),
  );
  // One below the other, each as wide as the row.
  for (let i = 1; i < cells.length; i++) expect(cells[i].top).toBeGreaterThanOrEqual(cells[i - 1].bottom - 0.5);
  for (const c of cells) expect(c.width).toBeCloseTo(cells[0].width, 0);
  await expectOnScreen(`#key-${id} td, #key-${id} .key-name, #key-${id} .key-id, #key-${id} svg.chart, #key-${id} .badge`);
  await expectOnScreen('table.keys tbody tr');
  expect(await row.locator('td.today').textContent()).toBe('1 / 20,000');
  expect(await row.locator('td.credits').textContent()).toBe('1 / 150,000this month');
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'portal-narrow-keys.png'), fullPage: true });

  // The row's button works where it is.
  const button = row.locator('button:text("Deactivate")');
  await expectOnScreen(`#key-${id} button`);
  page.once('dialog', (dialog) => void dialog.accept());
  await Promise.all([page.waitForURL(`${server.url}/portal/keys`), button.click()]);
  expect(await row.locator('.badge').textContent()).toBe('deactivated');
  await expectFits('after deactivating');
  expect(consoleErrors).toEqual([]);
  await context.close();
}, 60_000);
