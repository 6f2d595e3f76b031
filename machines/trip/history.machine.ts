/**
 * The /my-trips page: upcoming trips, trip history by date range, the trip-details dialog and the PDF export
 * (product §2 /my-trips, §4 "History date range … week buttons set start and end of the previous, this or next
 * week", §7 GET /trips/history, GET /trips/{id}, GET /trips/export, §8 export error, §9 history page size 50,
 * week start per locale).
 *
 * Beyond product §4's "defaults to the current week": the page opens on "Upcoming" — every booked trip from today
 * on, across weeks, nearest first (on a Saturday next week's trips would otherwise be out of sight); the week
 * buttons and the period picker are one tap away and switch to the range view.
 *
 * Four parallel regions:
 * ```
 * view:    upcoming ──(range.*)──▶ range ──(view.upcoming)──▶ upcoming
 *          upcoming: the range is today … today + `UPCOMING_DAYS` days (machines/trip/history-context.ts),
 *          cancelled trips left out
 * list:    loading ──(done)──▶ loaded        range.* / view.upcoming / history.reload ──▶ loading (aborts the
 *             └──(error)──▶ failed ──(history.retry)──▶ loading                           previous load)
 *          loaded ──(page.focused, a trip awaits payment)──▶ refreshing ──(done | error)──▶ loaded
 *          refreshing reloads the range behind the shown cards (a payment finished in another tab shows when
 *          the traveller comes back); a failure keeps the cards silently
 * details: closed ──(details.open {externalTripId})──▶ loading ──(done)──▶ open ──(details.close)──▶ closed
 * export:  idle ──(history.download)──▶ downloading ──(done: saveFile | error: notifyDownloadError)──▶ idle
 * ```
 * Every loaded trip gets its own spawned `trip` actor (machines/trip/trip.machine.ts), kept in `tripRefs` by
 * externalTripId and reused across reloads; the cards and the details dialog talk to the same actor, so a
 * cancel in the dialog turns the card's chip to Canceled.
 *
 * Ranges are inclusive Europe/Amsterdam calendar dates `YYYY-MM-DD`; "now" is injected.
 */
