/** The examples: the typed GraphQL client against the real app, and the curl script. */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../examples/client.js';
import { startServer, type TestServer } from './helpers/app.js';

const CURL_SH = resolve(process.cwd(), 'examples/curl.sh');

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('examples/client.ts', () => {
  it('main() prints and returns the Sun sign and the saju pillars of 1990-05-15 14:30 Seoul', async () => {
    const printed: string[] = [];
    const result = await main(server.url, await server.key('developer'), (line) => printed.push(line));
    // Almanac: the Sun is in Taurus from 1990-04-20 to 05-21 (about 24° on 05-15).
    expect(result.sun.sign).toBe('TAURUS');
    expect(result.sun.dms).toMatch(/^24°/);
    // 庚午 year; 辛巳 month (after 立夏 on 05-06); 庚辰 day ((JDN 2448027 + 49) mod 60 = 16); 癸未 hour (未 of a 庚 day).
    expect(result.pillars).toEqual({ year: '庚午', month: '辛巳', day: '庚辰', hour: '癸未' });
    expect(printed.join('\n')).toContain('Sun: TAURUS 24°');
    expect(printed.join('\n')).toContain('庚午 辛巳 庚辰 癸未');
  });

  it('main() rejects with the error code for an unknown key', async () => {
    await expect(main(server.url, 'sk_nope_nope', () => {})).rejects.toThrow(/HTTP 401: UNAUTHORIZED/);
  });
});

describe('examples/curl.sh', () => {
  it('is valid bash', () => {
    expect(() => execFileSync('bash', ['-n', CURL_SH])).not.toThrow();
  });

  it('runs every call successfully against the app', async () => {
    const key = await server.key('professional');
    const svgOut = join(mkdtempSync(join(tmpdir(), 'curl-example-')), 'natal.svg');
    // Asynchronously: the server runs in this process.
    const run = await new Promise<{ status: number; stdout: string; stderr: string }>((done) => {
      execFile('bash', [CURL_SH], { env: { ...process.env, KEY: key, BASE_URL: server.url, SVG_OUT: svgOut }, maxBuffer: 64 << 20 }, (err, stdout, stderr) =>
        done({ status: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr.match(/^== /gm)).toHaveLength(8);
    expect(run.stdout).not.toContain('"errors"');
    const svg = readFileSync(svgOut, 'utf8');
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('황소자리'); // the Sun of 1990-05-15 is in Taurus
  });
});
