import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { bookingMachine } from '../../machines/booking/booking.machine';
import {
  selectArrivalSuggestion,
  selectBackdrop,
  selectFailurePlace,
  selectIsConfirmDialogOpen,
  selectIsBlockedByPtAdvice,
  selectIsPaymentLocked,
  selectLatestDate,
  selectMaxDaysAhead,
  selectOverlaps,
  selectBookedTrips,
  selectCanLeaveConfirmation,
  selectIsAskingReturnTrip,
  selectIsOfferingReturnTrip,
  selectReturnPickupDefault,
  selectShowsConfirmation,
} from '../../machines/booking/selectors';
import { returnPickupAfter } from '../../machines/lib/time';
import type {
  BookTripInput,
  BookingInput,
  CalculateTripInput,
  FindBookedTripInput,
  LoadOtherTripsInput,
} from '../../machines/booking/booking.machine';
import type { AttributeDefinition, BookingResult, Trip, TripSummary } from '../../machines/types';
import { HOSPITAL, PT_JOURNEY, STATION, apiError, bookingResult, settings, summary, trip } from './fixtures';

const NOW = new Date('2026-07-01T08:00:00Z'); // 10:00 CEST
const USER = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

interface Harness {
  calculate?: (input: CalculateTripInput, signal: AbortSignal) => Promise<TripSummary>;
  book?: (input: BookTripInput, signal: AbortSignal) => Promise<BookingResult>;
  /** `findBookedTrip` after a cancelled booking; default: no such trip (null). */
  find?: (input: FindBookedTripInput) => Promise<Trip | null>;
  /** `loadOtherTrips` before the dialog; default: not provided (the load fails, no warning). */
  others?: (input: LoadOtherTripsInput, signal: AbortSignal) => Promise<Trip[]>;
  input?: Partial<BookingInput>;
}

function start(h: Harness = {}) {
  const calculateInputs: CalculateTripInput[] = [];
  const bookInputs: BookTripInput[] = [];
  const otherTripsInputs: LoadOtherTripsInput[] = [];
  const spies = {
    notifyError: vi.fn(),
    notifyBooked: vi.fn(),
    openPaymentLink: vi.fn(),
    refreshAfterBooking: vi.fn(),
    goHome: vi.fn(),
    showGuestBooking: vi.fn(),
    notifyCancelOutcome: vi.fn(),
    choosePassNumber: vi.fn(),
  };
  const machine = bookingMachine.provide({
    actors: {
      calculateTrip: fromPromise<TripSummary, CalculateTripInput>(async ({ input, signal }) => {
        calculateInputs.push(input);
        return h.calculate ? h.calculate(input, signal) : summary();
      }),
      bookTrip: fromPromise<BookingResult, BookTripInput>(async ({ input, signal }) => {
        bookInputs.push(input);
        return h.book ? h.book(input, signal) : bookingResult();
      }),
      findBookedTrip: fromPromise<Trip | null, FindBookedTripInput>(async ({ input }) =>
        h.find ? h.find(input) : null,
      ),
      ...(h.others
        ? {
            loadOtherTrips: fromPromise<Trip[], LoadOtherTripsInput>(async ({ input, signal }) => {
              otherTripsInputs.push(input);
              return h.others!(input, signal);
            }),
          }
        : {}),
    },
    actions: {
      notifyError: (_, params) => spies.notifyError(params.error),
      notifyBooked: () => spies.notifyBooked(),
      openPaymentLink: (_, params) => spies.openPaymentLink(params.url),
      refreshAfterBooking: () => spies.refreshAfterBooking(),
      goHome: (_, params) => spies.goHome(params),
      showGuestBooking: (_, params) => spies.showGuestBooking(params.trips),
      notifyCancelOutcome: (_, params) => spies.notifyCancelOutcome(params.outcome),
      choosePassNumber: (_, params) => spies.choosePassNumber(params.passNumber),
    },
  });
  const clock = new SimulatedClock();
  let keys = 0;
  const actor = createActor(machine, {
    clock,
    input: { now: () => NOW, user: USER, createIdempotencyKey: () => `key-${++keys}`, ...h.input },
  });
  actor.start();
  return { actor, clock, spies, calculateInputs, bookInputs, otherTripsInputs };
}

type Actor = ReturnType<typeof start>['actor'];

