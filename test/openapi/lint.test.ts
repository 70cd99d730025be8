/**
 * GET /openapi.json as served, linted by Redocly CLI (`recommended`, redocly.yaml) and Spectral
 * (`spectral:oas`, .spectral.yaml), each from node_modules/.bin: no errors and no warnings.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/app.js';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);
const LINT_TIMEOUT = 120_000;

let server: TestServer;
let dir: string;
let file: string;
beforeAll(async () => {
  server = await startServer();
  const res = await fetch(`${server.url}/openapi.json`);
  expect(res.status).toBe(200);
  dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  file = join(dir, 'openapi.json');
  writeFileSync(file, await res.text());
});
afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Runs a linter that exits non-zero on problems; its standard output either way. */
async function lint(command: string, args: string[]): Promise<string> {
  try {
    return (await run(command, args, { cwd: ROOT, timeout: LINT_TIMEOUT, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (err) {
    const { stdout, stderr } = err as { stdout?: string; stderr?: string };
    if (!stdout) throw new Error(`${command} failed: ${stderr}`, { cause: err });
    return stdout;
  }
}

it('Redocly (recommended): no errors, no warnings', { timeout: LINT_TIMEOUT }, async () => {
  const out = await lint(bin('redocly'), ['lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format', 'json']);
  const report = JSON.parse(out.slice(out.indexOf('{')));
  const problems = (report.problems as { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[]).map(
    (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location.map((l) => l.pointer).join(', ')}`,
  );
  expect(problems).toEqual([]);
  expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
});

it('Spectral (spectral:oas): no errors, no warnings', { timeout: LINT_TIMEOUT }, async () => {
  const out = await lint(bin('spectral'), ['lint', file, '--ruleset', join(ROOT, '.spectral.yaml'), '--format', 'json', '--quiet']);
  const results = JSON.parse(out.trim() || '[]') as { code: string; severity: number; message: string; path: string[] }[];
  // Severity 0 is an error, 1 a warning (2 and 3 are information and hints).
  const problems = results.filter((r) => r.severity <= 1).map((r) => `${r.severity === 0 ? 'error' : 'warning'} ${r.code}: ${r.message} at ${r.path.join('.')}`);
  expect(problems).toEqual([]);
});
