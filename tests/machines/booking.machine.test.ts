import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import {
  selectBackdrop,
  selectBookedTrips,
  selectCanLeaveConfirmation,
  selectIsAskingReturnTrip,
  selectIsOfferingReturnTrip,
  selectReturnPickupDefault,
  selectShowsConfirmation,
} from '../../machines/booking/selectors';
import { returnPickupAfter } from '../../machines/lib/time';
import { HOSPITAL, STATION, bookingResult, summary } from './fixtures';
import { start, fillForm, toConfirming, toSuccess, toConfirmingFromForm } from './booking-harness';

describe('booking machine: happy path (product §2.4 /book-trip, §4 booking flow)', () => {
  it('starts editing with the default pickup now + 1 h 5 min and the user prefilled', () => {
    const { actor } = start();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'editing' } });
    expect(context.form).toMatchObject({
      date: '2026-07-01',
      time: '11:05',
      email: 'ada@example.com',
      firstName: 'Ada',
    });
  });

  it("asks the session to select the preferences' default pass number on start, once", () => {
    const other = start({ input: { passNumber: '2001000101', prefill: { passNumber: '2001000202' } } });
    expect(other.spies.choosePassNumber).toHaveBeenCalledTimes(1);
    expect(other.spies.choosePassNumber).toHaveBeenCalledWith('2001000202');
    other.actor.send({ type: 'booking.reset' });
    expect(other.spies.choosePassNumber).toHaveBeenCalledTimes(1);
    // Already selected, no default, or a guest (no passes): nothing to select.
    for (const input of [
      { passNumber: '2001000202', prefill: { passNumber: '2001000202' } },
      { passNumber: '2001000101', prefill: { travelers: 1 } },
      { guest: true, prefill: { passNumber: '2001000202' } },
    ]) {
      const { spies } = start({ input });
      expect(spies.choosePassNumber.mock.calls.filter(([pass]) => pass !== null)).toEqual([]);
    }
  });

  it('does not estimate an invalid form and shows its errors', () => {
    const { actor, calculateInputs } = start();
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'editing' } });
    expect(actor.getSnapshot().context.submitAttempted).toBe(true);
    expect(actor.getSnapshot().context.errors).toMatchObject({ locationFrom: 'location.required' });
    expect(calculateInputs).toHaveLength(0);
  });

  it('estimates, confirms, books, and opens the payment link only after 1500 ms', async () => {
    const { actor, clock, spies, calculateInputs, bookInputs } = start({
      book: async () => bookingResult('https://pay.example/T-1'),
    });
    fillForm(actor);
    actor.send({ type: 'form.submit' });
    expect(selectBackdrop(actor.getSnapshot())).toBe('estimating');
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    expect(calculateInputs[0]).toMatchObject({
      guest: false,
      request: {
        plannedDateTime: '2026-07-01T09:05:00Z',
        planningMode: 1,
        locationFrom: STATION,
        locationTo: HOSPITAL,
      },
    });
    expect(actor.getSnapshot().context.summary).toEqual(summary());

    actor.send({ type: 'booking.confirm' });
    expect(selectBackdrop(actor.getSnapshot())).toBe('booking');
    await waitFor(actor, (s) => s.matches({ flow: { step: 'success' } }));
    expect(bookInputs[0]).toMatchObject({
      idempotencyKey: 'key-1',
      request: { paymentOption: { type: 'payInVehicle' } },
    });
    expect(actor.getSnapshot().context).toMatchObject({
      success: true,
      paymentUrl: 'https://pay.example/T-1',
    });
    // Signed in, the confirmation view says it at once (no toast), while the payment link waits its 1500 ms.
    expect(spies.notifyBooked).not.toHaveBeenCalled();
    expect(selectShowsConfirmation(actor.getSnapshot())).toBe(true);
    expect(selectBookedTrips(actor.getSnapshot()).map((t) => t.externalTripId)).toEqual(['T-1']);
    expect(selectIsOfferingReturnTrip(actor.getSnapshot())).toBe(false);
    // Not left before the payment link opens (leaving would stop the chart first).
    expect(selectCanLeaveConfirmation(actor.getSnapshot())).toBe(false);
    expect(spies.refreshAfterBooking).toHaveBeenCalledTimes(1);

    clock.increment(1499);
    expect(spies.openPaymentLink).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'success' } });

    clock.increment(1);
    expect(spies.openPaymentLink).toHaveBeenCalledExactlyOnceWith('https://pay.example/T-1');
    // The return-trip question sits on the confirmation view, not in a dialog in its place.
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: { confirmed: 'offeringReturnTrip' } } });
    expect(selectShowsConfirmation(actor.getSnapshot())).toBe(true);
    expect(selectIsOfferingReturnTrip(actor.getSnapshot())).toBe(true);
    expect(selectIsAskingReturnTrip(actor.getSnapshot())).toBe(false);
    expect(selectCanLeaveConfirmation(actor.getSnapshot())).toBe(true);
  });

  it('opens no payment link when none was returned', async () => {
    const { actor, clock, spies } = start();
    await toSuccess(actor);
    clock.increment(1500);
    expect(spies.openPaymentLink).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: { confirmed: 'offeringReturnTrip' } } });
  });

  it('goes back from the confirmation dialog to editing and clears the summary', async () => {
    const { actor } = start();
    await toConfirming(actor);
    actor.send({ type: 'estimate.back' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'editing' } });
    expect(actor.getSnapshot().context.summary).toBeNull();
  });
});

