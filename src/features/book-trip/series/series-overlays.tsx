import { useSelector } from '@xstate/react';
import { useId } from 'react';
import {
  selectCanRetrySeries,
  selectIsSeriesBooking,
  selectSeriesAwaitsPayment,
  selectSeriesBookedCount,
  selectSeriesItems,
  selectIsBookingSeries,
  selectIsSeries,
  selectSeriesBudget,
  selectSeriesDates,
  selectSeriesFit,
  selectSeriesRef,
  selectSummary,
} from '../../../../machines/booking';
import type { SeriesItem } from '../../../../machines/booking';
import { Button, LazyDialog } from '../../../components';
import { LONG_DATE_FORMAT, useI18n, type I18n } from '../../../i18n/i18n';
import * as sectionStyles from '../parts/sections.css';
import type { BookingActorRef } from '../parts/booking-view';
import * as seriesStyles from './series-overlays.css';

/** A series date as listed: weekday and date, e.g. "maandag 7 december 2026" / "Monday, December 7, 2026". */
function dateText(date: string, formatDate: I18n['formatDate']): string {
  return formatDate(date, LONG_DATE_FORMAT);
}

/**
 * The confirmation dialog's part for a standing order: every date with its price (the estimate's
 * fare: the price of a trip depends on its route, not its date), the total, and the km budget check — "2 of 3
 * dates fit your budget" with the remaining km, or "All 3 dates fit your budget". Nothing for a single trip.
 */
export function SeriesDates({ actor }: { actor: BookingActorRef }) {
  const { t, formatDate, formatMoney, formatKm } = useI18n();
  const isSeries = useSelector(actor, selectIsSeries);
  const dates = useSelector(actor, selectSeriesDates);
  const summary = useSelector(actor, selectSummary);
  const fit = useSelector(actor, selectSeriesFit);
  const budget = useSelector(actor, selectSeriesBudget);
  const titleId = useId();
  if (!isSeries || !summary) return null;
  const price = formatMoney(summary.fare.cents, summary.fare.currency);
  return (
    <section className={sectionStyles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={sectionStyles.sectionTitle}>
        {t('bookTrip.series.dates')} ({t('bookTrip.series.dateCount', { count: dates.length })})
      </h3>
      {budget ? (
        <p className={seriesStyles.budget}>
          {fit < dates.length ? (
            <>
              <strong>{t('bookTrip.series.budgetFit', { fit, count: dates.length })}</strong>{' '}
              {t('bookTrip.series.budgetNote', { km: formatKm(budget.remaining) })}
            </>
          ) : (
            t('bookTrip.series.budgetAll', { count: dates.length })
          )}
        </p>
      ) : null}
      <ul className={seriesStyles.dateList}>
        {dates.map((date) => (
          <li key={date} className={seriesStyles.dateRow}>
            <span>{dateText(date, formatDate)}</span>
            <span>{price}</span>
          </li>
        ))}
        <li className={seriesStyles.dateRow}>
          <strong>{t('bookTrip.series.total')}</strong>
          <strong>{formatMoney(summary.fare.cents * dates.length, summary.fare.currency)}</strong>
        </li>
      </ul>
    </section>
  );
}

/** One date's outcome: "Booked", "Not booked — reason", or still being booked. */
function outcomeText(item: SeriesItem, { t }: I18n): string {
  if (item.status === 'booked') return t('bookTrip.series.booked');
  if (item.status === 'pending') return t('bookTrip.series.bookingDate');
  const reason =
    item.reason === 'budget'
      ? t('bookTrip.series.reason.budget')
      : item.reason === 'leadTime'
        ? t('bookTrip.series.reason.leadTime')
        : t('bookTrip.series.reason.server', {
            message: item.error?.messageKey ? t(item.error.messageKey as never) : (item.error?.message ?? ''),
          });
  return t('bookTrip.series.notBookedReason', { reason });
}

/**
 * The standing order's result, open while the booking chart runs its `bookingSeries` child
 * (machines/booking/series.machine.ts): every date with "Booked" / "Geboekt" or "Not booked" / "Niet geboekt" and
 * the reason, filled in as the dates are booked; then "Try again" for the failed dates (each with its own
 * Idempotency-Key, so never twice) and "Continue", which goes on to the return-trip question.
 */
export function SeriesResultDialog({ actor }: { actor: BookingActorRef }) {
  const i18n = useI18n();
  const { t, formatDate } = i18n;
  const open = useSelector(actor, selectIsBookingSeries);
  const seriesRef = useSelector(actor, selectSeriesRef);
  const items = useSelector(seriesRef, (s) => (s ? selectSeriesItems(s) : []));
  const busy = useSelector(seriesRef, (s) => (s ? selectIsSeriesBooking(s) : true));
  const awaitsPayment = useSelector(seriesRef, (s) => (s ? selectSeriesAwaitsPayment(s) : false));
  const canRetry = useSelector(seriesRef, (s) => (s ? selectCanRetrySeries(s) : false));
  const booked = useSelector(seriesRef, (s) => (s ? selectSeriesBookedCount(s) : 0));
  return (
    <LazyDialog
      open={open}
      title={t('bookTrip.series.resultTitle')}
      size="md"
      hideCloseButton
      dismissible={false}
      description={
        <span role="status">
          {busy ? t('bookTrip.booking') : t('bookTrip.series.bookedCount', { booked, count: items.length })}
        </span>
      }
      actions={
        busy ? null : (
          <>
            {canRetry ? (
              <Button variant="secondary" onClick={() => seriesRef?.send({ type: 'series.retry' })}>
                {t('bookTrip.series.retry')}
              </Button>
            ) : null}
            <Button onClick={() => seriesRef?.send({ type: 'series.close' })}>
              {t('bookTrip.series.close')}
            </Button>
          </>
        )
      }
    >
      <ul className={seriesStyles.dateList}>
        {items.map((item) => (
          <li key={item.date} className={seriesStyles.dateRow} data-series-date={item.date}>
            <span>{dateText(item.date, formatDate)}</span>
            <span
              className={
                item.status === 'booked'
                  ? seriesStyles.booked
                  : item.status === 'failed'
                    ? seriesStyles.failed
                    : undefined
              }
            >
              {outcomeText(item, i18n)}
            </span>
          </li>
        ))}
      </ul>
      {awaitsPayment && !busy ? <p className={sectionStyles.muted}>{t('bookTrip.series.payLater')}</p> : null}
    </LazyDialog>
  );
}