import { assertEvent, assign, enqueueActions, fromCallback, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { AppError, Trip } from '../types';
import type { SnapshotTrip } from '../lib/offline-snapshot';
import { upcomingTripsToKeep } from './offline-upcoming';
import { weekRange, type DateRange } from '../lib/time';
import { isAwaitingPayment } from './rules';
import { appErrorParams, toAppError, errorParams } from '../lib/errors';
import { tripMachine, type TripActorRef } from './trip.machine';
import { notProvidedActor } from '../lib/not-provided';
import {
  isValidRange,
  tripKey,
  upcomingOnly,
  upcomingRange,
  weekContaining,
  type ExportTripHistoryInput,
  type ExportedFile,
  type LoadTripHistoryInput,
  type LoadTripInput,
  type TripHistoryContext,
  type TripHistoryEvent,
  type TripHistoryInput,
  detailsParams,
  rangeInput,
  tripsParams,
} from './history-context';

export type {
  ExportTripHistoryInput,
  ExportedFile,
  LoadTripHistoryInput,
  LoadTripInput,
  TripHistoryContext,
  TripHistoryEvent,
  TripHistoryInput,
} from './history-context';
export {
  DEFAULT_EXPORT_FILENAME,
  EXPORT_MAX_DAYS,
  HISTORY_QUERY,
  isValidRange,
  tripKey,
  upcomingRange,
  weekContaining,
} from './history-context';

/**
 * product §2 /my-trips statechart (XState v5). See the module comment for the regions.
 *
 * Actors to provide (all receive `signal`; leaving the state aborts them):
 * - `loadTripHistory`: {@link LoadTripHistoryInput} → `Trip[]` (the page's `items`); rejects with a §8 error.
 * - `loadTrip`: {@link LoadTripInput} → `Trip` (details); rejects with a §8 error.
 * - `exportTripHistory`: {@link ExportTripHistoryInput} → {@link ExportedFile}; rejects on failure.
 * - `trip`: machines/trip/trip.machine.ts provided with its actors and actions (spawned once per trip).
 *
 * - `watchFocus`: a callback actor that sends `page.focused` whenever the page comes back into view (window
 *   focus, `visibilitychange` to visible); runs as long as the page.
 *
 * Actions to provide (defaults do nothing): `notifyError` `{ error }` (load failures, §8 toast),
 * `notifyDownloadError` (toast error.downloadTripHistoryError), `saveFile` {@link ExportedFile} (hand the
 * file to the browser), `keepUpcomingTrips` `{ trips }` (after each load: the trips still to come for the
 * offline snapshot, machines/lib/offline-snapshot.ts; null when the range does not cover now).
 *
 * Guards (built in): `isValidRange`, `hasTripId`, `awaitsPayment` (a loaded trip awaits its
 * payment).
 */
export const tripHistoryMachine = setup({
  types: {
    context: {} as TripHistoryContext,
    events: {} as TripHistoryEvent,
    input: {} as TripHistoryInput,
  },
  actors: {
    loadTripHistory: notProvidedActor<Trip[], LoadTripHistoryInput>('trip-history', 'loadTripHistory'),
    loadTrip: notProvidedActor<Trip, LoadTripInput>('trip-history', 'loadTrip'),
    exportTripHistory: notProvidedActor<ExportedFile, ExportTripHistoryInput>(
      'trip-history',
      'exportTripHistory',
    ),
    trip: tripMachine,
    watchFocus: fromCallback(() => () => {}),
  },
  actions: {
    notifyError: (_, _params: { error: AppError }) => {},
    notifyDownloadError: (_, _params: { error: AppError }) => {},
    saveFile: (_, _params: ExportedFile) => {},
    keepUpcomingTrips: (_, _params: { trips: SnapshotTrip[] | null }) => {},
    showPreviousWeek: assign(({ context }) => ({
      range: weekContaining(context.range.from, context.weekStartsOn, -1),
    })),
    showThisWeek: assign(({ context }) => ({ range: weekRange(context.now(), context.weekStartsOn, 0) })),
    showUpcoming: assign(({ context }) => ({ range: upcomingRange(context.now()) })),
    showNextWeek: assign(({ context }) => ({
      range: weekContaining(context.range.from, context.weekStartsOn, 1),
    })),
    setRange: assign(({ event }) => {
      assertEvent(event, 'range.set');
      return { range: { from: event.range.from, to: event.range.to } };
    }),
    changeWeekStart: assign(({ event }) => {
      assertEvent(event, 'weekStart.change');
      return { weekStartsOn: event.weekStartsOn };
    }),
    clearError: assign({ error: null }),
    storeError: assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    storeTrips: enqueueActions(({ context, enqueue }, params: { trips: Trip[] }) => {
      const keys = params.trips.map(tripKey);
      const kept = new Set(keys);
      for (const [key, ref] of Object.entries(context.tripRefs)) {
        // The open dialog keeps its trip actor even when the trip left the list.
        if (!kept.has(key) && key !== context.selectedTripId) enqueue.stopChild(ref);
      }
      params.trips.forEach((trip, index) => {
        const existing = context.tripRefs[keys[index] ?? ''];
        if (existing) enqueue.sendTo(existing, { type: 'trip.update', trip });
      });
      enqueue.assign(({ spawn }) => {
        const tripRefs: Record<string, TripActorRef> = {};
        const selected = context.selectedTripId ? context.tripRefs[context.selectedTripId] : undefined;
        if (context.selectedTripId && selected) tripRefs[context.selectedTripId] = selected;
        params.trips.forEach((trip, index) => {
          const key = keys[index] ?? `#${index}`;
          tripRefs[key] =
            context.tripRefs[key] ?? spawn('trip', { id: `trip:${key}`, input: { trip, now: context.now } });
        });
        return { trips: params.trips, tripRefs, error: null };
      });
    }),
    selectTrip: assign(({ event }) => {
      assertEvent(event, 'details.open');
      return { selectedTripId: event.externalTripId };
    }),
    clearSelection: assign({ selectedTripId: null }),
    storeDetails: enqueueActions(({ context, enqueue }, params: { trip: Trip }) => {
      const key = context.selectedTripId ?? params.trip.externalTripId;
      const existing = context.tripRefs[key];
      if (existing) {
        enqueue.sendTo(existing, { type: 'trip.update', trip: params.trip });
        return;
      }
      enqueue.assign(({ spawn }) => ({
        tripRefs: {
          ...context.tripRefs,
          [key]: spawn('trip', { id: `trip:${key}`, input: { trip: params.trip, now: context.now } }),
        },
      }));
    }),
  },
  guards: {
    isValidRange: ({ event }) => event.type === 'range.set' && isValidRange(event.range),
    hasTripId: ({ event }) => event.type === 'details.open' && event.externalTripId.trim() !== '',
    awaitsPayment: ({ context }) => context.trips.some((trip) => isAwaitingPayment(trip.status)),
  },
}).createMachine({
  id: 'tripHistory',
  context: ({ input }) => ({
    now: input.now,
    weekStartsOn: input.weekStartsOn,
    range: upcomingRange(input.now()),
    trips: [],
    tripRefs: {},
    selectedTripId: null,
    error: null,
  }),
  type: 'parallel',
  invoke: { id: 'watchFocus', src: 'watchFocus' },
  on: {
    'weekStart.change': { actions: 'changeWeekStart' },
  },
  states: {
    view: {
      initial: 'upcoming',
      states: {
        upcoming: {
          on: {
            'range.previousWeek': { target: 'range' },
            'range.thisWeek': { target: 'range' },
            'range.nextWeek': { target: 'range' },
            'range.set': { guard: 'isValidRange', target: 'range' },
          },
        },
        range: {
          on: {
            'view.upcoming': { target: 'upcoming' },
          },
        },
      },
    },
    list: {
      initial: 'loading',
      on: {
        'range.previousWeek': { target: '.loading', actions: 'showPreviousWeek' },
        'range.thisWeek': { target: '.loading', actions: 'showThisWeek' },
        'range.nextWeek': { target: '.loading', actions: 'showNextWeek' },
        'range.set': { guard: 'isValidRange', target: '.loading', actions: 'setRange' },
        'view.upcoming': { target: '.loading', actions: 'showUpcoming' },
        'history.reload': { target: '.loading' },
      },
      states: {
        loading: {
          entry: 'clearError',
          invoke: {
            id: 'loadTripHistory',
            src: 'loadTripHistory',
            input: rangeInput,
            onDone: {
              target: 'loaded',
              actions: [
                { type: 'storeTrips', params: tripsParams },
                // The offline snapshot keeps the trips still to come (when the range covers now).
                {
                  type: 'keepUpcomingTrips',
                  params: ({ context, event }) => ({
                    trips: upcomingTripsToKeep(event.output, context.range, context.now()),
                  }),
                },
              ],
            },
            onError: {
              target: 'failed',
              actions: [
                { type: 'storeError', params: errorParams },
                { type: 'notifyError', params: appErrorParams },
              ],
            },
          },
        },
        loaded: {
          on: {
            'page.focused': { guard: 'awaitsPayment', target: 'refreshing' },
          },
        },
        refreshing: {
          invoke: {
            id: 'refreshTripHistory',
            src: 'loadTripHistory',
            input: rangeInput,
            onDone: { target: 'loaded', actions: { type: 'storeTrips', params: tripsParams } },
            // A background refresh that fails keeps the cards as they are, without a message.
            onError: { target: 'loaded' },
          },
        },
        failed: {
          on: {
            'history.retry': { target: 'loading' },
          },
        },
      },
    },
    details: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'details.open': { guard: 'hasTripId', target: 'loading', actions: 'selectTrip' },
          },
        },
        loading: {
          invoke: {
            id: 'loadTrip',
            src: 'loadTrip',
            input: ({ context }) => ({ externalTripId: context.selectedTripId ?? '' }),
            onDone: { target: 'open', actions: { type: 'storeDetails', params: detailsParams } },
            onError: {
              target: 'closed',
              actions: ['clearSelection', { type: 'notifyError', params: appErrorParams }],
            },
          },
          on: {
            'details.close': { target: 'closed', actions: 'clearSelection' },
          },
        },
        open: {
          on: {
            'details.close': { target: 'closed', actions: 'clearSelection' },
          },
        },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'history.download': { target: 'downloading' },
          },
        },
        downloading: {
          invoke: {
            id: 'exportTripHistory',
            src: 'exportTripHistory',
            input: rangeInput,
            onDone: {
              target: 'idle',
              actions: { type: 'saveFile', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'notifyDownloadError',
                params: appErrorParams,
              },
            },
          },
        },
      },
    },
  },
});

