/** The key CLI as operators run it: a child process on a temp DATA_DIR (SQLite). */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
  const { DATABASE_URL: _, ...env } = process.env;
  return new Promise((resolve) => {
    const options = { env: { ...env, DATA_DIR: dataDir } };
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

describe('keys CLI', () => {
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

  it('fails with 1 when deactivating an unknown key', async () => {
    const result = await cli('deactivate', 'nosuchkey234');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No API key with id nosuchkey234');
  });
});
