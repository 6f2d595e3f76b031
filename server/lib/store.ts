import type { components as T } from '../../openapi/generated/ticketing';
import type { components as A } from '../../openapi/generated/account';
import type { Db } from '../db';
import { effectiveStatus, type TripStatus } from '../sim/trip-status';
import type { PasswordPolicy } from './passwords';
import { iso, isoToDob } from './time';
import { roundKm } from './geo';

/* Row types of the reference database and their mapping to the wire shapes of openapi/*.yaml. */

/** Supported languages (product §9); the same enum in both YAML files. */
export type Language = T['schemas']['Language'] & A['schemas']['Language'];
/** Wire shapes from openapi/ticketing.yaml used by the server. */
export type Location = T['schemas']['Location'];
export type Attributes = T['schemas']['Attributes'];
export type TripPreferences = T['schemas']['TripPreferences'];
export type WireTrip = T['schemas']['Trip'];
export type WireRegion = T['schemas']['Region'];
export type WireUser = T['schemas']['User'];
export type PaymentType = T['schemas']['PaymentType'];
export type CardBrand = T['schemas']['CardBrand'];
/** 1 or 2: read it as `PLANNING_MODE.ByDeparture` / `.ByArrival` (openapi/generated/field-rules.ts). */
export type PlanningMode = T['schemas']['PlanningMode'];

/** `users` row. Instants are epoch ms; `language` nl-NL | en-US; flags are 0/1. */
export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  surname: string;
  phone: string;
  language: Language;
  post_code: string | null;
  newsletter: number;
  region_id: number;
  has_monthly_billing: number;
  activated_at: number | null;
  delete_requested_at: number | null;
  created_at: number;
}

/** `pass_registry` row: the operator's pass register; km budget per pass, `owner_user_id` null when unassigned. */
export interface PassRow {
  pass_number: string;
  date_of_birth: string;
  budget_km: number;
  remaining_km: number;
  valid_until: string;
  owner_user_id: number | null;
  alias: string | null;
  assigned_at: number | null;
}

/** `trips` row. Instants epoch ms, money cents, distances km; `*_json` columns hold wire shapes. */
export interface TripRow {
  id: number;
  external_trip_id: string;
  user_id: number | null;
  guest_email: string | null;
  guest_first_name: string | null;
  guest_last_name: string | null;
  pass_number: string | null;
  region_id: number;
  status: TripStatus;
  planning_mode: PlanningMode;
  planned_at: number;
  departure_at: number;
  arrival_at: number;
  location_from_json: string;
  location_to_json: string;
  attributes_json: string;
  preferences_json: string;
  pt_journey_json: string | null;
  payment_type: PaymentType;
  card_brand: CardBrand | null;
  fare_cents: number;
  distance_km: number;
  duration_min: number;
  km_spent: number;
  vehicle_tracking_id: string;
  feedback_rating: number | null;
  feedback_text: string | null;
  feedback_at: number | null;
  idempotency_scope: string | null;
  idempotency_key: string | null;
  request_hash: string | null;
  created_at: number;
  updated_at: number;
  /** Secret of the payment page URL (`/pay/<token>`): whoever has the link can pay; nobody can guess it. */
  payment_token: string | null;
  /** The trip's version, 1 when booked, +1 per change: its ETag (product §10.11). */
  version: number;
  /** The last change (epoch ms) and who made it, null until changed (product §10.11). */
  changed_at: number | null;
  changed_by: 'traveller' | 'guest' | 'carer' | null;
  /** The series the trip was booked in (the booking request's `seriesId`), or null. */
  series_id: string | null;
  /** JSON `PersonName` of the carer who booked, last changed or cancelled the trip; null: the traveller (product §10.12). */
  booked_by_json: string | null;
  changed_by_json: string | null;
  cancelled_by_json: string | null;
}

/** Region settings as stored (JSON) — the wire `RegionSettings`. */
export type RegionSettings = T['schemas']['RegionSettings'];

/** `nl-NL` unless the Accept-Language header prefers English. */
export function languageOf(acceptLanguage: string | undefined): Language {
  return /^\s*en\b/i.test(acceptLanguage ?? '') ? 'en-US' : 'nl-NL';
}

/** The user with this id, or undefined. */
export function getUserById(db: Db, id: number): UserRow | undefined {
  return db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?').get(id);
}

/** The user with this email (case-insensitive, trimmed), or undefined. */
export function getUserByEmail(db: Db, email: string): UserRow | undefined {
  return db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?').get(email.trim());
}

/** Pass numbers of a user in the order they were added. */
export function passNumbersOf(db: Db, userId: number): PassRow[] {
  return db
    .prepare<[number], PassRow>(
      'SELECT * FROM pass_registry WHERE owner_user_id = ? ORDER BY assigned_at, pass_number',
    )
    .all(userId);
}

