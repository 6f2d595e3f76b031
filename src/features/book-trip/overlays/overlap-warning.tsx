import type { Trip } from '../../../../machines/types';
import { useI18n } from '../../../i18n/i18n';
import { locationLabel } from '../../../lib/location-label';
import * as styles from './booking-overlays.css';

/**
 * The overlap warning (product §4 safeguards; product §10.11 "Re-quote, then decide" applies it as when booking): the
 * traveller's other booked trips the new trip overlaps (decided by the chart, machines/booking/trip-overlap.ts), each
 * as "You already have a trip then: <date> <time> <from> → <to>." (pick-up date and time in Europe/Amsterdam, in the
 * active language), then "You can still book this trip." Nothing is blocked. A polite live region (role=status),
 * rendered even while empty so the warning is announced when it appears. Shown by the booking confirmation and by
 * "Check your change" (whose `hint` says the change can still be made).
 */
export function OverlapWarningList({
  overlaps,
  hint,
}: {
  overlaps: readonly Trip[];
  /** The line under the list; default "You can still book this trip." */
  hint?: string;
}) {
  const { t, formatDate, formatTime } = useI18n();
  return (
    <div role="status">
      {overlaps.length > 0 ? (
        <div className={styles.overlap}>
          <ul className={styles.overlapList}>
            {overlaps.map((trip) => (
              <li key={trip.externalTripId}>
                {t('safeguards.overlap', {
                  date: formatDate(trip.departureDateTime, {
                    weekday: 'short',
                    day: 'numeric',
                    month: 'short',
                  }),
                  time: formatTime(trip.departureDateTime),
                  from: trip.departure || locationLabel(trip.locationFrom),
                  to: trip.arrival || locationLabel(trip.locationTo),
                })}
              </li>
            ))}
          </ul>
          <p className={styles.overlapHint}>{hint ?? t('safeguards.overlapHint')}</p>
        </div>
      ) : null}
    </div>
  );
}
