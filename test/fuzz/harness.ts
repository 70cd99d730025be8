/**
 * The fuzz harness: the real Express app on a loopback port (test/helpers/app.ts) with its SQLite
 * store, keys of each kind, a raw HTTP client (any method, header, charset or encoding), and the
 * properties every answer must have:
 *
 * - no 5xx, no stack trace, no unexpected error in the app's error log;
 * - a REST answer has a status its route documents (GET /openapi.json), or 404/405 for another
 *   method or path; an error body in the route's style (src/errors.ts errorBody) and the documented
 *   schema; a 2xx body valid against the documented schema (JSON with finite numbers only, or SVG
 *   that parses as XML);
 * - a /graphql answer is {errors: [{message, extensions: {code}}]} or {data} with finite numbers;
 * - a refused request charges nothing; an answered one charges exactly its root operations.
 *
 * Used by test/fuzz/*.test.ts (a few thousand cases) and scripts/fuzz.ts (npm run fuzz).
 */
import http from 'node:http';
import { inspect } from 'node:util';
import zlib from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import fc from 'fast-check';
import { Kind, type OperationDefinitionNode, type FieldNode } from 'graphql';
import type { Usage } from '../../src/access/store.js';
import type { ErrorStyle } from '../../src/errors.js';
import { schema } from '../../src/graphql/schema.js';
import type { AnyRoute } from '../../src/rest/route.js';
import { routes } from '../../src/rest/routes.js';
import { startServer, type TestServer } from '../helpers/app.js';
import { parseXml } from '../helpers/xml.js';
import { graphqlRequest, restRequest, type FuzzRequest, type GraphqlRoot, type JsonSchema, type KeyKind, type RestOperation } from './arbitraries.js';

// CommonJS: the plugin is both the module and its `default`; the types know only the latter.
const addFormats = ajvFormats.default;

type Json = any;

/** The fixed seed of the test suite's runs (FUZZ_SEED varies it for npm run fuzz). */
export const DEFAULT_SEED = 20_261_124;

/** A request that takes longer than this is a failure (a hang), not a slow answer. */
const REQUEST_TIMEOUT_MS = 30_000;

