import { describe, expect, it } from 'vitest';
import {
  TRIP_STATUSES,
  canCancel,
  followsTheDriver,
  showsCancelOnHomeCard,
  showsCountdown,
  showsPrice,
  statusChip,
} from '../../machines/trip/rules';
import {
  canCompletePayment,
  canRate,
  findReturnTrip,
  missingTripDetails,
  isDetailed,
  showsCompletePayment,
  splitCountdown,
} from '../../machines/trip/card-rules';
import type { TripStatus } from '../../machines/types';
import { HOSPITAL, PT_JOURNEY, STATION, trip } from './fixtures';
import { bookedAids } from '../../machines/lib/take-along';
import { amsterdamDateOf } from '../../machines/lib/instant';

const DEPARTURE = '2026-07-01T10:00:00Z';
const minutesBefore = (minutes: number) => new Date(Date.parse(DEPARTURE) - minutes * 60_000);

describe('statusChip (product §4.1 history chips)', () => {
  it.each<[TripStatus, string]>([
    ['unknown', 'unknown'],
    ['confirmed', 'confirmed'],
    ['completed', 'completed'],
    ['cancelled', 'canceled'],
    ['pendingPayment', 'pendingPayment'],
    ['paymentConfirmed', 'confirmed'],
    ['creditCardFailed', 'pendingPayment'],
    ['customerCancelled', 'canceled'],
    ['cancelledBySystem', 'canceled'],
    ['refunded', 'canceled'],
    ['failedToRefund', 'canceled'],
  ])('maps %s to the %s chip', (status, chip) => {
    expect(statusChip(status)).toBe(chip);
  });

  it('covers every status value of product §4.1', () => {
    expect(TRIP_STATUSES).toHaveLength(11);
  });
});

describe('countdown, price and follow the driver', () => {
  it.each(TRIP_STATUSES)('shows a countdown for %s only when confirmed or unknown', (status) => {
    const expected = ['confirmed', 'paymentConfirmed', 'unknown'].includes(status);
    expect(showsCountdown({ status })).toBe(expected);
  });

  it.each(TRIP_STATUSES)('shows price and follow-the-driver for %s only when confirmed', (status) => {
    const expected = ['confirmed', 'paymentConfirmed'].includes(status);
    expect(showsPrice({ status })).toBe(expected);
    expect(followsTheDriver({ status })).toBe(expected);
  });

  it('splits minutes into days, hours and minutes and stops at departure', () => {
    expect(splitCountdown(3 * 1440 + 2 * 60 + 5)).toEqual({ days: 3, hours: 2, minutes: 5 });
    expect(splitCountdown(59)).toEqual({ days: 0, hours: 0, minutes: 59 });
    expect(splitCountdown(0)).toBeNull();
    expect(splitCountdown(-10)).toBeNull();
  });
});

describe('canCancel (product §4/§9: from confirmed until 60 minutes before start)', () => {
  it('allows a confirmed trip exactly 60 minutes before departure and earlier', () => {
    const t = trip({ status: 'confirmed', departureDateTime: DEPARTURE });
    expect(canCancel(t, minutesBefore(60))).toBe(true);
    expect(canCancel(t, minutesBefore(24 * 60))).toBe(true);
  });

  it('refuses within 60 minutes of departure (one second counts) and after departure', () => {
    const t = trip({ status: 'confirmed', departureDateTime: DEPARTURE });
    expect(canCancel(t, new Date(minutesBefore(60).getTime() + 1000))).toBe(false);
    expect(canCancel(t, minutesBefore(30))).toBe(false);
    expect(canCancel(t, minutesBefore(-30))).toBe(false);
  });

  it.each(TRIP_STATUSES)('for status %s allows only confirmed and pending-payment trips', (status) => {
    const expected = ['confirmed', 'paymentConfirmed', 'pendingPayment', 'creditCardFailed'].includes(status);
    expect(canCancel(trip({ status, departureDateTime: DEPARTURE }), minutesBefore(120))).toBe(expected);
  });
});

describe('home card cancel button (product §2: unless departure is more than 1 hour in the past)', () => {
  it('is shown before departure and up to one hour after it', () => {
    const t = trip({ departureDateTime: DEPARTURE });
    expect(showsCancelOnHomeCard(t, minutesBefore(120))).toBe(true);
    expect(showsCancelOnHomeCard(t, minutesBefore(-60))).toBe(true);
  });

  it('is hidden once departure is more than one hour in the past', () => {
    const t = trip({ departureDateTime: DEPARTURE });
    expect(showsCancelOnHomeCard(t, new Date(minutesBefore(-61).getTime()))).toBe(false);
  });
});

