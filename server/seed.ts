import { randomBytes } from 'node:crypto';
import type { Db } from './db';
import type { RegionSettings } from './lib/store';
import { DAY_MS, amsterdamDate } from './lib/time';
import { seedRows } from './seed-places';
import { seedTravellerTrips } from './seed-trips';

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
/**
 * Traveller on invoice (product §3/§4 monthly billing as a traveller property): activated, nl-NL, one pass
 * number. Monthly billing is forced for every booking of this traveller.
 */
export const MONTHLY_BILLING_EMAIL = 'maand@example.com';
/** The traveller on invoice's password (same as the demo traveller's). */
export const MONTHLY_BILLING_PASSWORD = 'Welkom-2026!';
/** The traveller on invoice's only pass number. */
export const MONTHLY_BILLING_PASS = {
  passNumber: '2001000108',
  dateOfBirth: '1947-04-22',
  alias: 'Eigen pas',
  budgetKm: 400,
} as const;
/**
 * Traveller with a full, realistic trip history: Riet de Vries, activated, nl-NL, postcode 1357 CJ
 * (Almere), one pass number. Unlike the demo traveller she also has upcoming trips (see {@link seedDatabase}), so
 * the demo traveller can start with nothing planned in the coming 2 weeks (walking-skeleton e2e test).
 */
export const HISTORY_TRAVELLER_EMAIL = 'reiziger@example.com';
/** The history traveller's password (same as the demo traveller's). */
export const HISTORY_TRAVELLER_PASSWORD = 'Welkom-2026!';
/** The history traveller's only pass number (300 km budget; her seeded trips spend from it). */
export const HISTORY_TRAVELLER_PASS = {
  passNumber: '2001000109',
  dateOfBirth: '1949-08-14',
  alias: 'Eigen pas',
  budgetKm: 300,
} as const;

/**
 * External ids of the seeded trips (see {@link seedDatabase} for their dates and statuses).
 * Demo traveller: 0001 completed and rated, 0002 and 0003 completed and unrated, 0004 cancelled by the customer.
 * History traveller: 0001 and 0002 completed and rated, 0003 completed and unrated, 0004 cancelled by the
 * customer, 0005 and 0006 confirmed (upcoming), 0007 pendingPayment (iDeal, upcoming, with payment link).
 */
export const SEEDED_TRIP_IDS = {
  demo: {
    completedRated: 'RT-DEMO0001',
    completedUnrated: ['RT-DEMO0002', 'RT-DEMO0003'],
    cancelled: 'RT-DEMO0004',
  },
  history: {
    completedRated: ['RT-RIET0001', 'RT-RIET0002'],
    completedUnrated: 'RT-RIET0003',
    cancelled: 'RT-RIET0004',
    confirmed: ['RT-RIET0005', 'RT-RIET0006'],
    pendingPayment: 'RT-RIET0007',
  },
} as const;

/** Unassigned passes in the registry (for adding a pass number / registering more users). */
export const FREE_PASSES = [
  { passNumber: '2001000103', dateOfBirth: '1990-07-21', budgetKm: 400 },
  { passNumber: '2001000104', dateOfBirth: '1975-01-30', budgetKm: 300 },
  { passNumber: '2001000105', dateOfBirth: '2001-12-05', budgetKm: 600 },
  { passNumber: '2001000106', dateOfBirth: '1948-06-09', budgetKm: 250 },
  { passNumber: '2001000107', dateOfBirth: '1966-09-17', budgetKm: 350 },
] as const;

/** The one served region (product §9). */
export const REGION_ID = 20;

/** Region 20 settings (product §3). */
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
  maxDaysAhead: 60,
  contactPhone: '088 123 45 67',
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

/** product §3 attributes. `priority` units index None, Low, Medium, High (max 3). */
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
      '<h2>Nieuw in versie 4.1.0</h2><ul><li><strong>Volg uw taxi</strong> live op de kaart, vanaf 60 minuten voor vertrek.</li>' +
      '<li>Boek direct ook uw <em>retourrit</em>.</li><li>Download uw rittenoverzicht als PDF.</li></ul>' +
      '<p>Lees meer in de <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">bronvermelding van de kaartgegevens</a>.</p>',
    en:
      '<h2>New in version 4.1.0</h2><ul><li><strong>Follow your taxi</strong> live on the map, from 60 minutes before departure.</li>' +
      '<li>Book your <em>return trip</em> right away.</li><li>Download your trip history as a PDF.</li></ul>' +
      '<p>Read more in the <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">map data attribution</a>.</p>',
  },
];

