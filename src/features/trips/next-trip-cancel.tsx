import { useEffect, useRef } from 'react';
import type { Trip } from '../../../machines/types';
import { createTripCardLogic } from '../../logic/trip';
import { useClock, useLogicActor } from '../../logic/use-logic';
import { NextTripControls } from './next-trip-controls';

/** Props of {@link NextTripCancel}. */
export interface NextTripCancelProps {
  trip: Trip;
  /** Offer "Details" beside the cancel control (the plain /home card; the live card has its info icon). */
  withDetails?: boolean;
}

/**
 * The next-trip card's controls ({@link NextTripControls}: product §2 cancel button, §4/§9 cut-off, §10.11 change)
 * with a trip actor for the shown trip from the start, whose selectors decide (`selectShowsCancel`,
 * `selectCanCancel`); a successful cancel reloads the next trip and the budget. The live card uses it (it runs the
 * trip chart anyway); the plain /home card starts its chart on demand (./next-trip-on-demand.tsx). Render it with
 * `key={trip.externalTripId}` so another trip gets a fresh actor.
 */
export function NextTripCancel({ trip, withDetails = false }: NextTripCancelProps) {
  const clock = useClock();
  const tripRef = useLogicActor(createTripCardLogic, { input: { trip, now: clock } });
  const first = useRef(trip);
  useEffect(() => {
    // The 30 s poll hands in fresh copies of the same trip; the first one is the actor's input already.
    if (trip !== first.current) tripRef.send({ type: 'trip.update', trip });
  }, [trip, tripRef]);
  return (
    <NextTripControls
      trip={trip}
      chart={{ tripRef, start: (event) => event && tripRef.send(event), failed: false }}
      offers={null}
      withDetails={withDetails}
    />
  );
}
