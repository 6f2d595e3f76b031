import { readFileSync } from 'node:fs';
import { serverPath } from './lib/paths';
import type { Db } from './db';
import { haversineKm } from './lib/geo';
import { hashPassword } from './lib/passwords';
import { estimateRide } from './sim/estimate';
import { normalizeAttributes } from './lib/booking';
import type { Location, RegionSettings } from './lib/store';
import { rememberLocations } from './lib/store';
import { DAY_MS, HOUR_MS, MINUTE_MS, amsterdamDate, startOfDayMs } from './lib/time';

/* Seeds the reference database (only when empty) from server/data/*.csv and fixed demo data. */

/** Demo traveller (team notes): activated, nl-NL, postcode 1013 AE. */
export const DEMO_EMAIL = 'demo@example.com';
/** The demo traveller's password (satisfies the seeded policy). */
export const DEMO_PASSWORD = 'Welkom-2026!';
/** The demo traveller's pass numbers: own pass 500 km, companion pass 250 km. */
export const DEMO_PASSES = [
  { passNumber: '2001000101', dateOfBirth: '1984-03-15', alias: 'Eigen pas', budgetKm: 500 },
  { passNumber: '2001000102', dateOfBirth: '1952-11-02', alias: 'Begeleider', budgetKm: 250 },
] as const;
/** Unassigned passes in the registry (for adding a pass number / registering more users). */
export const FREE_PASSES = [
  { passNumber: '2001000103', dateOfBirth: '1990-07-21', budgetKm: 400 },
  { passNumber: '2001000104', dateOfBirth: '1975-01-30', budgetKm: 300 },
  { passNumber: '2001000105', dateOfBirth: '2001-12-05', budgetKm: 600 },
  { passNumber: '2001000106', dateOfBirth: '1948-06-09', budgetKm: 250 },
  { passNumber: '2001000107', dateOfBirth: '1966-09-17', budgetKm: 350 },
] as const;

/** The one served region (SPEC §9). */
export const REGION_ID = 20;

/** Region 20 settings (SPEC §3). */
export const REGION_SETTINGS: RegionSettings = {
  postalCodeSettings: { defaultPostalCode: '1013 AE' },
  isPassNumberRequired: true,
  paymentOptions: [
    { paymentType: 'payInVehicle', cardBrand: null },
    { paymentType: 'iDeal', cardBrand: null },
    { paymentType: 'monthlyBilling', cardBrand: null },
    { paymentType: 'creditCard', cardBrand: 'masterCard' },
    { paymentType: 'creditCard', cardBrand: 'maestro' },
    { paymentType: 'creditCard', cardBrand: 'visa' },
    { paymentType: 'creditCard', cardBrand: 'visaElectron' },
  ],
  isBookingWithoutAccountEnabled: true,
  isTrafficIndicatorEnabled: true,
  isBookingBlockedByPtAdviceEnabled: false,
};

type AttributeSeed = [
  name: string,
  titleNl: string,
  titleEn: string,
  type: 'dropdown' | 'checkbox',
  group: [name: string, nl: string, en: string] | null,
  code: string,
  maxUnits: number,
];

const TAKE_ALONG: [string, string, string] = ['takeAlong', 'Wat neemt u mee?', 'What do you take with you?'];
const WHEELCHAIR: [string, string, string] = [
  'wheelchair',
  'Rolstoel of scootmobiel',
  'Wheelchair or mobility scooter',
];

