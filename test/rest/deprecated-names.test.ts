/**
 * A former GraphQL root name (src/graphql/renames.ts) is gated by tier as its replacement: a free
 * key cannot reach a paid operation through the old name, and a free operation is charged alike.
 */
import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/app.js';
import { renamedRoutes, underFormerName } from '../helpers/renames.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const post = (key: string, document: DocumentNode, variables: Record<string, unknown>) =>
  server.post('/graphql', { query: print(document), variables }, key, { Accept: 'application/json' });

describe('former root names over /graphql', () => {
  it('a free key is refused a paid operation under its former name as under its new one', async () => {
    const paid = renamedRoutes.filter(({ route }) => !route.operation.feature.free);
    // synastry, transits, progressions, … are not in the free plan.
    expect(paid.map((r) => r.former)).toContain('synastry');
    const key = await server.key('free');
    for (const { root, former, variables, document } of paid) {
      const now = await post(key, document, variables);
      const before = await post(key, underFormerName(document, root, former), variables);
      expect(now.status, root).toBe(403);
      expect(before.status, former).toBe(403);
      const [a, b] = [await before.json(), await now.json()];
      expect(a.data ?? null, former).toBeNull();
      expect(a.errors[0].extensions.code, former).toBe(b.errors[0].extensions.code);
    }
  });

  it('a free operation under its former name answers as under its new one, one request each', async () => {
    const demo = renamedRoutes.find((r) => r.former === 'natalChartDemo')!;
    const key = await server.key('free');
    const now = await post(key, demo.document, {});
    const before = await post(key, underFormerName(demo.document, demo.root, demo.former), {});
    expect([now.status, before.status]).toEqual([200, 200]);
    const remaining = (res: Response) => Number(res.headers.get('x-ratelimit-remaining'));
    expect(remaining(now) - remaining(before)).toBe(1);
  });
});
