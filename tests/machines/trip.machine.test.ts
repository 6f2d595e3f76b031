import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { ratingMachine, type FeedbackSubmission } from '../../machines/trip/rating.machine';
import {
  COUNTDOWN_TICK_MS,
  tripMachine,
  type CancelTripInput,
  type FindReturnTripInput,
} from '../../machines/trip/trip.machine';
import {
  selectCancelError,
  selectCancelFailure,
  selectCanCancel,
  selectReturnCancelQuestion,
  selectIsAskingToCancel,
  selectCanCompletePayment,
  selectCanRate,
  selectFeedback,
  selectFollowsTheDriver,
  selectIsCancelling,
  selectIsTooLateToCancel,
  selectMinutesUntilDeparture,
  selectRatingActor,
  selectShowsCancel,
  selectShowsCompletePayment,
  selectShowsCountdown,
  selectShowsPrice,
  selectStatusChip,
} from '../../machines/trip/trip-selectors';
import { TRIP_STATUSES } from '../../machines/trip/rules';
import type { Trip, TripStatus } from '../../machines/types';
import { apiError, trip } from './fixtures';

const START = Date.parse('2026-07-01T08:00:00Z');
const DEPARTURE = '2026-07-01T10:00:00Z'; // 120 minutes after START

interface Harness {
  trip?: Partial<Trip>;
  cancel?: (input: CancelTripInput) => Promise<Trip>;
  /** The way back the lookup finds after a cancel (default: the lookup fails, as when not provided). */
  findReturn?: (input: FindReturnTripInput) => Promise<Trip | null>;
  submit?: (input: FeedbackSubmission) => Promise<Trip>;
}

