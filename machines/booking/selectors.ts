/**
 * Selectors of the booking chart (machines/booking/booking.machine.ts) for the /book-trip and /quick-book views: each
 * returns a context field, a primitive, or an object that keeps its identity while unchanged, so a view section
 * re-renders only when what it shows changes. Views decide nothing: what is offered, which error shows, the
 * date bounds, the earliest pickup and the backdrop come from here.
 */
import type {
  AppError,
  AttributeDefinition,
  PaymentOption,
  RegionPaymentOption,
  Trip,
  TripSummary,
} from '../types';
import type { BookingSnapshot } from './booking.machine';
import { counterRange, type CounterRange } from '../lib/booking-attributes';
import { arrivalSuggestion, isPaymentLocked, needsPassNumber, maxDaysAheadOf } from './context';
import { isTimeMalformed, shownError, shownSeriesError, showsReturnPickupDefault } from './shown';
import { datesWithinBudget, type SeriesBudget, type SeriesSettings } from './series-rules';
import { paymentChoices, type PaymentChoices } from './payment';
import type { BookingForm } from './rules';
import type { BookingFocusTarget, BookingLeg, ShownField } from './types';
import { isBlockedByPtAdvice } from './rules';
import { isUnreachable } from './draft';
import type { LocalDateTime } from '../lib/time';

/** The flow is at `step` (a state of the chart's `step` region; false once `done`). */
function inStep(
  s: BookingSnapshot,
  step:
    | 'editing'
    | 'estimating'
    | 'checkingOverlap'
    | 'confirming'
    | 'booking'
    | 'bookingFailed'
    | 'checkingBooking'
    | 'bookingSeries'
    | 'success'
    | 'askingReturnTrip'
    | 'confirmed',
): boolean {
  return s.matches({ flow: { step } });
}

/** The form being edited. */
export const selectForm = (s: BookingSnapshot): BookingForm => s.context.form;
/** The trip summary shown in the confirmation dialog. */
export const selectSummary = (s: BookingSnapshot): TripSummary | null => s.context.summary;
/** The form's payment. */
export const selectPayment = (s: BookingSnapshot): PaymentOption | null => s.context.form.payment;
/** Which leg is being booked (the chart's `leg` region). */
export const selectLeg = (s: BookingSnapshot): BookingLeg =>
  s.matches({ flow: { leg: 'return' } }) ? 'return' : 'outbound';
/** The region's attribute definitions (`[]` until known). */
export const selectDefinitions = (s: BookingSnapshot): AttributeDefinition[] => s.context.definitions;

/** Which error a field shows now (i18n key) — see `shownError` in ./shown.ts. */
export const selectShownError = (s: BookingSnapshot, field: ShownField) => shownError(s.context, field);
/** The 24-hour time field's text as typed. */
export const selectTimeText = (s: BookingSnapshot): string => s.context.timeText;
/** The typed time is malformed and shows its own error (left once, or after a submit). */
export const selectIsTimeMalformed = (s: BookingSnapshot): boolean => isTimeMalformed(s.context);
/** Where focus goes after the last refused submit (a new object per refusal), or null. */
export const selectFocusRequest = (s: BookingSnapshot): { target: BookingFocusTarget } | null =>
  s.context.focus;

/** The date field's minimum: the earliest pickup date by the machine's clock (`YYYY-MM-DD`). */
export const selectEarliestDate = (s: BookingSnapshot): string => s.context.earliestDate;
/**
 * The last bookable date (`YYYY-MM-DD`, Europe/Amsterdam; today + maxDaysAhead days by the
 * machine's clock) — the date field's maximum.
 */
export const selectLatestDate = (s: BookingSnapshot): string => s.context.latestDate;
/** The region's booking horizon in days (`maxDaysAhead`; 60 until the region is known). */
export const selectMaxDaysAhead = (s: BookingSnapshot): number => maxDaysAheadOf(s.context.settings);
/** The earliest allowed pickup the §5 pickup message names (on the chosen date when possible). */
export const selectEarliest = (s: BookingSnapshot): LocalDateTime => s.context.earliest;

/** The payment options offered to this traveller (product §2/§4). */
export const selectPaymentOptions = (s: BookingSnapshot): RegionPaymentOption[] => s.context.paymentOptions;
const choicesCache = new WeakMap<readonly RegionPaymentOption[], PaymentChoices>();
/** The payment control's radios and card brands for the offered options (same object while they are the same). */
export const selectPaymentChoices = (s: BookingSnapshot): PaymentChoices => {
  const options = s.context.paymentOptions;
  let choices = choicesCache.get(options);
  if (!choices) choicesCache.set(options, (choices = paymentChoices(options)));
  return choices;
};
/** product §4 payment locked to monthly billing (show the "contact customer service" tooltip). */
export const selectIsPaymentLocked = (s: BookingSnapshot): boolean => isPaymentLocked(s.context);

