/**
 * Heavy operations off the event loop. A request priced at POOL_DEFAULTS.minCredits or more (its
 * price measures its CPU: src/graphql/cost.ts) runs on a pool of worker threads (piscina), each
 * holding its own copy of the schema; everything else — and the access checks, the charge, the
 * probes — stays on the event loop, which a heavy request therefore no longer holds. Without a
 * started pool (tests, tools) every operation runs in process.
 *
 * Execution needs nothing of the request but its document and variables (no resolver reads the
 * context), so a task is plain data; its errors come back as data and are revived here as the
 * same classes (DomainError, ApiError, Error), so that both error mappings work unchanged.
 */
import { Piscina } from 'piscina';
import { GraphQLError, Source, type ExecutionResult } from 'graphql';
import { DomainError, type DomainErrorCode } from '../core/errors.js';
import { ApiError } from '../errors.js';

export const POOL_DEFAULTS = {
  /**
   * The price from which a request runs on the pool: below it a request takes at most a few ms of
   * CPU (a synastry, 5 credits, ≈ 3 ms), less than a thread's round trip is worth.
   */
  minCredits: 6,
  /**
   * The threads' nice value: the event loop (light requests, probes, signals) goes first when the
   * cores are busy. On Linux a thread has its own (setpriority on the calling thread).
   */
  threadNice: 10,
  /** The heap of one thread (MB): the largest admissible request needs well under 100 MB. */
  maxOldGenerationSizeMb: 256,
} as const;

/** One execution: a document's text, the operation to run and its variables. */
export interface ExecutionTask {
  source: string;
  operationName?: string | null;
  variables: Record<string, unknown>;
  /** Compile the document with graphql-jit and keep it (a REST route's fixed document). */
  compiled?: boolean;
  /**
   * Send a result without errors as its JSON text (what /graphql answers), which crosses threads
   * as one string: the event loop neither copies nor serialises the answer's objects.
   */
  asText?: boolean;
}

/** An error of the result as the worker sends it: its GraphQL fields and what it wraps. */
export interface SentError {
  message: string;
  path?: ReadonlyArray<string | number>;
  positions?: readonly number[];
  extensions?: Record<string, unknown>;
  original?: SentOriginal;
}

type SentOriginal =
  | { kind: 'domain'; name: string; code: DomainErrorCode; message: string; props: Record<string, unknown> }
  | { kind: 'api'; status: number; code: string; message: string; retryAfter?: number }
  | { kind: 'graphql'; message: string }
  | { kind: 'error'; name: string; message: string; stack?: string };

export interface SentResult {
  data?: Record<string, unknown> | null;
  errors?: SentError[];
  /** The whole result's JSON text (ExecutionTask.asText). */
  text?: string;
}

/** A result that carries its JSON text: yoga writes `stringify(result)` as it is. */
export type TextResult = ExecutionResult & { stringify: () => string };

let pool: Piscina<ExecutionTask, SentResult> | null = null;

/**
 * Starts the process's pool with `threads` threads, all started at once so that the first heavy
 * request does not wait for a thread to load the schema.
 */
export function startExecutionPool(threads: number): void {
  if (pool || threads < 1) return;
  const typescript = import.meta.url.endsWith('.ts');
  pool = new Piscina<ExecutionTask, SentResult>({
    filename: new URL(typescript ? './pool-worker.ts' : './pool-worker.js', import.meta.url).href,
    // Run from the sources (npm run dev, tests), a thread needs the TypeScript loader too.
    execArgv: typescript ? ['--import', 'tsx'] : [],
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Infinity,
    resourceLimits: { maxOldGenerationSizeMb: POOL_DEFAULTS.maxOldGenerationSizeMb },
  });
}

/** Stops the pool once its tasks have finished. */
export async function stopExecutionPool(): Promise<void> {
  const stopping = pool;
  pool = null;
  await stopping?.close();
}

/** Tasks the pool has completed since it started (none without a pool). */
export function executionPoolCompleted(): number {
  return pool?.completed ?? 0;
}

/** True when a request of `credits` runs on the pool. */
export function offloads(credits: number): boolean {
  return pool !== null && credits >= POOL_DEFAULTS.minCredits;
}

/** Runs `task` on the pool; its result as the in-process execution would have given it. */
export async function executeOffThread(task: ExecutionTask): Promise<ExecutionResult> {
  if (!pool) throw new Error('the execution pool is not started');
  const sent = await pool.run(task);
  if (sent.text !== undefined) {
    const text = sent.text;
    const result: TextResult = Object.assign({}, { stringify: () => text });
    return result;
  }
  const source = new Source(task.source);
  // The result's own key order (errors first when there are any, as graphql-js writes it).
  return sent.errors ? { ...sent, errors: sent.errors.map((error) => revive(error, source)) } : (sent as ExecutionResult);
}

function revive(error: SentError, source: Source): GraphQLError {
  return new GraphQLError(error.message, {
    source: error.positions ? source : undefined,
    positions: error.positions,
    path: error.path,
    originalError: error.original && reviveOriginal(error.original),
    extensions: error.extensions,
  });
}

function reviveOriginal(original: SentOriginal): Error {
  switch (original.kind) {
    case 'domain': {
      const err = Object.assign(new DomainError(original.code, original.message), original.props);
      err.name = original.name;
      return err;
    }
    case 'api':
      return new ApiError(original.status, original.code, original.message, original.retryAfter);
    case 'graphql':
      return new GraphQLError(original.message);
    case 'error': {
      const err = new Error(original.message);
      err.name = original.name;
      err.stack = original.stack;
      return err;
    }
  }
}

/** The result as data that crosses to the main thread (the worker's side of `revive`). */
export function sendResult(result: ExecutionResult, asText = false): SentResult {
  if (asText && !result.errors) return { text: JSON.stringify(result) };
  return result.errors ? { ...(result as SentResult), errors: result.errors.map(sendError) } : (result as SentResult);
}

function sendError(error: GraphQLError): SentError {
  const original = error.originalError;
  return {
    message: error.message,
    ...(error.path && { path: error.path }),
    ...(error.positions && { positions: error.positions }),
    // graphql-jit's errors may have no extensions at all.
    ...(error.extensions && Object.keys(error.extensions).length > 0 && { extensions: error.extensions }),
    ...(original && { original: sendOriginal(original) }),
  };
}

function sendOriginal(err: Error): SentOriginal {
  if (err instanceof DomainError) {
    const { code, message, name, ...props } = err;
    return { kind: 'domain', name, code, message, props: { ...props } };
  }
  if (err instanceof ApiError) return { kind: 'api', status: err.status, code: err.code, message: err.message, retryAfter: err.retryAfter };
  // A GraphQLError inside (graphql's own): what it wraps, else itself.
  if (err instanceof GraphQLError) return err.originalError ? sendOriginal(err.originalError) : { kind: 'graphql', message: err.message };
  return { kind: 'error', name: err.name, message: err.message, stack: err.stack };
}
