import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { selectPassNumber, selectUserData } from '../../machines/auth.machine';
import { selectNextTrip } from '../../machines/user-data.machine';
import { apiError, trip } from './fixtures';
import { sessionUser, profile, start, userDataOf, userDataSettled, signIn } from './auth-harness';

// The session (machines/auth.machine.ts) with its user-data child (machines/user-data.machine.ts) provided with a
// fake `loadUserData`: what the session does itself, and how the two work together. The user-data rules on their
// own: tests/machines/user-data.machine.test.ts. Restoring, login and the refresh: auth.machine.test.ts.

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
