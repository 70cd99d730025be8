/**
 * The one base of every error the calculation core raises on purpose: an input the rules or the
 * tables cannot serve (a date outside a table, an impossible lunar date, a target before birth).
 * Each carries a stable machine `code`; the HTTP and GraphQL layers map codes to statuses and
 * texts in one place each, so the core knows nothing of either.
 */
export class DomainError extends Error {
  constructor(
    /** Stable machine code, e.g. OUT_OF_RANGE, INVALID_LUNAR_DATE. */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
