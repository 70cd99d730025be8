/**
 * POST /mcp: the MCP Streamable HTTP endpoint, stateless (a server and a transport per request, JSON
 * answers rather than streams), so that any instance serves any request and the X-RateLimit headers
 * of a charge reach the answer. The key (X-API-Key or Authorization: Bearer) is checked before
 * anything of MCP runs: without one, 401 and no session. Idempotency-Key works as on /v1.
 */
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { AccessContext } from '../access/context.js';
import { idempotency } from '../access/idempotency.js';
import { accessMiddleware } from '../access/middleware.js';
import type { AccessStore } from '../access/store.js';
import type { ApiError } from '../errors.js';
import { routeLabel } from '../observability/http.js';
import { BODY_LIMIT, bodyError, type LogError } from '../rest/router.js';
import { createMcpServer } from './server.js';

export const MCP_PATH = '/mcp';

/** An HTTP-level refusal as a JSON-RPC error without id (what MCP clients read), with its status. */
function refuse(res: Response, err: ApiError) {
  if (err.retryAfter !== undefined) res.setHeader('Retry-After', err.retryAfter);
  res.status(err.status).json({ jsonrpc: '2.0', error: { code: -32000, message: err.message, data: { code: err.code } }, id: null });
}

export function mcpRouter(store: AccessStore, log: LogError) {
  const router = express.Router();
  router.all(
    MCP_PATH,
    routeLabel(MCP_PATH),
    accessMiddleware(store, { bearer: true, onError: (_req, res, err) => refuse(res, err) }),
    express.json({ limit: BODY_LIMIT }),
    // A tool call sent again with the same Idempotency-Key and body is answered from the store, charged once.
    idempotency(store, { onError: (_req, res, err) => refuse(res, err) }),
    async (req: Request, res: Response) => {
      // Stateless: no session to resume (GET) or end (DELETE).
      if (req.method !== 'POST') {
        res.setHeader('Allow', 'POST');
        return res.status(405).json({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed; use POST' }, id: null });
      }
      const access = res.locals.access as AccessContext;
      // Every authenticated answer carries the X-RateLimit headers (a charge sets them anew).
      await access.ensureRateLimitHeaders().catch(() => {});
      const server = createMcpServer({ access, acceptLanguage: req.get('accept-language'), log: (err) => log(err, res) });
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      res.on('close', () => void server.close());
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    },
    (err: unknown, _req: Request, res: Response, _next: NextFunction) => refuse(res, bodyError(err, log, res)),
  );
  return router;
}
