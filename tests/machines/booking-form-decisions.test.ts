import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bookingMachine } from '../../machines/booking/booking.machine';
import type { BookingInput, CalculateTripInput } from '../../machines/booking/booking.machine';
import {
  selectCounter,
  selectDefaultPostCode,
  selectEarliest,
  selectEarliestDate,
  selectFocusRequest,
  selectIsTimeMalformed,
  selectLatestDate,
  selectPaymentChoices,
  selectPaymentOptions,
  selectShownError,
  selectTimeText,
} from '../../machines/booking/selectors';
import type { AttributeDefinition, TripSummary } from '../../machines/types';
import { HOSPITAL, STATION, settings, summary } from './fixtures';

// The decisions the booking form made itself are the chart's — payment options and the preselected
// method, the date bounds and the earliest pickup from the injected clock, the typed time and whether it is
// malformed, which error a field shows, where focus goes after a refused submit, initial addresses.

const NOW = new Date('2026-07-01T08:00:00Z'); // 10:00 CEST

function start(input: Partial<BookingInput> = {}, estimate: () => TripSummary = () => summary()) {
  let now = NOW;
  const machine = bookingMachine.provide({
    actors: {
      calculateTrip: fromPromise<TripSummary, CalculateTripInput>(async () => estimate()),
    },
  });
  const actor = createActor(machine, { input: { now: () => now, ...input } });
  actor.start();
  return {
    actor,
    setNow: (next: Date) => {
      now = next;
    },
  };
}

const route = { locationFrom: STATION, locationTo: HOSPITAL };

