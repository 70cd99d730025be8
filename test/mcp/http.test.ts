/**
 * The MCP endpoint (/mcp) through the official SDK client over Streamable HTTP: the tools answer,
 * price and count exactly as their REST routes, errors are tool errors with the REST message and
 * cost nothing, and the resources, prompts and /llms.txt are there.
 */
import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mcpOperations } from '../../src/mcp/operations.js';
import { OPERATIONS, operationByName } from '../../src/operations/index.js';
import { routes } from '../../src/rest/routes.js';
import { startServer, type TestServer } from '../helpers/app.js';
import { restAnswer, toolAnswer } from './helpers.js';

let server: TestServer;
const clients: Client[] = [];

async function connect(headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers } }));
  clients.push(client);
  return client;
}
const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

async function usageOf(key: string) {
  const record = await server.store.authenticate(key);
  return server.store.usage(record!.id);
}

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server.close();
});

describe('access', () => {
  it('a tools/call sent again with the same Idempotency-Key is replayed and charged once', async () => {
    const key = await server.key();
    const call = {
      jsonrpc: '2.0',
      id: 7,
      method: 'tools/call',
      params: { name: 'sajuBasic', arguments: operationByName.sajuBasic.example },
    };
    const send = () =>
      fetch(`${server.url}/mcp`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'X-API-Key': key, 'Idempotency-Key': 'mcp-retry-1' },
        body: JSON.stringify(call),
      });
    const first = await send();
    const firstBody = await first.text();
    const again = await send();
    expect(again.status).toBe(first.status);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(firstBody);
    expect((await usageOf(key)).creditsUsed).toBe(operationByName.sajuBasic.feature.credits);
  });

  it('without a key: 401 before any MCP session, as a JSON-RPC error', async () => {
    const res = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('mcp-session-id')).toBeNull();
    expect(await res.json()).toEqual({
      jsonrpc: '2.0',
      error: { code: -32000, message: 'API key required in the X-API-Key header', data: { code: 'UNAUTHORIZED' } },
      id: null,
    });
    await expect(connect({})).rejects.toThrow();
    await expect(connect(bearer('sk_not_a_key'))).rejects.toThrow();
  });

  it('takes the key as X-API-Key or Authorization: Bearer; initialize names the server', async () => {
    const key = await server.key();
    for (const headers of [{ 'X-API-Key': key }, bearer(key)]) {
      const client = await connect(headers);
      expect(client.getServerVersion()?.name).toBe('saju-astro-service');
      expect(client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {}, prompts: {} });
      expect(client.getInstructions()).toContain('detail "summary"');
    }
  });

  it('answers carry the X-RateLimit headers of the key', async () => {
    const key = await server.key('professional', { dailyLimit: 7 });
    const res = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...bearer(key) },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'sajuBasic', arguments: operationByName.sajuBasic.example } }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-limit')).toBe('7');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('6');
  });
});

