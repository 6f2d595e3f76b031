import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { COUNTDOWN_TICK_MS } from '../../machines/trip/trip.machine';
import {
  selectCanCompletePayment,
  selectCanRate,
  selectFeedback,
  selectFollowsTheDriver,
  selectMinutesUntilDeparture,
  selectRatingActor,
  selectShowsCompletePayment,
  selectShowsCountdown,
  selectShowsPrice,
  selectStatusChip,
} from '../../machines/trip/trip-selectors';
import {
  selectCancelError,
  selectCancelFailure,
  selectCanCancel,
  selectIsAskingToCancel,
  selectIsCancelling,
  selectIsTooLateToCancel,
} from '../../machines/trip/action-selectors';
import { TRIP_STATUSES } from '../../machines/trip/rules';
import type { TripStatus } from '../../machines/types';
import { apiError, trip } from './fixtures';
import { DEPARTURE, start } from './trip-harness';

describe('trip machine: every §4 status value', () => {
  it.each<[TripStatus, 'unknown' | 'confirmed' | 'completed' | 'cancelled' | 'pendingPayment']>([
    ['unknown', 'unknown'],
    ['confirmed', 'confirmed'],
    ['completed', 'completed'],
    ['cancelled', 'cancelled'],
    ['pendingPayment', 'pendingPayment'],
    ['paymentConfirmed', 'confirmed'],
    ['creditCardFailed', 'pendingPayment'],
    ['customerCancelled', 'cancelled'],
    ['cancelledBySystem', 'cancelled'],
    ['refunded', 'cancelled'],
    ['failedToRefund', 'cancelled'],
  ])('puts status %s in state %s', (status, state) => {
    const { actor } = start({ trip: { status } });
    expect(actor.getSnapshot().matches(state)).toBe(true);
  });

  it.each(TRIP_STATUSES)('for %s shows the countdown only when confirmed or unknown', (status) => {
    const snapshot = start({ trip: { status } }).actor.getSnapshot();
    expect(selectShowsCountdown(snapshot)).toBe(
      ['confirmed', 'paymentConfirmed', 'unknown'].includes(status),
    );
  });

  it.each(TRIP_STATUSES)('for %s shows price and follow-the-driver only when confirmed', (status) => {
    const snapshot = start({ trip: { status } }).actor.getSnapshot();
    const confirmed = ['confirmed', 'paymentConfirmed'].includes(status);
    expect(selectShowsPrice(snapshot)).toBe(confirmed);
    expect(selectFollowsTheDriver(snapshot)).toBe(confirmed);
  });

  it.each(
    TRIP_STATUSES.filter((s) =>
      ['cancelled', 'customerCancelled', 'cancelledBySystem', 'refunded', 'failedToRefund'].includes(s),
    ),
  )('for %s offers no rating, payment or cancel controls', (status) => {
    const snapshot = start({ trip: { status, paymentUrl: '/pay/T-1' } }).actor.getSnapshot();
    expect(selectStatusChip(snapshot)).toBe('canceled');
    expect(selectCanRate(snapshot)).toBe(false);
    expect(selectShowsCompletePayment(snapshot)).toBe(false);
    expect(selectCanCompletePayment(snapshot)).toBe(false);
    expect(selectCanCancel(snapshot)).toBe(false);
  });
});

describe('trip machine: countdown', () => {
  it('counts the minutes until departure down once a minute', () => {
    const { actor, clock } = start({ trip: { status: 'confirmed' } });
    expect(selectMinutesUntilDeparture(actor.getSnapshot())).toBe(120);
    clock.increment(COUNTDOWN_TICK_MS);
    expect(selectMinutesUntilDeparture(actor.getSnapshot())).toBe(119);
    clock.increment(5 * COUNTDOWN_TICK_MS);
    expect(selectMinutesUntilDeparture(actor.getSnapshot())).toBe(114);
  });

  it('also ticks for unknown trips but not for completed ones', () => {
    const unknown = start({ trip: { status: 'unknown' } });
    unknown.clock.increment(COUNTDOWN_TICK_MS);
    expect(selectMinutesUntilDeparture(unknown.actor.getSnapshot())).toBe(119);
    const completed = start({ trip: { status: 'completed' } });
    completed.clock.increment(COUNTDOWN_TICK_MS);
    expect(selectMinutesUntilDeparture(completed.actor.getSnapshot())).toBe(120);
  });

  it('closes the cancel window 60 minutes before departure as time passes', () => {
    const { actor, clock } = start({ trip: { status: 'confirmed' } });
    expect(selectCanCancel(actor.getSnapshot())).toBe(true);
    clock.increment(60 * COUNTDOWN_TICK_MS);
    expect(selectCanCancel(actor.getSnapshot())).toBe(true);
    clock.increment(COUNTDOWN_TICK_MS);
    expect(selectCanCancel(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'trip.cancel' });
    expect(actor.getSnapshot().matches('confirmed')).toBe(true);
  });
});

