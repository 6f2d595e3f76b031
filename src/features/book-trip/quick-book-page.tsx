import { Link, Navigate, useLocation } from 'react-router';
import { Loading, PublicLayout } from '../../components';
import { useI18n } from '../../i18n/i18n';
import { BookingForm } from './form/booking-form';
import { usePublicRegion } from '../../logic/public-region';
import { guestFromRouterState } from '../../logic/guest-entry';
import * as styles from './quick-book-page.css';

/**
 * product §2.4 /quick-book (public, only when the region's isBookingWithoutAccountEnabled is on): the booking form for a
 * guest — calculate-without-account and book-without-account with the welcome page's email, first and last name,
 * the return trip, and back to `/` at the end. Without the flag, or reached without a valid entry (a bookmark, a
 * new tab), it goes back to `/` (which goes on to /login when the flag is off).
 */
export function QuickBookPage() {
  const { t } = useI18n();
  const location = useLocation();
  const { region, status, guestBookingEnabled } = usePublicRegion();
  const guest = guestFromRouterState(location.state);
  if (status === 'loading') return <Loading label={t('common.loading')} />;
  if (!guestBookingEnabled || !guest) return <Navigate to="/" replace />;
  return (
    <PublicLayout>
      <div className={styles.guestBar}>
        <p className={styles.bookingAs}>
          {t('quickBook.bookingAs', { name: `${guest.firstName} ${guest.lastName}`, email: guest.email })}
        </p>
        <Link to="/">{t('quickBook.back')}</Link>
      </div>
      <BookingForm guest={guest} region={region} recentLocations={[]} />
    </PublicLayout>
  );
}
