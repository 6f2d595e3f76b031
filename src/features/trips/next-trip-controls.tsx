import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectShowsCancel, type NextTripOffers } from '../../../machines/trip';
import type { Trip } from '../../../machines/types';
import { Button } from '../../components';
import { ChangeTripLink, ChangeTripLinkTo, ManagesTrips } from '../../components/trip-card';
import { useI18n } from '../../i18n/i18n';
import type { TripOnDemand } from '../../logic/trip-on-demand';
import { CancelTripButton } from './cancel-trip-button';
import { LazyTripDetailsDialog } from './lazy-trip-details-dialog';
import * as styles from './trip-details-dialog.css';

/** Props of {@link NextTripControls}. */
export interface NextTripControlsProps {
  trip: Trip;
  /**
   * The trip's chart: `tripRef` once it runs (undefined before: then `offers` decide what shows), `start` to start it
   * and hand it an event (src/logic/trip-on-demand.ts), `failed` when its module could not be loaded (said in
   * place; the next press tries again).
   */
  chart: TripOnDemand;
  /** The upcoming-trip chart's verdicts for `trip` (`selectNextTripOffers`), or null: nothing shows before the chart. */
  offers: NextTripOffers | null;
  /** Offer "Details" beside the cancel control (the plain /home card; the live card has its info icon). */
  withDetails?: boolean;
}

/**
 * The /home next-trip card's controls (product §2: the cancel button appears unless departure is more than 1 hour
 * in the past; §4/§9: enabled only until 60 minutes before departure, then "Too late to cancel online. Call …";
 * §8 toasts): "Details" (opens the trip-details dialog, when `withDetails`), "Change trip" until the change cut-off
 * (product §10.11) and "Cancel trip" in the quieter secondary look, so it is not the card's loudest control. The
 * trip chart decides (`selectShowsCancel`, `selectCanCancel`, `selectCanChange`) once it runs; before, the
 * upcoming-trip chart's `offers` do, and "Cancel trip" or "Details" starts the trip chart (`chart.start`) with the
 * traveller's request. The buttons stay the same elements when the chart takes over (focus returns to them).
 */
export function NextTripControls({ trip, chart, offers, withDetails = false }: NextTripControlsProps) {
  const { tripRef, start, failed } = chart;
  const { t } = useI18n();
  // Whether the dialog is open is the view's own business: it decides nothing about the trip.
  const [detailsOpen, setDetailsOpen] = useState(false);
  // The machine decides on its minute tick, so the button disappears an hour after departure.
  const showsCancel = useSelector(tripRef, (s) => (s ? selectShowsCancel(s) : offers !== null));
  const openDetails = () => {
    setDetailsOpen(true);
    if (!tripRef) start();
  };
  const change = tripRef ? (
    <ChangeTripLink tripRef={tripRef} />
  ) : offers?.canChange ? (
    <ChangeTripLinkTo trip={trip} />
  ) : null;
  const offer = {
    trip,
    canCancel: offers?.canCancel ?? false,
    onCancel: () => start({ type: 'trip.cancel' }),
  };
  return (
    <>
      {withDetails ? (
        <Button variant="primary" aria-haspopup="dialog" onClick={openDetails}>
          {t('home.nextTrip.details')}
        </Button>
      ) : null}
      <ManagesTrips reason>
        {change}
        {/* While the details are open their own "Cancel trip" is the one to use (one question at a time). */}
        {showsCancel && !detailsOpen ? (
          <CancelTripButton tripRef={tripRef} offer={offer} variant="secondary" />
        ) : null}
      </ManagesTrips>
      {failed ? (
        <p role="alert" className={styles.line}>
          {t('resilience.partFailed')}
        </p>
      ) : null}
      {withDetails && tripRef ? (
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
