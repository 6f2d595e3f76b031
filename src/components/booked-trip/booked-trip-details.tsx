import type { ReactNode } from 'react';
import { selectedTakeAlong } from '../../../machines/lib/booking-attributes';
import { cancellableUntilOf, pickUpWindowOf } from '../../../machines/lib/guest-booking';
import type { AttributeDefinition, Trip } from '../../../machines/types';
import { DetailsList, DetailsRow } from '../details-list/details-list';
import { TripStatusChip } from '../trip-card/status-chip';
import { LONG_DATE_FORMAT, useI18n, type TranslationKey } from '../../i18n/i18n';
import { locationLabel } from '../../lib/location-label';
import * as styles from './booked-trip-details.css';

/** The i18n key of a trip's payment method (the booking form's words). */
function paymentKey(option: Trip['paymentOption']): TranslationKey {
  return `bookTrip.payment.${option.type}` as TranslationKey;
}

/**
 * Who travels, in words: "You, 1 companion, 2 children" ("U, 1 meereizende, 2 kinderen"), singular and plural, from
 * a trip's `attributes` (`travelers`, `children0to12`; absent counts as 0). The confirmation view, the guest's trip
 * page and "Check your change" show it alike.
 */
export function partyLabel(attributes: Trip['attributes'], t: ReturnType<typeof useI18n>['t']): string {
  const companions = attributes.travelers ?? 0;
  const children = attributes.children0to12 ?? 0;
  const party = [t('bookTrip.booked.you')];
  if (companions > 0)
    party.push(
      companions === 1
        ? t('bookTrip.booked.companionsOne')
        : t('bookTrip.booked.companionsMany', { count: companions }),
    );
  if (children > 0)
    party.push(
      children === 1
        ? t('bookTrip.booked.childrenOne')
        : t('bookTrip.booked.childrenMany', { count: children }),
    );
  return party.join(', ');
}

/** The long date of an instant in the active language, Europe/Amsterdam ("donderdag 3 december 2026"). */
export function useLongDate(): (iso: string) => string {
  const { formatDate } = useI18n();
  return (iso) => formatDate(iso, LONG_DATE_FORMAT);
}

/** Props of {@link BookedTripDetails}. */
export interface BookedTripDetailsProps {
  trip: Trip;
  /** A status row first (the guest's trip link), e.g. {@link TripStatusChip}. */
  status?: ReactNode;
  /**
   * The region's attribute definitions (their titles name the aids in the active language). Given, the list also
   * says who travels (the traveller, companions, children) and every aid booked ("Nothing" when none).
   */
  definitions?: readonly AttributeDefinition[];
  /** Ends with "You can cancel until …" (product §4: one hour before pick-up), date and time. */
  showCancelUntil?: boolean;
}

/**
 * A booked trip as a confirmation shows it (the guest's confirmation page and trip link, the signed-in
 * confirmation view after booking; product §2, §3 Trip, §4 cancel rule): (status,) trip number, date, pick-up time,
 * "The taxi comes between 09:45 and 10:15" (the pick-up time ± 15 minutes, `pickUpWindowOf`), from, to, (who
 * travels and every aid booked,) price in euro from cents, payment method (and the end of online cancelling,
 * `cancellableUntilOf`). Times in Europe/Amsterdam, 24-hour.
 */
export function BookedTripDetails({
  trip,
  status,
  definitions,
  showCancelUntil = false,
}: BookedTripDetailsProps) {
  const { t, formatTime, formatMoney } = useI18n();
  const longDate = useLongDate();
  const window = pickUpWindowOf(trip);
  const brand = trip.paymentOption.type === 'creditCard' ? trip.paymentOption.cardBrand : null;
  const until = cancellableUntilOf(trip);
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
      {definitions ? <PartyRows trip={trip} definitions={definitions} /> : null}
      <DetailsRow label={t('guestBooking.details.price')}>{formatMoney(trip.fare.cents)}</DetailsRow>
      <DetailsRow label={t('trip.paymentMethod')}>
        {brand
          ? t('bookTrip.payment.creditCardWithBrand', { brand: t(`bookTrip.cardBrand.${brand}`) })
          : t(paymentKey(trip.paymentOption))}
      </DetailsRow>
      {showCancelUntil ? (
        <DetailsRow label={t('bookTrip.booked.cancelLabel')}>
          {t('bookTrip.booked.cancelUntil', { until: `${longDate(until)} ${formatTime(until)}` })}
        </DetailsRow>
      ) : null}
    </DetailsList>
  );
}

/**
 * Who travels ("You, 1 companion, 2 children") and every aid booked, by the region's titles ("Electric
 * wheelchair, Guide dog"; a count above 1 in brackets), or "Nothing".
 */
function PartyRows({ trip, definitions }: { trip: Trip; definitions: readonly AttributeDefinition[] }) {
  const { t } = useI18n();
  const aids = selectedTakeAlong(trip.attributes, definitions)
    .map((item) => (item.units > 1 ? `${item.title} (${item.units})` : item.title))
    .join(', ');
  return (
    <>
      <DetailsRow label={t('bookTrip.booked.passengers')}>{partyLabel(trip.attributes, t)}</DetailsRow>
      <DetailsRow label={t('bookTrip.booked.aids')}>{aids || t('bookTrip.summary.nothing')}</DetailsRow>
    </>
  );
}

/** The trip's status chip (the history's words). */
export function BookedTripStatus({ trip }: { trip: Trip }) {
  return <TripStatusChip status={trip.status} />;
}
