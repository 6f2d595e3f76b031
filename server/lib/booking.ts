import { PLANNING_MODE } from '../../openapi/generated/field-rules';
import type { components as T } from '../../openapi/generated/ticketing';
import type { Db } from '../db';
import type { Clock } from '../sim/clock';
import { estimateRide } from '../sim/estimate';
import { planPtJourney, type Station } from '../sim/pt-journey';
import { ApiError } from './api-error';
import { newExternalTripId, newPaymentToken, requestHash } from './booking-ids';
import { haversineKm, roundKm } from './geo';
import type { PlaceEntry } from './places';
import { registerPlaceInArea, registerTripLocations } from './register';
import {
  attributeDefinitions,
  getPass,
  locationLabel,
  rememberLocations,
  tripToWire,
  type Attributes,
  type Location,
  type PlanningMode,
  type RegionSettings,
  type TripPreferences,
  type TripRow,
  type UserRow,
} from './store';
import { MINUTE_MS, addDays, amsterdamDate, iso } from './time';
import { TAKE_ALONG_ITEMS } from '../../machines/lib/take-along';

type BookingRequest = T['schemas']['BookingRequest'];
type TripSummary = T['schemas']['TripSummary'];
type BookingResult = T['schemas']['BookingResult'];
type AttributeDefinition = T['schemas']['AttributeDefinition'];
type PaymentOption = T['schemas']['PaymentOption'];

/** Minimum time between now and pickup (product §5, §9). */
export const MIN_LEAD_MINUTES = 60;
/** Grace for the request's transit time when checking {@link MIN_LEAD_MINUTES}. */
export const LEAD_GRACE_MINUTES = 2;

/** The server's geography: the register (addresses and stations) and the stations of the PT alternative. */
export interface Geography {
  places: readonly PlaceEntry[];
  stations: readonly Station[];
}

/** product §5 messages used verbatim. */
const MESSAGES = {
  priorityRequired:
    "Booking on arrival requires a selection from the Priority drop down. 'None' is not allowed.",
  locationIncomplete: 'Make sure the address is filled in completely: Street name, number, city',
  blockedByPtAdvice:
    'A ride cannot be booked because there is a Public transportation option available for this journey.',
} as const;

const ATTRIBUTE_NUMBERS = ['travelers', 'children0to12', ...TAKE_ALONG_ITEMS] as const;

/** Attributes with every number present (missing → 0) and priority (missing → None). */
export function normalizeAttributes(
  attributes: Attributes,
  planningMode: PlanningMode,
): Required<Attributes> {
  const out = {} as Required<Attributes>;
  for (const key of ATTRIBUTE_NUMBERS) out[key] = attributes[key] ?? 0;
  // Planning by departure resets priority to None (product §4).
  out.priority = planningMode === PLANNING_MODE.ByDeparture ? 'None' : (attributes.priority ?? 'None');
  return out;
}

/** Who is asking: a signed-in traveller (with the selected pass number; `bookedBy` a carer's JSON name, product §10.12) or a guest. */
export type BookingParty =
  | { kind: 'user'; user: UserRow; passNumber: string | null; bookedBy?: string }
  | { kind: 'guest'; email: string; firstName: string; lastName: string };

/** A checked, estimated trip ready to show (calculate) or store (book). */
export interface PreparedTrip {
  summary: TripSummary;
  /** The register's places for the request's locations: what is priced and stored. */
  locationFrom: Location;
  locationTo: Location;
  departureAt: number;
  arrivalAt: number;
  plannedAt: number;
  distanceKm: number;
  durationMin: number;
  fareCents: number;
  attributes: Required<Attributes>;
  preferences: TripPreferences;
}

function isComplete(location: Location): boolean {
  return [location.street, location.houseNumber, location.residence].every((s) => s.trim() !== '');
}

