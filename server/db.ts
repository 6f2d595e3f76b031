import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/** The reference server's SQLite handle (better-sqlite3, synchronous). */
export type Db = Database.Database;

/** Default file for the persistent database, relative to the working directory (git-ignored). */
export const DEFAULT_DB_PATH = '.data/reference.sqlite';

/**
 * Schema of the reference server. All instants are epoch milliseconds (UTC); calendar dates are `YYYY-MM-DD`
 * strings; distances and budgets are km (REAL); money is integer euro cents; JSON columns hold wire shapes
 * (Location, Attributes, TripPreferences, PtJourney) as in openapi/ticketing.yaml.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS places (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('address', 'station')),
  name TEXT,
  street TEXT NOT NULL,
  house_number TEXT NOT NULL,
  post_code TEXT,
  residence TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL
);

CREATE TABLE IF NOT EXISTS stops (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  kind TEXT NOT NULL,
  osm_id TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS regions (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  contract_id TEXT NOT NULL,
  settings_json TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS attribute_definitions (
  id INTEGER PRIMARY KEY,
  region_id INTEGER NOT NULL REFERENCES regions(id),
  sort INTEGER NOT NULL,
  name TEXT NOT NULL,
  title_nl TEXT NOT NULL,
  title_en TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('dropdown', 'checkbox')),
  group_name TEXT,
  group_title_nl TEXT,
  group_title_en TEXT,
  code TEXT NOT NULL,
  read_only INTEGER NOT NULL DEFAULT 0,
  default_units INTEGER NOT NULL DEFAULT 0,
  min_units INTEGER NOT NULL DEFAULT 0,
  max_units INTEGER NOT NULL DEFAULT 1,
  UNIQUE (region_id, name)
);

CREATE TABLE IF NOT EXISTS password_policy (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  minimum_length INTEGER NOT NULL,
  require_lowercase INTEGER NOT NULL,
  require_uppercase INTEGER NOT NULL,
  require_numbers INTEGER NOT NULL,
  require_symbols INTEGER NOT NULL,
  maximum_consecutive_characters INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  surname TEXT NOT NULL,
  phone TEXT NOT NULL,
  language TEXT NOT NULL DEFAULT 'nl-NL',
  post_code TEXT,
  newsletter INTEGER NOT NULL DEFAULT 0,
  region_id INTEGER NOT NULL DEFAULT 20,
  has_monthly_billing INTEGER NOT NULL DEFAULT 0,
  activated_at INTEGER,
  delete_requested_at INTEGER,
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS pass_registry (
  pass_number TEXT PRIMARY KEY,
  date_of_birth TEXT NOT NULL,
  budget_km REAL NOT NULL,
  remaining_km REAL NOT NULL,
  valid_until TEXT NOT NULL,
  owner_user_id INTEGER REFERENCES users(id),
  alias TEXT,
  assigned_at INTEGER
);

CREATE TABLE IF NOT EXISTS sessions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  access_hash TEXT NOT NULL UNIQUE,
  access_expires_at INTEGER NOT NULL,
  refresh_hash TEXT NOT NULL UNIQUE,
  refresh_expires_at INTEGER NOT NULL,
  refresh_used_at INTEGER,
  revoked_at INTEGER,
  created_at INTEGER NOT NULL,
  family TEXT
);

CREATE TABLE IF NOT EXISTS codes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('activation', 'passwordReset')),
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  superseded_at INTEGER
);

CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY,
  to_email TEXT NOT NULL COLLATE NOCASE,
  kind TEXT NOT NULL,
  code TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  details_json TEXT
);

CREATE TABLE IF NOT EXISTS trips (
  id INTEGER PRIMARY KEY,
  external_trip_id TEXT NOT NULL UNIQUE,
  user_id INTEGER REFERENCES users(id),
  guest_email TEXT,
  guest_first_name TEXT,
  guest_last_name TEXT,
  pass_number TEXT,
  region_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  planning_mode INTEGER NOT NULL,
  planned_at INTEGER NOT NULL,
  departure_at INTEGER NOT NULL,
  arrival_at INTEGER NOT NULL,
  location_from_json TEXT NOT NULL,
  location_to_json TEXT NOT NULL,
  attributes_json TEXT NOT NULL,
  preferences_json TEXT NOT NULL,
  pt_journey_json TEXT,
  payment_type TEXT NOT NULL,
  card_brand TEXT,
  fare_cents INTEGER NOT NULL,
  distance_km REAL NOT NULL,
  duration_min INTEGER NOT NULL,
  km_spent REAL NOT NULL DEFAULT 0,
  vehicle_tracking_id TEXT NOT NULL,
  feedback_rating INTEGER,
  feedback_text TEXT,
  feedback_at INTEGER,
  idempotency_scope TEXT,
  idempotency_key TEXT,
  request_hash TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  payment_token TEXT DEFAULT (lower(hex(randomblob(32)))),
  UNIQUE (idempotency_scope, idempotency_key)
);
CREATE INDEX IF NOT EXISTS trips_user_departure ON trips (user_id, departure_at);

-- Changes of booked trips (server/lib/trip-change.ts, product §10.11): the first answer of each Idempotency-Key,
-- so a retried change answers it again. scope is 'user:<id>' or 'guest:<trip id>'.
CREATE TABLE IF NOT EXISTS trip_changes (
  id INTEGER PRIMARY KEY,
  scope TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  trip_id INTEGER NOT NULL REFERENCES trips(id),
  response_json TEXT NOT NULL,
  etag TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (scope, idempotency_key)
);

CREATE TABLE IF NOT EXISTS recent_locations (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  location_key TEXT NOT NULL,
  location_json TEXT NOT NULL,
  used_at INTEGER NOT NULL,
  UNIQUE (user_id, location_key)
);

CREATE TABLE IF NOT EXISTS release_notes (
  id INTEGER PRIMARY KEY,
  version TEXT NOT NULL,
  body_nl TEXT NOT NULL,
  body_en TEXT NOT NULL,
  published_at INTEGER NOT NULL
);

-- Attempt limits (server/lib/attempt-limits.ts): rate-limiter-flexible's RateLimiterSQLite table,
-- one row per counted key ('<limiter>:<key>'), points = failures (or lockouts), expire = epoch ms (real time).
CREATE TABLE IF NOT EXISTS rate_limits (
  key TEXT PRIMARY KEY,
  points INTEGER NOT NULL DEFAULT 0,
  expire INTEGER
);

-- API extensions (server/lib/saved-places.ts, travel-preferences.ts, trip-shares.ts).
-- Saved places: at most 10 per traveller (checked in the write's transaction); ids never reused.
CREATE TABLE IF NOT EXISTS saved_places (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  name TEXT NOT NULL,
  location_json TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- Travel preferences: one row per traveller once saved (none = the defaults).
CREATE TABLE IF NOT EXISTS travel_preferences (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  companions INTEGER NOT NULL,
  children INTEGER NOT NULL,
  take_along_json TEXT NOT NULL,
  call_before_pickup INTEGER NOT NULL,
  payment_type TEXT,
  card_brand TEXT,
  default_pass_number TEXT,
  updated_at INTEGER NOT NULL
);

-- Share links of trips: only the SHA-256 of the token is kept (hex); stopped_at is set when the traveller stops
-- sharing or replaces the link; the link expires at expires_at (arrival + 2 h).
CREATE TABLE IF NOT EXISTS trip_shares (
  id INTEGER PRIMARY KEY,
  trip_id INTEGER NOT NULL REFERENCES trips(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  stopped_at INTEGER
);

-- A guest's confirmation link (server/lib/guest-trips.ts): one per trip booked without an account; only the
-- SHA-256 of the token is kept (hex).
CREATE TABLE IF NOT EXISTS guest_trip_links (
  trip_id INTEGER PRIMARY KEY REFERENCES trips(id),
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);

-- Carers (server/lib/carers.ts, product §10.12): a traveller's invitation of a carer by e-mail and, once accepted,
-- the link with the carer's account. Only the SHA-256 of the invitation token is kept (hex); an invitation expires
-- at expires_at (7 days); status invited | active | declined | removed (ended_at, ended_by: traveller, carer or
-- account).
CREATE TABLE IF NOT EXISTS carer_links (
  id INTEGER PRIMARY KEY,
  traveller_user_id INTEGER NOT NULL REFERENCES users(id),
  carer_email TEXT NOT NULL COLLATE NOCASE,
  carer_user_id INTEGER REFERENCES users(id),
  role TEXT NOT NULL CHECK (role IN ('observer', 'manager')),
  status TEXT NOT NULL CHECK (status IN ('invited', 'active', 'declined', 'removed')),
  token_hash TEXT NOT NULL UNIQUE,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  accepted_at INTEGER,
  ended_at INTEGER,
  ended_by TEXT CHECK (ended_by IN ('traveller', 'carer', 'account'))
);

CREATE TABLE IF NOT EXISTS release_note_views (
  user_id INTEGER NOT NULL REFERENCES users(id),
  note_id INTEGER NOT NULL REFERENCES release_notes(id),
  viewed_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, note_id)
);
`;

/** Tables in dependency order (children first), for wiping on `POST /dev/reset`. */
const TABLES = [
  'rate_limits',
  'carer_links',
  'trip_changes',
  'guest_trip_links',
  'trip_shares',
  'travel_preferences',
  'saved_places',
  'release_note_views',
  'release_notes',
  'recent_locations',
  'trips',
  'outbox',
  'codes',
  'sessions',
  'pass_registry',
  'users',
  'password_policy',
  'attribute_definitions',
  'regions',
  'stops',
  'places',
  'meta',
] as const;