function fillForm(actor: Actor) {
  actor.send({
    type: 'form.change',
    patch: { locationFrom: STATION, locationTo: HOSPITAL, payment: { type: 'payInVehicle' } },
  });
}

async function toConfirming(actor: Actor) {
  fillForm(actor);
  actor.send({ type: 'form.submit' });
  await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
}

async function toSuccess(actor: Actor) {
  await toConfirming(actor);
  actor.send({ type: 'booking.confirm' });
  await waitFor(actor, (s) => s.matches({ flow: { step: 'success' } }));
}

/** A promise actor body that never settles on its own and records whether its signal was aborted. */
function hangUntilAborted<T>(record: { aborted: boolean }) {
  return (_input: unknown, signal: AbortSignal) =>
    new Promise<T>((_, reject) => {
      signal.addEventListener('abort', () => {
        record.aborted = true;
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
}

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

describe('booking machine: cancelling and errors', () => {
  it('cancel while estimating aborts the request and returns to editing without an error', async () => {
    const record = { aborted: false };
    const { actor, spies } = start({ calculate: hangUntilAborted<TripSummary>(record) });
    fillForm(actor);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'estimating' } });
    actor.send({ type: 'backdrop.cancel' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'editing' } });
    expect(record.aborted).toBe(true);
    await Promise.resolve();
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(spies.notifyError).not.toHaveBeenCalled();
  });

  it('cancel while booking aborts the request, finds no trip and returns to the confirmation dialog', async () => {
    const record = { aborted: false };
    const finds: FindBookedTripInput[] = [];
    const { actor, spies, bookInputs } = start({
      book: hangUntilAborted<BookingResult>(record),
      find: async (input) => {
        finds.push(input);
        return null;
      },
    });
    await toConfirming(actor);
    actor.send({ type: 'booking.confirm' });
    actor.send({ type: 'backdrop.cancel' });
    expect(record.aborted).toBe(true);
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'checkingBooking' } });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    expect(finds.map((f) => f.request)).toEqual([bookInputs[0]!.request]);
    expect(spies.notifyCancelOutcome).toHaveBeenCalledWith('notBooked');
    expect(spies.refreshAfterBooking).toHaveBeenCalledTimes(1);
    // Confirming again reuses the key: even a booking that did land late cannot be made twice.
    actor.send({ type: 'booking.confirm' });
    expect(bookInputs.map((i) => i.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('cancel while booking: a trip the server booked anyway is shown as booked', async () => {
    const booked = bookingResult().trip;
    const { actor, spies } = start({
      book: hangUntilAborted<BookingResult>({ aborted: false }),
      find: async () => booked,
    });
    await toConfirming(actor);
    actor.send({ type: 'booking.confirm' });
    actor.send({ type: 'backdrop.cancel' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'success' } }));
    expect(actor.getSnapshot().context.trip).toEqual(booked);
    expect(spies.notifyCancelOutcome).toHaveBeenCalledWith('booked');
    // Signed in, the confirmation view shows the found trip (no second toast).
    expect(spies.notifyBooked).not.toHaveBeenCalled();
    expect(selectBookedTrips(actor.getSnapshot())).toEqual([booked]);
    expect(selectShowsConfirmation(actor.getSnapshot())).toBe(true);
  });

  it('cancel while booking: a failed check says it is unknown; a guest is told so without a check', async () => {
    const failing = start({
      book: hangUntilAborted<BookingResult>({ aborted: false }),
      find: async () => {
        throw apiError(503);
      },
    });
    await toConfirming(failing.actor);
    failing.actor.send({ type: 'booking.confirm' });
    failing.actor.send({ type: 'backdrop.cancel' });
    await waitFor(failing.actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    expect(failing.spies.notifyCancelOutcome).toHaveBeenCalledWith('unknown');

    const finds: unknown[] = [];
    const guest = start({
      book: hangUntilAborted<BookingResult>({ aborted: false }),
      find: async (input) => {
        finds.push(input);
        return null;
      },
      input: { guest: true },
    });
    await toConfirming(guest.actor);
    guest.actor.send({ type: 'booking.confirm' });
    guest.actor.send({ type: 'backdrop.cancel' });
    expect(guest.actor.getSnapshot().value).toMatchObject({ flow: { step: 'confirming' } });
    expect(guest.spies.notifyCancelOutcome).toHaveBeenCalledWith('unknown');
    expect(finds).toEqual([]);
  });

  it('an estimate error returns to editing with the normalised error and a toast', async () => {
    const { actor, spies } = start({
      calculate: async () => {
        throw apiError(400, 'LeadTimeTooShort', 'Too early');
      },
    });
    fillForm(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'editing' } });
    const expected = {
      message: 'Too early',
      label: 'badRequest',
      severity: 'warning',
      status: 400,
      code: 'LeadTimeTooShort',
    };
    expect(actor.getSnapshot().context.error).toEqual(expected);
    expect(spies.notifyError).toHaveBeenCalledWith(expected);
  });

  it('a booking error keeps the dialog as "not booked" without a toast; the retry reuses the idempotency key', async () => {
    let attempts = 0;
    const { actor, bookInputs, spies } = start({
      book: async () => {
        attempts += 1;
        if (attempts === 1) throw apiError(500);
        return bookingResult();
      },
    });
    await toConfirming(actor);
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'bookingFailed' } }));
    expect(actor.getSnapshot().context.error?.status).toBe(500);
    expect(selectIsConfirmDialogOpen(actor.getSnapshot())).toBe(true);
    expect(selectFailurePlace(actor.getSnapshot())).toBe('dialog');
    // Said in the dialog, not repeated by a toast.
    expect(spies.notifyError).not.toHaveBeenCalled();
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'success' } }));
    expect(bookInputs.map((i) => i.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('"Close" on a failed booking returns to the dialog as it was; "Back" returns to the form', async () => {
    const { actor } = start({
      book: async () => {
        throw apiError(503);
      },
    });
    await toConfirming(actor);
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'bookingFailed' } }));
    actor.send({ type: 'failure.dismiss' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'confirming' } });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'bookingFailed' } }));
    actor.send({ type: 'estimate.back' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'editing' } });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.summary).toBeNull();
  });

  it('a new estimate gets a new idempotency key', async () => {
    const { actor, bookInputs, clock } = start();
    await toSuccess(actor);
    clock.increment(1500);
    actor.send({ type: 'returnTrip.accept' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'success' } }));
    expect(bookInputs.map((i) => i.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('booking.reset starts over with a fresh form', async () => {
    const { actor } = start();
    await toConfirming(actor);
    actor.send({ type: 'booking.reset' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'editing' } });
    expect(actor.getSnapshot().context).toMatchObject({ summary: null, leg: 'outbound' });
    expect(actor.getSnapshot().context.form.locationFrom).toBeNull();
  });
});

