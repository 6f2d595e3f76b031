/**
 * The take-along attributes, one list for the client (booking, book again, travel preferences) and the reference
 * server (booking and preferences checks). Free of imports, so the server can use it.
 */
import type { components } from '../../openapi/generated/ticketing';

/** The take-along items (product §3 Attributes of the aids and luggage; TakeAlong of the API extension). */
export const TAKE_ALONG_ITEMS = [
  'standardWheelchair',
  'foldableWheelchair',
  'electricWheelchair',
  'mobilityScooter',
  'rollatorOrWalker',
  'handLuggage',
  'tricycle',
  'stroller',
  'guideDog',
] as const satisfies readonly (keyof components['schemas']['TakeAlong'])[];

/** One take-along item. */
export type TakeAlongItem = (typeof TAKE_ALONG_ITEMS)[number];

/**
 * The take-along part of an attribute patch (e.g. a "pick one" group's choice, `chooseInGroup`): the take-along
 * items with a whole count, zeros kept (they clear an item); everything else left out.
 */
export function takeAlongPatch(
  patch: Readonly<Record<string, unknown>>,
): Partial<Record<TakeAlongItem, number>> {
  const items: Partial<Record<TakeAlongItem, number>> = {};
  for (const item of TAKE_ALONG_ITEMS) {
    const units = patch[item];
    if (typeof units === 'number' && Number.isInteger(units) && units >= 0) items[item] = units;
  }
  return items;
}

/** One aid or piece of luggage booked on a trip, with its count (at least 1). */
export interface BookedAid {
  item: TakeAlongItem;
  units: number;
}

/**
 * The aids and luggage booked on a trip (product §3 Attributes): every take-along item with a count above 0, in the
 * fixed order of {@link TAKE_ALONG_ITEMS} (wheelchairs and scooter first). Companions, children and priority are
 * not aids and are left out; a missing or non-numeric count counts as 0.
 */
export function bookedAids(
  attributes: Readonly<Partial<Record<TakeAlongItem, unknown>>> | null | undefined,
): BookedAid[] {
  if (!attributes) return [];
  const aids: BookedAid[] = [];
  for (const item of TAKE_ALONG_ITEMS) {
    const units = attributes[item];
    if (typeof units === 'number' && Number.isFinite(units) && units > 0) aids.push({ item, units });
  }
  return aids;
}
