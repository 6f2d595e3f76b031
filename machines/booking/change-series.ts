/**
 * Pure rules of changing a trip booked in a series (product §10.11 "Changing a booked trip"): which dates a scope
 * takes in, which of them the server will leave alone (past or inside the cut-off), and the per-date results of
 * PATCH /trips/{id}/series/change and POST /trips/{id}/series/pause. Used by ./change.machine.ts, its selectors and
 * ./series-pause.machine.ts. Dates are Europe/Amsterdam `YYYY-MM-DD`; instants ISO-8601 UTC.
 */
import type { AppError, Trip } from '../types';
import { isUnreachable } from './draft';
import { estimateRefusal } from './change-rules';
import type {
  ChangeRefusal,
  ChangeTripSeriesInput,
  SeriesResult,
  SeriesScope,
  TripChangeContext,
} from './change-types';
import { toAppError } from '../lib/errors';
import { amsterdamDateAt, amsterdamDateOf, epochMilliseconds } from '../lib/instant';
import { canChangeTrip } from '../trip';

/** The scopes in the order the question lists them. */
export const SERIES_SCOPES: readonly SeriesScope[] = ['thisTrip', 'thisAndLater', 'all'];

/** The dates a scope takes in, split by what the server will do with them. */
export interface SeriesScopeDates {
  /** Dates that will be changed (unless a rule refuses one), in date order. */
  changing: string[];
  /** Dates in scope the server leaves alone: past, inside the 60-minute cut-off or no longer upcoming. */
  leftAlone: string[];
}

/** True when the trip was booked in a series (`seriesId`), so the change asks for a scope first. */
export function isSeriesTrip(trip: Pick<Trip, 'seriesId'> | null | undefined): boolean {
  return typeof trip?.seriesId === 'string' && trip.seriesId !== '';
}

/**
 * product §10.11: the dates of the anchor's series a scope takes in — only the anchor, the anchor and the later
 * dates, or every date — split into those that can change now and those left alone ({@link canChangeTrip}: past,
 * inside the cut-off, cancelled). `trips` are the series' trips as read (the anchor among them or not; other
 * series' trips are ignored). Dates are the trips' Europe/Amsterdam pick-up dates.
 *
 * @param now - the current instant (injected clock).
 */
export function seriesScopeDates(
  anchor: Trip,
  trips: readonly Trip[],
  scope: SeriesScope,
  now: Date,
): SeriesScopeDates {
  const anchorAt = epochMilliseconds(anchor.departureDateTime);
  const others = trips.filter(
    (trip) => trip.seriesId === anchor.seriesId && trip.externalTripId !== anchor.externalTripId,
  );
  const inScope =
    scope === 'thisTrip'
      ? [anchor]
      : [anchor, ...others].filter(
          (trip) => scope === 'all' || epochMilliseconds(trip.departureDateTime) >= anchorAt,
        );
  inScope.sort((a, b) => epochMilliseconds(a.departureDateTime) - epochMilliseconds(b.departureDateTime));
  const result: SeriesScopeDates = { changing: [], leftAlone: [] };
  for (const trip of inScope) {
    (canChangeTrip(trip, now) ? result.changing : result.leftAlone).push(
      amsterdamDateOf(trip.departureDateTime),
    );
  }
  return result;
}

/**
 * Why a series change was not made, from the server's error (the refusal message's reason): `stale` for 409
 * `TripChanged` (the anchor changed since it was read), `unreachable` for no answer (the details kept, "Try again"
 * with the same Idempotency-Key), else `server` (its own words).
 */
function commitRefusalReason(error: AppError): 'stale' | 'unreachable' | 'server' {
  if (error.code === 'TripChanged') return 'stale';
  return isUnreachable(error) ? 'unreachable' : 'server';
}

/** `selectScope`: the answer of the scope question; another scope is another body, so a new Idempotency-Key. */
export function scopeSelected(scope: SeriesScope): Pick<TripChangeContext, 'scope' | 'idempotencyKey'> {
  return { scope, idempotencyKey: null };
}

