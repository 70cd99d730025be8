/** The key CLI as operators run it: a child process on a temp DATA_DIR (SQLite). */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../../src/access/open-store.js';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'access-cli-'));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `tsx src/access/cli.ts …`; resolves with the exit code and output, whatever the code. */
function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return cliWith({ DATA_DIR: dataDir }, ...args);
}

/** The same in this environment (without the test process's DATABASE_URL unless given). */
function cliWith(extra: NodeJS.ProcessEnv, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _, ...env } = process.env;
  return new Promise((resolve) => {
    const options = { env: { ...env, ...extra } };
    execFile('npx', ['tsx', 'src/access/cli.ts', ...args], options, (err, stdout, stderr) =>
      resolve({ code: err ? Number(err.code) : 0, stdout, stderr }),
    );
  });
}

async function withStore<T>(work: (store: Awaited<ReturnType<typeof openStore>>) => Promise<T>): Promise<T> {
  const store = await openStore({ DATA_DIR: dataDir });
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

describe('keys CLI', { timeout: 180_000 }, () => {
  it('creates a key, printing the plaintext last, lists it without the secret and deactivates it', async () => {
    const created = await cli('create', '--tier', 'developer', '--name', 'Alice', '--daily-limit', '50');
    expect(created.code).toBe(0);
    const lines = created.stdout.trimEnd().split('\n');
    const key = lines.at(-1)!;
    expect(key).toMatch(/^sk_[a-z2-7]{12}_[A-Za-z0-9_-]{43}$/);
    expect(created.stdout).toContain('50 requests per UTC day');

    const record = await withStore((store) => store.authenticate(key));
    expect(record).toMatchObject({ name: 'Alice', tier: 'developer', daily_limit: 50, active: true });

    const listed = await cli('list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(record!.id);
    expect(listed.stdout).toContain('Alice');
    expect(listed.stdout).not.toContain(key.slice(`sk_${record!.id}_`.length));

    const deactivated = await cli('deactivate', record!.id);
    expect(deactivated.code).toBe(0);
    expect(await withStore((store) => store.authenticate(key))).toMatchObject({ active: false });
    expect((await cli('list')).stdout).toContain('deactivated');
  });

  it('exits with 2 and the usage text on bad arguments', async () => {
    const bad = [
      [],
      ['frobnicate'],
      ['create'],
      ['create', '--tier', 'platinum'],
      ['create', '--tier', 'free', '--daily-limit', 'many'],
      ['create', '--tier', 'free', '--colour', 'blue'],
      ['deactivate'],
    ];
    const results = await Promise.all(bad.map((args) => cli(...args)));
    results.forEach((result, i) => {
      expect(result.code, bad[i].join(' ')).toBe(2);
      expect(result.stderr).toContain('Usage:');
    });
    expect(await withStore((store) => store.countKeys())).toBe(0);
  });

  it('prints the SQLite file it uses on every command, on stderr', async () => {
    const store = `Store: SQLite file ${join(dataDir, 'access.db')}`;
    const created = await cli('create', '--tier', 'free');
    const id = /Created API key (\w+)/.exec(created.stdout)![1];
    const results = [created, await cli('list'), await cli('deactivate', id), await cli('deactivate', id)];
    expect(results.map((r) => r.code)).toEqual([0, 0, 0, 0]);
    for (const result of results) {
      expect(result.stderr.split('\n')[0]).toBe(`${store} (DATA_DIR)`);
      expect(result.stdout).not.toContain('Store:');
    }
  });

  it('prints the PostgreSQL host, port and database it tries, never the user or password', async () => {
    // Nothing listens on port 1: the connection is refused at once.
    const url = 'postgresql://alice:s3cret-pw@127.0.0.1:1/access_keys?application_name=keys';
    const result = await cliWith({ DATABASE_URL: url }, 'list');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Store: PostgreSQL at 127.0.0.1:1, database access_keys (DATABASE_URL)');
    expect(result.stderr).toContain('Cannot open the store: Access store unavailable: connect ECONNREFUSED');
    expect(result.stderr + result.stdout).not.toMatch(/alice|s3cret/);

    // Without a database in the URL pg takes the user's name, which is not printed either.
    const noDatabase = await cliWith({ DATABASE_URL: 'postgres://alice@127.0.0.1:1' }, 'list');
    expect(noDatabase.stderr).toContain("Store: PostgreSQL at 127.0.0.1:1, database (the user's default database)");
    expect(noDatabase.stderr).not.toContain('alice');
  });

  it('prints the usage with the environment and the same-store warning for help, --help and -h', async () => {
    const asked = [['help'], ['--help'], ['-h'], ['create', '--help'], ['list', '-h']];
    const results = await Promise.all(asked.map((args) => cli(...args)));
    results.forEach((result, i) => {
      expect(result.code, asked[i].join(' ')).toBe(0);
      expect(result.stdout).toContain('Usage: npm run keys -- COMMAND [OPTIONS]');
      for (const text of ['create --tier TIER', 'list', 'deactivate ID', '--daily-limit N', '--credit-limit N']) {
        expect(result.stdout).toContain(text);
      }
      expect(result.stdout).toMatch(/DATABASE_URL .*PostgreSQL/);
      expect(result.stdout).toMatch(/DATA_DIR .*SQLite file DATA_DIR\/access\.db/);
      expect(result.stdout).toContain('use the same DATABASE_URL or DATA_DIR as the server');
      expect(result.stdout).toContain('answers its requests with 401');
      // A deactivated key is known: 403, as the server answers (test/access/store.test.ts).
      expect(result.stdout).toContain('its requests then get 403 (KEY_DEACTIVATED)');
      expect(result.stdout).toContain(join(dataDir, 'access.db'));
    });
    // Help opens no store.
    expect(existsSync(join(dataDir, 'access.db'))).toBe(false);
  });

  it('checks the limits: whole numbers from 0 to 2147483647, else exit 2 with a message naming option and value', async () => {
    const bad: Array<[string[], string]> = [
      [['--daily-limit', '-5'], '--daily-limit must be a whole number from 0 to 2147483647, got "-5"'],
      [['--daily-limit=-5'], '--daily-limit must be a whole number from 0 to 2147483647, got "-5"'],
      [['--credit-limit', '-0.5'], '--credit-limit must be a whole number from 0 to 2147483647, got "-0.5"'],
      [['--daily-limit', 'many'], '--daily-limit must be a whole number from 0 to 2147483647, got "many"'],
      [['--daily-limit', '1.5'], '--daily-limit must be a whole number from 0 to 2147483647, got "1.5"'],
      [['--daily-limit', '1e3'], '--daily-limit must be a whole number from 0 to 2147483647, got "1e3"'],
      [['--daily-limit', ''], '--daily-limit must be a whole number from 0 to 2147483647, got ""'],
      [['--credit-limit', '2147483648'], '--credit-limit must be a whole number from 0 to 2147483647, got "2147483648"'],
      [['--credit-limit', '99999999999999999999'], 'got "99999999999999999999"'],
      [['--daily-limit'], '--daily-limit needs a value'],
      [['--daily-limit', '--name', 'x'], '--daily-limit needs a value'],
    ];
    const results = await Promise.all(bad.map(([args]) => cli('create', '--tier', 'free', ...args)));
    results.forEach((result, i) => {
      const [args, message] = bad[i];
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr.split('\n')[0], args.join(' ')).toContain(message);
      expect(result.stderr).not.toMatch(/ambiguous|ERR_PARSE_ARGS|at parseArgs/);
    });
    expect(existsSync(join(dataDir, 'access.db'))).toBe(false);

    const edges = await cli('create', '--tier', 'enterprise', '--daily-limit', '0', '--credit-limit', '2147483647');
    expect(edges.code).toBe(0);
    const key = edges.stdout.trimEnd().split('\n').at(-1)!;
    expect(await withStore((store) => store.authenticate(key))).toMatchObject({ daily_limit: 0, credit_limit: 2147483647 });
  });

  it('words the other argument errors itself', async () => {
    const cases: Array<[string[], string]> = [
      [['create', '--tier', 'free', '--colour', 'blue'], 'create has no option --colour'],
      [['create'], 'create needs --tier'],
      [['create', '--tier', 'gold'], '--tier must be one of free, developer, professional, enterprise, got "gold"'],
      [['create', '--tier'], '--tier needs a value (one starting with "-" is written --tier=VALUE)'],
      [['list', 'all'], 'list takes no argument "all"'],
      [['frobnicate'], 'Unknown command: frobnicate'],
    ];
    const results = await Promise.all(cases.map(([args]) => cli(...args)));
    results.forEach((result, i) => {
      expect(result.code, cases[i][0].join(' ')).toBe(2);
      expect(result.stderr.split('\n')[0]).toBe(cases[i][1]);
    });
  });

  it('fails with 1 when deactivating an unknown key', async () => {
    const result = await cli('deactivate', 'nosuchkey234');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No API key with id nosuchkey234');
  });
});
