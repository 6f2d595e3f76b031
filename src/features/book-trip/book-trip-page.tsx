import { useSelector } from '@xstate/react';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { selectPassNumber } from '../../../machines/auth.machine';
import { selectBookingPreferences, selectIsSettled } from '../../../machines/travel-preferences.machine';
import {
  selectBudget,
  selectHasBookingFormData,
  selectProfile,
  selectRegion,
} from '../../../machines/lib/user-data-selectors';
import { createTravelPreferencesLogic } from '../../logic/travel-preferences';
import { useAuthSelector, useLogicActor, useUserData, useUserDataSelector } from '../../logic/use-logic';
import { Loading } from '../../components';
import { useI18n } from '../../i18n/i18n';
import { afterShown } from '../../lib/after-shown';
import { withImportRetry } from '../../lib/retry-import';
import * as layout from './layout.css';
import * as styles from './book-trip-page.css';
import type { BookTripLocationState } from './form/booking-form';
import { FollowOnlyNotice } from './follow-only-notice';

/**
 * The form's chunk (the form, Temporal, downshift): not needed for the page frame's first paint. A failed load is
 * tried again with backoff before the route's error page says so.
 */
const loadBookTripForm = withImportRetry(() => import('./book-trip-form'), 'BookTripForm');
const BookTripForm = lazy(() => loadBookTripForm().then((m) => ({ default: m.BookTripForm })));

/** The frame heading's Element Timing name: the form's chunk loads once it is on screen. */
const FRAME_TITLE = 'book-trip-title';

/** Marks the frame's heading for Element Timing (React has no typed `elementtiming` prop). */
const markFrameTitle = (heading: HTMLHeadingElement | null) =>
  heading?.setAttribute('elementtiming', FRAME_TITLE);

/**
 * The page frame (same box and heading as the form's), shown until the data and the form's chunk are there: the
 * title is on screen early on a slow phone (it is the page's LCP element). `aria-busy` tells route focus
 * (src/app/route-focus.tsx) to wait for the form's own heading instead of this one.
 */
function BookTripFrame() {
  const { t } = useI18n();
  return (
    <div className={`${layout.page} ${styles.loading}`} aria-busy="true">
      <div className={layout.header}>
        <h1 ref={markFrameTitle} className={layout.title}>
          {t('bookTrip.titleByDeparture')}
        </h1>
      </div>
      <Loading label={t('common.loading')} />
    </div>
  );
}

/**
 * product §2.4 /book-trip page for a signed-in traveller. Waits for the first data load (profile, region), then shows
 * the booking form ({@link BookTripForm}, its own chunk, fetched once the page frame is on screen) with the
 * traveller's names, phone, pass numbers (the chooser sends `passNumber.select` to the session's user data),
 * monthly billing and recent locations. Accepts {@link BookTripLocationState} as router state
 * (`navigate('/book-trip', { state: { locationFrom, locationTo } })`) to prefill the addresses.
 * A new booking starts from the traveller's travel preferences (loaded first; none without the extension), or
 * from a trip's "Book again" prefill in router state (`{ prefill }`, checked by `parseBookingPrefill`).
 * A tab that follows a traveller as an observer gets the reason instead (product §10.12, {@link FollowOnlyNotice}).
 */
export function BookTripPage() {
  return (
    <FollowOnlyNotice>
      <BookTripFormPage />
    </FollowOnlyNotice>
  );
}

/** The page for oneself or a managing carer: the frame, then the form (see {@link BookTripPage}). */
function BookTripFormPage() {
  const userData = useUserData();
  const profile = useUserDataSelector(selectProfile);
  const hasFormData = useUserDataSelector(selectHasBookingFormData);
  const region = useUserDataSelector(selectRegion);
  // A series is checked against the selected pass's budget (the chart keeps no other pass's).
  const budget = useUserDataSelector(selectBudget);
  const passNumber = useAuthSelector(selectPassNumber);
  const routeState = useLocation().state as BookTripLocationState | null;
  // A new booking starts from the travel preferences, "Book again" from its trip
  // (router state, checked: anyone can forge it). Without the preferences extension (404) nothing changes.
  const preferencesActor = useLogicActor(createTravelPreferencesLogic);
  const preferencesSettled = useSelector(preferencesActor, selectIsSettled);
  const preferences = useSelector(preferencesActor, selectBookingPreferences);
  // Latched: later reloads (budget, next trip after a booking) must not unmount the form and its booking.
  // What the form waits for is the charts' to say (selectHasBookingFormData, selectIsSettled). It mounts in a
  // transition (Lighthouse TBT; mounting the whole form in one go was one long task on a slow phone)
  // and only once the frame's heading is shown (the heading, the page's LCP element, is on
  // screen before the form's chunk is even asked for).
  const dataReady = preferencesSettled && hasFormData;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!dataReady || ready) return undefined;
    return afterShown(FRAME_TITLE, () => startTransition(() => setReady(true)));
  }, [dataReady, ready]);
  // The form's chunk downloads while the data loads (a failure shows through the route's error boundary later).
  useEffect(() => afterShown(FRAME_TITLE, () => void loadBookTripForm().catch(() => undefined)), []);
  // A region that failed to load (a flaky network) is asked again by the user-data machine itself
  // (REQUIRED_USER_DATA_PARTS): this view only renders what the session holds.
  if (!ready) return <BookTripFrame />;
  return (
    <Suspense fallback={<BookTripFrame />}>
      <BookTripForm
        region={region}
        routeState={routeState}
        preferences={preferences}
        traveller={{
          firstName: profile?.firstName ?? '',
          lastName: profile?.surname ?? '',
          email: profile?.email ?? '',
          phone: profile?.phone ?? '',
          passNumbers: profile?.passNumbers ?? [],
          isCarer: profile?.isCarer === true,
          passNumber,
          budget,
          hasMonthlyBilling: profile?.hasMonthlyBilling ?? false,
          onPassNumberChange: (value) => userData?.send({ type: 'passNumber.select', passNumber: value }),
        }}
      />
    </Suspense>
  );
}
