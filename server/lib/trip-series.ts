import { Temporal } from 'temporal-polyfill';
import type { components as T } from '../../openapi/generated/ticketing';
import { CANCELLABLE_STATUSES, CANCEL_CUTOFF_MINUTES } from '../sim/trip-status';
import { ApiError } from './api-error';
import { roundKm } from './geo';
import type { Language, TripRow } from './store';
import { tripStatusAt, tripToWire } from './store';
import { MINUTE_MS, TIME_ZONE, amsterdamDate, endOfDayExclusiveMs, startOfDayMs } from './time';
import { applyChange, type ChangeContext, type TripChange } from './trip-change';

/* A series' dates changed or paused together (an API extension, product §10.11). The trips of a series share the
 * `series_id` their booking requests sent; each stays its own trip (own externalTripId, km, payment). One request
 * runs in the caller's transaction and applies each date in a savepoint of its own, so a date a rule refuses keeps
 * its original while the others change, and the result lists every date with what happened to it. */

type SeriesResult = T['schemas']['SeriesResult'];
type DateResult = T['schemas']['SeriesDateResult'];
export type SeriesScope = T['schemas']['SeriesChangeRequest']['scope'];

/** Longest pause, days (both ends included): a leap year, as the history export. */
const PAUSE_MAX_DAYS = 366;

/** Turns an error thrown for one date into that date's reason, in the caller's language. */
export type Localize = (error: ApiError) => string;

/** 400 NotInSeries: the trip was booked on its own. */
function notInSeries(): ApiError {
  return new ApiError(400, 'NotInSeries', 'This trip is not part of a series.');
}

/** The trips of `anchor`'s series in scope, by pick-up: only it, it and the later ones, or all. */
function tripsInScope(ctx: ChangeContext, anchor: TripRow, scope: SeriesScope): TripRow[] {
  if (anchor.series_id === null || anchor.user_id === null) throw notInSeries();
  if (scope === 'thisTrip') return [anchor];
  const from = scope === 'thisAndLater' ? anchor.departure_at : Number.MIN_SAFE_INTEGER;
  return ctx.db
    .prepare<[number, string, number], TripRow>(
      'SELECT * FROM trips WHERE user_id = ? AND series_id = ? AND departure_at >= ? ORDER BY departure_at, id',
    )
    .all(anchor.user_id, anchor.series_id, from);
}

/**
 * The change for one date of the series: a new `plannedDateTime` of the anchor moves every date by the same number
 * of Europe/Amsterdam days to the anchor's new wall-clock time (DST-correct); the other fields are the same.
 */
function changeForDate(anchor: TripRow, trip: TripRow, change: TripChange): TripChange {
  if (change.plannedDateTime === undefined || trip.id === anchor.id) return change;
  const zoned = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(TIME_ZONE);
  const oldAnchor = zoned(anchor.planned_at);
  const newAnchor = zoned(Date.parse(change.plannedDateTime));
  const days = oldAnchor.toPlainDate().until(newAnchor.toPlainDate(), { largestUnit: 'days' }).days;
  const date = zoned(trip.planned_at).toPlainDate().add({ days });
  const moved = date.toZonedDateTime({ timeZone: TIME_ZONE, plainTime: newAnchor.toPlainTime() });
  return { ...change, plannedDateTime: new Date(moved.epochMilliseconds).toISOString() };
}

function dateResult(
  before: TripRow,
  after: TripRow,
  outcome: DateResult['outcome'],
  now: number,
  error: { code: string; description: string } | null,
): DateResult {
  return {
    externalTripId: before.external_trip_id,
    date: amsterdamDate(new Date(before.departure_at)),
    outcome,
    error,
    trip: tripToWire(after, now),
  };
}

/**
 * Applies one change to the dates of `anchor`'s series in `scope` (PATCH /trips/{id}/series/change). Dates whose
 * trip is not upcoming or inside the cut-off are `leftAlone`; a date a rule refuses (budget, lead time, nothing to
 * change, …) is `refused` and keeps its original; the others are `changed`. Run it inside a transaction.
 * @param now epoch ms (server clock).
 * @throws ApiError 400 NotInSeries.
 */