function start(h: Harness = {}) {
  const clock = new SimulatedClock();
  clock.set(START);
  const now = () => new Date(clock.now());
  const spies = {
    notifyCancelled: vi.fn(),
    notifyReturnCancelled: vi.fn(),
    tripCancelled: vi.fn(),
    openPaymentLink: vi.fn(),
    notifySubmitted: vi.fn(),
    notifySubmitError: vi.fn(),
  };
  const cancelInputs: CancelTripInput[] = [];
  const machine = tripMachine.provide({
    actors: {
      cancelTrip: fromPromise<Trip, CancelTripInput>(async ({ input }) => {
        cancelInputs.push(input);
        return h.cancel ? h.cancel(input) : trip({ status: 'customerCancelled' });
      }),
      findReturnTrip: fromPromise<Trip | null, FindReturnTripInput>(async ({ input }) => {
        if (!h.findReturn) throw new Error('no lookup');
        return h.findReturn(input);
      }),
      rating: ratingMachine.provide({
        actors: {
          submitFeedback: fromPromise<Trip, FeedbackSubmission>(async ({ input }) =>
            h.submit
              ? h.submit(input)
              : trip({
                  status: 'completed',
                  feedback: { rating: input.tripFeedback.rating, feedback: input.tripFeedback.feedback },
                }),
          ),
        },
        actions: {
          notifySubmitted: () => spies.notifySubmitted(),
          notifySubmitError: (_, params) => spies.notifySubmitError(params.error),
        },
      }),
    },
    actions: {
      notifyCancelled: () => spies.notifyCancelled(),
      notifyReturnCancelled: () => spies.notifyReturnCancelled(),
      tripCancelled: (_, params) => spies.tripCancelled(params.trip),
      openPaymentLink: (_, params) => spies.openPaymentLink(params.url),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { trip: trip({ departureDateTime: DEPARTURE, ...h.trip }), now },
  });
  actor.start();
  return { actor, clock, spies, cancelInputs };
}

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

describe('trip machine: cancel control (product §2.2 /home, §4/§9)', () => {
  it('shows Cancel trip until departure is more than one hour in the past, on the minute tick', () => {
    const { actor, clock } = start({ trip: { status: 'confirmed' } });
    expect(selectShowsCancel(actor.getSnapshot())).toBe(true);
    // 120 minutes before departure + 60 after it: still shown.
    clock.increment(180 * COUNTDOWN_TICK_MS);
    expect(selectMinutesUntilDeparture(actor.getSnapshot())).toBe(-60);
    expect(selectShowsCancel(actor.getSnapshot())).toBe(true);
    clock.increment(COUNTDOWN_TICK_MS);
    expect(selectShowsCancel(actor.getSnapshot())).toBe(false);
  });

  it('decides for a pending-payment trip on each fresher copy of the trip', () => {
    const { actor, clock } = start({ trip: { status: 'pendingPayment' } });
    expect(selectShowsCancel(actor.getSnapshot())).toBe(true);
    clock.increment(181 * COUNTDOWN_TICK_MS);
    actor.send({
      type: 'trip.update',
      trip: trip({ status: 'pendingPayment', departureDateTime: DEPARTURE }),
    });
    expect(selectShowsCancel(actor.getSnapshot())).toBe(false);
  });

  it('explains a disabled Cancel trip only for an active trip within 60 minutes of departure', () => {
    const { actor, clock } = start({ trip: { status: 'confirmed' } });
    expect(selectIsTooLateToCancel(actor.getSnapshot())).toBe(false);
    clock.increment(61 * COUNTDOWN_TICK_MS);
    expect(selectCanCancel(actor.getSnapshot())).toBe(false);
    expect(selectIsTooLateToCancel(actor.getSnapshot())).toBe(true);
    const late = start({ trip: { status: 'pendingPayment', departureDateTime: '2026-07-01T08:30:00Z' } });
    expect(selectIsTooLateToCancel(late.actor.getSnapshot())).toBe(true);
  });

  it.each<TripStatus>(['completed', 'customerCancelled', 'unknown'])(
    'gives no reason for a %s trip (it cannot be cancelled at all)',
    (status) => {
      const snapshot = start({
        trip: { status, departureDateTime: '2026-07-01T08:30:00Z' },
      }).actor.getSnapshot();
      expect(selectCanCancel(snapshot)).toBe(false);
      expect(selectIsTooLateToCancel(snapshot)).toBe(false);
    },
  );

  it('gives no reason while the question is open or the cancel request runs', () => {
    const { actor } = start({ trip: { status: 'confirmed' }, cancel: () => new Promise<Trip>(() => {}) });
    actor.send({ type: 'trip.cancel' });
    expect(selectIsTooLateToCancel(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'cancel.confirm' });
    expect(selectIsCancelling(actor.getSnapshot())).toBe(true);
    expect(selectIsTooLateToCancel(actor.getSnapshot())).toBe(false);
  });
});

describe('trip machine: a failed cancel says so in the question', () => {
  it('tries again from the question, and cancels on the second attempt', async () => {
    let attempts = 0;
    const { actor, spies, cancelInputs } = start({
      trip: { status: 'confirmed' },
      cancel: async () => {
        attempts += 1;
        if (attempts === 1) throw apiError(503, 'ServiceUnavailable');
        return trip({ status: 'customerCancelled' });
      },
    });
    actor.send({ type: 'trip.cancel' });
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (s) => s.matches('cancelFailed'));
    expect(spies.notifyCancelled).not.toHaveBeenCalled();
    // A poll of the same trip keeps the question and its failure.
    actor.send({ type: 'trip.update', trip: trip({ status: 'confirmed', departureDateTime: DEPARTURE }) });
    expect(actor.getSnapshot().matches('cancelFailed')).toBe(true);
    actor.send({ type: 'cancel.confirm' });
    expect(selectIsCancelling(actor.getSnapshot())).toBe(true);
    expect(selectCancelFailure(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.matches('cancelled'));
    expect(cancelInputs).toHaveLength(2);
    expect(spies.notifyCancelled).toHaveBeenCalledTimes(1);
  });

  it('does not try again once the cut-off has passed, and closes when the trip can no longer be cancelled', async () => {
    const { actor, clock, cancelInputs } = start({
      trip: { status: 'confirmed' },
      cancel: async () => {
        throw apiError(503, 'ServiceUnavailable');
      },
    });
    actor.send({ type: 'trip.cancel' });
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (s) => s.matches('cancelFailed'));
    clock.set(START + 61 * 60_000);
    actor.send({ type: 'cancel.confirm' });
    expect(actor.getSnapshot().matches('confirmed')).toBe(true);
    expect(cancelInputs).toHaveLength(1);
    actor.send({ type: 'trip.cancel' });
    expect(actor.getSnapshot().matches('confirmed')).toBe(true);
  });

  it('closes the failed question when a fresher copy can no longer be cancelled', async () => {
    const { actor } = start({
      trip: { status: 'confirmed' },
      cancel: async () => {
        throw apiError(503, 'ServiceUnavailable');
      },
    });
    actor.send({ type: 'trip.cancel' });
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (s) => s.matches('cancelFailed'));
    actor.send({
      type: 'trip.update',
      trip: trip({ status: 'customerCancelled', departureDateTime: DEPARTURE }),
    });
    expect(actor.getSnapshot().matches('cancelled')).toBe(true);
  });
});

