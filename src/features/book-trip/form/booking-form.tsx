import { useSelector } from '@xstate/react';
import { useEffect, useRef, type FormEvent } from 'react';
import type {
  BookingFocusTarget,
  BookingPrefill,
  GuestEntry,
  SeriesBudget,
} from '../../../../machines/booking';
import {
  selectFocusRequest,
  selectForm,
  selectLeg,
  selectNeedsPassNumber,
  selectShowsConfirmation,
} from '../../../../machines/booking';
import type { Location, PassNumber, Region } from '../../../../machines/types';
import { createBookingLogic } from '../../../logic/booking';
import { useGuestBookedNavigation } from '../../../logic/guest-booking';
import { useReportBooking } from '../../../logic/booking-in-progress';
import { useClock, useLogicActor } from '../../../logic/use-logic';
import { useKeptBookingDraft } from '../../../logic/booking-draft';
import { Button } from '../../../components';
import { useI18n } from '../../../i18n/i18n';
import { BookingConfirmation } from '../overlays/booking-confirmation';
import { BookingOverlays, prefetchOverlays } from '../overlays/booking-overlays';
import { useFieldRefs, useFocusRequest } from '../../../components/form/form-focus';
import { FOCUS_FALLBACK } from '../parts/booking-view';
import { PassengersSection } from './passengers-section';
import { PaymentSection } from './payment-section';
import { PickupSection } from './pickup-section';
import { PlanningSection } from './planning-section';
import { PreferencesSection } from './preferences-section';
import { RouteSection } from './route-section';
import { SeriesSection } from '../series/series-section';
import { DraftNotice, FailureMessage } from '../overlays/resilience';
import { PassNumberNeeded } from '../pass-number-needed';
import * as styles from './booking-form.css';
import * as layout from '../layout.css';

/**
 * Router state accepted by /book-trip (e.g. from the home page's "where do you want to go" card): prefills the
 * addresses. `navigate('/book-trip', { state: { locationFrom, locationTo } })`.
 */
export interface BookTripLocationState {
  locationFrom?: Location | null;
  locationTo?: Location | null;
}

/** The signed-in traveller's data the form needs (product §3 user profile); null for guests. */
interface BookingTraveller {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  passNumbers: PassNumber[];
  /** product §10.12: the account is a carer (GET /users `isCarer`) and needs no pass number of its own. */
  isCarer?: boolean;
  /** The selected pass number of this login session. */
  passNumber: string | null;
  /** product §4: the traveller travels on invoice (monthly billing forced and locked). */
  hasMonthlyBilling: boolean;
  /** The selected pass's km budget (remaining km, valid until; a repeating trip is checked against it). */
  budget?: SeriesBudget | null;
  /** Sends `passNumber.select` to the session (product §4.5 "a selected pass number scopes later requests"). */
  onPassNumberChange: (passNumber: string) => void;
}

/** Props of {@link BookingForm}. Exactly one of `traveller` (/book-trip) and `guest` (/quick-book). */
export interface BookingFormProps {
  traveller?: BookingTraveller;
  /** product §2.4 /quick-book: the welcome page's entry; books with the -without-account calls. */
  guest?: GuestEntry;
  /** The region: settings (payment options, flags) and attribute definitions. */
  region: Region | null;
  /** Offered in the address fields while empty (guests: none). */
  recentLocations?: Location[];
  /** Addresses to start with (router state). */
  initialLocations?: BookTripLocationState | null;
  /** What the form starts with (a past trip's "Book again", or the travel preferences). */
  prefill?: BookingPrefill | null;
  /**
   * Start from the draft kept in this tab (default true). False when router state asks for a new booking ("Book
   * again", the home card's addresses): that intent wins over an older draft.
   */
  restoreDraft?: boolean;
}

/**
 * The booking form of /book-trip and /quick-book (product §2.4 parts, §3 Booking, §4 booking flow, §5 validation): a
 * thin view over a `createBookingLogic` actor (src/logic/booking.ts), built from sections that each read the
 * chart's selectors and send its events; the booking chart decides everything
 * (machines/booking/booking.machine.ts, machines/booking/context.ts).
 *
 * In page order: title by planning mode; {@link PlanningSection} (planning mode, priority, pass number chooser);
 * {@link RouteSection} (from/to with swap); {@link PickupSection} (date, 24-hour time, pickup error, earliest
 * arrival suggestion, traffic badge); {@link SeriesSection} (repeating trips); {@link PassengersSection} (companions, children, take-along);
 * {@link PreferencesSection} (phone call, driver comment); {@link PaymentSection}; Confirm. Errors show as the
 * chart says, tied to their fields; after a refused submit focus moves where the chart asks
 * (`selectFocusRequest`), after the render that shows the errors. Then {@link BookingOverlays}: backdrop,
 * confirmation dialog and (a guest's) return-trip question. Once a signed-in traveller's trip is booked, the
 * confirmation view {@link BookingConfirmation} takes the form's place (`selectShowsConfirmation`). The actor lives as long as the form; what the traveller entered
 * is kept as a draft in the tab (src/logic/booking-draft.ts) and restored on the next visit, with a notice and
 * "Start over" ({@link DraftNotice}); a failed estimate stays said by Confirm ({@link FailureMessage}).
 */