describe('tools', () => {
  it('one tool per /v1 operation, each with a description, input schema (with detail) and output schema', async () => {
    const client = await connect(bearer(await server.key()));
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(mcpOperations.map((op) => op.name));
    // Every declared operation is a tool, the additions of the Korean and traditional packs included.
    expect(tools).toHaveLength(OPERATIONS.length);
    for (const tool of tools) {
      const op = mcpOperations.find((o) => o.name === tool.name)!;
      expect(tool.description).toContain(op.path);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe(op.picture ? undefined : 'object');
      expect(Boolean(tool.inputSchema.properties?.detail)).toBe(!op.picture);
    }
    // The REST body's declaration: descriptions and enums come along.
    const basic = tools.find((t) => t.name === 'sajuBasic')!;
    expect(basic.inputSchema.properties?.gender).toMatchObject({ enum: ['M', 'F'] });
    expect(basic.description).toContain('야자시');
    const natal = tools.find((t) => t.name === 'natalChart')!;
    expect(natal.inputSchema.properties?.house_system).toMatchObject({ enum: expect.arrayContaining(['PLACIDUS', 'WHOLE_SIGN']) });
    expect(natal.description).toContain('IANA timezone');
  });

  it('every tool answers its documented example as REST does, and is counted as REST counts it', async () => {
    const restKey = await server.key();
    const mcpKey = await server.key();
    const client = await connect(bearer(mcpKey));
    for (const op of mcpOperations) {
      expect(await toolAnswer(client, op), op.name).toEqual(await restAnswer(server, op, restKey));
    }
    // Same requests and credits for the same calls (the events example alone is 24 credits).
    expect(await usageOf(mcpKey)).toEqual(await usageOf(restKey));
    expect((await usageOf(mcpKey)).dailyUsed).toBe(OPERATIONS.length);
  });

  it('invalid arguments and domain errors: tool errors with the REST message, charged nothing', async () => {
    const key = await server.key();
    const client = await connect(bearer(key));
    let failures = 0;
    for (const op of mcpOperations) {
      for (const failure of routes.find((r) => r.operation.name === op.name)!.failures ?? []) {
        const result = await client.callTool({ name: op.name, arguments: failure.request });
        expect(result.isError, `${op.name}: ${failure.summary}`).toBe(true);
        expect(result.content).toEqual([{ type: 'text', text: failure.error.message }]);
        expect(result._meta).toMatchObject({ status: failure.error.status, code: failure.error.code });
        failures++;
      }
    }
    expect(failures).toBeGreaterThan(30);
    expect(await usageOf(key)).toMatchObject({ dailyUsed: 0, creditsUsed: 0 });
    const bad = await client.callTool({ name: 'natalChart', arguments: { ...operationByName.natalChart.example, detail: 'short' } });
    expect(bad).toMatchObject({ isError: true, content: [{ type: 'text', text: 'detail must be one of full, summary' }] });
  });

  it('a plan without the feature and a key over its limit: the REST 403 and 429 texts, charged nothing', async () => {
    const transits = mcpOperations.find((o) => o.name === 'transits')!;
    const saju = mcpOperations.find((o) => o.name === 'sajuBasic')!;
    const free = await server.key('free');
    const refused = await (await connect(bearer(free))).callTool({ name: 'transits', arguments: transits.example });
    expect(refused).toMatchObject({
      isError: true,
      content: [{ type: 'text', text: 'The free plan does not include the feature: transits' }],
      _meta: { status: 403, code: 'FEATURE_NOT_AVAILABLE' },
    });
    expect(await usageOf(free)).toMatchObject({ dailyUsed: 0, creditsUsed: 0 });

    const limited = await server.key('professional', { dailyLimit: 1 });
    const client = await connect(bearer(limited));
    expect((await client.callTool({ name: 'sajuBasic', arguments: saju.example })).isError).toBeFalsy();
    const over = await client.callTool({ name: 'sajuBasic', arguments: saju.example });
    const rest = await server.post('/v1/saju/basic', saju.example, limited);
    expect(rest.status).toBe(429);
    expect(over).toMatchObject({ isError: true, content: [{ type: 'text', text: (await rest.json()).detail }], _meta: { status: 429 } });
    expect(await usageOf(limited)).toMatchObject({ dailyUsed: 1, creditsUsed: 1 });
  });

  it('detail "summary" keeps to the output schema (the client checks it) and is smaller', async () => {
    const client = await connect(bearer(await server.key()));
    for (const name of ['natalChart', 'sajuAnalysis', 'jamiChart']) {
      const op = mcpOperations.find((o) => o.name === name)!;
      const full = await client.callTool({ name, arguments: op.example });
      const summary = await client.callTool({ name, arguments: { ...op.example, detail: 'summary' } });
      expect(summary.isError).toBeFalsy();
      const [a, b] = [full, summary].map((r) => JSON.stringify(r.structuredContent).length);
      expect(b / a, name).toBeLessThanOrEqual(0.6);
    }
  });
});

describe('resources, prompts and llms.txt', () => {
  it('the glossary and the docs pages', async () => {
    const client = await connect(bearer(await server.key()));
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(expect.arrayContaining(['saju-astro://glossary', 'saju-astro://docs/saju.md', 'saju-astro://docs/western.md']));
    const [glossary] = (await client.readResource({ uri: 'saju-astro://glossary' })).contents as { text: string }[];
    for (const term of ['| 정관 | 정관 | Direct Officer |', '| 장생 | Growth |', '| 역마살 | Travelling Horse |', '| 명궁 | Life |', '| 자미 | Zi Wei | major |', '| Trine | 트라인 |', '| PLACIDUS | Placidus | 플라시더스 |']) {
      expect(glossary.text).toContain(term);
    }
    const [page] = (await client.readResource({ uri: 'saju-astro://docs/saju.md' })).contents as { text: string }[];
    expect(page.text).toBe(readFileSync('docs/saju.md', 'utf8'));
  });

  it('prompts that chain the tools', async () => {
    const client = await connect(bearer(await server.key()));
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(['read_saju', 'year_ahead', 'compatibility']);
    const saju = await client.getPrompt({ name: 'read_saju', arguments: { birthdate: '1990-05-15', birth_time: '14:30', gender: 'M' } });
    const text = (saju.messages[0].content as { text: string }).text;
    for (const tool of ['sajuAnalysis', 'sajuStructure', 'sajuLuck']) expect(text).toContain(tool);
    const year = await client.getPrompt({
      name: 'year_ahead',
      arguments: { datetime: '1990-05-15T14:30:00', latitude: '37.5665', longitude: '126.978', timezone: 'Asia/Seoul', year: '2026' },
    });
    expect((year.messages[0].content as { text: string }).text).toContain('"current_age":36');
  });

  it('/llms.txt lists every operation and its tool, without a key', async () => {
    const res = await fetch(`${server.url}/llms.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const op of mcpOperations) expect(text).toContain(`${op.method} ${op.path} — ${op.title} (MCP tool \`${op.name}\``);
    const full = await (await fetch(`${server.url}/llms-full.txt`)).text();
    expect(full).toContain('Example request: `{"name":"홍길동"');
    expect(full).toContain('Direct Officer');
  });
});
