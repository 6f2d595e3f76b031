import { type } from 'arktype';

/**
 * arktype schemas of the 2xx JSON bodies the app reads (issue 9 item 4), keyed `METHOD /schema/path` as in
 * openapi/{ticketing,account}.yaml. They check what the views and machines rely on — envelopes (`data`,
 * `Data`, `items`), field types, enums the UI switches on and parseable instants — so a malformed answer becomes
 * the §8 error at the client boundary instead of a crash deep in a view. Loaded lazily by
 * ./response-validation.ts on the first checked response, so arktype stays out of the login path's initial
 * bundle (the login and refresh answers are checked by hand there).
 */

/** RFC 3339 instant with an offset (what `Temporal.Instant.from` accepts). */
const instant = type(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/);
/** Calendar date `YYYY-MM-DD`. */
const isoDate = type(/^\d{4}-\d{2}-\d{2}$/);

const money = type({ cents: 'number.integer', currency: "'EUR'" });
const coordinates = type({ latitude: 'number', longitude: 'number' });
const location = type({
  'name?': 'string | null',
  street: 'string',
  houseNumber: 'string',
  residence: 'string',
  'postCode?': 'string | null',
  latitude: 'number',
  longitude: 'number',
});
const priority = type("'None' | 'Low' | 'Medium' | 'High'");
const attributes = type({
  '[string]': 'number | string',
  'priority?': priority,
});
const preferences = type({ 'phoneNumber?': 'string | null', 'driverComment?': 'string | null' });
const paymentType = type("'payInVehicle' | 'iDeal' | 'monthlyBilling' | 'creditCard'");
const cardBrand = type("'masterCard' | 'maestro' | 'visa' | 'visaElectron' | null");
const paymentOption = type({ type: paymentType, 'cardBrand?': cardBrand });
const planningMode = type('1 | 2');
const leg = type({
  mode: "'Bus' | 'Train' | 'Walking' | 'Ferry' | 'OnDemand' | 'Subway' | 'Tram' | 'WithSurcharge' | 'Transfer'",
  departureTime: instant,
  arrivalTime: instant,
  fromName: 'string',
  toName: 'string',
  busNumber: 'string | null',
  operatorName: 'string | null',
  durationInMinutes: 'number.integer',
});
const ptJourney = type({
  departureDateTime: instant,
  arrivalDateTime: instant,
  fare: money,
  numberOfChanges: 'number.integer',
  legs: leg.array(),
});
const tripStatus = type.enumerated(
  'unknown',
  'confirmed',
  'completed',
  'cancelled',
  'pendingPayment',
  'paymentConfirmed',
  'creditCardFailed',
  'customerCancelled',
  'cancelledBySystem',
  'refunded',
  'failedToRefund',
);
const trip = type({
  externalTripId: 'string',
  departureDateTime: instant,
  arrivalDateTime: instant,
  status: tripStatus,
  locationFrom: location,
  locationTo: location,
  departure: 'string',
  arrival: 'string',
  fare: money,
  price: money,
  duration: 'number',
  distance: 'number',
  ptJourney: ptJourney.or('null'),
  paymentOption,
  paymentUrl: 'string | null',
  attributes,
  preferences,
  planningMode,
  passNumber: 'string | null',
  vehicleTrackingId: 'string',
  feedback: type({ rating: 'number.integer', feedback: 'string | null' }).or('null'),
});
const tripSummary = type({
  locationFrom: location,
  locationTo: location,
  departureDateTime: instant,
  arrivalDateTime: instant,
  fare: money,
  duration: 'number',
  distance: 'number',
  attributes,
  preferences,
  planningMode,
  hasMonthlyBilling: 'boolean',
  ptJourney: ptJourney.or('null'),
});
const user = type({
  email: 'string',
  firstName: 'string',
  surname: 'string',
  phone: 'string',
  language: "'nl-NL' | 'en-US'",
  address: { postCode: 'string | null' },
  passNumbers: type({ passNumber: 'string', alias: 'string | null', dateOfBirth: 'string' }).array(),
  hasMonthlyBilling: 'boolean',
});
const region = type({
  id: 'number.integer',
  name: 'string',
  contractId: 'string',
  attributes: type({
    name: 'string',
    title: 'string',
    type: "'dropdown' | 'checkbox'",
    groupName: 'string | null',
    groupTitle: 'string | null',
    code: 'string',
    readOnly: 'boolean',
    defaultUnits: 'number.integer',
    minUnits: 'number.integer',
    maxUnits: 'number.integer',
  }).array(),
  settings: {
    postalCodeSettings: { defaultPostalCode: 'string' },
    isPassNumberRequired: 'boolean',
    paymentOptions: type({ paymentType, cardBrand }).array(),
    isBookingWithoutAccountEnabled: 'boolean',
    isTrafficIndicatorEnabled: 'boolean',
    isBookingBlockedByPtAdviceEnabled: 'boolean',
  },
});
const userResponse = type({ data: user });
const locationList = type({ data: location.array() });
const regionResponse = type({ data: region });
const tripResponse = type({ data: trip });
const bookingResult = type({ data: { success: 'boolean', trip, paymentUrl: 'string | null' } });
const success = type({ Data: { success: 'boolean' } });

