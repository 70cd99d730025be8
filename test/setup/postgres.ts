/**
 * Vitest global setup: a PostgreSQL server for the tests, provided as inject('postgres').
 *
 * With TEST_DATABASE_URL set, that server is used. Otherwise a throw-away cluster is started from
 * the Debian binaries (/usr/lib/postgresql/N/bin) in a fresh temp dir, on a free port of 127.0.0.1,
 * and stopped and removed in teardown. Without the binaries the PostgreSQL tests fail with the
 * message provided here rather than being skipped.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server's URL, or why there is none. */
    postgres: { url: string } | { error: string };
  }
}

const PG_ROOT = '/usr/lib/postgresql';

/** The bin dir of the newest installed PostgreSQL that has initdb. */
function findBinDir(): string | undefined {
  if (!existsSync(PG_ROOT)) return undefined;
  return readdirSync(PG_ROOT)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(PG_ROOT, version, 'bin'))
    .find((dir) => existsSync(join(dir, 'initdb')));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root, so as root the cluster belongs to the postgres user. */
function runAsOwner(command: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgres', { url: process.env.TEST_DATABASE_URL });
    return undefined;
  }
  const bin = findBinDir();
  if (!bin) {
    project.provide('postgres', {
      error:
        `No PostgreSQL binaries under ${PG_ROOT}/*/bin: run \`apt-get install -y postgresql\` ` +
        '(or set TEST_DATABASE_URL to a server the tests may create databases on).',
    });
    return undefined;
  }

  const dir = mkdtempSync(join(tmpdir(), 'access-pg-'));
  const dataDir = join(dir, 'data');
  const pgCtl = join(bin, 'pg_ctl');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:', dir]);
  const port = await freePort();
  try {
    runAsOwner(join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    // -l: the server's output goes to a file, so it does not hold our pipes open.
    runAsOwner(pgCtl, [
      '-D', dataDir, '-l', join(dir, 'server.log'), '-w', 'start',
      '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    ]);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  project.provide('postgres', { url: `postgresql://postgres@127.0.0.1:${port}/postgres` });

  return () => {
    try {
      runAsOwner(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
