/**
 * The change flow's shapes (product §10.11 "Changing a booked trip"): the chart's input, context, events, the
 * refusal it shows and its actors' inputs and outputs. The chart is machines/booking/change.machine.ts.
 */
import type { AppError, AttributeDefinition, RegionPaymentOption, Trip } from '../types';
import type { PaymentChoices } from './payment';
import type { TripChangeDraft } from './change-draft';
import type { BookingForm, BookingFormErrors, BookingFormPatch } from './rules';
import type { TripChange, TripChangeEstimate } from './change-rules';
import type { components } from '../../openapi/generated/ticketing';

/** Input of the change chart (`tripChangeMachine`). */
export interface TripChangeInput {
  /** The trip to change (its number, `externalTripId`); for a guest, empty until the trip is read. */
  externalTripId: string;
  /**
   * A guest's change (product §10.11 "Guests and carers"): the token of the trip's link (`/trip/<token>`); the
   * actors then call /guest-trips/{token}. Absent for a signed-in traveller.
   */
  guestToken?: string;
  /** The kept draft of an earlier visit (applied when it is this trip's at this version), or null. */
  draft?: TripChangeDraft | null;
  /** Injected clock: the current instant (form validation: lead time, horizon). */
  now: () => Date;
  /** Minutes to move the trip's time in the opened form (the way back of a changed trip); default 0. */
  shiftMinutes?: number;
  /** The region's attribute definitions (companions, children, take-along ranges); none: not checked. */
  attributeDefinitions?: AttributeDefinition[] | null;
  /** The region's booking horizon in days (default the booking form's). */
  maxDaysAhead?: number;
  /** Idempotency-Key factory; default `crypto.randomUUID()`. */
  createIdempotencyKey?: () => string;
  /** The region's payment options (product §4); none: the payment field is not offered. */
  paymentOptions?: readonly RegionPaymentOption[] | null;
}

/** "Only this trip", "This and later trips" or "All trips of the series" (the wire's `scope`). */
export type SeriesScope = components['schemas']['SeriesChangeRequest']['scope'];

/** The answer of a series change or pause: every date with its outcome, in date order. */
export type SeriesResult = components['schemas']['SeriesResult'];

/** One date of a {@link SeriesResult}: `changed` / `cancelled`, `leftAlone` or `refused`, with the reason. */
export type SeriesDateResult = components['schemas']['SeriesDateResult'];

/** Why a change was not made (the refusal message's reason). */
export type ChangeRefusalReason =
  /** 409 TripChanged: the trip changed since it was read (another tab, a carer). */
  | 'stale'
  /** The re-quote says the new km do not fit the pass's budget. */
  | 'budget'
  /** The re-quote says the public-transport advice blocks the change. */
  | 'ptAdvice'
  /** No answer (network, 502–504): the details are kept, "Try again". */
  | 'unreachable'
  /** Any other refusal of the server: its own message. */
  | 'server';

/** A change that was not made: the reason, the server's error when there was one, and which call refused it. */
export interface ChangeRefusal {
  reason: ChangeRefusalReason;
  error: AppError | null;
  /** The call that failed: the re-quote, or the change itself (a retry then reuses its Idempotency-Key). */
  step: 'estimate' | 'commit';
}

/** A trip as read for a change: the trip and its version (`ETag`, sent back as `If-Match`). */
export interface TripWithVersion {
  trip: Trip;
  etag: string;
  /** For a trip of a series (`seriesId`): the series' upcoming trips as read with it (the anchor among them). */
  series?: Trip[];
}

