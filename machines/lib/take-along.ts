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
