/** A fresh database on the test PostgreSQL server (test/setup/postgres.ts), dropped by dispose(). */
import pg from 'pg';
import { inject } from 'vitest';

let databases = 0;

export async function freshPostgresDatabase(): Promise<{ url: string; dispose(): Promise<void> }> {
  const server = inject('postgres');
  if ('error' in server) throw new Error(server.error);
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  const name = `access_test_${process.pid}_${++databases}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async dispose() {
      // pool.end() resolves before the server has seen the pool's connections close.
      while ((await admin.query('SELECT 1 FROM pg_stat_activity WHERE datname = $1', [name])).rowCount) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await admin.query(`DROP DATABASE ${name}`);
      await admin.end();
    },
  };
}
