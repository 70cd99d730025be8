/** Exhaustiveness check for switches over closed unions: a new member fails to compile here. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${String(value)}`);
}
