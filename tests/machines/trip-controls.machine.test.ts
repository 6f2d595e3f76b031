import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { COUNTDOWN_TICK_MS } from '../../machines/trip/trip.machine';
import { selectMinutesUntilDeparture } from '../../machines/trip/trip-selectors';
import {
  selectCancelFailure,
  selectCanCancel,
  selectReturnCancelQuestion,
  selectIsCancelling,
  selectIsTooLateToCancel,
  selectShowsCancel,
} from '../../machines/trip/action-selectors';
import type { Trip, TripStatus } from '../../machines/types';
import { apiError, trip } from './fixtures';
import { START, DEPARTURE, start } from './trip-harness';

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
