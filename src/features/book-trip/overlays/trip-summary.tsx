import type { ReactNode } from 'react';
import { PLANNING_MODE } from '../../../../openapi/generated/field-rules';
import { selectedTakeAlong } from '../../../../machines/lib/booking-attributes';
import type { AttributeDefinition, PaymentOption, PtJourney, TripSummary } from '../../../../machines/types';
import { useI18n } from '../../../i18n/i18n';
import { locationLabel } from '../../../lib/location-label';
import { PaymentLockedTooltip, paymentLabel } from '../form/payment-field';
import * as styles from './trip-summary.css';
import * as fieldStyles from '../parts/fields.css';
import * as sectionStyles from '../parts/sections.css';

/** Props of {@link TripSummaryView}. */
export interface TripSummaryViewProps {
  summary: TripSummary;
  /** The form's payment (the summary has none). */
  payment: PaymentOption | null;
  /** product §4.3 monthly billing forced: the payment row shows the lock tooltip. */
  paymentLocked: boolean;
  /** The region's attribute definitions, for the titles of what the traveller takes along. */
  definitions: readonly AttributeDefinition[];
}

/**
 * product §2 confirmation dialog body, §3 Trip summary: addresses, departure and arrival (Europe/Amsterdam), fare in
 * euro from cents, duration, distance, companions, children, what the traveller takes along, priority (arrival
 * mode), preferences (phone call, driver comment), payment (with the §4 lock tooltip), and — when the summary has
 * one — the public-transport alternative ({@link PtJourneyView}).
 */
export function TripSummaryView({ summary, payment, paymentLocked, definitions }: TripSummaryViewProps) {
  const { t, formatDate, formatTime, formatMoney, formatKm } = useI18n();
  const dateTime = (iso: string) =>
    t('bookTrip.summary.dateTime', { date: formatDate(iso), time: formatTime(iso) });
  const attributes = summary.attributes;
  const takeAlong = selectedTakeAlong(attributes, definitions)
    .map((item) => (item.units > 1 ? `${item.title} (${item.units})` : item.title))
    .join(', ');
  const byArrival = summary.planningMode === PLANNING_MODE.ByArrival;
  const rows: Array<[string, ReactNode]> = [
    [t('bookTrip.from'), locationLabel(summary.locationFrom)],
    [t('bookTrip.to'), locationLabel(summary.locationTo)],
    [
      t('bookTrip.summary.planningMode'),
      t(byArrival ? 'bookTrip.planningMode.byArrival' : 'bookTrip.planningMode.byDeparture'),
    ],
    [t('bookTrip.summary.departure'), dateTime(summary.departureDateTime)],
    [t('bookTrip.summary.arrival'), dateTime(summary.arrivalDateTime)],
    [t('bookTrip.summary.fare'), formatMoney(summary.fare.cents, summary.fare.currency)],
    [t('bookTrip.summary.duration'), t('bookTrip.summary.durationMinutes', { minutes: summary.duration })],
  ];
  if (typeof summary.distance === 'number')
    rows.push([t('bookTrip.summary.distance'), formatKm(summary.distance)]);
  rows.push([t('bookTrip.travellers'), String(attributes.travelers ?? 0)]);
  rows.push([t('bookTrip.summary.children'), String(attributes.children0to12 ?? 0)]);
  rows.push([t('bookTrip.summary.takeAlong'), takeAlong || t('bookTrip.summary.nothing')]);
  if (byArrival && attributes.priority)
    rows.push([t('bookTrip.summary.priority'), t(`bookTrip.priorityOption.${attributes.priority}`)]);
  if (summary.preferences.phoneNumber)
    rows.push([t('bookTrip.summary.phoneNumber'), summary.preferences.phoneNumber]);
  if (summary.preferences.driverComment)
    rows.push([t('bookTrip.summary.driverComment'), summary.preferences.driverComment]);
  if (payment)
    rows.push([
      t('bookTrip.payment.label'),
      <span className={fieldStyles.legendRow}>
        {paymentLabel(payment, t)}
        {paymentLocked ? <PaymentLockedTooltip /> : null}
      </span>,
    ]);
  return (
    <div className={sectionStyles.section}>
      <dl className={styles.summary}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.summaryRow}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.definition}>{value}</dd>
          </div>
        ))}
      </dl>
      {summary.ptJourney ? <PtJourneyView journey={summary.ptJourney} /> : null}
    </div>
  );
}

/**
 * product §2 "public-transport alternative journey view", §3 Leg: departure and arrival, number of changes, fare,
 * and an ordered list of legs, each with its mode, times, line, operator, from and to, and duration.
 */
export function PtJourneyView({ journey }: { journey: PtJourney }) {
  const { t, formatTime, formatMoney } = useI18n();
  return (
    <section className={sectionStyles.section} aria-labelledby="pt-journey-title">
      <h3 id="pt-journey-title" className={sectionStyles.sectionTitle}>
        {t('bookTrip.pt.title')}
      </h3>
      <p className={styles.guestNote}>{t('bookTrip.pt.intro')}</p>
      <dl className={styles.summary}>
        <div className={styles.summaryRow}>
          <dt className={styles.term}>{t('bookTrip.pt.when')}</dt>
          <dd className={styles.definition}>
            {t('bookTrip.pt.times', {
              departure: formatTime(journey.departureDateTime),
              arrival: formatTime(journey.arrivalDateTime),
            })}
          </dd>
        </div>
        <div className={styles.summaryRow}>
          <dt className={styles.term}>{t('bookTrip.pt.changes')}</dt>
          <dd className={styles.definition}>
            {journey.numberOfChanges === 0
              ? t('bookTrip.pt.noChanges')
              : t('bookTrip.pt.changesCount', { count: journey.numberOfChanges })}
          </dd>
        </div>
        <div className={styles.summaryRow}>
          <dt className={styles.term}>{t('bookTrip.pt.fare')}</dt>
          <dd className={styles.definition}>{formatMoney(journey.fare.cents, journey.fare.currency)}</dd>
        </div>
      </dl>
      <ol className={styles.legs} aria-label={t('bookTrip.pt.legs')}>
        {journey.legs.map((leg, index) => {
          const head = [
            t(`bookTrip.legMode.${leg.mode}`),
            leg.busNumber ? t('bookTrip.pt.line', { line: leg.busNumber }) : null,
            leg.operatorName ? t('bookTrip.pt.operator', { operator: leg.operatorName }) : null,
          ]
            .filter(Boolean)
            .join(' · ');
          return (
            <li key={`${index}-${leg.departureTime}`} className={styles.leg}>
              <span className={styles.legHead}>{head}</span>
              <span>
                {t('bookTrip.pt.times', {
                  departure: formatTime(leg.departureTime),
                  arrival: formatTime(leg.arrivalTime),
                })}{' '}
                ({t('bookTrip.pt.legDuration', { minutes: leg.durationInMinutes })})
              </span>
              <span className={sectionStyles.muted}>
                {t('bookTrip.pt.legRoute', { from: leg.fromName, to: leg.toName })}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
