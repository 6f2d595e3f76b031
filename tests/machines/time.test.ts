import { describe, expect, it } from 'vitest';
import {
  TYPICAL_TRIP_MINUTES,
  currentWeekRange,
  defaultArrival,
  defaultPickup,
  earliestArrival,
  earliestDate,
  earliestPickup,
  earliestTimeFor,
  isArrivalBookable,
  isPickupAllowed,
  isWithinHorizon,
  latestDate,
  minutesUntil,
  rangeToUtcBounds,
  shiftRange,
  toLocalDateTime,
  toPlannedDateTimeUtc,
  weekRange,
  weekStartFor,
} from '../../machines/lib/time';

// 2026 DST in Europe/Amsterdam: spring forward Sun 29 March 01:00Z (02:00 CET → 03:00 CEST);
// fall back Sun 25 October 01:00Z (03:00 CEST → 02:00 CET).
const at = (iso: string) => new Date(iso);

describe('defaultPickup (now + 1 h 5 min, rounded up to 5 minutes)', () => {
  it('adds 1 h 5 min in Amsterdam summer time and rounds up to the next 5 minutes', () => {
    // 10:02:10 CEST + 65 min = 11:07:10 → 11:10
    expect(defaultPickup(at('2026-07-01T08:02:10Z'))).toEqual({ date: '2026-07-01', time: '11:10' });
  });

  it('keeps a time that already falls on a 5-minute boundary', () => {
    expect(defaultPickup(at('2026-07-01T08:00:00Z'))).toEqual({ date: '2026-07-01', time: '11:05' });
  });

  it('uses winter time (UTC+1) in January', () => {
    expect(defaultPickup(at('2026-01-15T09:00:00Z'))).toEqual({ date: '2026-01-15', time: '11:05' });
  });

  it('rolls over to the next day after midnight', () => {
    // 23:30 CEST + 65 min = 00:35 next day
    expect(defaultPickup(at('2026-07-01T21:30:00Z'))).toEqual({ date: '2026-07-02', time: '00:35' });
  });

  it('is always allowed by the pickup rule', () => {
    const now = at('2026-07-01T08:03:59Z');
    expect(isPickupAllowed(defaultPickup(now), now)).toBe(true);
  });

  it('counts real elapsed time across the spring-forward gap', () => {
    // 01:30 CET (00:30Z) + 65 min = 01:35Z = 03:35 CEST (wall clock jumps 2 h 5 min)
    expect(defaultPickup(at('2026-03-29T00:30:00Z'))).toEqual({ date: '2026-03-29', time: '03:35' });
  });
});

describe('earliestPickup / earliestDate (now + 1 h, rounded up to the minute)', () => {
  it('rounds seconds up so the minute shown is never before now + 1 h', () => {
    expect(earliestPickup(at('2026-07-01T08:00:30Z'))).toEqual({ date: '2026-07-01', time: '11:01' });
  });

  it('moves to the next day when no whole minute is left on the first day', () => {
    // 22:59:30 CEST + 1 h = 23:59:30 → 00:00 next day
    const now = at('2026-07-01T20:59:30Z');
    expect(earliestPickup(now)).toEqual({ date: '2026-07-02', time: '00:00' });
    expect(earliestDate(now)).toBe('2026-07-02');
  });

  it('is the date of now + 1 h late in the evening', () => {
    // 23:10 CEST + 1 h = 00:10 next day
    expect(earliestDate(at('2026-07-01T21:10:00Z'))).toBe('2026-07-02');
  });
});

