/**
 * The developer portal (spec §5, the "key management page"), mounted at /portal: an operator signs
 * in with the admin token, creates keys (each shown once), lists them with their usage, and
 * deactivates them.
 *
 * - Sessions: a cookie (HttpOnly, SameSite=Strict, Path=/portal, Secure over https) holding an
 *   expiry and its HMAC (auth.ts), so any instance verifies it; signing out clears it.
 * - CSRF: every state-changing form carries a token bound to the session (the sign-in form: equal
 *   to a pre-session cookie), and a POST whose Origin or Referer names another host is refused.
 * - Every response: no-store, a CSP allowing only this origin's stylesheet and script, no framing.
 * - A new key is shown once, by POST-redirect-GET: the POST stores it in a cookie sealed for the
 *   session (AES-GCM, one minute), the GET it redirects to shows it and clears the cookie, so a
 *   reload neither creates a second key nor shows the first again. It is never logged.
 */
import { randomBytes } from 'node:crypto';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { isTier, utcDay } from '../access/plans.js';
import type { AccessStore, NewKeyInput } from '../access/store.js';
import type { ErrorLogger } from '../observability/logger.js';
import { PORTAL_CSS, PORTAL_JS } from './assets.js';
import { adminCredential, SESSION_TTL_S, safeEqual, type AdminCredential } from './auth.js';
import type { Html } from './html.js';
import { SignInLimiter } from './limiter.js';
import {
  createdPage,
  keysPage,
  messagePage,
  PORTAL_PATH,
  signInPage,
  type KeyForm,
  type KeyView,
} from './pages.js';

export { PORTAL_PATH };

export interface PortalOptions {
  /** ADMIN_TOKEN; without it the token whose hash the store holds. */
  adminToken?: string;
  logError: ErrorLogger;
}

const SESSION_COOKIE = 'portal_session';
/** The new key, sealed for the session, from its POST to the page showing it. */
const CREATED_COOKIE = 'portal_created';
/** The sign-in form's CSRF token (double submit: the cookie and the form field must be equal). */
const LOGIN_COOKIE = 'portal_login';
const LOGIN_NONCE = /^[A-Za-z0-9_-]{43}$/;
const CHART_DAYS = 30;
const MAX_LIMIT = /^\d{1,9}$/;

const SECURITY_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': [
    "default-src 'none'",
    "style-src 'self'",
    "script-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; '),
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
};

const SIGN_IN = { href: `${PORTAL_PATH}/sign-in`, text: 'Sign in' };
const BACK = { href: `${PORTAL_PATH}/keys`, text: 'Back to the keys' };
const CREATED_PATH = `${PORTAL_PATH}/keys/created`;

/** What the session check puts in res.locals.portal for the pages behind it. */
interface Session {
  /** The CSRF token of this session's forms. */
  csrf: string;
  /** The session cookie's value, and the credential that signed it. */
  value: string;
  credential: AdminCredential;
}

