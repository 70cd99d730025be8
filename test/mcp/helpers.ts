/** What the MCP tests share: the REST answer of an operation's example, to compare a tool's result with. */
import { expect } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { McpOperation } from '../../src/mcp/operations.js';
import type { TestServer } from '../helpers/app.js';

/** An answer without the instant it was made (calculation_date: progressions, directions, synastry). */
export function timeless(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(timeless);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'calculation_date').map(([k, v]) => [k, timeless(v)]));
}

/** The REST answer to the operation's example: the JSON the tool's structuredContent must equal, or the SVG text. */
export async function restAnswer(server: TestServer, op: McpOperation, key: string): Promise<unknown> {
  const res = op.method === 'GET' ? await server.get(op.path, key) : await server.post(op.path, op.example, key);
  expect(res.status, `${op.method} ${op.path}`).toBe(200);
  return op.picture ? res.text() : timeless(op.resultOf(await res.json()));
}

/** The tool's answer to the operation's example: structuredContent, or the SVG of a picture. */
export async function toolAnswer(client: Client, op: McpOperation): Promise<unknown> {
  const result = await client.callTool({ name: op.name, arguments: op.example ?? {} });
  expect(result.isError, `${op.name}: ${JSON.stringify(result.content)}`).toBeFalsy();
  const content = result.content as { type: string; text?: string; resource?: { mimeType: string; text: string } }[];
  if (op.picture) {
    expect(content[0].resource?.mimeType).toBe('image/svg+xml');
    return content[0].resource?.text;
  }
  // The text content is the same JSON, for clients that read only text.
  expect(JSON.parse(content[0].text!)).toEqual(result.structuredContent);
  return timeless(result.structuredContent);
}