export function BookingForm({
  traveller,
  guest,
  region,
  recentLocations,
  initialLocations,
  prefill,
  restoreDraft = true,
}: BookingFormProps) {
  const clock = useClock();
  const { t } = useI18n();
  const settings = region?.settings ?? null;
  const definitions = region?.attributes ?? null;
  const hasMonthlyBilling = traveller?.hasMonthlyBilling ?? false;
  const passNumber = traveller?.passNumber ?? null;
  const hasPassNumbers = traveller ? traveller.passNumbers.length > 0 : true;
  const isCarer = traveller?.isCarer ?? false;
  const budget = traveller?.budget ?? null;
  const keptDraft = useKeptBookingDraft(guest !== undefined);

  const actor = useLogicActor(createBookingLogic, {
    input: {
      now: clock,
      user:
        guest ??
        (traveller
          ? {
              firstName: traveller.firstName,
              lastName: traveller.lastName,
              email: traveller.email,
              phone: traveller.phone,
            }
          : null),
      guest: guest !== undefined,
      passNumber,
      hasPassNumbers,
      isCarer,
      settings,
      attributeDefinitions: definitions,
      hasMonthlyBilling,
      locations: initialLocations ?? null,
      prefill: prefill ?? null,
      budget,
      draft: restoreDraft ? keptDraft : null,
    },
  });

  useGuestBookedNavigation(actor, guest);
  // A new version of the app waits with its prompt while a booking is in progress.
  useReportBooking(actor);
  const byArrival = useSelector(actor, (s) => selectForm(s).planningMode === 'ByArrival');
  const leg = useSelector(actor, selectLeg);
  const needsPassNumber = useSelector(actor, selectNeedsPassNumber);
  const focusRequest = useSelector(actor, selectFocusRequest);
  const showsConfirmation = useSelector(actor, selectShowsConfirmation);
  const fields = useFieldRefs<BookingFocusTarget>();
  const submitRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const wasConfirmation = useRef(false);

  // Session data that changes while the page is open (region loaded late, another pass number chosen).
  useEffect(() => {
    // A budget reload after the last booking may arrive once the booking has ended (`done`).
    if (actor.getSnapshot().status !== 'active') return;
    actor.send({
      type: 'session.update',
      settings,
      attributeDefinitions: definitions,
      passNumber,
      hasPassNumbers,
      isCarer,
      hasMonthlyBilling,
      budget,
    });
  }, [actor, settings, definitions, passNumber, hasPassNumbers, isCarer, hasMonthlyBilling, budget]);

  useFocusRequest(focusRequest, fields, FOCUS_FALLBACK);

  // Back from the confirmation view to the form (Yes to the return trip): focus goes to the form's heading, not
  // to the page's body.
  useEffect(() => {
    if (wasConfirmation.current && !showsConfirmation) titleRef.current?.focus();
    wasConfirmation.current = showsConfirmation;
  }, [showsConfirmation]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    prefetchOverlays();
    actor.send({ type: 'form.submit' });
  };

  // Signed in, once booked: the confirmation view replaces the form (the chart's `success` and `confirmed`).
  if (showsConfirmation) return <BookingConfirmation actor={actor} />;

  return (
    <div className={layout.page}>
      <div className={layout.header}>
        <h1 ref={titleRef} tabIndex={-1} className={layout.title}>
          {t(byArrival ? 'bookTrip.titleByArrival' : 'bookTrip.titleByDeparture')}
        </h1>
        <p role="status" className={styles.returnLeg}>
          {leg === 'return' ? t('bookTrip.returnLeg') : ''}
        </p>
        <DraftNotice actor={actor} />
        {needsPassNumber ? <PassNumberNeeded linkRef={fields.ref('passNumber')} /> : null}
      </div>

      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        onFocusCapture={prefetchOverlays}
        onPointerDownCapture={prefetchOverlays}
      >
        <PlanningSection actor={actor} fields={fields} passNumbers={traveller} />
        <RouteSection actor={actor} fields={fields} recentLocations={recentLocations} />
        <PickupSection actor={actor} fields={fields} />
        <SeriesSection actor={actor} fields={fields} />
        <PassengersSection actor={actor} fields={fields} />
        <PreferencesSection actor={actor} fields={fields} />
        <PaymentSection actor={actor} fields={fields} />
        <FailureMessage actor={actor} place="form" retry="form.submit" />
        {/* No Confirm until the traveller has a pass number where the region requires one. */}
        {needsPassNumber ? null : (
          <div className={styles.actions}>
            <Button ref={submitRef} type="submit" size="lg">
              {t('bookTrip.confirm')}
            </Button>
          </div>
        )}
      </form>

      <BookingOverlays actor={actor} returnFocusRef={submitRef} />
    </div>
  );
}
