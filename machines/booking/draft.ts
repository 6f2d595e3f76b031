/**
 * The booking form's draft (a draft that survives a reload, a failed request, or leaving /book-trip and coming
 * back in the same tab): what the traveller entered, as the booking chart keeps it, in a plain JSON-safe shape.
 * The chart hands a draft to its `saveDraft` action after every edit and starts from one given in its input
 * (`draft`); where it is kept (sessionStorage, per account) is the app's concern (src/logic/booking-draft.ts).
 * Also the `isUnreachable` rule: which failures mean "no connection" (the form is kept, "Try again" offered).
 * Pure: no React, no fetch, no DOM.
 */
import type { AppError } from '../types';
import { BOOKING_DRAFT_VERSION, type BookingContext, type BookingDraft } from './types';
import type { BookingForm } from './rules';

/** The draft of a booking chart's context (`saveDraft`'s `draft` param). */
export function draftOf(context: BookingContext): BookingDraft {
  return {
    version: BOOKING_DRAFT_VERSION,
    leg: context.leg,
    form: context.form,
    timeText: context.timeText,
    timeChosen: context.timeChosen,
    series: context.series,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Reads a stored draft (parsed JSON of unknown shape): the draft when it has this version's shape, else null
 * (an older or damaged draft is dropped rather than half-applied). Never throws.
 */
export function parseBookingDraft(value: unknown): BookingDraft | null {
  if (!isRecord(value) || value.version !== BOOKING_DRAFT_VERSION) return null;
  const { leg, form, timeText, timeChosen, series } = value;
  if (leg !== 'outbound' && leg !== 'return') return null;
  if (typeof timeText !== 'string' || typeof timeChosen !== 'boolean') return null;
  if (!isRecord(series) || typeof series.repeat !== 'boolean' || !Array.isArray(series.weekdays)) return null;
  if (typeof series.until !== 'string') return null;
  if (!isBookingFormShape(form)) return null;
  return value as unknown as BookingDraft;
}

/**
 * True when a stored value has the booking form's shape (its strings, planning mode, phone toggle, places and
 * payment as objects or null, attributes an object): what a kept draft's form must be to be applied. Never throws.
 */
export function isBookingFormShape(form: unknown): form is BookingForm {
  if (!isRecord(form) || !isRecord(form.attributes)) return false;
  const strings = ['date', 'time', 'phoneNumber', 'driverComment', 'email', 'firstName', 'lastName'] as const;
  if (strings.some((key) => typeof form[key] !== 'string')) return false;
  if (form.planningMode !== 'ByDeparture' && form.planningMode !== 'ByArrival') return false;
  if (typeof form.phoneCall !== 'boolean') return false;
  const place = (p: unknown) => p === null || isRecord(p);
  return place(form.locationFrom) && place(form.locationTo) && place(form.payment);
}

/** HTTP statuses of a gateway or server that cannot be reached (product §8 5xx answered by a proxy or a down server). */
const UNREACHABLE_STATUSES: ReadonlySet<number> = new Set([0, 502, 503, 504]);

/**
 * The `isUnreachable` guard: the request got no answer (network failure: status 0) or the server could not be
 * reached behind its gateway (502, 503, 504). The form is then kept with "No connection. Your details are kept."
 * and "Try again"; any other failure is a refusal told as such.
 */
export function isUnreachable(error: AppError | null): boolean {
  return error !== null && UNREACHABLE_STATUSES.has(error.status);
}