/** Snapshot of {@link tripHistoryMachine}. */
export type TripHistorySnapshot = SnapshotFrom<typeof tripHistoryMachine>;

/** The shown range (inclusive Amsterdam dates). */
export const selectRange = (s: TripHistorySnapshot): DateRange => s.context.range;
/** The "Upcoming" view is shown (every trip from today on, cancelled ones left out). */
export const selectIsUpcoming = (s: TripHistorySnapshot): boolean => s.matches({ view: 'upcoming' });
/**
 * Trips the list shows, departure ascending: in the "Upcoming" view the booked ones (cancelled trips left out, as
 * loaded), in the range view every trip of the range.
 */
export const selectTrips = (s: TripHistorySnapshot): Trip[] =>
  selectIsUpcoming(s) ? upcomingOnly(s.context.trips) : s.context.trips;
/** The trip actors by {@link tripKey}. */
export const selectTripRefs = (s: TripHistorySnapshot): Record<string, TripActorRef> => s.context.tripRefs;
/** The history request is running. */
export const selectHistoryLoading = (s: TripHistorySnapshot): boolean => s.matches({ list: 'loading' });
/** The last load failed. */
export const selectHistoryLoadFailed = (s: TripHistorySnapshot): boolean => s.matches({ list: 'failed' });
/** The range is loaded (or refreshing behind the cards) and shows no trips (§2 empty state). */
export const selectIsEmpty = (s: TripHistorySnapshot): boolean =>
  (s.matches({ list: 'loaded' }) || s.matches({ list: 'refreshing' })) && selectTrips(s).length === 0;
/** The details dialog is open or loading. */
export const selectHistoryDetailsOpen = (s: TripHistorySnapshot): boolean =>
  !s.matches({ details: 'closed' });
/** The details request is running. */
export const selectDetailsLoading = (s: TripHistorySnapshot): boolean => s.matches({ details: 'loading' });
/** The trip actor shown in the details dialog (once loaded), else undefined. */
export const selectDetailsTripRef = (s: TripHistorySnapshot): TripActorRef | undefined =>
  s.matches({ details: 'open' }) && s.context.selectedTripId
    ? s.context.tripRefs[s.context.selectedTripId]
    : undefined;
/** The PDF export is running. */
export const selectIsDownloading = (s: TripHistorySnapshot): boolean => s.matches({ export: 'downloading' });
