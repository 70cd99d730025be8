/**
 * scripts/build-if-changed.mjs (npm start's prestart) on a throw-away project whose `npm run build`
 * writes dist/src/main.js and logs each run, and fails while src/main.ts says FAIL (writing dist/
 * first, as tsc does when type checking fails).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SCRIPT = resolve('scripts/build-if-changed.mjs');
const BUILD = `
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
mkdirSync('dist/src', { recursive: true });
writeFileSync('dist/src/main.js', '');
appendFileSync('builds.log', 'built\\n');
if (readFileSync('src/main.ts', 'utf8').includes('FAIL')) process.exit(3);
`;

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'build-if-changed-'));
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'probe', private: true, scripts: { build: 'node build.mjs' } }),
    'package-lock.json': '{}',
    'tsconfig.json': '{}',
    'tsconfig.build.json': '{}',
    'build.mjs': BUILD,
    'src/main.ts': 'export {};\n',
    'src/core/a.ts': 'export const a = 1;\n',
    'node_modules/.package-lock.json': '{}',
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the script in the project; resolves with its exit code and stdout. */
function prestart(env: NodeJS.ProcessEnv = {}): Promise<{ code: number; stdout: string }> {
  const { npm_execpath: _, FORCE_BUILD: __, ...rest } = process.env;
  return new Promise((done) => {
    const options = { cwd: dir, env: { ...rest, BUILD_MTIME_SLACK_MS: '0', ...env } };
    execFile(process.execPath, [SCRIPT], options, (err, stdout) => done({ code: err ? Number(err.code) : 0, stdout }));
  });
}

function builds(): number {
  return existsSync(join(dir, 'builds.log')) ? readFileSync(join(dir, 'builds.log'), 'utf8').split('\n').length - 1 : 0;
}

function touch(name: string): void {
  const now = new Date();
  utimesSync(join(dir, name), now, now);
}

describe('build-if-changed', () => {
  it('builds without dist/, then not again until an input changes', async () => {
    const first = await prestart();
    expect(first.stdout).toContain('prestart: building (dist/src/main.js is missing)');
    expect(builds()).toBe(1);

    const second = await prestart();
    expect(second).toMatchObject({ code: 0 });
    expect(second.stdout).toMatch(/^prestart: dist\/ is current \(built \d{4}-\d\d-\d\dT[\d:.]+Z\); no build\n$/);
    expect(builds()).toBe(1);
  });

  it.each(['src/core/a.ts', 'tsconfig.json', 'tsconfig.build.json', 'package.json', 'package-lock.json', 'node_modules/.package-lock.json'])(
    'rebuilds when %s is newer than the last build',
    async (name) => {
      await prestart();
      touch(name);
      const again = await prestart();
      expect(again.stdout).toContain(`prestart: building (changed since the last build: ${name})`);
      expect(builds()).toBe(2);
      expect((await prestart()).stdout).toContain('no build');
    },
  );

  it('rebuilds when a source file is added or deleted (the directory changes)', async () => {
    await prestart();
    writeFileSync(join(dir, 'src/core/b.ts'), 'export const b = 2;\n');
    expect((await prestart()).stdout).toContain('src/core');
    rmSync(join(dir, 'src/core/b.ts'));
    expect((await prestart()).stdout).toContain('changed since the last build: src/core');
    expect(builds()).toBe(3);
  });

  it('fails with the build, and builds again next time although dist/ was written', async () => {
    await prestart();
    writeFileSync(join(dir, 'src/main.ts'), 'FAIL\n');
    expect((await prestart()).code).toBe(3);
    expect(existsSync(join(dir, 'dist/src/main.js'))).toBe(true);
    const next = await prestart();
    expect(next.stdout).toContain('prestart: building (no record of a successful build)');
    expect(next.code).toBe(3);
    writeFileSync(join(dir, 'src/main.ts'), 'export {};\n');
    expect((await prestart()).code).toBe(0);
    expect((await prestart()).stdout).toContain('no build');
  });

  it('builds anyway with FORCE_BUILD=1', async () => {
    await prestart();
    expect((await prestart({ FORCE_BUILD: '1' })).stdout).toContain('prestart: building (FORCE_BUILD=1)');
    expect(builds()).toBe(2);
  });
});
