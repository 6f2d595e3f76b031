/**
 * Parameters the change chart (./change.machine.ts, product §10.11 "Changing a booked trip") hands its actors and
 * actions: the guest part of every call and the draft kept after an edit.
 */
import type { TripChangeContext } from './change-types';
import { changeDraftOf } from './change-draft';

/** The actors' guest part: the link's token for a guest's change, nothing for a traveller's. */
export const guestOf = (context: TripChangeContext): { guestToken?: string } =>
  context.guestToken === null ? {} : { guestToken: context.guestToken };

/** `saveDraft` after an edit: the form as now entered, for this trip at its version (null before the trip is read). */
export const SAVE_DRAFT = {
  type: 'saveDraft',
  params: ({ context }: { context: TripChangeContext }) => ({
    draft:
      context.trip && context.form && context.etag !== null
        ? changeDraftOf(context.trip.externalTripId, context.etag, context.form)
        : null,
  }),
} as const;