/** `METHOD /schema/path` → schema of its 2xx JSON body. */
export const RESPONSE_SCHEMAS: Record<string, (body: unknown) => unknown> = {
  'GET /users': userResponse,
  'PATCH /users': userResponse,
  'PATCH /users/passNumber': userResponse,
  'DELETE /users/passnumber/{passNumber}': userResponse,
  'GET /users/budget': type({
    data: type({ passNumber: 'string', remaining: 'number', until: isoDate }).or('null'),
  }),
  'GET /locations': locationList,
  'GET /locations/user/recent': locationList,
  'GET /regions': regionResponse,
  'GET /regions/public': regionResponse,
  'POST /trips/calculate': type({ data: tripSummary }),
  'POST /trips/calculate-without-account': type({ data: tripSummary }),
  'POST /trips/book': bookingResult,
  'POST /trips/book-without-account': bookingResult,
  'GET /trips/next': type({ data: trip.or('null') }),
  'GET /trips/history': type({
    items: trip.array(),
    pageNumber: 'number.integer',
    pageSize: 'number.integer',
    totalCount: 'number.integer',
  }),
  'GET /trips/{id}': tripResponse,
  'DELETE /trips/cancel/{id}': tripResponse,
  'POST /trips/{id}/feedback': tripResponse,
  'GET /trips/{id}/vehicles/position': type({
    data: {
      status: "'unknown' | 'pickUp' | 'dropOff' | 'completed'",
      eta: type('null').or(instant),
      licensePlate: 'string | null',
      position: coordinates.or('null'),
      departure: coordinates,
      arrival: coordinates,
    },
  }),
  'POST /traffic-indicator/check': type({ data: { indicator: "'low' | 'medium' | 'high'" } }),
  'GET /api/auth/auth/getpasswordpolicy': type({
    Data: {
      minimumLength: 'number.integer',
      requireLowercase: 'boolean',
      requireUppercase: 'boolean',
      requireNumbers: 'boolean',
      requireSymbols: 'boolean',
      maximumConsecutiveCharacters: 'number.integer',
    },
  }),
  'POST /api/external/user-profiles': success,
  'POST /api/external/user-accounts/activate': success,
  'POST /api/external/user-accounts/activation-token/renew': success,
  'POST /api/external/user-accounts/password/send-reset-token': success,
  'POST /api/external/user-accounts/password/reset': success,
  'POST /api/external/user-accounts/password/change': success,
  'POST /api/userprofile/userprofile/checktoken': type({ Data: { errorMessage: 'string | null' } }),
  'POST /api/userprofile/userprofile/changelanguage': success,
  'GET /api/external/release-notes': type({
    Data: type({ id: 'number.integer', body: 'string', version: 'string' }).array(),
  }),
  'POST /api/external/release-notes/bulk/mark-as-viewed': success,
};

/** True when `body` is a valid 2xx body of `operation` (`METHOD /schema/path`); unknown operations pass. */
export function isValidResponse(operation: string, body: unknown): boolean {
  const schema = RESPONSE_SCHEMAS[operation];
  return !schema || !(schema(body) instanceof type.errors);
}
