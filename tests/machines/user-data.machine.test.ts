import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  MAX_USER_DATA_RETRIES,
  selectBudget,
  selectHasBookingFormData,
  selectIsUserDataLoading,
  selectNextTrip,
  selectPassNumberPrompt,
  selectPendingParts,
  selectProfile,
  selectRecentLocations,
  selectRegion,
  userDataMachine,
  type LoadUserDataInput,
  type UserData,
  type UserDataInput,
} from '../../machines/user-data.machine';
import type { UserProfile } from '../../machines/types';
import { STATION, apiError, settings, trip } from './fixtures';

// machines/user-data.machine.ts on its own (the session that spawns it is tests/machines/auth.machine.test.ts):
// a fake `loadUserData`, spies for the language and for the pass number it reports to the session.

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
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

const ALL_PARTS = ['profile', 'budget', 'nextTrip', 'recentLocations', 'region'];

/** Starts the machine as the session does on entering `signedIn` (default: a login without a remembered pass). */
function start(
  loadUserData: (
    input: LoadUserDataInput,
    signal: AbortSignal,
  ) => Promise<Partial<UserData>> = async () => ({}),
  input: Partial<UserDataInput> = {},
) {
  const loadInputs: LoadUserDataInput[] = [];
  const spies = { reportPassNumber: vi.fn(), promptGiven: vi.fn(), applyAccountLanguage: vi.fn() };
  const machine = userDataMachine.provide({
    actors: {
      loadUserData: fromPromise<Partial<UserData>, LoadUserDataInput>(async ({ input, signal }) => {
        loadInputs.push(input);
        return loadUserData(input, signal);
      }),
    },
    actions: {
      reportPassNumber: (_, params) => {
        spies.reportPassNumber(params.passNumber);
        spies.promptGiven(params.promptGiven);
      },
      applyAccountLanguage: (_, params) => spies.applyAccountLanguage(params.language),
    },
  });
  const actor = createActor(machine, {
    input: { passNumber: null, rememberedPassNumber: null, ...input },
  }).start();
  return { actor, spies, loadInputs };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => s.matches('idle'));

describe('user-data machine: the batch after login (product §4)', () => {
  it('loads profile, budget, upcoming trip, recent locations and region in one batch', async () => {
    const region = { id: 20, name: 'Regio', contractId: 'C', attributes: [], settings: settings() };
    const { actor, loadInputs } = start(async () => ({
      profile: profile(['1111', '2222']),
      nextTrip: trip(),
      recentLocations: [STATION],
      region,
    }));
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(selectIsUserDataLoading(actor.getSnapshot())).toBe(true);
    await settled(actor);
    expect(loadInputs[0]).toEqual({ parts: ALL_PARTS, passNumber: null });
    const snapshot = actor.getSnapshot();
    expect(selectNextTrip(snapshot)).toEqual(trip());
    expect(selectRecentLocations(snapshot)).toEqual([STATION]);
    expect(selectRegion(snapshot)).toEqual(region);
    expect(selectProfile(snapshot)?.firstName).toBe('Demo');
    expect(selectIsUserDataLoading(snapshot)).toBe(false);
  });

  it('keeps a restored pass number that is still on the profile', async () => {
    const { actor, loadInputs, spies } = start(async () => ({ profile: profile(['1111', '2222']) }), {
      passNumber: '2222',
    });
    await settled(actor);
    expect(loadInputs[0]?.passNumber).toBe('2222');
    expect(actor.getSnapshot().context).toMatchObject({ passNumber: '2222', passNumberPrompt: null });
    expect(spies.reportPassNumber).toHaveBeenLastCalledWith('2222');
  });

  it('keeps the data when a load fails (silent error)', async () => {
    const { actor } = start(async () => {
      throw apiError(500);
    });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toMatchObject({ status: 500 });
    expect(selectPendingParts(actor.getSnapshot())).toEqual([]);
  });

  it('answers empty values while signed out (no actor)', () => {
    expect(selectProfile(undefined)).toBeNull();
    expect(selectBudget(undefined)).toBeNull();
    expect(selectRecentLocations(undefined)).toBe(selectRecentLocations(undefined));
    expect(selectRecentLocations(undefined)).toEqual([]);
    expect(selectPassNumberPrompt(undefined)).toBeNull();
    expect(selectIsUserDataLoading(undefined)).toBe(false);
  });
});

