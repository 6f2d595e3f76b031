import { useSelectors } from '../../lib/use-selectors';
import { useEffect } from 'react';
import { weekStartFor } from '../../../machines/lib/time';
import {
  selectDetailsLoading,
  selectHistoryDetailsOpen,
  selectDetailsTripRef,
  selectIsDownloading,
  selectIsEmpty,
  selectHistoryLoading,
  selectIsUpcoming,
  selectHistoryLoadFailed,
  selectRange,
  selectTripRefs,
  selectTrips,
  tripKey,
} from '../../../machines/trip';
import { createTripHistoryLogic } from '../../logic/trip-history';
import { useClock, useLogicActor } from '../../logic/use-logic';
import { Button, Loading } from '../../components';
import { TripCard } from '../../components/trip-card';
import { useI18n } from '../../i18n/i18n';
import { RatingDialog } from './rating-dialog';
import { LazyTripDetailsDialog } from './lazy-trip-details-dialog';
import { TripCarerLines } from './trip-carer-lines';
import { RangePicker } from './range-picker';
import * as styles from './my-trips-page.css';

/**
 * product §2 /my-trips while the APIs answer, below the page's title (./my-trips-page.tsx): the toolbar (period with the range-picker popover, Upcoming / previous /
 * this / next week, download of the range as PDF), the grid of trip cards, the empty state, the trip-details dialog
 * and each completed trip's rating dialog. Runs one machines/trip/history.machine.ts actor for the visit; decides
 * nothing itself. Its own chunk (with Temporal, react-day-picker and the Radix popover), loaded by
 * ./my-trips-page.tsx only when the page is online, so the service worker's precache of /my-trips stays small.
 */
export function LiveMyTrips() {
  const clock = useClock();
  const { t, locale } = useI18n();
  const history = useLogicActor(createTripHistoryLogic, {
    input: { now: clock, weekStartsOn: weekStartFor(locale) },
  });
  useEffect(() => {
    history.send({ type: 'weekStart.change', weekStartsOn: weekStartFor(locale) });
  }, [history, locale]);

  const {
    range,
    trips,
    tripRefs,
    loading,
    failed,
    empty,
    upcoming,
    downloading,
    detailsOpen,
    detailsLoading,
    detailsRef,
  } = useSelectors(history, {
    range: selectRange,
    trips: selectTrips,
    tripRefs: selectTripRefs,
    loading: selectHistoryLoading,
    failed: selectHistoryLoadFailed,
    empty: selectIsEmpty,
    upcoming: selectIsUpcoming,
    downloading: selectIsDownloading,
    detailsOpen: selectHistoryDetailsOpen,
    detailsLoading: selectDetailsLoading,
    detailsRef: selectDetailsTripRef,
  });

  const openDetails = (externalTripId: string) => history.send({ type: 'details.open', externalTripId });

  return (
    <>
      <div className={styles.toolbar}>
        <RangePicker range={range} onChange={(next) => history.send({ type: 'range.set', range: next })} />
        <div role="group" aria-label={t('myTrips.weeks')} className={styles.weeks}>
          <Button
            variant={upcoming ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={upcoming}
            onClick={() => history.send({ type: 'view.upcoming' })}
          >
            {t('myTrips.upcoming')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => history.send({ type: 'range.previousWeek' })}>
            {t('myTrips.previousWeek')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => history.send({ type: 'range.thisWeek' })}>
            {t('myTrips.thisWeek')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => history.send({ type: 'range.nextWeek' })}>
            {t('myTrips.nextWeek')}
          </Button>
        </div>
        <Button
          className={styles.download}
          busy={downloading}
          onClick={() => history.send({ type: 'history.download' })}
        >
          {downloading ? t('myTrips.downloading') : t('myTrips.download')}
        </Button>
      </div>

      {loading ? <Loading /> : null}
      {failed ? (
        <div role="alert" className={styles.failure}>
          <p>{t('myTrips.loadError')}</p>
          <Button variant="secondary" onClick={() => history.send({ type: 'history.retry' })}>
            {t('myTrips.retry')}
          </Button>
        </div>
      ) : null}
      {empty ? (
        <p role="status" className={styles.empty}>
          {upcoming ? t('myTrips.upcomingEmpty') : t('myTrips.empty')}
        </p>
      ) : null}
      {!loading && !failed && trips.length > 0 ? (
        <>
          <p role="status" className={styles.count}>
            {upcoming
              ? trips.length === 1
                ? t('myTrips.upcomingCountOne')
                : t('myTrips.upcomingCount', { count: trips.length })
              : trips.length === 1
                ? t('myTrips.tripCountOne')
                : t('myTrips.tripCount', { count: trips.length })}
          </p>
          <ul className={styles.grid} aria-label={t('myTrips.list')}>
            {trips.map((trip, index) => {
              const ref = tripRefs[tripKey(trip, index)];
              return ref ? (
                <li key={tripKey(trip, index)} className={styles.item}>
                  <TripCard
                    tripRef={ref}
                    onOpenDetails={openDetails}
                    moreFacts={<TripCarerLines tripRef={ref} />}
                  />
                  <RatingDialog tripRef={ref} />
                </li>
              ) : null;
            })}
          </ul>
        </>
      ) : null}

      <LazyTripDetailsDialog
        open={detailsOpen}
        loading={detailsLoading}
        tripRef={detailsRef}
        onClose={() => history.send({ type: 'details.close' })}
      />
    </>
  );
}