describe('trip machine: cancel', () => {
  it('cancels a confirmed trip once asked: request, local status cancelled, success toast and follow-up', async () => {
    const { actor, spies, cancelInputs } = start({ trip: { status: 'confirmed', externalTripId: 'RT-9' } });
    actor.send({ type: 'trip.cancel' });
    expect(actor.getSnapshot().matches('confirmingCancel')).toBe(true);
    expect(selectIsAskingToCancel(actor.getSnapshot())).toBe(true);
    expect(cancelInputs).toEqual([]);
    actor.send({ type: 'cancel.confirm' });
    expect(selectIsCancelling(actor.getSnapshot())).toBe(true);
    expect(selectIsAskingToCancel(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('cancelled'));
    expect(cancelInputs).toEqual([{ externalTripId: 'RT-9' }]);
    expect(actor.getSnapshot().context.trip.status).toBe('cancelled');
    expect(selectStatusChip(actor.getSnapshot())).toBe('canceled');
    expect(spies.notifyCancelled).toHaveBeenCalledTimes(1);
    expect(spies.tripCancelled).toHaveBeenCalledWith(
      expect.objectContaining({ externalTripId: 'RT-9', status: 'cancelled' }),
    );
    expect(selectCancelError(actor.getSnapshot())).toBeNull();
  });

  it('keeps the trip when the traveller answers "Keep trip"', () => {
    const { actor, spies, cancelInputs } = start({ trip: { status: 'pendingPayment' } });
    actor.send({ type: 'trip.cancel' });
    actor.send({ type: 'cancel.keep' });
    expect(actor.getSnapshot().matches('pendingPayment')).toBe(true);
    expect(selectIsAskingToCancel(actor.getSnapshot())).toBe(false);
    expect(cancelInputs).toEqual([]);
    expect(spies.notifyCancelled).not.toHaveBeenCalled();
  });

  it('does not send the cancel when the window closed while the question was open', () => {
    const { actor, clock, cancelInputs } = start({ trip: { status: 'confirmed' } });
    actor.send({ type: 'trip.cancel' });
    clock.increment(61 * COUNTDOWN_TICK_MS);
    actor.send({ type: 'cancel.confirm' });
    expect(actor.getSnapshot().matches('confirmed')).toBe(true);
    expect(selectIsTooLateToCancel(actor.getSnapshot())).toBe(true);
    expect(cancelInputs).toEqual([]);
  });

  it('keeps the question open across a poll of the same trip, and closes it when the trip is cancelled elsewhere', () => {
    const { actor } = start({ trip: { status: 'confirmed' } });
    actor.send({ type: 'trip.cancel' });
    actor.send({ type: 'trip.update', trip: trip({ status: 'confirmed', departureDateTime: DEPARTURE }) });
    expect(actor.getSnapshot().matches('confirmingCancel')).toBe(true);
    actor.send({
      type: 'trip.update',
      trip: trip({ status: 'customerCancelled', departureDateTime: DEPARTURE }),
    });
    expect(actor.getSnapshot().matches('cancelled')).toBe(true);
  });

  it('keeps the trip and the failure, with no toast, until dismissed or asked again', async () => {
    const { actor, spies } = start({
      trip: { status: 'confirmed' },
      cancel: async () => {
        throw apiError(409, 'TripNotCancellable');
      },
    });
    actor.send({ type: 'trip.cancel' });
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (s) => !s.matches('cancelling'));
    // The question stays, led by the failure ("Your trip has NOT been cancelled").
    expect(actor.getSnapshot().matches('cancelFailed')).toBe(true);
    expect(selectIsAskingToCancel(actor.getSnapshot())).toBe(true);
    expect(selectCancelFailure(actor.getSnapshot())).toEqual(expect.objectContaining({ status: 409 }));
    expect(selectCancelError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'cancel.keep' });
    expect(actor.getSnapshot().matches('confirmed')).toBe(true);
    expect(actor.getSnapshot().context.trip.status).toBe('confirmed');
    expect(selectCancelFailure(actor.getSnapshot())).toBeNull();
    expect(selectCancelError(actor.getSnapshot())).toEqual(expect.objectContaining({ status: 409 }));
    expect(spies.notifyCancelled).not.toHaveBeenCalled();
    // A poll of the trip does not wipe the message.
    actor.send({ type: 'trip.update', trip: trip({ status: 'confirmed', departureDateTime: DEPARTURE }) });
    expect(selectCancelError(actor.getSnapshot())).toEqual(expect.objectContaining({ status: 409 }));
    actor.send({ type: 'cancelError.dismiss' });
    expect(selectCancelError(actor.getSnapshot())).toBeNull();
    // Asking again answers an earlier failure too.
    actor.send({ type: 'trip.cancel' });
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (s) => !s.matches('cancelling'));
    actor.send({ type: 'cancel.keep' });
    expect(selectCancelError(actor.getSnapshot())).not.toBeNull();
    actor.send({ type: 'trip.cancel' });
    expect(selectCancelError(actor.getSnapshot())).toBeNull();
  });

  it('ignores a refresh of the trip while the cancel request runs', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { actor, cancelInputs } = start({
      trip: { status: 'confirmed' },
      cancel: async () => {
        await gate;
        return trip({ status: 'customerCancelled' });
      },
    });
    actor.send({ type: 'trip.cancel' });
    actor.send({ type: 'cancel.confirm' });
    actor.send({ type: 'trip.update', trip: trip({ status: 'confirmed', departureDateTime: DEPARTURE }) });
    expect(selectIsCancelling(actor.getSnapshot())).toBe(true);
    release();
    await waitFor(actor, (s) => s.matches('cancelled'));
    expect(cancelInputs).toHaveLength(1);
  });

  it('lets a pending-payment trip be cancelled too, but not completed or unknown ones', () => {
    expect(selectCanCancel(start({ trip: { status: 'pendingPayment' } }).actor.getSnapshot())).toBe(true);
    expect(selectCanCancel(start({ trip: { status: 'completed' } }).actor.getSnapshot())).toBe(false);
    expect(selectCanCancel(start({ trip: { status: 'unknown' } }).actor.getSnapshot())).toBe(false);
  });
});

