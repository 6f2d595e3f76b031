/**
 * The live next-trip card's trip chart, running from the start (the live card shows the trip's status and
 * cut-off at once, so its chunk carries the chart anyway); the plain /home card starts it on demand instead
 * (./trip-on-demand.ts). Both give their controls the same {@link TripOnDemand} shape.
 */
import { useCallback, useMemo, useRef } from 'react';
import type { TripEvent } from '../../machines/trip';
import type { Trip } from '../../machines/types';
import { createTripCardLogic } from './trip';
import { useTripUpdates, type TripOnDemand } from './trip-on-demand';
import { useClock, useLogicActor } from './use-logic';

/**
 * product §2.2 live next-trip card: the trip chart of `trip` (machines/trip/trip.machine.ts provided by ./trip.ts
 * `createTripCardLogic`, with the runtime's server-corrected clock), started with the calling view and stopped with
 * it; fresher copies of the trip (the 30 s poll) reach it as `trip.update`. `start(event)` hands the chart `event`
 * at once; `failed` is always false (nothing is loaded on demand). Render the caller with
 * `key={trip.externalTripId}` so another trip gets a fresh chart.
 */
export function useTripChart(trip: Trip): TripOnDemand {
  const clock = useClock();
  const tripRef = useLogicActor(createTripCardLogic, { input: { trip, now: clock } });
  // The first copy is the chart's input already.
  const givenRef = useRef(trip);
  useTripUpdates(tripRef, trip, givenRef);
  const start = useCallback((event?: TripEvent) => event && tripRef.send(event), [tripRef]);
  return useMemo(() => ({ tripRef, start, failed: false }), [tripRef, start]);
}
