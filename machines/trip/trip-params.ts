/**
 * Parameters the per-trip chart (./trip.machine.ts, product §4.1 trip status, §10.4 cancelling with a way forward)
 * hands its actors and actions: the trip itself, its id for the calls, the way back found and the rating's outcome.
 */
import type { Trip } from '../types';
import type { RatingOutput } from './rating.machine';

/** product §4.1 `tripCancelled` / `addToCalendar` params: the trip this actor stands for. */
export const ownTrip = ({ context }: { context: { trip: Trip } }) => ({ trip: context.trip });
/** product §4.1 input of the calls about this trip (cancel, feedback): its externalTripId. */
export const tripIdInput = ({ context }: { context: { trip: Trip } }) => ({
  externalTripId: context.trip.externalTripId,
});
/** product §10.4 `foundReturnTrip` / `storeReturnTrip` params: the way back found, or null. */
export const returnTripParams = ({ event }: { event: { output: Trip | null } }) => ({ trip: event.output });
/** product §4.7 `savedFeedback` / `storeFeedback` params: what the rating dialog ended with. */
export const ratingParams = ({ event }: { event: { output: RatingOutput } }) => ({ output: event.output });
