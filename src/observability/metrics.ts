/**
 * Prometheus metrics (prom-client) on a registry of their own, served as text by GET /metrics.
 *
 *   http_requests_total{method, route, status_class}       every response, status_class 2xx/3xx/4xx/5xx
 *   http_request_duration_seconds{method, route}           latency histogram
 *   http_client_errors_total{method, route, status}        4xx responses by status code
 *   http_server_errors_total{method, route, status}        5xx responses by status code
 *   access_store_duration_seconds{operation, outcome}      usage-store calls (timed-store.ts)
 *   process_* and nodejs_*                                  prom-client's default process metrics
 *
 * `route` is the route pattern (/v1/astrology/natal-chart, /graphql, /metrics …) or `unmatched`
 * for 404s, so a scan of random URLs cannot grow the label set. The label-bound children are cached
 * per route and method, so recording a request allocates nothing after the first.
 *
 * With several worker processes (WORKERS > 1), every worker's /metrics answers the sum over all
 * workers: the worker asks the primary, which collects each worker's registry with prom-client's
 * AggregatorRegistry (counters and histograms summed), so successive scrapes agree.
 */
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Seconds: the chart paths take about 1–10 ms, GraphQL queries of a whole chart up to ~100 ms. */
const HTTP_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: SQLite calls take tens of µs, PostgreSQL round trips about a millisecond. */
const STORE_BUCKETS = [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

interface Observer {
  observe(value: number): void;
}
interface Incrementer {
  inc(value?: number): void;
}

/** The cached children of one route and method. */
interface RouteSeries {
  duration: Observer;
  byClass: Array<Incrementer | undefined>;
  errors: Map<number, Incrementer>;
}

export class Metrics {
  readonly registry = new Registry();
  readonly requests: Counter<'method' | 'route' | 'status_class'>;
  readonly duration: Histogram<'method' | 'route'>;
  readonly clientErrors: Counter<'method' | 'route' | 'status'>;
  readonly serverErrors: Counter<'method' | 'route' | 'status'>;
  readonly storeDuration: Histogram<'operation' | 'outcome'>;
  private readonly series = new Map<string, Map<string, RouteSeries>>();

  constructor(options: { defaultMetrics?: boolean } = {}) {
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests by method, route pattern and status class',
      labelNames: ['method', 'route', 'status_class'],
      registers,
    });
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration in seconds by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: HTTP_BUCKETS,
      registers,
    });
    this.clientErrors = new Counter({
      name: 'http_client_errors_total',
      help: 'HTTP 4xx responses by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.serverErrors = new Counter({
      name: 'http_server_errors_total',
      help: 'HTTP 5xx responses by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.storeDuration = new Histogram({
      name: 'access_store_duration_seconds',
      help: 'Access (usage) store call duration in seconds by operation and outcome (ok, error)',
      labelNames: ['operation', 'outcome'],
      buckets: STORE_BUCKETS,
      registers,
    });
    if (options.defaultMetrics !== false) collectDefaultMetrics({ register: this.registry });
  }

  /** Records one response. */
  recordRequest(method: string, route: string, status: number, seconds: number): void {
    let byMethod = this.series.get(route);
    if (!byMethod) this.series.set(route, (byMethod = new Map<string, RouteSeries>()));
    let series = byMethod.get(method);
    if (!series) {
      series = { duration: this.duration.labels(method, route), byClass: [], errors: new Map() };
      byMethod.set(method, series);
    }
    series.duration.observe(seconds);
    const cls = status >= 100 && status < 600 ? (status / 100) | 0 : 0;
    (series.byClass[cls] ??= this.requests.labels(method, route, STATUS_CLASSES[cls])).inc();
    if (cls === 4 || cls === 5) {
      let errors = series.errors.get(status);
      if (!errors) {
        errors = (cls === 4 ? this.clientErrors : this.serverErrors).labels(method, route, String(status));
        series.errors.set(status, errors);
      }
      errors.inc();
    }
  }

  /** Set by aggregateAcrossCluster: the exposition comes from the primary. */
  private clusterWide = false;

  /** The Prometheus text exposition. */
  text(): Promise<string> {
    return this.clusterWide ? clusterText() : this.registry.metrics();
  }

  /** In a worker process: report this registry to the primary, and expose the cluster's sum. */
  aggregateAcrossCluster(): void {
    new AggregatorRegistry(); // answers the primary's requests for this worker's metrics
    AggregatorRegistry.setRegistries([this.registry]);
    this.clusterWide = true;
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

let processMetrics: Metrics | undefined;
/** The process's metrics, created on first use (default process metrics are collected once). */
export function defaultMetrics(): Metrics {
  return (processMetrics ??= new Metrics());
}

const METRICS_REQUEST = 'metrics:request';
const METRICS_RESPONSE = 'metrics:response';
/** How long a worker waits for the primary's sum before answering with an error. */
const CLUSTER_METRICS_TIMEOUT_MS = 5_000;

/** In a worker: the cluster's exposition, from the primary (serveClusterMetrics). */
function clusterText(): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error('no answer from the primary for the cluster metrics')), CLUSTER_METRICS_TIMEOUT_MS);
    const onMessage = (message: { type?: string; id?: string; text?: string; error?: string }) => {
      if (message?.type !== METRICS_RESPONSE || message.id !== id) return;
      done(message.error === undefined ? undefined : new Error(message.error), message.text);
    };
    const done = (err?: Error, text?: string) => {
      clearTimeout(timer);
      process.off('message', onMessage);
      if (err) reject(err);
      else resolve(text!);
    };
    process.on('message', onMessage);
    process.send!({ type: METRICS_REQUEST, id });
  });
}

/** In the primary of several workers: answers the workers' requests with the sum over all of them. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== METRICS_REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_RESPONSE, id: message.id, text }),
      (err: Error) => worker.send({ type: METRICS_RESPONSE, id: message.id, error: err.message }),
    );
  });
}
