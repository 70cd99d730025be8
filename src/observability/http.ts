/**
 * The observability routes and the per-request hook that feeds the logs and the metrics.
 *
 * GET /healthz, /readyz and /metrics need no API key: they are for the operator's probes and
 * Prometheus scraper and reveal no key or usage data. (Whether to protect /metrics, e.g. by network
 * policy or a token, is left to the deployment.)
 */
import { performance } from 'node:perf_hooks';
import type { Express, Request, RequestHandler, Response } from 'express';
import type { AccessStore } from '../access/store.js';
import { assignRequestId, logRequest, type Logger } from './logger.js';
import type { Metrics } from './metrics.js';

/** The route label of requests no route matched (404s), instead of their raw URL. */
export const UNMATCHED = 'unmatched';
/** How long /readyz waits for the store's ping. */
export const READY_TIMEOUT_MS = 1000;
/** Probes and scrapes log at debug, so that they do not drown the request log at info. */
const QUIET_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

interface Observed {
  logger: Logger;
  metrics: Metrics;
  logInfo: boolean;
  logDebug: boolean;
}

/**
 * First middleware of the app: assigns the request id (X-Request-Id), and when the response is
 * done records the metrics and writes the request's log line. One shared listener, no closure per
 * request; nothing is formatted when the level is above info.
 */
export function observeRequests(logger: Logger, metrics: Metrics): RequestHandler {
  const state: Observed = {
    logger,
    metrics,
    logInfo: logger.isLevelEnabled('info'),
    logDebug: logger.isLevelEnabled('debug'),
  };
  function onClose(this: Response) {
    const req = this.req;
    const ms = performance.now() - (this.locals.startedAt as number);
    const route: string = req.route
      ? req.baseUrl + (req.route as { path: string }).path
      : ((this.locals.route as string | undefined) ?? UNMATCHED);
    state.metrics.recordRequest(req.method, route, this.statusCode, ms / 1000);
    if (state.logInfo || state.logDebug) {
      const level = QUIET_ROUTES.has(route) ? 'debug' : 'info';
      if (level === 'info' ? state.logInfo : state.logDebug) logRequest(state.logger, level, this, req.method, route, ms);
    }
  }
  return (req, res, next) => {
    res.locals.startedAt = performance.now();
    assignRequestId(req, res);
    res.once('close', onClose);
    next();
  };
}

/** Labels the requests of a mounted sub-app (e.g. /graphql) that has no Express route of its own. */
export function routeLabel(route: string): RequestHandler {
  return (_req, res, next) => {
    res.locals.route = route;
    next();
  };
}

/** GET /healthz, /readyz and /metrics (no API key; see above). */
export function observabilityRoutes(app: Express, store: AccessStore, metrics: Metrics, logger: Logger): void {
  // The process is alive and serving.
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', uptime_s: Math.floor(process.uptime()) });
  });

  // Ready when the store answers a ping within READY_TIMEOUT_MS.
  app.get('/readyz', async (_req: Request, res: Response) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        store.ping(),
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error(`store ping timed out after ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
        }),
      ]);
      res.json({ status: 'ok' });
    } catch (err) {
      logger.warn({ reqId: res.locals.requestId, err }, 'not ready: store unavailable');
      res.status(503).json({ status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });

  // Prometheus text exposition for the operator's scraper.
  app.get('/metrics', async (_req, res) => {
    let text: string;
    try {
      text = await metrics.text();
    } catch (err) {
      logger.warn({ reqId: res.locals.requestId, err }, 'metrics unavailable');
      res.status(503).json({ status: 'unavailable' });
      return;
    }
    res.setHeader('Content-Type', metrics.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.end(text);
  });
}
