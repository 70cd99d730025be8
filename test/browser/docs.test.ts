/**
 * /docs in Chromium with every request to another host blocked and recorded: the page renders
 * offline, lists every route of the table, keeps the key entered in Authorize across a reload, and
 * runs the natal-chart example from the page. Screenshot: test-output/screenshots/docs.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { routes } from '../../src/rest/routes.js';
import { startServer, type TestServer } from '../helpers/app.js';
import { launchBrowser, SCREENSHOT_DIR } from '../helpers/browser.js';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('renders offline, lists every operation and runs one with the key from Authorize', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const external: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1') return route.continue();
    external.push(url.href);
    return route.abort();
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));

  await page.goto(`${server.url}/docs`);
  expect(page.url()).toBe(`${server.url}/docs/`);
  await page.waitForSelector('.opblock');
  const listed = await page.locator('.opblock-summary-path').evaluateAll((els) => els.map((e) => e.getAttribute('data-path')));
  expect(listed.sort()).toEqual(routes.map((r) => r.path).sort());
  expect(await page.locator('.info .title').textContent()).toContain('Saju · Jami · Western astrology API');

  // Authorize with a key; the page sends it as X-API-Key.
  const key = await server.key('developer');
  await page.click('button.authorize');
  await page.fill('.modal-ux input[type=text], .modal-ux input[type=password]', key);
  await page.click('.modal-ux button[type=submit]');
  await page.click('.modal-ux button.btn-done');
  // persistAuthorization: the key survives a reload.
  await page.reload();
  await page.waitForSelector('button.authorize.locked', { timeout: 15_000 });

  const natal = page.locator('#operations-Natal_chart-natalChart');
  await natal.locator('.opblock-summary-control').click();
  await natal.locator('button.try-out__btn').click();
  await natal.locator('button.execute').click();
  const status = natal.locator('.live-responses-table .response .response-col_status').first();
  await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe('200');
  const shown = JSON.parse((await natal.locator('.live-responses-table .microlight').first().textContent())!);
  expect(shown.data.chart_info.name).toBe('Kim');
  expect(shown.usage_info.feature).toBe('natal-chart');

  // The top of the page: the tags, the natal-chart operation open with its example and its answer.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'docs.png') });
  expect(external).toEqual([]);
  expect(consoleErrors).toEqual([]);
}, 60_000); // a loaded CI machine starts Chromium slowly