describe('booking machine: rules (product §4, §5)', () => {
  it('switching to by-departure resets the priority to None', () => {
    const { actor } = start();
    actor.send({
      type: 'form.change',
      patch: { planningMode: 'ByArrival', attributes: { priority: 'High' } },
    });
    expect(actor.getSnapshot().context.form.attributes.priority).toBe('High');
    actor.send({ type: 'form.change', patch: { planningMode: 'ByDeparture' } });
    expect(actor.getSnapshot().context.form.attributes.priority).toBe('None');
  });

  it('by arrival without a priority cannot be estimated', () => {
    const { actor } = start();
    fillForm(actor);
    actor.send({ type: 'form.change', patch: { planningMode: 'ByArrival' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'editing' } });
    expect(actor.getSnapshot().context.errors).toEqual({ priority: 'error.priorityRequired' });
  });

  it('forces and locks monthly billing when the summary says the user has it', async () => {
    const { actor, bookInputs } = start({ calculate: async () => summary({ hasMonthlyBilling: true }) });
    await toConfirming(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.form.payment).toEqual({ type: 'monthlyBilling' });
    expect(selectIsPaymentLocked(snapshot)).toBe(true);
    expect(snapshot.can({ type: 'payment.select', payment: { type: 'iDeal' } })).toBe(false);
    actor.send({ type: 'payment.select', payment: { type: 'iDeal' } });
    expect(actor.getSnapshot().context.form.payment).toEqual({ type: 'monthlyBilling' });
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'success' } }));
    expect(bookInputs[0]?.request.paymentOption).toEqual({ type: 'monthlyBilling' });
  });

  it('preselects and locks monthly billing from the profile', () => {
    const { actor } = start({ input: { hasMonthlyBilling: true } });
    expect(actor.getSnapshot().context.form.payment).toEqual({ type: 'monthlyBilling' });
    actor.send({ type: 'form.change', patch: { payment: { type: 'iDeal' } } });
    expect(actor.getSnapshot().context.form.payment).toEqual({ type: 'monthlyBilling' });
  });

  it('blocks booking when the region blocks on public-transport advice and a PT journey exists', async () => {
    const { actor } = start({
      input: { settings: settings({ isBookingBlockedByPtAdviceEnabled: true }) },
      calculate: async () => summary({ ptJourney: PT_JOURNEY }),
    });
    await toConfirming(actor);
    expect(selectIsBlockedByPtAdvice(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().can({ type: 'booking.confirm' })).toBe(false);
    actor.send({ type: 'booking.confirm' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'confirming' } });
  });

  it('does not block on a PT journey when the region setting is off (also after a session update)', async () => {
    const { actor } = start({
      input: { settings: settings({ isBookingBlockedByPtAdviceEnabled: true }) },
      calculate: async () => summary({ ptJourney: PT_JOURNEY }),
    });
    await toConfirming(actor);
    actor.send({ type: 'session.update', settings: settings() });
    expect(actor.getSnapshot().can({ type: 'booking.confirm' })).toBe(true);
  });

  it('refuses a credit card without a brand in the dialog', async () => {
    const { actor } = start();
    await toConfirming(actor);
    actor.send({ type: 'payment.select', payment: { type: 'creditCard' } });
    expect(actor.getSnapshot().can({ type: 'booking.confirm' })).toBe(false);
    actor.send({ type: 'booking.confirm' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'confirming' } });
    actor.send({ type: 'payment.select', payment: { type: 'creditCard', cardBrand: 'visa' } });
    expect(actor.getSnapshot().can({ type: 'booking.confirm' })).toBe(true);
  });

  it('refuses to book when the pickup became too early while the dialog was open', async () => {
    let now = NOW;
    const { actor } = start({ input: { now: () => now } });
    await toConfirming(actor);
    now = new Date(NOW.getTime() + 10 * 60_000); // pickup 11:05 is now less than an hour away
    expect(actor.getSnapshot().can({ type: 'booking.confirm' })).toBe(false);
  });

  it('passes the selected pass number to the actors', async () => {
    const { actor, calculateInputs } = start({ input: { passNumber: '1234' } });
    await toConfirming(actor);
    expect(calculateInputs[0]?.passNumber).toBe('1234');
    actor.send({ type: 'session.update', passNumber: '5678' });
    expect(actor.getSnapshot().context.passNumber).toBe('5678');
  });
});

