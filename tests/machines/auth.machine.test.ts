import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  authMachine,
  decideLoginPassNumber,
  decidePassNumber,
  MAX_USER_DATA_RETRIES,
  selectAccessToken,
  selectIsRefreshing,
  selectIsSignedIn,
  validateLoginForm,
} from '../../machines/auth.machine';
import type {
  LoadUserDataInput,
  LoginInput,
  LoginOutput,
  RefreshSessionInput,
  RenewedSession,
  StoredSession,
  UserData,
} from '../../machines/auth.machine';
import type { SessionUser, UserProfile } from '../../machines/types';
import { STATION, apiError, settings, trip } from './fixtures';

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
      loadUserData: fromPromise<Partial<UserData>, LoadUserDataInput>(async ({ input, signal }) => {
        loadInputs.push(input);
        return h.loadUserData ? h.loadUserData(input, signal) : {};
      }),
    },
    actions: {
      persistSession: (_, params) => spies.persistSession(params),
      clearSession: (_, params) => spies.clearSession(params),
      applyAccountLanguage: (_, params) => spies.applyAccountLanguage(params.language),
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

async function signIn(actor: Actor) {
  await waitFor(actor, (s) => s.matches({ signedOut: 'idle' }));
  actor.send({ type: 'login.submit', email: 'demo@example.com', password: 'Welkom-2026!' });
  await waitFor(actor, (s) => s.matches('signedIn'));
}

describe('auth machine: restoring and login (SPEC §4 Login, §8)', () => {
  it('without a stored session it ends signed out', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('restoring');
    await waitFor(actor, (s) => s.matches({ signedOut: 'idle' }));
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
  });

  it('restores a stored session with its pass number', async () => {
    const { actor } = start({
      stored: { username: 'demo@example.com', accessToken: 'a', refreshToken: 'r', passNumber: '1111' },
    });
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    expect(actor.getSnapshot().context).toMatchObject({
      accessToken: 'a',
      refreshToken: 'r',
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

  it('requires email and password before calling login (SPEC §5)', async () => {
    const { actor, loginInputs } = start();
    await waitFor(actor, (s) => s.matches({ signedOut: 'idle' }));
    actor.send({ type: 'login.submit', email: ' ', password: '' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'login.usernameRequired',
      password: 'login.passwordRequired',
    });
    expect(actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    expect(loginInputs).toHaveLength(0);
    expect(validateLoginForm('a@b.nl', 'x')).toEqual({});
  });
});

describe('auth machine: refresh once on 401 (SPEC §4)', () => {
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
    expect(context.userData).toEqual({
      profile: null,
      budget: null,
      nextTrip: null,
      recentLocations: [],
      region: null,
    });
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

  it('another tab ending the session signs out without touching storage (issue 16 item 1)', async () => {
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
    actor.send({ type: 'token.rejected' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    expect(aborted).toBe(false);
    data.resolve({ recentLocations: [STATION] });
    await waitFor(actor, (s) => s.context.userDataPending.length === 0);
    expect(actor.getSnapshot().context.userData.recentLocations).toEqual([STATION]);
  });
});

describe('auth machine: logout (SPEC §4 "Logout clears all state")', () => {
  it('clears tokens, pass number, user data and the stored session', async () => {
    const { actor, spies } = start({
      loadUserData: async () => ({ profile: profile(['1111']), nextTrip: trip() }),
    });
    await signIn(actor);
    await waitFor(actor, (s) => s.context.passNumber === '1111');
    actor.send({ type: 'logout' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(snapshot.context).toMatchObject({
      username: null,
      accessToken: null,
      refreshToken: null,
      passNumber: null,
      passNumberPrompt: null,
      passNumberChecked: false,
      userDataPending: [],
    });
    expect(snapshot.context.userData.nextTrip).toBeNull();
    expect(spies.clearSession).toHaveBeenCalledTimes(1);
    // Issue 16: only the stored session of this account is removed (the one signing out, named before reset).
    expect(spies.clearSession).toHaveBeenCalledWith({ username: 'demo@example.com' });
    // Issue 9: logout also forgets the pass number the device remembered for the next login.
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

describe('auth machine: user data and pass numbers (SPEC §4)', () => {
  it('loads profile, budget, upcoming trip, recent locations and region in one batch after login', async () => {
    const region = { id: 20, name: 'Regio', contractId: 'C', attributes: [], settings: settings() };
    const { actor, loadInputs } = start({
      loadUserData: async () => ({
        profile: profile(['1111', '2222']),
        nextTrip: trip(),
        recentLocations: [STATION],
        region,
      }),
    });
    await signIn(actor);
    await waitFor(actor, (s) => s.context.userData.profile !== null);
    expect(loadInputs[0]).toEqual({
      parts: ['profile', 'budget', 'nextTrip', 'recentLocations', 'region'],
      passNumber: null,
    });
    expect(actor.getSnapshot().context.userData).toMatchObject({
      nextTrip: trip(),
      recentLocations: [STATION],
      region,
    });
  });

  it("first login with exactly one pass number: the batch's budget (asked without pass number) is kept, no second request (issue 10)", async () => {
    const budget = { passNumber: '1111', remaining: 42, until: '2026-12-31' };
    const { actor, loadInputs, spies } = start({
      // The server answers the only pass's budget when no X-Pass-Number is sent.
      loadUserData: async (input) => ({
        profile: profile(['1111']),
        budget: input.passNumber ? null : budget,
      }),
    });
    await signIn(actor);
    await waitFor(actor, (s) => s.context.passNumberChecked && s.context.userDataPending.length === 0);
    expect(loadInputs).toEqual([
      { parts: ['profile', 'budget', 'nextTrip', 'recentLocations', 'region'], passNumber: null },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({
      passNumber: '1111',
      passNumberPrompt: null,
      userData: { budget },
    });
    expect(spies.persistSession).toHaveBeenLastCalledWith(expect.objectContaining({ passNumber: '1111' }));
  });

  it('auto-selects exactly one pass number and fetches its budget when the batch did not bring it', async () => {
    const { actor, loadInputs, spies } = start({
      loadUserData: async (input) =>
        input.parts.includes('profile')
          ? { profile: profile(['1111']), budget: null }
          : { budget: { passNumber: '1111', remaining: 42, until: '2026-12-31' } },
    });
    await signIn(actor);
    await waitFor(actor, (s) => s.context.userData.budget !== null);
    expect(actor.getSnapshot().context).toMatchObject({ passNumber: '1111', passNumberPrompt: null });
    expect(loadInputs[1]).toEqual({ parts: ['budget'], passNumber: '1111' });
    expect(spies.persistSession).toHaveBeenLastCalledWith(expect.objectContaining({ passNumber: '1111' }));
  });

  it("never shows a budget of another pass than the selected one: another pass's budget is dropped and refetched", async () => {
    const budgets: Array<UserData['budget']> = [];
    const { actor, loadInputs } = start({
      loadUserData: async (input) =>
        input.parts.includes('profile')
          ? { profile: profile(['1111']), budget: { passNumber: '2222', remaining: 7, until: '2026-12-31' } }
          : { budget: { passNumber: '1111', remaining: 42, until: '2026-12-31' } },
    });
    actor.subscribe((s) => budgets.push(s.context.userData.budget));
    await signIn(actor);
    await waitFor(actor, (s) => s.context.userData.budget?.passNumber === '1111');
    expect(loadInputs[1]).toEqual({ parts: ['budget'], passNumber: '1111' });
    expect(budgets.some((b) => b?.passNumber === '2222')).toBe(false);
  });

  it('with several pass numbers keeps no budget and asks no second one until a pass is chosen', async () => {
    const { actor, loadInputs } = start({
      loadUserData: async () => ({ profile: profile(['1111', '2222']), budget: null }),
    });
    await signIn(actor);
    await waitFor(actor, (s) => s.context.passNumberPrompt === 'selection');
    expect(loadInputs).toHaveLength(1);
    expect(actor.getSnapshot().context.userData.budget).toBeNull();
  });

  it("fetches the remembered pass number's budget in the first batch: no second round trip (issue 10)", async () => {
    const budget = { passNumber: '1111', remaining: 42, until: '2026-12-31' };
    const { actor, loadInputs } = start({
      login: async () => ({ ...sessionUser(1), rememberedPassNumber: '1111' }),
      loadUserData: async (input) => ({
        profile: profile(['1111']),
        budget: input.passNumber === '1111' ? budget : null,
      }),
    });
    await signIn(actor);
    await waitFor(actor, (s) => s.context.passNumberChecked && s.context.userDataPending.length === 0);
    expect(loadInputs).toEqual([
      { parts: ['profile', 'budget', 'nextTrip', 'recentLocations', 'region'], passNumber: '1111' },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({
      passNumber: '1111',
      passNumberPrompt: null,
      rememberedPassNumber: null,
      userData: { budget },
    });
  });

  it('drops a budget fetched for a remembered pass number the profile no longer has, and refetches', async () => {
    const { actor, loadInputs } = start({
      login: async () => ({ ...sessionUser(1), rememberedPassNumber: '9999' }),
      loadUserData: async (input) =>
        input.parts.includes('profile')
          ? { profile: profile(['1111']), budget: { passNumber: '9999', remaining: 1, until: '2026-12-31' } }
          : { budget: { passNumber: '1111', remaining: 42, until: '2026-12-31' } },
    });
    await signIn(actor);
    await waitFor(actor, (s) => s.context.userData.budget?.passNumber === '1111');
    expect(loadInputs[1]).toEqual({ parts: ['budget'], passNumber: '1111' });
  });

  it('asks for a pass number when there is none, and to choose when there are several', async () => {
    const none = start({ loadUserData: async () => ({ profile: profile([]) }) });
    await signIn(none.actor);
    await waitFor(none.actor, (s) => s.context.passNumberChecked);
    expect(none.actor.getSnapshot().context.passNumberPrompt).toBe('entry');

    const several = start({ loadUserData: async () => ({ profile: profile(['1111', '2222']) }) });
    await signIn(several.actor);
    await waitFor(several.actor, (s) => s.context.passNumberChecked);
    expect(several.actor.getSnapshot().context).toMatchObject({
      passNumberPrompt: 'selection',
      passNumber: null,
    });
  });

  it('selecting a pass number closes the prompt, persists it and reloads the budget for it', async () => {
    const { actor, loadInputs, spies } = start({
      loadUserData: async () => ({ profile: profile(['1111', '2222']) }),
    });
    await signIn(actor);
    await waitFor(actor, (s) => s.context.passNumberPrompt === 'selection');
    actor.send({ type: 'passNumber.select', passNumber: '2222' });
    expect(actor.getSnapshot().context).toMatchObject({ passNumber: '2222', passNumberPrompt: null });
    expect(spies.persistSession).toHaveBeenLastCalledWith(expect.objectContaining({ passNumber: '2222' }));
    await waitFor(actor, (s) => s.context.userDataPending.length === 0);
    expect(loadInputs.at(-1)).toEqual({ parts: ['budget'], passNumber: '2222' });
  });

  it('shows the pass-number prompt only once per login session', async () => {
    const { actor } = start({ loadUserData: async () => ({ profile: profile(['1111', '2222']) }) });
    await signIn(actor);
    await waitFor(actor, (s) => s.context.passNumberPrompt === 'selection');
    actor.send({ type: 'passNumber.dismiss' });
    actor.send({ type: 'userData.reload', parts: ['profile'] });
    await waitFor(actor, (s) => s.context.userDataPending.length === 0);
    expect(actor.getSnapshot().context.passNumberPrompt).toBeNull();
  });

  it('keeps a restored pass number that is still on the profile', async () => {
    const { actor } = start({
      stored: { username: 'demo@example.com', accessToken: 'a', refreshToken: 'r', passNumber: '2222' },
      loadUserData: async () => ({ profile: profile(['1111', '2222']) }),
    });
    await waitFor(actor, (s) => s.context.passNumberChecked);
    expect(actor.getSnapshot().context).toMatchObject({ passNumber: '2222', passNumberPrompt: null });
  });

  it('reloads only the asked parts, merged with any still in flight', async () => {
    const first = deferred<Partial<UserData>>();
    let aborted = 0;
    const { actor, loadInputs } = start({
      loadUserData: (input, signal) => {
        signal.addEventListener('abort', () => (aborted += 1));
        return input.parts.length === 5 ? first.promise : Promise.resolve({ nextTrip: trip() });
      },
    });
    await signIn(actor);
    actor.send({ type: 'userData.reload', parts: ['budget', 'nextTrip'] });
    expect(aborted).toBe(1);
    expect(loadInputs.at(-1)?.parts).toEqual(['profile', 'budget', 'nextTrip', 'recentLocations', 'region']);

    first.resolve({ recentLocations: [STATION] });
    await waitFor(actor, (s) => s.context.userDataPending.length === 0);
    actor.send({ type: 'userData.reload', parts: ['budget', 'nextTrip'] });
    expect(loadInputs.at(-1)?.parts).toEqual(['budget', 'nextTrip']);
  });

  it('keeps the session when user data fails to load (silent error)', async () => {
    const { actor } = start({
      loadUserData: async () => {
        throw apiError(500);
      },
    });
    await signIn(actor);
    await waitFor(actor, (s) => s.context.userDataError !== null);
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(actor.getSnapshot().context.userDataPending).toEqual([]);
  });
});

describe("auth machine: the account's language (issue 17 item 1)", () => {
  it("applies the first profile's language once per session, not on later reloads", async () => {
    const english = { ...profile(['1111']), language: 'en-US' as const };
    const { actor, spies } = start({ loadUserData: async () => ({ profile: english }) });
    await signIn(actor);
    await waitFor(
      actor,
      (s) => s.context.userData.profile !== null && s.context.userDataPending.length === 0,
    );
    expect(spies.applyAccountLanguage).toHaveBeenCalledWith('en-US');
    const firstCalls = spies.applyAccountLanguage.mock.calls.filter(([language]) => language !== null);
    expect(firstCalls).toHaveLength(1);
    actor.send({ type: 'userData.reload', parts: ['profile'] });
    await waitFor(actor, (s) => s.context.userDataPending.length === 0);
    const after = spies.applyAccountLanguage.mock.calls.filter(([language]) => language !== null);
    expect(after).toHaveLength(1);
    // A new session applies it again.
    actor.send({ type: 'logout' });
    await signIn(actor);
    await waitFor(
      actor,
      (s) => s.context.userData.profile !== null && s.context.userDataPending.length === 0,
    );
    expect(spies.applyAccountLanguage.mock.calls.filter(([language]) => language !== null)).toHaveLength(2);
  });

  it('applies nothing when the batch brought no profile', async () => {
    const { actor, spies } = start({ loadUserData: async () => ({ nextTrip: null }) });
    await signIn(actor);
    await waitFor(actor, (s) => s.context.userDataPending.length === 0);
    expect(spies.applyAccountLanguage.mock.calls.every(([language]) => language === null)).toBe(true);
  });
});

describe('auth machine: automatic retry of required user data (issue 9 flaky network)', () => {
  const region = { id: 20, name: 'Regio', contractId: 'C', attributes: [], settings: settings() };
  const loaded = (parts: string[]): Partial<UserData> =>
    Object.fromEntries(
      parts.map((p) => [p, p === 'profile' ? profile(['1111', '2222']) : p === 'region' ? region : null]),
    );

  it('asks again for a region that failed, after 1 s, 2 s and 4 s, then keeps the error', async () => {
    vi.useFakeTimers();
    try {
      const times: number[] = [];
      const t0 = Date.now();
      const { actor, loadInputs } = start({
        loadUserData: async (input) => {
          times.push(Date.now() - t0);
          return loaded(input.parts.filter((p) => p !== 'region'));
        },
      });
      await signIn(actor);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(loadInputs.map((i) => i.parts)).toEqual([
        ['profile', 'budget', 'nextTrip', 'recentLocations', 'region'],
        ['region'],
        ['region'],
        ['region'],
      ]);
      expect(times.slice(1).map((t, i) => t - times[i]!)).toEqual([1000, 2000, 4000]);
      expect(actor.getSnapshot().context).toMatchObject({
        userDataRetries: MAX_USER_DATA_RETRIES,
        userDataFailed: ['region'],
        userDataError: { messageKey: 'error.unexpected' },
      });
      // An explicit reload starts a new streak.
      actor.send({ type: 'userData.reload', parts: ['region'] });
      await vi.advanceTimersByTimeAsync(1_500);
      expect(loadInputs).toHaveLength(6);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a retry that loads the part ends the streak; parts that are not required are not retried', async () => {
    vi.useFakeTimers();
    try {
      let regionCalls = 0;
      const { actor, loadInputs } = start({
        loadUserData: async (input) => {
          const parts = input.parts.filter((p) => p !== 'nextTrip' && (p !== 'region' || ++regionCalls > 1));
          return loaded(parts);
        },
      });
      await signIn(actor);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(loadInputs.map((i) => i.parts)).toEqual([
        ['profile', 'budget', 'nextTrip', 'recentLocations', 'region'],
        ['region'],
      ]);
      expect(actor.getSnapshot().context).toMatchObject({
        userData: { region },
        userDataRetries: 0,
        userDataFailed: [],
        userDataError: null,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries a load that failed as a whole with its required parts; logout cancels a pending retry', async () => {
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
      expect(actor.getSnapshot().context.userDataError).toMatchObject({ status: 503 });
      actor.send({ type: 'logout' });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(loadInputs).toHaveLength(2);
      expect(actor.getSnapshot().context).toMatchObject({ userDataRetries: 0, userDataFailed: [] });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('decideLoginPassNumber', () => {
  it('applies the SPEC §4 rules; with several pass numbers the dialog still shows, the remembered one preselected', () => {
    expect(decideLoginPassNumber(profile(['1', '2']), null, '2')).toEqual({
      passNumber: '2',
      prompt: 'selection',
    });
    expect(decideLoginPassNumber(profile(['1', '2']), null, '9')).toEqual({
      passNumber: null,
      prompt: 'selection',
    });
    expect(decideLoginPassNumber(profile(['1']), null, '9')).toEqual({ passNumber: '1', prompt: null });
    expect(decideLoginPassNumber(profile([]), null, '1')).toEqual({ passNumber: null, prompt: 'entry' });
    expect(decideLoginPassNumber(profile(['1', '2']), '1', '2')).toEqual({ passNumber: '1', prompt: null });
  });
});

describe('decidePassNumber', () => {
  it('keeps a valid selection, auto-selects one, prompts otherwise', () => {
    expect(decidePassNumber(profile(['1', '2']), '2')).toEqual({ passNumber: '2', prompt: null });
    expect(decidePassNumber(profile(['1']), null)).toEqual({ passNumber: '1', prompt: null });
    expect(decidePassNumber(profile(['1']), '9')).toEqual({ passNumber: '1', prompt: null });
    expect(decidePassNumber(profile([]), null)).toEqual({ passNumber: null, prompt: 'entry' });
    expect(decidePassNumber(profile(['1', '2']), '9')).toEqual({ passNumber: null, prompt: 'selection' });
  });
});