export function portalRouter(store: AccessStore, options: PortalOptions): express.Router {
  const credential = adminCredential(store, options.adminToken);
  const limiter = new SignInLimiter();
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 20 });

  router.use((_req, res, next) => {
    res.set(SECURITY_HEADERS);
    next();
  });
  router.get('/portal.css', (_req, res) => void res.type('text/css').send(PORTAL_CSS));
  router.get('/portal.js', (_req, res) => void res.type('text/javascript').send(PORTAL_JS));

  router.get('/sign-in', async (req, res) => {
    const current = await credential();
    if (current?.validSession(cookie(req, SESSION_COOKIE))) return res.redirect(303, BACK.href);
    const existing = cookie(req, LOGIN_COOKIE);
    const nonce = existing && LOGIN_NONCE.test(existing) ? existing : randomBytes(32).toString('base64url');
    res.cookie(LOGIN_COOKIE, nonce, cookieOptions(req));
    send(res, 200, signInPage(nonce));
  });

  router.post('/sign-in', form, async (req, res) => {
    const nonce = cookie(req, LOGIN_COOKIE);
    if (!nonce || !sameOrigin(req) || !safeEqual(field(req, 'csrf'), nonce)) {
      const message = 'The sign-in form expired or came from another site. Open it again and retry.';
      return send(res, 403, messagePage('Sign-in refused', message, SIGN_IN));
    }
    const address = req.ip ?? '';
    const wait = limiter.retryAfter(address);
    if (wait > 0) {
      res.set('Retry-After', String(wait));
      return send(res, 429, signInPage(nonce, 'Too many failed sign-ins. Try again later.'));
    }
    const current = await credential();
    if (!current?.matches(field(req, 'token'))) {
      limiter.fail(address);
      return send(res, 401, signInPage(nonce, 'Sign-in failed. Check the token and try again.'));
    }
    limiter.succeed(address);
    res.clearCookie(LOGIN_COOKIE, cookieOptions(req));
    res.cookie(SESSION_COOKIE, current.newSession(), { ...cookieOptions(req), maxAge: SESSION_TTL_S * 1000 });
    res.redirect(303, BACK.href);
  });

  // Everything below needs a session; state-changing requests also a CSRF token.
  router.use(async (req, res, next) => {
    const current = await credential();
    const session = cookie(req, SESSION_COOKIE);
    if (current && session && current.validSession(session)) {
      res.locals.portal = { csrf: current.csrfToken(session), value: session, credential: current } satisfies Session;
      return next();
    }
    if (req.method === 'GET' || req.method === 'HEAD') return res.redirect(303, SIGN_IN.href);
    send(res, 401, messagePage('Signed out', 'Your session has ended. Sign in again.', SIGN_IN));
  });
  const checkCsrf: RequestHandler = (req, res, next) => {
    if (sameOrigin(req) && safeEqual(field(req, 'csrf'), session(res).csrf)) return next();
    const message = 'This form expired or came from another site. Reload the page and try again.';
    send(res, 403, messagePage('Request refused', message, BACK, session(res).csrf));
  };

  router.get('/', (_req, res) => res.redirect(303, BACK.href));

  router.get('/keys', async (_req, res) => {
    send(res, 200, keysPage(session(res).csrf, await keyViews(store)));
  });

  router.post('/keys', form, checkCsrf, async (req, res) => {
    const { csrf } = session(res);
    const values: KeyForm = {
      name: field(req, 'name').trim(),
      tier: field(req, 'tier'),
      dailyLimit: field(req, 'daily_limit').trim(),
      creditLimit: field(req, 'credit_limit').trim(),
    };
    const parsed = parseKeyForm(values);
    if (typeof parsed === 'string') {
      return send(res, 400, keysPage(csrf, await keyViews(store), { error: parsed, form: values }));
    }
    const { record, key } = await store.createKey(parsed);
    const { credential, value } = session(res);
    res.cookie(CREATED_COOKIE, credential.seal(JSON.stringify({ id: record.id, key }), value), { ...cookieOptions(req), maxAge: 60_000 });
    res.redirect(303, CREATED_PATH);
  });

  router.get('/keys/created', async (req, res) => {
    const { csrf, credential, value } = session(res);
    const sealed = cookie(req, CREATED_COOKIE);
    res.clearCookie(CREATED_COOKIE, cookieOptions(req));
    const opened = sealed === undefined ? null : credential.unseal(sealed, value);
    const { id, key } = opened ? (JSON.parse(opened) as { id: string; key: string }) : { id: '', key: '' };
    const record = opened ? await store.findKey(id) : null;
    if (!record) {
      const message = 'A new key is shown once, right after it is created, and cannot be shown again. If it was not copied, deactivate it and create another.';
      return send(res, 200, messagePage('Key already shown', message, BACK, csrf));
    }
    send(res, 200, createdPage(csrf, record, key));
  });

  router.post('/keys/:id/deactivate', form, checkCsrf, async (req, res) => {
    if (!(await store.deactivateKey(String(req.params.id)))) {
      return send(res, 404, messagePage('No such key', 'There is no key with this id.', BACK, session(res).csrf));
    }
    res.redirect(303, BACK.href);
  });

  router.post('/sign-out', form, checkCsrf, (req, res) => {
    res.clearCookie(SESSION_COOKIE, cookieOptions(req));
    res.redirect(303, SIGN_IN.href);
  });

  router.use((_req, res) => {
    send(res, 404, messagePage('Not found', 'There is no such page in the portal.', BACK, session(res).csrf));
  });

  // Body-parser errors (e.g. 413 for an oversized form) keep their 4xx status; anything else is a 500.
  router.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (err as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return send(res, status, messagePage('Request refused', 'The form could not be read.', BACK));
    }
    options.logError(err, res);
    send(res, 500, messagePage('Something went wrong', 'The request failed. Try again later.', BACK));
  });
  return router;
}