/** A broken property: `kind` names the failure class (the report groups failures by it). */
export class FuzzFailure extends Error {
  constructor(
    readonly kind: string,
    message: string,
  ) {
    super(`${kind}: ${message}`);
    this.name = 'FuzzFailure';
  }
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

interface KeyUse {
  /** The X-API-Key header (absent: no header). */
  header?: string;
  /** The store's key id, whose usage is compared (keys the store accepts). */
  id?: string;
}

interface RouteContract {
  route: AnyRoute;
  /** Statuses the OpenAPI document lists for the route. */
  statuses: Set<number>;
  success: ValidateFunction;
  errors: Map<number, ValidateFunction>;
}

/** Text a stack trace leaves: "at fn (/path/file.ts:10:5)", file URLs, module paths. */
const STACK_TRACE = /\bat (?:[\w$.<>[\] ]+ )?\(?(?:file:\/\/)?\/[^\s"'():]+:\d+:\d+\)?|node_modules\/|\/src\/[\w/-]+\.[jt]s/;
/**
 * What a formatting bug prints: NaN, [object Object], or undefined and Infinity as a whole value
 * or beside a unit ("undefined°"); the words alone occur in prose ("houses are undefined").
 */
const BROKEN_TEXT = /\bNaN\b|\[object \w+\]|^(?:undefined|-?Infinity)$|(?:undefined|Infinity)[°'"\d]|\d(?:undefined|Infinity)/;
/** Root fields of Query that cost nothing: the introspection fields (and __typename's "Query"). */
const FREE_ROOTS = new Set(['__schema', '__type']);

export class FuzzHarness {
  /** Answers per target and status. */
  readonly counts = new Map<string, Map<number, number>>();
  private readonly contracts = new Map<string, RouteContract>();
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  private constructor(
    private readonly server: TestServer,
    private readonly keys: Record<KeyKind, KeyUse>,
    private readonly doc: Json,
  ) {
    const ajv = new Ajv2020({ strict: false, allErrors: false });
    addFormats(ajv);
    const compile = (s: object) => ajv.compile({ ...s, components: doc.components });
    for (const route of routes) {
      const op = this.operation(route);
      const media = route.produces ?? 'application/json';
      const errors = new Map<number, ValidateFunction>();
      for (const [status, response] of Object.entries<Json>(op.responses)) {
        if (status !== '200') errors.set(Number(status), compile(response.content['application/json'].schema));
      }
      this.contracts.set(route.path, {
        route,
        statuses: new Set(Object.keys(op.responses).map(Number)),
        success: compile(op.responses['200'].content[media].schema),
        errors,
      });
    }
  }

  static async start(): Promise<FuzzHarness> {
    const server = await startServer();
    const { store } = server;
    // Limits far above any run, so that no 429 hides what a request would do.
    const limits = { dailyLimit: 1_000_000_000, creditLimit: 1_000_000_000_000 };
    const professional = await store.createKey({ name: 'fuzz-professional', tier: 'professional', ...limits });
    const free = await store.createKey({ name: 'fuzz-free', tier: 'free', ...limits });
    const deactivated = await store.createKey({ name: 'fuzz-deactivated', tier: 'professional' });
    await store.deactivateKey(deactivated.record.id);
    const keys: Record<KeyKind, KeyUse> = {
      professional: { header: professional.key, id: professional.record.id },
      free: { header: free.key, id: free.record.id },
      deactivated: { header: deactivated.key },
      unknown: { header: `sk_${'a'.repeat(16)}_${'b'.repeat(43)}` },
      malformed: { header: 'sk_\u00ff\u00fe_ x' },
      none: {},
    };
    const res = await fetch(`${server.url}/openapi.json`);
    return new FuzzHarness(server, keys, await res.json());
  }

  close(): Promise<void> {
    this.agent.destroy();
    return this.server.close();
  }

  private operation(route: AnyRoute): Json {
    return this.doc.paths[route.path][route.method.toLowerCase()];
  }

  /** Requests to every REST route, each route as likely as the others. */
  restRequests(): fc.Arbitrary<FuzzRequest> {
    return fc.oneof(...routes.map((route) => restRequest(this.restOperation(route))));
  }

  private restOperation(route: AnyRoute): RestOperation {
    const content = this.operation(route).requestBody?.content['application/json'];
    const examples = Object.entries<Json>(content?.examples ?? {});
    // The valid example first: changes are made to it.
    examples.sort(([a], [b]) => Number(b === 'valid') - Number(a === 'valid'));
    return { method: route.method, path: route.path, schema: content?.schema as JsonSchema | undefined, examples: examples.map(([, e]) => e.value) };
  }

  /** Requests to /graphql; the root fields' valid inputs are the REST routes' valid examples. */
  graphqlRequests(): fc.Arbitrary<FuzzRequest> {
    const roots: GraphqlRoot[] = routes.map((route) => {
      const operation = route.document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
      const field = (operation.selectionSet.selections[0] as FieldNode).name.value;
      if (!route.body) return { field };
      const valid = this.restOperation(route).examples[0];
      return { field, input: route.variables(route.body.parse(valid)).input };
    });
    return graphqlRequest(schema, roots);
  }

  /** Every target, REST routes and /graphql, /graphql as likely as five routes. */
  allRequests(): fc.Arbitrary<FuzzRequest> {
    return fc.oneof({ weight: routes.length, arbitrary: this.restRequests() }, { weight: 5, arbitrary: this.graphqlRequests() });
  }

  /** Sends the request and checks every property; throws FuzzFailure on the first one broken. */
  async check(req: FuzzRequest): Promise<void> {
    const key = this.keys[req.key];
    const day = () => new Date().toISOString().slice(0, 10);
    const dayBefore = day();
    const before = key.id ? await this.server.store.usage(key.id) : undefined;
    const logged = this.server.errors.length;
    const answer = await this.send(req, key.header);
    const byStatus = this.counts.get(req.target) ?? new Map<number, number>();
    byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    this.counts.set(req.target, byStatus);

    const newErrors = this.server.errors.slice(logged);
    const describe = () => `answered ${answer.status} ${answer.headers['content-type'] ?? '(no type)'}: ${answer.text.slice(0, 600)}`;
    if (answer.status >= 500) {
      throw new FuzzFailure(`${answer.status} ${newErrors.length ? errorSummary(newErrors[0]) : ''}`.trim(), `${describe()}${loggedText(newErrors)}`);
    }
    // GraphiQL's page holds scripts, whose text is no concern here.
    if (!answer.headers['content-type']?.startsWith('text/html') && STACK_TRACE.test(answer.text)) {
      throw new FuzzFailure('stack trace in the answer', describe());
    }
    // The root operations the answer answered: what the key may be charged for.
    const answered = req.target === '/graphql' ? this.checkGraphql(req, answer, describe) : this.checkRest(req, answer, describe);
    if (newErrors.length) throw new FuzzFailure(`unexpected error logged: ${errorSummary(newErrors[0])}`, `${describe()}${loggedText(newErrors)}`);
    if (key.id && before && dayBefore === day()) this.checkUsage(before, await this.server.store.usage(key.id), answered, describe);
  }

  /** REST properties; returns the requests the answer may charge (1 for a 2xx, else 0). */
  private checkRest(req: FuzzRequest, answer: Answer, describe: () => string): number {
    const contract = this.contracts.get(req.target)!;
    const { route } = contract;
    const varied = req.method !== route.method || req.path !== route.path;
    const type = answer.headers['content-type'] ?? '';
    if (answer.status >= 300) {
      if (!type.startsWith('application/json')) throw new FuzzFailure(`${answer.status} not JSON`, describe());
      const body = parseJson(answer.text, describe);
      // Another method on the route's path: 405 in its style; another path: the app's 404.
      if (varied && answer.status === 404) {
        if (JSON.stringify(body) !== '{"detail":"Not Found"}') throw new FuzzFailure('404 body', describe());
        return 0;
      }
      if (!contract.statuses.has(answer.status) && !(varied && answer.status === 405)) {
        throw new FuzzFailure(`undocumented status ${answer.status}`, describe());
      }
      checkErrorStyle(route.style, answer.status, body, describe);
      const validate = contract.errors.get(answer.status);
      if (validate && !validate(body)) throw new FuzzFailure(`${answer.status} body off its schema`, `${describe()}\n${JSON.stringify(validate.errors)}`);
      return 0;
    }
    if (answer.status !== 200) throw new FuzzFailure(`undocumented status ${answer.status}`, describe());
    if (route.produces === 'image/svg+xml') {
      if (!type.startsWith('image/svg+xml')) throw new FuzzFailure('SVG answer not image/svg+xml', describe());
      checkSvg(answer.text, req, describe);
    } else {
      if (!type.startsWith('application/json')) throw new FuzzFailure('200 not JSON', describe());
      const body = parseJson(answer.text, describe);
      checkValues(body, req, describe);
      if (!contract.success(body)) throw new FuzzFailure('200 body off its schema', `${describe()}\n${JSON.stringify(contract.success.errors)}`);
    }
    return 1;
  }

  /** /graphql properties; returns the root operations the answer may charge. */
  private checkGraphql(req: FuzzRequest, answer: Answer, describe: () => string): number {
    const type = answer.headers['content-type'] ?? '';
    // A GET that accepts HTML (a browser): the GraphiQL page, nothing executed.
    if (req.method === 'GET' && type.startsWith('text/html')) {
      if (answer.status !== 200 || !/^<!doctype html>/i.test(answer.text.trimStart())) throw new FuzzFailure('GraphiQL page', describe());
      return 0;
    }
    const accepted = req.headers.Accept ?? '';
    let results: Json[];
    if (/^application\/(graphql-response\+)?json/.test(type)) results = [parseJson(answer.text, describe)];
    // Streamed transports, when asked for (yoga's GraphQL over SSE and multipart/mixed): one result each.
    else if (type.startsWith('text/event-stream') && accepted === 'text/event-stream') results = sseResults(answer.text, describe);
    else if (type.startsWith('multipart/mixed') && accepted === 'multipart/mixed') results = multipartResults(answer.text, describe);
    else throw new FuzzFailure(`${answer.status} not JSON`, describe());
    return results.reduce((roots: number, result) => roots + this.checkGraphqlResult(req, answer.status, result, describe), 0);
  }

  /** One GraphQL result: {errors: [{message, extensions: {code}}]} and/or {data}; returns its answered roots. */
  private checkGraphqlResult(req: FuzzRequest, status: number, body: Json, describe: () => string): number {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new FuzzFailure('answer not an object', describe());
    const unknownKeys = Object.keys(body).filter((k) => k !== 'data' && k !== 'errors' && k !== 'extensions');
    if (unknownKeys.length) throw new FuzzFailure('answer with other keys', describe());
    if (body.errors !== undefined) {
      if (!Array.isArray(body.errors) || body.errors.length === 0) throw new FuzzFailure('errors not a non-empty list', describe());
      for (const error of body.errors) {
        if (typeof error?.message !== 'string' || typeof error?.extensions?.code !== 'string') {
          // The class: the message's words up to its first value ("Variable … got invalid").
          const words = String(error?.message).replace(/"[^"]*"/g, '…').split(/;| value /)[0].slice(0, 80);
          throw new FuzzFailure(`error without message or extensions.code (${words})`, describe());
        }
        if (error.extensions.code === 'INTERNAL_SERVER_ERROR') throw new FuzzFailure(`masked unexpected error`, describe());
      }
    }
    if (status >= 400) {
      if (!body.errors || body.data != null) throw new FuzzFailure(`${status} without errors, or with data`, describe());
      return 0;
    }
    if (status !== 200) throw new FuzzFailure(`status ${status}`, describe());
    if (body.data === undefined && !body.errors) throw new FuzzFailure('200 with neither data nor errors', describe());
    checkValues(body.data, req, describe);
    if (body.data === null || body.data === undefined) return 0;
    return Object.entries(body.data).filter(([k, v]) => v !== null && v !== 'Query' && !FREE_ROOTS.has(k)).length;
  }

  /**
   * Refused: nothing charged. Answered: one request per root operation that answered (a REST route
   * runs one), and credits for each.
   */
  private checkUsage(before: Usage, after: Usage, roots: number, describe: () => string) {
    const requests = after.dailyUsed - before.dailyUsed;
    const credits = after.creditsUsed - before.creditsUsed;
    if (roots === 0 && (requests !== 0 || credits !== 0)) {
      throw new FuzzFailure('charged for a refused request', `${requests} requests, ${credits} credits; ${describe()}`);
    }
    if (requests !== roots || credits < roots) {
      throw new FuzzFailure('charge does not match the answer', `${roots} root operations answered, charged ${requests} requests and ${credits} credits; ${describe()}`);
    }
  }

  /** One request over HTTP/1.1 with exactly the given bytes and headers; answers decompressed. */
  send(req: FuzzRequest, apiKey?: string): Promise<Answer> {
    let bytes = req.body === undefined ? undefined : Buffer.from(req.body, req.charset ?? 'utf8');
    if (bytes && req.compress) bytes = req.compress === 'gzip' ? zlib.gzipSync(bytes) : zlib.deflateSync(bytes);
    const headers: Record<string, string | number> = { ...req.headers };
    if (apiKey !== undefined) headers['X-API-Key'] = apiKey;
    if (bytes) headers['Content-Length'] = bytes.length;
    const { port } = new URL(this.server.url);
    return new Promise((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, method: req.method, path: req.path, headers, agent: this.agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text: decode(Buffer.concat(chunks), res.headers['content-encoding']) });
          } catch (err) {
            reject(new FuzzFailure('undecodable answer', `${res.statusCode} ${res.headers['content-encoding']}: ${(err as Error).message}`));
          }
        });
      });
      request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new FuzzFailure('no answer', `no answer within ${REQUEST_TIMEOUT_MS} ms`)));
      request.on('error', (err) => reject(err instanceof FuzzFailure ? err : new FuzzFailure('connection failed', err.message)));
      request.end(bytes);
    });
  }
}

