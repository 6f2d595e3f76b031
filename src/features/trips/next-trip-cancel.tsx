import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { selectShowsCancel } from '../../../machines/trip.machine';
import type { Trip } from '../../../machines/types';
import { createTripCardLogic } from '../../logic/trip';
import { useClock, useLogicActor } from '../../logic/use-logic';
import { CancelTripButton } from './cancel-trip-button';

/**
 * The /home next-trip card's cancel control (SPEC §2: the cancel button appears unless departure is more
 * than 1 hour in the past; §4/§9: enabled only until 60 minutes before departure; §8 toasts). Runs a trip
 * actor for the shown trip, whose selectors decide both (`selectShowsCancel`, `selectCanCancel`); a successful
 * cancel reloads the next trip and the budget. Render it with
 * `key={trip.externalTripId}` so another trip gets a fresh actor.
 */
export function NextTripCancel({ trip }: { trip: Trip }) {
  const clock = useClock();
  const tripRef = useLogicActor(createTripCardLogic, { input: { trip, now: clock } });
  const first = useRef(trip);
  useEffect(() => {
    // The 30 s poll hands in fresh copies of the same trip; the first one is the actor's input already.
    if (trip !== first.current) tripRef.send({ type: 'trip.update', trip });
  }, [trip, tripRef]);
  // The machine decides on its minute tick, so the button disappears an hour after departure.
  const showsCancel = useSelector(tripRef, selectShowsCancel);
  if (!showsCancel) return null;
  return <CancelTripButton tripRef={tripRef} />;
}
