/**
 * Types of the booking chart (machines/booking/booking.machine.ts): its input, context, events and the inputs of its
 * actors. Kept apart from the chart so the chart file holds only its configuration.
 */
import type {
  AttributeDefinition,
  BookingRequest,
  Location,
  PaymentOption,
  RegionPaymentOption,
  RegionSettings,
  Trip,
  TripSummary,
  AppError,
} from '../types';
import type { SeriesBudget, SeriesErrorKey, SeriesPatch, SeriesSettings } from './series-rules';
import type { BookingField, BookingForm, BookingFormErrors, BookingFormPatch } from './rules';
import type { TakeAlongItem } from '../lib/take-along';
import type { DateRange, LocalDateTime } from '../lib/time';

/** What a booking starts with instead of the form's defaults; every field optional. */
export interface BookingPrefill {
  locationFrom?: Location | null;
  locationTo?: Location | null;
  /** Companions (Attributes.travelers). */
  travelers?: number;
  /** Children 0–12 (Attributes.children0to12). */
  children0to12?: number;
  /** Take-along items by name (0 or more units). */
  takeAlong?: Partial<Record<TakeAlongItem, number>>;
  /** "Call me before pick-up". */
  phoneCall?: boolean;
  payment?: PaymentOption | null;
  /** `HH:mm`: book at this time of day, on the first date it is bookable (today or tomorrow). */
  time?: string | null;
  /**
   * The travel preferences' default pass number (one of the traveller's, the server checks):
   * a new booking selects it for the session when another is selected. Never read from router state.
   */
  passNumber?: string;
}

/** Which leg is being booked: the first trip, or the return trip offered after it (product §2). */
export type BookingLeg = 'outbound' | 'return';

/** Input of the booking chart (`createActor(bookingMachine, { input })`). */
export interface BookingInput {
  /** Injected clock: the current instant. Used for the default pickup and the §5 pickup rule. */
  now: () => Date;
  /**
   * Prefills first name, last name and email (product §3), and the phone number for the phone-call preference; for
   * guests the welcome-page entry values.
   */
  user?: { firstName?: string; lastName?: string; email?: string; phone?: string } | null;
  /** The session's selected pass number (passed to the actors, which scope the request with it). */
  passNumber?: string | null;
  /**
   * The signed-in traveller has at least one pass number on the account (default true). Where the region requires
   * one and there is none, the form says so first and offers no Confirm (`selectNeedsPassNumber`).
   */
  hasPassNumbers?: boolean;
  /**
   * The signed-in account is a carer (product §10.12, GET /users `isCarer`; default false): it needs no pass number
   * of its own, so the form does not ask for one first (machines/lib/pass-number-rules.ts `needsPassNumberToBook`).
   */
  isCarer?: boolean;
  /** Quick booking without an account (product §2.4 /quick-book): the actors use the -without-account endpoints. */
  guest?: boolean;
  /** Region settings (PT-advice block, traffic indicator); may also arrive later with `session.update`. */
  settings?: RegionSettings | null;
  /** The region's attribute definitions (product §3): unit ranges, "pick one" groups, default units. */
  attributeDefinitions?: AttributeDefinition[] | null;
  /** The traveller travels on invoice (profile `hasMonthlyBilling`): monthly billing is preselected and locked. */
  hasMonthlyBilling?: boolean;
  /** Addresses to start with (e.g. the home page's "where do you want to go" card, as router state). */
  locations?: { locationFrom?: Location | null; locationTo?: Location | null } | null;
  /**
   * What the form starts with instead of its defaults: a past trip's route, companions,
   * take-along and payment ("Book again"), or the traveller's travel preferences. Applied before `locations`.
   */
  prefill?: BookingPrefill | null;
  /** Idempotency key factory for `bookTrip`; default `crypto.randomUUID()`. */
  createIdempotencyKey?: () => string;
  /** The selected pass's km budget (remaining km, valid until): a series is checked against it. */
  budget?: SeriesBudget | null;
  /**
   * The draft kept from an earlier visit in this tab (src/logic/booking-draft.ts): the form starts from it instead
   * of `prefill`, and says so (`draftRestored`). The view passes none when router state asks for a new booking.
   */
  draft?: BookingDraft | null;
}

