import { shallowEqual, useSelector } from '@xstate/react';
import { selectNextTripOffers, type UpcomingTripActorRef } from '../../../machines/trip';
import type { Trip } from '../../../machines/types';
import { useTripOnDemand } from '../../logic/trip-on-demand';
import { NextTripControls } from './next-trip-controls';

/** Props of {@link NextTripOnDemand}. */
export interface NextTripOnDemandProps {
  trip: Trip;
  /** The /home next-trip slot's upcoming-trip chart, whose verdicts show until the trip chart runs. */
  upcoming: UpcomingTripActorRef;
}

/**
 * The plain /home next-trip card's controls (product §2.2: "Details", "Change trip", "Cancel trip";
 * {@link NextTripControls}) without the trip chart up front: the upcoming-trip chart says what they offer
 * (`selectNextTripOffers`), and the trip chart loads and starts when the traveller presses "Cancel trip" (then
 * asks, as if it had run all along) or "Details" (src/logic/trip-on-demand.ts). While the upcoming-trip chart has no
 * verdict for this trip (the moment the session's copy is ahead of it), only "Details" shows. Render it with
 * `key={trip.externalTripId}`.
 */
export function NextTripOnDemand({ trip, upcoming }: NextTripOnDemandProps) {
  const offers = useSelector(upcoming, (s) => selectNextTripOffers(s, trip.externalTripId), shallowEqual);
  const chart = useTripOnDemand(trip);
  return <NextTripControls trip={trip} chart={chart} offers={offers} withDetails />;
}
