import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { chip } from '../../../styles/recipes/chip.css';
import { field } from '../../../styles/recipes/field.css';
import {
  selectArrivalSuggestion,
  selectBackdrop,
  selectForm,
  selectFormErrors,
  selectIsAskingReturnTrip,
  selectIsBlockedByPtAdvice,
  selectIsConfirmDialogOpen,
  selectIsPaymentLocked,
  selectLatestDate,
  selectLeg,
  selectMaxDaysAhead,
  selectSummary,
  selectTrafficIndicatorRef,
} from '../../../machines/booking.machine';
import {
  BOOKING_ERROR_KEYS,
  DRIVER_COMMENT_MAX_LENGTH,
  PRIORITY_OPTIONS,
  attributeRange,
  availablePaymentOptions,
  paymentChoices,
  type BookingField,
  type BookingFormErrors,
  type BookingFormPatch,
  type GuestEntry,
  type PlanningMode,
} from '../../../machines/lib/booking-rules';
import { earliestDate, earliestPickup, earliestTimeFor } from '../../../machines/lib/time';
import { selectTrafficLevel } from '../../../machines/traffic-indicator.machine';
import type { Location, PassNumber, Priority, Region } from '../../../machines/types';
import { createBookingLogic } from '../../logic/booking';
import { useClock, useLogicActor } from '../../logic/use-logic';
import * as Switch from '@radix-ui/react-switch';
import {
  Button,
  InfoIcon,
  LazyDialog,
  LazyWaitingOverlay,
  loadDialog,
  loadWaitingOverlay,
} from '../../components';
import { AddressCombobox } from '../../components/address-combobox';
import { useI18n, type I18n } from '../../i18n/i18n';
import { isTime24 } from '../../lib/time-input';
import { FieldError, SelectField, countOptions } from './form-fields';
import { PaymentField } from './payment-field';
import { TakeAlong } from './take-along';
import { TimeField } from './time-field';
import { TripSummaryView } from './trip-summary';
import * as styles from './book-trip-page.css';

/**
 * Router state accepted by /book-trip (e.g. from the home page's "where do you want to go" card): prefills the
 * addresses. `navigate('/book-trip', { state: { locationFrom, locationTo } })`.
 */
export interface BookTripLocationState {
  locationFrom?: Location | null;
  locationTo?: Location | null;
}

/** The signed-in traveller's data the form needs (SPEC §3 user profile); null for guests. */
interface BookingTraveller {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  passNumbers: PassNumber[];
  /** The selected pass number of this login session. */
  passNumber: string | null;
  /** SPEC §4: the traveller travels on invoice (monthly billing forced and locked). */
  hasMonthlyBilling: boolean;
  /** Sends `passNumber.select` to the session (SPEC §4 "a selected pass number scopes later requests"). */
  onPassNumberChange: (passNumber: string) => void;
}

/** Props of {@link BookingForm}. Exactly one of `traveller` (/book-trip) and `guest` (/quick-book). */
export interface BookingFormProps {
  traveller?: BookingTraveller;
  /** SPEC §2 /quick-book: the welcome page's entry; books with the -without-account calls. */
  guest?: GuestEntry;
  /** The region: settings (payment options, flags) and attribute definitions. */
  region: Region | null;
  /** Offered in the address fields while empty (guests: none). */
  recentLocations?: Location[];
  /** Addresses to start with (router state). */
  initialLocations?: BookTripLocationState | null;
}

/** Fields that can take focus after an invalid submit, in page order (the first invalid one wins). */
const FOCUS_ORDER = [
  'priority',
  'locationFrom',
  'locationTo',
  'pickup',
  'attributes',
  'phoneNumber',
  'driverComment',
  'payment',
] as const satisfies readonly BookingField[];
type FocusField = (typeof FOCUS_ORDER)[number];

