import { PLANNING_MODE } from '../../openapi/generated/field-rules';
import type { components as T } from '../../openapi/generated/ticketing';
import type { Db } from '../db';
import type { Clock } from '../sim/clock';
import { CANCELLABLE_STATUSES, CANCEL_CUTOFF_MINUTES } from '../sim/trip-status';
import { ApiError } from './api-error';
import { requestHash } from './booking-ids';
import {
  assertPaymentAllowed,
  prepareTrip,
  type BookingParty,
  type Geography,
  type PreparedTrip,
} from './booking';
import { cancellableUntilOf, windowOf } from './booking-confirmation';
import { roundKm } from './geo';
import {
  getPass,
  rememberLocations,
  tripStatusAt,
  type Attributes,
  type Location,
  type RegionSettings,
  type TripPreferences,
  type TripRow,
} from './store';
import { MINUTE_MS, amsterdamDate, iso } from './time';

/* Changing a booked trip (an API extension, product §10.11): the rules shared by a traveller's change, a guest's
 * change through the trip link and a series' per-date changes. A change is the trip's stored booking request with
 * the sent fields merged in, checked like a booking (server/lib/booking.ts prepareTrip), and written in place: the
 * same row, the same externalTripId, version + 1, the km budget settled (old km back, new km taken) in the
 * caller's transaction. */

export type TripChange = T['schemas']['TripChange'];
type BookingRequest = T['schemas']['BookingRequest'];
type ChangeEstimate = T['schemas']['TripChangeEstimate'];
type ChangeSide = T['schemas']['TripChangeSide'];

/** Who changes: the account's traveller, the guest through the trip link, or (once carers exist) a carer. */
type ChangedBy = 'traveller' | 'guest' | 'carer';

/** What a change needs besides the trip: the region's rules and geography, the clock and who asks. */
export interface ChangeContext {
  db: Db;
  clock: Clock;
  settings: RegionSettings;
  geography: Geography;
  /** The party the merged request is checked for; a user's `passNumber` is always the trip's own. */
  party: BookingParty;
  by: ChangedBy;
}

/** The `ETag` of a trip: its version as a quoted integer, e.g. `"3"`. */
export function etagOf(row: Pick<TripRow, 'version'>): string {
  return `"${row.version}"`;
}

/**
 * Checks `If-Match` against the trip's version.
 * @throws ApiError 428 IfMatchRequired (absent, or `*`), 409 TripChanged (another version: changed since).
 */
export function assertIfMatch(row: TripRow, ifMatch: string | undefined): void {
  if (ifMatch === undefined || ifMatch.trim() === '' || ifMatch.trim() === '*') throw ifMatchRequired();
  const tags = ifMatch.split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (!tags.includes(etagOf(row))) {
    throw new ApiError(
      409,
      'TripChanged',
      'This trip was changed in the meantime (in another window, or by someone else). Look at the trip again before changing it.',
      `If-Match ${ifMatch}; the trip is at version ${etagOf(row)}.`,
    );
  }
}

/** 428 IfMatchRequired: a change must name the version it changes. */
export function ifMatchRequired(): ApiError {
  return new ApiError(428, 'IfMatchRequired', "Send the trip's version (its ETag) as If-Match to change it.");
}

/**
 * The change cut-off and status rule (product §10.11, the cancel rule of product §4.1): a trip can change while
 * its status is confirmed, pendingPayment or paymentConfirmed and until {@link CANCEL_CUTOFF_MINUTES} minutes
 * before its pick-up.
 * @param now epoch ms (server clock).
 * @throws ApiError 409 TripNotChangeable | ChangeTooLate (with param `until`, the cut-off, ISO UTC).
 */
function assertChangeable(row: TripRow, now: number): void {
  const status = tripStatusAt(row, now);
  if (!CANCELLABLE_STATUSES.includes(status)) {
    throw new ApiError(409, 'TripNotChangeable', `This trip can no longer be changed (status ${status}).`);
  }
  if (row.departure_at - now < CANCEL_CUTOFF_MINUTES * MINUTE_MS) {
    throw new ApiError(
      409,
      'ChangeTooLate',
      `A trip can be changed online until ${CANCEL_CUTOFF_MINUTES} minutes before pick-up.`,
      `The change was possible until ${iso(cancellableUntilOf(row))}.`,
    ).withParams({ minutes: CANCEL_CUTOFF_MINUTES });
  }
}