describe('trip machine: the way back the same day', () => {
  const wayBack = trip({
    externalTripId: 'RT-BACK',
    status: 'confirmed',
    departureDateTime: '2026-07-01T12:30:00Z',
  });

  it('offers to cancel the way back after the outbound, and cancels it on "yes"', async () => {
    const { actor, spies, cancelInputs } = start({
      trip: { status: 'confirmed', externalTripId: 'RT-OUT' },
      findReturn: async () => wayBack,
    });
    actor.send({ type: 'trip.cancel' });
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (s) => s.matches('offeringReturnCancel'));
    expect(spies.notifyCancelled).toHaveBeenCalledTimes(1);
    // The next trip is reloaded only once the way back is settled (on /home it would replace the card).
    expect(spies.tripCancelled).not.toHaveBeenCalled();
    expect(selectReturnCancelQuestion(actor.getSnapshot())).toEqual({
      returnTrip: wayBack,
      busy: false,
      error: null,
    });
    actor.send({ type: 'returnCancel.confirm' });
    expect(selectReturnCancelQuestion(actor.getSnapshot())?.busy).toBe(true);
    await waitFor(actor, (s) => s.matches('cancelled'));
    expect(cancelInputs.map((i) => i.externalTripId)).toEqual(['RT-OUT', 'RT-BACK']);
    expect(spies.notifyReturnCancelled).toHaveBeenCalledTimes(1);
    expect(spies.tripCancelled).toHaveBeenCalledTimes(1);
    expect(selectReturnCancelQuestion(actor.getSnapshot())).toBeNull();
  });

  it('keeps the way back on "keep", and goes straight to cancelled when there is none', async () => {
    const kept = start({ trip: { status: 'confirmed' }, findReturn: async () => wayBack });
    kept.actor.send({ type: 'trip.cancel' });
    kept.actor.send({ type: 'cancel.confirm' });
    await waitFor(kept.actor, (s) => s.matches('offeringReturnCancel'));
    kept.actor.send({ type: 'returnCancel.keep' });
    expect(kept.actor.getSnapshot().matches('cancelled')).toBe(true);
    expect(kept.cancelInputs).toHaveLength(1);
    expect(kept.spies.tripCancelled).toHaveBeenCalledTimes(1);

    const none = start({ trip: { status: 'confirmed' }, findReturn: async () => null });
    none.actor.send({ type: 'trip.cancel' });
    none.actor.send({ type: 'cancel.confirm' });
    await waitFor(none.actor, (s) => s.matches('cancelled'));
    expect(none.spies.tripCancelled).toHaveBeenCalledTimes(1);
  });

  it('says the way back was NOT cancelled, tries again, or keeps it', async () => {
    let attempts = 0;
    const { actor, spies } = start({
      trip: { status: 'confirmed', externalTripId: 'RT-OUT' },
      findReturn: async () => wayBack,
      cancel: async (input) => {
        if (input.externalTripId === 'RT-BACK' && ++attempts < 3) throw apiError(503, 'ServiceUnavailable');
        return trip({ status: 'customerCancelled' });
      },
    });
    actor.send({ type: 'trip.cancel' });
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (s) => s.matches('offeringReturnCancel'));
    actor.send({ type: 'returnCancel.confirm' });
    await waitFor(actor, (s) => s.matches('returnCancelFailed'));
    expect(selectReturnCancelQuestion(actor.getSnapshot())?.error).toEqual(
      expect.objectContaining({ status: 503 }),
    );
    actor.send({ type: 'returnCancel.confirm' });
    await waitFor(actor, (s) => s.matches('returnCancelFailed'));
    actor.send({ type: 'returnCancel.keep' });
    expect(actor.getSnapshot().matches('cancelled')).toBe(true);
    expect(spies.notifyReturnCancelled).not.toHaveBeenCalled();
    expect(spies.tripCancelled).toHaveBeenCalledTimes(1);
  });
});