/**
 * The booking form of /book-trip and /quick-book (SPEC §2 parts, §3 Booking, §4 booking flow, §5 validation): a
 * thin view over a `createBookingLogic` actor (src/logic/booking.ts). It reads selectors and `can()`, sends events, and decides
 * nothing itself; the booking machine holds every rule (machines/booking.machine.ts, machines/lib/booking-rules.ts).
 *
 * Parts, in page order: title by planning mode; planning-mode choice (ByDeparture/ByArrival); priority (arrival
 * mode only; None shown but refused); pass number chooser (signed-in travellers with pass numbers); from/to
 * {@link AddressCombobox} with a swap button; date and time (native pickers; minimum from `earliestDate` /
 * `earliestTimeFor`, maximum from the machine's `selectLatestDate`: the region's maxDaysAhead) with the traffic
 * indicator badge; companions (12+) and children (0–11) selectors with the
 * region's unit ranges; "what do you take with you" ({@link TakeAlong}); phone-call toggle with phone field;
 * driver comment (departure mode only, 50 characters with counter); payment ({@link PaymentField}); Confirm.
 * Planning by arrival with the trip's duration known from an estimate, an arrival that is too early shows the
 * machine's earliest bookable arrival under date and time (a status message tied to the time field) with a
 * "Use HH:MM" button that sends `form.useEarliestArrival` (issue 17 item 4).
 * Errors show after the first submit, tied to their fields, and focus moves to the first invalid field. Then:
 * the cancellable backdrop while estimating/booking, the confirmation dialog ({@link TripSummaryView}, PT-advice
 * block message, Back/Confirm), and the return-trip question — their code (Radix Dialog) loads once the form is
 * used ({@link prefetchOverlays}), not before it paints (issue 10). The actor lives as long as the form: leaving
 * the page clears the booking (§4).
 */
