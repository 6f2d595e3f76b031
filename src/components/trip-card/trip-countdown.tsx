import { useSelector } from '@xstate/react';
import { selectMinutesUntilDeparture, selectShowsCountdown, type TripActorRef } from '../../../machines/trip';
import { useI18n } from '../../i18n/i18n';
import { formatCountdown } from './countdown';

/**
 * The §4 departure countdown of a trip ("Vertrek over 2 uur en 5 minuten", then "Vertrekt nu"), shown while the
 * trip actor says so (confirmed or unknown trips); nothing otherwise.
 */
export function TripCountdown({ tripRef, className }: { tripRef: TripActorRef; className?: string }) {
  const { t, locale } = useI18n();
  const showsCountdown = useSelector(tripRef, selectShowsCountdown);
  const minutes = useSelector(tripRef, selectMinutesUntilDeparture);
  if (!showsCountdown) return null;
  const countdown = formatCountdown(minutes, locale);
  return (
    <p className={className}>
      {countdown ? t('trip.countdown', { time: countdown }) : t('trip.departingNow')}
    </p>
  );
}
