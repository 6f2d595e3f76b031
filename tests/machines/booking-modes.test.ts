import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { bookingMachine } from '../../machines/booking/booking.machine';
import type { BookTripInput, BookingInput, CalculateTripInput } from '../../machines/booking/booking.machine';
import { selectIsSeries, selectLeg, selectShowsConfirmation } from '../../machines/booking/selectors';
import type { BookingDraft } from '../../machines/booking/types';
import type { BookingResult, TripSummary } from '../../machines/types';
import { HOSPITAL, STATION, bookingResult, summary } from './fixtures';

// The booking chart's mode regions (machines/booking/booking.machine.ts): the leg, the planning mode, "Repeat this trip"
// and the traveller are states, decided on start (input, restored draft), switched by the form's own events, and
// decided again by "Start over". Fake actors; the model test covers the signed-in fresh start in the real app.

const NOW = new Date('2026-07-01T08:00:00Z'); // 10:00 CEST
const USER = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

function start(input: Partial<BookingInput> = {}) {
  const saved: BookingDraft[] = [];
  const machine = bookingMachine.provide({
    actors: {
      calculateTrip: fromPromise<TripSummary, CalculateTripInput>(async () => summary()),
      bookTrip: fromPromise<BookingResult, BookTripInput>(async () => bookingResult()),
    },
    actions: { saveDraft: (_, params) => void saved.push(params.draft) },
  });
  const clock = new SimulatedClock();
  let keys = 0;
  const actor = createActor(machine, {
    clock,
    input: { now: () => NOW, user: USER, createIdempotencyKey: () => `key-${++keys}`, ...input },
  }).start();
  return { actor, clock, saved };
}

const modes = (actor: ReturnType<typeof start>['actor']) => {
  const { flow } = actor.getSnapshot().value as { flow: Record<string, unknown> };
  return { leg: flow.leg, planning: flow.planning, repeat: flow.repeat, traveller: flow.traveller };
};

describe('booking chart: the modes are states', () => {
  it('a fresh signed-in start: outbound, by departure, once, signed in', () => {
    const { actor } = start();
    expect(modes(actor)).toEqual({
      leg: 'outbound',
      planning: 'byDeparture',
      repeat: 'once',
      traveller: 'signedIn',
    });
    expect(start({ guest: true }).actor.getSnapshot().value).toMatchObject({ flow: { traveller: 'guest' } });
  });

  it('a planning-mode change is the planning region, and only while editing; an ordinary edit is not', () => {
    const { actor, saved } = start();
    actor.send({
      type: 'form.change',
      patch: { planningMode: 'ByArrival', attributes: { priority: 'High' } },
    });
    expect(modes(actor).planning).toBe('byArrival');
    expect(actor.getSnapshot().context.form.planningMode).toBe('ByArrival');
    expect(saved.at(-1)?.form.planningMode).toBe('ByArrival');
    // The same mode again is an ordinary edit.
    actor.send({ type: 'form.change', patch: { planningMode: 'ByArrival', locationFrom: STATION } });
    expect(modes(actor).planning).toBe('byArrival');
    expect(actor.getSnapshot().context.form.locationFrom).toEqual(STATION);
    actor.send({ type: 'form.change', patch: { planningMode: 'ByDeparture' } });
    expect(modes(actor).planning).toBe('byDeparture');
    expect(actor.getSnapshot().context.form.planningMode).toBe('ByDeparture');
  });

  it('ignores a planning-mode change outside the form', async () => {
    const { actor } = start();
    actor.send({
      type: 'form.change',
      patch: { locationFrom: STATION, locationTo: HOSPITAL, payment: { type: 'payInVehicle' } },
    });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    actor.send({ type: 'form.change', patch: { planningMode: 'ByArrival' } });
    expect(modes(actor).planning).toBe('byDeparture');
    expect(actor.getSnapshot().context.form.planningMode).toBe('ByDeparture');
  });

  it('"Repeat this trip" switches the repeat region; the weekdays and "Until" are ordinary edits', () => {
    const { actor } = start();
    actor.send({ type: 'series.change', patch: { repeat: true } });
    expect(modes(actor).repeat).toBe('repeating');
    expect(selectIsSeries(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'series.change', patch: { until: '2026-07-20' } });
    expect(modes(actor).repeat).toBe('repeating');
    expect(actor.getSnapshot().context.series.until).toBe('2026-07-20');
    actor.send({ type: 'series.change', patch: { repeat: false } });
    expect(modes(actor).repeat).toBe('once');
    expect(selectIsSeries(actor.getSnapshot())).toBe(false);
  });

  it('the way back after a trip planned by arrival: return leg, planned by departure', async () => {
    const { actor, clock } = start();
    actor.send({
      type: 'form.change',
      patch: {
        locationFrom: STATION,
        locationTo: HOSPITAL,
        payment: { type: 'payInVehicle' },
        planningMode: 'ByArrival',
        attributes: { priority: 'High' },
        date: '2026-07-01',
        time: '13:00',
      },
    });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'success' } }));
    expect(selectShowsConfirmation(actor.getSnapshot())).toBe(true);
    clock.increment(1500);
    expect(modes(actor)).toMatchObject({ leg: 'outbound', planning: 'byArrival' });
    actor.send({ type: 'returnTrip.accept' });
    expect(modes(actor)).toMatchObject({ leg: 'return', planning: 'byDeparture' });
    expect(actor.getSnapshot().context.form.planningMode).toBe('ByDeparture');
    expect(selectLeg(actor.getSnapshot())).toBe('return');
  });

  it('a restored draft starts in its modes; "Start over" decides them again from the fresh form', async () => {
    const first = start();
    first.actor.send({ type: 'form.change', patch: { planningMode: 'ByArrival' } });
    first.actor.send({ type: 'series.change', patch: { repeat: true } });
    const draft: BookingDraft = { ...first.saved.at(-1)!, leg: 'return' };
    const { actor } = start({ draft });
    expect(modes(actor)).toEqual({
      leg: 'return',
      planning: 'byArrival',
      repeat: 'repeating',
      traveller: 'signedIn',
    });
    actor.send({ type: 'draft.discard' });
    expect(modes(actor)).toEqual({
      leg: 'outbound',
      planning: 'byDeparture',
      repeat: 'once',
      traveller: 'signedIn',
    });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'editing' } });
  });

  it('booking.reset starts every region again from a fresh form', () => {
    const { actor } = start();
    actor.send({ type: 'form.change', patch: { planningMode: 'ByArrival' } });
    actor.send({ type: 'series.change', patch: { repeat: true } });
    actor.send({ type: 'booking.reset' });
    expect(modes(actor)).toEqual({
      leg: 'outbound',
      planning: 'byDeparture',
      repeat: 'once',
      traveller: 'signedIn',
    });
  });
});
