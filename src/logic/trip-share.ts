/** Sharing a trip with a carer wired to the real world. Built once per runtime by ./use-logic.tsx. */
import { tripShareMachine } from '../../machines/trip';
import { createTripShareActors } from './actors/trip-share-actors';
import type { LogicRuntime } from './runtime';

/**
 * Provides machines/trip/share.machine.ts with the share-link calls of the API extension (GET /trip-shares as the
 * probe, POST / DELETE /trip-shares/{id}) and the Clipboard API. The machine's own states carry every message
 * (in the dialog, not as toasts: the traveller is looking at the link).
 */
export function createTripShareLogic(runtime: LogicRuntime) {
  return tripShareMachine.provide({ actors: createTripShareActors(runtime.clients) });
}