function session(res: Response): Session {
  return res.locals.portal as Session;
}

function send(res: Response, status: number, page: Html): void {
  res.status(status).type('html').send(page.text);
}

/** The keys, newest first, with today's, this month's and the last 30 days' usage. */
async function keyViews(store: AccessStore, now = new Date()): Promise<KeyView[]> {
  const monthStart = utcDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
  // One bounded query per key covers both the chart and the month (at most 31 days).
  const days = Math.max(CHART_DAYS, now.getUTCDate());
  const keys = await store.listKeys(now);
  const views = await Promise.all(
    keys.map(async (key) => {
      const series = await store.dailyUsage(key.id, days, now);
      const monthRequests = series.filter((d) => d.day >= monthStart).reduce((sum, d) => sum + d.requests, 0);
      return { ...key, monthRequests, chart: series.slice(-CHART_DAYS) };
    }),
  );
  return views.reverse();
}

/** The new key's input, or what is wrong with the form. */
function parseKeyForm(values: KeyForm): NewKeyInput | string {
  if (values.name === '' || values.name.length > 100 || /\p{Cc}/u.test(values.name)) {
    return 'The name must be 1 to 100 characters, without control characters.';
  }
  if (!isTier(values.tier)) return 'Choose a tier.';
  for (const limit of [values.dailyLimit, values.creditLimit]) {
    if (limit !== '' && !MAX_LIMIT.test(limit)) return 'A limit must be empty (the tier\'s) or a whole number up to 999,999,999.';
  }
  const number = (text: string) => (text === '' ? undefined : Number(text));
  return { name: values.name, tier: values.tier, dailyLimit: number(values.dailyLimit), creditLimit: number(values.creditLimit) };
}

/** A form field as a string ('' when absent or repeated). */
function field(req: Request, name: string): string {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

function cookie(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * A request without Origin and Referer passes (the CSRF token and SameSite=Strict still guard it);
 * otherwise the header must name this host. Hosts, not schemes, are compared, so that a proxy
 * terminating TLS in front of plain http does not break the forms.
 */
function sameOrigin(req: Request): boolean {
  const source = req.get('origin') ?? req.get('referer');
  if (source === undefined) return true;
  try {
    return new URL(source).host === req.get('host');
  } catch {
    return false; // "Origin: null" (sandboxed or privacy-redirected requests) and garbage
  }
}

/**
 * Secure when the browser talks https to us or to the TLS-terminating proxy in front of us. A forged
 * X-Forwarded-Proto can only make the client's own cookie https-only.
 */
function cookieOptions(req: Request) {
  const https = req.secure || req.get('x-forwarded-proto')?.split(',')[0].trim() === 'https';
  return { httpOnly: true, sameSite: 'strict', path: PORTAL_PATH, secure: https } as const;
}