/**
 * A companions/children selector (product §2, §5/§9 ranges): the region definition's unit range (0–5 without one),
 * and whether the region fixes it. A new object each time: compare with `shallowEqual`.
 */
export const selectCounter = (s: BookingSnapshot, name: 'travelers' | 'children0to12'): CounterRange =>
  counterRange(s.context.definitions, name);
/** product §2 /quick-book: guests' address search starts from the region's default postal code; else undefined. */
export const selectDefaultPostCode = (s: BookingSnapshot): string | null | undefined =>
  s.context.guest ? (s.context.settings?.postalCodeSettings.defaultPostalCode ?? null) : undefined;

/** product §2 backdrop: which cancellable waiting message to show, or null. */
export const selectBackdrop = (s: BookingSnapshot): 'estimating' | 'booking' | 'checking' | null =>
  inStep(s, 'estimating') || inStep(s, 'checkingOverlap')
    ? 'estimating'
    : inStep(s, 'booking')
      ? 'booking'
      : inStep(s, 'checkingBooking')
        ? 'checking'
        : null;
/** The confirmation dialog is open (also under the booking and checking backdrops). */
export const selectIsConfirmDialogOpen = (s: BookingSnapshot): boolean =>
  inStep(s, 'confirming') ||
  inStep(s, 'bookingFailed') ||
  inStep(s, 'booking') ||
  inStep(s, 'checkingBooking');
/**
 * The booking just failed (`bookingFailed`): the confirmation dialog is headed "Your trip has NOT been booked"
 * and starts with the reason and "Try again" (product §8, said where the traveller looks, not in a toast).
 */
export const selectIsBookingFailed = (s: BookingSnapshot): boolean => inStep(s, 'bookingFailed');
/**
 * Where the message of a failed estimate or booking stays on screen (next to where the traveller acted): `form`
 * (the estimate failed: by the form's Confirm), `dialog` (the booking failed: in the confirmation dialog), or null.
 */
export const selectFailurePlace = (s: BookingSnapshot): 'form' | 'dialog' | null =>
  s.context.error === null
    ? null
    : inStep(s, 'editing')
      ? 'form'
      : inStep(s, 'bookingFailed')
        ? 'dialog'
        : null;
/** The failure kept on screen (product §8 error; `selectFailurePlace` says where), or null. */
export const selectFailure = (s: BookingSnapshot): AppError | null => s.context.error;
/** The kept failure means no connection (nothing or a gateway answered): "No connection. Your details are kept." */
export const selectIsUnreachable = (s: BookingSnapshot): boolean => isUnreachable(s.context.error);
/**
 * product §3/§4: the region requires a pass number and the signed-in traveller has none: the form says "Add a pass
 * number to book a trip" first, with a link to the pass-number form, and offers no Confirm.
 */
export const selectNeedsPassNumber = (s: BookingSnapshot): boolean => needsPassNumber(s.context);
/** The form was restored from a kept draft: say so, with "Start over" (`draft.discard`). */
export const selectIsDraftRestored = (s: BookingSnapshot): boolean => s.context.draftRestored;
/** Confirm in the dialog is possible (form and payment valid, not blocked by PT advice). */
export const selectCanConfirm = (s: BookingSnapshot): boolean => s.can({ type: 'booking.confirm' });
/** product §4/§5 blocked-booking info message should show. */
export const selectIsBlockedByPtAdvice = (s: BookingSnapshot): boolean =>
  isBlockedByPtAdvice(s.context.settings, s.context.summary);
/**
 * The return leg's pick-up is still its default (outbound arrival + 60 min, rounded up to 5 min): the form says so
 * ("Pick-up for the way back: 12:30, one hour after you arrive."); the `HH:mm` time, else null.
 */
export const selectReturnPickupDefault = (s: BookingSnapshot): string | null =>
  showsReturnPickupDefault(s.context, s.matches({ flow: { leg: 'return' } })) ? s.context.form.time : null;
/** product §2 return-trip question is showing as a dialog over the form (a guest's flow, `askingReturnTrip`). */
export const selectIsAskingReturnTrip = (s: BookingSnapshot): boolean => inStep(s, 'askingReturnTrip');
/**
 * The signed-in confirmation view "Your trip is booked" shows instead of the form: from `success` on (while the
 * payment link's 1500 ms run) and in `confirmed`. Never for a guest (a toast, then the page /quick-book/booked).
 */
export const selectShowsConfirmation = (s: BookingSnapshot): boolean =>
  s.matches({ flow: { traveller: 'signedIn' } }) && (inStep(s, 'success') || inStep(s, 'confirmed'));
/** Every trip booked in this flow, in booking order (outbound, return, a series' dates). */
export const selectBookedTrips = (s: BookingSnapshot): Trip[] => s.context.bookedTrips;
/**
 * The confirmation view can be left ("Go to home", My trips): in `confirmed`, not while `success` still waits to
 * open the payment link (leaving would stop the chart before it opens).
 */