/** Region attribute definitions shaped like the seeded region 20 (server/seed.ts), titles in Dutch. */
function definition(
  name: AttributeDefinition['name'],
  type: 'dropdown' | 'checkbox',
  groupName: string | null,
  maxUnits: number,
  overrides: Partial<AttributeDefinition> = {},
): AttributeDefinition {
  return {
    name,
    title: name,
    type,
    groupName,
    groupTitle: groupName,
    code: name.slice(0, 3).toUpperCase(),
    readOnly: false,
    defaultUnits: 0,
    minUnits: 0,
    maxUnits,
    ...overrides,
  };
}

const DEFINITIONS: AttributeDefinition[] = [
  definition('travelers', 'dropdown', 'companions', 5),
  definition('children0to12', 'dropdown', 'children', 3),
  definition('standardWheelchair', 'dropdown', 'wheelchair', 1),
  definition('foldableWheelchair', 'dropdown', 'wheelchair', 1),
  definition('mobilityScooter', 'dropdown', 'wheelchair', 1),
  definition('handLuggage', 'checkbox', 'takeAlong', 1),
  definition('guideDog', 'checkbox', 'takeAlong', 1),
  definition('priority', 'dropdown', 'priority', 3),
];

describe('booking machine: attribute definitions (product §3 Attribute definition, §5 ranges)', () => {
  it('refuses counts outside the region range and two wheelchairs, and estimates once they are valid', async () => {
    const { actor, calculateInputs } = start({ input: { attributeDefinitions: DEFINITIONS } });
    fillForm(actor);
    actor.send({ type: 'form.change', patch: { attributes: { children0to12: 4 } } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'editing' } });
    expect(actor.getSnapshot().context.errors).toEqual({ attributes: 'bookTrip.attributesInvalid' });

    actor.send({
      type: 'form.change',
      patch: { attributes: { children0to12: 3, standardWheelchair: 1, mobilityScooter: 1 } },
    });
    expect(actor.getSnapshot().context.errors).toEqual({ attributes: 'bookTrip.attributesInvalid' });

    actor.send({ type: 'form.change', patch: { attributes: { mobilityScooter: 0, travelers: 2 } } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    expect(calculateInputs[0]?.request.attributes).toMatchObject({
      travelers: 2,
      children0to12: 3,
      standardWheelchair: 1,
      mobilityScooter: 0,
    });
  });

  it('checks against definitions that arrive later, and starts from their default units', () => {
    const { actor } = start();
    fillForm(actor);
    actor.send({ type: 'form.change', patch: { attributes: { children0to12: 5 } } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'session.update', attributeDefinitions: DEFINITIONS });
    expect(actor.getSnapshot().context.errors).toEqual({ attributes: 'bookTrip.attributesInvalid' });

    const withDefaults = start({
      input: {
        attributeDefinitions: [definition('handLuggage', 'checkbox', 'takeAlong', 1, { defaultUnits: 1 })],
      },
    });
    expect(withDefaults.actor.getSnapshot().context.form.attributes.handLuggage).toBe(1);
  });
});

describe('booking machine: phone-call preference (product §2, §3 preferences)', () => {
  it('prefills the phone number from the profile and requires one while the toggle is on', async () => {
    const { actor, calculateInputs } = start({ input: { user: { ...USER, phone: '0612345678' } } });
    fillForm(actor);
    expect(actor.getSnapshot().context.form.phoneNumber).toBe('0612345678');
    actor.send({ type: 'form.change', patch: { phoneCall: true, phoneNumber: '06' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'editing' } });
    expect(actor.getSnapshot().context.errors).toEqual({ phoneNumber: 'bookTrip.phoneNumberInvalid' });
    actor.send({ type: 'form.change', patch: { phoneNumber: '0687654321' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    expect(calculateInputs[0]?.request.preferences).toEqual({ phoneNumber: '0687654321' });
  });

  it('ignores the phone number while the toggle is off', () => {
    const { actor } = start();
    fillForm(actor);
    actor.send({ type: 'form.change', patch: { phoneCall: false, phoneNumber: 'x' } });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });
});

describe('booking machine: payment validity (product §4)', () => {
  it('needs a card brand for a credit card on the form, and the error clears once a brand is chosen', () => {
    const { actor } = start();
    fillForm(actor);
    actor.send({ type: 'payment.select', payment: { type: 'creditCard' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'editing' } });
    expect(actor.getSnapshot().context.errors).toEqual({ payment: 'bookTrip.cardBrandRequired' });
    actor.send({ type: 'payment.select', payment: { type: 'creditCard', cardBrand: 'maestro' } });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('refuses another method while monthly billing is locked, also on the form', () => {
    const { actor } = start({ input: { hasMonthlyBilling: true } });
    expect(actor.getSnapshot().can({ type: 'payment.select', payment: { type: 'iDeal' } })).toBe(false);
    actor.send({ type: 'payment.select', payment: { type: 'iDeal' } });
    expect(actor.getSnapshot().context.form.payment).toEqual({ type: 'monthlyBilling' });
    expect(selectIsPaymentLocked(actor.getSnapshot())).toBe(true);
  });

  it('locks monthly billing when a session update says the traveller has it', () => {
    const { actor } = start();
    fillForm(actor);
    actor.send({ type: 'session.update', hasMonthlyBilling: true });
    expect(actor.getSnapshot().context.form.payment).toEqual({ type: 'monthlyBilling' });
    expect(actor.getSnapshot().can({ type: 'payment.select', payment: { type: 'payInVehicle' } })).toBe(
      false,
    );
  });
});

describe('booking machine: priority by planning mode (product §4, §5)', () => {
  it('estimates by arrival only with a priority, and going back to departure sends None', async () => {
    const { actor, calculateInputs } = start();
    fillForm(actor);
    actor.send({
      type: 'form.change',
      patch: { planningMode: 'ByArrival', attributes: { priority: 'None' } },
    });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ priority: 'error.priorityRequired' });
    actor.send({ type: 'form.change', patch: { attributes: { priority: 'Medium' } } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    expect(calculateInputs[0]?.request).toMatchObject({
      planningMode: 2,
      attributes: { priority: 'Medium' },
    });

    actor.send({ type: 'estimate.back' });
    actor.send({ type: 'form.change', patch: { planningMode: 'ByDeparture' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    expect(calculateInputs[1]?.request).toMatchObject({ planningMode: 1, attributes: { priority: 'None' } });
  });
});

describe('booking machine: earliest pickup date and time (product §5, §9)', () => {
  const LATE = new Date('2026-07-01T21:30:00Z'); // 23:30 CEST

  it('moves the default pickup to the next day late in the evening', () => {
    const { actor } = start({ input: { now: () => LATE } });
    expect(actor.getSnapshot().context.form).toMatchObject({ date: '2026-07-02', time: '00:35' });
  });

  it('on the earliest day accepts only times from now + 1 h; later days from 00:00; earlier days never', async () => {
    const { actor } = start({ input: { now: () => LATE } });
    fillForm(actor);
    const pickupError = (date: string, time: string) => {
      actor.send({ type: 'form.change', patch: { date, time } });
      return actor.getSnapshot().context.errors.pickup;
    };
    expect(pickupError('2026-07-01', '23:59')).toBe('bookTrip.pickupEarliestTime');
    expect(pickupError('2026-07-02', '00:29')).toBe('bookTrip.pickupEarliestTime');
    expect(pickupError('2026-07-02', '00:30')).toBeUndefined();
    expect(pickupError('2026-07-03', '00:00')).toBeUndefined();
    expect(pickupError('2026-07-02', '')).toBe('bookTrip.pickupEarliestTime');
    actor.send({ type: 'form.change', patch: { date: '2026-07-02', time: '00:30' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
  });

  it('checks the rule with the clock at confirm time, not at entry time', async () => {
    let now = LATE;
    const { actor } = start({ input: { now: () => now } });
    fillForm(actor);
    actor.send({ type: 'form.change', patch: { date: '2026-07-02', time: '00:30' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    now = new Date(LATE.getTime() + 60_000);
    expect(actor.getSnapshot().can({ type: 'booking.confirm' })).toBe(false);
  });
});

describe('booking horizon', () => {
  it('takes maxDaysAhead from the region (60 until it is known) for the date maximum and the form check', () => {
    const { actor, calculateInputs } = start();
    expect(selectMaxDaysAhead(actor.getSnapshot())).toBe(60);
    expect(selectLatestDate(actor.getSnapshot())).toBe('2026-08-30');
    actor.send({ type: 'session.update', settings: settings({ maxDaysAhead: 10 }) });
    expect(selectMaxDaysAhead(actor.getSnapshot())).toBe(10);
    expect(selectLatestDate(actor.getSnapshot())).toBe('2026-07-11');

    fillForm(actor);
    actor.send({ type: 'form.change', patch: { date: '2026-07-12', time: '09:00' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'editing' } });
    expect(actor.getSnapshot().context.errors.pickup).toBe('bookTrip.pickupTooFarAhead');
    expect(calculateInputs).toHaveLength(0);

    actor.send({ type: 'form.change', patch: { date: '2026-07-11' } });
    expect(actor.getSnapshot().context.errors.pickup).toBeUndefined();
  });
});

describe("arrival time that can't fail", () => {
  const arrival = (actor: Actor) => {
    const { date, time } = actor.getSnapshot().context.form;
    return { date, time };
  };

  it('switching to arrival moves an unchosen default time to now + 2 h, and back to now + 1 h 05', () => {
    const { actor } = start(); // now 10:00 CEST
    expect(arrival(actor)).toEqual({ date: '2026-07-01', time: '11:05' });
    actor.send({ type: 'form.change', patch: { planningMode: 'ByArrival' } });
    expect(arrival(actor)).toEqual({ date: '2026-07-01', time: '12:00' });
    actor.send({ type: 'form.change', patch: { planningMode: 'ByDeparture' } });
    expect(arrival(actor)).toEqual({ date: '2026-07-01', time: '11:05' });
  });

  it('keeps a time the traveller chose when the planning mode changes', () => {
    const { actor } = start();
    actor.send({ type: 'form.change', patch: { time: '11:30' } });
    actor.send({ type: 'form.change', patch: { planningMode: 'ByArrival' } });
    expect(arrival(actor)).toEqual({ date: '2026-07-01', time: '11:30' });
    actor.send({ type: 'form.change', patch: { planningMode: 'ByDeparture' } });
    expect(arrival(actor).time).toBe('11:30');
  });

  it('after an estimate, offers the earliest bookable arrival for a too-early one and sets it on request', async () => {
    const { actor, calculateInputs } = start({
      calculate: async () => summary({ duration: 33, planningMode: 2 }),
    });
    fillForm(actor);
    actor.send({
      type: 'form.change',
      patch: { planningMode: 'ByArrival', attributes: { priority: 'Low' } },
    });
    actor.send({ type: 'form.change', patch: { time: '11:10' } });
    expect(selectArrivalSuggestion(actor.getSnapshot())).toBeNull(); // duration not known yet
    actor.send({ type: 'form.change', patch: { time: '12:00' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    expect(actor.getSnapshot().context.tripDuration).toBe(33);
    expect(selectArrivalSuggestion(actor.getSnapshot())).toBeNull(); // only while editing
    actor.send({ type: 'estimate.back' });
    expect(selectArrivalSuggestion(actor.getSnapshot())).toBeNull(); // 12:00 is bookable (≥ 11:33)

    actor.send({ type: 'form.change', patch: { time: '11:10' } });
    // 10:00 + 60 + 33 = 11:33 → 11:35
    expect(selectArrivalSuggestion(actor.getSnapshot())).toEqual({
      date: '2026-07-01',
      time: '11:35',
      tripDurationMinutes: 33,
    });
    expect(actor.getSnapshot().context.errors).toEqual({ pickup: 'bookTrip.arrivalEarliest' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'editing' } });
    expect(calculateInputs).toHaveLength(1);

    actor.send({ type: 'form.useEarliestArrival' });
    expect(arrival(actor)).toEqual({ date: '2026-07-01', time: '11:35' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(selectArrivalSuggestion(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    expect(calculateInputs[1]?.request.plannedDateTime).toBe('2026-07-01T09:35:00Z');
    expect(actor.getSnapshot().can({ type: 'booking.confirm' })).toBe(true);
  });

  it('accepts an arrival exactly on the boundary (now + 1 h + duration)', async () => {
    const { actor } = start({ calculate: async () => summary({ duration: 25 }) });
    fillForm(actor);
    actor.send({
      type: 'form.change',
      patch: { planningMode: 'ByArrival', attributes: { priority: 'Low' } },
    });
    await toConfirmingFromForm(actor);
    actor.send({ type: 'estimate.back' });
    actor.send({ type: 'form.change', patch: { time: '11:25' } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'form.change', patch: { time: '11:24' } });
    expect(actor.getSnapshot().context.errors).toEqual({ pickup: 'bookTrip.arrivalEarliest' });
  });

  it('forgets the duration when an address changes or the addresses swap, not when the same one is chosen again', async () => {
    const { actor } = start({ calculate: async () => summary({ duration: 25 }) });
    fillForm(actor);
    actor.send({
      type: 'form.change',
      patch: { planningMode: 'ByArrival', attributes: { priority: 'Low' } },
    });
    await toConfirmingFromForm(actor);
    actor.send({ type: 'estimate.back' });
    actor.send({ type: 'form.change', patch: { locationTo: { ...HOSPITAL } } });
    expect(actor.getSnapshot().context.tripDuration).toBe(25);
    actor.send({ type: 'form.swap' });
    expect(actor.getSnapshot().context.tripDuration).toBeNull();
    actor.send({ type: 'form.change', patch: { time: '11:10' } });
    expect(selectArrivalSuggestion(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('offers nothing by departure, and form.useEarliestArrival then changes nothing', async () => {
    const { actor } = start({ calculate: async () => summary({ duration: 25 }) });
    await toConfirming(actor);
    actor.send({ type: 'estimate.back' });
    actor.send({ type: 'form.change', patch: { time: '11:00' } });
    expect(selectArrivalSuggestion(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'form.useEarliestArrival' });
    expect(arrival(actor).time).toBe('11:00');
  });
});

async function toConfirmingFromForm(actor: Actor) {
  actor.send({ type: 'form.submit' });
  await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
}

describe('booking machine: overlap with another booked trip (no costly mistake in one tap)', () => {
  // The form's default pick-up is 11:05 on 2026-07-01 (Europe/Amsterdam, UTC+2) = 09:05 UTC.
  const UNDER_WAY = trip({
    externalTripId: 'T-under-way',
    departureDateTime: '2026-07-01T08:45:00Z', // 10:45 → 11:27
    arrivalDateTime: '2026-07-01T09:27:00Z',
  });
  const CANCELLED = trip({ ...UNDER_WAY, externalTripId: 'T-cancelled', status: 'customerCancelled' });
  const EARLIER = trip({
    externalTripId: 'T-earlier',
    departureDateTime: '2026-07-01T06:00:00Z',
    arrivalDateTime: '2026-07-01T06:30:00Z',
  });

  it('loads the trips around the pick-up before the dialog opens, and keeps those it overlaps', async () => {
    let release: (trips: Trip[]) => void = () => {};
    const { actor, otherTripsInputs } = start({
      others: () => new Promise<Trip[]>((resolve) => (release = resolve)),
    });
    fillForm(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'checkingOverlap' } }));
    // Same backdrop as the estimate; the dialog is not open yet.
    expect(selectBackdrop(actor.getSnapshot())).toBe('estimating');
    expect(otherTripsInputs).toEqual([{ range: { from: '2026-06-30', to: '2026-07-01' } }]);
    release([EARLIER, CANCELLED, UNDER_WAY]);
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    expect(selectOverlaps(actor.getSnapshot())).toEqual([UNDER_WAY]);
    // The traveller may still book.
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'success' } }));
  });

  it('says nothing when no trip overlaps, or when the trips cannot be loaded', async () => {
    const none = start({ others: async () => [EARLIER, CANCELLED] });
    await toConfirming(none.actor);
    expect(selectOverlaps(none.actor.getSnapshot())).toEqual([]);
    const failing = start({
      others: async () => {
        throw apiError(503, 'ServiceUnavailable');
      },
    });
    await toConfirming(failing.actor);
    expect(selectOverlaps(failing.actor.getSnapshot())).toEqual([]);
    expect(failing.actor.getSnapshot().context.error).toBeNull();
    expect(failing.spies.notifyError).not.toHaveBeenCalled();
  });

  it('a guest has no trip list: the dialog opens at once, without a warning', async () => {
    const { actor, otherTripsInputs } = start({ input: { guest: true }, others: async () => [UNDER_WAY] });
    fillForm(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    expect(otherTripsInputs).toEqual([]);
    expect(selectOverlaps(actor.getSnapshot())).toEqual([]);
  });

  it('checks every date of a series', async () => {
    const inTwoWeeks = trip({
      externalTripId: 'T-in-two-weeks',
      departureDateTime: '2026-07-15T09:00:00Z', // 11:00 → 11:30
      arrivalDateTime: '2026-07-15T09:30:00Z',
    });
    const { actor, otherTripsInputs } = start({ others: async () => [inTwoWeeks] });
    fillForm(actor);
    actor.send({ type: 'series.change', patch: { repeat: true } });
    actor.send({ type: 'series.change', patch: { until: '2026-07-22' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    expect(otherTripsInputs).toEqual([{ range: { from: '2026-06-30', to: '2026-07-22' } }]);
    expect(selectOverlaps(actor.getSnapshot())).toEqual([inTwoWeeks]);
  });

  it('Cancel on the backdrop while checking: back to the form, the load aborted; Back forgets the warning', async () => {
    const record = { aborted: false };
    const slow = start({ others: hangUntilAborted<Trip[]>(record) });
    fillForm(slow.actor);
    slow.actor.send({ type: 'form.submit' });
    await waitFor(slow.actor, (s) => s.matches({ flow: { step: 'checkingOverlap' } }));
    slow.actor.send({ type: 'backdrop.cancel' });
    expect(slow.actor.getSnapshot().value).toMatchObject({ flow: { step: 'editing' } });
    expect(slow.actor.getSnapshot().context.summary).toBeNull();
    expect(record.aborted).toBe(true);

    const { actor } = start({ others: async () => [UNDER_WAY] });
    await toConfirming(actor);
    expect(selectOverlaps(actor.getSnapshot())).toHaveLength(1);
    actor.send({ type: 'estimate.back' });
    expect(selectOverlaps(actor.getSnapshot())).toEqual([]);
  });
});