/** `refuseSeriesCommit`: the series change failed; its Idempotency-Key stays for "Try again". */
export function seriesCommitRefused(error: unknown): { refusal: ChangeRefusal } {
  const appError = toAppError(error);
  return { refusal: { reason: commitRefusalReason(appError), error: appError, step: 'commit' } };
}

/** `storeSeriesResult`: the per-date results, shown until dismissed. */
export function seriesResultStored(
  result: SeriesResult,
): Pick<TripChangeContext, 'seriesResult' | 'refusal' | 'idempotencyKey'> {
  return { seriesResult: result, refusal: null, idempotencyKey: null };
}

/** Guard `seriesChangeAllowed`: a scope beyond this trip, and the anchor's re-quote allows the change. */
export function seriesChangeAllowed(context: TripChangeContext): boolean {
  return (
    context.scope !== 'thisTrip' && context.estimate !== null && estimateRefusal(context.estimate) === null
  );
}

/** Guard `failedCommittingSeries`: a series change failed, so "Try again" resends it with the same key. */
export function failedCommittingSeries(context: TripChangeContext): boolean {
  return (
    context.scope !== 'thisTrip' && context.refusal?.step === 'commit' && context.idempotencyKey !== null
  );
}

/** Input of `changeTripSeries`: the anchor, the scope, the change, `If-Match` and the attempt's Idempotency-Key. */
export function seriesChangeInput(context: TripChangeContext): ChangeTripSeriesInput {
  return {
    externalTripId: context.externalTripId,
    scope: context.scope,
    change: context.change ?? {},
    etag: context.etag ?? '',
    idempotencyKey: context.idempotencyKey ?? '',
  };
}

/** The longest span of a series the app books ("Repeating trips": at most 8 weeks), with a day to spare, in days. */
const SERIES_SPAN_DAYS = 8 * 7 + 1;
const DAY_MS = 86_400_000;

/**
 * The Europe/Amsterdam days to read a series' trips in (GET /trips/history `from`/`to`, both included): a series
 * spans at most 8 weeks, so every date of the anchor's series lies within that span before or after it.
 */
export function seriesReadRange(anchor: Pick<Trip, 'departureDateTime'>): { from: string; to: string } {
  const at = epochMilliseconds(anchor.departureDateTime);
  return {
    from: amsterdamDateAt(at - SERIES_SPAN_DAYS * DAY_MS),
    to: amsterdamDateAt(at + SERIES_SPAN_DAYS * DAY_MS),
  };
}

/** Why a pause's date is not accepted (the message key `tripSeries.pause.error.<code>`). */
type PauseDateError = 'required' | 'past' | 'beforeFrom' | 'tooLong';

/** The shown errors of the pause form, by field. */
export interface PauseErrors {
  from?: PauseDateError;
  to?: PauseDateError;
}

/** The longest pause the server accepts, both ends included (a leap year), in days. */
const PAUSE_MAX_DAYS = 366;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * product §10.11 "Pause the series": the first date must be given and not before today (Europe/Amsterdam, by the
 * injected clock), the last date given and not before the first, and the pause at most {@link PAUSE_MAX_DAYS}
 * days. Dates are `YYYY-MM-DD`; an empty object when both are fine.
 */
export function validatePause(from: string, to: string, now: Date): PauseErrors {
  const errors: PauseErrors = {};
  if (!ISO_DATE.test(from)) errors.from = 'required';
  else if (from < amsterdamDateAt(now.getTime())) errors.from = 'past';
  if (!ISO_DATE.test(to)) errors.to = 'required';
  else if (!errors.from && to < from) errors.to = 'beforeFrom';
  else if (
    !errors.from &&
    Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) >= PAUSE_MAX_DAYS * DAY_MS
  )
    errors.to = 'tooLong';
  return errors;
}
