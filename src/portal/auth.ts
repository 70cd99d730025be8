/**
 * The portal's credentials: the admin token, the session cookie and the CSRF tokens.
 *
 * The admin token is ADMIN_TOKEN when set (hashed in memory and never stored, so every instance
 * needs the same value), else a random token generated on first start, of which only the SHA-256
 * is stored in the access store, where every instance sharing the store reads it. Sessions and CSRF
 * tokens are HMACs under a key derived from that hash: any instance verifies them without server
 * memory, and a new admin token ends every session.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hashSecret, verifyKey } from '../access/keys.js';
import type { AccessStore } from '../access/store.js';

/** A session lasts 12 hours from sign-in. */
export const SESSION_TTL_S = 12 * 60 * 60;
/** ADMIN_TOKEN is hashed with SHA-256 and keys the session HMACs, so it must not be guessable. */
export const MIN_ADMIN_TOKEN_LENGTH = 32;

/** Groups: the payload (expiry and nonce), the expiry, the MAC. */
const SESSION_PATTERN = /^((\d{1,12})\.[A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** A random token of 256 bits: `adm_` and 43 base64url characters. */
export function generateAdminToken(): string {
  return `adm_${randomBytes(32).toString('base64url')}`;
}

/**
 * First start: stores a new token's hash unless a hash is stored already. Returns the token when
 * this call stored it (the caller prints it once), else null; when instances start together,
 * exactly one of them gets the token.
 */
export async function createAdminToken(store: AccessStore): Promise<string | null> {
  if (await store.adminTokenHash()) return null;
  const token = generateAdminToken();
  const hash = hashSecret(token);
  return (await store.initAdminTokenHash(hash)) === hash ? token : null;
}

/** Equal strings, compared in constant time (the lengths of MACs and tokens are not secret). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The admin token's hash and what is derived from it: the check of a token, sessions, CSRF tokens. */
export class AdminCredential {
  private readonly key: Buffer;

  constructor(private readonly tokenHash: string) {
    this.key = createHmac('sha256', Buffer.from(tokenHash, 'hex')).update('portal session key').digest();
  }

  matches(token: string): boolean {
    return verifyKey(token, this.tokenHash);
  }

  /**
   * A session cookie value: `<expiry in Unix seconds>.<nonce>.<HMAC of both>`. The nonce makes
   * every session, and so its CSRF token, distinct.
   */
  newSession(now = Date.now()): string {
    const payload = `${Math.floor(now / 1000) + SESSION_TTL_S}.${randomBytes(16).toString('base64url')}`;
    return `${payload}.${this.mac(`session:${payload}`)}`;
  }

  validSession(value: string | undefined, now = Date.now()): boolean {
    const match = value === undefined ? null : SESSION_PATTERN.exec(value);
    if (!match || Number(match[2]) * 1000 <= now) return false;
    return safeEqual(match[3], this.mac(`session:${match[1]}`));
  }

  /** The CSRF token of the forms of a session: bound to it, so it is useless with another one. */
  csrfToken(session: string): string {
    return this.mac(`csrf:${session}`);
  }

  /**
   * `value` encrypted and authenticated (AES-256-GCM) for one session: the new key carried from
   * its POST to the page it redirects to (POST-redirect-GET), unreadable to anyone else.
   */
  seal(value: string, session: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey(session), iv);
    const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** What seal sealed for this session, or null (another session, altered, garbage). */
  unseal(sealed: string, session: string): string | null {
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length < 29) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.sealKey(session), raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  private sealKey(session: string): Buffer {
    return createHmac('sha256', this.key).update(`seal:${session}`).digest();
  }

  private mac(message: string): string {
    return createHmac('sha256', this.key).update(message).digest('base64url');
  }
}

/**
 * The credential in force: ADMIN_TOKEN's when given, else the stored one (read on every call, so
 * every instance follows a change), or null when there is neither.
 */
export function adminCredential(store: AccessStore, adminToken?: string): () => Promise<AdminCredential | null> {
  if (adminToken !== undefined) {
    if (adminToken.length < MIN_ADMIN_TOKEN_LENGTH) {
      throw new Error(`ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters (e.g. \`openssl rand -base64 32\`)`);
    }
    const fixed = new AdminCredential(hashSecret(adminToken));
    return () => Promise.resolve(fixed);
  }
  return async () => {
    const hash = await store.adminTokenHash();
    return hash ? new AdminCredential(hash) : null;
  };
}
