import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { Temporal } from 'temporal-polyfill';
import {
  EXPORT_MAX_DAYS,
  isValidRange,
  selectHistoryDetailsOpen,
  selectDetailsTripRef,
  selectIsDownloading,
  selectIsEmpty,
  selectIsUpcoming,
  selectHistoryLoadFailed,
  selectRange,
  selectTripRefs,
  selectTrips,
  tripHistoryMachine,
  upcomingRange,
  weekContaining,
  type ExportTripHistoryInput,
  type ExportedFile,
  type LoadTripHistoryInput,
  type LoadTripInput,
  type TripHistoryInput,
} from '../../machines/trip/history.machine';
import { tripMachine, type CancelTripInput } from '../../machines/trip/trip.machine';
import type { DateRange } from '../../machines/lib/time';
import type { Trip } from '../../machines/types';
import { apiError, trip } from './fixtures';

// Wednesday 1 July 2026, 10:00 in Amsterdam.
const NOW = new Date('2026-07-01T08:00:00Z');

interface Harness {
  history?: (input: LoadTripHistoryInput, signal: AbortSignal) => Promise<Trip[]>;
  details?: (input: LoadTripInput) => Promise<Trip>;
  exportFile?: (input: ExportTripHistoryInput) => Promise<ExportedFile>;
  input?: Partial<TripHistoryInput>;
  /** Open on "Upcoming" (the page's default) instead of the current week. */
  upcoming?: boolean;
}

function start(h: Harness = {}) {
  const loads: DateRange[] = [];
  const aborted: DateRange[] = [];
  let skipUpcoming = !h.upcoming;
  const spies = { notifyError: vi.fn(), notifyDownloadError: vi.fn(), saveFile: vi.fn(), cancelled: vi.fn() };
  const machine = tripHistoryMachine.provide({
    actors: {
      loadTripHistory: fromPromise<Trip[], LoadTripHistoryInput>(async ({ input, signal }) => {
        loads.push(input.range);
        signal.addEventListener('abort', () => aborted.push(input.range));
        // The aborted first load of "Upcoming" (see below) does not count as a call of the test's history.
        if (skipUpcoming) {
          skipUpcoming = false;
          return [];
        }
        return h.history ? h.history(input, signal) : [];
      }),
      loadTrip: fromPromise<Trip, LoadTripInput>(async ({ input }) =>
        h.details ? h.details(input) : trip({ externalTripId: input.externalTripId }),
      ),
      exportTripHistory: fromPromise<ExportedFile, ExportTripHistoryInput>(async ({ input }) =>
        h.exportFile ? h.exportFile(input) : { blob: new Blob(['%PDF']), filename: 'trip-history.pdf' },
      ),
      trip: tripMachine.provide({
        actors: {
          cancelTrip: fromPromise<Trip, CancelTripInput>(async ({ input }) => {
            spies.cancelled(input.externalTripId);
            return trip({ externalTripId: input.externalTripId, status: 'customerCancelled' });
          }),
        },
      }),
    },
    actions: {
      notifyError: (_, params) => spies.notifyError(params.error),
      notifyDownloadError: (_, params) => spies.notifyDownloadError(params.error),
      saveFile: (_, params) => spies.saveFile(params),
    },
  });
  const actor = createActor(machine, {
    clock: new SimulatedClock(),
    input: { now: () => NOW, weekStartsOn: 1, ...h.input },
  });
  actor.start();
  if (!h.upcoming) {
    // Most checks start on the current week: "This week" at once (the page's first load of "Upcoming" is aborted).
    actor.send({ type: 'range.thisWeek' });
    loads.splice(0, loads.length - 1);
    aborted.length = 0;
  }
  return { actor, loads, aborted, spies };
}

const loaded = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ list: 'loaded' }));