export function BookingForm({
  traveller,
  guest,
  region,
  recentLocations,
  initialLocations,
}: BookingFormProps) {
  const clock = useClock();
  const i18n = useI18n();
  const { t } = i18n;
  const ids = useId();
  const isGuest = guest !== undefined;
  const settings = region?.settings ?? null;
  const definitions = region?.attributes ?? null;
  const hasMonthlyBilling = traveller?.hasMonthlyBilling ?? false;
  const passNumber = traveller?.passNumber ?? null;

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
      guest: isGuest,
      passNumber,
      settings,
      attributeDefinitions: definitions,
      hasMonthlyBilling,
    },
  });

  const form = useSelector(actor, selectForm);
  const errors = useSelector(actor, selectFormErrors);
  const submitAttempted = useSelector(actor, (s) => s.context.submitAttempted);
  const backdrop = useSelector(actor, selectBackdrop);
  const confirmOpen = useSelector(actor, selectIsConfirmDialogOpen);
  const summary = useSelector(actor, selectSummary);
  const blocked = useSelector(actor, selectIsBlockedByPtAdvice);
  const paymentLocked = useSelector(actor, selectIsPaymentLocked);
  const askingReturnTrip = useSelector(actor, selectIsAskingReturnTrip);
  const leg = useSelector(actor, selectLeg);
  const latestDate = useSelector(actor, selectLatestDate);
  const maxDaysAhead = useSelector(actor, selectMaxDaysAhead);
  const arrivalSuggestion = useSelector(actor, selectArrivalSuggestion, sameSuggestion);
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'booking.confirm' }));
  const trafficLevel = useSelector(useSelector(actor, selectTrafficIndicatorRef), selectTrafficLevel);

  // Session data that changes while the page is open (region loaded late, another pass number chosen).
  useEffect(() => {
    actor.send({
      type: 'session.update',
      settings,
      attributeDefinitions: definitions,
      passNumber,
      hasMonthlyBilling,
    });
  }, [actor, settings, definitions, passNumber, hasMonthlyBilling]);

  useEffect(() => {
    const patch: BookTripLocationState = {};
    if (initialLocations?.locationFrom) patch.locationFrom = initialLocations.locationFrom;
    if (initialLocations?.locationTo) patch.locationTo = initialLocations.locationTo;
    if (patch.locationFrom || patch.locationTo) actor.send({ type: 'form.change', patch });
  }, [actor, initialLocations]);

  const paymentOptions = availablePaymentOptions(settings, {
    guest: isGuest,
    hasMonthlyBilling: paymentLocked,
  });
  const offersPayInVehicle = paymentOptions.some((o) => o.paymentType === 'payInVehicle');
  // SPEC §2: pay in vehicle is the preselected method when the region offers it (ignored while locked).
  useEffect(() => {
    const select = { type: 'payment.select', payment: { type: 'payInVehicle' } } as const;
    if (form.payment === null && offersPayInVehicle && actor.getSnapshot().can(select)) actor.send(select);
  }, [actor, form.payment, offersPayInVehicle]);

  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const timeRef = useRef<HTMLInputElement>(null);
  const priorityRef = useRef<HTMLSelectElement>(null);
  const takeAlongRef = useRef<HTMLButtonElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const paymentRef = useRef<HTMLInputElement>(null);
  const brandRef = useRef<HTMLSelectElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const useArrivalRef = useRef<HTMLButtonElement>(null);
  // Focus moves after the render that shows the errors, so the field is announced with its error.
  const [focusRequest, setFocusRequest] = useState<{ field: FocusField } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const targets: Record<FocusField, () => HTMLElement | null> = {
      priority: () => priorityRef.current,
      locationFrom: () => fromRef.current,
      locationTo: () => toRef.current,
      pickup: () =>
        actor.getSnapshot().context.errors.pickup === BOOKING_ERROR_KEYS.arrivalTooEarly
          ? (useArrivalRef.current ?? timeRef.current)
          : isTime24(actor.getSnapshot().context.form.time)
            ? dateRef.current
            : timeRef.current,
      attributes: () => takeAlongRef.current,
      phoneNumber: () => phoneRef.current,
      driverComment: () => commentRef.current,
      payment: () => brandRef.current ?? paymentRef.current,
    };
    targets[focusRequest.field]()?.focus();
  }, [actor, focusRequest]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    prefetchOverlays();
    actor.send({ type: 'form.submit' });
    const snapshot = actor.getSnapshot();
    if (!snapshot.matches('editing')) return;
    const first = FOCUS_ORDER.find((name) => snapshot.context.errors[name]);
    if (first) setFocusRequest({ field: first });
  };

  const change = (patch: BookingFormPatch) => actor.send({ type: 'form.change', patch });

  const now = clock();
  const shown: BookingFormErrors = submitAttempted ? errors : {};
  const errorText = (name: BookingField): string | undefined => {
    const key = shown[name];
    if (!key) return undefined;
    if (key === 'bookTrip.pickupEarliestTime') return t(key, { time: earliestAllowed(form.date, now, i18n) });
    if (key === 'bookTrip.pickupTooFarAhead')
      return t(key, { days: maxDaysAhead, date: i18n.formatDate(latestDate) });
    // The arrival message with its "Use HH:MM" button shows under the time field whenever it applies.
    if (key === BOOKING_ERROR_KEYS.arrivalTooEarly) return undefined;
    if (key === 'bookTrip.driverCommentTooLong') return t(key, { max: DRIVER_COMMENT_MAX_LENGTH });
    return t(key);
  };

  const definitionOf = (name: string) => definitions?.find((a) => a.name === name);
  const companions = attributeRange(definitionOf('travelers'));
  const children = attributeRange(definitionOf('children0to12'));
  const byArrival = form.planningMode === 'ByArrival';
  const passNumbers = traveller?.passNumbers ?? [];

  const dateId = `${ids}-date`;
  const timeId = `${ids}-time`;
  const dateHintId = `${ids}-date-hint`;
  const pickupErrorId = `${ids}-pickup-error`;
  const arrivalHintId = `${ids}-arrival-hint`;
  const phoneId = `${ids}-phone`;
  const phoneSwitchId = `${ids}-phone-switch`;
  const phoneHintId = `${ids}-phone-hint`;
  const phoneErrorId = `${ids}-phone-error`;
  const commentId = `${ids}-comment`;
  const commentHintId = `${ids}-comment-hint`;
  const commentCounterId = `${ids}-comment-counter`;
  const commentErrorId = `${ids}-comment-error`;
  // A malformed time shows the time field's own format error instead of the earliest-time rule.
  const pickupError = isTime24(form.time) ? errorText('pickup') : undefined;
  const phoneError = errorText('phoneNumber');
  const commentError = errorText('driverComment');

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>
          {t(byArrival ? 'bookTrip.titleByArrival' : 'bookTrip.titleByDeparture')}
        </h1>
        <p role="status" className={styles.returnLeg}>
          {leg === 'return' ? t('bookTrip.returnLeg') : ''}
        </p>
      </div>

      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        onFocusCapture={prefetchOverlays}
        onPointerDownCapture={prefetchOverlays}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('bookTrip.planningMode.label')}</legend>
          <div className={styles.segmented}>
            {(['ByDeparture', 'ByArrival'] as const satisfies readonly PlanningMode[]).map((mode) => (
              <label key={mode} htmlFor={`${ids}-${mode}`} className={styles.segment}>
                <input
                  id={`${ids}-${mode}`}
                  type="radio"
                  name={`${ids}-planning-mode`}
                  className={styles.radioInput}
                  checked={form.planningMode === mode}
                  onChange={() => change({ planningMode: mode })}
                />
                {t(
                  mode === 'ByArrival'
                    ? 'bookTrip.planningMode.byArrival'
                    : 'bookTrip.planningMode.byDeparture',
                )}
              </label>
            ))}
          </div>
        </fieldset>

        {byArrival ? (
          <SelectField
            label={t('bookTrip.priority')}
            hint={t('bookTrip.priorityHint')}
            error={errorText('priority')}
            selectRef={priorityRef}
            value={form.attributes.priority}
            options={PRIORITY_OPTIONS.map((p) => ({ value: p, label: t(`bookTrip.priorityOption.${p}`) }))}
            onChange={(value) => change({ attributes: { priority: value as Priority } })}
          />
        ) : null}

        {passNumbers.length > 0 && traveller ? (
          <SelectField
            label={t('bookTrip.passNumber')}
            hint={t('bookTrip.passNumberHint')}
            value={traveller.passNumber ?? ''}
            options={[
              ...(traveller.passNumber ? [] : [{ value: '', label: t('home.budget.choosePassNumber') }]),
              ...passNumbers.map((p) => ({
                value: p.passNumber,
                label: p.alias ? `${p.alias} (${p.passNumber})` : p.passNumber,
              })),
            ]}
            onChange={(value) => {
              if (value) traveller.onPassNumberChange(value);
            }}
          />
        ) : null}

        <div className={styles.addresses}>
          <AddressCombobox
            label={t('bookTrip.from')}
            value={form.locationFrom}
            onChange={(location) => change({ locationFrom: location })}
            error={errorText('locationFrom')}
            inputRef={fromRef}
            {...(recentLocations ? { recentLocations } : {})}
            {...(isGuest ? { defaultPostCode: settings?.postalCodeSettings.defaultPostalCode ?? null } : {})}
          />
          <Button
            variant="ghost"
            size="sm"
            className={styles.swap}
            onClick={() => actor.send({ type: 'form.swap' })}
          >
            <span aria-hidden="true">⇅</span> {t('bookTrip.swap')}
          </Button>
          <AddressCombobox
            label={t('bookTrip.to')}
            value={form.locationTo}
            onChange={(location) => change({ locationTo: location })}
            error={errorText('locationTo')}
            inputRef={toRef}
            {...(recentLocations ? { recentLocations } : {})}
            {...(isGuest ? { defaultPostCode: settings?.postalCodeSettings.defaultPostalCode ?? null } : {})}
          />
        </div>

        <div className={styles.pickup}>
          <div className={styles.field}>
            <label htmlFor={dateId} className={styles.label}>
              {t('bookTrip.date')}
            </label>
            {/* The native picker shows the browser's locale format; this spells the date out in the app's language. */}
            <span id={dateHintId} className={styles.hint}>
              {/^\d{4}-\d{2}-\d{2}$/.test(form.date)
                ? i18n.formatDate(form.date, {
                    weekday: 'long',
                    day: 'numeric',
                    month: 'long',
                    year: 'numeric',
                  })
                : ''}
            </span>
            <input
              ref={dateRef}
              id={dateId}
              type="date"
              required
              min={earliestDate(now)}
              max={latestDate}
              value={form.date}
              onChange={(e) => change({ date: e.target.value })}
              aria-invalid={pickupError ? true : undefined}
              aria-describedby={[dateHintId, pickupError ? pickupErrorId : undefined]
                .filter(Boolean)
                .join(' ')}
              className={field({ invalid: Boolean(pickupError) })}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={timeId} className={styles.label}>
              {t('bookTrip.time')}
            </label>
            <TimeField
              id={timeId}
              inputRef={timeRef}
              value={form.time}
              onChange={(time) => change({ time })}
              submitAttempted={submitAttempted}
              pickupErrorId={pickupError ? pickupErrorId : arrivalSuggestion ? arrivalHintId : undefined}
            />
          </div>
          {pickupError ? (
            <FieldError id={pickupErrorId} className={styles.pickupError}>
              {pickupError}
            </FieldError>
          ) : null}
          <div role="status" className={styles.arrivalHint}>
            {arrivalSuggestion ? (
              <>
                <span id={arrivalHintId}>
                  {t('bookTrip.arrivalEarliest', {
                    minutes: arrivalSuggestion.tripDurationMinutes,
                    time: suggestedTime(arrivalSuggestion, form.date, i18n),
                  })}
                </span>
                <Button
                  ref={useArrivalRef}
                  variant="secondary"
                  size="sm"
                  onClick={() => actor.send({ type: 'form.useEarliestArrival' })}
                >
                  {t('bookTrip.useArrivalTime', { time: suggestedTime(arrivalSuggestion, form.date, i18n) })}
                </Button>
              </>
            ) : null}
          </div>
          <p role="status" className={styles.trafficRow}>
            {trafficLevel ? (
              <span className={`${chip({ tone: TRAFFIC_TONE[trafficLevel] })} ${styles.trafficChip}`}>
                {t('bookTrip.trafficBadge', { level: t(`bookTrip.traffic.${trafficLevel}`) })}
              </span>
            ) : null}
          </p>
        </div>

        <div className={styles.pair}>
          <SelectField
            label={t('bookTrip.travellers')}
            hint={t('bookTrip.travellersHint')}
            value={String(form.attributes.travelers)}
            options={countOptions(companions.min, companions.max)}
            disabled={definitionOf('travelers')?.readOnly ?? false}
            onChange={(value) => change({ attributes: { travelers: Number(value) } })}
          />
          <SelectField
            label={t('bookTrip.children')}
            hint={t('bookTrip.childrenHint')}
            value={String(form.attributes.children0to12)}
            options={countOptions(children.min, children.max)}
            disabled={definitionOf('children0to12')?.readOnly ?? false}
            onChange={(value) => change({ attributes: { children0to12: Number(value) } })}
          />
        </div>

        <TakeAlong
          definitions={definitions ?? []}
          attributes={form.attributes}
          onChange={(patch) => change({ attributes: patch })}
          error={errorText('attributes')}
          triggerRef={takeAlongRef}
        />

        <div className={styles.field}>
          <div className={styles.switchRow}>
            <Switch.Root
              id={phoneSwitchId}
              className={styles.switchRoot}
              checked={form.phoneCall}
              aria-describedby={phoneHintId}
              onCheckedChange={(checked) => change({ phoneCall: checked })}
            >
              <Switch.Thumb className={styles.switchThumb} />
            </Switch.Root>
            <label htmlFor={phoneSwitchId} className={styles.label}>
              {t('bookTrip.phoneCall')}
            </label>
          </div>
          <span id={phoneHintId} className={styles.hint}>
            {t('bookTrip.phoneCallHint')}
          </span>
        </div>
        {form.phoneCall ? (
          <div className={styles.field}>
            <label htmlFor={phoneId} className={styles.label}>
              {t('bookTrip.phoneNumber')}
            </label>
            <input
              ref={phoneRef}
              id={phoneId}
              type="tel"
              autoComplete="tel"
              value={form.phoneNumber}
              onChange={(e) => change({ phoneNumber: e.target.value })}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={phoneError ? phoneErrorId : undefined}
              className={field({ invalid: Boolean(phoneError) })}
            />
            {phoneError ? <FieldError id={phoneErrorId}>{phoneError}</FieldError> : null}
          </div>
        ) : null}

        {byArrival ? null : (
          <div className={styles.field}>
            <label htmlFor={commentId} className={styles.label}>
              {t('bookTrip.driverComment')}
            </label>
            <span id={commentHintId} className={styles.hint}>
              {t('bookTrip.driverCommentHint')}
            </span>
            <textarea
              ref={commentRef}
              id={commentId}
              rows={2}
              maxLength={DRIVER_COMMENT_MAX_LENGTH}
              value={form.driverComment}
              onChange={(e) => change({ driverComment: e.target.value })}
              aria-invalid={commentError ? true : undefined}
              aria-describedby={[commentHintId, commentCounterId, commentError ? commentErrorId : '']
                .filter(Boolean)
                .join(' ')}
              className={`${field({ invalid: Boolean(commentError) })} ${styles.textarea}`}
            />
            <span id={commentCounterId} className={styles.counter}>
              {t('bookTrip.driverCommentCounter', {
                count: form.driverComment.length,
                max: DRIVER_COMMENT_MAX_LENGTH,
              })}
            </span>
            {commentError ? <FieldError id={commentErrorId}>{commentError}</FieldError> : null}
          </div>
        )}

        <PaymentField
          choices={paymentChoices(paymentOptions)}
          payment={form.payment}
          locked={paymentLocked}
          onSelect={(payment) => actor.send({ type: 'payment.select', payment })}
          error={errorText('payment')}
          firstRadioRef={paymentRef}
          brandRef={brandRef}
        />

        <div className={styles.actions}>
          <Button ref={submitRef} type="submit" size="lg">
            {t('bookTrip.confirm')}
          </Button>
        </div>
      </form>

      <LazyDialog
        open={confirmOpen}
        onOpenChange={(open) => {
          if (!open) actor.send({ type: 'estimate.back' });
        }}
        title={t('bookTrip.confirmTitle')}
        returnFocusRef={submitRef}
        description={
          blocked ? (
            <span className={styles.blocked}>
              <InfoIcon size={20} />
              <span>{t('error.bookingBlockedByPtAdvice')}</span>
            </span>
          ) : undefined
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => actor.send({ type: 'estimate.back' })}>
              {t('bookTrip.back')}
            </Button>
            <Button disabled={!canConfirm} onClick={() => actor.send({ type: 'booking.confirm' })}>
              {t('bookTrip.confirm')}
            </Button>
          </>
        }
      >
        {summary ? (
          <TripSummaryView
            summary={summary}
            payment={form.payment}
            paymentLocked={paymentLocked}
            definitions={definitions ?? []}
          />
        ) : null}
      </LazyDialog>

      <LazyDialog
        open={askingReturnTrip}
        title={t('bookTrip.returnTripQuestion')}
        hideCloseButton
        dismissible={false}
        size="sm"
        actions={
          <>
            <Button variant="secondary" onClick={() => actor.send({ type: 'returnTrip.decline' })}>
              {t('bookTrip.no')}
            </Button>
            <Button onClick={() => actor.send({ type: 'returnTrip.accept' })}>{t('bookTrip.yes')}</Button>
          </>
        }
      />

      <LazyWaitingOverlay
        open={backdrop !== null}
        message={t(
          backdrop === 'booking'
            ? 'bookTrip.booking'
            : backdrop === 'checking'
              ? 'bookTrip.checking'
              : 'bookTrip.calculating',
        )}
        cancelLabel={t('bookTrip.cancel')}
        onCancel={() =>
          actor.send({ type: backdrop === 'estimating' ? 'estimate.cancel' : 'booking.cancel' })
        }
      />
    </div>
  );
}

