/**
 * `npm run mcp`: the MCP server over stdio for a desktop client on the user's own machine. Every
 * tool computes in this process, with no key and no store (nothing is counted); stdout carries the
 * protocol only, so anything to report goes to stderr.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { localAccess } from './local-access.js';
import { createMcpServer } from './server.js';

const server = createMcpServer({ access: localAccess, log: (err) => console.error(err) });
await server.connect(new StdioServerTransport());