/** Context of the change chart (`tripChangeMachine`). */
export interface TripChangeContext {
  externalTripId: string;
  /** A guest's link token, or null for a traveller. */
  guestToken: string | null;
  /** The draft to apply on the first load, then null. */
  draft: TripChangeDraft | null;
  now: () => Date;
  createIdempotencyKey: () => string;
  shiftMinutes: number;
  definitions: AttributeDefinition[];
  maxDaysAhead: number | undefined;
  /** What the payment field offers (the region's options; monthly billing never: it is a forced method). */
  paymentChoices: PaymentChoices;
  /** The trip as read (null until loaded); after a change, the changed trip. */
  trip: Trip | null;
  /** The trip's version as read (`ETag`), the `If-Match` of the change. */
  etag: string | null;
  /** The form as the trip has it (what the change is computed against). */
  original: BookingForm | null;
  /** The form as edited. */
  form: BookingForm | null;
  errors: BookingFormErrors;
  submitAttempted: boolean;
  /** Incremented whenever the view should focus the first invalid field. */
  focusRequest: number;
  /** The last submit was valid but changed nothing (the form says so). */
  nothingChanged: boolean;
  /** The change being quoted or committed. */
  change: TripChange | null;
  /** The re-quote shown in "Check your change". */
  estimate: TripChangeEstimate | null;
  /** The Idempotency-Key of this change's attempts (null until first committed; dropped when the form changes). */
  idempotencyKey: string | null;
  /** The trip as it stood before the change was made (the success message's "was"). */
  before: Trip | null;
  /** The last refusal, shown until dismissed. */
  refusal: ChangeRefusal | null;
  /** The failed load of the trip. */
  loadError: AppError | null;
  /** The way back found after the change (same day, destination back to pick-up), or null. */
  returnTrip: Trip | null;
  /** A trip of a series: the dates the change takes in (asked first; "Only this trip" until answered). */
  scope: SeriesScope;
  /** A trip of a series: the series' upcoming trips as read with it; else empty. */
  seriesTrips: Trip[];
  /** The per-date results of a series change (seriesChanged), else null. */
  seriesResult: SeriesResult | null;
  /** The traveller's other trips the new pick-up overlaps ("Check your change" warns of them). */
  overlaps: Trip[];
}

/** Input of the `loadTripForChange` actor (GET /trips/{id}, or GET /guest-trips/{token} for a guest). */
export interface LoadTripForChangeInput {
  externalTripId: string;
  /** Present for a guest's change. */
  guestToken?: string;
}

/** Input of the `estimateTripChange` actor (POST /trips/{id}/changes/estimate, or its /guest-trips/{token} twin). */
export interface EstimateTripChangeInput {
  externalTripId: string;
  change: TripChange;
  /** Present for a guest's change. */
  guestToken?: string;
}

/** Input of the `changeTrip` actor (PATCH /trips/{id}, or PATCH /guest-trips/{token} for a guest). */
export interface ChangeTripInput {
  externalTripId: string;
  /** Present for a guest's change. */
  guestToken?: string;
  change: TripChange;
  /** The trip's version as read (`If-Match`). */
  etag: string;
  idempotencyKey: string;
}

/** Input of the `changeTripSeries` actor (PATCH /trips/{id}/series/change). */
export interface ChangeTripSeriesInput extends ChangeTripInput {
  /** "This and later trips" or "All trips of the series" ("Only this trip" takes PATCH /trips/{id}). */
  scope: SeriesScope;
}

/** Events accepted by the change chart (`tripChangeMachine`). */
export type TripChangeEvent =
  /** Edit the form (editing, refused); drops the Idempotency-Key of an earlier attempt. */
  | { type: 'form.change'; patch: BookingFormPatch }
  /** "Confirm": check the form and ask for the re-quote (editing, refused). */
  | { type: 'form.submit' }
  /** "Confirm change" in "Check your change". */
  | { type: 'change.confirm' }
  /** "Keep my trip as it is" (or Escape) in "Check your change": nothing is sent. */
  | { type: 'change.keep' }
  /** "Try again" after a refusal (the same Idempotency-Key after a failed commit). */
  | { type: 'change.retry' }
  /** "Load my trip again" after the stale-version refusal. */
  | { type: 'change.reload' }
  /** Close the refusal message. */
  | { type: 'refusal.dismiss' }
  /** "Try again" after the trip could not be loaded. */
  | { type: 'load.retry' }
  /** "Yes, change the way back" (offeringReturn). */
  | { type: 'return.change' }
  /** "No" to the way back (offeringReturn). */
  | { type: 'return.keep' }
  /** Close the success message (changed, seriesChanged): the flow ends. */
  | { type: 'success.dismiss' }
  /** Pick an answer of "Which trips do you want to change?" (choosingScope). */
  | { type: 'scope.select'; scope: SeriesScope }
  /** "Continue" after the scope question (choosingScope): the form opens. */
  | { type: 'scope.confirm' }
  /** "Change which trips" from the form of a series trip (editing): the scope question again. */
  | { type: 'scope.change' };
