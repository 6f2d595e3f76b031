import { useSelector } from '@xstate/react';
import {
  selectDetailsOpen,
  selectHeader,
  selectLicensePlate,
  selectVehicle,
} from '../../../machines/live-map.machine';
import type { LiveMapHeader } from '../../../machines/lib/live-trip';
import type { Trip } from '../../../machines/types';
import { visuallyHidden } from '../../../styles/utilities.css';
import { createLiveMapLogic } from '../../logic/live-map';
import { createTripCardLogic } from '../../logic/trip';
import { useClock, useLogicActor } from '../../logic/use-logic';
import { Button, Card, InfoIcon } from '../../components';
import { LicensePlateLine } from '../../components/map/license-plate';
import { TrackedTripMap } from '../../components/map/live-trip-map';
import { useI18n, type Translate } from '../../i18n/i18n';
import { locationLabel } from '../../lib/location-label';
import { NextTripCancel } from './next-trip-cancel';
import { TripDetailsDialog } from './trip-details-dialog';
import * as styles from './live-map-card.css';

export interface LiveMapCardProps {
  /** The next trip (departing within 60 minutes, or riding). */
  trip: Trip;
  /** Google Maps browser key; default `VITE_GOOGLE_MAPS_API_KEY`. Empty: the offline schematic map. */
  mapsApiKey?: string;
}

function headerText(header: LiveMapHeader, t: Translate, formatTime: (value: string) => string): string {
  if (header.kind === 'empty') return '';
  return t(`liveMap.${header.kind}`, { time: header.eta ? formatTime(header.eta) : '' });
}

/**
 * SPEC §2 live map card of /home: header text by vehicle status (estimated pick-up / drop-off time, arrived,
 * starting soon, or nothing while unknown), the licence plate while the vehicle is on its way to the pickup, the
 * map (Google Maps with a key, else — or when Google fails — the app's schematic map) with vehicle, departure
 * and arrival markers and the route, an info icon opening the trip-details dialog, the cancel control of the
 * next-trip card, and a text alternative of it all for screen readers. Runs the live-map machine while mounted
 * (polling stops when the card goes).
 */
export function LiveMapCard({ trip, mapsApiKey }: LiveMapCardProps) {
  const clock = useClock();
  const { t, formatTime } = useI18n();
  const actor = useLogicActor(createLiveMapLogic, { input: { trip } });
  const tripRef = useLogicActor(createTripCardLogic, { input: { trip, now: clock } });
  const header = useSelector(actor, selectHeader);
  const plate = useSelector(actor, selectLicensePlate);
  const vehicle = useSelector(actor, selectVehicle);
  const detailsOpen = useSelector(actor, selectDetailsOpen);
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
      footer={<NextTripCancel key={trip.externalTripId} trip={trip} />}
    >
      <p className={styles.headline} data-testid="live-map-header">
        {text}
      </p>
      {plate ? <LicensePlateLine plate={plate} /> : null}
      <TrackedTripMap
        actor={actor}
        trip={trip}
        vehicle={vehicle}
        mapLabel={t('liveMap.mapLabel')}
        apiKey={mapsApiKey}
      />
      <TextAlternative trip={trip} header={header} plate={plate} />
      <TripDetailsDialog
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
 * plate while the vehicle comes, and the trip. Announced politely when it changes.
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
      <p aria-live="polite">
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