describe('rating and payment controls', () => {
  it('lets only completed trips without feedback be rated', () => {
    expect(canRate(trip({ status: 'completed', feedback: null }))).toBe(true);
    expect(canRate(trip({ status: 'completed', feedback: { rating: 4, feedback: null } }))).toBe(false);
    for (const status of TRIP_STATUSES.filter((s) => s !== 'completed')) {
      expect(canRate(trip({ status, feedback: null }))).toBe(false);
    }
  });

  it('shows Complete Payment for pending payment, enabled only with a payment link', () => {
    expect(showsCompletePayment({ status: 'pendingPayment' })).toBe(true);
    expect(canCompletePayment(trip({ status: 'pendingPayment', paymentUrl: '/pay/T-1' }))).toBe(true);
    expect(canCompletePayment(trip({ status: 'pendingPayment', paymentUrl: null }))).toBe(false);
    expect(canCompletePayment(trip({ status: 'pendingPayment', paymentUrl: '  ' }))).toBe(false);
  });

  it('shows no payment control for cancelled trips, even with a link left over', () => {
    for (const status of TRIP_STATUSES.filter((s) => statusChip(s) === 'canceled')) {
      expect(showsCompletePayment({ status })).toBe(false);
      expect(canCompletePayment(trip({ status, paymentUrl: '/pay/T-1' }))).toBe(false);
      expect(canRate(trip({ status }))).toBe(false);
    }
  });
});

describe('isDetailed (product §3)', () => {
  it('needs duration, fare, ptJourney and paymentOption all present', () => {
    const full = trip({ ptJourney: PT_JOURNEY });
    expect(isDetailed(full)).toBe(true);
    expect(isDetailed({ ...full, ptJourney: null })).toBe(false);
    const { duration: _d, ...withoutDuration } = full;
    expect(isDetailed(withoutDuration)).toBe(false);
    const { fare: _f, ...withoutFare } = full;
    expect(isDetailed(withoutFare)).toBe(false);
    const { paymentOption: _p, ...withoutPayment } = full;
    expect(isDetailed(withoutPayment)).toBe(false);
    expect(isDetailed({ ...full, duration: 0 })).toBe(true);
  });
});

describe('what a traveller needs to see of a trip', () => {
  it('lists the aids booked in fixed order, wheelchair first, and leaves out companions and zeros', () => {
    expect(bookedAids({ guideDog: 1, electricWheelchair: 1, handLuggage: 0, travelers: 2 } as never)).toEqual(
      [
        { item: 'electricWheelchair', units: 1 },
        { item: 'guideDog', units: 1 },
      ],
    );
    expect(bookedAids(undefined)).toEqual([]);
    expect(bookedAids({})).toEqual([]);
  });

  it('names only the missing parts a traveller needs; no public-transport journey is not missing', () => {
    expect(missingTripDetails(trip({ ptJourney: null }))).toEqual([]);
    expect(
      missingTripDetails({
        arrivalDateTime: '',
        duration: undefined,
        fare: undefined,
        paymentOption: undefined,
      }),
    ).toEqual(['arrivalTime', 'travelTime', 'price', 'paymentMethod']);
  });

  it('tells the Europe/Amsterdam date of an instant', () => {
    expect(amsterdamDateOf('2026-07-01T21:59:00Z')).toBe('2026-07-01');
    expect(amsterdamDateOf('2026-07-01T22:00:00Z')).toBe('2026-07-02');
    expect(amsterdamDateOf('2026-12-31T23:00:00Z')).toBe('2027-01-01');
  });
});

describe('the way back of a cancelled trip', () => {
  const now = new Date('2026-07-01T06:00:00Z');
  const outbound = trip({ externalTripId: 'OUT', locationFrom: STATION, locationTo: HOSPITAL });
  const back = (id: string, departureDateTime: string, overrides = {}) =>
    trip({
      externalTripId: id,
      departureDateTime,
      locationFrom: HOSPITAL,
      locationTo: STATION,
      ...overrides,
    });

  it('is the earliest later trip that day from the destination back to the pick-up', () => {
    const later = back('B2', '2026-07-01T15:00:00Z');
    const first = back('B1', '2026-07-01T12:30:00Z');
    expect(findReturnTrip(outbound, [outbound, later, first], now)?.externalTripId).toBe('B1');
  });

  it('ignores trips before the outbound, on another day, elsewhere, or no longer cancellable', () => {
    expect(
      findReturnTrip(
        outbound,
        [
          back('EARLIER', '2026-07-01T09:00:00Z'),
          back('TOMORROW', '2026-07-02T09:00:00Z'),
          back('CANCELLED', '2026-07-01T12:00:00Z', { status: 'customerCancelled' }),
          trip({ externalTripId: 'SAME-WAY', departureDateTime: '2026-07-01T12:00:00Z' }),
        ],
        now,
      ),
    ).toBeNull();
    // Inside the cut-off the way back cannot be cancelled online either.
    expect(
      findReturnTrip(outbound, [back('SOON', '2026-07-01T10:30:00Z')], new Date('2026-07-01T10:00:00Z')),
    ).toBeNull();
  });

  it('compares addresses without case or outer spaces', () => {
    const loud = back('B', '2026-07-01T12:30:00Z', {
      locationFrom: { ...HOSPITAL, street: ` ${HOSPITAL.street.toUpperCase()} ` },
    });
    expect(findReturnTrip(outbound, [loud], now)?.externalTripId).toBe('B');
  });
});
