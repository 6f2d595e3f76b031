/**
 * Pure rules of saved places (API extension beyond the operator's API, product §10.10: listSavedPlaces,
 * createSavedPlace, updateSavedPlace, deleteSavedPlace in openapi/ticketing.yaml). Used by
 * machines/saved-places.machine.ts and the address combobox's filter.
 */
import { SavedPlaceListResponse, SavedPlaceName } from '../../openapi/generated/field-rules';
import type { AppError, Location } from '../types';
import type { FormRefusal } from './field-errors';

/** A saved place as the API answers it (`SavedPlace`): id, the traveller's name for it, the location. */
export interface SavedPlace {
  id: number;
  name: string;
  location: Location;
}

/** The form of the saved-place editor: a name and a location chosen in the address combobox. */
export interface SavedPlaceForm {
  name: string;
  location: Location | null;
}

/** Field → i18n key of its problem. */
export type SavedPlaceErrors = Partial<Record<keyof SavedPlaceForm, string>>;

/** At most this many saved places per traveller (`SavedPlaceListResponse.data.maxItems`). */
export const MAX_SAVED_PLACES: number = SavedPlaceListResponse.data.maxItems;
/** Longest name of a saved place (`SavedPlaceName.maxLength`). */
export const SAVED_PLACE_NAME_MAX_LENGTH: number = SavedPlaceName.maxLength;

/** An empty form (add mode). */
export function emptySavedPlaceForm(): SavedPlaceForm {
  return { name: '', location: null };
}

/** Lowercase without accents and surrounding spaces: how names and addresses are compared and filtered. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
}

/**
 * The form's problems (`{}` = valid): a name (with a non-space character, at most 40 characters, not the name of
 * another saved place, case and accents ignored) and a location.
 */
export function validateSavedPlace(
  form: SavedPlaceForm,
  places: readonly SavedPlace[],
  editId: number | null,
): SavedPlaceErrors {
  const errors: SavedPlaceErrors = {};
  const name = form.name.trim();
  if (!SavedPlaceName.regExp.test(name)) errors.name = 'savedPlaces.error.nameRequired';
  else if (name.length > SAVED_PLACE_NAME_MAX_LENGTH) errors.name = 'savedPlaces.error.nameTooLong';
  else if (places.some((p) => p.id !== editId && foldText(p.name) === foldText(name)))
    errors.name = 'savedPlaces.error.duplicateName';
  if (!form.location) errors.location = 'location.required';
  return errors;
}

/**
 * The app runs against an operator API without the extension by hiding the feature: a 404 that names no saved place
 * (the reference API's own 404 is `SavedPlaceNotFound`) means the API has no saved places.
 */
export function isMissingEndpoint(error: Pick<AppError, 'status' | 'code'>): boolean {
  return error.status === 404 && error.code !== 'SavedPlaceNotFound';
}

/** product §12.2 the refusals of a create or update, by the server's error code. */
const SAVE_REFUSALS = new Map<string, FormRefusal<SavedPlaceErrors>>([
  ['DuplicateSavedPlaceName', { errors: { name: 'savedPlaces.error.duplicateName' }, problem: null }],
  ['InvalidLocation', { errors: { location: 'savedPlaces.error.invalidLocation' }, problem: null }],
  ['OutsideServiceArea', { errors: { location: 'savedPlaces.error.outsideServiceArea' }, problem: null }],
  ['TooManySavedPlaces', { errors: {}, problem: 'savedPlaces.error.tooMany' }],
  ['SavedPlaceNotFound', { errors: {}, problem: 'savedPlaces.error.notFound' }],
]);

/** The server's refusal of a create or update (product §12.2), as field errors where it names a field. */
export function saveRefusal(error: Pick<AppError, 'status' | 'code'>): FormRefusal<SavedPlaceErrors> {
  return SAVE_REFUSALS.get(error.code ?? '') ?? { errors: {}, problem: 'savedPlaces.error.save' };
}

/** The saved places whose name or address contains `query` (case and accents ignored); all for an empty query. */
export function filterSavedPlaces(
  places: readonly SavedPlace[],
  query: string,
  addressOf: (location: Location) => string,
): SavedPlace[] {
  const q = foldText(query);
  if (q === '') return [...places];
  return places.filter((p) => foldText(p.name).includes(q) || foldText(addressOf(p.location)).includes(q));
}
