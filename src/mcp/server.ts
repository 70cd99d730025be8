/**
 * One MCP server: the tools (src/mcp/tools.ts), the documentation pages and the glossary as
 * resources, and prompts that chain tools. The HTTP endpoint makes one per request (stateless: any
 * instance answers any request); the stdio server makes one for its process.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { glossary } from './glossary.js';
import { registerPrompts } from './prompts.js';
import { callTool, isTool, toolList, type CallContext } from './tools.js';

export const SERVER_INFO = { name: 'saju-astro-service', title: 'Saju · Jami · Astrology', version: '1.0.0' };

const INSTRUCTIONS =
  'Calculations of Korean saju (four pillars), Zi Wei Dou Shu (자미두수) and Western astrology. Each tool is one ' +
  'REST operation of the service, with the same prices and limits. Pass detail "summary" for compact answers. ' +
  'The resource saju-astro://glossary explains the Korean and English terms of the answers; saju-astro://docs/* ' +
  'are the rules each calculation follows.';

/** The repository's docs/ (beside src/ and dist/), found from this module's place. */
function docsDirectory(): string | undefined {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'docs', 'README.md'))) return join(dir, 'docs');
  }
  return undefined;
}

/** The documentation pages, read once: file name, title and text. */
let docPages: { file: string; title: string; text: string }[] | undefined;
function pages() {
  if (docPages) return docPages;
  const docs = docsDirectory();
  const files = docs ? readdirSync(docs).filter((f) => f.endsWith('.md')).sort() : [];
  return (docPages = files.map((file) => {
    const text = readFileSync(join(docs!, file), 'utf8');
    return { file, title: /^# (.+)$/m.exec(text)?.[1] ?? file, text };
  }));
}

function registerResources(server: McpServer) {
  server.registerResource(
    'glossary',
    'saju-astro://glossary',
    { title: 'Glossary (Korean / English)', description: 'Ten gods, 12운성, 신살, jami stars and palaces, signs, aspects, house systems', mimeType: 'text/markdown' },
    (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text: glossary() }] }),
  );
  for (const { file, title, text } of pages()) {
    server.registerResource(
      `docs-${file.replace(/\.md$/, '')}`,
      `saju-astro://docs/${file}`,
      { title, description: `docs/${file}: ${title}`, mimeType: 'text/markdown' },
      (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text }] }),
    );
  }
}

export function createMcpServer(ctx: CallContext): McpServer {
  const server = new McpServer(SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  // Tools are answered here rather than through McpServer.registerTool: their schemas are the REST
  // bodies' JSON Schemas, and their arguments are validated by the REST route (its messages).
  server.server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: await toolList() }));
  server.server.setRequestHandler(CallToolRequestSchema, (request) => {
    if (!isTool(request.params.name)) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    return callTool(request.params.name, request.params.arguments, ctx);
  });
  registerResources(server);
  registerPrompts(server);
  return server;
}
