import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { components as A } from '../../openapi/generated/account';

const KEY_LENGTH = 32;
const SCRYPT_COST = { N: 16384, r: 8, p: 1 } as const;

/**
 * Hashes a password with scrypt and a random 16-byte salt.
 * @returns `scrypt$<salt base64>$<hash base64>`; never log it.
 */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, SCRYPT_COST);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** Constant-time check of `password` against a {@link hashPassword} result; false for a malformed hash. */
export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = scryptSync(
    password.normalize('NFC'),
    Buffer.from(saltB64, 'base64'),
    expected.length,
    SCRYPT_COST,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * SPEC §3 password policy as stored in the database and sent by `GET /api/auth/auth/getpasswordpolicy`
 * (openapi/account.yaml). `maximumConsecutiveCharacters` is the longest allowed run of one identical character.
 */
export type PasswordPolicy = A['schemas']['PasswordPolicy'];

/**
 * Checks a password against the policy (SPEC §5).
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
