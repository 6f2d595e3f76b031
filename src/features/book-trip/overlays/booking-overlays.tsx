import { useSelector } from '@xstate/react';
import { useSelectors } from '../../../lib/use-selectors';
import { useEffect, useRef, type RefObject } from 'react';
import {
  selectBackdrop,
  selectCanConfirm,
  selectDefinitions,
  selectIsAskingReturnTrip,
  selectIsBlockedByPtAdvice,
  selectIsBookingFailed,
  selectIsConfirmDialogOpen,
  selectIsPaymentLocked,
  selectOverlaps,
  selectPayment,
  selectSummary,
} from '../../../../machines/booking';
import {
  Button,
  InfoIcon,
  LazyDialog,
  LazyWaitingOverlay,
  loadDialog,
  loadToaster,
  loadWaitingOverlay,
} from '../../../components';
import { useI18n } from '../../../i18n/i18n';
import * as styles from './booking-overlays.css';
import type { BookingActorRef } from '../parts/booking-view';
import { SeriesDates, SeriesResultDialog } from '../series/series-overlays';
import { TripSummaryView } from './trip-summary';
import { OverlapWarningList } from './overlap-warning';
import { FailureMessage } from './resilience';

/** The waiting message of each backdrop the chart shows (`selectBackdrop`). */
const BACKDROP_MESSAGE = {
  estimating: 'bookTrip.calculating',
  booking: 'bookTrip.booking',
  checking: 'bookTrip.checking',
} as const;

/**
 * Starts fetching the code of the waiting backdrop, the dialogs and the toaster that follow a submit (they are not
 * needed for the form's first paint): on the first focus or pointer press in the form and on submit, so they are
 * there by the time the estimate request returns. Failures are left to the lazy components (retried on opening).
 */
export function prefetchOverlays(): void {
  loadWaitingOverlay().catch(() => undefined);
  loadDialog().catch(() => undefined);
  loadToaster().catch(() => undefined);
}

/** Props of {@link BookingOverlays}. */
export interface BookingOverlaysProps {
  actor: BookingActorRef;
  /** Where focus returns when the confirmation dialog closes (the form's Confirm button). */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * What opens over the booking form (product §2, §4): the confirmation dialog ({@link TripSummaryView}, the PT-advice
 * block message, Back/Confirm — Confirm enabled as the chart allows; for a standing order every date with its price and
 * the budget check, {@link SeriesDates}), the series' result list ({@link SeriesResultDialog}), the
 * return-trip question, and the cancellable
 * waiting backdrop; Cancel sends the chart's one `backdrop.cancel`, whichever backdrop shows. Their code (Radix
 * Dialog) loads once the form is used ({@link prefetchOverlays}), not before it paints.
 */
export function BookingOverlays({ actor, returnFocusRef }: BookingOverlaysProps) {
  const { t } = useI18n();
  const {
    backdrop,
    confirmOpen,
    summary,
    payment,
    definitions,
    blocked,
    paymentLocked,
    askingReturnTrip,
    canConfirm,
    failed,
  } = useSelectors(actor, {
    backdrop: selectBackdrop,
    confirmOpen: selectIsConfirmDialogOpen,
    summary: selectSummary,
    payment: selectPayment,
    definitions: selectDefinitions,
    blocked: selectIsBlockedByPtAdvice,
    paymentLocked: selectIsPaymentLocked,
    askingReturnTrip: selectIsAskingReturnTrip,
    canConfirm: selectCanConfirm,
    failed: selectIsBookingFailed,
  });
  // "Your trip has NOT been booked" takes focus where it is read first: the dialog's heading (focus scrolls it
  // into view).
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusFailure = () => titleRef.current?.focus();
  useEffect(() => {
    if (failed) focusFailure();
  }, [failed]);

  return (
    <>
      <LazyDialog
        open={confirmOpen}
        onOpenChange={(open) => {
          if (!open) actor.send({ type: 'estimate.back' });
        }}
        title={t(failed ? 'resilience.notBookedTitle' : 'bookTrip.confirmTitle')}
        titleRef={titleRef}
        returnFocusRef={returnFocusRef}
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
        <FailureMessage actor={actor} place="dialog" retry="booking.confirm" />
        <OverlapWarning actor={actor} />
        {summary ? (
          <TripSummaryView
            summary={summary}
            payment={payment}
            paymentLocked={paymentLocked}
            definitions={definitions}
          />
        ) : null}
        <SeriesDates actor={actor} />
      </LazyDialog>

      <SeriesResultDialog actor={actor} />

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
        message={t(BACKDROP_MESSAGE[backdrop ?? 'estimating'])}
        cancelLabel={t('bookTrip.cancel')}
        onCancel={() => actor.send({ type: 'backdrop.cancel' })}
        onCloseAutoFocus={(event) => {
          // The booking failed under the backdrop: focus goes to the line that says so, not back to Confirm.
          if (!failed) return;
          event.preventDefault();
          focusFailure();
        }}
      />
    </>
  );
}

/**
 * In the confirmation dialog, first in its body (seen as the dialog opens, above the trip and its Confirm; on a
 * phone the body scrolls above a fixed footer, so a warning at its end would be out of sight): the trips the chart
 * found overlapping (`selectOverlaps`), as {@link OverlapWarningList} says them.
 */
function OverlapWarning({ actor }: { actor: BookingActorRef }) {
  const overlaps = useSelector(actor, selectOverlaps);
  return <OverlapWarningList overlaps={overlaps} />;
}
