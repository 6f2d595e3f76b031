/**
 * The dates a confirmed booking books, as pure functions of the booking chart's context
 * (machines/booking/booking.machine.ts): a series' items with their own Idempotency-Keys ("Repeating trips", product §2), and
 * the new trip's pick-ups for the overlap check before the confirmation dialog opens (machines/booking/trip-overlap.ts).
 * Dates are Europe/Amsterdam `YYYY-MM-DD`; pick-up instants ISO-8601 UTC.
 */
import type { Trip } from '../types';
import { toBookingRequest } from './request';
import type { SeriesItem } from './series-rules';
import type { BookingContext, LoadOtherTripsInput } from './types';
import type { BookingSeriesInput } from './series.machine';
import { newPickups, overlapRange, overlappingTrips } from './trip-overlap';

/** "Repeat this trip" is on in the form (the confirm books every date of the series). */
function isSeries(context: Pick<BookingContext, 'series'>): boolean {
  return context.series.repeat;
}

/** `ensureSeriesKeys`: every date of the series has its own Idempotency-Key (kept ones stay). */
export function seriesKeysEnsured(context: BookingContext): Pick<BookingContext, 'seriesKeys'> {
  const seriesKeys: Record<string, string> = {};
  for (const date of context.seriesDates)
    seriesKeys[date] = context.seriesKeys[date] ?? context.createIdempotencyKey();
  return { seriesKeys };
}

/**
 * The series machine's dates: the form's request on each date (same wall-clock time), with that date's key. Signed
 * in, every request carries the same `seriesId` (the first date's Idempotency-Key, kept across retries), so the
 * dates can later be changed or paused together (product §10.11 "Changing a booked trip").
 */
function seriesItems(context: BookingContext): Pick<SeriesItem, 'date' | 'request' | 'idempotencyKey'>[] {
  const first = context.seriesDates[0];
  const seriesId = first === undefined ? undefined : context.seriesKeys[first];
  return context.seriesDates.map((date) => {
    const request = toBookingRequest({ ...context.form, date }, { guest: context.guest });
    return {
      date,
      request: !context.guest && seriesId ? { ...request, seriesId } : request,
      idempotencyKey: context.seriesKeys[date] ?? '',
    };
  });
}

/** Input of the `bookingSeries` child: the dates with their requests and keys, and who books. */
export function seriesInput(context: BookingContext): BookingSeriesInput {
  return { items: seriesItems(context), guest: context.guest, passNumber: context.passNumber };
}

/**
 * The new trip's pick-up instants (ISO-8601 UTC), one per date to book: every date of the series with "Repeat" on,
 * else the form's date; ByArrival, the arrival minus the estimated duration (machines/booking/trip-overlap.ts).
 */
function pickupsOf(context: BookingContext): string[] {
  const dates = isSeries(context) ? context.seriesDates : [context.form.date];
  return newPickups(context.form, dates, context.summary?.duration ?? context.tripDuration);
}

/** Input of `loadOtherTrips`: the days around the new trip's pick-ups ({@link overlapRange}). */
export function otherTripsInput(context: BookingContext): LoadOtherTripsInput {
  const range = overlapRange(pickupsOf(context));
  // No pick-up to name (cannot happen after a valid submit): the form's date alone, which finds nothing to warn of.
  return { range: range ?? { from: context.form.date, to: context.form.date } };
}

/** `storeOverlaps`: the loaded trips that the new trip's pick-ups overlap ({@link overlappingTrips}). */
export function overlapsStored(
  context: BookingContext,
  trips: readonly Trip[],
): Pick<BookingContext, 'overlaps'> {
  return { overlaps: overlappingTrips(pickupsOf(context), trips) };
}
