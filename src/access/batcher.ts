/**
 * Gathers the calls that arrive while earlier batches are under way into one batch: the PostgreSQL
 * store's group commit of charges and its key look-ups. A round trip to the database costs the
 * process far more CPU than the statement costs the server (on the 2-core bench machine, each
 * query's socket write and read alone took ≈ 0.6 ms of a worker's CPU), so one per batch rather
 * than one per request is what lets an instance on PostgreSQL serve about as fast as on SQLite.
 */
export class Batcher<T> {
  /** Calls waiting for the next batch. */
  private pending: T[] = [];
  /** The loops sending batches, one batch at a time each, while calls keep arriving. */
  private readonly running = new Set<Promise<void>>();

  /**
   * `send` runs one batch and settles every call of it (it must not reject); at most `inFlight`
   * batches are under way at a time, so the next one gathers the calls that arrive meanwhile.
   */
  constructor(
    private readonly send: (batch: T[]) => Promise<void>,
    private readonly inFlight: number,
  ) {}

  add(call: T): void {
    this.pending.push(call);
    this.start();
  }

  /** Resolves once every batch under way, and every call added meanwhile, has been sent. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  private start(): void {
    if (this.running.size >= this.inFlight) return;
    const running: Promise<void> = this.loop().finally(() => {
      this.running.delete(running);
      // Calls that arrived after this loop's last look at the queue.
      if (this.pending.length > 0) this.start();
    });
    this.running.add(running);
  }

  private async loop(): Promise<void> {
    // A batch waits for the end of this turn of the event loop, to gather its calls.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.length > 0) {
      const batch = this.pending;
      this.pending = [];
      await this.send(batch);
    }
  }
}
