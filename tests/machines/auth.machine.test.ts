import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import {
  selectAccessToken,
  selectIsRefreshing,
  selectLoginFieldErrors,
  selectIsSignedIn,
  selectUserData,
} from '../../machines/auth.machine';
import { validateLoginForm } from '../../machines/lib/login-rules';
import { selectRecentLocations, type UserData } from '../../machines/user-data.machine';
import type { SessionUser } from '../../machines/types';
import { STATION, apiError } from './fixtures';
import { sessionUser, profile, deferred, start, userDataOf, userDataSettled, signIn } from './auth-harness';

// The session (machines/auth.machine.ts) with its user-data child (machines/user-data.machine.ts) provided with a
// fake `loadUserData`: what the session does itself, and how the two work together. The user-data rules on their
// own: tests/machines/user-data.machine.test.ts. Logout and the child while signed in:
// auth-session.machine.test.ts.

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
