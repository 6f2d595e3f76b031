/**
 * What the change page (product §10.11 "Changing a booked trip") reads of {@link tripChangeMachine}'s snapshot:
 * the step it stands at, the form with its shown errors, the re-quote, the refusal and the changed trip.
 */
import type { AppError, Trip } from '../types';
import { stepOf } from '../lib/step-of';
import { counterRange, type CounterRange } from '../lib/booking-attributes';
import { DEFAULT_MAX_DAYS_AHEAD, earliestPickup, latestDate, type LocalDateTime } from '../lib/time';
import type { BookingForm, BookingFormErrors } from './rules';
import {
  changeDifference,
  isPaymentFixed,
  type ChangeDifference,
  type TripChangeEstimate,
} from './change-rules';
import type { PaymentChoices } from './payment';
import type { ChangeRefusal, SeriesResult, SeriesScope } from './change-types';
import { isSeriesTrip, seriesScopeDates, type SeriesScopeDates } from './change-series';
import type { TripChangeSnapshot } from './change.machine';

/** The step of the change flow a view shows (the chart's top-level state). */
export type ChangeStep =
  | 'loading'
  | 'loadFailed'
  | 'choosingScope'
  | 'editing'
  | 'estimating'
  | 'checkingOverlap'
  | 'checking'
  | 'committing'
  | 'refused'
  | 'changed'
  | 'committingSeries'
  | 'seriesChanged'
  | 'done';

const STEPS: readonly ChangeStep[] = [
  'loading',
  'loadFailed',
  'choosingScope',
  'editing',
  'estimating',
  'checkingOverlap',
  'checking',
  'committing',
  'refused',
  'changed',
  'committingSeries',
  'seriesChanged',
  'done',
];

/** The step the flow stands at. */
export const selectChangeStep = (s: TripChangeSnapshot): ChangeStep => stepOf(s, STEPS, 'loading');

/** The form as edited (null until the trip is loaded). */
export const selectChangeForm = (s: TripChangeSnapshot): BookingForm | null => s.context.form;

/** The field errors to show: only after a submit was tried. */
export const selectChangeErrors = (s: TripChangeSnapshot): BookingFormErrors =>
  s.context.submitAttempted ? s.context.errors : {};

/** Incremented whenever the view should focus the first invalid field. */
export const selectChangeFocusRequest = (s: TripChangeSnapshot): number => s.context.focusRequest;

/** The last submit changed nothing: "You have not changed anything yet." */
export const selectNothingChanged = (s: TripChangeSnapshot): boolean => s.context.nothingChanged;

/** The refusal shown until dismissed (refused), else null. */
export const selectRefusal = (s: TripChangeSnapshot): ChangeRefusal | null =>
  s.matches('refused') ? s.context.refusal : null;

/** The trip as read (before a change) or as changed (after it). */
export const selectChangeTrip = (s: TripChangeSnapshot): Trip | null => s.context.trip;

/** The re-quote "Check your change" shows (checking, committing, committingSeries), else null. */
export const selectEstimate = (s: TripChangeSnapshot): TripChangeEstimate | null =>
  s.matches('checking') || s.matches('committing') || s.matches('committingSeries')
    ? s.context.estimate
    : null;

/** The change is being sent (committing, committingSeries): "Check your change" waits, its buttons disabled. */
export const selectChangeCommitting = (s: TripChangeSnapshot): boolean =>
  s.matches('committing') || s.matches('committingSeries');

/** The trip belongs to a series: the form offers "Change which trips", the question asks for a scope. */
export const selectInSeries = (s: TripChangeSnapshot): boolean => isSeriesTrip(s.context.trip);

/** The scope answered (or preselected, "Only this trip") for a trip of a series. */
export const selectSeriesScope = (s: TripChangeSnapshot): SeriesScope => s.context.scope;