/**
 * What takes focus after a refused submit (the first invalid field in page order): a field, or for the pickup
 * the date, the time, or the "Use HH:MM" button of an arrival that is too early; for the payment the card brand
 * when only the brand is missing.
 */
export type BookingFocusTarget =
  | Exclude<BookingField, 'pickup' | 'payment'>
  | 'date'
  | 'time'
  | 'useEarliestArrival'
  | 'payment'
  | 'cardBrand'
  | 'series'
  | 'passNumber';

/** A field whose error a view shows: the §5 fields, and the time field's own format error. */
export type ShownField = BookingField | 'time';

/** Context of the booking chart. */
export interface BookingContext {
  now: () => Date;
  createIdempotencyKey: () => string;
  guest: boolean;
  passNumber: string | null;
  /** The traveller has a pass number on the account (see the input's `hasPassNumbers`). */
  hasPassNumbers: boolean;
  /** The account is a carer and needs no pass number of its own (see the input's `isCarer`). */
  isCarer: boolean;
  settings: RegionSettings | null;
  /** The region's attribute definitions (`[]` until known: then attribute counts are not checked). */
  definitions: AttributeDefinition[];
  /** Profile says monthly billing: payment forced and locked from the start (product §4). */
  hasMonthlyBilling: boolean;
  leg: BookingLeg;
  form: BookingForm;
  /**
   * The default pick-up of the way back (outbound arrival + 60 min, rounded up to 5 min; Europe/Amsterdam), set
   * when the return leg starts; null on the outbound leg or when the arrival was unknown. The form says so while
   * the date and time are still this default.
   */
  returnPickup: LocalDateTime | null;
  /** §5 validation of `form` as of the last change (field → i18n key); `{}` when valid. */
  errors: BookingFormErrors;
  /**
   * The payment options offered to this traveller now (product §2/§4, `availablePaymentOptions`): the region's,
   * monthly billing only while it is locked, never for guests.
   */
  paymentOptions: RegionPaymentOption[];
  /** The earliest pickup date by the clock (`YYYY-MM-DD`, Europe/Amsterdam): the date field's minimum. */
  earliestDate: string;
  /** The last bookable date (today + the region's maxDaysAhead): the date field's maximum. */
  latestDate: string;
  /**
   * The earliest allowed pickup to name in the §5 pickup message (`{{time}}`): on the chosen date when that day
   * is bookable at all, else the earliest pickup by the clock (now + 1 h).
   */
  earliest: LocalDateTime;
  /** The time field's text as typed; `form.time` holds it normalised once it reads as `HH:mm`. */
  timeText: string;
  /** The traveller left the time field once: a malformed time shows its error from then on. */
  timeLeft: boolean;
  /**
   * The trip's duration in whole minutes from the last estimate of the form's route (TripSummary
   * `duration`); null until estimated, and again once an address changes or the addresses swap.
   */
  tripDuration: number | null;
  /**
   * The traveller chose the date or time (typed, or took the suggested arrival): a planning-mode switch then keeps
   * it instead of moving it to the mode's default.
   */
  timeChosen: boolean;
  /** True once the user pressed Confirm on the form (views show all field errors from then on). */
  submitAttempted: boolean;
  /** Where focus goes after the last refused submit (a new object per refusal), or null. */
  focus: { target: BookingFocusTarget } | null;
  /** The §3 trip summary from `calculateTrip`; present in `confirming` and `booking`. */
  summary: TripSummary | null;
  /** Sent with `bookTrip`; made on the first `booking.confirm` after an estimate and reused by retries. */
  idempotencyKey: string | null;
  /** product §4.2 success flag. */
  success: boolean;
  /** product §4.2 optional payment link from the booked trip. */
  paymentUrl: string | null;
  /** The booked trip (`bookTrip` output's `trip`). */
  trip: Trip | null;
  /**
   * Every trip booked in this flow so far, in booking order (outbound, return, a series' dates): what a guest's
   * confirmation page shows. Kept for the return leg; a fresh form starts without.
   */
  bookedTrips: Trip[];
  /**
   * The traveller's other booked trips that the new trip's pick-up (or any series date's) overlaps
   * (machines/booking/trip-overlap.ts: a pick-up within another trip's pick-up and arrival, both included; cancelled
   * trips ignored), in pick-up order: the confirmation dialog warns about each. `[]` when none, for guests, and
   * when the trips could not be loaded (nothing is said then).
   */
  overlaps: Trip[];
  /** The last §8 normalised error from `calculateTrip` / `bookTrip`. */
  error: AppError | null;
  /** The standing order ("Repeat this trip", weekdays, "Until"); kept for the return leg. */
  series: SeriesSettings;
  /** The series' dates (`YYYY-MM-DD`, Europe/Amsterdam, in order); `[]` while "Repeat" is off or invalid. */
  seriesDates: string[];
  /** The series' validation error (i18n key) as of the last change, or null. */
  seriesError: SeriesErrorKey | null;
  /** The latest "Until" by the clock: today + 8 weeks, within the booking horizon (`YYYY-MM-DD`). */
  seriesLatest: string;
  /** The selected pass's km budget, or null (no pass number, guests, not loaded). */
  budget: SeriesBudget | null;
  /**
   * The pass number a new booking starts from (the travel preferences' default), or null: the
   * chart asks the session to select it on start when another one is selected (`applyDefaultPassNumber`).
   */
  defaultPassNumber: string | null;
  /**
   * What the booking started from instead of the defaults (the input's `prefill`: the travel preferences or a
   * trip's "Book again"), or null; a fresh form ("Start over") applies it again.
   */
  prefill: BookingPrefill | null;
  /** Each series date's own Idempotency-Key (date → key); made on confirm, reused by retries, reset by an estimate. */
  seriesKeys: Record<string, string>;
  /**
   * The form was restored from a draft (a reload, a failed request, coming back to /book-trip): the view says so
   * with "Start over", and the pickup rule shows its error at once (a time now too soon is flagged, not changed).
   */
  draftRestored: boolean;
}