/** SPEC §3 attributes. `priority` units index None, Low, Medium, High (max 3). */
const ATTRIBUTES: AttributeSeed[] = [
  [
    'travelers',
    'Medereizigers (vanaf 12 jaar)',
    'Companions (12 years and older)',
    'dropdown',
    ['companions', 'Medereizigers', 'Companions'],
    'MRZ',
    5,
  ],
  [
    'children0to12',
    'Kinderen (0 t/m 11 jaar)',
    'Children (0 to 11 years)',
    'dropdown',
    ['children', 'Kinderen', 'Children'],
    'KND',
    5,
  ],
  ['standardWheelchair', 'Standaard rolstoel', 'Standard wheelchair', 'dropdown', WHEELCHAIR, 'RST', 1],
  ['foldableWheelchair', 'Opvouwbare rolstoel', 'Foldable wheelchair', 'dropdown', WHEELCHAIR, 'RSO', 1],
  ['electricWheelchair', 'Elektrische rolstoel', 'Electric wheelchair', 'dropdown', WHEELCHAIR, 'RSE', 1],
  ['mobilityScooter', 'Scootmobiel', 'Mobility scooter', 'dropdown', WHEELCHAIR, 'SCO', 1],
  ['rollatorOrWalker', 'Rollator of looprek', 'Rollator or walker', 'checkbox', TAKE_ALONG, 'ROL', 1],
  ['handLuggage', 'Handbagage', 'Hand luggage', 'checkbox', TAKE_ALONG, 'HBG', 1],
  ['tricycle', 'Driewielfiets', 'Tricycle', 'checkbox', TAKE_ALONG, 'DWF', 1],
  ['stroller', 'Kinderwagen', 'Stroller', 'checkbox', TAKE_ALONG, 'KWG', 1],
  ['guideDog', 'Geleidehond', 'Guide dog', 'checkbox', TAKE_ALONG, 'GLH', 1],
  [
    'priority',
    'Prioriteit bij aankomst',
    'Arrival priority',
    'dropdown',
    ['priority', 'Prioriteit', 'Priority'],
    'PRI',
    3,
  ],
];

const RELEASE_NOTES = [
  {
    version: '4.0.0',
    nl: '<p>Welkom bij de nieuwe RegioTaxi-website. U kunt nu ritten boeken, uw ritten bekijken en uw profiel beheren.</p>',
    en: '<p>Welcome to the new RegioTaxi website. You can now book trips, view your trips and manage your profile.</p>',
  },
  {
    version: '4.1.0',
    nl:
      '<h2>Nieuw in versie 4.1.0</h2><ul><li><strong>Volg uw taxi</strong> live op de kaart, vanaf 30 minuten voor vertrek.</li>' +
      '<li>Boek direct ook uw <em>retourrit</em>.</li><li>Download uw rittenoverzicht als PDF.</li></ul>' +
      '<p>Lees meer in de <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">bronvermelding van de kaartgegevens</a>.</p>',
    en:
      '<h2>New in version 4.1.0</h2><ul><li><strong>Follow your taxi</strong> live on the map, from 30 minutes before departure.</li>' +
      '<li>Book your <em>return trip</em> right away.</li><li>Download your trip history as a PDF.</li></ul>' +
      '<p>Read more in the <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">map data attribution</a>.</p>',
  },
];

/** A station gets the street address of a register address at most this far away (km), else none. */
const STATION_ADDRESS_MAX_KM = 0.15;

function dataFile(name: string): string {
  return serverPath(`data/${name}`);
}

/** Parses one of the seed CSVs (comma-separated, header row, no quoted fields). */
export function readCsv(name: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(dataFile(name), 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  const columns = (header ?? '').split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
  });
}

/** Residence of a station row (stations.csv has only a name). */
function stationResidence(name: string): string {
  const amsterdam = ['Bullewijk', 'Holendrecht', 'Spaklerweg', 'Strandvliet', 'Van der Madeweg'];
  if (amsterdam.includes(name)) return 'Amsterdam';
  if (name.startsWith('Koog')) return 'Koog aan de Zaan';
  if (name.startsWith('Nieuw Vennep')) return 'Nieuw-Vennep';
  return name.split(/[ -]/)[0] ?? name;
}

/** True when the database has been seeded. */
export function isSeeded(db: Db): boolean {
  return db.prepare('SELECT 1 FROM meta WHERE key = ?').get('seededAt') !== undefined;
}

