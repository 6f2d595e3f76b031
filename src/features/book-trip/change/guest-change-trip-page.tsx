import { useParams } from 'react-router';
import { Loading, PublicLayout } from '../../../components';
import { useI18n } from '../../../i18n/i18n';
import { usePublicRegion } from '../../../logic/public-region';
import { createGuestTripChangeLogic, guestTripPath } from '../../../logic/trip-change';
import { useKeptTripChangeDraft } from '../../../logic/trip-change-draft';
import { useClock, useLogicActor } from '../../../logic/use-logic';
import type { Region } from '../../../../machines/types';
import { ChangeFlow, TripIntro } from './change-trip-page';

/**
 * /trip/<token>/change (product §10.11 "Guests and carers"): a guest changes the trip of the confirmation link
 * without an account, with the same flow as a traveller (machines/booking/change.machine.ts, its input carrying the
 * link's token: `createGuestTripChangeLogic`) — the same form, "Check your change", refusals and success; the server
 * mails the guest (`bookingChanged`). The region's public settings give the aids, payment options and horizon; the
 * form waits for them. "Back to your trip" returns to /trip/<token>.
 */
export function GuestChangeTripPage() {
  const { token = '' } = useParams();
  const { t } = useI18n();
  const { region, status } = usePublicRegion();
  return (
    <PublicLayout variant="wide" title={t('tripChange.title')}>
      {status === 'loading' ? (
        <Loading label={t('tripChange.loading')} />
      ) : (
        <GuestChange key={token} token={token} region={region} />
      )}
    </PublicLayout>
  );
}

function GuestChange({ token, region }: { token: string; region: Region | null }) {
  const { t } = useI18n();
  const clock = useClock();
  const draft = useKeptTripChangeDraft();
  const actor = useLogicActor(createGuestTripChangeLogic, {
    input: {
      externalTripId: '',
      guestToken: token,
      now: clock,
      draft,
      attributeDefinitions: region?.attributes ?? null,
      paymentOptions: region?.settings.paymentOptions ?? null,
      ...(region?.settings.maxDaysAhead ? { maxDaysAhead: region.settings.maxDaysAhead } : {}),
    },
  });
  return (
    <>
      <TripIntro actor={actor} guest />
      <ChangeFlow actor={actor} back={{ to: guestTripPath(token), label: t('tripChange.guestBack') }} />
    </>
  );
}
