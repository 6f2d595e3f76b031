// Shared fixtures for the account machine tests: §8-shaped API errors, a password policy and the policy child, a
// profile, a deferred.
import { fromPromise, waitFor, type AnyActorRef, type ActorRefFrom } from 'xstate';
import { passwordPolicyMachine } from '../../machines/account/password-policy.machine';
import type { PasswordPolicy } from '../../machines/account/rules';
import type { UserProfile } from '../../machines/types';

const LABELS: Record<number, string> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
};

/** An error shaped like src/api/errors.ts ApiError (what real actors reject with). */
export function accountError(status: number, code?: string, message = ''): Error {
  return Object.assign(new Error(message || 'failed'), {
    message,
    label: LABELS[status] ?? 'internalServerError',
    severity: status >= 400 && status < 500 ? 'warning' : 'danger',
    status,
    ...(code ? { code } : {}),
  });
}

export const POLICY: PasswordPolicy = {
  minimumLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireNumbers: true,
  requireSymbols: true,
  maximumConsecutiveCharacters: 3,
};

/** The password-policy child with a fake GET /api/auth/auth/getpasswordpolicy (by default it sends {@link POLICY}). */
export function policyChart(load: () => Promise<PasswordPolicy> = async () => POLICY) {
  return passwordPolicyMachine.provide({ actors: { loadPasswordPolicy: fromPromise(load) } });
}

/**
 * Waits until the `passwordPolicy` child of `parent` (a password form) is in `state`: `loaded` (its report is then
 * stored in the parent's context) or `failed`.
 */
export async function policySettled(parent: AnyActorRef, state: 'loaded' | 'failed'): Promise<void> {
  const child = parent.getSnapshot().children.passwordPolicy as ActorRefFrom<typeof passwordPolicyMachine>;
  await waitFor(child, (s) => s.matches(state));
}

export function userProfile(
  passNumbers: Array<{ passNumber: string; alias?: string | null; dateOfBirth?: string }> = [],
): UserProfile {
  return {
    email: 'demo@example.com',
    firstName: 'Demo',
    surname: 'Reiziger',
    phone: '0612345678',
    language: 'nl-NL',
    address: { postCode: '1013 AE' },
    passNumbers: passNumbers.map((p) => ({
      passNumber: p.passNumber,
      alias: p.alias ?? null,
      dateOfBirth: p.dateOfBirth ?? '15-03-1984',
    })),
    hasMonthlyBilling: false,
  };
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