describe('trip history: date range (product §4)', () => {
  it('loads the current week with "This week", Monday to Sunday for nl-NL', async () => {
    const { actor, loads } = start({ upcoming: true });
    await loaded(actor);
    actor.send({ type: 'range.thisWeek' });
    await loaded(actor);
    expect(loads.at(-1)).toEqual({ from: '2026-06-29', to: '2026-07-05' });
    expect(actor.getSnapshot().matches({ view: 'range' })).toBe(true);
  });

  it('starts the week on Sunday for en-US', async () => {
    const { actor } = start({ upcoming: true, input: { weekStartsOn: 7 } });
    actor.send({ type: 'range.thisWeek' });
    expect(selectRange(actor.getSnapshot())).toEqual({ from: '2026-06-28', to: '2026-07-04' });
    await loaded(actor);
  });

  it('moves to the previous and next week and back to this week, loading each', async () => {
    const { actor, loads } = start();
    await loaded(actor);
    actor.send({ type: 'range.nextWeek' });
    await loaded(actor);
    actor.send({ type: 'range.nextWeek' });
    await loaded(actor);
    actor.send({ type: 'range.previousWeek' });
    await loaded(actor);
    actor.send({ type: 'range.thisWeek' });
    await loaded(actor);
    expect(loads).toEqual([
      { from: '2026-06-29', to: '2026-07-05' },
      { from: '2026-07-06', to: '2026-07-12' },
      { from: '2026-07-13', to: '2026-07-19' },
      { from: '2026-07-06', to: '2026-07-12' },
      { from: '2026-06-29', to: '2026-07-05' },
    ]);
  });

  it('turns a custom range into whole weeks with the week buttons', async () => {
    const { actor } = start();
    actor.send({ type: 'range.set', range: { from: '2026-07-08', to: '2026-07-20' } });
    expect(selectRange(actor.getSnapshot())).toEqual({ from: '2026-07-08', to: '2026-07-20' });
    actor.send({ type: 'range.previousWeek' });
    expect(selectRange(actor.getSnapshot())).toEqual({ from: '2026-06-29', to: '2026-07-05' });
    await loaded(actor);
  });

  it('ignores a picker range that ends before it starts', async () => {
    const { actor, loads } = start();
    await loaded(actor);
    actor.send({ type: 'range.set', range: { from: '2026-07-10', to: '2026-07-01' } });
    expect(selectRange(actor.getSnapshot())).toEqual({ from: '2026-06-29', to: '2026-07-05' });
    expect(loads).toHaveLength(1);
    expect(isValidRange({ from: '2026-07-01', to: '2026-07-01' })).toBe(true);
    expect(isValidRange({ from: 'nope', to: '2026-07-01' })).toBe(false);
  });

  it('uses a changed week start for later week buttons', async () => {
    const { actor } = start();
    actor.send({ type: 'weekStart.change', weekStartsOn: 7 });
    actor.send({ type: 'range.thisWeek' });
    expect(selectRange(actor.getSnapshot())).toEqual({ from: '2026-06-28', to: '2026-07-04' });
    await loaded(actor);
  });

  it('aborts a load that is overtaken by a new range', async () => {
    const { actor, aborted } = start({
      history: (input, signal) =>
        input.range.from === '2026-06-29'
          ? new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))))
          : Promise.resolve([]),
    });
    actor.send({ type: 'range.nextWeek' });
    await loaded(actor);
    expect(aborted).toEqual([{ from: '2026-06-29', to: '2026-07-05' }]);
    expect(selectRange(actor.getSnapshot()).from).toBe('2026-07-06');
  });

  it('computes weeks around DST changes in Amsterdam', () => {
    expect(weekContaining('2026-03-29', 1, 0)).toEqual({ from: '2026-03-23', to: '2026-03-29' });
    expect(weekContaining('2026-10-25', 7, 1)).toEqual({ from: '2026-11-01', to: '2026-11-07' });
  });
});

describe('trip history: list', () => {
  it('reports the empty state for a week without trips', async () => {
    const { actor } = start();
    await loaded(actor);
    expect(selectIsEmpty(actor.getSnapshot())).toBe(true);
  });

  it('spawns one trip actor per trip and reuses it on reload', async () => {
    const trips = [trip({ externalTripId: 'A' }), trip({ externalTripId: 'B', status: 'completed' })];
    const { actor } = start({ history: async () => trips });
    await loaded(actor);
    expect(selectTrips(actor.getSnapshot()).map((t) => t.externalTripId)).toEqual(['A', 'B']);
    const first = selectTripRefs(actor.getSnapshot());
    expect(first.B?.getSnapshot().matches('completed')).toBe(true);
    actor.send({ type: 'history.reload' });
    await loaded(actor);
    expect(selectTripRefs(actor.getSnapshot()).A).toBe(first.A);
  });

  it('stops the trip actors of trips that left the range', async () => {
    let week = 0;
    const { actor } = start({
      history: async () => (week++ === 0 ? [trip({ externalTripId: 'A' })] : [trip({ externalTripId: 'C' })]),
    });
    await loaded(actor);
    const a = selectTripRefs(actor.getSnapshot()).A;
    actor.send({ type: 'range.nextWeek' });
    await loaded(actor);
    expect(Object.keys(selectTripRefs(actor.getSnapshot()))).toEqual(['C']);
    expect(a?.getSnapshot().status).toBe('stopped');
  });

  it('shows a failure with an error toast and retries on request', async () => {
    let calls = 0;
    const { actor, spies } = start({
      history: async () => {
        calls += 1;
        if (calls === 1) throw apiError(500);
        return [trip()];
      },
    });
    await waitFor(actor, (s) => selectHistoryLoadFailed(s));
    expect(spies.notifyError).toHaveBeenCalledTimes(1);
    actor.send({ type: 'history.retry' });
    await loaded(actor);
    expect(selectTrips(actor.getSnapshot())).toHaveLength(1);
  });
});

