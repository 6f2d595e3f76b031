import { Link, Navigate, useLocation } from 'react-router';
import { cancellableUntilOf } from '../../../machines/lib/guest-booking';
import { PublicLayout } from '../../components';
import { TitledSection } from '../../components/titled-section/titled-section';
import { useI18n } from '../../i18n/i18n';
import { bookedFromRouterState } from '../../logic/guest-booking';
import { createGuestCalendarLogic } from '../../logic/guest-trip';
import { useLogic } from '../../logic/use-logic';
import { BookedTripCard } from '../../components/booked-trip/booked-trip-card';
import { useLongDate } from '../../components/booked-trip/booked-trip-details';
import * as styles from './guest-booking.css';

/**
 * `/quick-book/booked`: where a guest lands once the booking flow is over (after the return-trip question;
 * machines/booking/booking.machine.ts `showGuestBooking`). Per trip booked (outbound, return, a series' dates): the trip
 * number, date, pick-up time and window, from, to, price and payment method, and "Add to calendar"; then how to
 * cancel (the link of the confirmation e-mail, until one hour before pick-up). The trips come as router state
 * (src/logic/guest-booking.ts); without it (a bookmark, a new tab) the page goes back to `/`.
 */
export function GuestBookedPage() {
  const { t, formatTime } = useI18n();
  const longDate = useLongDate();
  const location = useLocation();
  const addToCalendar = useLogic(createGuestCalendarLogic);
  const booked = bookedFromRouterState(location.state);
  if (!booked) return <Navigate to="/" replace />;
  const { trips, guest } = booked;
  return (
    <PublicLayout
      variant="wide"
      title={trips.length > 1 ? t('guestBooking.booked.titleMany') : t('guestBooking.booked.title')}
    >
      <div className={styles.page}>
        <p className={styles.line}>
          {t('guestBooking.booked.intro', { name: guest.firstName, email: guest.email })}
        </p>
        {trips.map((trip) => (
          <BookedTripCard
            key={trip.externalTripId}
            title={t('guestBooking.booked.tripTitle', { number: trip.externalTripId })}
            trip={trip}
            onAddToCalendar={addToCalendar}
          />
        ))}
        <TitledSection
          title={t('guestBooking.booked.howToCancelTitle')}
          level={2}
          className={styles.section}
          titleClassName={styles.sectionTitle}
        >
          <p className={styles.line}>{t('guestBooking.booked.howToCancel', { email: guest.email })}</p>
          <ul className={styles.line}>
            {trips.map((trip) => {
              const until = cancellableUntilOf(trip);
              return (
                <li key={trip.externalTripId}>
                  {t('guestBooking.booked.cancelUntil', {
                    number: trip.externalTripId,
                    until: `${longDate(until)} ${formatTime(until)}`,
                  })}
                </li>
              );
            })}
          </ul>
        </TitledSection>
        <p className={styles.line}>
          <Link to="/">{t('guestBooking.booked.startPage')}</Link>
        </p>
      </div>
    </PublicLayout>
  );
}
