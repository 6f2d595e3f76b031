// The change flow's form fields, checks, draft and guest mode (machines/booking/change.machine.ts, product §10.11)
// with fake actors: the payment offered unless monthly billing is forced, the overlap warning without the trip
// itself, a kept draft applied only to its trip at its version, and a guest's change over the link's token.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  changeDraftOf,
  changeFormOf,
  parseTripChangeDraft,
  selectChangeOverlaps,
  selectChangePaymentChoices,
  tripChangeMachine,
  type ChangeTripInput,
  type EstimateTripChangeInput,
  type LoadTripForChangeInput,
  type TripChangeDraft,
  type TripChangeEstimate,
} from '../../machines/booking';
import type { RegionPaymentOption, Trip } from '../../machines/types';
import { HOSPITAL, STATION, trip } from './fixtures';

const NOW = new Date('2026-07-01T06:00:00Z');
const ORIGINAL = trip({ departureDateTime: '2026-07-01T10:00:00Z', arrivalDateTime: '2026-07-01T10:25:00Z' });
const OPTIONS: RegionPaymentOption[] = [
  { paymentType: 'payInVehicle', cardBrand: null },
  { paymentType: 'iDeal', cardBrand: null },
  { paymentType: 'monthlyBilling', cardBrand: null },
];

function estimate(pickup = '2026-07-01T11:00:00Z'): TripChangeEstimate {
  const side = {
    departureDateTime: ORIGINAL.departureDateTime,
    arrivalDateTime: ORIGINAL.arrivalDateTime,
    pickUpWindow: { start: '2026-07-01T09:45:00Z', end: '2026-07-01T10:15:00Z' },
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
    externalTripId: ORIGINAL.externalTripId,
    version: 1,
    changeableUntil: '2026-07-01T09:00:00Z',
    current: side,
    proposed: { ...side, departureDateTime: pickup },
    difference: { distance: 0, fareCents: 0, pickUpMinutes: 60 },
    budget: null,
    ptJourney: null,
    isBlockedByPtAdvice: false,
    hasMonthlyBilling: false,
  } as TripChangeEstimate;
}

interface Options {
  loaded?: Trip;
  etag?: string;
  draft?: TripChangeDraft | null;
  guestToken?: string;
  others?: Trip[];
}

function start(options: Options = {}) {
  const calls = {
    load: [] as LoadTripForChangeInput[],
    estimate: [] as EstimateTripChangeInput[],
    change: [] as ChangeTripInput[],
  };
  const saveDraft = vi.fn();
  const discardDraft = vi.fn();
  const loaded = options.loaded ?? ORIGINAL;
  const machine = tripChangeMachine.provide({
    actors: {
      loadTripForChange: fromPromise(async ({ input }: { input: LoadTripForChangeInput }) => {
        calls.load.push(input);
        return { trip: loaded, etag: options.etag ?? '"1"' };
      }),
      estimateTripChange: fromPromise(async ({ input }: { input: EstimateTripChangeInput }) => {
        calls.estimate.push(input);
        return estimate();
      }),
      changeTrip: fromPromise(async ({ input }: { input: ChangeTripInput }) => {
        calls.change.push(input);
        return { trip: { ...loaded, departureDateTime: '2026-07-01T11:00:00Z' }, etag: '"2"' };
      }),
      findReturnTrip: fromPromise<Trip | null, { trip: Trip }>(async () => null),
      loadOtherTrips: fromPromise(async () => options.others ?? []),
    },
    actions: {
      saveDraft: (_, params) => saveDraft(params.draft),
      discardDraft: () => discardDraft(),
    },
  });
  const actor = createActor(machine, {
    input: {
      externalTripId: options.guestToken ? '' : loaded.externalTripId,
      now: () => NOW,
      paymentOptions: OPTIONS,
      draft: options.draft ?? null,
      ...(options.guestToken ? { guestToken: options.guestToken } : {}),
    },
  }).start();
  return { actor, calls, saveDraft, discardDraft };
}

async function toChecking(actor: ReturnType<typeof start>['actor']) {
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.change', patch: { time: '13:00' } });
  actor.send({ type: 'form.submit' });
  await waitFor(actor, (s) => s.matches('checking'));
}

