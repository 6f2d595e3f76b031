import { describe, expect, it } from 'vitest';
import {
  NO_SERIES,
  SERIES_ERROR_KEYS,
  datesWithinBudget,
  failureReason,
  latestSeriesDate,
  patchSeries,
  seriesDates,
  seriesError,
  weekdayOf,
} from '../../machines/booking/series-rules';

// 2026-12-07 is a Monday.
const MONDAY = '2026-12-07';

describe('repeating trips: the series dates', () => {
  it('lists the chosen weekdays from the first date through "Until", both inclusive, in order', () => {
    expect(seriesDates(MONDAY, [1, 3], '2026-12-16')).toEqual([
      '2026-12-07',
      '2026-12-09',
      '2026-12-14',
      '2026-12-16',
    ]);
  });

  it('starts at the first chosen weekday when the first date is not one of them', () => {
    expect(seriesDates(MONDAY, [5], '2026-12-20')).toEqual(['2026-12-11', '2026-12-18']);
  });

  it('crosses the DST change and the turn of the year as plain calendar dates', () => {
    expect(seriesDates('2026-12-28', [1], '2027-01-11')).toEqual(['2026-12-28', '2027-01-04', '2027-01-11']);
    expect(seriesDates('2027-03-22', [1], '2027-04-05')).toEqual(['2027-03-22', '2027-03-29', '2027-04-05']);
  });

  it('gives no dates for malformed dates or an "Until" before the first date', () => {
    expect(seriesDates('', [1], MONDAY)).toEqual([]);
    expect(seriesDates(MONDAY, [1], '2026-13-01')).toEqual([]);
    expect(seriesDates(MONDAY, [1], '2026-12-06')).toEqual([]);
  });

  it('knows the ISO weekday of a date', () => {
    expect(weekdayOf(MONDAY)).toBe(1);
    expect(weekdayOf('2026-12-13')).toBe(7);
    expect(weekdayOf('nope')).toBeNull();
  });
});

describe('repeating trips: the latest "Until"', () => {
  // 23:30 UTC on 6 December is already 7 December in Amsterdam (UTC+1).
  const now = new Date('2026-12-06T23:30:00Z');

  it('is 8 weeks after today in Europe/Amsterdam (not UTC)', () => {
    expect(latestSeriesDate(now, 60)).toBe('2027-02-01');
  });

  it('stays within a shorter booking horizon of the region', () => {
    expect(latestSeriesDate(now, 14)).toBe('2026-12-21');
  });
});

describe('repeating trips: switching on and editing', () => {
  it('switching on picks the first date\'s weekday and an "Until" four weeks on', () => {
    expect(patchSeries(NO_SERIES, { repeat: true }, MONDAY, '2027-02-01')).toEqual({
      repeat: true,
      weekdays: [1],
      until: '2027-01-03',
    });
  });

  it('the default "Until" never passes the latest', () => {
    expect(patchSeries(NO_SERIES, { repeat: true }, MONDAY, '2026-12-20').until).toBe('2026-12-20');
  });

  it('ticks and unticks weekdays, kept sorted and unique, and keeps chosen values when switched on again', () => {
    let series = patchSeries(NO_SERIES, { repeat: true }, MONDAY, '2027-02-01');
    series = patchSeries(series, { weekday: { day: 5, on: true } }, MONDAY, '2027-02-01');
    series = patchSeries(series, { weekday: { day: 3, on: true } }, MONDAY, '2027-02-01');
    series = patchSeries(series, { weekday: { day: 3, on: true } }, MONDAY, '2027-02-01');
    expect(series.weekdays).toEqual([1, 3, 5]);
    series = patchSeries(
      series,
      { weekday: { day: 1, on: false }, until: '2026-12-31' },
      MONDAY,
      '2027-02-01',
    );
    expect(series).toEqual({ repeat: true, weekdays: [3, 5], until: '2026-12-31' });
    const off = patchSeries(series, { repeat: false }, MONDAY, '2027-02-01');
    expect(patchSeries(off, { repeat: true }, MONDAY, '2027-02-01')).toEqual(series);
  });
});

describe('repeating trips: validation', () => {
  const on = { repeat: true, weekdays: [1 as const], until: '2026-12-21' };
  const latest = '2027-02-01';

  it('has nothing to say while "Repeat" is off', () => {
    expect(seriesError({ ...on, repeat: false, weekdays: [] }, MONDAY, latest)).toBeNull();
  });

  it('accepts a valid series', () => {
    expect(seriesError(on, MONDAY, latest)).toBeNull();
  });

  it('needs a weekday, an "Until" on or after the first date and within the latest, and a date in between', () => {
    expect(seriesError({ ...on, weekdays: [] }, MONDAY, latest)).toBe(SERIES_ERROR_KEYS.weekdaysRequired);
    expect(seriesError({ ...on, until: '' }, MONDAY, latest)).toBe(SERIES_ERROR_KEYS.untilInvalid);
    expect(seriesError({ ...on, until: '2026-12-06' }, MONDAY, latest)).toBe(SERIES_ERROR_KEYS.untilInvalid);
    expect(seriesError({ ...on, until: '2027-02-02' }, MONDAY, latest)).toBe(SERIES_ERROR_KEYS.untilTooLate);
    expect(seriesError({ ...on, weekdays: [7], until: '2026-12-12' }, MONDAY, latest)).toBe(
      SERIES_ERROR_KEYS.noDates,
    );
  });
});

describe('repeating trips: the km budget', () => {
  const dates = ['2026-12-07', '2026-12-14', '2026-12-21'];

  it('counts the dates that fit, in date order, km by km', () => {
    expect(datesWithinBudget(dates, 10, { remaining: 25, until: '2027-12-31' })).toBe(2);
    expect(datesWithinBudget(dates, 10, { remaining: 30, until: '2027-12-31' })).toBe(3);
    expect(datesWithinBudget(dates, 10, { remaining: 9.9, until: '2027-12-31' })).toBe(0);
  });

  it('does not count dates after the budget expires', () => {
    expect(datesWithinBudget(dates, 1, { remaining: 100, until: '2026-12-14' })).toBe(2);
  });

  it('counts every date without a budget or a distance', () => {
    expect(datesWithinBudget(dates, 10, null)).toBe(3);
    expect(datesWithinBudget(dates, undefined, { remaining: 0, until: '2027-12-31' })).toBe(3);
  });

  it('names the reason of a refusal from the server code', () => {
    const error = { message: 'x', label: 'badRequest', severity: 'warning', status: 400 } as const;
    expect(failureReason({ ...error, code: 'BudgetExceeded' })).toBe('budget');
    expect(failureReason({ ...error, code: 'BudgetExpired' })).toBe('budget');
    expect(failureReason({ ...error, code: 'LeadTimeTooShort' })).toBe('leadTime');
    expect(failureReason({ ...error, code: 'TooFarAhead' })).toBe('server');
    expect(failureReason({ ...error, status: 503 })).toBe('server');
  });
});
