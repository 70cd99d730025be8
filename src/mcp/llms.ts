/**
 * GET /llms.txt and /llms-full.txt (the llms.txt proposal: a Markdown index for language models),
 * written from the operation list: every operation with its conventions, price, REST path and MCP
 * tool; the full file adds each operation's example request and the glossary.
 */
import type { Express } from 'express';
import { glossary } from './glossary.js';
import { MCP_PATH } from './http.js';
import { mcpOperations, type McpOperation } from './operations.js';
import { FAMILY_NOTES } from './tools.js';

const FAMILY_TITLES = { saju: 'Saju (사주)', jami: 'Zi Wei Dou Shu (자미두수)', astrology: 'Western astrology' } as const;

function operationLine(op: McpOperation, full: boolean): string {
  const line = `- ${op.method} ${op.path} — ${op.title} (MCP tool \`${op.name}\`; ${op.price}): ${op.description}`;
  return full && op.example ? `${line}\n  Example request: \`${JSON.stringify(op.example)}\`` : line;
}

export function llmsText(full: boolean): string {
  const families = Object.keys(FAMILY_TITLES) as (keyof typeof FAMILY_TITLES)[];
  const parts = [
    '# Saju · Jami · Astrology calculation service',
    '',
    '> Calculations of Korean saju (four pillars), Zi Wei Dou Shu (자미두수) and Western astrology: a REST API (/v1), ' +
      `GraphQL (/graphql) and an MCP server (${MCP_PATH}, Streamable HTTP; \`npm run mcp\` over stdio). Every call needs an API key ` +
      '(X-API-Key, or Authorization: Bearer on /mcp) and is priced in credits.',
    '',
    '## Documentation',
    '',
    '- [OpenAPI document](/openapi.json): every operation, its body, answer and errors',
    '- [API reference](/docs)',
    `- [MCP endpoint](${MCP_PATH}): one tool per operation below; \`detail: "summary"\` for compact answers`,
    ...(full ? [] : ['- [Full text](/llms-full.txt): this list with example requests, and the glossary']),
  ];
  for (const family of families) {
    parts.push('', `## ${FAMILY_TITLES[family]}`, '', FAMILY_NOTES[family], '');
    for (const op of mcpOperations.filter((o) => o.family === family)) parts.push(operationLine(op, full));
  }
  if (full) parts.push('', glossary().replace(/^# /, '## ').replace(/^## (?!Glossary)/gm, '### '));
  return `${parts.join('\n')}\n`;
}

/** Public (no key), like /openapi.json. */
export function llmsRoutes(app: Express) {
  let short: string | undefined;
  let long: string | undefined;
  app.get('/llms.txt', (_req, res) => void res.type('text/markdown').send((short ??= llmsText(false))));
  app.get('/llms-full.txt', (_req, res) => void res.type('text/markdown').send((long ??= llmsText(true))));
}
