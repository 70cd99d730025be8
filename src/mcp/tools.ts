/**
 * The MCP tools: one per operation of src/mcp/operations.ts, with a description for a model, the
 * input JSON Schema of the REST body (plus `detail`), the output schema of the REST answer's data,
 * and calls that answer exactly as REST does (structuredContent = the answer's data; errors are
 * tool errors with the REST message).
 */
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { Access } from '../access/context.js';
import { compact, DETAIL_LEVELS, type Detail } from './compact.js';
import { mcpOperations, type Family, type McpOperation } from './operations.js';

/** What every tool of a family assumes, said once per tool for a model that reads one tool. */
export const FAMILY_NOTES: Record<Family, string> = {
  saju:
    'Saju (사주, Korean four pillars). birthdate/birth_time are the clock in Korea (Asia/Seoul history; daylight saving ' +
    'removed), so give no time zone; a birth abroad must first be converted to Korean clock time. 23:00–23:59 follows ' +
    '야자시 (split): the day pillar stays and the hour is the next day’s 子 hour. Lunar dates are Korean (KASI) with ' +
    'is_lunar and is_leap_month. gender M/F sets the 대운 direction. Pillars are hanja; texts Korean unless lang "en".',
  jami:
    'Zi Wei Dou Shu (자미두수). The birth goes in input_data as for saju (Korean clock, Korean lunar calendar, ' +
    'gender M/F); 23:00–23:59 follows 야자시 (split) unless zasi says otherwise. The answer has Korean keys; ' +
    'palaces are given by their branch (자, 축 …).',
  astrology:
    'Western astrology, tropical zodiac unless zodiac "sidereal". A datetime without offset is wall-clock time in the ' +
    'location’s IANA timezone (e.g. Asia/Seoul; daylight saving applied); with Z or ±HH:MM it is that instant. ' +
    'Longitudes are degrees 0–360 from 0° Aries; latitude north and longitude east are positive.',
};

const DETAIL_DESCRIPTION =
  'full (default): the REST answer as it is. summary: the same fields, smaller — numbers rounded to 2 decimals, long ' +
  'texts cut to their first sentence, only the five major aspects, and no repeated or table-derived fields (dms, speed, ' +
  'distance, the general meaning of a term, 지장간, the 12신살 of every branch), no nulls, empty lists or false flags.';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown> };

/**
 * `type: [T, "null"]` (zod's nullable) as `anyOf` of single types, which clients that map tool
 * schemas onto a one-type dialect (function declarations of some model providers) accept.
 */
function singleTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(singleTypes);
  if (node === null || typeof node !== 'object') return node;
  const walked = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, singleTypes(v)])) as JsonSchema;
  if (!Array.isArray(walked.type)) return walked;
  const { type, description, ...rest } = walked as JsonSchema & { type: string[] };
  const anyOf = type.map((t) => (t === 'null' ? { type: 'null' } : { ...rest, type: t }));
  return { ...(description === undefined ? {} : { description }), anyOf };
}

/** A zod schema as draft-07 JSON Schema (what MCP clients validate with), descriptions and enums included. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...json } = singleTypes(z.toJSONSchema(schema, { target: 'draft-7', io, unrepresentable: 'any' })) as JsonSchema;
  // A named schema (meta id) comes out as a $ref to its definition; MCP wants the object at the root.
  const root = /^#\/definitions\/(.+)$/.exec(typeof json.$ref === 'string' ? json.$ref : '')?.[1];
  if (!root) return json;
  const { [root]: definition, ...others } = json.definitions as Record<string, JsonSchema>;
  return { ...definition, ...(Object.keys(others).length ? { definitions: others } : {}) };
}

/** A summary leaves fields out: the output schema lists every field, none required. */
function withoutRequired(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRequired);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'required').map(([k, v]) => [k, withoutRequired(v)]));
}

function toolOf(op: McpOperation): Tool {
  const input: JsonSchema = op.body ? jsonSchema(op.body, 'input') : { type: 'object', properties: {} };
  if (!op.picture) input.properties = { ...input.properties, detail: { type: 'string', enum: [...DETAIL_LEVELS], default: 'full', description: DETAIL_DESCRIPTION } };
  const answer = op.picture
    ? 'Returns the SVG document as an embedded resource (mimeType image/svg+xml).'
    : 'structuredContent is the REST answer’s data; detail "summary" gives a compact answer.';
  return {
    name: op.name,
    title: op.title,
    description: `${op.title}. ${op.description}\n\n${FAMILY_NOTES[op.family]}\n\n${answer} Price: ${op.price} (REST: ${op.method} ${op.path}).`,
    inputSchema: input as Tool['inputSchema'],
    ...(op.result ? { outputSchema: withoutRequired(jsonSchema(op.result, 'output')) as Tool['outputSchema'] } : {}),
    annotations: { title: op.title, readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  };
}

let tools: Promise<Tool[]> | undefined;
/**
 * The tool list, built once on first use: writing out the schemas takes ≈ 0.75 s in all, so it is
 * done one tool per turn of the event loop, and no other request waits behind the whole of it.
 */
export function toolList(): Promise<Tool[]> {
  return (tools ??= (async () => {
    const list: Tool[] = [];
    for (const op of mcpOperations) {
      list.push(toolOf(op));
      await new Promise((resolve) => setImmediate(resolve));
    }
    return list;
  })());
}

/** What a call needs of its caller: the access (key or local), the request's Accept-Language, the error log. */
export interface CallContext {
  access: Access | null;
  acceptLanguage?: string;
  log: (err: unknown) => void;
}

const byName = new Map(mcpOperations.map((op) => [op.name, op]));

export function isTool(name: string): boolean {
  return byName.has(name);
}

/** Runs a tool: the operation's REST path with the arguments as the body (`detail` taken out first). */
export async function callTool(name: string, args: Record<string, unknown> | undefined, ctx: CallContext): Promise<CallToolResult> {
  const op = byName.get(name)!;
  const { detail = 'full', ...body } = args ?? {};
  if (!op.picture && !(DETAIL_LEVELS as readonly unknown[]).includes(detail)) {
    return toolError(400, 'INVALID_REQUEST', `detail must be one of ${DETAIL_LEVELS.join(', ')}`);
  }
  // A picture takes no detail: its arguments are the REST body as they are.
  const answer = await op.run(op.picture ? (args ?? {}) : body, ctx.access, { acceptLanguage: ctx.acceptLanguage }, ctx.log);
  if (!answer.ok) return toolError(answer.error.status, answer.error.code, answer.error.message, answer.error.retryAfter);
  if (op.picture) {
    return { content: [{ type: 'resource', resource: { uri: `picture:///${op.name}.svg`, mimeType: 'image/svg+xml', text: answer.body as string } }] };
  }
  const result = compact(op.resultOf(answer.body), detail as Detail) as Record<string, unknown>;
  return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result };
}

/** A refused or failed call: the REST message as the text, its status and code beside it; nothing is charged. */
function toolError(status: number, code: string, message: string, retryAfter?: number): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }], _meta: { status, code, ...(retryAfter ? { retryAfter } : {}) } };
}