describe('booking machine: return trip (product §2)', () => {
  it('the way back is picked up one hour after the outbound arrival, rounded up to 5 minutes, without the driver comment', async () => {
    // Outbound 10:45 → 11:27 (Europe/Amsterdam, summer time): the way back defaults to 12:30, not 10:45.
    const { actor, clock } = start({
      calculate: async () =>
        summary({ departureDateTime: '2026-07-01T08:45:00Z', arrivalDateTime: '2026-07-01T09:27:00Z' }),
    });
    fillForm(actor);
    actor.send({ type: 'form.change', patch: { driverComment: 'Bel aan bij 40A, 3e verdieping' } });
    await toConfirmingFromForm(actor);
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'success' } }));
    clock.increment(1500);
    expect(selectReturnPickupDefault(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'returnTrip.accept' });
    const { context } = actor.getSnapshot();
    expect(context.form).toMatchObject({ date: '2026-07-01', time: '12:30', planningMode: 'ByDeparture' });
    expect(context.form.driverComment).toBe('');
    expect(context.timeText).toBe('12:30');
    expect(selectReturnPickupDefault(actor.getSnapshot())).toBe('12:30');
    // Once the traveller picks another time, the form no longer calls it the default.
    actor.send({ type: 'form.change', patch: { time: '13:00' } });
    expect(selectReturnPickupDefault(actor.getSnapshot())).toBeNull();
  });

  it('the default pick-up of the way back passes to the next day after a late arrival', () => {
    expect(returnPickupAfter('2026-07-01T21:31:00Z')).toEqual({ date: '2026-07-02', time: '00:35' });
    expect(returnPickupAfter('2026-07-01T09:25:00Z')).toEqual({ date: '2026-07-01', time: '12:25' });
  });

  it('accepting swaps from and to, clears success and payment link, and then the confirmation shows both trips', async () => {
    let n = 0;
    const { actor, clock, spies, calculateInputs } = start({
      book: async () => {
        n += 1;
        return bookingResult(`https://pay.example/${n}`, { externalTripId: `RT-${n}` });
      },
    });
    await toSuccess(actor);
    clock.increment(1500);
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: { confirmed: 'offeringReturnTrip' } } });

    actor.send({ type: 'returnTrip.accept' });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'editing' } });
    expect(context).toMatchObject({ leg: 'return', success: false, paymentUrl: null, summary: null });
    expect(context.form.locationFrom).toEqual(HOSPITAL);
    expect(context.form.locationTo).toEqual(STATION);

    actor.send({ type: 'form.change', patch: { time: '15:00' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    expect(calculateInputs[1]?.request).toMatchObject({ locationFrom: HOSPITAL, locationTo: STATION });
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'success' } }));
    expect(spies.notifyBooked).not.toHaveBeenCalled();
    expect(selectBookedTrips(actor.getSnapshot()).map((t) => t.externalTripId)).toEqual(['RT-1', 'RT-2']);

    clock.increment(1500);
    expect(spies.openPaymentLink).toHaveBeenLastCalledWith('https://pay.example/2');
    // The return leg asks nothing more: the confirmation with both trips stays until "Go to home".
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: { confirmed: 'complete' } } });
    expect(selectIsOfferingReturnTrip(actor.getSnapshot())).toBe(false);
    expect(selectBookedTrips(actor.getSnapshot()).map((t) => t.externalTripId)).toEqual(['RT-1', 'RT-2']);
    expect(spies.goHome).not.toHaveBeenCalled();
    actor.send({ type: 'confirmation.close' });
    expect(spies.goHome).toHaveBeenCalledExactlyOnceWith({ guest: false });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('declining keeps the confirmation without the question; "Go to home" clears the booking and goes home', async () => {
    const { actor, clock, spies } = start({ book: async () => bookingResult('https://pay.example/1') });
    await toSuccess(actor);
    clock.increment(1500);
    actor.send({ type: 'returnTrip.decline' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: { confirmed: 'complete' } } });
    expect(selectShowsConfirmation(actor.getSnapshot())).toBe(true);
    expect(selectIsOfferingReturnTrip(actor.getSnapshot())).toBe(false);
    expect(selectBookedTrips(actor.getSnapshot())).toHaveLength(1);
    expect(spies.goHome).not.toHaveBeenCalled();
    // The question is gone: a late "Yes" changes nothing.
    actor.send({ type: 'returnTrip.accept' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: { confirmed: 'complete' } } });
    actor.send({ type: 'confirmation.close' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('done');
    expect(spies.goHome).toHaveBeenCalledExactlyOnceWith({ guest: false });
    expect(snapshot.context).toMatchObject({
      success: false,
      paymentUrl: null,
      summary: null,
      trip: null,
      leg: 'outbound',
    });
    expect(snapshot.context.form.locationFrom).toBeNull();
  });

  it('shows a guest who declines the return trip the confirmation page with the booked trip', async () => {
    const booked = bookingResult(null, { externalTripId: 'RT-OUT' });
    const { actor, clock, spies, calculateInputs } = start({
      input: { guest: true },
      book: async () => booked,
    });
    await toSuccess(actor);
    expect(calculateInputs[0]).toMatchObject({
      guest: true,
      request: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(spies.notifyBooked).toHaveBeenCalledTimes(1);
    expect(selectShowsConfirmation(actor.getSnapshot())).toBe(false);
    clock.increment(1500);
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'askingReturnTrip' } });
    expect(selectIsAskingReturnTrip(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'returnTrip.decline' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(spies.showGuestBooking).toHaveBeenCalledExactlyOnceWith([booked.trip]);
    expect(spies.goHome).not.toHaveBeenCalled();
  });

  it('shows a guest who books the return trip too the confirmation page with both trips, in order', async () => {
    const legs = [
      bookingResult(null, { externalTripId: 'RT-OUT' }),
      bookingResult(null, { externalTripId: 'RT-BACK' }),
    ];
    let n = 0;
    const { actor, clock, spies } = start({ input: { guest: true }, book: async () => legs[n++]! });
    await toSuccess(actor);
    clock.increment(1500);
    actor.send({ type: 'returnTrip.accept' });
    actor.send({ type: 'form.change', patch: { time: '15:00' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'success' } }));
    expect(spies.showGuestBooking).not.toHaveBeenCalled();
    clock.increment(1500);
    expect(actor.getSnapshot().status).toBe('done');
    expect(spies.showGuestBooking).toHaveBeenCalledExactlyOnceWith([legs[0]!.trip, legs[1]!.trip]);
    expect(spies.goHome).not.toHaveBeenCalled();
  });

  it('never shows a signed-in traveller the guest confirmation page', async () => {
    const { actor, clock, spies } = start();
    await toSuccess(actor);
    clock.increment(1500);
    actor.send({ type: 'returnTrip.decline' });
    actor.send({ type: 'confirmation.close' });
    expect(spies.showGuestBooking).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.bookedTrips).toEqual([]);
  });
});
