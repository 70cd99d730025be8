import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// One copy of graphql for Pothos, yoga and the tests (otherwise "another module or realm").
const resolve = { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] };
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

/**
 * Tests that start neither PostgreSQL nor Chromium nor an HTTP server: the core, the GraphQL schema
 * executed in-process, the renderers, the error mappings, and the key CLI on a temporary SQLite
 * directory. They run without the PostgreSQL global setup (`npm run test:unit`).
 */
const UNIT = [
  'test/core/**/*.test.ts',
  'test/graphql/**/*.test.ts',
  'test/render.test.ts',
  'test/rest/errors.test.ts',
  'test/rest/domain-errors.test.ts',
  'test/rest/graphql-route.test.ts',
  'test/operations/**/*.test.ts',
  'test/access/cli.test.ts',
  'test/mcp/compact.test.ts',
];
/** Tests that drive Chromium (playwright-core) against the real server. None of them uses PostgreSQL. */
const BROWSER = ['test/browser/**/*.test.ts'];

const projects: TestProjectInlineConfiguration[] = [
  { resolve, test: { name: 'unit', include: UNIT, ...timeouts } },
  {
    resolve,
    test: {
      // Everything else: HTTP servers, the access stores, the service's lifecycle, fuzzing.
      name: 'integration',
      include: ['test/**/*.test.ts'],
      exclude: [...configDefaults.exclude, ...UNIT, ...BROWSER],
      // A throw-away PostgreSQL server for the access store tests.
      globalSetup: ['test/setup/postgres.ts'],
      ...timeouts,
    },
  },
  { resolve, test: { name: 'browser', include: BROWSER, ...timeouts } },
];

export default defineConfig({ test: { projects } });
