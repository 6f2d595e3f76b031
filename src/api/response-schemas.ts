import * as v from 'valibot';
import { TRIP_STATUSES } from '../../machines/lib/trip-status';

/**
 * Shape checks of the 2xx JSON bodies the app reads (issue 9 item 4), keyed `METHOD /schema/path` as in
 * openapi/{ticketing,account}.yaml. They check what the views and machines rely on — envelopes (`data`,
 * `Data`, `items`), field types, enums the UI switches on and parseable instants — so a malformed answer becomes
 * the §8 error at the client boundary instead of a crash deep in a view. Loaded lazily by
 * ./response-validation.ts on the first checked response (the login and refresh answers are checked by hand
 * there).
 *
 * Issue 10: written with valibot (modular, tree-shaken to the few validators used here, no `new Function`)
 * rather than arktype. The arktype schemas this module used to hold cost ~48 KB gzip and, on a 4× throttled
 * phone, over half a second of main-thread work (arktype's keyword scope plus parsing ~30 schemas, with its
 * `new Function` compilation refused by the production CSP) on the path to the first signed-in paint. arktype
 * still validates the account forms (machines/lib/account-rules.ts), which load on demand. Semantics: undeclared
 * keys are allowed (`v.object` ignores them), an optional key may be absent, a number is any JSON number.
 */

/** A shape check of one JSON value (a valibot schema; `v.is(check, value)` is true when the shape matches). */
export type Check = v.GenericSchema;

const str = v.string();
const num = v.number();
const int = v.pipe(v.number(), v.integer());
const bool = v.boolean();
const nul = v.null();
const strOrNull = v.nullable(str);

/** RFC 3339 instant with an offset (what `Temporal.Instant.from` accepts). */
const instant = v.pipe(str, v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/));
/** Calendar date `YYYY-MM-DD`. */
const isoDate = v.pipe(str, v.regex(/^\d{4}-\d{2}-\d{2}$/));

const money = v.object({ cents: int, currency: v.literal('EUR') });
const coordinates = v.object({ latitude: num, longitude: num });
const location = v.object({
  name: v.optional(strOrNull),
  street: str,
  houseNumber: str,
  residence: str,
  postCode: v.optional(strOrNull),
  latitude: num,
  longitude: num,
});
const priority = v.picklist(['None', 'Low', 'Medium', 'High']);
/** Region attribute code → units (number) or value (string), with the optional trip priority. */
const attributes = v.objectWithRest({ priority: v.optional(priority) }, v.union([num, str]));
const preferences = v.object({ phoneNumber: v.optional(strOrNull), driverComment: v.optional(strOrNull) });
const paymentType = v.picklist(['payInVehicle', 'iDeal', 'monthlyBilling', 'creditCard']);
const cardBrand = v.nullable(v.picklist(['masterCard', 'maestro', 'visa', 'visaElectron']));
const paymentOption = v.object({ type: paymentType, cardBrand: v.optional(cardBrand) });
const planningMode = v.picklist([1, 2]);
const leg = v.object({
  mode: v.picklist([
    'Bus',
    'Train',
    'Walking',
    'Ferry',
    'OnDemand',
    'Subway',
    'Tram',
    'WithSurcharge',
    'Transfer',
  ]),
  departureTime: instant,
  arrivalTime: instant,
  fromName: str,
  toName: str,
  busNumber: strOrNull,
  operatorName: strOrNull,
  durationInMinutes: int,
});
const ptJourney = v.object({
  departureDateTime: instant,
  arrivalDateTime: instant,
  fare: money,
  numberOfChanges: int,
  legs: v.array(leg),
});
/** SPEC §4 status values (machines/lib/trip-status.ts: a module without imports, so no Temporal here). */
const tripStatus = v.picklist(TRIP_STATUSES);
const trip = v.object({
  externalTripId: str,
  departureDateTime: instant,
  arrivalDateTime: instant,
  status: tripStatus,
  locationFrom: location,
  locationTo: location,
  departure: str,
  arrival: str,
  fare: money,
  price: money,
  duration: num,
  distance: num,
  ptJourney: v.union([ptJourney, nul]),
  paymentOption,
  paymentUrl: strOrNull,
  attributes,
  preferences,
  planningMode,
  passNumber: strOrNull,
  vehicleTrackingId: str,
  feedback: v.union([v.object({ rating: int, feedback: strOrNull }), nul]),
});
const tripSummary = v.object({
  locationFrom: location,
  locationTo: location,
  departureDateTime: instant,
  arrivalDateTime: instant,
  fare: money,
  duration: num,
  distance: num,
  attributes,
  preferences,
  planningMode,
  hasMonthlyBilling: bool,
  ptJourney: v.union([ptJourney, nul]),
});
const user = v.object({
  email: str,
  firstName: str,
  surname: str,
  phone: str,
  language: v.picklist(['nl-NL', 'en-US']),
  address: v.object({ postCode: strOrNull }),
  passNumbers: v.array(v.object({ passNumber: str, alias: strOrNull, dateOfBirth: str })),
  hasMonthlyBilling: bool,
  // Issue 17 item 3: optional on the wire (a backend without it says nothing about pending deletions).
  deletionRequestedAt: v.optional(v.union([instant, nul])),
});
const region = v.object({
  id: int,
  name: str,
  contractId: str,
  attributes: v.array(
    v.object({
      name: str,
      title: str,
      type: v.picklist(['dropdown', 'checkbox']),
      groupName: strOrNull,
      groupTitle: strOrNull,
      code: str,
      readOnly: bool,
      defaultUnits: int,
      minUnits: int,
      maxUnits: int,
    }),
  ),
  settings: v.object({
    postalCodeSettings: v.object({ defaultPostalCode: str }),
    isPassNumberRequired: bool,
    paymentOptions: v.array(v.object({ paymentType, cardBrand })),
    isBookingWithoutAccountEnabled: bool,
    isTrafficIndicatorEnabled: bool,
    isBookingBlockedByPtAdviceEnabled: bool,
    maxDaysAhead: int,
  }),
});
const userResponse = v.object({ data: user });
const locationList = v.object({ data: v.array(location) });
const regionResponse = v.object({ data: region });
const tripResponse = v.object({ data: trip });
const bookingResult = v.object({ data: v.object({ success: bool, trip, paymentUrl: strOrNull }) });
const success = v.object({ Data: v.object({ success: bool }) });

