/**
 * Property-based fuzzing of every REST route over HTTP (test/fuzz/harness.ts has the properties,
 * test/fuzz/arbitraries.ts the requests): a fixed seed, so a failure replays; fast-check prints the
 * seed and the shrunk request. `npm run fuzz` runs the same properties over 100,000 cases.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { routes } from '../../src/rest/routes.js';
import { DEFAULT_SEED, FuzzHarness } from './harness.js';

let harness: FuzzHarness;
beforeAll(async () => {
  harness = await FuzzHarness.start();
});
afterAll(() => harness.close());

it('every REST route answers its documented statuses in its style, never 5xx, and charges only what it answers', async () => {
  await fc.assert(
    fc.asyncProperty(harness.restRequests(), (req) => harness.check(req)),
    { seed: DEFAULT_SEED, numRuns: 3_000 },
  );
  // The mostly-valid requests reach the calculations: every route answered both 200 and 400.
  for (const route of routes) {
    const byStatus = harness.counts.get(route.path);
    expect(byStatus?.get(200), `${route.path} 200s`).toBeGreaterThan(0);
    if (route.body) expect(byStatus?.get(400), `${route.path} 400s`).toBeGreaterThan(0);
  }
}, 120_000);
