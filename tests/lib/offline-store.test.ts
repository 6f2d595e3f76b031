// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  connectivityMachine,
  selectOfflineSnapshot,
  type ReadSnapshotOutput,
} from '../../machines/connectivity.machine';
import type { SnapshotTrip } from '../../machines/lib/offline-snapshot';
import {
  deleteOfflineSnapshot,
  readOfflineSnapshot,
  writeOfflineSnapshot,
} from '../../src/lib/offline-store';

// The device's offline snapshots (src/lib/offline-store.ts) in IndexedDB (fake-indexeddb): one record per
// account, and two accounts on one browser never see each other's.

const ANNA = 'anna@example.com';
const BERT = 'Bert@Example.com';
const trip = (id: string, departure: string, arrival: string): SnapshotTrip => ({
  externalTripId: id,
  departureDateTime: departure,
  arrivalDateTime: arrival,
  departure: 'Stationsplein 1, Almere',
  arrival: 'Hospitaalweg 1, Almere',
  status: 'confirmed',
});
const ANNA_TRIP = trip('RT-ANNA1', '2026-11-27T09:00:00Z', '2026-11-27T09:30:00Z');
const BERT_TRIP = trip('RT-BERT1', '2026-11-27T10:00:00Z', '2026-11-27T10:40:00Z');

beforeEach(async () => {
  await deleteOfflineSnapshot(ANNA);
  await deleteOfflineSnapshot(BERT);
});

describe('offline store', () => {
  it('keeps one snapshot per account and never shows one account another account’s', async () => {
    await writeOfflineSnapshot(ANNA, { nextTrip: ANNA_TRIP }, '2026-11-27T08:00:00Z');
    expect(await readOfflineSnapshot(BERT)).toBeNull();
    await writeOfflineSnapshot(BERT, { nextTrip: BERT_TRIP }, '2026-11-27T08:05:00Z');
    expect((await readOfflineSnapshot(ANNA))?.nextTrip?.externalTripId).toBe('RT-ANNA1');
    expect((await readOfflineSnapshot(BERT))?.nextTrip?.externalTripId).toBe('RT-BERT1');
    // The e-mail's case does not make another account.
    expect((await readOfflineSnapshot('bert@example.com'))?.account).toBe('bert@example.com');
    // Deleting one account's leaves the other's.
    await deleteOfflineSnapshot(ANNA);
    expect(await readOfflineSnapshot(ANNA)).toBeNull();
    expect((await readOfflineSnapshot(BERT))?.nextTrip?.externalTripId).toBe('RT-BERT1');
  });

  it('merges the parts of later loads into the account’s snapshot, stamped with the last time', async () => {
    await writeOfflineSnapshot(ANNA, { nextTrip: ANNA_TRIP }, '2026-11-27T08:00:00Z');
    await writeOfflineSnapshot(
      ANNA,
      { budget: { passNumber: '2001000101', remaining: 120, until: '2026-12-31' } },
      '2026-11-27T08:01:00Z',
    );
    const kept = await readOfflineSnapshot(ANNA);
    expect(kept).toEqual({
      account: ANNA,
      takenAt: '2026-11-27T08:01:00Z',
      nextTrip: ANNA_TRIP,
      upcomingTrips: [],
      budget: { passNumber: '2001000101', remaining: 120, until: '2026-12-31' },
    });
  });

  it('shows the signed-in account its own snapshot only, through the connectivity chart', async () => {
    await writeOfflineSnapshot(ANNA, { nextTrip: ANNA_TRIP }, '2026-11-27T08:00:00Z');
    const readAt = new Date('2026-11-27T08:30:00Z');
    const offlineAs = async (account: string) => {
      const actor = createActor(
        connectivityMachine.provide({
          actors: {
            readSnapshot: fromPromise<ReadSnapshotOutput>(async () => ({
              account,
              snapshot: await readOfflineSnapshot(account),
              readAt,
            })),
          },
        }),
      ).start();
      actor.send({ type: 'connectivity.offline' });
      const settled = await waitFor(actor, (s) => !s.matches({ offline: 'reading' }));
      actor.stop();
      return settled;
    };
    const bert = await offlineAs(BERT);
    expect(bert.matches({ offline: 'blank' })).toBe(true);
    expect(selectOfflineSnapshot(bert)).toBeNull();
    const anna = await offlineAs(ANNA);
    expect(selectOfflineSnapshot(anna)?.nextTrip?.externalTripId).toBe('RT-ANNA1');
  });
});
