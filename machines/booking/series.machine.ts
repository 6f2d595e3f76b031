/**
 * Booking a standing order, date by date ("Repeating trips"): the child the booking chart
 * (machines/booking/booking.machine.ts) invokes from its `bookingSeries` state once the traveller confirms a series.
 *
 * States: `booking` (one date's `bookTrip` in flight, with that date's own Idempotency-Key; it starts with the first
 * date) → `settling` (the next pending date, else) → `reviewing` (the result list: every date "Booked" or "Not booked" with its reason) →
 * `done` (final; output `{ booked }`, the number of booked dates). A refused date does not stop the others nor undo
 * the booked ones. In `reviewing`, `series.retry` books the failed dates again, each with the key it had (so a
 * retry of a date the server booked after all returns that trip instead of a second one); `series.close` ends.
 *
 * Dates are booked one at a time, in date order: the km budget is spent in the order the result list shows.
 * Pure helpers (dates, budget fit, failure reasons) are in machines/booking/series-rules.ts.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { AppError, BookingResult, Trip } from '../types';
import { failureReason, type SeriesItem } from './series-rules';
import type { BookTripInput } from './types';
import { toAppError } from '../lib/errors';
import { notProvided } from '../lib/not-provided';

/** Input of {@link bookingSeriesMachine}: the dates in order (at least one), each with its request and Idempotency-Key. */
export interface BookingSeriesInput {
  items: Pick<SeriesItem, 'date' | 'request' | 'idempotencyKey'>[];
  guest: boolean;
  passNumber: string | null;
}

/** Context of {@link bookingSeriesMachine}. */
export interface BookingSeriesContext {
  guest: boolean;
  passNumber: string | null;
  items: SeriesItem[];
  /** Index of the date being booked (the first pending one). */
  current: number;
}

/** Events of {@link bookingSeriesMachine} (both in `reviewing`). */
export type BookingSeriesEvent =
  /** "Try again" / "Opnieuw proberen": book the failed dates again, with their own keys. */
  | { type: 'series.retry' }
  /** "Continue" / "Verder": close the result list. */
  | { type: 'series.close' };

/** Output of {@link bookingSeriesMachine}: how many dates are booked, and their trips in date order. */
export interface BookingSeriesOutput {
  booked: number;
  trips: Trip[];
}

const firstPending = (items: readonly SeriesItem[]) => items.findIndex((item) => item.status === 'pending');

/**
 * The standing-order chart (XState v5). Actor to provide: `bookTrip` — {@link BookTripInput} →
 * {@link BookingResult}, rejecting with a §8 error (the booking chart's `bookTrip`; send `idempotencyKey` as the
 * `Idempotency-Key` header). Guards: `hasPending` (a date still to book), `hasFailed` (a date to try again).
 */
export const bookingSeriesMachine = setup({
  types: {
    context: {} as BookingSeriesContext,
    events: {} as BookingSeriesEvent,
    input: {} as BookingSeriesInput,
    output: {} as BookingSeriesOutput,
  },
  actors: {
    bookTrip: fromPromise<BookingResult, BookTripInput>(async () => notProvided('bookingSeries', 'bookTrip')),
  },
  actions: {
    markBooked: assign(({ context }, params: { result: BookingResult }) => ({
      items: context.items.map((item, i) =>
        i === context.current
          ? { ...item, status: 'booked' as const, reason: null, error: null, trip: params.result.trip }
          : item,
      ),
    })),
    markFailed: assign(({ context }, params: { error: AppError }) => ({
      items: context.items.map((item, i) =>
        i === context.current
          ? { ...item, status: 'failed' as const, reason: failureReason(params.error), error: params.error }
          : item,
      ),
    })),
    pickNext: assign(({ context }) => ({ current: firstPending(context.items) })),
    retryFailed: assign(({ context }) => {
      const items = context.items.map((item) =>
        item.status === 'failed' ? { ...item, status: 'pending' as const } : item,
      );
      return { items, current: firstPending(items) };
    }),
  },
  guards: {
    hasPending: ({ context }) => firstPending(context.items) >= 0,
    hasFailed: ({ context }) => context.items.some((item) => item.status === 'failed'),
  },
}).createMachine({
  id: 'bookingSeries',
  context: ({ input }) => ({
    guest: input.guest,
    passNumber: input.passNumber,
    items: input.items.map((item) => ({
      date: item.date,
      request: item.request,
      idempotencyKey: item.idempotencyKey,
      status: 'pending' as const,
      reason: null,
      error: null,
      trip: null,
    })),
    current: 0,
  }),
  initial: 'booking',
  states: {
    booking: {
      invoke: {
        id: 'bookTrip',
        src: 'bookTrip',
        input: ({ context }) => ({
          request: context.items[context.current]!.request,
          idempotencyKey: context.items[context.current]!.idempotencyKey,
          guest: context.guest,
          passNumber: context.passNumber,
        }),
        onDone: {
          target: 'settling',
          actions: { type: 'markBooked', params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: 'settling',
          actions: { type: 'markFailed', params: ({ event }) => ({ error: toAppError(event.error) }) },
        },
      },
    },
    settling: {
      always: [{ guard: 'hasPending', target: 'booking', actions: 'pickNext' }, { target: 'reviewing' }],
    },
    reviewing: {
      on: {
        'series.retry': { guard: 'hasFailed', target: 'booking', actions: 'retryFailed' },
        'series.close': { target: 'done' },
      },
    },
    done: {
      type: 'final',
    },
  },
  output: ({ context }) => {
    const booked = context.items.filter((item) => item.status === 'booked');
    return { booked: booked.length, trips: booked.flatMap((item) => (item.trip ? [item.trip] : [])) };
  },
});

/** Snapshot of {@link bookingSeriesMachine}. */
export type BookingSeriesSnapshot = SnapshotFrom<typeof bookingSeriesMachine>;

/** The dates with their outcome so far, for the result list (same array while unchanged). */
export const selectSeriesItems = (s: BookingSeriesSnapshot): SeriesItem[] => s.context.items;
/** How many dates are booked so far. */
export const selectSeriesBookedCount = (s: BookingSeriesSnapshot): number =>
  s.context.items.filter((item) => item.status === 'booked').length;
/**
 * Some booked date waits for an online payment (iDEAL, credit card: the trip is `pendingPayment` with a payment
 * link). A series opens no payment pages; each trip is paid from its details ("Complete payment") before it departs.
 */
export const selectSeriesAwaitsPayment = (s: BookingSeriesSnapshot): boolean =>
  s.context.items.some((item) => item.status === 'booked' && !!item.trip?.paymentUrl);
/** The dates are still being booked (the list shows progress, no buttons). */
export const selectIsSeriesBooking = (s: BookingSeriesSnapshot): boolean => !s.matches('reviewing');
/** "Try again" is offered: some date failed and booking is over. */
export const selectCanRetrySeries = (s: BookingSeriesSnapshot): boolean => s.can({ type: 'series.retry' });
