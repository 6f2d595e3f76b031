// The change flow (machines/booking/change.machine.ts, product §10.11) with fake actors: the form filled from the
// trip, only changed fields sent, the re-quote before the commit, one Idempotency-Key per attempt that a retry
// reuses, the stale-version refusal, the refusals the re-quote already names, and the way back.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  selectChangeStep,
  selectRefusal,
  tripChangeMachine,
  type ChangeTripInput,
  type EstimateTripChangeInput,
  type TripChangeEstimate,
} from '../../machines/booking';
import { canChangeTrip, changeableUntil } from '../../machines/trip';
import type { Trip } from '../../machines/types';
import { HOSPITAL, STATION, apiError, trip } from './fixtures';

const NOW = new Date('2026-07-01T06:00:00Z');
const ORIGINAL = trip({ departureDateTime: '2026-07-01T10:00:00Z', arrivalDateTime: '2026-07-01T10:25:00Z' });

function estimate(overrides: Partial<TripChangeEstimate> = {}): TripChangeEstimate {
  const side = {
    departureDateTime: ORIGINAL.departureDateTime,
    arrivalDateTime: ORIGINAL.arrivalDateTime,
    pickUpWindow: { start: '2026-07-01T09:50:00Z', end: '2026-07-01T10:10:00Z' },
    locationFrom: STATION,
    locationTo: HOSPITAL,
    attributes: {},
    preferences: {},
    planningMode: 1,
    paymentOption: { type: 'payInVehicle' as const },
    fare: { cents: 1490, currency: 'EUR' },
    distance: 12,
    duration: 25,
  };
  return {
    externalTripId: 'T-1',
    version: 1,
    changeableUntil: '2026-07-01T09:00:00Z',
    current: side,
    proposed: { ...side, departureDateTime: '2026-07-01T11:00:00Z' },
    difference: { distance: 0, fareCents: 0, pickUpMinutes: 60 },
    budget: {
      passNumber: '2001000101',
      remaining: 100,
      remainingAfter: 100,
      fits: true,
      until: '2026-12-31',
    },
    ptJourney: null,
    isBlockedByPtAdvice: false,
    hasMonthlyBilling: false,
    ...overrides,
  } as TripChangeEstimate;
}

interface Fakes {
  estimate?: (input: EstimateTripChangeInput) => Promise<TripChangeEstimate>;
  change?: (input: ChangeTripInput) => Promise<{ trip: Trip; etag: string }>;
  returnTrip?: Trip | null;
}

function start(fakes: Fakes = {}) {
  const changeCalls: ChangeTripInput[] = [];
  const estimateCalls: EstimateTripChangeInput[] = [];
  const tripChanged = vi.fn();
  const openReturnChange = vi.fn();
  let keys = 0;
  const machine = tripChangeMachine.provide({
    actors: {
      loadTripForChange: fromPromise(async () => ({ trip: ORIGINAL, etag: '"1"' })),
      estimateTripChange: fromPromise(async ({ input }: { input: EstimateTripChangeInput }) => {
        estimateCalls.push(input);
        return (fakes.estimate ?? (async () => estimate()))(input);
      }),
      changeTrip: fromPromise(async ({ input }: { input: ChangeTripInput }) => {
        changeCalls.push(input);
        return (
          fakes.change ??
          (async () => ({ trip: { ...ORIGINAL, departureDateTime: '2026-07-01T11:00:00Z' }, etag: '"2"' }))
        )(input);
      }),
      findReturnTrip: fromPromise(async () => fakes.returnTrip ?? null),
    },
    actions: {
      tripChanged: (_, params) => tripChanged(params),
      openReturnChange: (_, params) => openReturnChange(params),
    },
  });
  const actor = createActor(machine, {
    input: { externalTripId: 'T-1', now: () => NOW, createIdempotencyKey: () => `key-${++keys}` },
  }).start();
  return { actor, changeCalls, estimateCalls, tripChanged, openReturnChange };
}

const step = (actor: ReturnType<typeof start>['actor']) => selectChangeStep(actor.getSnapshot());