describe('trip history: details dialog', () => {
  it('loads GET /trips/{id} into the dialog and shares the card trip actor', async () => {
    const details = vi.fn(async (input: LoadTripInput) =>
      trip({ externalTripId: input.externalTripId, duration: 33 }),
    );
    const { actor } = start({ history: async () => [trip({ externalTripId: 'A' })], details });
    await loaded(actor);
    actor.send({ type: 'details.open', externalTripId: 'A' });
    expect(selectHistoryDetailsOpen(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches({ details: 'open' }));
    expect(details).toHaveBeenCalledWith({ externalTripId: 'A' });
    const ref = selectDetailsTripRef(actor.getSnapshot());
    expect(ref).toBe(selectTripRefs(actor.getSnapshot()).A);
    expect(ref?.getSnapshot().context.trip.duration).toBe(33);
  });

  it('turns the card to Canceled when the trip is cancelled from the dialog', async () => {
    const departure = new Date(NOW.getTime() + 3 * 3600_000).toISOString();
    const { actor, spies } = start({
      history: async () => [trip({ externalTripId: 'A', departureDateTime: departure })],
      details: async () => trip({ externalTripId: 'A', departureDateTime: departure }),
      input: { now: () => NOW },
    });
    await loaded(actor);
    actor.send({ type: 'details.open', externalTripId: 'A' });
    await waitFor(actor, (s) => s.matches({ details: 'open' }));
    const ref = selectDetailsTripRef(actor.getSnapshot());
    if (!ref) throw new Error('the dialog has no trip actor');
    ref.send({ type: 'trip.cancel' });
    ref.send({ type: 'cancel.confirm' });
    await waitFor(ref, (s) => s.matches('cancelled'));
    expect(spies.cancelled).toHaveBeenCalledWith('A');
    expect(selectTripRefs(actor.getSnapshot()).A?.getSnapshot().context.trip.status).toBe('cancelled');
  });

  it('ignores cards without an externalTripId and closes on a failed load with a toast', async () => {
    const { actor, spies } = start({
      details: async () => {
        throw apiError(404);
      },
    });
    actor.send({ type: 'details.open', externalTripId: '' });
    expect(selectHistoryDetailsOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'details.open', externalTripId: 'X' });
    await waitFor(actor, (s) => s.matches({ details: 'closed' }));
    expect(spies.notifyError).toHaveBeenCalledWith(expect.objectContaining({ status: 404 }));
    expect(actor.getSnapshot().context.selectedTripId).toBeNull();
  });

  it('closes on details.close', async () => {
    const { actor } = start({ history: async () => [trip({ externalTripId: 'A' })] });
    await loaded(actor);
    actor.send({ type: 'details.open', externalTripId: 'A' });
    await waitFor(actor, (s) => s.matches({ details: 'open' }));
    actor.send({ type: 'details.close' });
    expect(selectHistoryDetailsOpen(actor.getSnapshot())).toBe(false);
  });
});

describe('trip history: export', () => {
  it('downloads the shown range and hands the file over', async () => {
    const inputs: DateRange[] = [];
    const { actor, spies } = start({
      exportFile: async (input) => {
        inputs.push(input.range);
        return { blob: new Blob(['%PDF']), filename: 'trip-history-x.pdf' };
      },
    });
    actor.send({ type: 'history.download' });
    expect(selectIsDownloading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches({ export: 'idle' }));
    expect(inputs).toEqual([{ from: '2026-06-29', to: '2026-07-05' }]);
    expect(spies.saveFile).toHaveBeenCalledWith(expect.objectContaining({ filename: 'trip-history-x.pdf' }));
  });

  it('shows the download error toast when the export fails', async () => {
    const { actor, spies } = start({
      exportFile: async () => {
        throw apiError(500);
      },
    });
    actor.send({ type: 'history.download' });
    await waitFor(actor, (s) => s.matches({ export: 'idle' }));
    expect(spies.notifyDownloadError).toHaveBeenCalledTimes(1);
    expect(spies.saveFile).not.toHaveBeenCalled();
  });
});

