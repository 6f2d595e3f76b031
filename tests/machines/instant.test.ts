import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { epochMilliseconds, minutesUntil } from '../../machines/lib/instant';

// machines/lib/instant.ts replaces Temporal.Instant for /home: Temporal is the oracle here.
const INSTANTS = [
  '2026-07-01T09:00:00Z',
  '2026-07-01T09:00Z',
  '2026-07-01t09:00:00z',
  '2026-07-01T11:00:00+02:00',
  '2026-03-29T01:30:00Z',
  '2026-10-25T02:30:00+01:00',
  '2026-12-31T23:59:59.999Z',
  '2026-07-01T09:00:00.5Z',
  '2026-07-01T09:00:00.123456789-03:30',
  '2028-02-29T12:00:00Z',
  '1969-12-31T23:59:59.999Z',
];

describe('epochMilliseconds', () => {
  it.each(INSTANTS)('matches Temporal.Instant for %s', (iso) => {
    expect(epochMilliseconds(iso)).toBe(Temporal.Instant.from(iso).epochMilliseconds);
  });

  it.each([
    '2026-07-01T09:00:00', // a local date-time is not an instant
    '2026-07-01',
    '2026-02-29T09:00:00Z', // 2026 is not a leap year
    '2026-04-31T09:00:00Z',
    '2026-07-01T25:00:00Z',
    '2026-13-01T09:00:00Z',
    'not a date',
    '',
  ])('rejects %j, as Temporal.Instant does', (text) => {
    expect(() => Temporal.Instant.from(text)).toThrow(RangeError);
    expect(() => epochMilliseconds(text)).toThrow(RangeError);
  });
});

describe('minutesUntil', () => {
  const now = new Date('2026-07-01T08:00:00Z');

  it('counts whole minutes, rounded down, negative in the past', () => {
    expect(minutesUntil('2026-07-01T09:00:00Z', now)).toBe(60);
    expect(minutesUntil('2026-07-01T08:59:59.999Z', now)).toBe(59);
    expect(minutesUntil('2026-07-01T10:00:00+02:00', now)).toBe(0);
    expect(minutesUntil('2026-07-01T07:59:59Z', now)).toBe(-1);
    expect(minutesUntil('2026-07-01T07:00:00Z', now)).toBe(-60);
  });

  it('is exact elapsed time across the autumn DST change', () => {
    // 25 October 2026: 03:00 CEST becomes 02:00 CET, so 00:30Z → 01:30Z is one hour.
    expect(minutesUntil('2026-10-25T02:30:00+01:00', new Date('2026-10-25T00:30:00Z'))).toBe(60);
  });
});