describe('user-data machine: what /book-trip waits for (product §2)', () => {
  const region = { id: 20, name: 'Regio', contractId: 'C', attributes: [], settings: settings() };

  it('has the form data once the profile and the region are there, or once the load has ended without them', async () => {
    const load = deferred<Partial<UserData>>();
    const { actor } = start(() => load.promise);
    expect(selectHasBookingFormData(actor.getSnapshot())).toBe(false);
    load.resolve({ profile: profile(['1111']), region });
    await waitFor(actor, (s) => selectHasBookingFormData(s));
    expect(selectRegion(actor.getSnapshot())).toEqual(region);

    const failing = start(async () => {
      throw apiError(500);
    });
    expect(selectHasBookingFormData(failing.actor.getSnapshot())).toBe(false);
    await waitFor(failing.actor, (s) => selectPendingParts(s).length === 0);
    // Nothing arrived, but the load is over: the form shows (and what failed shows inside it).
    expect(selectHasBookingFormData(failing.actor.getSnapshot())).toBe(true);
  });
});

describe('user-data machine: pass numbers at login (product §4)', () => {
  it("first login with exactly one pass number: the batch's budget (asked without pass number) is kept, no second request", async () => {
    const budget = { passNumber: '1111', remaining: 42, until: '2026-12-31' };
    // The server answers the only pass's budget when no X-Pass-Number is sent.
    const { actor, loadInputs, spies } = start(async (input) => ({
      profile: profile(['1111']),
      budget: input.passNumber ? null : budget,
    }));
    await settled(actor);
    expect(loadInputs).toEqual([{ parts: ALL_PARTS, passNumber: null }]);
    expect(actor.getSnapshot().context).toMatchObject({ passNumber: '1111', passNumberPrompt: null });
    expect(selectBudget(actor.getSnapshot())).toEqual(budget);
    expect(spies.reportPassNumber).toHaveBeenLastCalledWith('1111');
  });

  it('auto-selects exactly one pass number and fetches its budget when the batch did not bring it', async () => {
    const { actor, loadInputs, spies } = start(async (input) =>
      input.parts.includes('profile')
        ? { profile: profile(['1111']), budget: null }
        : { budget: { passNumber: '1111', remaining: 42, until: '2026-12-31' } },
    );
    await waitFor(actor, (s) => selectBudget(s) !== null);
    expect(actor.getSnapshot().context).toMatchObject({ passNumber: '1111', passNumberPrompt: null });
    expect(loadInputs[1]).toEqual({ parts: ['budget'], passNumber: '1111' });
    // Reported before the budget request starts, so the session sends it as X-Pass-Number.
    expect(spies.reportPassNumber).toHaveBeenCalledWith('1111');
  });

  it("never shows a budget of another pass than the selected one: another pass's budget is dropped and refetched", async () => {
    const budgets: Array<UserData['budget']> = [];
    const { actor, loadInputs } = start(async (input) =>
      input.parts.includes('profile')
        ? { profile: profile(['1111']), budget: { passNumber: '2222', remaining: 7, until: '2026-12-31' } }
        : { budget: { passNumber: '1111', remaining: 42, until: '2026-12-31' } },
    );
    actor.subscribe((s) => budgets.push(selectBudget(s)));
    await waitFor(actor, (s) => selectBudget(s)?.passNumber === '1111');
    expect(loadInputs[1]).toEqual({ parts: ['budget'], passNumber: '1111' });
    expect(budgets.some((b) => b?.passNumber === '2222')).toBe(false);
  });

  it('with several pass numbers keeps no budget and asks no second one until a pass is chosen', async () => {
    const { actor, loadInputs } = start(async () => ({ profile: profile(['1111', '2222']), budget: null }));
    await waitFor(actor, (s) => selectPassNumberPrompt(s) === 'selection');
    expect(loadInputs).toHaveLength(1);
    expect(selectBudget(actor.getSnapshot())).toBeNull();
  });

  it("fetches the remembered pass number's budget in the first batch: no second round trip", async () => {
    const budget = { passNumber: '1111', remaining: 42, until: '2026-12-31' };
    const { actor, loadInputs } = start(
      async (input) => ({ profile: profile(['1111']), budget: input.passNumber === '1111' ? budget : null }),
      { rememberedPassNumber: '1111' },
    );
    await settled(actor);
    expect(loadInputs).toEqual([{ parts: ALL_PARTS, passNumber: '1111' }]);
    expect(actor.getSnapshot().context).toMatchObject({
      passNumber: '1111',
      passNumberPrompt: null,
      rememberedPassNumber: null,
      data: { budget },
    });
  });

  it('drops a budget fetched for a remembered pass number the profile no longer has, and refetches', async () => {
    const { actor, loadInputs } = start(
      async (input) =>
        input.parts.includes('profile')
          ? { profile: profile(['1111']), budget: { passNumber: '9999', remaining: 1, until: '2026-12-31' } }
          : { budget: { passNumber: '1111', remaining: 42, until: '2026-12-31' } },
      { rememberedPassNumber: '9999' },
    );
    await waitFor(actor, (s) => selectBudget(s)?.passNumber === '1111');
    expect(loadInputs[1]).toEqual({ parts: ['budget'], passNumber: '1111' });
  });

  it('asks for a pass number when there is none, and to choose when there are several', async () => {
    const none = start(async () => ({ profile: profile([]) }));
    await waitFor(none.actor, (s) => s.context.passNumberChecked);
    expect(selectPassNumberPrompt(none.actor.getSnapshot())).toBe('entry');

    const several = start(async () => ({ profile: profile(['1111', '2222']) }));
    await waitFor(several.actor, (s) => s.context.passNumberChecked);
    expect(several.actor.getSnapshot().context).toMatchObject({
      passNumberPrompt: 'selection',
      passNumber: null,
    });
    expect(several.spies.reportPassNumber).toHaveBeenLastCalledWith(null);
  });

  it('selecting a pass number closes the prompt, reports it and reloads the budget for it', async () => {
    const { actor, loadInputs, spies } = start(async () => ({ profile: profile(['1111', '2222']) }));
    await waitFor(actor, (s) => selectPassNumberPrompt(s) === 'selection');
    actor.send({ type: 'passNumber.select', passNumber: '2222' });
    expect(actor.getSnapshot().context).toMatchObject({ passNumber: '2222', passNumberPrompt: null });
    expect(spies.reportPassNumber).toHaveBeenLastCalledWith('2222');
    await settled(actor);
    expect(loadInputs.at(-1)).toEqual({ parts: ['budget'], passNumber: '2222' });
  });

  it('a reload of the login session does not ask again: the prompt given is reported and kept', async () => {
    const first = start(async () => ({ profile: profile([]) }));
    await waitFor(first.actor, (s) => s.context.passNumberChecked);
    expect(selectPassNumberPrompt(first.actor.getSnapshot())).toBe('entry');
    // The session stores this with the stored session (machines/auth.machine.ts) ...
    expect(first.spies.promptGiven).toHaveBeenLastCalledWith(true);
    // ... and a reload hands it back: the rules run, no dialog shows again.
    const reloaded = start(async () => ({ profile: profile([]) }), { passNumberPromptGiven: true });
    await waitFor(reloaded.actor, (s) => s.context.passNumberChecked);
    expect(selectPassNumberPrompt(reloaded.actor.getSnapshot())).toBeNull();
    const several = start(async () => ({ profile: profile(['1111', '2222']) }), {
      passNumberPromptGiven: true,
    });
    await waitFor(several.actor, (s) => s.context.passNumberChecked);
    expect(selectPassNumberPrompt(several.actor.getSnapshot())).toBeNull();
    // One pass number is still selected by the rules.
    const one = start(async () => ({ profile: profile(['1111']) }), { passNumberPromptGiven: true });
    await waitFor(one.actor, (s) => s.context.passNumberChecked);
    expect(one.actor.getSnapshot().context.passNumber).toBe('1111');
  });

  it('shows the pass-number prompt only once per login session', async () => {
    const { actor } = start(async () => ({ profile: profile(['1111', '2222']) }));
    await waitFor(actor, (s) => selectPassNumberPrompt(s) === 'selection');
    actor.send({ type: 'passNumber.dismiss' });
    actor.send({ type: 'userData.reload', parts: ['profile'] });
    await settled(actor);
    expect(selectPassNumberPrompt(actor.getSnapshot())).toBeNull();
  });
});

