import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import {
  selectArrivalSuggestion,
  selectLatestDate,
  selectMaxDaysAhead,
} from '../../machines/booking/selectors';
import { HOSPITAL, settings, summary } from './fixtures';
import { start, fillForm, toConfirming, toConfirmingFromForm, type Actor } from './booking-harness';

describe('booking machine: earliest pickup date and time (product §5, §9)', () => {
  const LATE = new Date('2026-07-01T21:30:00Z'); // 23:30 CEST

  it('moves the default pickup to the next day late in the evening', () => {
    const { actor } = start({ input: { now: () => LATE } });
    expect(actor.getSnapshot().context.form).toMatchObject({ date: '2026-07-02', time: '00:35' });
  });

  it('on the earliest day accepts only times from now + 1 h; later days from 00:00; earlier days never', async () => {
    const { actor } = start({ input: { now: () => LATE } });
    fillForm(actor);
    const pickupError = (date: string, time: string) => {
      actor.send({ type: 'form.change', patch: { date, time } });
      return actor.getSnapshot().context.errors.pickup;
    };
    expect(pickupError('2026-07-01', '23:59')).toBe('bookTrip.pickupEarliestTime');
    expect(pickupError('2026-07-02', '00:29')).toBe('bookTrip.pickupEarliestTime');
    expect(pickupError('2026-07-02', '00:30')).toBeUndefined();
    expect(pickupError('2026-07-03', '00:00')).toBeUndefined();
    expect(pickupError('2026-07-02', '')).toBe('bookTrip.pickupEarliestTime');
    actor.send({ type: 'form.change', patch: { date: '2026-07-02', time: '00:30' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
  });

  it('checks the rule with the clock at confirm time, not at entry time', async () => {
    let now = LATE;
    const { actor } = start({ input: { now: () => now } });
    fillForm(actor);
    actor.send({ type: 'form.change', patch: { date: '2026-07-02', time: '00:30' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    now = new Date(LATE.getTime() + 60_000);
    expect(actor.getSnapshot().can({ type: 'booking.confirm' })).toBe(false);
  });
});

describe('booking horizon', () => {
  it('takes maxDaysAhead from the region (60 until it is known) for the date maximum and the form check', () => {
    const { actor, calculateInputs } = start();
    expect(selectMaxDaysAhead(actor.getSnapshot())).toBe(60);
    expect(selectLatestDate(actor.getSnapshot())).toBe('2026-08-30');
    actor.send({ type: 'session.update', settings: settings({ maxDaysAhead: 10 }) });
    expect(selectMaxDaysAhead(actor.getSnapshot())).toBe(10);
    expect(selectLatestDate(actor.getSnapshot())).toBe('2026-07-11');

    fillForm(actor);
    actor.send({ type: 'form.change', patch: { date: '2026-07-12', time: '09:00' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'editing' } });
    expect(actor.getSnapshot().context.errors.pickup).toBe('bookTrip.pickupTooFarAhead');
    expect(calculateInputs).toHaveLength(0);

    actor.send({ type: 'form.change', patch: { date: '2026-07-11' } });
    expect(actor.getSnapshot().context.errors.pickup).toBeUndefined();
  });
});

describe("arrival time that can't fail", () => {
  const arrival = (actor: Actor) => {
    const { date, time } = actor.getSnapshot().context.form;
    return { date, time };
  };

  it('switching to arrival moves an unchosen default time to now + 2 h, and back to now + 1 h 05', () => {
    const { actor } = start(); // now 10:00 CEST
    expect(arrival(actor)).toEqual({ date: '2026-07-01', time: '11:05' });
    actor.send({ type: 'form.change', patch: { planningMode: 'ByArrival' } });
    expect(arrival(actor)).toEqual({ date: '2026-07-01', time: '12:00' });
    actor.send({ type: 'form.change', patch: { planningMode: 'ByDeparture' } });
    expect(arrival(actor)).toEqual({ date: '2026-07-01', time: '11:05' });
  });

  it('keeps a time the traveller chose when the planning mode changes', () => {
    const { actor } = start();
    actor.send({ type: 'form.change', patch: { time: '11:30' } });
    actor.send({ type: 'form.change', patch: { planningMode: 'ByArrival' } });
    expect(arrival(actor)).toEqual({ date: '2026-07-01', time: '11:30' });
    actor.send({ type: 'form.change', patch: { planningMode: 'ByDeparture' } });
    expect(arrival(actor).time).toBe('11:30');
  });

  it('after an estimate, offers the earliest bookable arrival for a too-early one and sets it on request', async () => {
    const { actor, calculateInputs } = start({
      calculate: async () => summary({ duration: 33, planningMode: 2 }),
    });
    fillForm(actor);
    actor.send({
      type: 'form.change',
      patch: { planningMode: 'ByArrival', attributes: { priority: 'Low' } },
    });
    actor.send({ type: 'form.change', patch: { time: '11:10' } });
    expect(selectArrivalSuggestion(actor.getSnapshot())).toBeNull(); // duration not known yet
    actor.send({ type: 'form.change', patch: { time: '12:00' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    expect(actor.getSnapshot().context.tripDuration).toBe(33);
    expect(selectArrivalSuggestion(actor.getSnapshot())).toBeNull(); // only while editing
    actor.send({ type: 'estimate.back' });
    expect(selectArrivalSuggestion(actor.getSnapshot())).toBeNull(); // 12:00 is bookable (≥ 11:33)

    actor.send({ type: 'form.change', patch: { time: '11:10' } });
    // 10:00 + 60 + 33 = 11:33 → 11:35
    expect(selectArrivalSuggestion(actor.getSnapshot())).toEqual({
      date: '2026-07-01',
      time: '11:35',
      tripDurationMinutes: 33,
    });
    expect(actor.getSnapshot().context.errors).toEqual({ pickup: 'bookTrip.arrivalEarliest' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'editing' } });
    expect(calculateInputs).toHaveLength(1);

    actor.send({ type: 'form.useEarliestArrival' });
    expect(arrival(actor)).toEqual({ date: '2026-07-01', time: '11:35' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(selectArrivalSuggestion(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    expect(calculateInputs[1]?.request.plannedDateTime).toBe('2026-07-01T09:35:00Z');
    expect(actor.getSnapshot().can({ type: 'booking.confirm' })).toBe(true);
  });

  it('accepts an arrival exactly on the boundary (now + 1 h + duration)', async () => {
    const { actor } = start({ calculate: async () => summary({ duration: 25 }) });
    fillForm(actor);
    actor.send({
      type: 'form.change',
      patch: { planningMode: 'ByArrival', attributes: { priority: 'Low' } },
    });
    await toConfirmingFromForm(actor);
    actor.send({ type: 'estimate.back' });
    actor.send({ type: 'form.change', patch: { time: '11:25' } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'form.change', patch: { time: '11:24' } });
    expect(actor.getSnapshot().context.errors).toEqual({ pickup: 'bookTrip.arrivalEarliest' });
  });

  it('forgets the duration when an address changes or the addresses swap, not when the same one is chosen again', async () => {
    const { actor } = start({ calculate: async () => summary({ duration: 25 }) });
    fillForm(actor);
    actor.send({
      type: 'form.change',
      patch: { planningMode: 'ByArrival', attributes: { priority: 'Low' } },
    });
    await toConfirmingFromForm(actor);
    actor.send({ type: 'estimate.back' });
    actor.send({ type: 'form.change', patch: { locationTo: { ...HOSPITAL } } });
    expect(actor.getSnapshot().context.tripDuration).toBe(25);
    actor.send({ type: 'form.swap' });
    expect(actor.getSnapshot().context.tripDuration).toBeNull();
    actor.send({ type: 'form.change', patch: { time: '11:10' } });
    expect(selectArrivalSuggestion(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('offers nothing by departure, and form.useEarliestArrival then changes nothing', async () => {
    const { actor } = start({ calculate: async () => summary({ duration: 25 }) });
    await toConfirming(actor);
    actor.send({ type: 'estimate.back' });
    actor.send({ type: 'form.change', patch: { time: '11:00' } });
    expect(selectArrivalSuggestion(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'form.useEarliestArrival' });
    expect(arrival(actor).time).toBe('11:00');
  });
});
