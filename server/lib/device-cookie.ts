import { createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { generateSignedCookie, getSignedCookie } from 'hono/cookie';
import type { Db } from '../db';
import type { AppEnv } from './context';

/*
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser that logged in
 * successfully as a traveller gets a signed cookie naming that account, a random device id and its issue time.
 * Failed logins are counted per device for such a browser, and per e-mail for every other ("unknown") client, so a
 * stranger who knows only the e-mail locks out the unknown clients, never the traveller's own browser. Each account
 * has a cookie of its own name, so a browser used for two accounts keeps both protected; a cookie is honoured for
 * {@link DEVICE_COOKIE_MAX_AGE_S} after its issue (by the server clock, whatever the browser keeps), and each
 * successful login issues it anew.
 */

/** Prefix of the cookie names (`rt_device_<16 hex>`, see {@link cookieNameOf}). Sent only to `Path=/api`. */
const DEVICE_COOKIE_PREFIX = 'rt_device_';
/** Lifetime of a device cookie, seconds (180 days from its issue; every successful login renews it). */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
const SECRET_KEY = 'deviceCookieSecret';

/**
 * The HMAC key of device cookies: env `DEVICE_COOKIE_SECRET` when set, else a random 32-byte key kept in the
 * database's `meta` table (created on first use; survives a restart, and `/dev/reset` starts a new one).
 */
function secretOf(db: Db): string {
  const fromEnv = process.env.DEVICE_COOKIE_SECRET;
  if (fromEnv) return fromEnv;
  const row = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?').get(SECRET_KEY);
  if (row) return row.value;
  const value = randomBytes(32).toString('base64url');
  db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(SECRET_KEY, value);
  return db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?').get(SECRET_KEY)!
    .value;
}

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * The cookie name of `email`'s device cookie: the prefix and 16 hex digits of an HMAC of the e-mail (keyed by the
 * device-cookie secret, so the name tells nobody which account it is for).
 */
function cookieNameOf(secret: string, email: string): string {
  const tag = createHmac('sha256', secret)
    .update(`device-cookie-name:${normalise(email)}`)
    .digest('hex');
  return `${DEVICE_COOKIE_PREFIX}${tag.slice(0, 16)}`;
}

/**
 * The device id of the request's device cookie for `email` when it is validly signed, names `email`
 * (case-insensitive) and was issued less than {@link DEVICE_COOKIE_MAX_AGE_S} before `now` (epoch ms, the server
 * clock); null otherwise (no cookie, forged, another account's, or expired): the client is unknown for this e-mail.
 */
export async function trustedDevice(
  c: Context<AppEnv>,
  db: Db,
  email: string,
  now: number,
): Promise<string | null> {
  const secret = secretOf(db);
  const value = await getSignedCookie(c, secret, cookieNameOf(secret, email));
  if (!value) return null;
  const [account, id, issued] = value.split('.');
  if (!account || !id || !issued) return null;
  if (Buffer.from(account, 'base64url').toString('utf8') !== normalise(email)) return null;
  const issuedAt = Number.parseInt(issued, 36);
  if (!Number.isFinite(issuedAt) || issuedAt > now || now - issuedAt >= DEVICE_COOKIE_MAX_AGE_S * 1000)
    return null;
  return id;
}

/**
 * The `Set-Cookie` value of `email`'s device cookie, sent with each successful login: named per account
 * ({@link cookieNameOf}), value `<account base64url>.<device id>.<issue time, epoch ms base 36>`, HMAC-SHA256
 * signed (hono/cookie), HttpOnly, SameSite=Strict, Path=/api, Max-Age 180 days; Secure in production. Keeps the
 * device id of a cookie this browser already holds for the account (its failure count stays its own) with a new
 * issue time `now` (epoch ms); a new browser gets a random 16-byte id.
 */
export function deviceCookieHeader(
  db: Db,
  email: string,
  production: boolean,
  device: string | null,
  now: number,
): Promise<string> {
  const secret = secretOf(db);
  const id = device ?? randomBytes(16).toString('base64url');
  const value = `${Buffer.from(normalise(email), 'utf8').toString('base64url')}.${id}.${now.toString(36)}`;
  return generateSignedCookie(cookieNameOf(secret, email), value, secret, {
    path: '/api',
    httpOnly: true,
    sameSite: 'Strict',
    secure: production,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}