describe('user-data machine: reload and update', () => {
  it('reloads only the asked parts, merged with any still in flight (the load in flight is aborted)', async () => {
    const first = deferred<Partial<UserData>>();
    let aborted = 0;
    const { actor, loadInputs } = start((input, signal) => {
      signal.addEventListener('abort', () => (aborted += 1));
      return input.parts.length === 5 ? first.promise : Promise.resolve({ nextTrip: trip() });
    });
    await Promise.resolve();
    actor.send({ type: 'userData.reload', parts: ['budget', 'nextTrip'] });
    expect(aborted).toBe(1);
    expect(loadInputs.at(-1)?.parts).toEqual(ALL_PARTS);

    first.resolve({ recentLocations: [STATION] });
    await settled(actor);
    actor.send({ type: 'userData.reload', parts: ['budget', 'nextTrip'] });
    expect(loadInputs.at(-1)?.parts).toEqual(['budget', 'nextTrip']);
  });

  it("replaces parts the app already has, keeping only the selected pass's budget", async () => {
    const { actor } = start(async () => ({ profile: profile(['1111']) }));
    await settled(actor);
    actor.send({
      type: 'userData.update',
      data: { nextTrip: trip(), budget: { passNumber: '2222', remaining: 5, until: '2026-12-31' } },
    });
    expect(selectNextTrip(actor.getSnapshot())).toEqual(trip());
    expect(selectBudget(actor.getSnapshot())).toBeNull();
  });
});

