import { vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { authMachine, selectUserData } from '../../machines/auth.machine';
import type {
  LoginInput,
  LoginOutput,
  RefreshSessionInput,
  RenewedSession,
  StoredSession,
} from '../../machines/auth.machine';
import { userDataMachine, type LoadUserDataInput, type UserData } from '../../machines/user-data.machine';
import type { SessionUser, UserProfile } from '../../machines/types';

/*
 * The session (machines/auth.machine.ts) with its user-data child (machines/user-data.machine.ts) provided with a
 * fake `loadUserData`, shared by auth.machine.test.ts and auth-session.machine.test.ts: `start` records the
 * refresh, load and login inputs and spies on the session's effects.
 */

export function sessionUser(n: number): SessionUser {
  return {
    username: 'demo@example.com',
    sessionTokens: { accessToken: `access-${n}`, refreshToken: `refresh-${n}`, expiresIn: 900 },
  };
}

export function profile(passNumbers: string[]): UserProfile {
  return {
    email: 'demo@example.com',
    firstName: 'Demo',
    surname: 'Traveller',
    phone: '0612345678',
    language: 'nl-NL',
    address: { postCode: '1012 AB' },
    passNumbers: passNumbers.map((passNumber) => ({ passNumber, alias: null, dateOfBirth: '01-01-1950' })),
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

export interface Harness {
  stored?: StoredSession | null;
  login?: (input: LoginInput) => Promise<LoginOutput>;
  refresh?: (input: RefreshSessionInput) => Promise<SessionUser>;
  loadUserData?: (input: LoadUserDataInput, signal: AbortSignal) => Promise<Partial<UserData>>;
}

export function start(h: Harness = {}) {
  const refreshInputs: RefreshSessionInput[] = [];
  const loadInputs: LoadUserDataInput[] = [];
  const loginInputs: LoginInput[] = [];
  const spies = {
    persistSession: vi.fn(),
    clearSession: vi.fn(),
    forgetDevice: vi.fn(),
    goToActivation: vi.fn(),
    notifyError: vi.fn(),
    applyAccountLanguage: vi.fn(),
  };
  const userData = userDataMachine.provide({
    actors: {
      loadUserData: fromPromise<Partial<UserData>, LoadUserDataInput>(async ({ input, signal }) => {
        loadInputs.push(input);
        return h.loadUserData ? h.loadUserData(input, signal) : {};
      }),
    },
    actions: { applyAccountLanguage: (_, params) => spies.applyAccountLanguage(params.language) },
  });
  const machine = authMachine.provide({
    actors: {
      loadStoredSession: fromPromise<StoredSession | null>(async () => h.stored ?? null),
      login: fromPromise<LoginOutput, LoginInput>(async ({ input }) => {
        loginInputs.push(input);
        return h.login ? h.login(input) : sessionUser(1);
      }),
      refreshSession: fromPromise<RenewedSession, RefreshSessionInput>(async ({ input }) => {
        refreshInputs.push(input);
        return h.refresh ? h.refresh(input) : sessionUser(2);
      }),
      userData,
    },
    actions: {
      persistSession: (_, params) => spies.persistSession(params),
      clearSession: (_, params) => spies.clearSession(params),
      forgetDevice: () => spies.forgetDevice(),
      goToActivation: (_, params) => spies.goToActivation(params),
      notifyError: (_, params) => spies.notifyError(params.error),
    },
  });
  const actor = createActor(machine);
  actor.start();
  return { actor, spies, refreshInputs, loadInputs, loginInputs };
}

export type Actor = ReturnType<typeof start>['actor'];

/** The session's user-data child (fails when signed out). */
export function userDataOf(actor: Actor) {
  const child = selectUserData(actor.getSnapshot());
  if (!child) throw new Error('no user-data actor: not signed in');
  return child;
}

/** Waits until the session's user data has finished loading. */
export async function userDataSettled(actor: Actor) {
  await waitFor(userDataOf(actor), (s) => s.matches('idle'));
}

/** Logs the demo traveller in through the login form and waits until the session is signed in. */
export async function signIn(actor: Actor) {
  await waitFor(actor, (s) => s.matches({ signedOut: 'idle' }));
  actor.send({ type: 'login.submit', email: 'demo@example.com', password: 'Welkom-2026!' });
  await waitFor(actor, (s) => s.matches('signedIn'));
}
