/**
 * The booking form's report to the app-update chart (machines/app-update.machine.ts): a new version's prompt waits
 * while a booking is in progress. Apart from ./app-update.ts so the app's entry chunk does not carry the booking
 * selectors.
 */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { bookingMachine } from '../../machines/booking';
import { selectIsBookingInProgress } from '../../machines/booking';
import { createAppUpdateActor } from './app-update';
import { useLogic } from './use-logic';

/**
 * Reports to the app-update chart whether the booking form's chart (`booking`) has a booking in progress, and
 * that none is once the form goes. Used by the booking form while it is mounted.
 */
export function useReportBooking(booking: ActorRefFrom<typeof bookingMachine>): void {
  const updateActor = useLogic(createAppUpdateActor);
  const inProgress = useSelector(booking, selectIsBookingInProgress);
  useEffect(() => {
    updateActor.send({ type: inProgress ? 'booking.started' : 'booking.ended' });
  }, [updateActor, inProgress]);
  useEffect(() => () => updateActor.send({ type: 'booking.ended' }), [updateActor]);
}
