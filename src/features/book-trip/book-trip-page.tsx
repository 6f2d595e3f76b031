import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { field } from '../../../styles/recipes/field.css';
import {
  selectIsUserDataLoading,
  selectPassNumber,
  selectProfile,
  selectRegion,
} from '../../../machines/auth.machine';
import {
  selectBackdrop,
  selectForm,
  selectFormErrors,
  selectIsAskingReturnTrip,
  selectIsBlockedByPtAdvice,
  selectIsConfirmDialogOpen,
  selectIsPaymentLocked,
  selectLeg,
  selectSummary,
} from '../../../machines/booking.machine';
import {
  DRIVER_COMMENT_MAX_LENGTH,
  attributeRange,
  availablePaymentOptions,
  toPaymentOption,
  type BookingField,
  type BookingFormErrors,
} from '../../../machines/lib/booking-rules';
import { earliestDate, earliestPickup, earliestTimeFor } from '../../../machines/lib/time';
import type { Location, PaymentOption, RegionPaymentOption, TripSummary } from '../../../machines/types';
import { bookingLogicFor } from '../../app/booking-logic';
import { useAuthSelector, useRuntime } from '../../app/runtime-context';
import { Button, Dialog, ErrorIcon, InfoIcon, Loading, WaitingOverlay } from '../../components';
import { AddressCombobox } from '../../components/address-combobox';
import { useI18n, type I18n } from '../../i18n/i18n';
import { locationLabel } from '../../lib/location-label';
import * as styles from './book-trip-page.css';

/**
 * Optional router state of /book-trip (e.g. from the home page's "where do you want to go" card): prefills the
 * addresses. `navigate('/book-trip', { state: { locationTo, locationFrom } })`.
 */
export interface BookTripLocationState {
  locationFrom?: Location | null;
  locationTo?: Location | null;
}

/** Fields that can take focus after an invalid submit. */
type FocusField = Extract<BookingField, 'locationFrom' | 'locationTo' | 'pickup' | 'payment'>;

/** Focus order after an invalid submit: page order, the first invalid field wins. */
const FOCUS_ORDER: readonly FocusField[] = ['locationFrom', 'locationTo', 'pickup', 'payment'];

/**
 * SPEC §2 /book-trip page. Waits for the signed-in user's first data load (profile, region), then shows
 * {@link BookTripForm}. The booking actor lives as long as the page: leaving the page clears the booking (§4).
 */
export function BookTripPage() {
  const { t } = useI18n();
  const profile = useAuthSelector(selectProfile);
  const loading = useAuthSelector(selectIsUserDataLoading);
  // Latched: later reloads (budget, next trip after a booking) must not unmount the form and its booking.
  const [ready, setReady] = useState(false);
  if (!ready && (profile !== null || !loading)) setReady(true);
  if (!ready) return <Loading label={t('common.loading')} />;
  return <BookTripForm />;
}

/**
 * The booking form (SPEC §2 /book-trip, §3 Booking, §4 booking flow, §5 validation): a thin view over a
 * `bookingLogicFor(runtime)` actor. It reads selectors and `can()`, sends events, and decides nothing itself.
 *
 * Parts: title by planning mode; from/to {@link AddressCombobox} with a swap button; pickup date and time
 * (native inputs, minimum from `earliestDate` / `earliestTimeFor`); companions (the region's attribute range);
 * payment method (radio group of the region's options, pay in vehicle preselected); Confirm. Errors show after
 * the first submit, tied to their fields, and focus moves to the first invalid field. Then: the cancellable
 * backdrop while estimating/booking, the confirmation dialog with the trip summary (and the §4 PT-advice block),
 * and the return-trip question.
 */
