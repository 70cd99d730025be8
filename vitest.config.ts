import { defineConfig } from 'vitest/config';

export default defineConfig({
  // One copy of graphql for Pothos, yoga and the tests (otherwise "another module or realm").
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['test/**/*.test.ts'],
    // A throw-away PostgreSQL server for the access store tests.
    globalSetup: ['test/setup/postgres.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
