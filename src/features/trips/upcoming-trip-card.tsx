import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { selectCard, selectShownTrip, type UpcomingTripActorRef } from '../../../machines/trip';
import { selectNextTrip } from '../../../machines/lib/user-data-selectors';
import { useClock, useLogicActor, useUserDataSelector } from '../../logic/use-logic';
import { createUpcomingTripLogic } from '../../logic/upcoming-trip';
import { Card, Loading } from '../../components';
import { useI18n, withDictionarySections } from '../../i18n/i18n';

// The live card, its machine and both maps are a separate chunk, loaded with the live status strings (the
// `live-trip` dictionary section): /home's first load stays small.
const loadLiveMapCard = withDictionarySections(['live-trip'], () => import('./live-map-card'));
const LiveMapCard = lazy(() => loadLiveMapCard().then((m) => ({ default: m.LiveMapCard })));

/** Props of {@link UpcomingTripCard}. */
export interface UpcomingTripCardProps {
  /**
   * The plain next-trip card (or the "no rides planned" card), rendered unless the live card is due; it is handed
   * the slot's upcoming-trip chart, whose verdicts its controls show (`selectNextTripOffers`).
   */
  plain: (upcoming: UpcomingTripActorRef) => ReactNode;
}

/**
 * product §2.2 /home next-trip slot: runs the upcoming-trip machine while mounted (refresh every 30 s; unmounting —
 * leaving /home — stops it) and shows the live map card when departure is within 60 minutes (re-decided by the
 * server-corrected clock, not only on fetch), the given plain card otherwise (handed the chart). Changes to the session's next trip
 * made elsewhere (cancel, booking) are forwarded to the machine.
 */
export function UpcomingTripCard({ plain }: UpcomingTripCardProps) {
  const clock = useClock();
  const sessionTrip = useUserDataSelector(selectNextTrip);
  const actor = useLogicActor(createUpcomingTripLogic, { input: { trip: sessionTrip, now: clock } });
  useEffect(() => {
    actor.send({ type: 'nextTrip.changed', trip: sessionTrip });
  }, [actor, sessionTrip]);
  const card = useSelector(actor, selectCard);
  const trip = useSelector(actor, selectShownTrip);
  if (card !== 'live' || !trip) return <>{plain(actor)}</>;
  return (
    <Suspense fallback={<LiveCardLoading />}>
      <LiveMapCard key={trip.externalTripId} trip={trip} />
    </Suspense>
  );
}

function LiveCardLoading() {
  const { t } = useI18n();
  return (
    <Card title={t('home.nextTrip.title')}>
      <Loading label={t('trip.mapLoading')} />
    </Card>
  );
}