/**
 * The register's place for a saved place's location: the same checks as a booking's locations
 * (complete, a register place within 50 m, inside the service area).
 * @returns the register's location, to store.
 * @throws ApiError 400 LocationIncomplete | InvalidLocation | OutsideServiceArea.
 */
export function checkSavedPlaceLocation(places: readonly PlaceEntry[], location: Location): Location {
  if (!isComplete(location)) throw new ApiError(400, 'LocationIncomplete', MESSAGES.locationIncomplete);
  return registerPlaceInArea(places, location, 'location');
}

/**
 * The booking form's limits on attributes (product §5, §9), shared by bookings and travel preferences (an API
 * extension): every count within its region definition's `minUnits`..`maxUnits` (absent counts are not checked),
 * and at most one attribute of the `wheelchair` group (wheelchair kinds and mobility scooter).
 * @param definitions the region's attribute definitions (titles in English: they name the field in the error).
 * @throws ApiError 400 InvalidAttributes.
 */
export function checkAttributeRanges(
  definitions: readonly AttributeDefinition[],
  attributes: Partial<Record<AttributeDefinition['name'], number | string>>,
): void {
  for (const def of definitions) {
    if (def.name === 'priority') continue;
    const value = attributes[def.name];
    if (typeof value === 'number' && (value < def.minUnits || value > def.maxUnits)) {
      throw new ApiError(
        400,
        'InvalidAttributes',
        `${def.title} must be between ${def.minUnits} and ${def.maxUnits}.`,
      );
    }
  }
  const wheelchairs = definitions
    .filter((d) => d.groupName === 'wheelchair')
    .reduce((n, d) => n + Number(attributes[d.name] ?? 0), 0);
  if (wheelchairs > 1)
    throw new ApiError(400, 'InvalidAttributes', 'Choose at most one wheelchair or mobility scooter.');
}

/**
 * The payment rules of a booking (product §3, §4), shared with travel preferences: creditCard
 * needs a card brand, the method (and brand) must be offered in the region, guests cannot choose monthlyBilling,
 * and a traveller only when travelling on invoice.
 * @throws ApiError 400 CardBrandRequired | PaymentNotOffered | PaymentNotAllowed | MonthlyBillingNotAvailable.
 */
export function checkPaymentOption(
  settings: RegionSettings,
  paymentOption: PaymentOption,
  party: BookingParty,
): void {
  if (paymentOption.type === 'creditCard' && !paymentOption.cardBrand) {
    throw new ApiError(400, 'CardBrandRequired', 'Choose a card brand for credit card payment.');
  }
  const offered = settings.paymentOptions.some(
    (o) =>
      o.paymentType === paymentOption.type &&
      (paymentOption.type !== 'creditCard' || o.cardBrand === paymentOption.cardBrand),
  );
  if (!offered)
    throw new ApiError(400, 'PaymentNotOffered', 'This payment method is not offered in this region.');
  if (party.kind === 'guest' && paymentOption.type === 'monthlyBilling') {
    throw new ApiError(400, 'PaymentNotAllowed', 'Monthly billing is only available with an account.');
  }
  // Travelling on invoice is a property of the traveller (product §3/§4), not a choice anyone can make.
  if (
    party.kind === 'user' &&
    party.user.has_monthly_billing !== 1 &&
    paymentOption.type === 'monthlyBilling'
  ) {
    throw new ApiError(
      400,
      'MonthlyBillingNotAvailable',
      'Travel on invoice is not available for your account. Choose another payment method.',
    );
  }
}

/**
 * The last bookable date: today's Europe/Amsterdam date plus the region's `maxDaysAhead`
 * days, `YYYY-MM-DD`. `now` in epoch ms.
 */
function lastBookableDate(settings: RegionSettings, now: number): string {
  return addDays(amsterdamDate(new Date(now)), settings.maxDaysAhead);
}

/**
 * A traveller who travels on invoice (monthly billing) pays every trip that way (product §4.3): any other payment
 * option is refused, for a booking and for a change alike.
 * @throws ApiError 400 `MonthlyBillingRequired`
 */
