import { describe, expect, it } from 'vitest';
import {
  TRIP_STATUSES,
  canCancel,
  canCompletePayment,
  canRate,
  followsTheDriver,
  isDetailed,
  showsCancelOnHomeCard,
  showsCompletePayment,
  showsCountdown,
  showsPrice,
  splitCountdown,
  statusChip,
} from '../../machines/lib/trip-rules';
import type { TripStatus } from '../../machines/types';
import { PT_JOURNEY, trip } from './fixtures';

const DEPARTURE = '2026-07-01T10:00:00Z';
const minutesBefore = (minutes: number) => new Date(Date.parse(DEPARTURE) - minutes * 60_000);

describe('statusChip (SPEC §4 history chips)', () => {
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

  it('covers every status value of the spec', () => {
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

describe('canCancel (SPEC §4/§9: from confirmed until 60 minutes before start)', () => {
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

describe('home card cancel button (SPEC §2: unless departure is more than 1 hour in the past)', () => {
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

describe('isDetailed (SPEC §3)', () => {
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