describe('toPlannedDateTimeUtc (Europe/Amsterdam wall time → UTC)', () => {
  it('subtracts 2 hours in summer and 1 hour in winter', () => {
    expect(toPlannedDateTimeUtc('2026-07-01', '09:00')).toBe('2026-07-01T07:00:00Z');
    expect(toPlannedDateTimeUtc('2026-01-15', '09:00')).toBe('2026-01-15T08:00:00Z');
  });

  it('converts times around the spring-forward transition', () => {
    expect(toPlannedDateTimeUtc('2026-03-29', '01:30')).toBe('2026-03-29T00:30:00Z');
    expect(toPlannedDateTimeUtc('2026-03-29', '03:30')).toBe('2026-03-29T01:30:00Z');
  });

  it('moves a nonexistent time in the spring-forward gap forward by the gap', () => {
    // 02:30 does not exist; it is read as 03:30 CEST
    expect(toPlannedDateTimeUtc('2026-03-29', '02:30')).toBe('2026-03-29T01:30:00Z');
  });

  it('takes the first (summer-time) occurrence of a repeated time at the fall-back', () => {
    expect(toPlannedDateTimeUtc('2026-10-25', '02:30')).toBe('2026-10-25T00:30:00Z');
    expect(toPlannedDateTimeUtc('2026-10-25', '03:30')).toBe('2026-10-25T02:30:00Z');
    expect(toPlannedDateTimeUtc('2026-10-25', '01:30')).toBe('2026-10-24T23:30:00Z');
  });

  it('throws on malformed input', () => {
    expect(() => toPlannedDateTimeUtc('2026-13-01', '09:00')).toThrow(RangeError);
    expect(() => toPlannedDateTimeUtc('2026-07-01', '25:00')).toThrow(RangeError);
  });

  it('round-trips through toLocalDateTime', () => {
    expect(toLocalDateTime('2026-03-29T01:30:00Z')).toEqual({ date: '2026-03-29', time: '03:30' });
    expect(toLocalDateTime(toPlannedDateTimeUtc('2026-12-31', '23:45'))).toEqual({
      date: '2026-12-31',
      time: '23:45',
    });
  });
});

describe('isPickupAllowed (product §5: at or after now + 1 h)', () => {
  const now = at('2026-07-01T08:00:00Z'); // 10:00 CEST

  it('allows exactly now + 1 h and refuses one minute earlier', () => {
    expect(isPickupAllowed({ date: '2026-07-01', time: '11:00' }, now)).toBe(true);
    expect(isPickupAllowed({ date: '2026-07-01', time: '10:59' }, now)).toBe(false);
  });

  it('allows any time on a later day and no time on an earlier day', () => {
    expect(isPickupAllowed({ date: '2026-07-02', time: '00:00' }, now)).toBe(true);
    expect(isPickupAllowed({ date: '2026-06-30', time: '23:59' }, now)).toBe(false);
  });

  it('refuses empty or malformed values instead of throwing', () => {
    expect(isPickupAllowed({ date: '', time: '' }, now)).toBe(false);
    expect(isPickupAllowed({ date: '2026-07-01', time: 'noon' }, now)).toBe(false);
  });

  it('compares real instants across the spring-forward gap', () => {
    // now 01:30 CET (00:30Z); now + 1 h = 01:30Z = 03:30 CEST
    const spring = at('2026-03-29T00:30:00Z');
    expect(isPickupAllowed({ date: '2026-03-29', time: '03:29' }, spring)).toBe(false);
    expect(isPickupAllowed({ date: '2026-03-29', time: '03:30' }, spring)).toBe(true);
    // 02:45 is in the gap and means 03:45 CEST
    expect(isPickupAllowed({ date: '2026-03-29', time: '02:45' }, spring)).toBe(true);
  });

  it('compares real instants in the repeated hour of the fall-back', () => {
    // now 02:45 CEST (00:45Z); now + 1 h = 01:45Z = 02:45 CET (second pass)
    const autumn = at('2026-10-25T00:45:00Z');
    // wall 02:50 resolves to the first pass (00:50Z), which is too early
    expect(isPickupAllowed({ date: '2026-10-25', time: '02:50' }, autumn)).toBe(false);
    expect(isPickupAllowed({ date: '2026-10-25', time: '03:00' }, autumn)).toBe(true);
  });
});

