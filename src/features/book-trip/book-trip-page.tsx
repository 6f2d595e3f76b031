import { useSelector } from '@xstate/react';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { selectPassNumber } from '../../../machines/auth.machine';
import { parseBookingPrefill, preferencesPrefill } from '../../../machines/lib/book-again';
import { selectBookingPreferences, selectIsSettled } from '../../../machines/travel-preferences.machine';
import {
  selectBudget,
  selectIsUserDataLoading,
  selectProfile,
  selectRegion,
} from '../../../machines/user-data.machine';
import { createTravelPreferencesLogic } from '../../logic/travel-preferences';
import { useAuthSelector, useLogicActor, useUserData, useUserDataSelector } from '../../logic/use-logic';
import { Loading } from '../../components';
import { useI18n } from '../../i18n/i18n';
import * as styles from './book-trip-page.css';
import { BookingForm, type BookTripLocationState } from './booking-form';

/**
 * SPEC §2 /book-trip page for a signed-in traveller. Waits for the first data load (profile, region), then shows
 * the {@link BookingForm} with the traveller's names, phone, pass numbers (the chooser sends `passNumber.select` to
 * the session's user data), monthly billing and recent locations. Accepts {@link BookTripLocationState} as router state
 * (`navigate('/book-trip', { state: { locationFrom, locationTo } })`) to prefill the addresses.
 * A new booking starts from the traveller's travel preferences (loaded first; none without the extension), or
 * from a trip's "Book again" prefill in router state (`{ prefill }`, checked by `parseBookingPrefill`).
 */
export function BookTripPage() {
  const { t } = useI18n();
  const userData = useUserData();
  const profile = useUserDataSelector(selectProfile);
  const loading = useUserDataSelector(selectIsUserDataLoading);
  const region = useUserDataSelector(selectRegion);
  const budget = useUserDataSelector(selectBudget);
  const passNumber = useAuthSelector(selectPassNumber);
  // Issue 18 item 6: a series is checked against the selected pass's budget (not the one of another pass).
  const seriesBudget = useMemo(
    () =>
      budget && budget.passNumber === passNumber
        ? { remaining: budget.remaining, until: budget.until }
        : null,
    [budget, passNumber],
  );
  const routeState = useLocation().state as BookTripLocationState | null;
  // Issue 18 items 1 and 3: a new booking starts from the travel preferences, "Book again" from its trip
  // (router state, checked: anyone can forge it). Without the preferences extension (404) nothing changes.
  const preferencesActor = useLogicActor(createTravelPreferencesLogic);
  const preferencesSettled = useSelector(preferencesActor, selectIsSettled);
  const preferences = useSelector(preferencesActor, selectBookingPreferences);
  // Latched: later reloads (budget, next trip after a booking) must not unmount the form and its booking.
  // The form waits for the profile AND the region (or the end of the load): the region's payment options and
  // take-along attributes add rows, and rendering them after the form would shift the page (issue 10: CLS).
  // Data that arrives later mounts the form in a transition (issue 19: Lighthouse TBT): the data comes in a
  // synchronous store update, and mounting the whole form in it was one long task on a slow phone; a transition
  // renders it in slices. Data already there renders the form at once (no frame in between).
  const dataReady = preferencesSettled && ((profile !== null && region !== null) || !loading);
  const [ready, setReady] = useState(dataReady);
  useEffect(() => {
    if (dataReady && !ready) startTransition(() => setReady(true));
  }, [dataReady, ready]);
  // A region that failed to load (issue 9 flaky network) is asked again by the user-data machine itself
  // (REQUIRED_USER_DATA_PARTS): this view only renders what the session holds.
  if (!ready) {
    // The page frame (same box and heading as the form's) paints with the page chunk, before the data: the
    // title is on screen early on a slow phone (issue 10: LCP). `aria-busy` tells route focus
    // (src/app/route-focus.tsx) to wait for the form's own heading instead of this one.
    return (
      <div className={`${styles.page} ${styles.loading}`} aria-busy="true">
        <div className={styles.header}>
          <h1 className={styles.title}>{t('bookTrip.titleByDeparture')}</h1>
        </div>
        <Loading label={t('common.loading')} />
      </div>
    );
  }
  return (
    <BookingForm
      region={region}
      initialLocations={routeState}
      prefill={parseBookingPrefill(routeState) ?? (preferences ? preferencesPrefill(preferences) : null)}
      traveller={{
        firstName: profile?.firstName ?? '',
        lastName: profile?.surname ?? '',
        email: profile?.email ?? '',
        phone: profile?.phone ?? '',
        passNumbers: profile?.passNumbers ?? [],
        passNumber,
        budget: seriesBudget,
        hasMonthlyBilling: profile?.hasMonthlyBilling ?? false,
        onPassNumberChange: (value) => userData?.send({ type: 'passNumber.select', passNumber: value }),
      }}
    />
  );
}
