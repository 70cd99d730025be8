/**
 * GraphiQL under the app's Content-Security-Policy (src/http-hygiene.ts): the page renders, runs
 * its example query with a key, and the browser reports no CSP violation.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type TestServer } from '../helpers/app.js';
import { launchBrowser, SCREENSHOT_DIR } from '../helpers/browser.js';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await server.close();
});

it('GraphiQL renders and runs a query under the CSP, with no violation', async () => {
  const key = await server.key();
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const response = await page.goto(`${server.url}/graphql`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
  await page.waitForSelector('.graphiql-container', { timeout: 15_000 });
  // The key in the headers tab, as the page's example says; then run the query.
  const answer = await page.evaluate(async (apiKey) => {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': apiKey },
      body: JSON.stringify({ query: '{ westernNatalChartDemo { bodies { sun { sign } } } }' }),
    });
    return res.json();
  }, key);
  expect(answer.data.westernNatalChartDemo.bodies.sun.sign).toBe('VIRGO');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/graphiql.png` });
  expect(problems.filter((p) => /Content Security Policy|Refused to/i.test(p))).toEqual([]);
});

it('GraphiQL loads the schema without a key: the Docs pane lists the root fields, no "Error fetching schema"', async () => {
  const page = await browser.newPage();
  const introspection = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && r.request().method() === 'POST' && (r.request().postData() ?? '').includes('__schema'),
  );
  await page.goto(`${server.url}/graphql`);
  const response = await introspection;
  expect(response.status()).toBe(200);
  expect(response.request().headers()['x-api-key'] ?? '').toBe('');
  await page.waitForSelector('.graphiql-container', { timeout: 15_000 });
  // The example query tells where the key goes.
  expect(/Headers\s+tab/.test(await page.locator('.graphiql-query-editor').innerText())).toBe(true);
  await page.getByRole('button', { name: /documentation explorer/i }).click();
  // The explorer lists the root type once the schema has loaded.
  await page.locator('.graphiql-doc-explorer').getByText('Query', { exact: true }).first().waitFor({ timeout: 10_000 });
  const explorer = await page.locator('.graphiql-doc-explorer').innerText();
  expect(explorer.includes('Error fetching schema'), explorer.slice(0, 200)).toBe(false);
  expect(explorer.includes('Query')).toBe(true);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/graphiql-docs-without-key.png` });
  await page.close();
});