describe('earliestTimeFor (time-picker minimum per date)', () => {
  const now = at('2026-07-01T08:00:30Z'); // 10:00:30 CEST

  it('is now + 1 h rounded up to the minute on the earliest day', () => {
    expect(earliestTimeFor('2026-07-01', now)).toBe('11:01');
  });

  it('is the start of the day on later days', () => {
    expect(earliestTimeFor('2026-07-02', now)).toBe('00:00');
  });

  it('is null before the earliest day', () => {
    expect(earliestTimeFor('2026-06-30', now)).toBeNull();
  });

  it('is null for the first day when no minute is left, and 00:00 for the next', () => {
    const late = at('2026-07-01T20:59:30Z');
    expect(earliestTimeFor('2026-07-01', late)).toBeNull();
    expect(earliestTimeFor('2026-07-02', late)).toBe('00:00');
  });

  it('skips past the repeated hour when now + 1 h falls in its second pass', () => {
    const autumn = at('2026-10-25T00:45:00Z');
    const min = earliestTimeFor('2026-10-25', autumn);
    expect(min).toBe('03:00');
    expect(isPickupAllowed({ date: '2026-10-25', time: min ?? '' }, autumn)).toBe(true);
  });

  it('lands after the spring-forward gap', () => {
    expect(earliestTimeFor('2026-03-29', at('2026-03-29T00:30:00Z'))).toBe('03:30');
  });
});

