/**
 * The take-along attributes, one list for the client (booking, book again, travel preferences) and the reference
 * server (booking and preferences checks). Free of imports, so the server can use it.
 */
import type { components } from '../../openapi/generated/ticketing';

/** The take-along items (SPEC §3 Attributes of the aids and luggage; TakeAlong of the API extension). */
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
