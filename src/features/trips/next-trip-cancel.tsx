import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { selectShowsCancel } from '../../../machines/trip';
import type { Trip } from '../../../machines/types';
import { Button } from '../../components';
import { ChangeTripLink, ManagesTrips } from '../../components/trip-card';
import { useI18n } from '../../i18n/i18n';
import { createTripCardLogic } from '../../logic/trip';
import { useClock, useLogicActor } from '../../logic/use-logic';
import { CancelTripButton } from './cancel-trip-button';
import { LazyTripDetailsDialog } from './lazy-trip-details-dialog';

/** Props of {@link NextTripCancel}. */
export interface NextTripCancelProps {
  trip: Trip;
  /** Offer "Details" beside the cancel control (the plain /home card; the live card has its info icon). */
  withDetails?: boolean;
}

/**
 * The /home next-trip card's controls (product §2: the cancel button appears unless departure is more than 1 hour
 * in the past; §4/§9: enabled only until 60 minutes before departure, then "Too late to cancel online. Call …";
 * §8 toasts): "Details" (opens the trip-details dialog, when `withDetails`), "Change trip" until the change cut-off
 * (product §10.11) and "Cancel trip" in the quieter
 * secondary look, so it is not the card's loudest control. Runs a trip actor for the shown trip, whose selectors
 * decide (`selectShowsCancel`, `selectCanCancel`); a successful cancel reloads the next trip and the budget.
 * Render it with `key={trip.externalTripId}` so another trip gets a fresh actor.
 */
export function NextTripCancel({ trip, withDetails = false }: NextTripCancelProps) {
  const { t } = useI18n();
  const clock = useClock();
  const tripRef = useLogicActor(createTripCardLogic, { input: { trip, now: clock } });
  const first = useRef(trip);
  // Whether the dialog is open is the view's own business: it decides nothing about the trip.
  const [detailsOpen, setDetailsOpen] = useState(false);
  useEffect(() => {
    // The 30 s poll hands in fresh copies of the same trip; the first one is the actor's input already.
    if (trip !== first.current) tripRef.send({ type: 'trip.update', trip });
  }, [trip, tripRef]);
  // The machine decides on its minute tick, so the button disappears an hour after departure.
  const showsCancel = useSelector(tripRef, selectShowsCancel);
  return (
    <>
      {withDetails ? (
        <Button variant="primary" aria-haspopup="dialog" onClick={() => setDetailsOpen(true)}>
          {t('home.nextTrip.details')}
        </Button>
      ) : null}
      <ManagesTrips reason>
        <ChangeTripLink tripRef={tripRef} />
        {/* While the details are open their own "Cancel trip" is the one to use (one question at a time). */}
        {showsCancel && !detailsOpen ? <CancelTripButton tripRef={tripRef} variant="secondary" /> : null}
      </ManagesTrips>
      {withDetails ? (
        <LazyTripDetailsDialog
          open={detailsOpen}
          loading={false}
          tripRef={tripRef}
          onClose={() => setDetailsOpen(false)}
        />
      ) : null}
    </>
  );
}
