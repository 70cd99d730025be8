/**
 * The HTTP server around the app: time-outs that keep slow clients from holding sockets, a listen
 * that fails loudly, and a drain on SIGTERM/SIGINT (stop accepting at once, let the requests in
 * flight finish within a bound, close the store so its pending usage is written, exit).
 */
import { createServer, STATUS_CODES, type Server } from 'node:http';
import { Server as NetServer, type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { AccessStore } from './access/store.js';
import { createApp, type AppOptions } from './app.js';

/** Time-outs of the HTTP server, in ms (env: HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, …). */
export interface ServerTimeouts {
  /** Until the request's headers are complete: a client sending a header line at a time is cut. */
  headers: number;
  /** Until the whole request (headers and body) has arrived: a body sent a byte at a time is cut. */
  request: number;
  /** An idle keep-alive connection is closed after this long. */
  keepAlive: number;
  /** How often Node checks the two above (its default is 30 s, which would let them overrun). */
  checkInterval: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = { headers: 10_000, request: 15_000, keepAlive: 5_000, checkInterval: 1_000 };

/** How long a draining server leaves connections that look idle open (see drain). */
const DRAIN_IDLE_GRACE_MS = 500;

/** How long a drain may take before the process gives up on the requests still running. */
export const DEFAULT_DRAIN_MS = 10_000;

export interface ServiceOptions extends Omit<AppOptions, 'store' | 'draining'> {
  store: AccessStore;
  port: number;
  host?: string;
  timeouts?: ServerTimeouts;
  drainMs?: number;
}

export interface Service {
  server: Server;
  port: number;
  /**
   * Stops accepting connections at once, lets the requests in flight finish (their answers close
   * their connections), then closes the store. Resolves true when everything finished within the
   * drain bound, false when the remaining connections had to be cut.
   */
  drain(): Promise<boolean>;
}

/**
 * A request Node's HTTP parser refuses before any route sees it (headers over 16 KB, a malformed
 * request line, the time-outs): a JSON answer instead of Node's empty one, GraphQL's errors for
 * /graphql and the detail style elsewhere (no route has run yet).
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable || err.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const [status, code, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'HEADERS_TOO_LARGE', 'Request line and headers exceed 16 KB']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST_TIMEOUT', 'The request was not received in time']
        : [400, 'BAD_REQUEST', 'Malformed HTTP request'];
  // The request line, when it was read, tells a GraphQL request from a REST one.
  const line = (err as { rawPacket?: Buffer }).rawPacket?.subarray(0, 200).toString('latin1') ?? '';
  const graphql = /^[A-Z]+ \/graphql[?/ ]/.test(line);
  const body = JSON.stringify(graphql ? { errors: [{ message, extensions: { code } }] } : { detail: message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Starts the app on `port`; rejects (nothing left listening) when it cannot listen. */
export async function startService(options: ServiceOptions): Promise<Service> {
  const { store, port, host, timeouts = DEFAULT_TIMEOUTS, drainMs = DEFAULT_DRAIN_MS, ...appOptions } = options;
  let draining = false;
  const app = createApp({ ...appOptions, store, draining: () => draining });
  const server = createServer(
    {
      headersTimeout: timeouts.headers,
      requestTimeout: timeouts.request,
      keepAliveTimeout: timeouts.keepAlive,
      connectionsCheckingInterval: timeouts.checkInterval,
    },
    app,
  );
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  let drained: Promise<boolean> | undefined;
  const drain = () =>
    (drained ??= (async () => {
      draining = true;
      // Stop accepting at once. (net's close, not http's: http's would also cut the connections
      // accepted whose requests a busy process has not read yet, as if they were idle.)
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      // The connections with no request in progress are closed after a grace: a request its client
      // sent just before the signal may not have been read yet by a process on busy cores (it waits
      // in the kernel, and its connection looks idle; 0.17 s was seen at a load average of 15 on 2
      // cores). The others close as their answers (with Connection: close) end.
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([closed, new Promise((resolve) => (grace = setTimeout(resolve, DRAIN_IDLE_GRACE_MS)))]);
      clearTimeout(grace);
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      let timer: NodeJS.Timeout | undefined;
      const inTime = await Promise.race([
        closed.then(() => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), drainMs))),
      ]);
      clearTimeout(timer);
      clearInterval(sweep);
      if (!inTime) server.closeAllConnections();
      await store.close();
      return inTime;
    })());
  return { server, port: (server.address() as AddressInfo).port, drain };
}