export const selectCanLeaveConfirmation = (s: BookingSnapshot): boolean =>
  s.can({ type: 'confirmation.close' });
/** The return-trip question sits on the confirmation view (`confirmed.offeringReturnTrip`). */
export const selectIsOfferingReturnTrip = (s: BookingSnapshot): boolean =>
  s.matches({ flow: { step: { confirmed: 'offeringReturnTrip' } } });

/**
 * What to offer under the time field while editing — the earliest bookable arrival
 * (`{ date: 'YYYY-MM-DD', time: 'HH:mm' }`, Europe/Amsterdam: now + 1 h + the trip's duration, rounded up to
 * 5 minutes) and the trip's duration in minutes, when the form plans ByArrival, the route's duration is known from an
 * estimate and the chosen arrival is earlier; else null. `form.useEarliestArrival` takes it. Compare results with
 * {@link sameArrivalSuggestion}.
 */
export const selectArrivalSuggestion = (
  s: BookingSnapshot,
): (LocalDateTime & { tripDurationMinutes: number }) | null => {
  if (!inStep(s, 'editing') || s.context.tripDuration === null) return null;
  const suggestion = arrivalSuggestion(s.context);
  return suggestion ? { ...suggestion, tripDurationMinutes: s.context.tripDuration } : null;
};
/** Two arrival suggestions are the same when they name the same arrival for the same trip duration. */
export function sameArrivalSuggestion(
  a: ReturnType<typeof selectArrivalSuggestion>,
  b: ReturnType<typeof selectArrivalSuggestion>,
): boolean {
  return (
    a === b ||
    (a !== null &&
      b !== null &&
      a.date === b.date &&
      a.time === b.time &&
      a.tripDurationMinutes === b.tripDurationMinutes)
  );
}
/** The traffic indicator child (subscribe with `useSelector(ref, selectTrafficLevel)`); undefined once done. */
export const selectTrafficIndicatorRef = (s: BookingSnapshot) => s.children.trafficIndicator;

/** The standing order as the form edits it ("Repeat this trip", weekdays, "Until"). */
export const selectSeries = (s: BookingSnapshot): SeriesSettings => s.context.series;
/** The series is offered: signed-in travellers only (a guest books one trip at a time). */
export const selectIsSeriesOffered = (s: BookingSnapshot): boolean => !s.context.guest;
/** The series' dates in order (`YYYY-MM-DD`, Europe/Amsterdam); `[]` while off or invalid. */
export const selectSeriesDates = (s: BookingSnapshot): string[] => s.context.seriesDates;
/** The "Until" field's maximum: today + 8 weeks, within the booking horizon (`YYYY-MM-DD`). */
export const selectSeriesLatest = (s: BookingSnapshot): string => s.context.seriesLatest;
/** The series error the form shows (i18n key; `bookTrip.series.untilTooLate` takes `{{date}}`), or null. */
export const selectSeriesError = (s: BookingSnapshot) => shownSeriesError(s.context);
/**
 * How many of the series' dates the selected pass's km budget covers, booked in date order (the estimate's
 * `distance` km each; dates after the budget's `until` are not covered) — the confirmation dialog's "2 of 3 dates fit
 * your budget". Equals the number of dates without a budget.
 */
export const selectSeriesFit = (s: BookingSnapshot): number =>
  datesWithinBudget(s.context.seriesDates, s.context.summary?.distance, s.context.budget);
/** The selected pass's km budget the series is checked against (`remaining` km, valid `until`), or null. */
export const selectSeriesBudget = (s: BookingSnapshot): SeriesBudget | null => s.context.budget;
/** The confirmation dialog is for a series (lists every date with its price): the chart's `repeat.repeating`. */
export const selectIsSeries = (s: BookingSnapshot): boolean => s.matches({ flow: { repeat: 'repeating' } });
/** The series is being booked or its result list shows (`bookingSeries`). */
export const selectIsBookingSeries = (s: BookingSnapshot): boolean => inStep(s, 'bookingSeries');
/** The series child (read with the selectors of machines/booking/series.machine.ts); undefined when not running. */
export const selectSeriesRef = (s: BookingSnapshot) => s.children.bookingSeries;

/**
 * The traveller's other booked trips the new trip (or a date of the series) overlaps, in pick-up order: the
 * confirmation dialog warns about each ("You already have a trip then: …"). `[]` when none or not known (guests,
 * the trips could not be loaded). Same array while unchanged.
 */
export const selectOverlaps = (s: BookingSnapshot): Trip[] => s.context.overlaps;

/**
 * A booking is in progress: the form is shown and the chart has not finished (`done`). A new version of the app
 * waits with its prompt until it is not (machines/app-update.machine.ts).
 */
export const selectIsBookingInProgress = (s: BookingSnapshot): boolean =>
  s.status === 'active' && !s.matches('done');
