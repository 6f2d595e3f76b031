import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type NonReducibleUnknown } from 'xstate';
import {
  NO_PREFERENCES,
  patchedPreferences,
  selectBookingPreferences,
  selectIsSaving,
  selectIsSettled,
  selectIsUnavailable,
  selectLoadFailed,
  selectPreferences,
  selectSaveError,
  travelPreferencesMachine,
  type TravelPreferences,
} from '../../machines/travel-preferences.machine';
import { apiError } from './fixtures';

const SAVED: TravelPreferences = {
  companions: 1,
  children: 0,
  takeAlong: { rollatorOrWalker: 1 },
  callBeforePickup: true,
  paymentMethod: { type: 'iDeal' },
  defaultPassNumber: null,
};

interface Pending<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
  input: unknown;
}

/** The machine with requests that wait until the test settles them. */
function start() {
  const calls = { get: [] as Pending<TravelPreferences>[], put: [] as Pending<TravelPreferences>[] };
  const notifySaved = vi.fn();
  const notifyError = vi.fn();
  const pending = <T, I>(into: Pending<T>[]) =>
    fromPromise<T, I>(
      ({ input }) => new Promise<T>((resolve, reject) => into.push({ resolve, reject, input })),
    );
  const machine = travelPreferencesMachine.provide({
    actors: {
      getTravelPreferences: pending<TravelPreferences, NonReducibleUnknown>(calls.get),
      updateTravelPreferences: pending<TravelPreferences, TravelPreferences>(calls.put),
    },
    actions: { notifySaved, notifyError },
  });
  const actor = createActor(machine);
  actor.start();
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { actor, calls, settle, notifySaved, notifyError };
}

describe('travel-preferences machine', () => {
  it('loads the preferences first; a booking waits meanwhile', () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(selectIsSettled(actor.getSnapshot())).toBe(false);
    expect(selectBookingPreferences(actor.getSnapshot())).toBeNull();
    expect(calls.get).toHaveLength(1);
  });

  it('hides the feature when the API answers 404, and a booking starts as before', async () => {
    const { actor, calls, settle } = start();
    calls.get[0]!.reject(apiError(404, 'NotFound'));
    await settle();
    expect(selectIsUnavailable(actor.getSnapshot())).toBe(true);
    expect(selectIsSettled(actor.getSnapshot())).toBe(true);
    expect(selectBookingPreferences(actor.getSnapshot())).toBeNull();
  });

  it('offers a retry when loading fails otherwise', async () => {
    const { actor, calls, settle } = start();
    calls.get[0]!.reject(apiError(503, 'ServiceUnavailable'));
    await settle();
    expect(selectLoadFailed(actor.getSnapshot())).toBe(true);
    expect(selectIsUnavailable(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'preferences.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    calls.get[1]!.resolve(SAVED);
    await settle();
    expect(selectPreferences(actor.getSnapshot())).toEqual(SAVED);
  });

  it('edits, saves with PUT and says "Preferences saved"', async () => {
    const { actor, calls, settle, notifySaved } = start();
    calls.get[0]!.resolve(NO_PREFERENCES);
    await settle();
    expect(selectBookingPreferences(actor.getSnapshot())).toEqual(NO_PREFERENCES);
    actor.send({ type: 'preferences.change', patch: { companions: 2, takeAlong: { stroller: 1 } } });
    actor.send({ type: 'preferences.change', patch: { callBeforePickup: true } });
    actor.send({ type: 'preferences.save' });
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    expect(calls.put[0]!.input).toEqual({
      ...NO_PREFERENCES,
      companions: 2,
      takeAlong: { stroller: 1 },
      callBeforePickup: true,
    });
    calls.put[0]!.resolve({
      ...NO_PREFERENCES,
      companions: 2,
      takeAlong: { stroller: 1 },
      callBeforePickup: true,
    });
    await settle();
    expect(actor.getSnapshot().matches({ ready: 'saved' })).toBe(true);
    expect(notifySaved).toHaveBeenCalledTimes(1);
    actor.send({ type: 'preferences.change', patch: { children: 1 } });
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
  });

  it('keeps the edits and shows the error when saving fails; saving again works', async () => {
    const { actor, calls, settle, notifyError } = start();
    calls.get[0]!.resolve(NO_PREFERENCES);
    await settle();
    actor.send({ type: 'preferences.change', patch: { paymentMethod: { type: 'monthlyBilling' } } });
    actor.send({ type: 'preferences.save' });
    calls.put[0]!.reject(apiError(400, 'MonthlyBillingNotAvailable', 'Niet op rekening'));
    await settle();
    expect(selectSaveError(actor.getSnapshot())?.code).toBe('MonthlyBillingNotAvailable');
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(selectPreferences(actor.getSnapshot()).paymentMethod).toEqual({ type: 'monthlyBilling' });
    actor.send({ type: 'preferences.save' });
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    expect(selectSaveError(actor.getSnapshot())).toBeNull();
  });

  it('drops take-along items set to 0', () => {
    expect(
      patchedPreferences(
        { ...NO_PREFERENCES, takeAlong: { stroller: 1, guideDog: 1 } },
        { takeAlong: { stroller: 0 } },
      ).takeAlong,
    ).toEqual({ guideDog: 1 });
  });
});
