/**
 * The TypeScript client a user takes away (clients/typescript): its generated types are those of
 * the service's current OpenAPI document and GraphQL schema; it builds and packs with `npm pack`;
 * installed from the tarball into an empty ES module project and an empty CommonJS one (`npm init
 * -y`), it type-checks a typed use in both (and rejects a wrong body, wrong variables and a field
 * its own GraphQL document does not select), exports only its public API, and calls every /v1
 * operation and a GraphQL document of the user's against the app, by `import` and by `require`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
/** The users' projects: an ES module one and a CommonJS one (npm init -y). */
const projects: Record<'esm' | 'cjs', string> = { esm: '', cjs: '' };
// The installed package, loaded from the ES module project by import and the CommonJS one by require.
let client: any;
let required: any;

beforeAll(async () => {
  // The client's own dev dependencies (openapi-typescript, its TypeScript), from its lock file.
  if (!existsSync(join(CLIENT_DIR, 'node_modules'))) npm(['ci', '--prefer-offline'], CLIENT_DIR);
  const packed = JSON.parse(npm(['pack', '--json', '--pack-destination', tmpdir()], CLIENT_DIR))[0];
  for (const kind of ['esm', 'cjs'] as const) {
    const project = (projects[kind] = mkdtempSync(join(tmpdir(), `client-user-${kind}-`)));
    if (kind === 'esm') writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'client-user', private: true, type: 'module' }));
    else npm(['init', '-y'], project);
    npm(['install', '--prefer-offline', join(tmpdir(), packed.filename)], project);
  }
  rmSync(join(tmpdir(), packed.filename));
  client = await import(pathToFileURL(join(projects.esm, 'node_modules/saju-astro-client/dist/esm/index.js')).href);
  required = createRequire(join(projects.cjs, 'package.json'))('saju-astro-client');
  server = await startServer();
}, 240_000);

afterAll(async () => {
  await server?.close();
  for (const project of Object.values(projects)) if (project) rmSync(project, { recursive: true, force: true });
});

describe('generated types', () => {
  it('are those of the current OpenAPI document and GraphQL schema (`npm run client` regenerates them)', async () => {
    const generate = await import('../../scripts/generate-client.js');
    const stale = 'clients/typescript/src/%s is stale: run `npm run client`';
    expect(readFileSync(join(CLIENT_DIR, 'src/openapi.ts'), 'utf8') === (await generate.openapiTypes()), stale.replace('%s', 'openapi.ts')).toBe(true);
    expect(readFileSync(join(CLIENT_DIR, 'src/graphql-env.ts'), 'utf8') === generate.graphqlIntrospection(), stale.replace('%s', 'graphql-env.ts')).toBe(true);
  }, 120_000);
});

/** The public API: what `import` and `require` give a user's project. */
const PUBLIC_API = ['createClient', 'gql', 'graphql'];

describe('the packed client, installed into an empty project', () => {
  it('exports only its public API, to `import` (ES module project) and to `require` (CommonJS project)', () => {
    const node = (args: string[], cwd: string) => JSON.parse(execFileSync(process.execPath, args, { cwd, encoding: 'utf8' }));
    const imported = node(['--input-type=module', '-e', "import * as c from 'saju-astro-client'; console.log(JSON.stringify(Object.keys(c).sort()))"], projects.esm);
    const requiredKeys = node(['-e', "console.log(JSON.stringify(Object.keys(require('saju-astro-client')).sort()))"], projects.cjs);
    expect(imported).toEqual(PUBLIC_API);
    expect(requiredKeys).toEqual(PUBLIC_API);
  });

  it('type-checks a typed call and a GraphQL document of the user\'s own, in both projects, and refuses wrong ones', () => {
    const use = `import { createClient, gql, graphql, type ResultOf } from 'saju-astro-client';
const api = createClient({ baseUrl: 'http://localhost:3000', apiKey: 'sk_test' });
// A document the client does not ship: typed from the schema by gql.tada.
const Chart = gql(\`query Chart($input: NatalChartInput!) { westernNatalChart(input: $input) { info { name } bodies { all { id dms } } } }\`);
const input = { datetime: '1990-05-15T14:30:00', location: { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' } };
export async function ok() {
  const { data } = await api.POST('/v1/saju/basic', { body: { name: '홍길동', birthdate: '1990-05-15', gender: 'M' } });
  const stem: string | undefined = data?.saju.day_stem;
  const chart = await graphql(api.options, Chart, { input });
  const name: string | undefined = chart.data?.westernNatalChart.info.name;
  const ids: ResultOf<typeof Chart>['westernNatalChart']['bodies']['all'][number]['id'][] = [];
  return [stem, name, ids];
}
export async function wrong() {
  // @ts-expect-error birthdate is required
  await api.POST('/v1/saju/basic', { body: { name: '홍길동', gender: 'M' } });
  // @ts-expect-error the document's variable is input, a NatalChartInput
  await graphql(api.options, Chart, { input: { location: input.location } });
  const chart = await graphql(api.options, Chart, { input });
  // @ts-expect-error the document does not select info.houseSystem
  return chart.data?.westernNatalChart.info.houseSystem;
}
`;
    for (const project of Object.values(projects)) {
      writeFileSync(join(project, 'use.ts'), use);
      writeFileSync(
        join(project, 'tsconfig.json'),
        JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', strict: true, noEmit: true, lib: ['ES2022', 'DOM'] }, files: ['use.ts'] }),
      );
      // The client's TypeScript compiles the user's file against the installed declarations
      // (the ES module build's for the ES module project, the CommonJS build's for the other).
      execFileSync(join(CLIENT_DIR, 'node_modules/.bin/tsc'), ['-p', project], { encoding: 'utf8' });
    }
  }, 240_000);

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
  }, 120_000);

  it('runs a GraphQL document of the user\'s with the key, imported and required alike', async () => {
    const options = { baseUrl: server.url, apiKey: await server.key() };
    for (const loaded of [client, required]) {
      const demo = loaded.gql('query Demo { westernNatalChartDemo { bodies { all { id dms } } } }');
      const result = await loaded.graphql(options, demo, {});
      expect(result.errors).toBeUndefined();
      expect(result.data.westernNatalChartDemo.bodies.all.length).toBeGreaterThan(10);
      const refused = await loaded.graphql({ ...options, apiKey: 'sk_wrong' }, demo, {});
      expect(refused.errors[0].extensions.code).toBe('UNAUTHORIZED');
    }
  });

  it('runs a typed document string as graphql-codegen writes them', async () => {
    // graphql-codegen's string documents are String objects carrying the document's text.
    const document = new String('query { westernNatalChartDemo { info { name } } }');
    const result = await required.graphql({ baseUrl: server.url, apiKey: await server.key() }, document, {});
    expect(result.data.westernNatalChartDemo.info.name).toMatch(/^Demo: Seoul/);
  });
});