/** `METHOD /schema/path` → check of its 2xx JSON body. */
export const RESPONSE_SCHEMAS: Record<string, Check> = {
  'GET /users': userResponse,
  'PATCH /users': userResponse,
  'PATCH /users/passNumber': userResponse,
  'DELETE /users/passnumber/{passNumber}': userResponse,
  'GET /users/budget': v.object({
    data: v.union([v.object({ passNumber: str, remaining: num, until: isoDate }), nul]),
  }),
  'GET /locations': locationList,
  'GET /locations/user/recent': locationList,
  'GET /regions': regionResponse,
  'GET /regions/public': regionResponse,
  'POST /trips/calculate': v.object({ data: tripSummary }),
  'POST /trips/calculate-without-account': v.object({ data: tripSummary }),
  'POST /trips/book': bookingResult,
  'POST /trips/book-without-account': bookingResult,
  'GET /trips/next': v.object({ data: v.union([trip, nul]) }),
  'GET /trips/history': v.object({
    items: v.array(trip),
    pageNumber: int,
    pageSize: int,
    totalCount: int,
  }),
  'GET /trips/{id}': tripResponse,
  'DELETE /trips/cancel/{id}': tripResponse,
  'POST /trips/{id}/feedback': tripResponse,
  'GET /trips/{id}/vehicles/position': v.object({
    data: v.object({
      status: v.picklist(['unknown', 'pickUp', 'dropOff', 'completed']),
      eta: v.union([nul, instant]),
      licensePlate: strOrNull,
      position: v.union([coordinates, nul]),
      departure: coordinates,
      arrival: coordinates,
    }),
  }),
  'POST /traffic-indicator/check': v.object({
    data: v.object({ indicator: v.picklist(['low', 'medium', 'high']) }),
  }),
  'GET /api/auth/auth/getpasswordpolicy': v.object({
    Data: v.object({
      minimumLength: int,
      requireLowercase: bool,
      requireUppercase: bool,
      requireNumbers: bool,
      requireSymbols: bool,
      maximumConsecutiveCharacters: int,
    }),
  }),
  'POST /api/external/user-profiles': success,
  'POST /api/external/user-accounts/activate': success,
  'POST /api/external/user-accounts/activation-token/renew': success,
  'POST /api/external/user-accounts/password/send-reset-token': success,
  'POST /api/external/user-accounts/password/reset': success,
  'POST /api/external/user-accounts/password/change': success,
  'POST /api/external/user-accounts/request-delete': v.object({
    Data: v.object({ success: bool, deletionRequestedAt: instant }),
  }),
  'POST /api/userprofile/userprofile/checktoken': v.object({ Data: v.object({ errorMessage: strOrNull }) }),
  'POST /api/userprofile/userprofile/changelanguage': success,
  'GET /api/external/release-notes': v.object({
    Data: v.array(v.object({ id: int, body: str, version: str })),
  }),
  'POST /api/external/release-notes/bulk/mark-as-viewed': success,
};

/** True when `body` is a valid 2xx body of `operation` (`METHOD /schema/path`); unknown operations pass. */
export function isValidResponse(operation: string, body: unknown): boolean {
  const check = RESPONSE_SCHEMAS[operation];
  return !check || v.is(check, body);
}
