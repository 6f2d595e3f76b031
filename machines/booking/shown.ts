/**
 * What the booking form shows of the chart's context, as pure functions for the selectors
 * (machines/booking/selectors.ts): which error a field shows now (i18n keys of src/i18n, product §5), the time
 * field's own format error, the series' error, and the note on the return leg's default pick-up (product §2).
 */
import { BOOKING_ERROR_KEYS, type BookingErrorKey } from './rules';
import { isTime24 } from './time';
import type { BookingContext, ShownField } from './types';

/** The time field's own error: the typed time does not read as `HH:mm`. */
export const TIME_INVALID_KEY = 'bookTrip.timeInvalid';

/**
 * On the return leg (`onReturnLeg`: the chart's `leg.return`), the form still holds the default pick-up of the way
 * back (the note "Pick-up for the way back: …" shows).
 */
export function showsReturnPickupDefault(
  context: Pick<BookingContext, 'returnPickup' | 'form'>,
  onReturnLeg: boolean,
): boolean {
  const d = context.returnPickup;
  return (
    onReturnLeg &&
    d !== null &&
    context.form.planningMode === 'ByDeparture' &&
    context.form.date === d.date &&
    context.form.time === d.time
  );
}

/** The time field shows its own format error: the time does not read as `HH:mm`, once left or submitted. */
export function isTimeMalformed(context: BookingContext): boolean {
  return (context.timeLeft || context.submitAttempted) && !isTime24(context.form.time);
}

/**
 * Which error a field shows now (i18n key), or undefined: nothing before the first submit but the time field's
 * own format error once it was left; the pickup rule gives way to a malformed time (the time field says what is
 * wrong) and to a too-early arrival (shown with its "Use HH:MM" suggestion instead).
 */
export function shownError(
  context: BookingContext,
  field: ShownField,
): BookingErrorKey | typeof TIME_INVALID_KEY | undefined {
  if (field === 'time') return isTimeMalformed(context) ? TIME_INVALID_KEY : undefined;
  // A restored draft's pickup is checked again at once: a time now too soon is flagged, never moved.
  if (!context.submitAttempted && !(context.draftRestored && field === 'pickup')) return undefined;
  const key = context.errors[field];
  if (field === 'pickup' && (key === BOOKING_ERROR_KEYS.arrivalTooEarly || !isTime24(context.form.time)))
    return undefined;
  return key;
}

/** The series error a view shows (i18n key): from the first submit on, else null. */
export function shownSeriesError(context: BookingContext): BookingContext['seriesError'] {
  return context.submitAttempted ? context.seriesError : null;
}