describe('change form fields (product §10.11 "What can change")', () => {
  it("offers the region's payment methods, never monthly billing, and sends a changed payment", async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectChangePaymentChoices(actor.getSnapshot())?.types).toEqual(['payInVehicle', 'iDeal']);
    actor.send({ type: 'form.change', patch: { payment: { type: 'iDeal' } } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('checking'));
    expect(calls.estimate[0]!.change).toEqual({ paymentOption: { type: 'iDeal' } });
  });

  it('does not offer the payment where monthly billing is forced', async () => {
    const { actor } = start({ loaded: { ...ORIGINAL, paymentOption: { type: 'monthlyBilling' } } });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectChangePaymentChoices(actor.getSnapshot())).toBeNull();
  });

  it('sends the planning mode and the phone preference when they change', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({
      type: 'form.change',
      patch: { planningMode: 'ByArrival', attributes: { priority: 'Medium' } },
    });
    actor.send({ type: 'form.change', patch: { phoneCall: true, phoneNumber: '0612345678' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('checking'));
    expect(calls.estimate[0]!.change).toMatchObject({
      planningMode: 2,
      preferences: { phoneNumber: '0612345678' },
    });
  });

  it('refuses an arrival without a priority, and asks focus for it', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({
      type: 'form.change',
      patch: { planningMode: 'ByArrival', attributes: { priority: 'None' } },
    });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors.priority).toBe('error.priorityRequired');
    expect(actor.getSnapshot().context.focusRequest).toBe(1);
  });
});

describe('overlap warning in "Check your change" (product §10.11)', () => {
  it('warns of another trip under way at the new pick-up, never of the trip itself', async () => {
    const other = trip({
      externalTripId: 'T-9',
      departureDateTime: '2026-07-01T10:50:00Z',
      arrivalDateTime: '2026-07-01T11:20:00Z',
    });
    const later = trip({
      externalTripId: 'T-8',
      departureDateTime: '2026-07-01T15:00:00Z',
      arrivalDateTime: '2026-07-01T15:20:00Z',
    });
    const own = {
      ...ORIGINAL,
      departureDateTime: '2026-07-01T10:55:00Z',
      arrivalDateTime: '2026-07-01T11:30:00Z',
    };
    const { actor } = start({ others: [own, other, later] });
    await toChecking(actor);
    expect(selectChangeOverlaps(actor.getSnapshot()).map((t) => t.externalTripId)).toEqual(['T-9']);
  });
});

describe('change draft (product §10.11: the form keeps what was entered)', () => {
  it('keeps every edit, and forgets it once the change is made', async () => {
    const { actor, saveDraft, discardDraft } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.change', patch: { time: '13:00' } });
    expect(saveDraft).toHaveBeenLastCalledWith(
      expect.objectContaining({ externalTripId: ORIGINAL.externalTripId, etag: '"1"' }),
    );
    expect(parseTripChangeDraft(JSON.parse(JSON.stringify(saveDraft.mock.lastCall![0])))?.form.time).toBe(
      '13:00',
    );
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('checking'));
    actor.send({ type: 'change.confirm' });
    await waitFor(actor, (s) => s.matches('changed'));
    expect(discardDraft).toHaveBeenCalledTimes(1);
  });

  it('forgets the draft on "Keep my trip as it is"', async () => {
    const { actor, discardDraft } = start();
    await toChecking(actor);
    actor.send({ type: 'change.keep' });
    expect(discardDraft).toHaveBeenCalledTimes(1);
  });

  it('opens with the kept draft of this trip at this version', async () => {
    const form = { ...changeFormOf(ORIGINAL, NOW), time: '13:30' };
    const { actor } = start({ draft: changeDraftOf(ORIGINAL.externalTripId, '"1"', form) });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.form?.time).toBe('13:30');
  });

  it("opens with the trip's own values when the trip changed since the draft", async () => {
    const form = { ...changeFormOf(ORIGINAL, NOW), time: '13:30' };
    const { actor } = start({ draft: changeDraftOf(ORIGINAL.externalTripId, '"1"', form), etag: '"2"' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.form?.time).toBe('12:00');
  });

  it('drops a damaged draft', () => {
    expect(
      parseTripChangeDraft({ version: 1, externalTripId: 'T-1', etag: '"1"', form: { date: 1 } }),
    ).toBeNull();
    expect(parseTripChangeDraft('nonsense')).toBeNull();
  });
});

describe('a guest\'s change (product §10.11 "Guests and carers")', () => {
  it("calls every step with the link's token and the trip's number as read", async () => {
    const { actor, calls } = start({ guestToken: 'tok-123' });
    await toChecking(actor);
    actor.send({ type: 'change.confirm' });
    await waitFor(actor, (s) => s.matches('changed'));
    expect(calls.load).toEqual([{ externalTripId: '', guestToken: 'tok-123' }]);
    expect(calls.estimate[0]).toMatchObject({
      externalTripId: ORIGINAL.externalTripId,
      guestToken: 'tok-123',
    });
    expect(calls.change[0]).toMatchObject({
      externalTripId: ORIGINAL.externalTripId,
      guestToken: 'tok-123',
      etag: '"1"',
    });
  });

  it('sends no token for a traveller', async () => {
    const { actor, calls } = start();
    await toChecking(actor);
    expect(calls.estimate[0]).not.toHaveProperty('guestToken');
  });
});
