import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bookingMachine } from '../../machines/booking/booking.machine';
import {
  applyPrefill,
  bookAgainPrefill,
  parseBookingPrefill,
  preferencesPrefill,
  prefilledPickup,
} from '../../machines/booking/book-again';
import { createBookingForm } from '../../machines/booking/rules';
import { selectForm } from '../../machines/booking/selectors';
import { trip } from './fixtures';

// Wednesday 1 July 2026, 10:00 in Amsterdam (CEST).
const NOW = new Date('2026-07-01T08:00:00Z');

const PAST = trip({
  status: 'completed',
  departureDateTime: '2026-06-24T12:30:00Z', // 14:30 Amsterdam
  attributes: { travelers: 1, children0to12: 2, rollatorOrWalker: 1, stroller: 0 },
  paymentOption: { type: 'creditCard', cardBrand: 'visa' },
});

describe('book again', () => {
  it('takes from, to, companions, children, take-along, payment and time of day from the trip', () => {
    expect(bookAgainPrefill(PAST, 'again')).toEqual({
      locationFrom: PAST.locationFrom,
      locationTo: PAST.locationTo,
      travelers: 1,
      children0to12: 2,
      takeAlong: { rollatorOrWalker: 1 },
      payment: { type: 'creditCard', cardBrand: 'visa' },
      time: '14:30',
    });
  });

  it('the way back swaps from and to and leaves the time to the form', () => {
    const back = bookAgainPrefill(PAST, 'back');
    expect(back.locationFrom).toEqual(PAST.locationTo);
    expect(back.locationTo).toEqual(PAST.locationFrom);
    expect(back.time).toBeNull();
    expect(back.travelers).toBe(1);
  });

  it('picks today at the trip time when still bookable, else tomorrow', () => {
    expect(prefilledPickup('14:30', NOW)).toEqual({ date: '2026-07-01', time: '14:30' });
    expect(prefilledPickup('10:30', NOW)).toEqual({ date: '2026-07-02', time: '10:30' });
    expect(prefilledPickup('25:00', NOW)).toBeNull();
  });

  it('applies a prefill over the form defaults', () => {
    const form = applyPrefill(createBookingForm(NOW), bookAgainPrefill(PAST, 'again'), NOW);
    expect(form.attributes).toMatchObject({ travelers: 1, children0to12: 2, rollatorOrWalker: 1 });
    expect(form.payment).toEqual({ type: 'creditCard', cardBrand: 'visa' });
    expect(form.locationFrom).toEqual(PAST.locationFrom);
    expect({ date: form.date, time: form.time }).toEqual({ date: '2026-07-01', time: '14:30' });
  });

  it('starts the booking chart from its input prefill, and keeps the time on a planning-mode switch', () => {
    const actor = createActor(bookingMachine, {
      input: { now: () => NOW, prefill: bookAgainPrefill(PAST, 'again') },
    }).start();
    expect(selectForm(actor.getSnapshot()).locationTo).toEqual(PAST.locationTo);
    expect(selectForm(actor.getSnapshot()).payment).toEqual({ type: 'creditCard', cardBrand: 'visa' });
    actor.send({ type: 'form.change', patch: { planningMode: 'ByArrival' } });
    expect(selectForm(actor.getSnapshot()).time).toBe('14:30');
    actor.stop();
  });

  it('reads router state through a validation that refuses forged values', () => {
    const state = { prefill: bookAgainPrefill(PAST, 'again') };
    expect(parseBookingPrefill(JSON.parse(JSON.stringify(state)))).toEqual(state.prefill);
    expect(parseBookingPrefill(null)).toBeNull();
    expect(parseBookingPrefill({ locationFrom: PAST.locationFrom })).toBeNull();
    expect(parseBookingPrefill({ prefill: { travelers: -1 } })).toBeNull();
    expect(parseBookingPrefill({ prefill: { travelers: 1.5 } })).toBeNull();
    expect(parseBookingPrefill({ prefill: { payment: { type: 'bitcoin' } } })).toBeNull();
    expect(parseBookingPrefill({ prefill: { payment: { type: 'creditCard' } } })).toBeNull();
    expect(parseBookingPrefill({ prefill: { time: '9:00<script>' } })).toBeNull();
    expect(parseBookingPrefill({ prefill: { locationFrom: { street: 'x' } } })).toBeNull();
    expect(parseBookingPrefill({ prefill: { takeAlong: { stroller: '1' } } })).toBeNull();
    // Unknown fields are not carried over.
    expect(parseBookingPrefill({ prefill: { travelers: 2, evil: true } })).toEqual({ travelers: 2 });
  });

  it('makes a booking prefill of the travel preferences', () => {
    expect(
      preferencesPrefill({
        companions: 2,
        children: 1,
        takeAlong: { guideDog: 1 },
        callBeforePickup: true,
        paymentMethod: { type: 'iDeal' },
        defaultPassNumber: null,
      }),
    ).toEqual({
      travelers: 2,
      children0to12: 1,
      takeAlong: { guideDog: 1 },
      phoneCall: true,
      payment: { type: 'iDeal' },
    });
    // The default pass number rides along for the booking chart to select (never from router state).
    const prefill = preferencesPrefill({
      companions: 0,
      children: 0,
      takeAlong: {},
      callBeforePickup: false,
      paymentMethod: null,
      defaultPassNumber: '2001000202',
    });
    expect(prefill.passNumber).toBe('2001000202');
    expect(parseBookingPrefill({ prefill: { ...prefill, travelers: 1 } })?.passNumber).toBeUndefined();
  });
});
