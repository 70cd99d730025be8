/**
 * A throw-away PostgreSQL cluster from the Debian binaries (/usr/lib/postgresql/N/bin), in a fresh
 * temp dir on a free port of 127.0.0.1: the test server of test/setup/postgres.ts, and clusters a
 * test may stop and start again (store outages).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_ROOT = '/usr/lib/postgresql';

/** The bin dir of the newest installed PostgreSQL that has initdb. */
export function findBinDir(): string | undefined {
  if (!existsSync(PG_ROOT)) return undefined;
  return readdirSync(PG_ROOT)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(PG_ROOT, version, 'bin'))
    .find((dir) => existsSync(join(dir, 'initdb')));
}

export const MISSING_BINARIES =
  `No PostgreSQL binaries under ${PG_ROOT}/*/bin: run \`apt-get install -y postgresql\` ` +
  '(or set TEST_DATABASE_URL to a server the tests may create databases on).';

export function freePort(): Promise<number> {
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

export interface Cluster {
  /** postgresql://postgres@127.0.0.1:<port>/postgres */
  url: string;
  start(): void;
  /** `pg_ctl -m fast stop`: sessions are terminated, as in an administrator's shutdown. */
  stop(): void;
  /** Stops the server if it runs and deletes its files. */
  remove(): void;
}

export async function createCluster(): Promise<Cluster> {
  const bin = findBinDir();
  if (!bin) throw new Error(MISSING_BINARIES);
  const dir = mkdtempSync(join(tmpdir(), 'access-pg-'));
  const dataDir = join(dir, 'data');
  const pgCtl = join(bin, 'pg_ctl');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:', dir]);
  const port = await freePort();
  let running = false;
  const cluster: Cluster = {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    start() {
      // -l: the server's output goes to a file, so it does not hold our pipes open.
      runAsOwner(pgCtl, [
        '-D', dataDir, '-l', join(dir, 'server.log'), '-w', 'start',
        '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      ]);
      running = true;
    },
    stop() {
      runAsOwner(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    remove() {
      try {
        if (running) cluster.stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  try {
    runAsOwner(join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    cluster.start();
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return cluster;
}