function BookTripForm() {
  const runtime = useRuntime();
  const i18n = useI18n();
  const { t } = i18n;
  const ids = useId();
  const profile = useAuthSelector(selectProfile);
  const region = useAuthSelector(selectRegion);
  const passNumber = useAuthSelector(selectPassNumber);
  const routeState = useLocation().state as BookTripLocationState | null;

  const settings = region?.settings ?? null;
  const hasMonthlyBilling = profile?.hasMonthlyBilling ?? false;
  const actor = useActorRef(bookingLogicFor(runtime), {
    input: {
      now: runtime.now,
      user: profile
        ? { firstName: profile.firstName, lastName: profile.surname, email: profile.email }
        : null,
      passNumber,
      settings,
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
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'booking.confirm' }));

  // Session data that changes while the page is open (region loaded late, another pass number chosen).
  useEffect(() => {
    actor.send({ type: 'session.update', settings, passNumber, hasMonthlyBilling });
  }, [actor, settings, passNumber, hasMonthlyBilling]);

  useEffect(() => {
    const patch: BookTripLocationState = {};
    if (routeState?.locationFrom) patch.locationFrom = routeState.locationFrom;
    if (routeState?.locationTo) patch.locationTo = routeState.locationTo;
    if (patch.locationFrom || patch.locationTo) actor.send({ type: 'form.change', patch });
  }, [actor, routeState]);

  const paymentOptions = availablePaymentOptions(settings, { guest: false });
  const offersPayInVehicle = paymentOptions.some((o) => o.paymentType === 'payInVehicle');
  // SPEC §2: pay in vehicle is the preselected method when the region offers it (ignored while locked).
  useEffect(() => {
    const select = { type: 'payment.select', payment: { type: 'payInVehicle' } } as const;
    if (form.payment === null && offersPayInVehicle && actor.getSnapshot().can(select)) actor.send(select);
  }, [actor, form.payment, offersPayInVehicle]);

  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const paymentRef = useRef<HTMLInputElement>(null);
  // Focus moves after the render that shows the errors, so the field is announced with its error.
  const [focusRequest, setFocusRequest] = useState<{ field: FocusField } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const targets: Record<FocusField, RefObject<HTMLInputElement | null>> = {
      locationFrom: fromRef,
      locationTo: toRef,
      pickup: dateRef,
      payment: paymentRef,
    };
    targets[focusRequest.field].current?.focus();
  }, [focusRequest]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'form.submit' });
    const snapshot = actor.getSnapshot();
    if (!snapshot.matches('editing')) return;
    const first = FOCUS_ORDER.find((name) => snapshot.context.errors[name]);
    if (first) setFocusRequest({ field: first });
  };

  const now = runtime.now();
  const shown: BookingFormErrors = submitAttempted ? errors : {};
  const errorText = (name: BookingField): string | undefined => {
    const key = shown[name];
    if (!key) return undefined;
    if (key === 'bookTrip.pickupEarliestTime') return t(key, { time: earliestAllowed(form.date, now, i18n) });
    if (key === 'bookTrip.driverCommentTooLong') return t(key, { max: DRIVER_COMMENT_MAX_LENGTH });
    return t(key);
  };

  const travellersRange = attributeRange(region?.attributes.find((a) => a.name === 'travelers'));
  const travellerCounts = Array.from(
    { length: Math.max(0, travellersRange.max - travellersRange.min + 1) },
    (_, i) => travellersRange.min + i,
  );
  const timeMin = safeEarliestTime(form.date, now);

  const dateId = `${ids}-date`;
  const timeId = `${ids}-time`;
  const pickupErrorId = `${ids}-pickup-error`;
  const travellersId = `${ids}-travellers`;
  const travellersHintId = `${ids}-travellers-hint`;
  const paymentErrorId = `${ids}-payment-error`;
  const paymentLockedId = `${ids}-payment-locked`;
  const pickupError = errorText('pickup');
  const paymentError = errorText('payment');

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>
          {t(form.planningMode === 'ByArrival' ? 'bookTrip.titleByArrival' : 'bookTrip.titleByDeparture')}
        </h1>
        <p role="status" className={styles.returnLeg}>
          {leg === 'return' ? t('bookTrip.returnLeg') : ''}
        </p>
      </div>

      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.addresses}>
          <AddressCombobox
            label={t('bookTrip.from')}
            value={form.locationFrom}
            onChange={(location) => actor.send({ type: 'form.change', patch: { locationFrom: location } })}
            error={errorText('locationFrom')}
            inputRef={fromRef}
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
            onChange={(location) => actor.send({ type: 'form.change', patch: { locationTo: location } })}
            error={errorText('locationTo')}
            inputRef={toRef}
          />
        </div>

        <div className={styles.pickup}>
          <div className={styles.field}>
            <label htmlFor={dateId} className={styles.label}>
              {t('bookTrip.date')}
            </label>
            <input
              ref={dateRef}
              id={dateId}
              type="date"
              required
              min={earliestDate(now)}
              value={form.date}
              onChange={(e) => actor.send({ type: 'form.change', patch: { date: e.target.value } })}
              aria-invalid={pickupError ? true : undefined}
              aria-describedby={pickupError ? pickupErrorId : undefined}
              className={field({ invalid: Boolean(pickupError) })}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={timeId} className={styles.label}>
              {t('bookTrip.time')}
            </label>
            <input
              id={timeId}
              type="time"
              required
              min={timeMin ?? undefined}
              value={form.time}
              onChange={(e) => actor.send({ type: 'form.change', patch: { time: e.target.value } })}
              aria-invalid={pickupError ? true : undefined}
              aria-describedby={pickupError ? pickupErrorId : undefined}
              className={field({ invalid: Boolean(pickupError) })}
            />
          </div>
          {pickupError ? (
            <span id={pickupErrorId} className={`${styles.error} ${styles.pickupError}`}>
              <ErrorIcon size={20} />
              <span>{pickupError}</span>
            </span>
          ) : null}
        </div>

        <div className={styles.field}>
          <label htmlFor={travellersId} className={styles.label}>
            {t('bookTrip.travellers')}
          </label>
          <span id={travellersHintId} className={styles.hint}>
            {t('bookTrip.travellersHint')}
          </span>
          <select
            id={travellersId}
            aria-describedby={travellersHintId}
            value={form.attributes.travelers}
            onChange={(e) =>
              actor.send({
                type: 'form.change',
                patch: { attributes: { travelers: Number(e.target.value) } },
              })
            }
            className={field()}
          >
            {travellerCounts.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>

        <fieldset
          className={styles.fieldset}
          aria-describedby={
            [paymentLocked ? paymentLockedId : '', paymentError ? paymentErrorId : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
        >
          <legend className={styles.legend}>{t('bookTrip.payment.label')}</legend>
          {paymentLocked ? (
            <span id={paymentLockedId} className={styles.hint}>
              {t('bookTrip.paymentLocked')}
            </span>
          ) : null}
          {paymentOptions.map((option, index) => {
            const optionId = `${ids}-payment-${index}`;
            return (
              <label key={optionId} htmlFor={optionId} className={styles.radio}>
                <input
                  ref={index === 0 ? paymentRef : undefined}
                  id={optionId}
                  type="radio"
                  name={`${ids}-payment`}
                  className={styles.radioInput}
                  checked={isSamePayment(form.payment, option)}
                  disabled={paymentLocked}
                  onChange={() => actor.send({ type: 'payment.select', payment: toPaymentOption(option) })}
                />
                {paymentLabel(toPaymentOption(option), t)}
              </label>
            );
          })}
          {paymentError ? (
            <span id={paymentErrorId} className={styles.error}>
              <ErrorIcon size={20} />
              <span>{paymentError}</span>
            </span>
          ) : null}
        </fieldset>

        <div className={styles.actions}>
          <Button type="submit" size="lg">
            {t('bookTrip.confirm')}
          </Button>
        </div>
      </form>

      <Dialog
        open={confirmOpen}
        onOpenChange={(open) => {
          if (!open) actor.send({ type: 'estimate.back' });
        }}
        title={t('bookTrip.confirmTitle')}
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
        {summary ? <TripSummaryList summary={summary} payment={form.payment} /> : null}
      </Dialog>

      <Dialog
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

      <WaitingOverlay
        open={backdrop !== null}
        message={backdrop === 'booking' ? t('bookTrip.booking') : t('bookTrip.calculating')}
        cancelLabel={t('bookTrip.cancel')}
        onCancel={() => actor.send({ type: backdrop === 'booking' ? 'booking.cancel' : 'estimate.cancel' })}
      />
    </div>
  );
}

/** SPEC §3 trip summary as a description list: from, to, departure, arrival, fare, duration, distance, companions, payment. */
function TripSummaryList({ summary, payment }: { summary: TripSummary; payment: PaymentOption | null }) {
  const { t, formatDate, formatTime, formatMoney, formatKm } = useI18n();
  const dateTime = (iso: string) =>
    t('bookTrip.summary.dateTime', { date: formatDate(iso), time: formatTime(iso) });
  const rows: Array<[string, string]> = [
    [t('bookTrip.from'), locationLabel(summary.locationFrom)],
    [t('bookTrip.to'), locationLabel(summary.locationTo)],
    [t('bookTrip.summary.departure'), dateTime(summary.departureDateTime)],
    [t('bookTrip.summary.arrival'), dateTime(summary.arrivalDateTime)],
    [t('bookTrip.summary.fare'), formatMoney(summary.fare.cents, summary.fare.currency)],
    [t('bookTrip.summary.duration'), t('bookTrip.summary.durationMinutes', { minutes: summary.duration })],
  ];
  if (typeof summary.distance === 'number')
    rows.push([t('bookTrip.summary.distance'), formatKm(summary.distance)]);
  rows.push([t('bookTrip.travellers'), String(summary.attributes.travelers ?? 0)]);
  if (payment) rows.push([t('bookTrip.payment.label'), paymentLabel(payment, t)]);
  return (
    <dl className={styles.summary}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.summaryRow}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.definition}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Translated name of a payment method, with the card brand for credit cards. */
function paymentLabel(payment: PaymentOption, t: I18n['t']): string {
  if (payment.type === 'creditCard' && payment.cardBrand) {
    return t('bookTrip.payment.creditCardWithBrand', { brand: t(`bookTrip.cardBrand.${payment.cardBrand}`) });
  }
  return t(`bookTrip.payment.${payment.type}`);
}

/** Whether the form's payment is this region option (credit cards also match on the brand). */
function isSamePayment(payment: PaymentOption | null, option: RegionPaymentOption): boolean {
  if (!payment || payment.type !== option.paymentType) return false;
  return option.paymentType !== 'creditCard' || payment.cardBrand === option.cardBrand;
}

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