/**
 * The trip's booking request with the change merged in: absent fields keep the trip's values, `attributes` and
 * `preferences` merge key by key. A new planning mode without a new time keeps the trip's pick-up (by departure)
 * or arrival (by arrival) instant.
 */
function mergedRequest(row: TripRow, change: TripChange): BookingRequest {
  const planningMode = change.planningMode ?? row.planning_mode;
  const plannedAt =
    change.plannedDateTime ??
    iso(
      planningMode === row.planning_mode
        ? row.planned_at
        : planningMode === PLANNING_MODE.ByDeparture
          ? row.departure_at
          : row.arrival_at,
    );
  return {
    plannedDateTime: plannedAt,
    planningMode,
    locationFrom: change.locationFrom ?? (JSON.parse(row.location_from_json) as Location),
    locationTo: change.locationTo ?? (JSON.parse(row.location_to_json) as Location),
    attributes: { ...(JSON.parse(row.attributes_json) as Attributes), ...change.attributes },
    preferences: { ...(JSON.parse(row.preferences_json) as TripPreferences), ...change.preferences },
    paymentOption: change.paymentOption ?? { type: row.payment_type, cardBrand: row.card_brand },
  };
}

/**
 * Checks the merged request like a booking (product §4.3, §5: prepareTrip's rules, monthly billing forced) and
 * prices it; the public-transport block is left to the caller (an estimate reports it, a change refuses it).
 * @throws ApiError 400 (prepareTrip's codes, MonthlyBillingRequired).
 */
function prepareChange(ctx: ChangeContext, row: TripRow, change: TripChange): PreparedTrip {
  const request = mergedRequest(row, change);
  const party: BookingParty =
    ctx.party.kind === 'user' ? { ...ctx.party, passNumber: row.pass_number } : ctx.party;
  const prepared = prepareTrip(ctx.db, ctx.clock, row.region_id, ctx.settings, ctx.geography, request, party);
  assertPaymentAllowed(party, request);
  return prepared;
}

/** The payment of the merged request (type and card brand, null unless a credit card). */
function paymentOf(row: TripRow, change: TripChange) {
  const option = change.paymentOption ?? { type: row.payment_type, cardBrand: row.card_brand };
  return { type: option.type, cardBrand: option.type === 'creditCard' ? (option.cardBrand ?? null) : null };
}

/** The stored trip as a "Check your change" column. */
function sideOfRow(row: TripRow): ChangeSide {
  const window = windowOf(row);
  return {
    departureDateTime: iso(row.departure_at),
    arrivalDateTime: iso(row.arrival_at),
    pickUpWindow: { start: iso(window.start), end: iso(window.end) },
    locationFrom: JSON.parse(row.location_from_json) as Location,
    locationTo: JSON.parse(row.location_to_json) as Location,
    attributes: JSON.parse(row.attributes_json) as Attributes,
    preferences: JSON.parse(row.preferences_json) as TripPreferences,
    planningMode: row.planning_mode,
    paymentOption: { type: row.payment_type, cardBrand: row.card_brand },
    fare: { cents: row.fare_cents, currency: 'EUR' },
    distance: row.distance_km,
    duration: row.duration_min,
  };
}

/** The changed trip as a "Check your change" column. */
function sideOfPrepared(prepared: PreparedTrip, row: TripRow, change: TripChange): ChangeSide {
  const window = windowOf({ ...row, departure_at: prepared.departureAt });
  return {
    departureDateTime: iso(prepared.departureAt),
    arrivalDateTime: iso(prepared.arrivalAt),
    pickUpWindow: { start: iso(window.start), end: iso(window.end) },
    locationFrom: prepared.locationFrom,
    locationTo: prepared.locationTo,
    attributes: prepared.attributes,
    preferences: prepared.preferences,
    planningMode: prepared.summary.planningMode,
    paymentOption: paymentOf(row, change),
    fare: prepared.summary.fare,
    distance: prepared.distanceKm,
    duration: prepared.durationMin,
  };
}

/**
 * The re-quote of a change (POST …/changes/estimate): old and new side by side, their difference, the budget
 * before and after, the public-transport advice. Writes nothing.
 * @param now epoch ms (server clock).
 * @throws ApiError 409 TripNotChangeable | ChangeTooLate, 400 ({@link prepareChange}).
 */