/**
 * For a trip of a series, the dates the chosen scope (or `scope`, to describe another answer) takes in: those that
 * will change and those left alone (past or inside the cut-off), by the chart's clock; null for a single trip.
 * Compare with {@link sameScopeDates}.
 */
export const selectScopeDates = (s: TripChangeSnapshot, scope?: SeriesScope): SeriesScopeDates | null => {
  const trip = s.context.trip;
  if (!trip || !isSeriesTrip(trip)) return null;
  return seriesScopeDates(trip, s.context.seriesTrips, scope ?? s.context.scope, s.context.now());
};

/** Equality of two {@link selectScopeDates} answers (the same dates in both lists). */
export const sameScopeDates = (a: SeriesScopeDates | null, b: SeriesScopeDates | null): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** The per-date results of a series change (seriesChanged), else null. */
export const selectSeriesResult = (s: TripChangeSnapshot): SeriesResult | null =>
  s.matches('seriesChanged') || s.matches('done') ? s.context.seriesResult : null;

const NO_TRIPS: Trip[] = [];

/**
 * The traveller's other trips the new pick-up overlaps, shown in "Check your change" (checking, committing) as
 * when booking; else none.
 */
export const selectChangeOverlaps = (s: TripChangeSnapshot): Trip[] =>
  s.matches('checking') || selectChangeCommitting(s) ? s.context.overlaps : NO_TRIPS;

/** The difference line's numbers of the re-quote, or null. */
export const selectDifference = (s: TripChangeSnapshot): ChangeDifference | null => {
  const estimate = selectEstimate(s);
  return estimate ? changeDifference(estimate) : null;
};

/** "Also change your way back?" is asked (changed.offeringReturn): the way back, else null. */
export const selectReturnOffer = (s: TripChangeSnapshot): Trip | null =>
  s.matches({ changed: 'offeringReturn' }) ? s.context.returnTrip : null;

/** Why the trip could not be loaded (loadFailed), else null. */
export const selectLoadError = (s: TripChangeSnapshot): AppError | null =>
  s.matches('loadFailed') ? s.context.loadError : null;

/** The changed trip waits for its online payment: its payment link (changed), else null. */
export const selectChangedPaymentUrl = (s: TripChangeSnapshot): string | null => {
  const trip = s.context.trip;
  if (!s.matches('changed') || !trip) return null;
  return trip.status === 'pendingPayment' && trip.paymentUrl ? trip.paymentUrl : null;
};

/** The range of companions or children the region allows (its attribute definitions), and whether it is fixed. */
export const selectChangeCounter = (
  s: TripChangeSnapshot,
  name: 'travelers' | 'children0to12',
): CounterRange => counterRange(s.context.definitions, name);

/**
 * What the change form's payment field offers (product §10.11 "payment, except where monthly billing is forced"):
 * the region's choices, or null when the field is not shown (the trip's monthly billing is forced, or the region
 * offers nothing to choose).
 */
export const selectChangePaymentChoices = (s: TripChangeSnapshot): PaymentChoices | null => {
  const trip = s.context.trip;
  if (!trip || isPaymentFixed(trip) || s.context.paymentChoices.types.length === 0) return null;
  return s.context.paymentChoices;
};

/** The region's attribute definitions (the take-along sheet's items and ranges). */
export const selectChangeDefinitions = (s: TripChangeSnapshot) => s.context.definitions;

/**
 * What the pick-up error names (product §5 pickup rule, the region's horizon): the earliest allowed pick-up and the
 * last bookable date (Europe/Amsterdam) by the chart's clock, and the horizon in days. Compare with `shallowEqual`.
 */
export const selectChangePickupLimits = (
  s: TripChangeSnapshot,
): { earliest: LocalDateTime; latestDate: string; maxDaysAhead: number } => {
  const now = s.context.now();
  const maxDaysAhead = s.context.maxDaysAhead ?? DEFAULT_MAX_DAYS_AHEAD;
  return { earliest: earliestPickup(now), latestDate: latestDate(now, maxDaysAhead), maxDaysAhead };
};
