/**
 * Property-based fuzzing of /graphql over HTTP (POST JSON, POST application/graphql, GET):
 * random selections of every root field with valid and changed inputs, and documents that must be
 * refused. A fixed seed; fast-check prints the seed and the shrunk request. `npm run fuzz` runs the
 * same properties over 100,000 cases.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_SEED, FuzzHarness } from './harness.js';

let harness: FuzzHarness;
beforeAll(async () => {
  harness = await FuzzHarness.start();
});
afterAll(() => harness.close());

it('/graphql answers {data} or {errors: [{message, extensions: {code}}]}, never 5xx, and charges only the operations it answers', async () => {
  await fc.assert(
    fc.asyncProperty(harness.graphqlRequests(), (req) => harness.check(req)),
    { seed: DEFAULT_SEED, numRuns: 2_000 },
  );
  // Both sides were reached: answered operations and refused requests.
  const byStatus = harness.counts.get('/graphql');
  expect(byStatus?.get(200)).toBeGreaterThan(0);
  expect(byStatus?.get(400)).toBeGreaterThan(0);
}, 120_000);