function decode(bytes: Buffer, encoding: string | undefined): string {
  switch (encoding) {
    // Yoga's event streams say "none" (not a registered coding) to keep compression away.
    case undefined:
    case 'identity':
    case 'none':
      return bytes.toString('utf8');
    case 'gzip':
      return zlib.gunzipSync(bytes).toString('utf8');
    case 'deflate':
      return zlib.inflateSync(bytes).toString('utf8');
    case 'br':
      return zlib.brotliDecompressSync(bytes).toString('utf8');
    default:
      throw new Error(`unknown Content-Encoding ${encoding}`);
  }
}

/** The results of a GraphQL-over-SSE answer: the data of its `next` events, then `complete`. */
function sseResults(text: string, describe: () => string): Json[] {
  const events = text.split(/\n\n/).filter((e) => e.trim() && !e.startsWith(':'));
  const last = events.pop();
  if (!last?.startsWith('event: complete')) throw new FuzzFailure('event stream without its complete event', describe());
  return events.map((event) => {
    const data = /^event: next\ndata: (.*)$/s.exec(event.replace(/^:\n/, ''));
    if (!data) throw new FuzzFailure('event stream event not "next"', describe());
    return parseJson(data[1], describe);
  });
}

/** The results of a multipart/mixed answer: each part's JSON body, up to the closing delimiter. */
function multipartResults(text: string, describe: () => string): Json[] {
  if (!/\r?\n-----\s*$/.test(text)) throw new FuzzFailure('multipart answer without its closing delimiter', describe());
  return text
    .split(/\r?\n---/)
    .map((part) => part.split(/\r?\n\r?\n/).slice(1).join('\n\n').trim())
    .filter(Boolean)
    .map((json) => parseJson(json, describe));
}

