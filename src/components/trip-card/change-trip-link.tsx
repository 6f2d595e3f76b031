import { Link } from 'react-router';
import { selectCanChange } from '../../../machines/trip';
import type { Trip } from '../../../machines/types';
import { useI18n } from '../../i18n/i18n';
import { changeTripPath } from '../../lib/change-trip-path';
import { tripLinkClass, useOfferedTrip, type TripLinkProps } from './trip-link';

/**
 * "Change trip" (product §10.11) for a confirmed upcoming trip until the cut-off, 60 minutes before pick-up
 * (`selectCanChange`, on the trip chart's minute tick): a link to /change-trip/<trip number>, in the secondary
 * button look. Its accessible name carries the trip number, so a list of cards has distinct links. Nothing after
 * the cut-off.
 */
export function ChangeTripLink({ tripRef, className }: TripLinkProps) {
  const trip = useOfferedTrip(tripRef, selectCanChange);
  if (!trip) return null;
  return <ChangeTripLinkTo trip={trip} className={className} />;
}

/**
 * The "Change trip" link itself (product §10.11) for a trip a chart has already found changeable (the trip chart's
 * `selectCanChange`, or the upcoming-trip chart's `selectNextTripOffers` on /home before the trip chart runs).
 */
export function ChangeTripLinkTo({ trip, className }: { trip: Trip; className?: string | undefined }) {
  const { t } = useI18n();
  return (
    <Link
      to={changeTripPath(trip.externalTripId)}
      className={tripLinkClass(className)}
      aria-label={t('trip.changeTrip', { trip: trip.externalTripId })}
    >
      {t('trip.change')}
    </Link>
  );
}