describe('trip machine: complete payment', () => {
  it('opens the payment link of a pending-payment trip through the action', () => {
    const { actor, spies } = start({
      trip: { status: 'pendingPayment', paymentUrl: 'http://localhost/pay/RT-1' },
    });
    expect(selectShowsCompletePayment(actor.getSnapshot())).toBe(true);
    expect(selectCanCompletePayment(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'payment.complete' });
    expect(spies.openPaymentLink).toHaveBeenCalledWith('http://localhost/pay/RT-1');
  });

  it('shows the button disabled without a payment link', () => {
    const { actor, spies } = start({ trip: { status: 'pendingPayment', paymentUrl: null } });
    expect(selectShowsCompletePayment(actor.getSnapshot())).toBe(true);
    expect(selectCanCompletePayment(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'payment.complete' });
    expect(spies.openPaymentLink).not.toHaveBeenCalled();
  });

  it('offers no payment for a confirmed trip', () => {
    const { actor } = start({ trip: { status: 'confirmed', paymentUrl: '/pay/x' } });
    expect(selectShowsCompletePayment(actor.getSnapshot())).toBe(false);
  });
});

describe('trip machine: rate', () => {
  it('rates a completed trip through the invoked rating dialog and becomes read-only', async () => {
    const { actor, spies } = start({ trip: { status: 'completed', feedback: null } });
    expect(selectCanRate(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'trip.rate' });
    const rating = selectRatingActor(actor.getSnapshot());
    expect(rating).toBeDefined();
    rating?.send({ type: 'rating.select', rating: 5 });
    rating?.send({ type: 'rating.submit' });
    await waitFor(actor, (s) => s.matches({ completed: 'rated' }));
    expect(selectFeedback(actor.getSnapshot())).toEqual({ rating: 5, feedback: null });
    expect(selectCanRate(actor.getSnapshot())).toBe(false);
    expect(selectRatingActor(actor.getSnapshot())).toBeUndefined();
    expect(spies.notifySubmitted).toHaveBeenCalledTimes(1);
  });

  it('closes the dialog and allows another try when the feedback request fails', async () => {
    const { actor, spies } = start({
      trip: { status: 'completed' },
      submit: async () => {
        throw apiError(500);
      },
    });
    actor.send({ type: 'trip.rate' });
    const rating = selectRatingActor(actor.getSnapshot());
    rating?.send({ type: 'rating.select', rating: 3 });
    rating?.send({ type: 'rating.submit' });
    await waitFor(actor, (s) => s.matches({ completed: 'unrated' }));
    expect(spies.notifySubmitError).toHaveBeenCalledTimes(1);
    expect(selectCanRate(actor.getSnapshot())).toBe(true);
  });

  it('shows an existing rating read-only', () => {
    const { actor } = start({ trip: { status: 'completed', feedback: { rating: 4, feedback: 'Prima' } } });
    expect(actor.getSnapshot().matches({ completed: 'rated' })).toBe(true);
    expect(selectFeedback(actor.getSnapshot())).toEqual({ rating: 4, feedback: 'Prima' });
    expect(selectCanRate(actor.getSnapshot())).toBe(false);
  });
});

describe('trip machine: updates', () => {
  it('follows a new status from a refresh (confirmed → completed)', () => {
    const { actor } = start({ trip: { status: 'confirmed' } });
    actor.send({ type: 'trip.update', trip: trip({ status: 'completed', departureDateTime: DEPARTURE }) });
    expect(actor.getSnapshot().matches({ completed: 'unrated' })).toBe(true);
  });
});