function parseJson(text: string, describe: () => string): Json {
  try {
    return JSON.parse(text);
  } catch {
    throw new FuzzFailure('answer not JSON', describe());
  }
}

/** The body of each error style (src/errors.ts errorBody), key for key. */
function checkErrorStyle(style: ErrorStyle, status: number, body: Json, describe: () => string) {
  const keys = body && typeof body === 'object' ? Object.keys(body).sort().join(',') : '';
  const ok = (() => {
    switch (style) {
      case 'detail':
        return keys === 'detail' && typeof body.detail === 'string' && body.detail !== '';
      case 'object':
        return (
          keys === 'error,success' &&
          body.success === false &&
          Object.keys(body.error ?? {}).sort().join(',') === 'code,message' &&
          typeof body.error.code === 'string' &&
          typeof body.error.message === 'string'
        );
      case 'flat':
        return (
          keys === 'details,error,error_code,success,timestamp' &&
          body.success === false &&
          typeof body.error === 'string' &&
          body.error_code === status &&
          body.details === null &&
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/.test(body.timestamp)
        );
    }
  })();
  if (!ok) throw new FuzzFailure(`${status} not in the ${style} error style`, describe());
}

/**
 * Every number finite (JSON.parse turns 1e400 into Infinity) and no string with the marks of a
 * formatting bug, unless the request itself contains that text (a name is echoed).
 */