/** Events accepted by the booking chart. */
export type BookingEvent =
  /** Edit the form (`editing`); ByDeparture resets priority to 'None'. */
  | { type: 'form.change'; patch: BookingFormPatch }
  /** Typing in the 24-hour time field (`editing`): kept as typed, the form's time once it reads. */
  | { type: 'form.typeTime'; text: string }
  /** Leaving the time field (`editing`): `9`, `905` become `09:00`, `09:05`; a malformed time shows its error. */
  | { type: 'form.leaveTime' }
  /** Swap from and to (`editing`). */
  | { type: 'form.swap' }
  /** Confirm on the form: validate, then request an estimate (`editing`). */
  | { type: 'form.submit' }
  /**
   * "Use HH:MM" under the time field (`editing`): set the date and time to the earliest bookable
   * arrival (`selectArrivalSuggestion`); nothing happens when there is none.
   */
  | { type: 'form.useEarliestArrival' }
  /** Choose the payment method (`editing`, `confirming`); ignored while monthly billing is forced. */
  | { type: 'payment.select'; payment: PaymentOption }
  /** Session data arrived or changed (any state): region settings, selected pass number, monthly billing. */
  | {
      type: 'session.update';
      settings?: RegionSettings | null;
      attributeDefinitions?: AttributeDefinition[] | null;
      passNumber?: string | null;
      hasPassNumbers?: boolean;
      isCarer?: boolean;
      hasMonthlyBilling?: boolean;
      budget?: SeriesBudget | null;
    }
  /** Change the standing order (`editing`): the switch, a weekday, "Until". */
  | { type: 'series.change'; patch: SeriesPatch }
  /**
   * Cancel on the waiting backdrop, whichever it shows: "Calculating trip details…" aborts `calculateTrip`
   * (`estimating`); "Booking your trip…" aborts `bookTrip` and checks whether the server booked it anyway
   * (`booking`); "Checking…" stops the check (`checkingBooking`).
   */
  | { type: 'backdrop.cancel' }
  /** Back in the confirmation dialog (`confirming`). */
  | { type: 'estimate.back' }
  /**
   * Confirm in the confirmation dialog (`confirming`), guarded: form (and series) valid, payment valid, not
   * PT-blocked; books the one trip, or with "Repeat" on every date of the series (`bookingSeries`).
   */
  | { type: 'booking.confirm' }
  /**
   * Yes to "Do you want to book a return trip?" (a guest's dialog `askingReturnTrip`, or on the signed-in
   * confirmation view `confirmed.offeringReturnTrip`).
   */
  | { type: 'returnTrip.accept' }
  /** No to the return-trip question (`askingReturnTrip`, `confirmed.offeringReturnTrip`). */
  | { type: 'returnTrip.decline' }
  /** "Go to home" on the signed-in confirmation view (`confirmed`): the booking flow ends. */
  | { type: 'confirmation.close' }
  /** Start over with a fresh form (any non-final state). */
  | { type: 'booking.reset' }
  /** "Start over" on a restored draft (`editing`): a fresh form, the kept draft removed. */
  | { type: 'draft.discard' }
  /**
   * Close the message of a failed estimate or booking (`editing`, `confirming`): "No connection…" or "Not
   * booked…" stays on screen until this, or until the next try.
   */
  | { type: 'failure.dismiss' };

