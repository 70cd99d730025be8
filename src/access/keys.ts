/**
 * API keys: `sk_<id>_<secret>`. The id is public (it names the key in lists and lets the store
 * find the row); the secret is 32 random bytes. Only a hash of the whole key is stored.
 */
import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567'; // base32: no '_', so the key splits unambiguously
const ID_LENGTH = 12; // 60 bits: collisions between keys are negligible
const KEY_PATTERN = /^sk_([a-z2-7]{12})_([A-Za-z0-9_-]{43})$/;

export interface NewKey {
  id: string;
  /** The plaintext key, shown to its owner once. */
  key: string;
}

export function generateKey(): NewKey {
  // 32 is a divisor of 256, so `byte % 32` picks every letter with the same probability.
  const id = Array.from(randomBytes(ID_LENGTH), (byte) => ID_ALPHABET[byte % 32]).join('');
  return { id, key: `sk_${id}_${randomBytes(32).toString('base64url')}` };
}

/** The id of a well-formed key, or null. */
export function parseKey(presented: string): { id: string } | null {
  const match = KEY_PATTERN.exec(presented);
  return match ? { id: match[1] } : null;
}

/**
 * SHA-256 (hex) of the whole key. A fast hash is enough: the secret has 256 bits of entropy, so
 * there is nothing to brute-force, unlike with passwords, which need a slow hash.
 */
export function hashSecret(key: string): string {
  return hash('sha256', key, 'hex');
}

/** Whether the presented key (or other 256-bit secret) matches the stored hash, compared in constant time. */
export function verifyKey(presented: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = hash('sha256', presented, 'buffer');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
