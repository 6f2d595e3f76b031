/**
 * The change form's draft (product §10.11 "On refusal or a network failure, the form keeps what the traveller
 * entered"; as the booking form's draft, ./draft.ts): what was entered on /change-trip/<id> or /trip/<token>/change,
 * kept by the app (src/logic/trip-change-draft.ts, the tab's sessionStorage) so a reload does not lose it. A draft
 * belongs to one trip at one version: it is applied only when the trip loads with the same number and the same
 * `ETag`, so a trip changed meanwhile (another tab, a carer) opens with its own values. Pure: no storage, no DOM.
 */
import type { BookingForm } from './rules';
import { isBookingFormShape } from './draft';

/** The shape version of {@link TripChangeDraft}; a stored draft of another version is dropped. */
const TRIP_CHANGE_DRAFT_VERSION = 1;

/** The entered change of one trip at one version. */
export interface TripChangeDraft {
  version: typeof TRIP_CHANGE_DRAFT_VERSION;
  /** The trip's number. */
  externalTripId: string;
  /** The trip's version (`ETag`) the form was filled from. */
  etag: string;
  /** The form as edited. */
  form: BookingForm;
}

/**
 * Reads a stored draft (parsed JSON of unknown shape): the draft when it has this version's shape, else null (a
 * damaged or older draft is dropped rather than half-applied). Never throws.
 */
export function parseTripChangeDraft(value: unknown): TripChangeDraft | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const draft = value as Record<string, unknown>;
  if (draft.version !== TRIP_CHANGE_DRAFT_VERSION) return null;
  if (typeof draft.externalTripId !== 'string' || typeof draft.etag !== 'string') return null;
  return isBookingFormShape(draft.form) ? (value as TripChangeDraft) : null;
}

/** The draft's form when it belongs to this trip at this version, else null. */
export function draftFormFor(
  draft: TripChangeDraft | null,
  externalTripId: string,
  etag: string,
): BookingForm | null {
  return draft && draft.externalTripId === externalTripId && draft.etag === etag ? draft.form : null;
}

/** The draft of a form entered for a trip at a version (what the change chart's `saveDraft` is given). */
export function changeDraftOf(externalTripId: string, etag: string, form: BookingForm): TripChangeDraft {
  return { version: TRIP_CHANGE_DRAFT_VERSION, externalTripId, etag, form };
}
