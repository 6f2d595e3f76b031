import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import {
  selectEndReason,
  selectFollowedTrip,
  selectFollowLiveStatus,
  selectFollowNearNoticeRef,
  selectFollowPlate,
  selectFollowVehicleMessage,
  selectFollowLoading,
  selectFollowLoadFailed,
  selectShowsMap,
  type FollowActorRef,
  type FollowedTrip,
} from '../../../machines/trip';
import { LinkGonePage, LinkPendingPage } from '../../components/public-layout/link-page-states';
import { LiveStatusPanel } from '../../components/map/live-status';
import { NearNoticeAlert, NearNoticeSwitch } from '../../components/map/near-notice';
import { useNearNoticeOptIn } from '../../logic/near-notice';
import { sameLiveStatus } from '../../../machines/trip';
import { TrackedTripMap } from '../../components/map/live-trip-map';
import { TitledSection } from '../../components/titled-section/titled-section';
// The chip alone: the card barrel would bring the trip and rating machines this page does not run.
import { DetailsList, DetailsRow } from '../../components/details-list/details-list';
import { TripStatusChip } from '../../components/trip-card/status-chip';
import { useI18n } from '../../i18n/i18n';
import { createFollowLogic } from '../../logic/follow';
import { useClock, useLogicActor } from '../../logic/use-logic';
import { locationLabel } from '../../lib/location-label';
import * as styles from './follow-page.css';

/**
 * `/follow/<token>`, the page a share link opens, signed in or not. Shows the trip's status,
 * pick-up window, from and to and the traveller's first name; inside the 60-minute live window the vehicle on the
 * map with its plate and estimates, refreshed like the live card; once the link stops working (sharing stopped,
 * trip cancelled, 2 hours after arrival, or no such link) it says so in plain words. Runs
 * machines/trip/follow.machine.ts while shown.
 */
export function FollowPage() {
  const { token = '' } = useParams();
  const clock = useClock();
  const { t } = useI18n();
  const nearNoticeOptedIn = useNearNoticeOptIn('carer');
  const actor = useLogicActor(createFollowLogic, { input: { token, now: clock, nearNoticeOptedIn } });
  const loading = useSelector(actor, selectFollowLoading);
  const failed = useSelector(actor, selectFollowLoadFailed);
  const trip = useSelector(actor, selectFollowedTrip);
  const ended = useSelector(actor, selectEndReason);

  if (ended) {
    return (
      <LinkGonePage
        title={ended === 'unknown' ? t('follow.ended.unknownTitle') : t('follow.ended.title')}
        text={t(`follow.ended.${ended}`)}
      />
    );
  }
  return (
    <LinkPendingPage
      shown={
        trip && {
          title: trip.firstName ? t('follow.title', { name: trip.firstName }) : t('follow.titleShared'),
          content: <FollowedTripView actor={actor} trip={trip} />,
        }
      }
      title={t('follow.titleShared')}
      texts="follow"
      loading={loading}
      failed={failed}
      onRetry={() => actor.send({ type: 'follow.retry' })}
    />
  );
}

/** The followed trip: what the link shows, and the vehicle section. */
function FollowedTripView({ actor, trip }: { actor: FollowActorRef; trip: FollowedTrip }) {
  const { t, formatDate, formatTime } = useI18n();
  const pickUp = trip.pickUpWindow;
  return (
    <div className={styles.page}>
      <p className={styles.line}>
        {trip.firstName ? t('follow.intro', { name: trip.firstName }) : t('follow.introNoName')}
      </p>
      <DetailsList className={styles.list}>
        <DetailsRow label={t('trip.statusLabel')}>
          <TripStatusChip status={trip.status} />
        </DetailsRow>
        <DetailsRow label={t('follow.pickUpWindow')}>
          {t('follow.pickUpWindowValue', {
            date: formatDate(pickUp.start, { weekday: 'long', day: 'numeric', month: 'long' }),
            start: formatTime(pickUp.start),
            end: formatTime(pickUp.end),
          })}
        </DetailsRow>
        <DetailsRow label={t('trip.from')}>{locationLabel(trip.locationFrom)}</DetailsRow>
        <DetailsRow label={t('trip.to')}>{locationLabel(trip.locationTo)}</DetailsRow>
        <DetailsRow label={t('follow.estimatedArrival')}>{formatTime(trip.estimatedArrival)}</DetailsRow>
      </DetailsList>
      <VehicleSection actor={actor} trip={trip} />
    </div>
  );
}

/**
 * The vehicle: the status sentence the carer reads first (a polite live region) with the plate while the taxi
 * comes, the opt-in "Notify me when the taxi is near" with its alert (the chart's child near notice), its status
 * line with the estimate, and the map (live window only).
 */
function VehicleSection({ actor, trip }: { actor: FollowActorRef; trip: FollowedTrip }) {
  const { t, formatTime } = useI18n();
  const message = useSelector(actor, selectFollowVehicleMessage);
  const plate = useSelector(actor, selectFollowPlate);
  const showsMap = useSelector(actor, selectShowsMap);
  const status = useSelector(actor, selectFollowLiveStatus, sameLiveStatus);
  const nearNotice = useSelector(actor, selectFollowNearNoticeRef);
  const text =
    message.kind === 'notLiveYet'
      ? t('follow.notLiveYet')
      : t(`follow.vehicle.${message.kind}`, { time: message.eta ? formatTime(message.eta) : '' });
  return (
    <TitledSection
      title={t('follow.vehicleTitle')}
      level={2}
      className={styles.section}
      titleClassName={styles.sectionTitle}
    >
      <NearNoticeAlert actor={nearNotice} reader="carer" />
      <LiveStatusPanel status={status} plate={plate} reader="carer" />
      <NearNoticeSwitch actor={nearNotice} reader="carer" />
      <p className={styles.vehicleLine} data-testid="follow-vehicle">
        {text}
      </p>
      {showsMap ? (
        <TrackedTripMap actor={actor} trip={trip} vehicle={trip.vehicle} mapLabel={t('follow.mapLabel')} />
      ) : null}
    </TitledSection>
  );
}
