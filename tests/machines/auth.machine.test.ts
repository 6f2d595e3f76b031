import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  authMachine,
  selectAccessToken,
  selectIsRefreshing,
  selectLoginFieldErrors,
  selectIsSignedIn,
  selectPassNumber,
  selectUserData,
} from '../../machines/auth.machine';
import type {
  LoginInput,
  LoginOutput,
  RefreshSessionInput,
  RenewedSession,
  StoredSession,
} from '../../machines/auth.machine';
import { validateLoginForm } from '../../machines/lib/login-rules';
import {
  selectNextTrip,
  selectRecentLocations,
  userDataMachine,
  type LoadUserDataInput,
  type UserData,
} from '../../machines/user-data.machine';
import type { SessionUser, UserProfile } from '../../machines/types';
import { STATION, apiError, trip } from './fixtures';

// The session (machines/auth.machine.ts) with its user-data child (machines/user-data.machine.ts) provided with a
// fake `loadUserData`: what the session does itself, and how the two work together. The user-data rules on their
// own: tests/machines/user-data.machine.test.ts.

function sessionUser(n: number): SessionUser {
  return {
    username: 'demo@example.com',
    sessionTokens: { accessToken: `access-${n}`, refreshToken: `refresh-${n}`, expiresIn: 900 },
  };
}

