/**
 * `npm run mcp`'s server (src/mcp/stdio.ts) through the official SDK client over stdio: the same
 * tools, each answering its documented example as the REST route does, with no key and no store.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mcpOperations } from '../../src/mcp/operations.js';
import { natalChartRoute } from '../../src/rest/natal.js';
import { startServer, type TestServer } from '../helpers/app.js';
import { restAnswer, toolAnswer } from './helpers.js';

let server: TestServer;
let client: Client;

beforeAll(async () => {
  server = await startServer();
  client = new Client({ name: 'test', version: '1.0.0' });
  // The command of package.json's "mcp" script.
  await client.connect(new StdioClientTransport({ command: process.execPath, args: ['--import', 'tsx', 'src/mcp/stdio.ts'], stderr: 'pipe' }));
});
afterAll(async () => {
  await client?.close();
  await server.close();
});

it('initializes and lists one tool per operation, with the resources and prompts', async () => {
  expect(client.getServerVersion()?.name).toBe('saju-astro-service');
  expect((await client.listTools()).tools.map((t) => t.name)).toEqual(mcpOperations.map((op) => op.name));
  expect((await client.listResources()).resources.map((r) => r.uri)).toContain('saju-astro://glossary');
  expect((await client.listPrompts()).prompts).toHaveLength(3);
});

it('every tool answers its documented example as REST does (no key: the free plan’s gates do not apply)', async () => {
  const key = await server.key();
  for (const op of mcpOperations) expect(await toolAnswer(client, op), op.name).toEqual(await restAnswer(server, op, key));
});

it('invalid arguments: the REST message', async () => {
  const failure = natalChartRoute.failures![0];
  const result = await client.callTool({ name: 'natalChart', arguments: failure.request });
  expect(result).toMatchObject({ isError: true, content: [{ type: 'text', text: failure.error.message }] });
});