describe('payment options and the preselected method (product §2, §4)', () => {
  it('offers the region options without monthly billing and preselects pay in vehicle on entering editing', () => {
    const { actor } = start({ settings: settings() });
    const s = actor.getSnapshot();
    expect(selectPaymentOptions(s).map((o) => o.paymentType)).toEqual([
      'payInVehicle',
      'iDeal',
      'creditCard',
    ]);
    expect(s.context.form.payment).toEqual({ type: 'payInVehicle' });
    expect(selectPaymentChoices(s)).toEqual({
      types: ['payInVehicle', 'iDeal', 'creditCard'],
      cardBrands: ['visa'],
    });
  });

  it('preselects once the region arrives late, and not when the region does not offer pay in vehicle', () => {
    const late = start();
    expect(late.actor.getSnapshot().context.form.payment).toBeNull();
    expect(selectPaymentOptions(late.actor.getSnapshot())).toEqual([]);
    late.actor.send({ type: 'session.update', settings: settings() });
    expect(late.actor.getSnapshot().context.form.payment).toEqual({ type: 'payInVehicle' });

    const online = start({
      settings: settings({ paymentOptions: [{ paymentType: 'iDeal', cardBrand: null }] }),
    });
    expect(online.actor.getSnapshot().context.form.payment).toBeNull();
  });

  it('keeps a chosen method, and preselects again after booking.reset', () => {
    const { actor } = start({ settings: settings() });
    actor.send({ type: 'payment.select', payment: { type: 'iDeal' } });
    actor.send({ type: 'session.update', passNumber: '2001000102' });
    expect(actor.getSnapshot().context.form.payment).toEqual({ type: 'iDeal' });
    actor.send({ type: 'booking.reset' });
    expect(actor.getSnapshot().context.form.payment).toEqual({ type: 'payInVehicle' });
  });

  it('offers monthly billing only while it is locked, never to guests', async () => {
    const invoiced = start({ settings: settings(), hasMonthlyBilling: true });
    expect(selectPaymentOptions(invoiced.actor.getSnapshot()).map((o) => o.paymentType)).toContain(
      'monthlyBilling',
    );
    expect(invoiced.actor.getSnapshot().context.form.payment).toEqual({ type: 'monthlyBilling' });

    const guest = start({ settings: settings(), guest: true, hasMonthlyBilling: true });
    expect(selectPaymentOptions(guest.actor.getSnapshot()).map((o) => o.paymentType)).not.toContain(
      'monthlyBilling',
    );

    const forced = start({ settings: settings() }, () => summary({ hasMonthlyBilling: true }));
    forced.actor.send({ type: 'form.change', patch: route });
    forced.actor.send({ type: 'form.submit' });
    await waitFor(forced.actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    expect(selectPaymentOptions(forced.actor.getSnapshot()).map((o) => o.paymentType)).toContain(
      'monthlyBilling',
    );
    forced.actor.send({ type: 'estimate.back' });
    expect(selectPaymentOptions(forced.actor.getSnapshot()).map((o) => o.paymentType)).not.toContain(
      'monthlyBilling',
    );
  });

  it('keeps the offered options and their choices the same objects while they do not change', () => {
    const { actor } = start({ settings: settings() });
    const before = actor.getSnapshot();
    actor.send({ type: 'form.change', patch: { driverComment: 'Bel aan' } });
    const after = actor.getSnapshot();
    expect(selectPaymentOptions(after)).toBe(selectPaymentOptions(before));
    expect(selectPaymentChoices(after)).toBe(selectPaymentChoices(before));
  });
});

describe('date bounds and the earliest pickup from the injected clock (product §5, §9)', () => {
  it('gives the date field today + 1 h as minimum and the region horizon as maximum', () => {
    const { actor } = start({ settings: settings({ maxDaysAhead: 10 }) });
    const s = actor.getSnapshot();
    expect(selectEarliestDate(s)).toBe('2026-07-01');
    expect(selectLatestDate(s)).toBe('2026-07-11');
  });

  it('names the earliest time on the chosen day, else the earliest pickup itself', () => {
    const { actor } = start();
    expect(selectEarliest(actor.getSnapshot())).toEqual({ date: '2026-07-01', time: '11:00' });
    actor.send({ type: 'form.change', patch: { date: '2026-07-03' } });
    expect(selectEarliest(actor.getSnapshot())).toEqual({ date: '2026-07-03', time: '00:00' });
    actor.send({ type: 'form.change', patch: { date: '2026-06-30' } });
    expect(selectEarliest(actor.getSnapshot())).toEqual({ date: '2026-07-01', time: '11:00' });
    actor.send({ type: 'form.change', patch: { date: '' } });
    expect(selectEarliest(actor.getSnapshot())).toEqual({ date: '2026-07-01', time: '11:00' });
  });

  it('follows the clock at the next event, e.g. past midnight', () => {
    const { actor, setNow } = start();
    setNow(new Date('2026-07-01T22:30:00Z')); // 00:30 CEST on 2 July
    actor.send({ type: 'form.submit' });
    expect(selectEarliestDate(actor.getSnapshot())).toBe('2026-07-02');
    expect(selectShownError(actor.getSnapshot(), 'pickup')).toBe('bookTrip.pickupEarliestTime');
    expect(selectEarliest(actor.getSnapshot())).toEqual({ date: '2026-07-02', time: '01:30' });
  });
});

describe('the typed time', () => {
  it('keeps the text as typed and gives the form HH:mm once it reads as a time', () => {
    const { actor } = start();
    actor.send({ type: 'form.typeTime', text: '1430' });
    expect(selectTimeText(actor.getSnapshot())).toBe('1430');
    expect(actor.getSnapshot().context.form.time).toBe('14:30');
    actor.send({ type: 'form.typeTime', text: '905' });
    expect(actor.getSnapshot().context.form.time).toBe('905');
    actor.send({ type: 'form.leaveTime' });
    expect(selectTimeText(actor.getSnapshot())).toBe('09:05');
    expect(actor.getSnapshot().context.form.time).toBe('09:05');
  });

  it('shows a malformed time once the field is left or the form submitted, instead of the pickup error', () => {
    const left = start();
    left.actor.send({ type: 'form.typeTime', text: '25:61' });
    expect(selectIsTimeMalformed(left.actor.getSnapshot())).toBe(false);
    expect(selectShownError(left.actor.getSnapshot(), 'time')).toBeUndefined();
    left.actor.send({ type: 'form.leaveTime' });
    expect(selectIsTimeMalformed(left.actor.getSnapshot())).toBe(true);
    expect(selectShownError(left.actor.getSnapshot(), 'time')).toBe('bookTrip.timeInvalid');
    expect(selectTimeText(left.actor.getSnapshot())).toBe('25:61');

    const submitted = start();
    submitted.actor.send({ type: 'form.typeTime', text: '2 PM' });
    submitted.actor.send({ type: 'form.submit' });
    const s = submitted.actor.getSnapshot();
    expect(selectIsTimeMalformed(s)).toBe(true);
    expect(s.context.errors.pickup).toBe('bookTrip.pickupEarliestTime');
    expect(selectShownError(s, 'pickup')).toBeUndefined();
    submitted.actor.send({ type: 'form.typeTime', text: '23:00' });
    expect(selectIsTimeMalformed(submitted.actor.getSnapshot())).toBe(false);
  });

  it('shows a time the chart sets itself (a planning-mode default) instead of the text typed', () => {
    const { actor } = start();
    actor.send({ type: 'form.change', patch: { planningMode: 'ByArrival' } });
    expect(selectTimeText(actor.getSnapshot())).toBe(actor.getSnapshot().context.form.time);
    expect(selectTimeText(actor.getSnapshot())).toBe('12:00');
  });
});

describe('which error shows, and where focus goes after a refused submit (product §5)', () => {
  it('shows no field errors before the first submit, then the first invalid field takes focus', () => {
    const { actor } = start({ settings: settings() });
    expect(selectShownError(actor.getSnapshot(), 'locationFrom')).toBeUndefined();
    expect(selectFocusRequest(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'form.submit' });
    expect(selectShownError(actor.getSnapshot(), 'locationFrom')).toBe('location.required');
    const first = selectFocusRequest(actor.getSnapshot());
    expect(first).toEqual({ target: 'locationFrom' });
    actor.send({ type: 'form.submit' });
    expect(selectFocusRequest(actor.getSnapshot())).not.toBe(first);
  });

  it('takes the priority first by arrival, and for the pickup the time when malformed, else the date', () => {
    const { actor } = start({ settings: settings() });
    actor.send({ type: 'form.change', patch: { ...route, planningMode: 'ByArrival' } });
    actor.send({ type: 'form.submit' });
    expect(selectFocusRequest(actor.getSnapshot())).toEqual({ target: 'priority' });

    actor.send({
      type: 'form.change',
      patch: { planningMode: 'ByDeparture', date: '2026-07-01', time: '10:30' },
    });
    actor.send({ type: 'form.submit' });
    expect(selectFocusRequest(actor.getSnapshot())).toEqual({ target: 'date' });
    actor.send({ type: 'form.typeTime', text: '99' });
    actor.send({ type: 'form.submit' });
    expect(selectFocusRequest(actor.getSnapshot())).toEqual({ target: 'time' });
  });

  it('takes the card brand when only the brand is missing', () => {
    const { actor } = start({ settings: settings() });
    actor.send({ type: 'form.change', patch: route });
    actor.send({ type: 'payment.select', payment: { type: 'creditCard' } });
    actor.send({ type: 'form.submit' });
    expect(selectFocusRequest(actor.getSnapshot())).toEqual({ target: 'cardBrand' });
  });

  it('gives the too-early arrival its "Use HH:MM" button instead of a pickup error', async () => {
    const { actor } = start({ settings: settings() }, () => summary({ duration: 40 }));
    actor.send({ type: 'form.change', patch: route });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    actor.send({ type: 'estimate.back' });
    actor.send({
      type: 'form.change',
      patch: {
        planningMode: 'ByArrival',
        date: '2026-07-01',
        time: '11:05',
        attributes: { priority: 'High' },
      },
    });
    actor.send({ type: 'form.submit' });
    const s = actor.getSnapshot();
    expect(s.context.errors.pickup).toBe('bookTrip.arrivalEarliest');
    expect(selectShownError(s, 'pickup')).toBeUndefined();
    expect(selectFocusRequest(s)).toEqual({ target: 'useEarliestArrival' });
  });
});

describe('what else the form used to work out', () => {
  it('starts from the addresses given as input (router state)', () => {
    const { actor } = start({ locations: { locationFrom: STATION, locationTo: null } });
    expect(actor.getSnapshot().context.form.locationFrom).toEqual(STATION);
    expect(actor.getSnapshot().context.form.locationTo).toBeNull();
  });

  it('gives guests the region default postal code to search from, signed-in travellers none', () => {
    expect(selectDefaultPostCode(start({ settings: settings(), guest: true }).actor.getSnapshot())).toBe(
      '1012 AB',
    );
    expect(selectDefaultPostCode(start({ guest: true }).actor.getSnapshot())).toBeNull();
    expect(selectDefaultPostCode(start({ settings: settings() }).actor.getSnapshot())).toBeUndefined();
  });

  it('gives the companions and children selectors the region range, 0–5 without one', () => {
    const definitions: AttributeDefinition[] = [
      {
        name: 'travelers',
        title: 'Reisgenoten',
        type: 'dropdown',
        code: 'TRAVELERS',
        groupName: null,
        groupTitle: null,
        defaultUnits: 0,
        minUnits: 0,
        maxUnits: 3,
        readOnly: true,
      },
    ];
    const { actor } = start({ attributeDefinitions: definitions });
    expect(selectCounter(actor.getSnapshot(), 'travelers')).toEqual({ min: 0, max: 3, readOnly: true });
    expect(selectCounter(actor.getSnapshot(), 'children0to12')).toEqual({ min: 0, max: 5, readOnly: false });
  });
});