describe('week ranges (product §4.9 history)', () => {
  // Sunday 22 November 2026, 18:00 CET
  const sunday = at('2026-11-22T17:00:00Z');

  it('uses Monday weeks for nl-NL and Sunday weeks for en-US', () => {
    expect(weekStartFor('nl-NL')).toBe(1);
    expect(weekStartFor('en-US')).toBe(7);
    expect(currentWeekRange(sunday, 1)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(currentWeekRange(sunday, 7)).toEqual({ from: '2026-11-22', to: '2026-11-28' });
  });

  it('gives the previous and next week', () => {
    expect(weekRange(sunday, 1, -1)).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(weekRange(sunday, 1, 1)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(shiftRange({ from: '2026-11-16', to: '2026-11-22' }, -1)).toEqual({
      from: '2026-11-09',
      to: '2026-11-15',
    });
  });

  it('uses the Amsterdam calendar date, not the UTC one', () => {
    // 23:30Z Sunday is already Monday 00:30 in Amsterdam
    expect(currentWeekRange(at('2026-11-22T23:30:00Z'), 1)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('converts a range to UTC export bounds, DST-correct', () => {
    // starts in summer time (UTC+2), ends after the fall-back (UTC+1)
    expect(rangeToUtcBounds({ from: '2026-10-19', to: '2026-10-25' })).toEqual({
      from: '2026-10-18T22:00:00Z',
      to: '2026-10-25T23:00:00Z',
    });
  });
});

describe('minutesUntil', () => {
  it('counts whole minutes, negative in the past', () => {
    const now = at('2026-07-01T08:00:00Z');
    expect(minutesUntil('2026-07-01T09:00:00Z', now)).toBe(60);
    expect(minutesUntil('2026-07-01T08:59:59Z', now)).toBe(59);
    expect(minutesUntil('2026-07-01T07:00:00Z', now)).toBe(-60);
  });
});

describe('latestDate / isWithinHorizon (today + maxDaysAhead, Europe/Amsterdam)', () => {
  it('counts from today’s Amsterdam date, also late in the evening when UTC is still a day behind', () => {
    expect(latestDate(at('2026-07-01T08:00:00Z'))).toBe('2026-08-30');
    expect(latestDate(at('2026-07-01T08:00:00Z'), 10)).toBe('2026-07-11');
    // 00:30 CEST on 2 July is 22:30Z on 1 July.
    expect(latestDate(at('2026-07-01T22:30:00Z'), 10)).toBe('2026-07-12');
  });

  it('allows the last day and refuses the next; a malformed date is left to the pickup rule', () => {
    const now = at('2026-07-01T08:00:00Z');
    expect(isWithinHorizon('2026-07-11', now, 10)).toBe(true);
    expect(isWithinHorizon('2026-07-12', now, 10)).toBe(false);
    expect(isWithinHorizon('9999-12-31', now)).toBe(false);
    expect(isWithinHorizon('', now)).toBe(true);
  });
});

describe('defaultArrival (now + 1 h 05 + a typical trip, rounded up to 5 minutes)', () => {
  it('is now + 1 h 05 + 55 min, rounded up to whole 5 minutes, Europe/Amsterdam', () => {
    expect(TYPICAL_TRIP_MINUTES).toBe(55);
    // 10:02:10 CEST + 120 min = 12:02:10 → 12:05
    expect(defaultArrival(at('2026-07-01T08:02:10Z'))).toEqual({ date: '2026-07-01', time: '12:05' });
    expect(defaultArrival(at('2026-01-15T09:00:00Z'))).toEqual({ date: '2026-01-15', time: '12:00' });
  });

  it('rolls over to the next day late in the evening', () => {
    // 22:30 CEST + 120 min = 00:30 next day
    expect(defaultArrival(at('2026-07-01T20:30:00Z'))).toEqual({ date: '2026-07-02', time: '00:30' });
  });
});

describe('earliestArrival / isArrivalBookable (now + 1 h + trip duration)', () => {
  it('rounds now + 1 h + the duration up to whole 5 minutes', () => {
    // 10:02:10 CEST + 60 + 33 min = 11:35:10 → 11:40
    expect(earliestArrival(at('2026-07-01T08:02:10Z'), 33)).toEqual({ date: '2026-07-01', time: '11:40' });
  });

  it('keeps a bound exactly on a 5-minute boundary, and allows exactly the bound', () => {
    const now = at('2026-07-01T08:00:00Z'); // 10:00 CEST
    expect(earliestArrival(now, 25)).toEqual({ date: '2026-07-01', time: '11:25' });
    expect(isArrivalBookable({ date: '2026-07-01', time: '11:25' }, now, 25)).toBe(true);
    expect(isArrivalBookable({ date: '2026-07-01', time: '11:24' }, now, 25)).toBe(false);
  });

  it('with seconds in now, the minute the bound falls in is too early and the next one is bookable', () => {
    const now = at('2026-07-01T08:00:30Z'); // 10:00:30 CEST, + 85 min = 11:25:30
    expect(isArrivalBookable({ date: '2026-07-01', time: '11:25' }, now, 25)).toBe(false);
    expect(isArrivalBookable({ date: '2026-07-01', time: '11:26' }, now, 25)).toBe(true);
    expect(earliestArrival(now, 25)).toEqual({ date: '2026-07-01', time: '11:30' });
  });

  it('rolls over midnight', () => {
    expect(earliestArrival(at('2026-07-01T21:20:00Z'), 40)).toEqual({ date: '2026-07-02', time: '01:00' });
  });

  it('is right across the spring-forward gap (exact minutes, wall time after the gap)', () => {
    // 01:00 CET + 60 + 15 min = 01:15Z = 03:15 CEST (02:00–03:00 does not exist)
    expect(earliestArrival(at('2026-03-29T00:00:00Z'), 15)).toEqual({ date: '2026-03-29', time: '03:15' });
  });

  it('never offers a repeated autumn hour wall time that means the earlier, too early instant', () => {
    // 02:10 CEST + 65 min = 01:15Z = 02:15 CET (second pass); "02:15" means 02:15 CEST (first pass) = too early.
    const now = at('2026-10-25T00:10:00Z');
    expect(isArrivalBookable({ date: '2026-10-25', time: '02:15' }, now, 5)).toBe(false);
    expect(earliestArrival(now, 5)).toEqual({ date: '2026-10-25', time: '03:00' });
    expect(isArrivalBookable({ date: '2026-10-25', time: '03:00' }, now, 5)).toBe(true);
  });

  it('refuses malformed values without throwing', () => {
    const now = at('2026-07-01T08:00:00Z');
    expect(isArrivalBookable({ date: '', time: '' }, now, 10)).toBe(false);
    expect(isArrivalBookable({ date: '2026-07-01', time: '25:00' }, now, 10)).toBe(false);
  });
});
