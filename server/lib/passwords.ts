import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { components as A } from '../../openapi/generated/account';

const KEY_LENGTH = 32;
const SCRYPT_COST = { N: 16384, r: 8, p: 1 } as const;

/** node's async scrypt (libuv's thread pool, never the event loop); callers queue it (server/lib/hash-queue.ts). */
function scryptAsync(
  password: string,
  salt: Buffer,
  length: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/**
 * Hashes a password with scrypt (N 16384, r 8, p 1, 32 bytes) and a random 16-byte salt, off the event loop.
 * Unqueued: request handlers run it through the app's HashQueue (server/lib/hash-queue.ts).
 * @returns `scrypt$<salt base64>$<hash base64>`; never log it.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password.normalize('NFC'), salt, KEY_LENGTH, SCRYPT_COST);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/**
 * Constant-time check of `password` against a {@link hashPassword} result (also the hashes stored before it ran
 * asynchronously: same format and cost), off the event loop; false for a malformed hash.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scryptAsync(
    password.normalize('NFC'),
    Buffer.from(saltB64, 'base64'),
    expected.length,
    SCRYPT_COST,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * product §3 password policy as stored in the database and sent by `GET /api/auth/auth/getpasswordpolicy`
 * (openapi/account.yaml). `maximumConsecutiveCharacters` is the longest allowed run of one identical character.
 */
export type PasswordPolicy = A['schemas']['PasswordPolicy'];

/**
 * Checks a password against the policy (product §5).
 * @returns the broken rules in English (empty when the password is acceptable).
 */
export function passwordProblems(password: string, policy: PasswordPolicy): string[] {
  const problems: string[] = [];
  if ([...password].length < policy.minimumLength)
    problems.push(`at least ${policy.minimumLength} characters`);
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) problems.push('a lowercase letter');
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) problems.push('an uppercase letter');
  if (policy.requireNumbers && !/[0-9]/.test(password)) problems.push('a number');
  if (policy.requireSymbols && !/[^\p{L}\p{N}\s]/u.test(password)) problems.push('a symbol');
  let run = 1;
  const chars = [...password];
  for (let i = 1; i < chars.length; i += 1) {
    run = chars[i] === chars[i - 1] ? run + 1 : 1;
    if (run > policy.maximumConsecutiveCharacters) {
      problems.push(`no more than ${policy.maximumConsecutiveCharacters} identical characters in a row`);
      break;
    }
  }
  return problems;
}
