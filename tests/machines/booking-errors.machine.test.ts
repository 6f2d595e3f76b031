import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import {
  selectBackdrop,
  selectFailurePlace,
  selectIsConfirmDialogOpen,
  selectOverlaps,
  selectBookedTrips,
  selectShowsConfirmation,
} from '../../machines/booking/selectors';
import type { FindBookedTripInput } from '../../machines/booking/booking.machine';
import type { BookingResult, Trip, TripSummary } from '../../machines/types';
import { apiError, bookingResult, trip } from './fixtures';
import { start, fillForm, toConfirming, toSuccess, hangUntilAborted } from './booking-harness';

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