export function changeSeries(
  ctx: ChangeContext,
  anchor: TripRow,
  scope: SeriesScope,
  change: TripChange,
  now: number,
  localize: Localize,
): SeriesResult {
  const results = tripsInScope(ctx, anchor, scope).map((trip) => {
    try {
      const changed = ctx.db.transaction(() =>
        applyChange(ctx, trip, changeForDate(anchor, trip, change), now),
      )();
      return dateResult(trip, changed, 'changed', now, null);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const reason = { code: error.code, description: localize(error) };
      const untouched = ['TripNotChangeable', 'ChangeTooLate', 'NothingChanged'].includes(error.code);
      return dateResult(trip, trip, untouched ? 'leftAlone' : 'refused', now, reason);
    }
  });
  return { seriesId: anchor.series_id ?? '', results };
}

/**
 * Pauses `anchor`'s series (POST /trips/{id}/series/pause): cancels its trips whose Europe/Amsterdam pick-up date
 * lies from `from` through `to` as a traveller's cancel does (status customerCancelled, km back to the pass); trips
 * not cancellable (status) or inside the {@link CANCEL_CUTOFF_MINUTES}-minute cut-off are `leftAlone`. The dates
 * after `to` stay booked. Run it inside a transaction.
 * @param from first paused date, `YYYY-MM-DD`; `to` the last (included).
 * @param now epoch ms (server clock).
 * @throws ApiError 400 NotInSeries | InvalidRange (to before from, or longer than 366 days).
 */
export function pauseSeries(
  ctx: ChangeContext,
  anchor: TripRow,
  from: string,
  to: string,
  now: number,
  language: Language,
): SeriesResult {
  if (anchor.series_id === null || anchor.user_id === null) throw notInSeries();
  if (to < from) throw new ApiError(400, 'InvalidRange', '"to" must not be before "from".');
  const days = Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to), { largestUnit: 'days' }).days;
  if (days + 1 > PAUSE_MAX_DAYS) {
    throw new ApiError(400, 'InvalidRange', `A pause covers at most ${PAUSE_MAX_DAYS} days.`);
  }
  const { db } = ctx;
  const trips = db
    .prepare<[number, string, number, number], TripRow>(
      `SELECT * FROM trips WHERE user_id = ? AND series_id = ? AND departure_at >= ? AND departure_at < ?
       ORDER BY departure_at, id`,
    )
    .all(anchor.user_id, anchor.series_id, startOfDayMs(from), endOfDayExclusiveMs(to));
  const nl = language === 'nl-NL';
  const results = trips.map((trip) => {
    const status = tripStatusAt(trip, now);
    if (!CANCELLABLE_STATUSES.includes(status)) {
      return dateResult(trip, trip, 'leftAlone', now, {
        code: 'TripNotCancellable',
        description: nl
          ? `Deze rit kan niet worden geannuleerd (status ${status}).`
          : `This trip cannot be cancelled (status ${status}).`,
      });
    }
    if (trip.departure_at - now < CANCEL_CUTOFF_MINUTES * MINUTE_MS) {
      return dateResult(trip, trip, 'leftAlone', now, {
        code: 'ChangeTooLate',
        description: nl
          ? `Annuleren kan online tot ${CANCEL_CUTOFF_MINUTES} minuten voor het ophalen.`
          : `A trip can be cancelled online until ${CANCEL_CUTOFF_MINUTES} minutes before pick-up.`,
      });
    }
    db.prepare(
      "UPDATE trips SET status = 'customerCancelled', km_spent = 0, version = version + 1, updated_at = ? WHERE id = ?",
    ).run(now, trip.id);
    if (trip.pass_number && trip.km_spent > 0) {
      db.prepare(
        'UPDATE pass_registry SET remaining_km = ROUND(remaining_km + ?, 1) WHERE pass_number = ?',
      ).run(roundKm(trip.km_spent), trip.pass_number);
    }
    const cancelled = db.prepare<[number], TripRow>('SELECT * FROM trips WHERE id = ?').get(trip.id) ?? trip;
    return dateResult(trip, cancelled, 'cancelled', now, null);
  });
  return { seriesId: anchor.series_id, results };
}
