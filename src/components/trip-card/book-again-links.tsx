import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { bookAgainPrefill, type BookAgainRouterState } from '../../../machines/booking';
import { selectCanBookAgain, selectTrip, type TripActorRef } from '../../../machines/trip';
import { button } from '../../../styles/recipes/button.css';
import { useI18n } from '../../i18n/i18n';

/** Props of {@link BookAgainLinks}. */
export interface BookAgainLinksProps {
  tripRef: TripActorRef;
  /** Extra class of each link (e.g. the card's action layout). */
  className?: string;
}

/**
 * "Book again" and "Book the way back" for a past or cancelled trip (`selectCanBookAgain`):
 * links to /book-trip with the trip's prefill as router state (machines/booking/book-again.ts), the way back with
 * from and to swapped. Nothing for other trips.
 */
export function BookAgainLinks({ tripRef, className }: BookAgainLinksProps) {
  const { t } = useI18n();
  const canBookAgain = useSelector(tripRef, selectCanBookAgain);
  const trip = useSelector(tripRef, selectTrip);
  if (!canBookAgain) return null;
  const classes = `${button({ variant: 'secondary', size: 'sm' })} ${className ?? ''}`;
  const again: BookAgainRouterState = { prefill: bookAgainPrefill(trip, 'again') };
  const back: BookAgainRouterState = { prefill: bookAgainPrefill(trip, 'back') };
  return (
    <>
      <Link to="/book-trip" state={again} className={classes}>
        {t('trip.bookAgain')}
      </Link>
      <Link to="/book-trip" state={back} className={classes}>
        {t('trip.bookWayBack')}
      </Link>
    </>
  );
}