/** True when the database has been seeded. */
function isSeeded(db: Db): boolean {
  return db.prepare('SELECT 1 FROM meta WHERE key = ?').get('seededAt') !== undefined;
}

/**
 * The scrypt hashes stored for the seeded accounts' (published) demo passwords, by e-mail: each made once with its
 * own random salt (no two accounts share a hash) by `hashPassword` (server/lib/passwords.ts: the format and cost of
 * every stored hash) and kept here, so a seed hashes nothing. Hashing them cost about 100 ms of CPU in every
 * process that seeds (each test file's in-process server is one). tests/server/trips-seed.test.ts fails when one no
 * longer verifies against its account's password; after a change of password or cost, make new ones with
 * `npx tsx -e "import('./server/lib/passwords.ts').then(async (p) => console.log(await p.hashPassword('…')))"`.
 */
export const SEED_PASSWORD_HASHES: Readonly<Record<string, string>> = {
  [DEMO_EMAIL]: 'scrypt$XCEDmnb27F/dm8vhgyVT2A==$3Ud5h4L9hFu74cVlmeFW0LuBvqPiBlNoJSgwFocDaQQ=',
  [MONTHLY_BILLING_EMAIL]: 'scrypt$0B2ec/LtZ+FyDtcGsP8EqQ==$0aBIbKN7OnS8UJYw7Zl8Ds+CERTA7p972EyOUb0rK+M=',
  [HISTORY_TRAVELLER_EMAIL]: 'scrypt$5TN+ossBGg+8zmNly+qVPA==$/Fz5mTeiJsMGOU7khwNtNOcDD919lBZl/PJmWhGRO0c=',
};

/** The stored hash of seeded account `email` ({@link SEED_PASSWORD_HASHES}). @throws for an account without one. */
function seedPasswordHash(email: string): string {
  const hash = SEED_PASSWORD_HASHES[email];
  if (hash === undefined) throw new Error(`No seeded password hash for ${email}`);
  return hash;
}

/**
 * Seeds an empty database: places and stations (server/data), PT stops, region 20 with its settings and
 * attribute definitions, the password policy, the pass registry, three travellers, their trips and recent
 * locations, and two release notes. Does nothing when already seeded.
 *
 * Travellers (all activated, nl-NL, password `Welkom-2026!`):
 * - {@link DEMO_EMAIL} (Demo Reiziger; passes 2001000101, 500 km, and 2001000102, 250 km): ONLY PAST trips, so a
 *   fresh demo has nothing planned in the coming 2 weeks (walking-skeleton e2e test) — RT-DEMO0001 completed
 *   9 days ago 09:15 (rated 4), RT-DEMO0002 completed 5 days ago 14:30 and RT-DEMO0003 completed 2 days ago
 *   10:00 (both unrated, to rate), RT-DEMO0004 cancelled by the customer, 6 days ago 11:00. All on 2001000101.
 * - {@link HISTORY_TRAVELLER_EMAIL} (Riet de Vries; pass 2001000109, 300 km): the full history — RT-RIET0001
 *   completed 19 days ago 09:30 (rated 5), RT-RIET0002 completed 12 days ago, by arrival at 11:00 with priority
 *   Medium, paid with iDeal (rated 4), RT-RIET0003 completed 3 days ago 14:15 (unrated), RT-RIET0004 cancelled
 *   by the customer, 6 days ago 10:30; upcoming: RT-RIET0005 confirmed on day D at 10:00 and RT-RIET0006
 *   confirmed on D+2 at 14:30, where D is tomorrow, or the day after when tomorrow 10:00 is not more than 24 h
 *   after `now`; RT-RIET0007 pendingPayment (iDeal) on D+3 at 11:15 with a payment link (`/pay/<token>`).
 * - {@link MONTHLY_BILLING_EMAIL} (Maria Maandfactuur; pass 2001000108, 400 km; on invoice): no trips; Riet is
 *   her carer (manager, an active link: product §10.12).
 *
 * Days and times are Europe/Amsterdam, relative to the seed day (the Amsterdam date of `now`); past trips are
 * stored as booked (confirmed / paymentConfirmed) and the clock shows them completed. Trips run between real
 * addresses and stations of server/data/places.csv; distance, duration and fare come from `estimateRide`,
 * the public-transport alternative from `planPtJourney`, as for real bookings (seed-trips.ts); each trip has a vehicle
 * tracking id `vehicle/<id>` and its own payment token; the km of every trip that is not cancelled are spent
 * from the budget of its pass (a cancelled trip's km were given back). Ids: {@link SEEDED_TRIP_IDS}.
 * @param now epoch ms (server clock at the first start or at `POST /dev/reset`) used for relative dates
 *   (validity end of next year, trips).
 */