/**
 * Opens (and creates when missing) the reference database and applies the schema.
 * @param path a file path (its directory is created) or `':memory:'`; default {@link DEFAULT_DB_PATH}.
 */
export function openDatabase(path: string = DEFAULT_DB_PATH): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  applySchema(db);
  return db;
}

/**
 * Columns added after the first schema: added to databases created before them (with a backfill), then indexed.
 * `sessions.family`: the login a session descends from (refresh-token reuse revokes the family);
 * `trips.payment_token`: the unguessable capability in the payment page URL;
 * `outbox.details_json`: what a mail without a code says (a guest's booking confirmation);
 * `trips.version`, `changed_at`, `changed_by`, `series_id`: a trip's version (its ETag), its last change and who
 * made it, and the series it was booked in (product §10.11);
 * `trips.booked_by_json`, `changed_by_json`, `cancelled_by_json`: the carer (`{ firstName, surname }`) who booked,
 * last changed or cancelled the trip for the traveller, null when the traveller did (product §10.12).
 */
const ADDED_COLUMNS = [
  {
    table: 'sessions',
    column: 'family',
    add: 'ALTER TABLE sessions ADD COLUMN family TEXT',
    backfill: "UPDATE sessions SET family = 'session-' || id WHERE family IS NULL",
  },
  {
    table: 'trips',
    column: 'payment_token',
    add: 'ALTER TABLE trips ADD COLUMN payment_token TEXT',
    backfill: 'UPDATE trips SET payment_token = lower(hex(randomblob(32))) WHERE payment_token IS NULL',
  },
  {
    table: 'outbox',
    column: 'details_json',
    add: 'ALTER TABLE outbox ADD COLUMN details_json TEXT',
    backfill: 'SELECT 1',
  },
  {
    table: 'trips',
    column: 'version',
    add: 'ALTER TABLE trips ADD COLUMN version INTEGER NOT NULL DEFAULT 1',
    backfill: 'SELECT 1',
  },
  {
    table: 'trips',
    column: 'changed_at',
    add: 'ALTER TABLE trips ADD COLUMN changed_at INTEGER',
    backfill: 'SELECT 1',
  },
  {
    table: 'trips',
    column: 'changed_by',
    add: 'ALTER TABLE trips ADD COLUMN changed_by TEXT',
    backfill: 'SELECT 1',
  },
  {
    table: 'trips',
    column: 'series_id',
    add: 'ALTER TABLE trips ADD COLUMN series_id TEXT',
    backfill: 'SELECT 1',
  },
  ...(['booked_by_json', 'changed_by_json', 'cancelled_by_json'] as const).map((column) => ({
    table: 'trips',
    column,
    add: `ALTER TABLE trips ADD COLUMN ${column} TEXT`,
    backfill: 'SELECT 1',
  })),
] as const;

