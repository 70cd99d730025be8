/**
 * The TypeScript client a user takes away (clients/typescript): its generated types are those of
 * the service's current OpenAPI document and GraphQL documents; it builds and packs with `npm pack`;
 * installed from the tarball into an empty project it type-checks a typed use (and rejects a wrong
 * body), and it calls every /v1 operation and a GraphQL document against the app.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/rest/routes.js';
import { startServer, type TestServer } from '../helpers/app.js';

const CLIENT_DIR = new URL('../../clients/typescript/', import.meta.url).pathname;
const npm = (args: string[], cwd: string) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

let server: TestServer;
let project: string;
// The installed package, loaded from the temporary project.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let client: any;

beforeAll(async () => {
  // The client's own dev dependencies (openapi-typescript, its TypeScript), from its lock file.
  if (!existsSync(join(CLIENT_DIR, 'node_modules'))) npm(['ci', '--prefer-offline'], CLIENT_DIR);
  const packed = JSON.parse(npm(['pack', '--json', '--pack-destination', tmpdir()], CLIENT_DIR))[0];
  project = mkdtempSync(join(tmpdir(), 'client-user-'));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'client-user', private: true, type: 'module' }));
  npm(['install', '--prefer-offline', join(tmpdir(), packed.filename)], project);
  rmSync(join(tmpdir(), packed.filename));
  client = await import(pathToFileURL(join(project, 'node_modules/saju-astro-client/dist/index.js')).href);
  server = await startServer();
}, 240_000);

afterAll(async () => {
  await server?.close();
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('generated types', () => {
  it('are those of the current OpenAPI document and GraphQL documents (`npm run client` regenerates them)', async () => {
    const generate = await import('../../clients/typescript/scripts/generate.js');
    const stale = 'clients/typescript/src/%s is stale: run `npm run client`';
    expect(readFileSync(join(CLIENT_DIR, 'src/openapi.ts'), 'utf8') === (await generate.openapiTypes()), stale.replace('%s', 'openapi.ts')).toBe(true);
    expect(readFileSync(join(CLIENT_DIR, 'src/graphql.ts'), 'utf8') === (await generate.graphqlTypes()), stale.replace('%s', 'graphql.ts')).toBe(true);
  });
});

describe('the packed client, installed into an empty project', () => {
  it('type-checks a typed call and refuses a wrong body', () => {
    writeFileSync(
      join(project, 'use.ts'),
      `import { createClient, graphql, documents } from 'saju-astro-client';
const api = createClient({ baseUrl: 'http://localhost:3000', apiKey: 'sk_test' });
export async function ok() {
  const { data } = await api.POST('/v1/saju/basic', { body: { name: '홍길동', birthdate: '1990-05-15', gender: 'M' } });
  const stem: string | undefined = data?.saju.day_stem;
  const chart = await graphql(api.options, documents.NatalChartDemoDocument, {});
  return [stem, chart.data?.natalChartDemo.info.name];
}
export async function wrong() {
  // @ts-expect-error birthdate is required
  await api.POST('/v1/saju/basic', { body: { name: '홍길동', gender: 'M' } });
}
`,
    );
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', strict: true, noEmit: true, lib: ['ES2022', 'DOM'] }, files: ['use.ts'] }),
    );
    // The client's TypeScript compiles the user's file against the installed declarations.
    execFileSync(join(CLIENT_DIR, 'node_modules/.bin/tsc'), ['-p', project], { encoding: 'utf8' });
  });

  it('calls every /v1 operation with its documented example and gets the documented 200', async () => {
    const api = client.createClient({ baseUrl: server.url, apiKey: await server.key() });
    for (const route of routes) {
      const doc = route.operation;
      const svg = route.produces === 'image/svg+xml';
      const options = { ...(route.method === 'POST' ? { body: doc.example } : {}), parseAs: svg ? 'text' : 'json' };
      const { data, error, response } = await api[route.method](route.path, options);
      expect(error, route.path).toBeUndefined();
      expect(response.status, route.path).toBe(200);
      if (svg) expect(data, route.path).toMatch(/^<svg[\s>]/);
      else expect(data, route.path).toEqual(route.response.parse(data));
    }
  });

  it('runs a GraphQL document with the key and answers with its typed data', async () => {
    const options = { baseUrl: server.url, apiKey: await server.key() };
    const result = await client.graphql(options, client.documents.NatalChartDemoDocument, {});
    expect(result.errors).toBeUndefined();
    expect(result.data.natalChartDemo.bodies.all.length).toBeGreaterThan(10);
    const refused = await client.graphql({ ...options, apiKey: 'sk_wrong' }, client.documents.NatalChartDemoDocument, {});
    expect(refused.errors[0].extensions.code).toBe('UNAUTHORIZED');
  });
});