describe("user-data machine: the account's language", () => {
  it("applies the first profile's language, not on later reloads", async () => {
    const english = { ...profile(['1111']), language: 'en-US' as const };
    const { actor, spies } = start(async () => ({ profile: english }));
    await settled(actor);
    expect(spies.applyAccountLanguage).toHaveBeenCalledWith('en-US');
    actor.send({ type: 'userData.reload', parts: ['profile'] });
    await settled(actor);
    expect(spies.applyAccountLanguage.mock.calls.filter(([language]) => language !== null)).toHaveLength(1);
  });

  it('applies nothing when the batch brought no profile', async () => {
    const { actor, spies } = start(async () => ({ nextTrip: null }));
    await settled(actor);
    expect(spies.applyAccountLanguage.mock.calls.every(([language]) => language === null)).toBe(true);
  });
});

describe('user-data machine: automatic retry of required parts on a flaky network', () => {
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
      const { actor, loadInputs } = start(async (input) => {
        times.push(Date.now() - t0);
        return loaded(input.parts.filter((p) => p !== 'region'));
      });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(loadInputs.map((i) => i.parts)).toEqual([ALL_PARTS, ['region'], ['region'], ['region']]);
      expect(times.slice(1).map((t, i) => t - times[i]!)).toEqual([1000, 2000, 4000]);
      expect(actor.getSnapshot().context).toMatchObject({
        retries: MAX_USER_DATA_RETRIES,
        failed: ['region'],
        error: { messageKey: 'error.unexpected' },
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
      const { actor, loadInputs } = start(async (input) =>
        loaded(input.parts.filter((p) => p !== 'nextTrip' && (p !== 'region' || ++regionCalls > 1))),
      );
      await vi.advanceTimersByTimeAsync(10_000);
      expect(loadInputs.map((i) => i.parts)).toEqual([ALL_PARTS, ['region']]);
      expect(actor.getSnapshot().context).toMatchObject({
        data: { region },
        retries: 0,
        failed: [],
        error: null,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries a load that failed as a whole with its required parts; stopping cancels a pending retry', async () => {
    vi.useFakeTimers();
    try {
      const { actor, loadInputs } = start(async () => {
        throw apiError(503);
      });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(loadInputs.map((i) => i.parts)).toEqual([ALL_PARTS, ['profile', 'budget', 'region']]);
      expect(actor.getSnapshot().context.error).toMatchObject({ status: 503 });
      // The session stops its child on logout: nothing is asked any more.
      actor.stop();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(loadInputs).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
