/**
 * Vitest global setup: a PostgreSQL server for the tests, provided as inject('postgres').
 *
 * With TEST_DATABASE_URL set, that server is used. Otherwise a throw-away cluster is started from
 * the Debian binaries (test/helpers/pg-cluster.ts) and removed in teardown. Without the binaries
 * the PostgreSQL tests fail with the message provided here rather than being skipped.
 */
import type { TestProject } from 'vitest/node';
import { createCluster, findBinDir, MISSING_BINARIES } from '../helpers/pg-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server's URL, or why there is none. */
    postgres: { url: string } | { error: string };
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgres', { url: process.env.TEST_DATABASE_URL });
    return undefined;
  }
  if (!findBinDir()) {
    project.provide('postgres', { error: MISSING_BINARIES });
    return undefined;
  }
  const cluster = await createCluster();
  project.provide('postgres', { url: cluster.url });
  return () => cluster.remove();
}
