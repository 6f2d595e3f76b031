import type { ReactNode } from 'react';
import { pickUpWindowOf } from '../../../machines/lib/guest-booking';
import type { Trip } from '../../../machines/types';
import { DetailsList, DetailsRow } from '../../components/details-list/details-list';
import { TripStatusChip } from '../../components/trip-card/status-chip';
import { useI18n, type TranslationKey } from '../../i18n/i18n';
import { locationLabel } from '../../lib/location-label';
import * as styles from './guest-booking.css';

/** The i18n key of a trip's payment method (the booking form's words). */
function paymentKey(option: Trip['paymentOption']): TranslationKey {
  return `bookTrip.payment.${option.type}` as TranslationKey;
}

/** The long date of an instant in the active language, Europe/Amsterdam ("donderdag 3 december 2026"). */
export function useLongDate(): (iso: string) => string {
  const { formatDate } = useI18n();
  return (iso) => formatDate(iso, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

/**
 * A guest's trip as the confirmation page and the trip link show it: (status,) trip number, date, pick-up time,
 * the pick-up window (± 15 minutes), from, to, price and payment method. Times in Europe/Amsterdam, 24-hour.
 */
export function GuestTripDetails({ trip, status }: { trip: Trip; status?: ReactNode }) {
  const { t, formatTime, formatMoney } = useI18n();
  const longDate = useLongDate();
  const window = pickUpWindowOf(trip);
  const brand = trip.paymentOption.type === 'creditCard' ? trip.paymentOption.cardBrand : null;
  return (
    <DetailsList className={styles.list}>
      {status ? <DetailsRow label={t('trip.statusLabel')}>{status}</DetailsRow> : null}
      <DetailsRow label={t('guestBooking.details.tripNumber')}>{trip.externalTripId}</DetailsRow>
      <DetailsRow label={t('guestBooking.details.date')}>{longDate(trip.departureDateTime)}</DetailsRow>
      <DetailsRow label={t('guestBooking.details.pickUpTime')}>
        {formatTime(trip.departureDateTime)}
      </DetailsRow>
      <DetailsRow label={t('guestBooking.details.pickUpWindow')}>
        {t('guestBooking.details.pickUpWindowValue', {
          start: formatTime(window.start),
          end: formatTime(window.end),
        })}
      </DetailsRow>
      <DetailsRow label={t('trip.from')}>{trip.departure || locationLabel(trip.locationFrom)}</DetailsRow>
      <DetailsRow label={t('trip.to')}>{trip.arrival || locationLabel(trip.locationTo)}</DetailsRow>
      <DetailsRow label={t('guestBooking.details.price')}>{formatMoney(trip.fare.cents)}</DetailsRow>
      <DetailsRow label={t('trip.paymentMethod')}>
        {brand
          ? t('bookTrip.payment.creditCardWithBrand', { brand: t(`bookTrip.cardBrand.${brand}`) })
          : t(paymentKey(trip.paymentOption))}
      </DetailsRow>
    </DetailsList>
  );
}

/** The trip's status chip (the history's words). */
export function GuestTripStatus({ trip }: { trip: Trip }) {
  return <TripStatusChip status={trip.status} />;
}
