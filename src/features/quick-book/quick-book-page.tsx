import { Link, Navigate, useLocation } from 'react-router';
import { validateGuestEntry, type GuestEntry } from '../../../machines/lib/booking-rules';
import { Loading, PublicLayout } from '../../components';
import { useI18n } from '../../i18n/i18n';
import { BookingForm } from '../book-trip/booking-form';
import { isGuestBookingEnabled, usePublicRegion } from '../welcome/public-region';
import * as styles from '../welcome/welcome-page.css';

/** Router state of /quick-book: the guest's entry from the welcome page (`navigate('/quick-book', { state })`). */
export interface QuickBookLocationState {
  guest?: GuestEntry;
}

/** The entry from router state when it is complete and valid (SPEC §5), else null. */
function guestFrom(state: unknown): GuestEntry | null {
  const guest = (state as QuickBookLocationState | null)?.guest;
  if (!guest || typeof guest !== 'object') return null;
  const entry = {
    email: String(guest.email ?? ''),
    firstName: String(guest.firstName ?? ''),
    lastName: String(guest.lastName ?? ''),
  };
  return Object.keys(validateGuestEntry(entry)).length === 0 ? entry : null;
}

/**
 * SPEC §2 /quick-book (public, only when the region's isBookingWithoutAccountEnabled is on): the booking form for a
 * guest — calculate-without-account and book-without-account with the welcome page's email, first and last name,
 * the return trip, and back to `/` at the end. Without the flag, or reached without a valid entry (a bookmark, a
 * new tab), it goes back to `/` (which goes on to /login when the flag is off).
 */
export function QuickBookPage() {
  const { t } = useI18n();
  const location = useLocation();
  const { region, status } = usePublicRegion();
  const guest = guestFrom(location.state);
  if (status === 'loading') return <Loading label={t('common.loading')} />;
  if (!isGuestBookingEnabled(region) || !guest) return <Navigate to="/" replace />;
  return (
    <PublicLayout>
      <div className={styles.guestBar}>
        <p className={styles.description}>
          {t('quickBook.bookingAs', { name: `${guest.firstName} ${guest.lastName}`, email: guest.email })}
        </p>
        <Link to="/">{t('quickBook.back')}</Link>
      </div>
      <BookingForm guest={guest} region={region} recentLocations={[]} />
    </PublicLayout>
  );
}