export function assertPaymentAllowed(
  party: BookingParty,
  request: Pick<BookingRequest, 'paymentOption'>,
): void {
  if (
    party.kind === 'user' &&
    party.user.has_monthly_billing === 1 &&
    request.paymentOption.type !== 'monthlyBilling'
  ) {
    throw new ApiError(
      400,
      'MonthlyBillingRequired',
      'You travel on invoice; contact customer service for another payment method.',
    );
  }
}

/**
 * Checks a booking request against the product §5 rules and estimates it (shared by calculate and book, with and
 * without account). The locations are replaced by the register's places
 * ({@link registerTripLocations}): distance (km), duration (min), fare (cents) and the PT alternative come from
 * the register's coordinates, never the client's. The Europe/Amsterdam date of `plannedDateTime` (pickup date by
 * departure, arrival date by arrival) may be at most `settings.maxDaysAhead` days after today's.
 * @throws ApiError 400 LocationIncomplete | InvalidLocation | OutsideServiceArea | SameLocation |
 *   InvalidAttributes | PriorityRequired | CardBrandRequired | PaymentNotOffered | PaymentNotAllowed (guest on
 *   invoice) | MonthlyBillingNotAvailable (traveller without monthly billing on invoice) | PassNumberRequired |
 *   LeadTimeTooShort | TooFarAhead.
 */
export function prepareTrip(
  db: Db,
  clock: Clock,
  regionId: number,
  settings: RegionSettings,
  geography: Geography,
  request: BookingRequest,
  party: BookingParty,
): PreparedTrip {
  const { planningMode, paymentOption } = request;
  if (!isComplete(request.locationFrom) || !isComplete(request.locationTo))
    throw new ApiError(400, 'LocationIncomplete', MESSAGES.locationIncomplete);
  const { locationFrom, locationTo } = registerTripLocations(
    geography.places,
    request.locationFrom,
    request.locationTo,
  );
  if (haversineKm(locationFrom, locationTo) < 0.05) {
    throw new ApiError(400, 'SameLocation', 'Pickup and destination are the same place.');
  }

  const attributes = normalizeAttributes(request.attributes, planningMode);
  checkAttributeRanges(attributeDefinitions(db, regionId, 'en-US'), attributes);
  if (planningMode === PLANNING_MODE.ByArrival && attributes.priority === 'None')
    throw new ApiError(400, 'PriorityRequired', MESSAGES.priorityRequired);

  checkPaymentOption(settings, paymentOption, party);
  if (party.kind === 'user' && settings.isPassNumberRequired && !party.passNumber) {
    throw new ApiError(400, 'PassNumberRequired', 'Select a pass number before booking.');
  }

  const ride = estimateRide(locationFrom, locationTo);
  const plannedAt = Date.parse(request.plannedDateTime);
  const departureAt =
    planningMode === PLANNING_MODE.ByDeparture ? plannedAt : plannedAt - ride.durationMin * MINUTE_MS;
  const arrivalAt = departureAt + ride.durationMin * MINUTE_MS;
  const now = clock.now().getTime();
  if (departureAt < now + (MIN_LEAD_MINUTES - LEAD_GRACE_MINUTES) * MINUTE_MS) {
    throw new ApiError(400, 'LeadTimeTooShort', 'The pickup time must be at least one hour from now.');
  }
  const lastDate = lastBookableDate(settings, now);
  if (amsterdamDate(new Date(plannedAt)) > lastDate) {
    const { maxDaysAhead } = settings;
    throw new ApiError(
      400,
      'TooFarAhead',
      `Trips can be booked at most ${maxDaysAhead} days ahead: choose a date up to and including ${lastDate}.`,
      `plannedDateTime ${request.plannedDateTime} is on ${amsterdamDate(new Date(plannedAt))} (Europe/Amsterdam); the last bookable date is ${lastDate}.`,
    ).withParams({ maxDaysAhead, lastDate: lastDate.split('-').reverse().join('-') });
  }

  const preferences: TripPreferences = {
    phoneNumber: request.preferences.phoneNumber?.trim() || null,
    driverComment:
      planningMode === PLANNING_MODE.ByDeparture ? request.preferences.driverComment?.trim() || null : null,
  };
  const ptJourney = planPtJourney(
    geography.stations,
    locationFrom,
    locationTo,
    departureAt,
    locationLabel(locationFrom),
    locationLabel(locationTo),
    ride.distanceKm,
  );
  const summary: TripSummary = {
    locationFrom,
    locationTo,
    departureDateTime: iso(departureAt),
    arrivalDateTime: iso(arrivalAt),
    fare: { cents: ride.fareCents, currency: 'EUR' },
    duration: ride.durationMin,
    distance: ride.distanceKm,
    attributes,
    preferences,
    planningMode,
    hasMonthlyBilling: party.kind === 'user' && party.user.has_monthly_billing === 1,
    ptJourney,
  };
  return {
    summary,
    locationFrom,
    locationTo,
    departureAt,
    arrivalAt,
    plannedAt,
    distanceKm: ride.distanceKm,
    durationMin: ride.durationMin,
    fareCents: ride.fareCents,
    attributes,
    preferences,
  };
}