function checkValues(value: unknown, req: FuzzRequest, describe: () => string) {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'number' && !Number.isFinite(v)) throw new FuzzFailure('non-finite number', describe());
    if (typeof v === 'string') {
      const mark = BROKEN_TEXT.exec(v)?.[0];
      if (mark && !sentText(req).includes(mark)) throw new FuzzFailure(`"${mark}" in a string`, describe());
      // A picture of the service (an echoed name may start with "<svg" too, never with its namespace).
      if (v.startsWith('<svg') && v.includes('xmlns="http://www.w3.org/2000/svg"')) checkSvg(v, req, describe);
    } else if (v && typeof v === 'object') stack.push(...Object.values(v));
  }
}

function checkSvg(svg: string, req: FuzzRequest, describe: () => string) {
  try {
    if (parseXml(svg).name !== 'svg') throw new Error('root is not <svg>');
  } catch (err) {
    throw new FuzzFailure('SVG not well-formed XML', `${(err as Error).message}; ${describe()}`);
  }
  const mark = BROKEN_TEXT.exec(svg)?.[0];
  if (mark && !sentText(req).includes(mark)) throw new FuzzFailure(`"${mark}" in an SVG`, describe());
}

/** All the text a request sends (its path and body), decoded as the server may decode it. */
function sentText(req: FuzzRequest): string {
  let path = req.path;
  try {
    path = decodeURIComponent(path.replace(/\+/g, ' '));
  } catch {
    // A path that is not valid percent-encoding stays as it is.
  }
  return `${path} ${req.body ?? ''}`;
}

/** "TypeError: Cannot read …" with numbers and quoted parts elided: the class of a logged error. */
function errorSummary(err: unknown): string {
  const e = err as { name?: string; message?: string };
  return `${e?.name ?? 'Error'}: ${String(e?.message ?? err)}`
    .split('\n')[0]
    .replace(/"[^"]*"|'[^']*'/g, '…')
    .replace(/\d+(\.\d+)?/g, '#')
    .slice(0, 120);
}

function loggedText(errors: unknown[]): string {
  if (errors.length === 0) return '';
  const first = errors[0] as { stack?: string };
  return `\nlogged: ${(first?.stack ?? inspect(first)).split('\n').slice(0, 6).join('\n  ')}`;
}