/** Input of the `calculateTrip` actor (POST /trips/calculate, or /trips/calculate-without-account for guests). */
export interface CalculateTripInput {
  request: BookingRequest;
  guest: boolean;
  passNumber: string | null;
}

/** Input of the `bookTrip` actor (POST /trips/book, or /trips/book-without-account for guests). */
export interface BookTripInput extends CalculateTripInput {
  /** Same key for retries of one confirmation; send as an `Idempotency-Key` header. */
  idempotencyKey: string;
}

/**
 * Input of the `loadOtherTrips` actor: the traveller's trips departing in `range` (inclusive Europe/Amsterdam days,
 * `YYYY-MM-DD`; GET /trips/history, every page), to look for overlaps. Signed-in only.
 */
export interface LoadOtherTripsInput {
  range: DateRange;
}

/** Input of the `findBookedTrip` actor: the booking request whose `bookTrip` was aborted. */
export type FindBookedTripInput = CalculateTripInput;

/**
 * What the traveller is told after cancelling a booking in flight: the server had booked it
 * already (`booked`), it had not (`notBooked`), or that could not be checked (`unknown`: guests, or the check
 * failed — confirming again reuses the Idempotency-Key, so it still books at most once).
 */
export type CancelOutcome = 'booked' | 'notBooked' | 'unknown';

/** Version of the stored shape; a draft of another version is ignored (a fresh form instead). */
export const BOOKING_DRAFT_VERSION = 1;

/**
 * A booking draft: the form (mode, addresses, date and time, passengers and take-along items in `attributes`,
 * phone preference, driver comment, payment), the time field's text, whether the traveller chose the time, the
 * standing order and the leg. Dates and times are Europe/Amsterdam (`YYYY-MM-DD`, `HH:mm`).
 */
export interface BookingDraft {
  version: typeof BOOKING_DRAFT_VERSION;
  leg: BookingLeg;
  form: BookingForm;
  timeText: string;
  timeChosen: boolean;
  series: SeriesSettings;
}