function profile(passNumbers: string[]): UserProfile {
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

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Harness {
  stored?: StoredSession | null;
  login?: (input: LoginInput) => Promise<LoginOutput>;
  refresh?: (input: RefreshSessionInput) => Promise<SessionUser>;
  loadUserData?: (input: LoadUserDataInput, signal: AbortSignal) => Promise<Partial<UserData>>;
}

function start(h: Harness = {}) {
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

type Actor = ReturnType<typeof start>['actor'];

/** The session's user-data child (fails when signed out). */
function userDataOf(actor: Actor) {
  const child = selectUserData(actor.getSnapshot());
  if (!child) throw new Error('no user-data actor: not signed in');
  return child;
}

/** Waits until the session's user data has finished loading. */
async function userDataSettled(actor: Actor) {
  await waitFor(userDataOf(actor), (s) => s.matches('idle'));
}

async function signIn(actor: Actor) {
  await waitFor(actor, (s) => s.matches({ signedOut: 'idle' }));
  actor.send({ type: 'login.submit', email: 'demo@example.com', password: 'Welkom-2026!' });
  await waitFor(actor, (s) => s.matches('signedIn'));
}

describe('auth machine: restoring and login (product §4.4 Login, §8)', () => {
  it('without a stored session it ends signed out', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('restoring');
    await waitFor(actor, (s) => s.matches({ signedOut: 'idle' }));
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
  });

  it('restores a stored session with its pass number, and loads the user data for it', async () => {
    const { actor, loadInputs } = start({
      stored: { username: 'demo@example.com', accessToken: 'a', refreshToken: 'r', passNumber: '1111' },
    });
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    expect(actor.getSnapshot().context).toMatchObject({
      accessToken: 'a',
      refreshToken: 'r',
      passNumber: '1111',
    });
    expect(loadInputs[0]).toEqual({
      parts: ['profile', 'budget', 'nextTrip', 'recentLocations', 'region'],
      passNumber: '1111',
    });
  });

  it('login success stores and persists the tokens and signs in', async () => {
    const { actor, spies, loginInputs } = start();
    await signIn(actor);
    expect(loginInputs).toEqual([{ email: 'demo@example.com', password: 'Welkom-2026!' }]);
    expect(actor.getSnapshot().context).toMatchObject({
      username: 'demo@example.com',
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      expiresIn: 900,
    });
    expect(spies.persistSession).toHaveBeenCalledWith({
      username: 'demo@example.com',
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      passNumber: null,
      passNumberPromptGiven: false,
    });
    // the password never lands in context
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('Welkom-2026!');
  });

  it('invalid credentials show login.invalidForm and stay signed out', async () => {
    const { actor, spies } = start({
      login: async () => {
        throw apiError(401, 'InvalidCredentials', 'Wrong');
      },
    });
    await waitFor(actor, (s) => s.matches({ signedOut: 'idle' }));
    actor.send({ type: 'login.submit', email: 'demo@example.com', password: 'nope' });
    expect(actor.getSnapshot().matches({ signedOut: 'submitting' })).toBe(true);
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ key: 'login.invalidForm', message: '', status: 401 });
    expect(spies.persistSession).not.toHaveBeenCalled();
    expect(spies.notifyError).not.toHaveBeenCalled();
  });

  it('UserNotConfirmed navigates to activation with the email', async () => {
    const { actor, spies } = start({
      login: async () => {
        throw apiError(403, 'UserNotConfirmed', 'Not activated');
      },
    });
    await waitFor(actor, (s) => s.matches({ signedOut: 'idle' }));
    actor.send({ type: 'login.submit', email: ' new@example.com ', password: 'secret' });
    await waitFor(actor, (s) => s.matches({ signedOut: 'idle' }));
    expect(spies.goToActivation).toHaveBeenCalledExactlyOnceWith({ email: 'new@example.com' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('other failures show the server message and a toast', async () => {
    const { actor, spies } = start({
      login: async () => {
        throw apiError(500, undefined, 'Down for maintenance');
      },
    });
    await waitFor(actor, (s) => s.matches({ signedOut: 'idle' }));
    actor.send({ type: 'login.submit', email: 'demo@example.com', password: 'x' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({
      key: 'error.unexpected',
      message: 'Down for maintenance',
      status: 500,
    });
    expect(spies.notifyError).toHaveBeenCalledTimes(1);
  });

  it('requires email and password before calling login (product §5)', async () => {
    const { actor, loginInputs } = start();
    await waitFor(actor, (s) => s.matches({ signedOut: 'idle' }));
    actor.send({ type: 'login.submit', email: ' ', password: '' });
    expect(selectLoginFieldErrors(actor.getSnapshot())).toEqual({
      email: 'login.usernameRequired',
      password: 'login.passwordRequired',
    });
    expect(actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    expect(loginInputs).toHaveLength(0);
    expect(validateLoginForm('a@b.nl', 'x')).toEqual({});
  });
});

describe('auth machine: refresh once on 401 (product §4)', () => {
  it('five concurrent token.rejected cause exactly one refreshSession call', async () => {
    const refresh = deferred<SessionUser>();
    const { actor, refreshInputs, spies } = start({ refresh: () => refresh.promise });
    await signIn(actor);
    for (let i = 0; i < 5; i += 1) actor.send({ type: 'token.rejected', accessToken: 'access-1' });
    expect(selectIsRefreshing(actor.getSnapshot())).toBe(true);
    await Promise.resolve();
    expect(refreshInputs).toEqual([{ refreshToken: 'refresh-1', username: 'demo@example.com' }]);

    // the callers wait as the API middleware does, then retry with the new token
    const waiting = Array.from({ length: 5 }, () =>
      waitFor(actor, (s) => !s.matches({ signedIn: 'refreshing' })).then(selectAccessToken),
    );
    refresh.resolve(sessionUser(2));
    expect(await Promise.all(waiting)).toEqual(Array(5).fill('access-2'));
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(refreshInputs).toHaveLength(1);
    expect(spies.persistSession).toHaveBeenLastCalledWith(
      expect.objectContaining({ accessToken: 'access-2', refreshToken: 'refresh-2' }),
    );
  });

  it('a late 401 for the old token does not refresh again', async () => {
    const { actor, refreshInputs } = start();
    await signIn(actor);
    actor.send({ type: 'token.rejected', accessToken: 'access-1' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    actor.send({ type: 'token.rejected', accessToken: 'access-1' });
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(refreshInputs).toHaveLength(1);
  });

  it('refresh failure signs out with all state cleared', async () => {
    const { actor, spies } = start({
      refresh: async () => {
        throw apiError(401, 'InvalidRefreshToken');
      },
      loadUserData: async () => ({
        profile: profile(['1111']),
        budget: { passNumber: '1111', remaining: 80, until: '2026-12-31' },
      }),
    });
    await signIn(actor);
    await waitFor(actor, (s) => s.context.passNumber === '1111');
    actor.send({ type: 'token.rejected' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({
      accessToken: null,
      refreshToken: null,
      username: null,
      passNumber: null,
    });
    // The user data went with the session: no child, and its selectors answer their empty values.
    expect(selectUserData(actor.getSnapshot())).toBeUndefined();
    expect(selectRecentLocations(selectUserData(actor.getSnapshot())?.getSnapshot())).toEqual([]);
    expect(spies.clearSession).toHaveBeenCalledTimes(1);
    // An expired session keeps the device's remembered pass number (only logout forgets it).
    expect(spies.forgetDevice).not.toHaveBeenCalled();
    expect(selectAccessToken(actor.getSnapshot())).toBeNull();
  });

  it('adopts tokens refreshed elsewhere', async () => {
    const { actor } = start();
    await signIn(actor);
    actor.send({ type: 'session.refreshed', accessToken: 'tab-a', refreshToken: 'tab-r' });
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: 'tab-a', refreshToken: 'tab-r' });
  });

  it('another tab ending the session signs out without touching storage', async () => {
    const { actor, spies } = start();
    await signIn(actor);
    actor.send({ type: 'session.ended' });
    expect(actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.accessToken).toBeNull();
    expect(spies.clearSession).not.toHaveBeenCalled();
    expect(spies.forgetDevice).not.toHaveBeenCalled();
  });

  it('a session.refreshed while waiting for the refresh ends the wait with the adopted tokens', async () => {
    const refresh = deferred<SessionUser>();
    const { actor, refreshInputs } = start({ refresh: () => refresh.promise });
    await signIn(actor);
    actor.send({ type: 'token.rejected' });
    expect(actor.getSnapshot().matches({ signedIn: 'refreshing' })).toBe(true);
    actor.send({ type: 'session.refreshed', accessToken: 'tab-a', refreshToken: 'tab-r' });
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: 'tab-a', refreshToken: 'tab-r' });
    expect(refreshInputs).toHaveLength(1);
  });

  it('a refresh does not abort user data that is still loading', async () => {
    const data = deferred<Partial<UserData>>();
    let aborted = false;
    const { actor } = start({
      loadUserData: (_input, signal) => {
        signal.addEventListener('abort', () => (aborted = true));
        return data.promise;
      },
    });
    await signIn(actor);
    const child = userDataOf(actor);
    actor.send({ type: 'token.rejected' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    expect(aborted).toBe(false);
    expect(userDataOf(actor)).toBe(child);
    data.resolve({ recentLocations: [STATION] });
    await userDataSettled(actor);
    expect(selectRecentLocations(userDataOf(actor).getSnapshot())).toEqual([STATION]);
  });
});

describe('auth machine: logout (product §4.10 "Logout clears all state")', () => {
  it('clears tokens, pass number, user data and the stored session', async () => {
    const { actor, spies } = start({
      loadUserData: async () => ({ profile: profile(['1111']), nextTrip: trip() }),
    });
    await signIn(actor);
    await waitFor(actor, (s) => s.context.passNumber === '1111');
    expect(selectNextTrip(userDataOf(actor).getSnapshot())).toEqual(trip());
    actor.send({ type: 'logout' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(snapshot.context).toMatchObject({
      username: null,
      accessToken: null,
      refreshToken: null,
      passNumber: null,
      rememberedPassNumber: null,
    });
    // The user-data child (profile, next trip, pass-number dialog state) is stopped with the session.
    expect(selectUserData(snapshot)).toBeUndefined();
    expect(selectNextTrip(selectUserData(snapshot)?.getSnapshot())).toBeNull();
    expect(spies.clearSession).toHaveBeenCalledTimes(1);
    // Only the stored session of this account is removed (the one signing out, named before reset).
    expect(spies.clearSession).toHaveBeenCalledWith({ username: 'demo@example.com' });
    // Logout also forgets the pass number the device remembered for the next login.
    expect(spies.forgetDevice).toHaveBeenCalledTimes(1);
  });

  it('aborts user data still loading', async () => {
    let aborted = false;
    const { actor } = start({
      loadUserData: (_input, signal) =>
        new Promise(() => {
          signal.addEventListener('abort', () => (aborted = true));
        }),
    });
    await signIn(actor);
    actor.send({ type: 'logout' });
    expect(aborted).toBe(true);
  });
});

describe('auth machine: the user-data child while signed in (product §4)', () => {
  it("hands the device's remembered pass number to the user data's first batch", async () => {
    const { actor, loadInputs } = start({
      login: async () => ({ ...sessionUser(1), rememberedPassNumber: '1111' }),
    });
    await signIn(actor);
    expect(loadInputs[0]?.passNumber).toBe('1111');
    // Remembered is not selected: requests carry no X-Pass-Number until the rules (or the traveller) choose.
    expect(selectPassNumber(actor.getSnapshot())).toBeNull();
  });

  it('keeps and persists the pass number the product §4 rules select', async () => {
    const { actor, spies } = start({ loadUserData: async () => ({ profile: profile(['1111']) }) });
    await signIn(actor);
    await waitFor(actor, (s) => selectPassNumber(s) === '1111');
    expect(spies.persistSession).toHaveBeenLastCalledWith(expect.objectContaining({ passNumber: '1111' }));
  });

  it("scopes requests to the traveller's choice before its budget is asked, and persists it", async () => {
    const sessionPassAtBudget: Array<string | null> = [];
    const { actor, spies } = start({
      loadUserData: async (input) => {
        if (input.parts.length === 1) sessionPassAtBudget.push(selectPassNumber(actor.getSnapshot()));
        return input.parts.length === 1 ? {} : { profile: profile(['1111', '2222']) };
      },
    });
    await signIn(actor);
    await userDataSettled(actor);
    userDataOf(actor).send({ type: 'passNumber.select', passNumber: '2222' });
    expect(selectPassNumber(actor.getSnapshot())).toBe('2222');
    expect(spies.persistSession).toHaveBeenLastCalledWith(expect.objectContaining({ passNumber: '2222' }));
    await userDataSettled(actor);
    // The budget request reads X-Pass-Number from the session (src/app/session-port.ts): already the new one.
    expect(sessionPassAtBudget).toEqual(['2222']);
  });

  it('another tab ending the session stops the user data too', async () => {
    const { actor } = start();
    await signIn(actor);
    const child = userDataOf(actor);
    actor.send({ type: 'session.ended' });
    expect(child.getSnapshot().status).toBe('stopped');
    expect(selectUserData(actor.getSnapshot())).toBeUndefined();
  });

  it('logout cancels a pending automatic retry of user data', async () => {
    vi.useFakeTimers();
    try {
      const { actor, loadInputs } = start({
        loadUserData: async () => {
          throw apiError(503);
        },
      });
      await signIn(actor);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(loadInputs.map((i) => i.parts)).toEqual([
        ['profile', 'budget', 'nextTrip', 'recentLocations', 'region'],
        ['profile', 'budget', 'region'],
      ]);
      actor.send({ type: 'logout' });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(loadInputs).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("applies the account's language once per session; a new session applies it again", async () => {
    const english = { ...profile(['1111']), language: 'en-US' as const };
    const { actor, spies } = start({ loadUserData: async () => ({ profile: english }) });
    const applied = () => spies.applyAccountLanguage.mock.calls.filter(([language]) => language !== null);
    await signIn(actor);
    await userDataSettled(actor);
    expect(applied()).toEqual([['en-US']]);
    userDataOf(actor).send({ type: 'userData.reload', parts: ['profile'] });
    await userDataSettled(actor);
    expect(applied()).toHaveLength(1);
    actor.send({ type: 'logout' });
    await signIn(actor);
    await userDataSettled(actor);
    expect(applied()).toHaveLength(2);
  });
});