/**
 * Starts fetching the code of the waiting backdrop and the dialogs that follow a submit (issue 10: they are not
 * needed for the form's first paint): on the first focus or pointer press in the form and on submit, so they are
 * there by the time the estimate request returns. Failures are left to the lazy components (retried on opening).
 */
function prefetchOverlays(): void {
  loadWaitingOverlay().catch(() => undefined);
  loadDialog().catch(() => undefined);
}

/** Issue 17 item 4: two suggestions are the same when they name the same arrival for the same trip duration. */
function sameSuggestion(
  a: ReturnType<typeof selectArrivalSuggestion>,
  b: ReturnType<typeof selectArrivalSuggestion>,
): boolean {
  return (
    a === b ||
    (a !== null &&
      b !== null &&
      a.date === b.date &&
      a.time === b.time &&
      a.tripDurationMinutes === b.tripDurationMinutes)
  );
}

/** The suggested arrival as shown: `HH:MM` on the chosen date, else the date and time (e.g. past midnight). */
function suggestedTime(
  suggestion: { date: string; time: string },
  chosenDate: string,
  { t, formatDate }: I18n,
): string {
  if (suggestion.date === chosenDate) return suggestion.time;
  return t('bookTrip.summary.dateTime', { date: formatDate(suggestion.date), time: suggestion.time });
}

/** Chip tone per traffic level (colour is never the only cue: the text says the level). */
const TRAFFIC_TONE = { low: 'success', medium: 'warning', high: 'danger' } as const;

/** `earliestTimeFor` without throwing on an empty or half-typed date (the machine reports that as invalid). */
function safeEarliestTime(date: string, now: Date): string | null {
  try {
    return earliestTimeFor(date, now);
  } catch {
    return null;
  }
}

/** The `{{time}}` of the §5 pickup message: the earliest time on the chosen day, else the earliest date and time. */
function earliestAllowed(date: string, now: Date, { t, formatDate }: I18n): string {
  const time = safeEarliestTime(date, now);
  if (time) return time;
  const earliest = earliestPickup(now);
  return t('bookTrip.summary.dateTime', { date: formatDate(earliest.date), time: earliest.time });
}
