import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { selectCanChange, selectTrip, type TripActorRef } from '../../../machines/trip';
import { button } from '../../../styles/recipes/button.css';
import { useI18n } from '../../i18n/i18n';
import { changeTripPath } from '../../lib/change-trip-path';

/** Props of {@link ChangeTripLink}. */
export interface ChangeTripLinkProps {
  tripRef: TripActorRef;
  /** Extra class of the link (e.g. the card's action layout). */
  className?: string;
}

/**
 * "Change trip" (product §10.11) for a confirmed upcoming trip until the cut-off, 60 minutes before pick-up
 * (`selectCanChange`, on the trip chart's minute tick): a link to /change-trip/<trip number>, in the secondary
 * button look. Its accessible name carries the trip number, so a list of cards has distinct links. Nothing after
 * the cut-off.
 */
export function ChangeTripLink({ tripRef, className }: ChangeTripLinkProps) {
  const { t } = useI18n();
  const canChange = useSelector(tripRef, selectCanChange);
  const trip = useSelector(tripRef, selectTrip);
  if (!canChange) return null;
  return (
    <Link
      to={changeTripPath(trip.externalTripId)}
      className={`${button({ variant: 'secondary', size: 'sm' })} ${className ?? ''}`}
      aria-label={t('tripChange.changeTrip', { trip: trip.externalTripId })}
    >
      {t('tripChange.change')}
    </Link>
  );
}