/**
 * Seeds an empty database: places and stations (server/data), PT stops, region 20 with its settings and
 * attribute definitions, the password policy, the pass registry, the demo traveller with two pass numbers, three
 * completed demo trips (2, 5 and 9 days before `now`, one rated) and their recent locations, and two release notes.
 * Does nothing when already seeded.
 * @param now epoch ms (server clock) used for relative dates (validity end of next year, past trips).
 */
export function seedDatabase(db: Db, now: number): void {
  if (isSeeded(db)) return;
  db.transaction(() => {
    const insertPlace = db.prepare(
      'INSERT INTO places (kind, name, street, house_number, post_code, residence, latitude, longitude) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const addresses = readCsv('places.csv');
    for (const r of addresses) {
      insertPlace.run(
        'address',
        r.name || null,
        r.street ?? '',
        r.houseNumber ?? '',
        r.postCode || null,
        r.residence ?? '',
        Number(r.latitude),
        Number(r.longitude),
      );
    }
    const addressPoints = addresses.map((r) => ({
      r,
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
    }));
    for (const r of readCsv('stations.csv')) {
      const name = r.name ?? '';
      const point = { latitude: Number(r.latitude), longitude: Number(r.longitude) };
      // A station is bookable (SPEC §5 needs street, number, city) when a register address lies next to it.
      const near = addressPoints
        .map((a) => ({ a, km: haversineKm(a, point) }))
        .filter((x) => x.km <= STATION_ADDRESS_MAX_KM)
        .sort((x, y) => x.km - y.km)[0]?.a.r;
      insertPlace.run(
        'station',
        `Station ${name}`,
        near?.street ?? '',
        near?.houseNumber ?? '',
        near?.postCode || null,
        near?.residence ?? stationResidence(name),
        point.latitude,
        point.longitude,
      );
    }
    const insertStop = db.prepare(
      'INSERT INTO stops (name, latitude, longitude, kind, osm_id) VALUES (?, ?, ?, ?, ?)',
    );
    for (const r of readCsv('stops.csv'))
      insertStop.run(r.name ?? '', Number(r.latitude), Number(r.longitude), r.kind ?? '', r.osm_id ?? '');

    db.prepare('INSERT INTO regions (id, name, contract_id, settings_json) VALUES (?, ?, ?, ?)').run(
      REGION_ID,
      'Regio Amsterdam-Almere',
      'RT-20-2026',
      JSON.stringify(REGION_SETTINGS),
    );
    const insertAttr = db.prepare(
      `INSERT INTO attribute_definitions (region_id, sort, name, title_nl, title_en, type, group_name, group_title_nl, group_title_en,
       code, read_only, default_units, min_units, max_units) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?)`,
    );
    ATTRIBUTES.forEach(([name, nl, en, type, group, code, max], i) =>
      insertAttr.run(
        REGION_ID,
        i + 1,
        name,
        nl,
        en,
        type,
        group?.[0] ?? null,
        group?.[1] ?? null,
        group?.[2] ?? null,
        code,
        max,
      ),
    );
    db.prepare(
      `INSERT INTO password_policy (id, minimum_length, require_lowercase, require_uppercase, require_numbers, require_symbols,
       maximum_consecutive_characters) VALUES (1, 8, 1, 1, 1, 1, 3)`,
    ).run();

    const validUntil = `${Number(amsterdamDate(new Date(now)).slice(0, 4)) + 1}-12-31`;
    const userId = Number(
      db
        .prepare(
          `INSERT INTO users (email, password_hash, first_name, surname, phone, language, post_code, newsletter, region_id,
           has_monthly_billing, activated_at, created_at) VALUES (?, ?, 'Demo', 'Reiziger', '0612345678', 'nl-NL', '1013 AE', 0, ?, 0, ?, ?)`,
        )
        .run(DEMO_EMAIL, hashPassword(DEMO_PASSWORD), REGION_ID, now, now).lastInsertRowid,
    );
    const insertPass = db.prepare(
      `INSERT INTO pass_registry (pass_number, date_of_birth, budget_km, remaining_km, valid_until, owner_user_id, alias, assigned_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    DEMO_PASSES.forEach((p, i) =>
      insertPass.run(
        p.passNumber,
        p.dateOfBirth,
        p.budgetKm,
        p.budgetKm,
        validUntil,
        userId,
        p.alias,
        now + i,
      ),
    );
    for (const p of FREE_PASSES)
      insertPass.run(p.passNumber, p.dateOfBirth, p.budgetKm, p.budgetKm, validUntil, null, null, null);

    seedDemoTrips(db, userId, now);

    const insertNote = db.prepare(
      'INSERT INTO release_notes (version, body_nl, body_en, published_at) VALUES (?, ?, ?, ?)',
    );
    RELEASE_NOTES.forEach((n, i) =>
      insertNote.run(n.version, n.nl, n.en, now - (RELEASE_NOTES.length - i) * DAY_MS),
    );

    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('seededAt', new Date(now).toISOString());
  })();
}

function placeAsLocation(db: Db, where: string, arg: string): Location {
  const row = db
    .prepare<
      [string],
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
    .get(arg);
  if (!row) throw new Error(`seed: no place for ${arg}`);
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

function seedDemoTrips(db: Db, userId: number, now: number): void {
  const home = placeAsLocation(db, 'post_code = ?', '1013 AE');
  const silodam = placeAsLocation(db, 'street = ?', 'Silodam');
  const almere = placeAsLocation(db, 'residence = ?', 'Almere');
  const today = startOfDayMs(amsterdamDate(new Date(now)));
  const trips: {
    daysAgo: number;
    hour: number;
    from: Location;
    to: Location;
    rating: number | null;
    comment: string | null;
  }[] = [
    { daysAgo: 9, hour: 9.25, from: home, to: almere, rating: 4, comment: 'Vriendelijke chauffeur.' },
    { daysAgo: 5, hour: 14.5, from: almere, to: home, rating: null, comment: null },
    { daysAgo: 2, hour: 10, from: home, to: silodam, rating: null, comment: null },
  ];
  const insert = db.prepare(
    `INSERT INTO trips (external_trip_id, user_id, pass_number, region_id, status, planning_mode, planned_at, departure_at, arrival_at,
     location_from_json, location_to_json, attributes_json, preferences_json, pt_journey_json, payment_type, card_brand, fare_cents,
     distance_km, duration_min, km_spent, vehicle_tracking_id, feedback_rating, feedback_text, feedback_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'confirmed', 1, ?, ?, ?, ?, ?, ?, ?, NULL, 'payInVehicle', NULL, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?)`,
  );
  trips.forEach((t, i) => {
    const departureAt = today - t.daysAgo * DAY_MS + t.hour * HOUR_MS;
    const est = estimateRide(t.from, t.to);
    const arrivalAt = departureAt + est.durationMin * MINUTE_MS;
    const id = `RT-DEMO000${i + 1}`;
    insert.run(
      id,
      userId,
      DEMO_PASSES[0].passNumber,
      REGION_ID,
      departureAt,
      departureAt,
      arrivalAt,
      JSON.stringify(t.from),
      JSON.stringify(t.to),
      JSON.stringify(normalizeAttributes({}, 1)),
      JSON.stringify({ phoneNumber: null, driverComment: null }),
      est.fareCents,
      est.distanceKm,
      est.durationMin,
      `vehicle/${id}`,
      t.rating,
      t.comment,
      t.rating === null ? null : arrivalAt + HOUR_MS,
      departureAt - 2 * DAY_MS,
      departureAt - 2 * DAY_MS,
    );
    rememberLocations(db, userId, [t.from, t.to], departureAt - 2 * DAY_MS);
  });
}
