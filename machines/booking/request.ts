/**
 * product §3 Booking request from the booking form (the wire body of calculate and book, with and without account).
 */
import type { BookingRequest, Location, TripPreferences } from '../types';
import { NO_PRIORITY } from '../lib/booking-attributes';
import { isLocationComplete, type BookingForm } from './rules';
import { PLANNING_MODE } from '../../openapi/generated/field-rules';
import { toPlannedDateTimeUtc } from '../lib/time';

function toWireLocation(loc: Location): Location {
  const out: Location = {
    street: loc.street,
    houseNumber: String(loc.houseNumber),
    residence: loc.residence,
    latitude: loc.latitude,
    longitude: loc.longitude,
  };
  if (loc.name) out.name = loc.name;
  if (loc.postCode) out.postCode = loc.postCode;
  return out;
}

/**
 * product §3 Booking request from the form: `plannedDateTime` as an ISO UTC instant (Europe/Amsterdam wall time
 * converted DST-correctly), `planningMode` 1 (ByDeparture) | 2 (ByArrival), all attribute counts (priority
 * forced to `'None'` ByDeparture), preferences (`phoneNumber` only when the phone-call toggle is on,
 * `driverComment` only ByDeparture, on one line: line breaks and tabs as spaces; blanks omitted), `paymentOption`, `email` when known, and for guests
 * (`opts.guest`) `firstName` and `lastName` (the guest endpoints require them).
 *
 * @throws Error when a location is incomplete or no payment is chosen (call only with a form that passed
 *   {@link validateBookingForm}).
 * @throws RangeError when date/time are malformed.
 */
export function toBookingRequest(form: BookingForm, opts: { guest?: boolean } = {}): BookingRequest {
  if (!isLocationComplete(form.locationFrom) || !isLocationComplete(form.locationTo)) {
    throw new Error('toBookingRequest: both locations must be complete');
  }
  if (!form.payment) throw new Error('toBookingRequest: a payment must be chosen');
  const byDeparture = form.planningMode === 'ByDeparture';
  const preferences: TripPreferences = {};
  if (form.phoneCall && form.phoneNumber.trim() !== '') preferences.phoneNumber = form.phoneNumber.trim();
  // The comment's field spans lines, but the API refuses line breaks and tabs in it (`x-text: reject`): they become
  // single spaces, as a driver reads the comment on one line anyway.
  const comment = form.driverComment.replace(/\s+/g, ' ').trim();
  if (byDeparture && comment !== '') preferences.driverComment = comment;
  const request: BookingRequest = {
    plannedDateTime: toPlannedDateTimeUtc(form.date, form.time),
    locationFrom: toWireLocation(form.locationFrom),
    locationTo: toWireLocation(form.locationTo),
    attributes: { ...form.attributes, priority: byDeparture ? NO_PRIORITY : form.attributes.priority },
    preferences,
    planningMode: PLANNING_MODE[form.planningMode],
    paymentOption:
      form.payment.cardBrand && form.payment.type === 'creditCard'
        ? { type: 'creditCard', cardBrand: form.payment.cardBrand }
        : { type: form.payment.type },
  };
  if (form.email.trim() !== '') request.email = form.email.trim();
  if (opts.guest) {
    request.firstName = form.firstName.trim();
    request.lastName = form.lastName.trim();
  }
  return request;
}
