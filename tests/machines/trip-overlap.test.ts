import { describe, expect, it } from 'vitest';
import {
  newPickups,
  overlapRange,
  overlappingTrips,
  overlapsTrip,
} from '../../machines/booking/trip-overlap';
import { returnPickupAfter, toPlannedDateTimeUtc } from '../../machines/lib/time';
import { TRIP_STATUSES } from '../../machines/trip/status';
import { isCancelled } from '../../machines/trip/rules';
import { trip } from './fixtures';

// A booked trip 10:45 → 11:27 Amsterdam summer time (UTC+2).
const BOOKED = trip({
  externalTripId: 'T-booked',
  departureDateTime: '2026-07-01T08:45:00Z',
  arrivalDateTime: '2026-07-01T09:27:00Z',
});
const at = (date: string, time: string) => toPlannedDateTimeUtc(date, time);

describe('overlap with another booked trip: a pick-up within its pick-up and arrival', () => {
  it('includes both ends: the pick-up minute and the arrival minute overlap', () => {
    expect(overlapsTrip(at('2026-07-01', '10:45'), BOOKED)).toBe(true);
    expect(overlapsTrip(at('2026-07-01', '11:00'), BOOKED)).toBe(true);
    expect(overlapsTrip(at('2026-07-01', '11:27'), BOOKED)).toBe(true);
  });

  it('does not overlap a minute before the pick-up or a minute after the arrival', () => {
    expect(overlapsTrip(at('2026-07-01', '10:44'), BOOKED)).toBe(false);
    expect(overlapsTrip(at('2026-07-01', '11:28'), BOOKED)).toBe(false);
  });

  it('never overlaps a cancelled trip, whichever way it was cancelled', () => {
    const pickup = at('2026-07-01', '11:00');
    for (const status of TRIP_STATUSES) {
      expect(overlapsTrip(pickup, { ...BOOKED, status })).toBe(!isCancelled(status));
    }
    expect(overlappingTrips([pickup], [{ ...BOOKED, status: 'customerCancelled' }])).toEqual([]);
  });

  it('lets the return trip at the outbound arrival + 60 min (rounded up to 5) pass', () => {
    const back = returnPickupAfter(BOOKED.arrivalDateTime);
    expect(back).toEqual({ date: '2026-07-01', time: '12:30' });
    expect(overlappingTrips([at(back.date, back.time)], [BOOKED])).toEqual([]);
  });

  it('reads the wall time in Europe/Amsterdam, winter (UTC+1) and summer (UTC+2)', () => {
    const winter = trip({
      externalTripId: 'T-winter',
      departureDateTime: '2026-01-15T09:00:00Z', // 10:00 CET
      arrivalDateTime: '2026-01-15T09:30:00Z',
    });
    expect(newPickups({ time: '10:15', planningMode: 'ByDeparture' }, ['2026-01-15'], null)).toEqual([
      '2026-01-15T09:15:00.000Z',
    ]);
    expect(
      overlappingTrips(newPickups({ time: '10:15', planningMode: 'ByDeparture' }, ['2026-01-15'], null), [
        winter,
      ]),
    ).toEqual([winter]);
    // 11:15 UTC+1 would be 10:15 UTC: read as Amsterdam time it is after that trip.
    expect(
      overlappingTrips(newPickups({ time: '11:15', planningMode: 'ByDeparture' }, ['2026-01-15'], null), [
        winter,
      ]),
    ).toEqual([]);
    expect(newPickups({ time: '11:00', planningMode: 'ByDeparture' }, ['2026-07-01'], null)).toEqual([
      '2026-07-01T09:00:00.000Z',
    ]);
  });

  it('is right across the change to summer time (29 March 2026: 02:00 → 03:00)', () => {
    // A trip 01:30 CET → 03:10 CEST lasts 40 minutes of real time.
    const night = trip({
      externalTripId: 'T-night',
      departureDateTime: '2026-03-29T00:30:00Z',
      arrivalDateTime: '2026-03-29T01:10:00Z',
    });
    const pickups = (time: string) => newPickups({ time, planningMode: 'ByDeparture' }, ['2026-03-29'], null);
    expect(overlappingTrips(pickups('03:05'), [night])).toEqual([night]);
    expect(overlappingTrips(pickups('03:15'), [night])).toEqual([]);
  });

  it('planned by arrival, the pick-up is the arrival minus the estimated duration', () => {
    const form = { time: '11:40', planningMode: 'ByArrival' as const };
    expect(newPickups(form, ['2026-07-01'], 25)).toEqual(['2026-07-01T09:15:00.000Z']); // 11:15
    expect(overlappingTrips(newPickups(form, ['2026-07-01'], 25), [BOOKED])).toEqual([BOOKED]);
    expect(overlappingTrips(newPickups(form, ['2026-07-01'], 5), [BOOKED])).toEqual([]); // 11:35
    // Without a duration the pick-up is unknown: nothing is claimed.
    expect(newPickups(form, ['2026-07-01'], null)).toEqual([]);
  });

  it('checks every date of a series and names each overlapped trip once, in pick-up order', () => {
    const later = trip({
      externalTripId: 'T-later',
      departureDateTime: '2026-07-15T08:30:00Z', // 10:30 → 11:10
      arrivalDateTime: '2026-07-15T09:10:00Z',
    });
    const elsewhere = trip({
      externalTripId: 'T-other-day',
      departureDateTime: '2026-07-02T08:30:00Z',
      arrivalDateTime: '2026-07-02T09:10:00Z',
    });
    const pickups = newPickups(
      { time: '11:00', planningMode: 'ByDeparture' },
      ['2026-07-01', '2026-07-08', '2026-07-15'],
      null,
    );
    expect(pickups).toHaveLength(3);
    expect(overlappingTrips(pickups, [later, elsewhere, BOOKED, BOOKED])).toEqual([BOOKED, later]);
  });

  it('finds a trip under way past midnight, and asks for the days from the day before the first pick-up', () => {
    const lateNight = trip({
      externalTripId: 'T-late',
      departureDateTime: '2026-07-01T21:50:00Z', // 23:50 → 00:30
      arrivalDateTime: '2026-07-01T22:30:00Z',
    });
    const pickups = newPickups(
      { time: '00:15', planningMode: 'ByDeparture' },
      ['2026-07-02', '2026-07-09'],
      null,
    );
    expect(overlappingTrips(pickups, [lateNight])).toEqual([lateNight]);
    expect(overlapRange(pickups)).toEqual({ from: '2026-07-01', to: '2026-07-09' });
    expect(overlapRange([])).toBeNull();
  });

  it('names no pick-up for a malformed date or time, and skips a trip with an unreadable instant', () => {
    expect(newPickups({ time: '25:00', planningMode: 'ByDeparture' }, ['2026-07-01'], null)).toEqual([]);
    expect(newPickups({ time: '11:00', planningMode: 'ByDeparture' }, ['2026-02-30x'], null)).toEqual([]);
    const broken = trip({ externalTripId: 'T-broken', departureDateTime: 'soon' });
    expect(overlappingTrips([at('2026-07-01', '11:00')], [broken, BOOKED])).toEqual([BOOKED]);
  });
});