export function estimateChange(
  ctx: ChangeContext,
  row: TripRow,
  change: TripChange,
  now: number,
): ChangeEstimate {
  assertChangeable(row, now);
  const prepared = prepareChange(ctx, row, change);
  const pass = row.pass_number ? getPass(ctx.db, row.pass_number) : undefined;
  const remainingAfter = pass ? roundKm(pass.remaining_km + row.km_spent - prepared.distanceKm) : 0;
  return {
    externalTripId: row.external_trip_id,
    version: row.version,
    changeableUntil: iso(cancellableUntilOf(row)),
    current: sideOfRow(row),
    proposed: sideOfPrepared(prepared, row, change),
    difference: {
      distance: roundKm(prepared.distanceKm - row.distance_km),
      fareCents: prepared.fareCents - row.fare_cents,
      pickUpMinutes: Math.round((prepared.departureAt - row.departure_at) / MINUTE_MS),
    },
    budget: pass
      ? {
          passNumber: pass.pass_number,
          remaining: Math.max(0, roundKm(pass.remaining_km)),
          remainingAfter,
          fits: remainingAfter >= 0 && pass.valid_until >= amsterdamDate(new Date(prepared.departureAt)),
          until: pass.valid_until,
        }
      : null,
    ptJourney: prepared.summary.ptJourney,
    isBlockedByPtAdvice:
      ctx.settings.isBookingBlockedByPtAdviceEnabled && prepared.summary.ptJourney !== null,
    hasMonthlyBilling: prepared.summary.hasMonthlyBilling,
  };
}

/**
 * Applies a change to a stored trip, in the caller's transaction (call it inside one: a throw leaves everything
 * as it was). Checks the status and cut-off, the merged request ({@link prepareChange}), the public-transport
 * block, that something changes and that a paid trip keeps its price and payment; then settles the km budget of
 * the trip's pass (old km back, new km taken: the new km must fit in the remaining km plus the old ones, and the
 * budget must be valid on the new date) and updates the row in place (version + 1, changedAt, changedBy). A new
 * online payment (iDeal, credit card) or a new price of an unpaid online trip makes it `pendingPayment`; an offline
 * payment `confirmed`.
 * @param now epoch ms (server clock).
 * @returns the updated row.
 * @throws ApiError 409 TripNotChangeable | ChangeTooLate | PaidTripNotRepriceable | TripChanged (the row moved
 *   under the update), 400 NothingChanged | BlockedByPtAdvice | BudgetExpired | BudgetExceeded and
 *   {@link prepareChange}'s codes.
 */
