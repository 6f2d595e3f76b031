import type { Db } from './db';
import { roundKm } from './lib/geo';
import { Temporal } from 'temporal-polyfill';
import { estimateRide } from './sim/estimate';
import { planPtJourney, type Station } from './sim/pt-journey';
import { normalizeAttributes } from './lib/booking';
import { newPaymentToken } from './lib/booking-ids';
import { loadPlaces, stationsOf } from './lib/places';
import type {
  Attributes,
  CardBrand,
  Location,
  PaymentType,
  PlanningMode,
  TripPreferences,
} from './lib/store';
import { locationLabel, rememberLocations } from './lib/store';
import type { TripStatus } from './sim/trip-status';
import { DAY_MS, HOUR_MS, MINUTE_MS, TIME_ZONE, amsterdamDate } from './lib/time';
import { PLANNING_MODE } from '../openapi/generated/field-rules';

/* The seeded travellers' trips (seed.ts seeds the rest of the reference database). */

/** The first place (by id) matching the SQL condition `where` with `args`, as a wire Location. */
function placeAsLocation(db: Db, where: string, ...args: string[]): Location {
  const row = db
    .prepare<
      string[],
      {
        name: string | null;
        street: string;
        house_number: string;
        post_code: string | null;
        residence: string;
        latitude: number;
        longitude: number;
      }
    >(
      `SELECT name, street, house_number, post_code, residence, latitude, longitude FROM places WHERE ${where} ORDER BY id LIMIT 1`,
    )
    .get(...args);
  if (!row) throw new Error(`seed: no place for ${args.join(' ')}`);
  return {
    name: row.name,
    street: row.street,
    houseNumber: row.house_number,
    residence: row.residence,
    postCode: row.post_code,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** A seeded trip: when (relative to the seed day), where, how it was booked and where it stands. */
interface SeedTrip {
  externalTripId: string;
  passNumber: string;
  /** Days after the seed day (Europe/Amsterdam); negative is in the past. */
  day: number;
  /** Europe/Amsterdam wall-clock time [hour, minute]: the departure (`PLANNING_MODE.ByDeparture`) or the arrival (`.ByArrival`). */
  at: [hour: number, minute: number];
  planningMode: PlanningMode;
  from: Location;
  to: Location;
  /** Stored status; the clock moves confirmed/paymentConfirmed trips to completed once they have arrived. */
  status: Extract<TripStatus, 'confirmed' | 'paymentConfirmed' | 'pendingPayment' | 'customerCancelled'>;
  paymentType: PaymentType;
  cardBrand?: CardBrand;
  attributes?: Attributes;
  preferences?: TripPreferences;
  feedback?: { rating: number; text: string | null };
  /** How many days before departure the trip was booked. */
  bookedDaysAhead: number;
}

/** Epoch ms of `hour:minute` Europe/Amsterdam on the day `days` after the calendar date `date` (DST-correct). */
function amsterdamAt(date: string, days: number, hour: number, minute: number): number {
  return Temporal.PlainDate.from(date)
    .add({ days })
    .toZonedDateTime({ timeZone: TIME_ZONE, plainTime: new Temporal.PlainTime(hour, minute) })
    .epochMilliseconds;
}

/** The demo traveller's trips: all in the past (see `seedDatabase` in seed.ts). */
function demoTrips(db: Db, pass: string): SeedTrip[] {
  const home = placeAsLocation(db, 'post_code = ?', '1013 AE');
  const silodam = placeAsLocation(db, 'street = ?', 'Silodam');
  const almere = placeAsLocation(db, 'residence = ?', 'Almere');
  const townHall = placeAsLocation(db, 'street = ?', 'Stadhuisplein');
  const base = {
    passNumber: pass,
    planningMode: PLANNING_MODE.ByDeparture,
    paymentType: 'payInVehicle',
    bookedDaysAhead: 2,
  } as const;
  return [
    {
      ...base,
      externalTripId: 'RT-DEMO0001',
      day: -9,
      at: [9, 15],
      from: home,
      to: almere,
      status: 'confirmed',
      feedback: { rating: 4, text: 'Vriendelijke chauffeur.' },
    },
    {
      ...base,
      externalTripId: 'RT-DEMO0002',
      day: -5,
      at: [14, 30],
      from: almere,
      to: home,
      status: 'confirmed',
    },
    {
      ...base,
      externalTripId: 'RT-DEMO0003',
      day: -2,
      at: [10, 0],
      from: home,
      to: silodam,
      status: 'confirmed',
    },
    {
      ...base,
      externalTripId: 'RT-DEMO0004',
      day: -6,
      at: [11, 0],
      from: home,
      to: townHall,
      status: 'customerCancelled',
    },
  ];
}

/** Riet de Vries's trips: past, cancelled, pending payment and upcoming (see `seedDatabase` in seed.ts). */
function historyTrips(db: Db, now: number, pass: string): SeedTrip[] {
  const home = placeAsLocation(db, 'street = ? AND house_number = ?', 'Rietmeent', '73');
  const centrum = placeAsLocation(db, 'name = ?', 'Station Almere Centrum');
  const buiten = placeAsLocation(db, 'name = ?', 'Station Almere Buiten');
  const market = placeAsLocation(db, 'street = ? AND house_number = ?', 'Grote Markt', '125');
  const townHall = placeAsLocation(db, 'street = ? AND house_number = ?', 'Stadhuisplein', '21');
  const amsterdam = placeAsLocation(db, 'street = ? AND house_number = ?', 'Westerdoksdijk', '40A');
  const today = amsterdamDate(new Date(now));
  // Upcoming trips start more than 24 h ahead: tomorrow 10:00, or the day after when that is too close.
  const first = amsterdamAt(today, 1, 10, 0) > now + DAY_MS ? 1 : 2;
  const base = {
    passNumber: pass,
    planningMode: PLANNING_MODE.ByDeparture,
    paymentType: 'payInVehicle',
    attributes: { rollatorOrWalker: 1 },
    preferences: { phoneNumber: '0623456789', driverComment: 'Graag aanbellen, ik loop met een rollator.' },
    bookedDaysAhead: 3,
  } as const;
  return [
    {
      ...base,
      externalTripId: 'RT-RIET0001',
      day: -19,
      at: [9, 30],
      from: home,
      to: centrum,
      status: 'confirmed',
      feedback: { rating: 5, text: 'Keurig op tijd en een behulpzame chauffeur.' },
    },
    {
      ...base,
      externalTripId: 'RT-RIET0002',
      day: -12,
      at: [11, 0],
      planningMode: PLANNING_MODE.ByArrival,
      attributes: { rollatorOrWalker: 1, priority: 'Medium' },
      preferences: { phoneNumber: '0623456789', driverComment: null },
      from: home,
      to: market,
      status: 'paymentConfirmed',
      paymentType: 'iDeal',
      feedback: { rating: 4, text: null },
    },
    {
      ...base,
      externalTripId: 'RT-RIET0003',
      day: -3,
      at: [14, 15],
      from: market,
      to: home,
      status: 'confirmed',
    },
    {
      ...base,
      externalTripId: 'RT-RIET0004',
      day: -6,
      at: [10, 30],
      from: home,
      to: townHall,
      status: 'customerCancelled',
    },
    {
      ...base,
      externalTripId: 'RT-RIET0005',
      day: first,
      at: [10, 0],
      from: home,
      to: townHall,
      status: 'confirmed',
    },
    {
      ...base,
      externalTripId: 'RT-RIET0006',
      day: first + 2,
      at: [14, 30],
      from: home,
      to: amsterdam,
      status: 'confirmed',
    },
    {
      ...base,
      externalTripId: 'RT-RIET0007',
      day: first + 3,
      at: [11, 15],
      from: home,
      to: buiten,
      status: 'pendingPayment',
      paymentType: 'iDeal',
    },
  ];
}

/**
 * Stores seeded trips of a traveller the way `bookTrip` stores a booking (estimate, PT alternative, normalised
 * attributes and preferences, km spent from the trip's pass, tracking id, payment token, recent locations);
 * cancelled trips spend no km, rated trips get their feedback an hour after arrival.
 */
function seedTrips(
  db: Db,
  stations: readonly Station[],
  regionId: number,
  userId: number,
  now: number,
  trips: SeedTrip[],
): void {
  const today = amsterdamDate(new Date(now));
  const insert = db.prepare(
    `INSERT INTO trips (external_trip_id, user_id, pass_number, region_id, status, planning_mode, planned_at, departure_at, arrival_at,
     location_from_json, location_to_json, attributes_json, preferences_json, pt_journey_json, payment_type, card_brand, fare_cents,
     distance_km, duration_min, km_spent, vehicle_tracking_id, feedback_rating, feedback_text, feedback_at, created_at, updated_at,
     payment_token)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const spend = db.prepare(
    'UPDATE pass_registry SET remaining_km = ROUND(remaining_km - ?, 1) WHERE pass_number = ?',
  );
  for (const t of trips) {
    const ride = estimateRide(t.from, t.to);
    const plannedAt = amsterdamAt(today, t.day, t.at[0], t.at[1]);
    const departureAt =
      t.planningMode === PLANNING_MODE.ByDeparture ? plannedAt : plannedAt - ride.durationMin * MINUTE_MS;
    const arrivalAt = departureAt + ride.durationMin * MINUTE_MS;
    const bookedAt = Math.min(departureAt - t.bookedDaysAhead * DAY_MS, now - HOUR_MS);
    const cancelled = t.status === 'customerCancelled';
    const kmSpent = cancelled ? 0 : ride.distanceKm;
    const ptJourney = planPtJourney(
      stations,
      t.from,
      t.to,
      departureAt,
      locationLabel(t.from),
      locationLabel(t.to),
      ride.distanceKm,
    );
    const preferences: TripPreferences = {
      phoneNumber: t.preferences?.phoneNumber ?? null,
      driverComment:
        t.planningMode === PLANNING_MODE.ByDeparture ? (t.preferences?.driverComment ?? null) : null,
    };
    insert.run(
      t.externalTripId,
      userId,
      t.passNumber,
      regionId,
      t.status,
      t.planningMode,
      plannedAt,
      departureAt,
      arrivalAt,
      JSON.stringify(t.from),
      JSON.stringify(t.to),
      JSON.stringify(normalizeAttributes(t.attributes ?? {}, t.planningMode)),
      JSON.stringify(preferences),
      ptJourney ? JSON.stringify(ptJourney) : null,
      t.paymentType,
      t.cardBrand ?? null,
      ride.fareCents,
      ride.distanceKm,
      ride.durationMin,
      kmSpent,
      `vehicle/${t.externalTripId}`,
      t.feedback?.rating ?? null,
      t.feedback?.text ?? null,
      t.feedback ? arrivalAt + HOUR_MS : null,
      bookedAt,
      cancelled ? Math.min(departureAt - DAY_MS, now) : bookedAt,
      newPaymentToken(),
    );
    if (kmSpent > 0) spend.run(roundKm(kmSpent), t.passNumber);
    rememberLocations(db, userId, [t.from, t.to], bookedAt);
  }
}

/** A seeded traveller: the account's id and the pass number its trips are booked on. */
interface SeedTraveller {
  userId: number;
  pass: string;
}

/**
 * Stores the seeded trips of the demo traveller (`demo`) and of the history traveller (`history`) in region
 * `regionId`, as `seedDatabase` (seed.ts) describes them: days and times Europe/Amsterdam relative to the
 * Amsterdam date of `now` (epoch ms); km spent from each trip's pass.
 */
export function seedTravellerTrips(
  db: Db,
  now: number,
  regionId: number,
  demo: SeedTraveller,
  history: SeedTraveller,
): void {
  const stations = stationsOf(loadPlaces(db));
  seedTrips(db, stations, regionId, demo.userId, now, demoTrips(db, demo.pass));
  seedTrips(db, stations, regionId, history.userId, now, historyTrips(db, now, history.pass));
}
