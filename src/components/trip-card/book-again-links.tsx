import { Link } from 'react-router';
import { bookAgainPrefill, type BookAgainRouterState } from '../../../machines/booking';
import { selectCanBookAgain } from '../../../machines/trip';
import { useI18n } from '../../i18n/i18n';
import { tripLinkClass, useOfferedTrip, type TripLinkProps } from './trip-link';

/**
 * "Book again" and "Book the way back" for a past or cancelled trip (`selectCanBookAgain`):
 * links to /book-trip with the trip's prefill as router state (machines/booking/book-again.ts), the way back with
 * from and to swapped. Nothing for other trips.
 */
export function BookAgainLinks({ tripRef, className }: TripLinkProps) {
  const { t } = useI18n();
  const trip = useOfferedTrip(tripRef, selectCanBookAgain);
  if (!trip) return null;
  const classes = tripLinkClass(className);
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
