/**
 * An AccessStore decorator that times every call of the store it wraps into a histogram
 * (access_store_duration_seconds{operation, outcome}). It changes nothing else: same arguments,
 * same results, same rejections.
 */
import { performance } from 'node:perf_hooks';
import type { Histogram } from 'prom-client';
import type { AccessStore, ConsumeInput, NewKeyInput, RecordedCharge, StoredResponse } from '../access/store.js';

type Operation = keyof AccessStore;

interface Observer {
  observe(value: number): void;
}

export class TimedStore implements AccessStore {
  private readonly ok = new Map<Operation, Observer>();
  private readonly failed = new Map<Operation, Observer>();

  constructor(
    readonly inner: AccessStore,
    private readonly histogram: Histogram<'operation' | 'outcome'>,
  ) {}

  /** `start` is taken before the call: a store may do its work synchronously inside it (SQLite). */
  private async time<T>(operation: Operation, start: number, call: Promise<T>): Promise<T> {
    try {
      const result = await call;
      this.observer(this.ok, operation, 'ok').observe((performance.now() - start) / 1000);
      return result;
    } catch (err) {
      this.observer(this.failed, operation, 'error').observe((performance.now() - start) / 1000);
      throw err;
    }
  }

  private observer(cache: Map<Operation, Observer>, operation: Operation, outcome: string): Observer {
    let observer = cache.get(operation);
    if (!observer) cache.set(operation, (observer = this.histogram.labels(operation, outcome)));
    return observer;
  }

  createKey(input: NewKeyInput) {
    return this.time('createKey', performance.now(), this.inner.createKey(input));
  }
  listKeys(now?: Date) {
    return this.time('listKeys', performance.now(), this.inner.listKeys(now));
  }
  deactivateKey(id: string) {
    return this.time('deactivateKey', performance.now(), this.inner.deactivateKey(id));
  }
  findKey(id: string) {
    return this.time('findKey', performance.now(), this.inner.findKey(id));
  }
  authenticate(presentedKey: string) {
    return this.time('authenticate', performance.now(), this.inner.authenticate(presentedKey));
  }
  consume(input: ConsumeInput) {
    return this.time('consume', performance.now(), this.inner.consume(input));
  }
  refund(input: RecordedCharge) {
    return this.time('refund', performance.now(), this.inner.refund(input));
  }
  usage(keyId: string, now?: Date) {
    return this.time('usage', performance.now(), this.inner.usage(keyId, now));
  }
  dailyUsage(keyId: string, days: number, now?: Date) {
    return this.time('dailyUsage', performance.now(), this.inner.dailyUsage(keyId, days, now));
  }
  countKeys() {
    return this.time('countKeys', performance.now(), this.inner.countKeys());
  }
  adminTokenHash() {
    return this.time('adminTokenHash', performance.now(), this.inner.adminTokenHash());
  }
  initAdminTokenHash(hash: string) {
    return this.time('initAdminTokenHash', performance.now(), this.inner.initAdminTokenHash(hash));
  }
  claimIdempotencyKey(keyId: string, key: string, fingerprint: string, now?: Date) {
    return this.time('claimIdempotencyKey', performance.now(), this.inner.claimIdempotencyKey(keyId, key, fingerprint, now));
  }
  saveIdempotentResponse(keyId: string, key: string, response: StoredResponse) {
    return this.time('saveIdempotentResponse', performance.now(), this.inner.saveIdempotentResponse(keyId, key, response));
  }
  releaseIdempotencyKey(keyId: string, key: string) {
    return this.time('releaseIdempotencyKey', performance.now(), this.inner.releaseIdempotencyKey(keyId, key));
  }
  ping() {
    return this.time('ping', performance.now(), this.inner.ping());
  }
  close() {
    return this.time('close', performance.now(), this.inner.close());
  }
}
