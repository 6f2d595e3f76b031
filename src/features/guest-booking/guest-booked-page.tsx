import { Link, Navigate, useLocation } from 'react-router';
import { cancellableUntilOf } from '../../../machines/lib/guest-booking';
import type { Trip } from '../../../machines/types';
import { Button, PublicLayout } from '../../components';
import { TitledSection } from '../../components/titled-section/titled-section';
import { useI18n } from '../../i18n/i18n';
import { bookedFromRouterState } from '../../logic/guest-booking';
import { createGuestCalendarLogic } from '../../logic/guest-trip';
import { useLogic } from '../../logic/use-logic';
import { BookedTripDetails, useLongDate } from '../../components/booked-trip/booked-trip-details';
import * as styles from './guest-booking.css';

/**
 * `/quick-book/booked`: where a guest lands once the booking flow is over (after the return-trip question;
 * machines/booking.machine.ts `showGuestBooking`). Per trip booked (outbound, return, a series' dates): the trip
 * number, date, pick-up time and window, from, to, price and payment method, and "Add to calendar"; then how to
 * cancel (the link of the confirmation e-mail, until one hour before pick-up). The trips come as router state
 * (src/logic/guest-booking.ts); without it (a bookmark, a new tab) the page goes back to `/`.
 */
export function GuestBookedPage() {
  const { t, formatTime } = useI18n();
  const longDate = useLongDate();
  const location = useLocation();
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
          <BookedTrip key={trip.externalTripId} trip={trip} />
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

/** One booked trip: its details and "Add to calendar". */
function BookedTrip({ trip }: { trip: Trip }) {
  const { t } = useI18n();
  const addToCalendar = useLogic(createGuestCalendarLogic);
  return (
    <TitledSection
      title={t('guestBooking.booked.tripTitle', { number: trip.externalTripId })}
      level={2}
      className={styles.section}
      titleClassName={styles.sectionTitle}
    >
      <BookedTripDetails trip={trip} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => addToCalendar(trip)}>
          {t('calendar.add')}
        </Button>
      </div>
    </TitledSection>
  );
}