describe('tripChange machine (product §10.11)', () => {
  it('fills the form from the trip and sends only the changed time, with If-Match and one key', async () => {
    const { actor, changeCalls, estimateCalls, tripChanged } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.form).toMatchObject({ date: '2026-07-01', time: '12:00' });
    actor.send({ type: 'form.change', patch: { time: '13:00' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('checking'));
    expect(estimateCalls[0]!.change).toEqual({ plannedDateTime: '2026-07-01T11:00:00Z' });
    actor.send({ type: 'change.confirm' });
    await waitFor(actor, (s) => s.matches('changed'));
    expect(changeCalls).toEqual([
      {
        externalTripId: 'T-1',
        change: { plannedDateTime: '2026-07-01T11:00:00Z' },
        etag: '"1"',
        idempotencyKey: 'key-1',
      },
    ]);
    expect(tripChanged).toHaveBeenCalledTimes(1);
    await waitFor(actor, (s) => s.matches({ changed: 'shown' }));
    actor.send({ type: 'success.dismiss' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('says when nothing changed, and sends nothing', async () => {
    const { actor, estimateCalls } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.nothingChanged).toBe(true);
    expect(step(actor)).toBe('editing');
    expect(estimateCalls).toHaveLength(0);
  });

  it("says nothing changed when a refused form is typed back to the trip's values", async () => {
    const { actor, estimateCalls } = start({ change: () => Promise.reject(apiError(409, 'ChangeTooLate')) });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.change', patch: { time: '13:00' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('checking'));
    actor.send({ type: 'change.confirm' });
    await waitFor(actor, (s) => s.matches('refused'));
    actor.send({ type: 'form.change', patch: { time: '12:00' } });
    actor.send({ type: 'form.submit' });
    expect(step(actor)).toBe('refused');
    expect(actor.getSnapshot().context.nothingChanged).toBe(true);
    expect(estimateCalls).toHaveLength(1);
  });

  it('keeps the trip when "Keep my trip as it is" is chosen', async () => {
    const { actor, changeCalls } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.change', patch: { attributes: { travelers: 1 } } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('checking'));
    actor.send({ type: 'change.keep' });
    expect(step(actor)).toBe('editing');
    expect(actor.getSnapshot().context.form?.attributes.travelers).toBe(1);
    expect(changeCalls).toHaveLength(0);
  });

  it('refuses with the stale-version reason on 409 TripChanged, and reloads on request', async () => {
    const { actor } = start({ change: () => Promise.reject(apiError(409, 'TripChanged')) });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.change', patch: { time: '13:00' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('checking'));
    actor.send({ type: 'change.confirm' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(selectRefusal(actor.getSnapshot())?.reason).toBe('stale');
    expect(actor.getSnapshot().context.form?.time).toBe('13:00');
    actor.send({ type: 'change.reload' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.form?.time).toBe('12:00');
  });

  it('reuses the Idempotency-Key when a failed commit is tried again, and makes a new one after an edit', async () => {
    let fail = true;
    const { actor, changeCalls } = start({
      change: () =>
        fail
          ? Promise.reject(apiError(503, 'ServiceUnavailable'))
          : Promise.resolve({ trip: ORIGINAL, etag: '"2"' }),
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.change', patch: { time: '13:00' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('checking'));
    actor.send({ type: 'change.confirm' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(selectRefusal(actor.getSnapshot())?.reason).toBe('unreachable');
    actor.send({ type: 'change.retry' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(changeCalls.map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-1']);
    actor.send({ type: 'form.change', patch: { time: '13:30' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('checking'));
    fail = false;
    actor.send({ type: 'change.confirm' });
    await waitFor(actor, (s) => s.matches('changed'));
    expect(changeCalls.map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('refuses without a request when the re-quote says the budget does not hold it', async () => {
    const { actor, changeCalls } = start({
      estimate: async () =>
        estimate({
          budget: {
            passNumber: '2001000101',
            remaining: 2,
            remainingAfter: -3,
            fits: false,
            until: '2026-12-31',
          },
        }),
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.change', patch: { time: '13:00' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('checking'));
    actor.send({ type: 'change.confirm' });
    expect(selectRefusal(actor.getSnapshot())?.reason).toBe('budget');
    expect(changeCalls).toHaveLength(0);
    actor.send({ type: 'refusal.dismiss' });
    expect(step(actor)).toBe('editing');
  });

  it('offers the way back after a change and opens it moved by the same shift', async () => {
    const back = trip({ externalTripId: 'T-2', locationFrom: HOSPITAL, locationTo: STATION });
    const { actor, openReturnChange } = start({ returnTrip: back });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.change', patch: { time: '13:00' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('checking'));
    actor.send({ type: 'change.confirm' });
    await waitFor(actor, (s) => s.matches({ changed: 'offeringReturn' }));
    actor.send({ type: 'return.change' });
    expect(openReturnChange).toHaveBeenCalledWith({ externalTripId: 'T-2', shiftMinutes: 60 });
  });
});

describe('change cut-off (product §10.11)', () => {
  it('allows a change until 60 minutes before pick-up', () => {
    expect(canChangeTrip(ORIGINAL, new Date('2026-07-01T09:00:00Z'))).toBe(true);
    expect(canChangeTrip(ORIGINAL, new Date('2026-07-01T09:00:01Z'))).toBe(false);
    expect(canChangeTrip({ ...ORIGINAL, status: 'customerCancelled' }, NOW)).toBe(false);
    expect(changeableUntil(ORIGINAL)).toBe('2026-07-01T09:00:00.000Z');
  });
});