/**
 * Books a trip (Ticketing POST /trips/book and /trips/book-without-account): idempotency, product §5 checks,
 * PT-advice blocking, monthly-billing rule, km budget of the selected pass, then stores the trip, spends the
 * budget and remembers the locations — all in one synchronous IMMEDIATE transaction, so a booking is written
 * whole or not at all, and two requests with the same Idempotency-Key (same user, or same guest email) can never
 * both insert: the second finds the first's trip and returns it (UNIQUE (idempotency_scope, idempotency_key)
 * backs this up, also across processes sharing the file). The trip stores the register's places (the
 * server's geography decides the price). Nothing is written when the request fails: every check, and `checkResult` (the
 * check of the answer against the OpenAPI spec), runs inside the transaction, so any throw rolls it back.
 * @param checkResult called with the result before the transaction commits; throws to refuse it.
 * @returns the booking result (`trip`, `paymentUrl` for iDeal/creditCard).
 * @throws ApiError 400 (see {@link prepareTrip}, plus MonthlyBillingRequired, BlockedByPtAdvice, BudgetExpired,
 *   BudgetExceeded), 409 IdempotencyKeyReused, whatever `checkResult` throws (500 ResponseValidationFailed).
 */
export function bookTrip(
  db: Db,
  clock: Clock,
  regionId: number,
  settings: RegionSettings,
  geography: Geography,
  request: BookingRequest,
  party: BookingParty,
  idempotencyKey: string | undefined,
  checkResult: (result: BookingResult) => void = () => undefined,
): BookingResult {
  const now = clock.now().getTime();
  const passNumber = party.kind === 'user' ? party.passNumber : null;
  const scope = party.kind === 'user' ? `user:${party.user.id}` : `guest:${party.email.toLowerCase()}`;
  const hash = requestHash(request, passNumber);
  const resultOf = (row: TripRow): BookingResult => {
    const trip = tripToWire(row, now);
    return { success: true, trip, paymentUrl: trip.paymentUrl };
  };

  const book = db.transaction((): BookingResult => {
    if (idempotencyKey) {
      const existing = db
        .prepare<[string, string], TripRow>(
          'SELECT * FROM trips WHERE idempotency_scope = ? AND idempotency_key = ?',
        )
        .get(scope, idempotencyKey);
      if (existing) {
        if (existing.request_hash !== hash) {
          throw new ApiError(
            409,
            'IdempotencyKeyReused',
            'This Idempotency-Key was already used for a different booking.',
          );
        }
        return resultOf(existing);
      }
    }

    const prepared = prepareTrip(db, clock, regionId, settings, geography, request, party);
    assertPaymentAllowed(party, request);
    if (settings.isBookingBlockedByPtAdviceEnabled && prepared.summary.ptJourney) {
      throw new ApiError(400, 'BlockedByPtAdvice', MESSAGES.blockedByPtAdvice);
    }

    let kmSpent = 0;
    if (passNumber) {
      const pass = getPass(db, passNumber);
      if (!pass) throw new ApiError(400, 'PassNumberRequired', 'Select a pass number before booking.');
      if (pass.valid_until < amsterdamDate(new Date(prepared.departureAt))) {
        throw new ApiError(
          400,
          'BudgetExpired',
          `The budget of pass number ${passNumber} is valid until ${pass.valid_until}.`,
        );
      }
      if (pass.remaining_km + 1e-9 < prepared.distanceKm) {
        throw new ApiError(
          400,
          'BudgetExceeded',
          `Your remaining budget (${roundKm(pass.remaining_km)} km) is not enough for this trip (${prepared.distanceKm} km).`,
        );
      }
      kmSpent = prepared.distanceKm;
      db.prepare('UPDATE pass_registry SET remaining_km = ? WHERE pass_number = ?').run(
        roundKm(pass.remaining_km - kmSpent),
        passNumber,
      );
    }

    const paid = request.paymentOption.type === 'iDeal' || request.paymentOption.type === 'creditCard';
    const externalTripId = newExternalTripId();
    const info = db
      .prepare(
        `INSERT INTO trips (external_trip_id, user_id, guest_email, guest_first_name, guest_last_name, pass_number, region_id, status,
         planning_mode, planned_at, departure_at, arrival_at, location_from_json, location_to_json, attributes_json, preferences_json,
         pt_journey_json, payment_type, card_brand, fare_cents, distance_km, duration_min, km_spent, vehicle_tracking_id,
         idempotency_scope, idempotency_key, request_hash, created_at, updated_at, payment_token, series_id, booked_by_json)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        externalTripId,
        party.kind === 'user' ? party.user.id : null,
        party.kind === 'guest' ? party.email : null,
        party.kind === 'guest' ? party.firstName : null,
        party.kind === 'guest' ? party.lastName : null,
        passNumber,
        regionId,
        paid ? 'pendingPayment' : 'confirmed',
        request.planningMode,
        prepared.plannedAt,
        prepared.departureAt,
        prepared.arrivalAt,
        JSON.stringify(prepared.locationFrom),
        JSON.stringify(prepared.locationTo),
        JSON.stringify(prepared.attributes),
        JSON.stringify(prepared.preferences),
        prepared.summary.ptJourney ? JSON.stringify(prepared.summary.ptJourney) : null,
        request.paymentOption.type,
        request.paymentOption.type === 'creditCard' ? (request.paymentOption.cardBrand ?? null) : null,
        prepared.fareCents,
        prepared.distanceKm,
        prepared.durationMin,
        kmSpent,
        `vehicle/${externalTripId}`,
        idempotencyKey ? scope : null,
        idempotencyKey ?? null,
        hash,
        now,
        now,
        newPaymentToken(),
        // A series ties a signed-in traveller's dates together for later changes (product §10.11).
        party.kind === 'user' ? (request.seriesId ?? null) : null,
        party.kind === 'user' ? (party.bookedBy ?? null) : null,
      );
    if (party.kind === 'user')
      rememberLocations(db, party.user.id, [prepared.locationFrom, prepared.locationTo], now);
    const row = db
      .prepare<[number], TripRow>('SELECT * FROM trips WHERE id = ?')
      .get(Number(info.lastInsertRowid));
    if (!row) throw new Error('booked trip vanished');
    const result = resultOf(row);
    checkResult(result);
    return result;
  });
  return book.immediate();
}