const INDEXES = `
CREATE INDEX IF NOT EXISTS sessions_family ON sessions (family);
CREATE INDEX IF NOT EXISTS trips_user_series ON trips (user_id, series_id, departure_at);
CREATE UNIQUE INDEX IF NOT EXISTS trips_payment_token ON trips (payment_token);
CREATE INDEX IF NOT EXISTS saved_places_user ON saved_places (user_id, id);
CREATE INDEX IF NOT EXISTS trip_shares_user ON trip_shares (user_id);
CREATE INDEX IF NOT EXISTS carer_links_traveller ON carer_links (traveller_user_id, status);
CREATE INDEX IF NOT EXISTS carer_links_carer ON carer_links (carer_user_id, status);
CREATE INDEX IF NOT EXISTS carer_links_email ON carer_links (carer_email, status);
CREATE UNIQUE INDEX IF NOT EXISTS trip_shares_active ON trip_shares (trip_id) WHERE stopped_at IS NULL;
`;

/** Creates every table, column and index that does not exist yet (idempotent; upgrades older files). */
function applySchema(db: Db): void {
  db.exec(SCHEMA);
  for (const { table, column, add, backfill } of ADDED_COLUMNS) {
    const columns = db.prepare<[], { name: string }>(`PRAGMA table_info(${table})`).all();
    if (!columns.some((c) => c.name === column)) db.exec(add);
    db.exec(backfill);
  }
  db.exec(INDEXES);
}

/** Deletes all rows of all tables (schema kept). Used by `POST /dev/reset` before reseeding. */
export function wipeDatabase(db: Db): void {
  db.transaction(() => {
    for (const table of TABLES) db.prepare(`DELETE FROM ${table}`).run();
  })();
}
