import { useSelector } from '@xstate/react';
import {
  selectLiveMapDetailsOpen,
  selectHasArrived,
  selectHeader,
  selectLicensePlate,
  selectLiveStatus,
  selectNearNoticeRef,
  selectLiveMapPickUpWindow,
  selectVehicle,
} from '../../../machines/trip';
import { sameLiveStatus, type LiveMapHeader } from '../../../machines/trip';
import type { Trip } from '../../../machines/types';
import { visuallyHidden } from '../../../styles/utilities.css';
import { createLiveMapLogic } from '../../logic/live-map';
import { createTripCardLogic } from '../../logic/trip';
import { useClock, useLogicActor } from '../../logic/use-logic';
import { Button, Card, InfoIcon } from '../../components';
import { LiveStatusPanel } from '../../components/map/live-status';
import { NearNoticeAlert, NearNoticeSwitch } from '../../components/map/near-notice';
import { useNearNoticeOptIn } from '../../logic/near-notice';
import { TrackedTripMap } from '../../components/map/live-trip-map';
import { useI18n, type Translate } from '../../i18n/i18n';
import { locationLabel } from '../../lib/location-label';
import { NextTripCancel } from './next-trip-cancel';
import { LazyTripDetailsDialog } from './lazy-trip-details-dialog';
import * as styles from './live-map-card.css';

export interface LiveMapCardProps {
  /** The next trip (departing within 60 minutes, or riding). */
  trip: Trip;
  /** Google Maps browser key; default `VITE_GOOGLE_MAPS_API_KEY`. Empty: the offline schematic map. */
  mapsApiKey?: string;
}

const sameWindow = (a: { start: string; end: string }, b: { start: string; end: string }) =>
  a.start === b.start && a.end === b.end;

function headerText(header: LiveMapHeader, t: Translate, formatTime: (value: string) => string): string {
  if (header.kind === 'empty') return '';
  return t(`liveMap.${header.kind}`, { time: header.eta ? formatTime(header.eta) : '' });
}

/**
 * product §2.3 live map card of /home: header text by vehicle status (estimated pick-up / drop-off time, arrived,
 * starting soon, or nothing while unknown), the status sentence a traveller reads first (minutes to the pick-up,
 * or the destination and its arrival time) with the pick-up window, the licence plate while the vehicle is on its way to the pickup, the
 * map (Google Maps with a key, else — or when Google fails — the app's schematic map) with vehicle, departure
 * and arrival markers and the route, an info icon opening the trip-details dialog, the cancel control of the
 * next-trip card, the opt-in "Notify me when my taxi is near" with its alert (machines/trip/near-notice.machine.ts, the
 * chart's child), and a text alternative of it all for screen readers. Runs the live-map machine while mounted
 * (polling stops when the card goes). After arrival it says so once (the status sentence) and drops the stale
 * parts: the header's repeat, the pick-up window, the near-notice alert and switch, and the cancel control.
 */
export function LiveMapCard({ trip, mapsApiKey }: LiveMapCardProps) {
  const clock = useClock();
  const { t, formatTime } = useI18n();
  const nearNoticeOptedIn = useNearNoticeOptIn('traveller');
  const actor = useLogicActor(createLiveMapLogic, { input: { trip, now: clock, nearNoticeOptedIn } });
  const tripRef = useLogicActor(createTripCardLogic, { input: { trip, now: clock } });
  const header = useSelector(actor, selectHeader);
  const plate = useSelector(actor, selectLicensePlate);
  const status = useSelector(actor, selectLiveStatus, sameLiveStatus);
  const pickUpWindow = useSelector(actor, selectLiveMapPickUpWindow, sameWindow);
  const vehicle = useSelector(actor, selectVehicle);
  const detailsOpen = useSelector(actor, selectLiveMapDetailsOpen);
  const nearNotice = useSelector(actor, selectNearNoticeRef);
  const arrived = useSelector(actor, selectHasArrived);
  const text = headerText(header, t, formatTime);

  return (
    <Card
      title={t('home.nextTrip.title')}
      headerExtra={
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('liveMap.tripDetails')}
          aria-haspopup="dialog"
          onClick={() => actor.send({ type: 'details.open' })}
        >
          <InfoIcon />
        </Button>
      }
      footer={arrived ? undefined : <NextTripCancel key={trip.externalTripId} trip={trip} />}
    >
      <p className={styles.headline} data-testid="live-map-header">
        {text}
      </p>
      {arrived ? null : <NearNoticeAlert actor={nearNotice} reader="traveller" />}
      {/* Once arrived, the header (product §2 "completed = arrived") says so; the sentence would only repeat it. */}
      <LiveStatusPanel
        status={arrived ? null : status}
        pickUpWindow={arrived ? null : pickUpWindow}
        plate={plate}
      />
      {arrived ? null : <NearNoticeSwitch actor={nearNotice} reader="traveller" />}
      <TrackedTripMap
        actor={actor}
        trip={trip}
        vehicle={vehicle}
        mapLabel={t('liveMap.mapLabel')}
        apiKey={mapsApiKey}
      />
      <TextAlternative trip={trip} header={header} plate={plate} />
      <LazyTripDetailsDialog
        open={detailsOpen}
        loading={false}
        tripRef={tripRef}
        onClose={() => actor.send({ type: 'details.close' })}
      />
    </Card>
  );
}

/**
 * What the map shows, in words (always present for screen readers): the status with its ETA, the licence
 * plate while the vehicle comes, and the trip. Not a live region: the visible status sentence announces changes.
 */
function TextAlternative({
  trip,
  header,
  plate,
}: {
  trip: Trip;
  header: LiveMapHeader;
  plate: string | null;
}) {
  const { t, formatTime } = useI18n();
  const time = header.eta ? formatTime(header.eta) : '';
  const status =
    header.kind === 'pickUp'
      ? t('liveMap.summaryPickUp', { time })
      : header.kind === 'dropOff'
        ? t('liveMap.summaryDropOff', { time })
        : header.kind === 'completed'
          ? t('liveMap.summaryCompleted')
          : header.kind === 'empty'
            ? t('liveMap.summaryUnknown')
            : t('liveMap.summaryStartingSoon');
  return (
    <div className={visuallyHidden} data-testid="live-map-text">
      <p>
        {status}
        {plate ? ` ${t('liveMap.summaryLicensePlate', { plate })}` : ''}
      </p>
      <p>
        {t('liveMap.summaryRoute', {
          from: locationLabel(trip.locationFrom),
          to: locationLabel(trip.locationTo),
          time: formatTime(trip.departureDateTime),
        })}
      </p>
    </div>
  );
}
