import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { generateSignedCookie, getSignedCookie } from 'hono/cookie';
import type { Db } from '../db';
import type { AppEnv } from './context';

/*
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser that logged in
 * successfully as a traveller gets a signed cookie naming that account and a random device id. Failed logins
 * are counted per device for such a browser, and per e-mail for every other ("unknown") client, so a stranger who
 * knows only the e-mail locks out the unknown clients, never the traveller's own browser.
 */

/** Cookie name. Sent only to the Account API (`Path=/api`). */
const DEVICE_COOKIE = 'rt_device';
/** Lifetime of a device cookie, seconds (one year; every successful login issues a fresh one). */
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
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
 * The device id of the request's device cookie when it is validly signed and names `email` (case-insensitive);
 * null otherwise (no cookie, forged, or another account's): the client is unknown for this e-mail.
 */
export async function trustedDevice(c: Context<AppEnv>, db: Db, email: string): Promise<string | null> {
  const value = await getSignedCookie(c, secretOf(db), DEVICE_COOKIE);
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const account = Buffer.from(value.slice(0, dot), 'base64url').toString('utf8');
  return account === normalise(email) ? value.slice(dot + 1) : null;
}

/**
 * The `Set-Cookie` value of the device cookie for `email`, sent with a successful login: `<account
 * base64url>.<device id>`, HMAC-SHA256 signed (hono/cookie), HttpOnly, SameSite=Strict, Path=/api, one year;
 * Secure in production. Keeps the device id of a cookie this browser already holds for the account (its failure
 * count stays its own); a new browser gets a random 16-byte id.
 */
export function deviceCookieHeader(
  db: Db,
  email: string,
  production: boolean,
  device: string | null,
): Promise<string> {
  const id = device ?? randomBytes(16).toString('base64url');
  const value = `${Buffer.from(normalise(email), 'utf8').toString('base64url')}.${id}`;
  return generateSignedCookie(DEVICE_COOKIE, value, secretOf(db), {
    path: '/api',
    httpOnly: true,
    sameSite: 'Strict',
    secure: production,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}