export function applyChange(ctx: ChangeContext, row: TripRow, change: TripChange, now: number): TripRow {
  const { db } = ctx;
  assertChangeable(row, now);
  const prepared = prepareChange(ctx, row, change);
  if (ctx.settings.isBookingBlockedByPtAdviceEnabled && prepared.summary.ptJourney) {
    throw new ApiError(
      400,
      'BlockedByPtAdvice',
      'A ride cannot be booked because there is a Public transportation option available for this journey.',
    );
  }
  const payment = paymentOf(row, change);
  const locationFromJson = JSON.stringify(prepared.locationFrom);
  const locationToJson = JSON.stringify(prepared.locationTo);
  const attributesJson = JSON.stringify(prepared.attributes);
  const preferencesJson = JSON.stringify(prepared.preferences);
  const samePayment = payment.type === row.payment_type && payment.cardBrand === row.card_brand;
  const samePrice = prepared.fareCents === row.fare_cents;
  if (
    prepared.departureAt === row.departure_at &&
    prepared.summary.planningMode === row.planning_mode &&
    locationFromJson === row.location_from_json &&
    locationToJson === row.location_to_json &&
    attributesJson === row.attributes_json &&
    preferencesJson === row.preferences_json &&
    samePayment
  ) {
    throw new ApiError(400, 'NothingChanged', 'This change leaves the trip as it is.');
  }
  const status = tripStatusAt(row, now);
  if (status === 'paymentConfirmed' && !(samePayment && samePrice)) {
    throw new ApiError(
      409,
      'PaidTripNotRepriceable',
      'This trip is already paid: a change that alters its price or payment cannot be made online. Keep the route and payment, or call customer service.',
    );
  }

  let kmSpent = 0;
  if (row.pass_number) {
    const pass = getPass(db, row.pass_number);
    if (!pass) throw new ApiError(400, 'PassNumberRequired', 'Select a pass number before booking.');
    if (pass.valid_until < amsterdamDate(new Date(prepared.departureAt))) {
      throw new ApiError(
        400,
        'BudgetExpired',
        `The budget of pass number ${pass.pass_number} is valid until ${pass.valid_until}.`,
      );
    }
    const available = pass.remaining_km + row.km_spent;
    if (available + 1e-9 < prepared.distanceKm) {
      throw new ApiError(
        400,
        'BudgetExceeded',
        `Your remaining budget (${roundKm(available)} km with this trip's ${roundKm(row.km_spent)} km given back) is not enough for the changed trip (${prepared.distanceKm} km).`,
      );
    }
    kmSpent = prepared.distanceKm;
    db.prepare('UPDATE pass_registry SET remaining_km = ? WHERE pass_number = ?').run(
      roundKm(available - kmSpent),
      pass.pass_number,
    );
  }

  const online = payment.type === 'iDeal' || payment.type === 'creditCard';
  const newStatus = !online
    ? 'confirmed'
    : status === 'paymentConfirmed'
      ? 'paymentConfirmed'
      : 'pendingPayment';
  const updated = db
    .prepare(
      `UPDATE trips SET status = ?, planning_mode = ?, planned_at = ?, departure_at = ?, arrival_at = ?,
       location_from_json = ?, location_to_json = ?, attributes_json = ?, preferences_json = ?, pt_journey_json = ?,
       payment_type = ?, card_brand = ?, fare_cents = ?, distance_km = ?, duration_min = ?, km_spent = ?,
       version = version + 1, changed_at = ?, changed_by = ?, updated_at = ?
       WHERE id = ? AND version = ?`,
    )
    .run(
      newStatus,
      prepared.summary.planningMode,
      prepared.plannedAt,
      prepared.departureAt,
      prepared.arrivalAt,
      locationFromJson,
      locationToJson,
      attributesJson,
      preferencesJson,
      prepared.summary.ptJourney ? JSON.stringify(prepared.summary.ptJourney) : null,
      payment.type,
      payment.cardBrand,
      prepared.fareCents,
      prepared.distanceKm,
      prepared.durationMin,
      kmSpent,
      now,
      ctx.by,
      now,
      row.id,
      row.version,
    );
  if (updated.changes !== 1) {
    throw new ApiError(409, 'TripChanged', 'This trip was changed in the meantime. Look at the trip again.');
  }
  if (ctx.party.kind === 'user')
    rememberLocations(db, ctx.party.user.id, [prepared.locationFrom, prepared.locationTo], now);
  const row2 = db.prepare<[number], TripRow>('SELECT * FROM trips WHERE id = ?').get(row.id);
  if (!row2) throw new Error(`changed trip ${row.external_trip_id} vanished`);
  return row2;
}

/** A stored first answer of an Idempotency-Key (the JSON body and, for a single trip, its ETag). */
export interface StoredAnswer {
  body: unknown;
  etag: string | null;
}

/**
 * The first answer of `key` in `scope` (`user:<id>` or `guest:<trip id>`), or undefined when the key is new.
 * `request` is hashed with the operation and trip, so the same key for another change is refused.
 * @throws ApiError 409 IdempotencyKeyReused.
 */
export function replayOf(db: Db, scope: string, key: string, request: unknown): StoredAnswer | undefined {
  const stored = db
    .prepare<[string, string], { request_hash: string; response_json: string; etag: string | null }>(
      'SELECT request_hash, response_json, etag FROM trip_changes WHERE scope = ? AND idempotency_key = ?',
    )
    .get(scope, key);
  if (!stored) return undefined;
  if (stored.request_hash !== requestHash(request, null)) {
    throw new ApiError(
      409,
      'IdempotencyKeyReused',
      'This Idempotency-Key was already used for a different change.',
    );
  }
  return { body: JSON.parse(stored.response_json) as unknown, etag: stored.etag };
}

/** Keeps the first answer of `key` (in the change's transaction), for {@link replayOf}. */
export function rememberAnswer(
  db: Db,
  scope: string,
  key: string,
  request: unknown,
  tripId: number,
  answer: StoredAnswer,
  now: number,
): void {
  db.prepare(
    `INSERT INTO trip_changes (scope, idempotency_key, request_hash, trip_id, response_json, etag, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(scope, key, requestHash(request, null), tripId, JSON.stringify(answer.body), answer.etag, now);
}