describe('trip history: "Upcoming" first', () => {
  const week = (n: number, status: Trip['status'] = 'confirmed') =>
    trip({
      externalTripId: `W${n}-${status}`,
      status,
      departureDateTime: new Date(NOW.getTime() + n * 7 * 86_400_000).toISOString(),
    });

  it('opens on every trip from today on, across weeks, leaving cancelled ones out', async () => {
    const trips = [week(0), week(1, 'cancelled'), week(3), week(8, 'pendingPayment')];
    const { actor, loads } = start({ upcoming: true, history: async () => trips });
    expect(selectIsUpcoming(actor.getSnapshot())).toBe(true);
    await loaded(actor);
    expect(loads).toEqual([{ from: '2026-07-01', to: '2027-07-01' }]);
    expect(upcomingRange(NOW)).toEqual({ from: '2026-07-01', to: '2027-07-01' });
    expect(selectTrips(actor.getSnapshot()).map((t) => t.externalTripId)).toEqual([
      'W0-confirmed',
      'W3-confirmed',
      'W8-pendingPayment',
    ]);
    // The same list keeps its identity between snapshots (no re-render for an unchanged list).
    expect(selectTrips(actor.getSnapshot())).toBe(selectTrips(actor.getSnapshot()));
  });

  it('goes to the week views in one tap, and back to "Upcoming"', async () => {
    const trips = [week(0), week(0, 'cancelled')];
    const { actor, loads } = start({ upcoming: true, history: async () => trips });
    await loaded(actor);
    actor.send({ type: 'range.nextWeek' });
    expect(selectIsUpcoming(actor.getSnapshot())).toBe(false);
    await loaded(actor);
    // Next week from "Upcoming" is the week after today's.
    expect(loads.at(-1)).toEqual({ from: '2026-07-06', to: '2026-07-12' });
    // The week view shows every trip of the range, cancelled ones too.
    expect(selectTrips(actor.getSnapshot())).toHaveLength(2);
    actor.send({ type: 'view.upcoming' });
    expect(selectIsUpcoming(actor.getSnapshot())).toBe(true);
    await loaded(actor);
    expect(loads.at(-1)).toEqual({ from: '2026-07-01', to: '2027-07-01' });
    expect(selectTrips(actor.getSnapshot())).toHaveLength(1);
  });

  it('downloads "Upcoming" as one export: its range stays within the export limit of 366 days', async () => {
    const inputs: DateRange[] = [];
    const { actor, spies } = start({
      upcoming: true,
      exportFile: async (input) => {
        inputs.push(input.range);
        return { blob: new Blob(['%PDF']), filename: 'trip-history.pdf' };
      },
    });
    await loaded(actor);
    actor.send({ type: 'history.download' });
    await waitFor(actor, (s) => s.matches({ export: 'idle' }));
    expect(inputs).toEqual([{ from: '2026-07-01', to: '2027-07-01' }]);
    const days = Temporal.PlainDate.from(inputs[0]!.from).until(inputs[0]!.to).days + 1;
    expect(days).toBe(EXPORT_MAX_DAYS);
    expect(EXPORT_MAX_DAYS).toBe(366);
    expect(spies.saveFile).toHaveBeenCalledTimes(1);
    // The upcoming range holds a trip on the last bookable day of the longest booking horizon (365 days).
    const lastBookable = Temporal.PlainDate.from('2026-07-01').add({ days: 365 }).toString();
    expect(upcomingRange(NOW).to).toBe(lastBookable);
  });

  it('says "no upcoming trips" when only cancelled ones are ahead', async () => {
    const { actor } = start({ upcoming: true, history: async () => [week(1, 'cancelled')] });
    await loaded(actor);
    expect(selectIsEmpty(actor.getSnapshot())).toBe(true);
  });
});

describe('trip history: a payment finished in another tab', () => {
  it('refreshes the list behind the cards when the page comes back and a trip awaits payment', async () => {
    let status: Trip['status'] = 'pendingPayment';
    const { actor, loads } = start({
      upcoming: true,
      history: async () => [trip({ externalTripId: 'P', status })],
    });
    await loaded(actor);
    status = 'paymentConfirmed';
    actor.send({ type: 'page.focused' });
    expect(actor.getSnapshot().matches({ list: 'refreshing' })).toBe(true);
    // The cards stay while it refreshes.
    expect(selectTrips(actor.getSnapshot())).toHaveLength(1);
    await loaded(actor);
    expect(loads).toHaveLength(2);
    expect(selectTrips(actor.getSnapshot())[0]!.status).toBe('paymentConfirmed');
    const card = selectTripRefs(actor.getSnapshot())['P']!;
    expect(card.getSnapshot().matches('confirmed')).toBe(true);
    // Nothing awaits payment any more: coming back again loads nothing.
    actor.send({ type: 'page.focused' });
    expect(actor.getSnapshot().matches({ list: 'loaded' })).toBe(true);
    expect(loads).toHaveLength(2);
  });

  it('keeps the cards silently when the refresh fails', async () => {
    let fail = false;
    const { actor, spies } = start({
      upcoming: true,
      history: async () => {
        if (fail) throw apiError(503, 'ServiceUnavailable');
        return [trip({ externalTripId: 'P', status: 'pendingPayment' })];
      },
    });
    await loaded(actor);
    fail = true;
    actor.send({ type: 'page.focused' });
    await loaded(actor);
    expect(selectTrips(actor.getSnapshot())).toHaveLength(1);
    expect(spies.notifyError).not.toHaveBeenCalled();
  });
});