/** A pass of the registry (assigned or not), or undefined. */
export function getPass(db: Db, passNumber: string): PassRow | undefined {
  return db.prepare<[string], PassRow>('SELECT * FROM pass_registry WHERE pass_number = ?').get(passNumber);
}

/** Ticketing `User` (GET /users). */
export function userToWire(db: Db, user: UserRow): WireUser {
  return {
    email: user.email,
    firstName: user.first_name,
    surname: user.surname,
    phone: user.phone,
    language: user.language,
    address: { postCode: user.post_code },
    passNumbers: passNumbersOf(db, user.id).map((p) => ({
      passNumber: p.pass_number,
      alias: p.alias,
      dateOfBirth: isoToDob(p.date_of_birth),
    })),
    hasMonthlyBilling: user.has_monthly_billing === 1,
    deletionRequestedAt: user.delete_requested_at === null ? null : iso(user.delete_requested_at),
  };
}

/** Account `UserProfile` (GET /api/external/user-profiles/current). */
export function userProfileToWire(db: Db, user: UserRow): A['schemas']['UserProfile'] {
  return {
    email: user.email,
    firstName: user.first_name,
    surname: user.surname,
    phone: user.phone,
    language: user.language,
    newsletter: user.newsletter === 1,
    address: { postCode: user.post_code },
    passNumbers: passNumbersOf(db, user.id).map((p) => ({ passNumber: p.pass_number, alias: p.alias })),
  };
}

/** `Budget` of a pass number: remaining km (1 decimal) and the last valid day. */
export function budgetToWire(pass: PassRow): T['schemas']['Budget'] {
  return {
    passNumber: pass.pass_number,
    remaining: Math.max(0, roundKm(pass.remaining_km)),
    until: pass.valid_until,
  };
}

/** Booking horizon in days of a region whose stored settings predate it. */
const DEFAULT_MAX_DAYS_AHEAD = 60;

/** Stored settings JSON → `RegionSettings`, with `maxDaysAhead` (days) defaulting to 60 for older databases. */
function parseSettings(json: string): RegionSettings {
  const stored = JSON.parse(json) as Partial<RegionSettings>;
  return { ...stored, maxDaysAhead: stored.maxDaysAhead ?? DEFAULT_MAX_DAYS_AHEAD } as RegionSettings;
}

/** Region settings, or undefined for an unknown region id. */
export function getRegionSettings(db: Db, regionId: number): RegionSettings | undefined {
  const row = db
    .prepare<[number], { settings_json: string }>('SELECT settings_json FROM regions WHERE id = ?')
    .get(regionId);
  return row ? parseSettings(row.settings_json) : undefined;
}

interface AttributeDefinitionRow {
  name: T['schemas']['AttributeName'];
  title_nl: string;
  title_en: string;
  type: 'dropdown' | 'checkbox';
  group_name: string | null;
  group_title_nl: string | null;
  group_title_en: string | null;
  code: string;
  read_only: number;
  default_units: number;
  min_units: number;
  max_units: number;
}

/** Attribute definitions of a region with titles in `language`. */
export function attributeDefinitions(
  db: Db,
  regionId: number,
  language: Language,
): T['schemas']['AttributeDefinition'][] {
  return db
    .prepare<[number], AttributeDefinitionRow>(
      'SELECT * FROM attribute_definitions WHERE region_id = ? ORDER BY sort',
    )
    .all(regionId)
    .map((r) => ({
      name: r.name,
      title: language === 'en-US' ? r.title_en : r.title_nl,
      type: r.type,
      groupName: r.group_name,
      groupTitle: language === 'en-US' ? r.group_title_en : r.group_title_nl,
      code: r.code,
      readOnly: r.read_only === 1,
      defaultUnits: r.default_units,
      minUnits: r.min_units,
      maxUnits: r.max_units,
    }));
}

/** Full `Region` (GET /regions), or undefined for an unknown id. */
export function regionToWire(db: Db, regionId: number, language: Language): WireRegion | undefined {
  const row = db
    .prepare<[number], { id: number; name: string; contract_id: string; settings_json: string }>(
      'SELECT * FROM regions WHERE id = ?',
    )
    .get(regionId);
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    contractId: row.contract_id,
    attributes: attributeDefinitions(db, regionId, language),
    settings: parseSettings(row.settings_json),
  };
}

/** The seeded password policy (product §3, §5). @throws when the database is not seeded. */
export function getPasswordPolicy(db: Db): PasswordPolicy {
  const row = db
    .prepare<
      [],
      {
        minimum_length: number;
        require_lowercase: number;
        require_uppercase: number;
        require_numbers: number;
        require_symbols: number;
        maximum_consecutive_characters: number;
      }
    >('SELECT * FROM password_policy WHERE id = 1')
    .get();
  if (!row) throw new Error('password policy not seeded');
  return {
    minimumLength: row.minimum_length,
    requireLowercase: row.require_lowercase === 1,
    requireUppercase: row.require_uppercase === 1,
    requireNumbers: row.require_numbers === 1,
    requireSymbols: row.require_symbols === 1,
    maximumConsecutiveCharacters: row.maximum_consecutive_characters,
  };
}

