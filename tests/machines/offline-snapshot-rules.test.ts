import { describe, expect, it } from 'vitest';
import {
  isSnapshotUsable,
  mergeSnapshot,
  snapshotExpiresAt,
  snapshotTrips,
  type SnapshotTrip,
} from '../../machines/lib/offline-snapshot';
import { upcomingTripsToKeep } from '../../machines/trip/offline-upcoming';

// The pure rules of the offline snapshot (machines/lib/offline-snapshot.ts): what it keeps, and when it expires.

const trip = (
  id: string,
  departure: string,
  arrival: string,
  status: SnapshotTrip['status'] = 'confirmed',
) => ({
  externalTripId: id,
  departureDateTime: departure,
  arrivalDateTime: arrival,
  departure: 'A',
  arrival: 'B',
  status,
  // A field the screens do not need is not kept.
  paymentUrl: 'https://pay.example/secret',
});

describe('offline snapshot rules', () => {
  const first = trip('RT-1', '2026-11-27T09:00:00Z', '2026-11-27T09:30:00Z');
  const last = trip('RT-2', '2026-11-28T14:00:00Z', '2026-11-28T14:45:00Z');

  it('keeps only the fields the offline screens show', () => {
    const s = mergeSnapshot(null, 'A@x.nl', { nextTrip: first }, '2026-11-27T08:00:00Z');
    expect(s.account).toBe('a@x.nl');
    expect(s.nextTrip).not.toHaveProperty('paymentUrl');
  });

  it('expires 2 hours after the last trip in it arrives', () => {
    const s = mergeSnapshot(
      null,
      'a@x.nl',
      { nextTrip: first, upcomingTrips: [last] },
      '2026-11-27T08:00:00Z',
    );
    expect(new Date(snapshotExpiresAt(s)).toISOString()).toBe('2026-11-28T16:45:00.000Z');
    expect(isSnapshotUsable(s, 'a@x.nl', new Date('2026-11-28T16:44:59Z'))).toBe(true);
    expect(isSnapshotUsable(s, 'a@x.nl', new Date('2026-11-28T16:45:00Z'))).toBe(false);
  });

  it('without trips, expires 2 hours after it was taken', () => {
    const s = mergeSnapshot(null, 'a@x.nl', { nextTrip: null }, '2026-11-27T08:00:00Z');
    expect(new Date(snapshotExpiresAt(s)).toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });

  it('is never usable for another account, nor merged into another account’s', () => {
    const s = mergeSnapshot(null, 'a@x.nl', { nextTrip: first }, '2026-11-27T08:00:00Z');
    expect(isSnapshotUsable(s, 'b@x.nl', new Date('2026-11-27T08:01:00Z'))).toBe(false);
    expect(isSnapshotUsable(s, null, new Date('2026-11-27T08:01:00Z'))).toBe(false);
    expect(mergeSnapshot(s, 'b@x.nl', { budget: null }, '2026-11-27T08:02:00Z').nextTrip).toBeNull();
  });

  it('keeps the trips still to come of a range that covers now, by pick-up time, once each', () => {
    const cancelled = trip('RT-3', '2026-11-27T12:00:00Z', '2026-11-27T12:30:00Z', 'customerCancelled');
    const done = trip('RT-0', '2026-11-26T09:00:00Z', '2026-11-26T09:30:00Z', 'completed');
    const now = new Date('2026-11-27T08:00:00Z');
    const week = { from: '2026-11-23', to: '2026-11-29' };
    const kept = upcomingTripsToKeep([last, done, cancelled, first], week, now)!;
    expect(kept.map((t) => t.externalTripId)).toEqual(['RT-1', 'RT-2']);
    expect(upcomingTripsToKeep([last], { from: '2026-11-30', to: '2026-12-06' }, now)).toBeNull();
    const s = mergeSnapshot(null, 'a@x.nl', { nextTrip: first, upcomingTrips: kept }, now.toISOString());
    expect(snapshotTrips(s).map((t) => t.externalTripId)).toEqual(['RT-1', 'RT-2']);
  });
});
