/**
 * Failed sign-ins per client address, in this process's memory (each instance counts its own):
 * after MAX_FAILURES within WINDOW_MS an address is refused until its window ends. The admin token
 * has 256 bits, so this only keeps guessing noisy and slow; a success clears the address.
 */
const MAX_FAILURES = 10;
const WINDOW_MS = 15 * 60_000;
/** Addresses remembered at most; beyond it the oldest are forgotten, so memory stays bounded. */
const MAX_ADDRESSES = 10_000;

export class SignInLimiter {
  private readonly failures = new Map<string, { count: number; until: number }>();

  /** Seconds until the address may try again, or 0 when it may now. */
  retryAfter(address: string, now = Date.now()): number {
    const entry = this.failures.get(address);
    if (!entry || entry.until <= now) return 0;
    return entry.count >= MAX_FAILURES ? Math.ceil((entry.until - now) / 1000) : 0;
  }

  fail(address: string, now = Date.now()): void {
    const entry = this.failures.get(address);
    if (entry && entry.until > now) {
      entry.count++;
      return;
    }
    this.failures.delete(address);
    if (this.failures.size >= MAX_ADDRESSES) this.failures.delete(this.failures.keys().next().value!);
    this.failures.set(address, { count: 1, until: now + WINDOW_MS });
  }

  succeed(address: string): void {
    this.failures.delete(address);
  }
}
