import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  selectIsUserDataLoading,
  selectPassNumber,
  selectProfile,
  selectRegion,
} from '../../../machines/auth.machine';
import { useAuthSelector, useRuntime } from '../../app/runtime-context';
import { Loading } from '../../components';
import { useI18n } from '../../i18n/i18n';
import { BookingForm, type BookTripLocationState } from './booking-form';

export type { BookTripLocationState } from './booking-form';

/** How often /book-trip asks again for a region that failed to load. */
const MAX_REGION_RETRIES = 3;

/**
 * SPEC §2 /book-trip page for a signed-in traveller. Waits for the first data load (profile, region), then shows
 * the {@link BookingForm} with the traveller's names, phone, pass numbers (the chooser sends `passNumber.select` to
 * the session), monthly billing and recent locations. Accepts {@link BookTripLocationState} as router state
 * (`navigate('/book-trip', { state: { locationFrom, locationTo } })`) to prefill the addresses.
 */
export function BookTripPage() {
  const { t } = useI18n();
  const { auth } = useRuntime();
  const profile = useAuthSelector(selectProfile);
  const loading = useAuthSelector(selectIsUserDataLoading);
  const region = useAuthSelector(selectRegion);
  const passNumber = useAuthSelector(selectPassNumber);
  const routeState = useLocation().state as BookTripLocationState | null;
  // Latched: later reloads (budget, next trip after a booking) must not unmount the form and its booking.
  const [ready, setReady] = useState(false);
  if (!ready && (profile !== null || !loading)) setReady(true);
  // Issue 9: on a flaky network the region (payment options, attribute ranges) may have failed to load, and the
  // form cannot be completed without it: ask again, a few times (loads are silent, SPEC §8).
  const regionRetries = useRef(0);
  useEffect(() => {
    if (!ready || region !== null || loading || regionRetries.current >= MAX_REGION_RETRIES) return;
    regionRetries.current += 1;
    auth.send({ type: 'userData.reload', parts: ['region'] });
  }, [ready, region, loading, auth]);
  if (!ready) return <Loading label={t('common.loading')} />;
  return (
    <BookingForm
      region={region}
      initialLocations={routeState}
      traveller={{
        firstName: profile?.firstName ?? '',
        lastName: profile?.surname ?? '',
        email: profile?.email ?? '',
        phone: profile?.phone ?? '',
        passNumbers: profile?.passNumbers ?? [],
        passNumber,
        hasMonthlyBilling: profile?.hasMonthlyBilling ?? false,
        onPassNumberChange: (value) => auth.send({ type: 'passNumber.select', passNumber: value }),
      }}
    />
  );
}