/** One-line label of a location: its name, else "Street 12A, Residence". */
export function locationLabel(location: Location): string {
  if (location.name) return location.name;
  return `${location.street} ${location.houseNumber}, ${location.residence}`.trim();
}

/**
 * Payment page path of a trip (same origin): `/pay/<payment token>`. The token, not the (guessable, shared)
 * trip id, is the capability, so nobody else can open, pay or cancel the payment of someone's trip.
 */
export function paymentPath(paymentToken: string): string {
  return `/pay/${encodeURIComponent(paymentToken)}`;
}

/** The effective (clock-moved) status of a stored trip at `now` (epoch ms). */
export function tripStatusAt(row: TripRow, now: number): TripStatus {
  return effectiveStatus(row.status, row.departure_at, row.arrival_at, now);
}

/** Wire `Trip` of a stored trip as seen at `now` (epoch ms). */
export function tripToWire(row: TripRow, now: number): WireTrip {
  const locationFrom = JSON.parse(row.location_from_json) as Location;
  const locationTo = JSON.parse(row.location_to_json) as Location;
  const status = tripStatusAt(row, now);
  const money = { cents: row.fare_cents, currency: 'EUR' as const };
  return {
    externalTripId: row.external_trip_id,
    departureDateTime: iso(row.departure_at),
    arrivalDateTime: iso(row.arrival_at),
    status,
    locationFrom,
    locationTo,
    departure: locationLabel(locationFrom),
    arrival: locationLabel(locationTo),
    fare: money,
    price: { ...money },
    duration: row.duration_min,
    distance: row.distance_km,
    ptJourney: row.pt_journey_json ? (JSON.parse(row.pt_journey_json) as T['schemas']['PtJourney']) : null,
    paymentOption: { type: row.payment_type, cardBrand: row.card_brand },
    paymentUrl: status === 'pendingPayment' && row.payment_token ? paymentPath(row.payment_token) : null,
    attributes: JSON.parse(row.attributes_json) as Attributes,
    preferences: JSON.parse(row.preferences_json) as TripPreferences,
    planningMode: row.planning_mode,
    passNumber: row.pass_number,
    vehicleTrackingId: row.vehicle_tracking_id,
    feedback:
      row.feedback_rating === null ? null : { rating: row.feedback_rating, feedback: row.feedback_text },
    // Extensions (product §10.11): present only when set, so an unchanged trip's body is as before.
    ...(row.changed_at !== null && row.changed_by !== null
      ? { changedAt: iso(row.changed_at), changedBy: row.changed_by }
      : {}),
    ...(row.series_id !== null ? { seriesId: row.series_id } : {}),
    // Carers (product §10.12): present only when a carer acted, so the traveller can tell who did what.
    ...(row.booked_by_json ? { bookedBy: JSON.parse(row.booked_by_json) as T['schemas']['PersonName'] } : {}),
    ...(row.changed_by_json && row.changed_by === 'carer'
      ? { changedByCarer: JSON.parse(row.changed_by_json) as T['schemas']['PersonName'] }
      : {}),
    ...(row.cancelled_by_json
      ? { cancelledBy: JSON.parse(row.cancelled_by_json) as T['schemas']['PersonName'] }
      : {}),
  };
}

/** A trip of `userId` by its external id (undefined when unknown or someone else's). */
export function getOwnTrip(db: Db, userId: number, externalTripId: string): TripRow | undefined {
  return db
    .prepare<[string, number], TripRow>('SELECT * FROM trips WHERE external_trip_id = ? AND user_id = ?')
    .get(externalTripId, userId);
}

/** Key that makes two locations "the same" for the recent-locations list. */
function locationKey(location: Location): string {
  return [location.name ?? '', location.street, location.houseNumber, location.residence]
    .map((s) => s.trim().toLowerCase())
    .join('|');
}

/** Records locations as recently used by the user (newest `usedAt` wins; distinct by {@link locationKey}). */
export function rememberLocations(db: Db, userId: number, locations: Location[], usedAt: number): void {
  const upsert = db.prepare(
    `INSERT INTO recent_locations (user_id, location_key, location_json, used_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, location_key) DO UPDATE SET location_json = excluded.location_json, used_at = excluded.used_at`,
  );
  locations.forEach((location, i) =>
    upsert.run(userId, locationKey(location), JSON.stringify(location), usedAt + i),
  );
}

/** The user's recent locations, newest first (at most `limit`). */
export function recentLocations(db: Db, userId: number, limit = 10): Location[] {
  return db
    .prepare<[number, number], { location_json: string }>(
      'SELECT location_json FROM recent_locations WHERE user_id = ? ORDER BY used_at DESC, id DESC LIMIT ?',
    )
    .all(userId, limit)
    .map((r) => JSON.parse(r.location_json) as Location);
}
