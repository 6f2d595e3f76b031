import * as FIELD_RULES from '../../openapi/generated/field-rules';
import type { components as T } from '../../openapi/generated/ticketing';
import type { Db } from '../db';
import { ApiError } from './api-error';
import { checkSavedPlaceLocation } from './booking';
import type { PlaceEntry } from './places';
import type { Location } from './store';

/* Saved places (an API extension beyond the operator's API, product §10.10): named locations of a traveller ("Thuis",
 * "Dagbesteding") that the booking form offers as from or to. Table `saved_places` (server/db.ts). */

/** Wire `SavedPlace` of openapi/ticketing.yaml: `{ id, name, location }`. */
type SavedPlace = T['schemas']['SavedPlace'];
type SavedPlaceInput = T['schemas']['SavedPlaceInput'];
type SavedPlaceUpdate = T['schemas']['SavedPlaceUpdate'];

/** Most saved places a traveller may have; one more is refused with 400 `TooManySavedPlaces`. */
export const MAX_SAVED_PLACES = FIELD_RULES.SavedPlaceListResponse.data.maxItems;

/** `saved_places` row: instants epoch ms, `location_json` a wire Location (the register's place). */
interface SavedPlaceRow {
  id: number;
  user_id: number;
  name: string;
  location_json: string;
  created_at: number;
  updated_at: number;
}

function toWire(row: SavedPlaceRow): SavedPlace {
  return { id: row.id, name: row.name, location: JSON.parse(row.location_json) as Location };
}

function rowsOf(db: Db, userId: number): SavedPlaceRow[] {
  return db
    .prepare<[number], SavedPlaceRow>('SELECT * FROM saved_places WHERE user_id = ? ORDER BY id')
    .all(userId);
}

/** Names compare trimmed and case-insensitively ("thuis" and "Thuis " are the same place name). */
function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase('nl-NL');
}

/**
 * @throws ApiError 400 DuplicateSavedPlaceName when another saved place of the list (not `exceptId`) has the name.
 */
function assertNameFree(rows: readonly SavedPlaceRow[], name: string, exceptId?: number): void {
  if (rows.some((r) => r.id !== exceptId && nameKey(r.name) === nameKey(name))) {
    throw new ApiError(400, 'DuplicateSavedPlaceName', 'You already have a saved place with this name.');
  }
}

/** A traveller's saved places, oldest first (at most {@link MAX_SAVED_PLACES}). */
export function savedPlacesOf(db: Db, userId: number): SavedPlace[] {
  return rowsOf(db, userId).map(toWire);
}

/**
 * Saves a place for `userId` (POST /users/saved-places). The name is trimmed; the location is checked like a
 * booking's and replaced by the register's place ({@link checkSavedPlaceLocation}). Count, name check and insert
 * run in one IMMEDIATE transaction with `checkResult`, so a refused request writes nothing and two concurrent
 * requests can never make an 11th place.
 * @param now epoch ms (server clock).
 * @param checkResult checks the answer against the spec before the transaction commits (throws to refuse it).
 * @throws ApiError 400 LocationIncomplete | InvalidLocation | OutsideServiceArea | DuplicateSavedPlaceName |
 *   TooManySavedPlaces.
 */
export function createSavedPlace(
  db: Db,
  places: readonly PlaceEntry[],
  userId: number,
  input: SavedPlaceInput,
  now: number,
  checkResult: (place: SavedPlace) => void = () => undefined,
): SavedPlace {
  const name = input.name.trim();
  const location = checkSavedPlaceLocation(places, input.location);
  return db
    .transaction((): SavedPlace => {
      const rows = rowsOf(db, userId);
      if (rows.length >= MAX_SAVED_PLACES) {
        throw new ApiError(
          400,
          'TooManySavedPlaces',
          `You can save at most ${MAX_SAVED_PLACES} places. Delete one first.`,
        ).withParams({ max: MAX_SAVED_PLACES });
      }
      assertNameFree(rows, name);
      const info = db
        .prepare(
          'INSERT INTO saved_places (user_id, name, location_json, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(userId, name, JSON.stringify(location), now, now);
      const place = { id: Number(info.lastInsertRowid), name, location };
      checkResult(place);
      return place;
    })
    .immediate();
}

/**
 * Renames a saved place and/or gives it a new location (PATCH /users/saved-places/{placeId}); omitted fields keep
 * their value. Same checks as {@link createSavedPlace}, in one transaction.
 * @throws ApiError 404 SavedPlaceNotFound (unknown id or another traveller's place, alike), 400 as
 *   {@link createSavedPlace} (but never TooManySavedPlaces).
 */
export function updateSavedPlace(
  db: Db,
  places: readonly PlaceEntry[],
  userId: number,
  placeId: number,
  update: SavedPlaceUpdate,
  now: number,
  checkResult: (place: SavedPlace) => void = () => undefined,
): SavedPlace {
  const location =
    update.location === undefined ? undefined : checkSavedPlaceLocation(places, update.location);
  return db
    .transaction((): SavedPlace => {
      const rows = rowsOf(db, userId);
      const row = rows.find((r) => r.id === placeId);
      if (!row) throw notFound();
      const name = update.name === undefined ? row.name : update.name.trim();
      assertNameFree(rows, name, row.id);
      const locationJson = location === undefined ? row.location_json : JSON.stringify(location);
      db.prepare('UPDATE saved_places SET name = ?, location_json = ?, updated_at = ? WHERE id = ?').run(
        name,
        locationJson,
        now,
        row.id,
      );
      const place = toWire({ ...row, name, location_json: locationJson });
      checkResult(place);
      return place;
    })
    .immediate();
}

/**
 * Deletes a saved place of `userId` (DELETE /users/saved-places/{placeId}).
 * @returns the remaining saved places, oldest first.
 * @throws ApiError 404 SavedPlaceNotFound (unknown id or another traveller's place, alike).
 */
export function deleteSavedPlace(db: Db, userId: number, placeId: number): SavedPlace[] {
  const { changes } = db
    .prepare('DELETE FROM saved_places WHERE id = ? AND user_id = ?')
    .run(placeId, userId);
  if (changes === 0) throw notFound();
  return savedPlacesOf(db, userId);
}

function notFound(): ApiError {
  return new ApiError(404, 'SavedPlaceNotFound', 'This saved place was not found.');
}