export function seedDatabase(db: Db, now: number): void {
  if (isSeeded(db)) return;
  db.transaction(() => {
    const insertPlace = db.prepare(
      'INSERT INTO places (kind, name, street, house_number, post_code, residence, latitude, longitude) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const { places, stops } = seedRows();
    for (const place of places) insertPlace.run(...place);
    const insertStop = db.prepare(
      'INSERT INTO stops (name, latitude, longitude, kind, osm_id) VALUES (?, ?, ?, ?, ?)',
    );
    for (const stop of stops) insertStop.run(...stop);

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
        .run(DEMO_EMAIL, seedPasswordHash(DEMO_EMAIL), REGION_ID, now, now).lastInsertRowid,
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

    const monthlyUserId = Number(
      db
        .prepare(
          `INSERT INTO users (email, password_hash, first_name, surname, phone, language, post_code, newsletter, region_id,
           has_monthly_billing, activated_at, created_at) VALUES (?, ?, 'Maria', 'Maandfactuur', '0687654321', 'nl-NL', '1013 AE', 0, ?, 1, ?, ?)`,
        )
        .run(MONTHLY_BILLING_EMAIL, seedPasswordHash(MONTHLY_BILLING_EMAIL), REGION_ID, now, now)
        .lastInsertRowid,
    );
    const mp = MONTHLY_BILLING_PASS;
    insertPass.run(
      mp.passNumber,
      mp.dateOfBirth,
      mp.budgetKm,
      mp.budgetKm,
      validUntil,
      monthlyUserId,
      mp.alias,
      now,
    );

    const historyUserId = Number(
      db
        .prepare(
          `INSERT INTO users (email, password_hash, first_name, surname, phone, language, post_code, newsletter, region_id,
           has_monthly_billing, activated_at, created_at) VALUES (?, ?, 'Riet', 'de Vries', '0623456789', 'nl-NL', '1357 CJ', 0, ?, 0, ?, ?)`,
        )
        .run(HISTORY_TRAVELLER_EMAIL, seedPasswordHash(HISTORY_TRAVELLER_EMAIL), REGION_ID, now, now)
        .lastInsertRowid,
    );
    const hp = HISTORY_TRAVELLER_PASS;
    insertPass.run(
      hp.passNumber,
      hp.dateOfBirth,
      hp.budgetKm,
      hp.budgetKm,
      validUntil,
      historyUserId,
      hp.alias,
      now,
    );

    seedTravellerTrips(
      db,
      now,
      REGION_ID,
      { userId, pass: DEMO_PASSES[0].passNumber },
      { userId: historyUserId, pass: HISTORY_TRAVELLER_PASS.passNumber },
    );

    // Riet cares for Maria as a manager (product §10.12); no invitation token exists (a hash of nothing kept).
    const link = [
      monthlyUserId,
      HISTORY_TRAVELLER_EMAIL,
      historyUserId,
      randomBytes(32).toString('hex'),
      now,
    ];
    db.prepare(
      `INSERT INTO carer_links (traveller_user_id, carer_email, carer_user_id, role, status, token_hash, expires_at,
       created_at, accepted_at) VALUES (?, ?, ?, 'manager', 'active', ?, ?, ?, ?)`,
    ).run(...link, now, now);

    const insertNote = db.prepare(
      'INSERT INTO release_notes (version, body_nl, body_en, published_at) VALUES (?, ?, ?, ?)',
    );
    RELEASE_NOTES.forEach((n, i) =>
      insertNote.run(n.version, n.nl, n.en, now - (RELEASE_NOTES.length - i) * DAY_MS),
    );

    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('seededAt', new Date(now).toISOString());
  })();
}
