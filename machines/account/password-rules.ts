/**
 * The server's password policy as a live checklist (product §3 Password policy, §5 "live checklist", §9 minimum at
 * least 8): which rules a password meets, and the floor used while the policy is unknown. Pure functions only.
 */
import type { components } from '../../openapi/generated/account';

/** product §9 "Password minimum at least 8": the floor used when the server's policy cannot be read. */
const PASSWORD_MIN_LENGTH = 8;
/** product §3 password policy, as GET /api/auth/auth/getpasswordpolicy returns it in `Data`. */
export type PasswordPolicy = components['schemas']['PasswordPolicy'];

/**
 * Used while the policy loads or when it cannot be read: only the §9 minimum length is known for sure (the
 * server still enforces its full policy and answers 400 `PasswordPolicy`).
 */
export const FALLBACK_PASSWORD_POLICY: PasswordPolicy = {
  minimumLength: PASSWORD_MIN_LENGTH,
  requireLowercase: false,
  requireUppercase: false,
  requireNumbers: false,
  requireSymbols: false,
  maximumConsecutiveCharacters: Number.MAX_SAFE_INTEGER,
};

/** One line of the live password checklist (product §5). */
export type PasswordRuleId =
  'minimumLength' | 'lowercase' | 'uppercase' | 'number' | 'symbol' | 'maximumConsecutive';

/** A checked password rule: `value` is the policy number the message needs (length, run). */
export interface PasswordRuleCheck {
  id: PasswordRuleId;
  met: boolean;
  value?: number;
}

/** Longest run of one identical character (code points, as the server counts). "aaab" → 3; "" → 0. */
export function longestRun(password: string): number {
  const chars = [...password];
  let longest = chars.length > 0 ? 1 : 0;
  let run = 1;
  for (let i = 1; i < chars.length; i += 1) {
    run = chars[i] === chars[i - 1] ? run + 1 : 1;
    if (run > longest) longest = run;
  }
  return longest;
}

/**
 * The rules `policy` switches on, each checked against `password`, in checklist order: length, lowercase,
 * uppercase, number, symbol, maximum run of identical characters. Same character classes as the server:
 * lowercase/uppercase letters of any script, ASCII digits, a symbol = anything but a letter, digit or space.
 * The run rule is listed only when the policy limits runs (not for the fallback).
 */
export function checkPasswordRules(password: string, policy: PasswordPolicy): PasswordRuleCheck[] {
  const checks: PasswordRuleCheck[] = [
    { id: 'minimumLength', met: [...password].length >= policy.minimumLength, value: policy.minimumLength },
  ];
  if (policy.requireLowercase) checks.push({ id: 'lowercase', met: /\p{Ll}/u.test(password) });
  if (policy.requireUppercase) checks.push({ id: 'uppercase', met: /\p{Lu}/u.test(password) });
  if (policy.requireNumbers) checks.push({ id: 'number', met: /[0-9]/.test(password) });
  if (policy.requireSymbols) checks.push({ id: 'symbol', met: /[^\p{L}\p{N}\s]/u.test(password) });
  if (policy.maximumConsecutiveCharacters < FALLBACK_PASSWORD_POLICY.maximumConsecutiveCharacters) {
    checks.push({
      id: 'maximumConsecutive',
      met: password !== '' && longestRun(password) <= policy.maximumConsecutiveCharacters,
      value: policy.maximumConsecutiveCharacters,
    });
  }
  return checks;
}

/** True when `password` satisfies every rule of `policy` (product §5). */
export function meetsPasswordPolicy(password: string, policy: PasswordPolicy): boolean {
  return checkPasswordRules(password, policy).every((rule) => rule.met);
}
