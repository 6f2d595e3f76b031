import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bookingMachine } from '../../machines/booking/booking.machine';
import {
  bookingSeriesMachine,
  selectSeriesAwaitsPayment,
  selectSeriesBookedCount,
} from '../../machines/booking/series.machine';
import type { BookTripInput, CalculateTripInput } from '../../machines/booking/booking.machine';
import {
  selectSeriesDates,
  selectSeriesFit,
  selectShowsConfirmation,
} from '../../machines/booking/selectors';
import type { BookingResult, BookingRequest, TripSummary } from '../../machines/types';
import { HOSPITAL, STATION, apiError, bookingResult, summary } from './fixtures';

const NOW = new Date('2026-07-01T08:00:00Z'); // Wednesday 10:00 CEST
const REQUEST = { plannedDateTime: '2026-07-01T09:05:00Z' } as BookingRequest;

/** A series child with fake `bookTrip`: `outcome(date, call)` books or throws. */
function startSeries(dates: string[], outcome: (date: string, call: number) => Promise<BookingResult>) {
  const calls: BookTripInput[] = [];
  const machine = bookingSeriesMachine.provide({
    actors: {
      bookTrip: fromPromise<BookingResult, BookTripInput>(async ({ input }) => {
        calls.push(input);
        const item = dates.find((d) => `key-${d}` === input.idempotencyKey)!;
        return outcome(item, calls.length);
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      items: dates.map((date) => ({ date, request: REQUEST, idempotencyKey: `key-${date}` })),
      guest: false,
      passNumber: '2001000101',
    },
  });
  actor.start();
  return { actor, calls };
}

describe('booking series machine', () => {
  const dates = ['2026-07-01', '2026-07-08', '2026-07-15'];

  it('books every date in order; a failure in the middle does not stop or undo the others', async () => {
    const { actor, calls } = startSeries(dates, async (date) => {
      if (date === '2026-07-08') throw apiError(400, 'BudgetExceeded', 'Your remaining budget is not enough');
      return bookingResult();
    });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(calls.map((c) => c.idempotencyKey)).toEqual([
      'key-2026-07-01',
      'key-2026-07-08',
      'key-2026-07-15',
    ]);
    expect(calls.every((c) => c.passNumber === '2001000101' && !c.guest)).toBe(true);
    const items = actor.getSnapshot().context.items;
    expect(items.map((i) => i.status)).toEqual(['booked', 'failed', 'booked']);
    expect(items[1]!.reason).toBe('budget');
    expect(items[0]!.trip).not.toBeNull();
  });

  it('"Try again" books only the failed dates, each with its own key again', async () => {
    let fail = true;
    const { actor, calls } = startSeries(dates, async (date) => {
      if (date !== '2026-07-01' && fail) throw apiError(400, 'LeadTimeTooShort');
      return bookingResult();
    });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(actor.getSnapshot().context.items.map((i) => i.reason)).toEqual([null, 'leadTime', 'leadTime']);
    fail = false;
    actor.send({ type: 'series.retry' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(calls.slice(3).map((c) => c.idempotencyKey)).toEqual(['key-2026-07-08', 'key-2026-07-15']);
    expect(actor.getSnapshot().context.items.every((i) => i.status === 'booked')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'series.retry' })).toBe(false);
    actor.send({ type: 'series.close' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      booked: 3,
      trips: actor.getSnapshot().context.items.map((i) => i.trip),
    });
    expect(actor.getSnapshot().output?.trips.every((trip) => trip !== null)).toBe(true);
  });

  it('says when booked dates wait for an online payment (no payment pages open for a series)', async () => {
    const { actor } = startSeries(['2026-07-01'], async () => bookingResult('https://pay.example/t/1'));
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(selectSeriesAwaitsPayment(actor.getSnapshot())).toBe(true);
    expect(selectSeriesBookedCount(actor.getSnapshot())).toBe(1);
  });

  it('names another refusal as a server refusal with its error', async () => {
    const { actor } = startSeries(['2026-07-01'], async () => {
      throw apiError(503, undefined, 'Dienst tijdelijk niet beschikbaar');
    });
    await waitFor(actor, (s) => s.matches('reviewing'));
    const item = actor.getSnapshot().context.items[0]!;
    expect(item.reason).toBe('server');
    expect(item.error?.message).toBe('Dienst tijdelijk niet beschikbaar');
    actor.send({ type: 'series.close' });
    expect(actor.getSnapshot().output).toEqual({ booked: 0, trips: [] });
  });
});

describe('booking machine with a series', () => {
  function start(
    book: (input: BookTripInput) => Promise<BookingResult>,
    budget = { remaining: 30, until: '2027-12-31' },
  ) {
    const bookInputs: BookTripInput[] = [];
    const bookTrip = fromPromise<BookingResult, BookTripInput>(async ({ input }) => {
      bookInputs.push(input);
      return book(input);
    });
    const refreshAfterBooking = vi.fn();
    const machine = bookingMachine.provide({
      actors: {
        calculateTrip: fromPromise<TripSummary, CalculateTripInput>(async () => summary({ distance: 12 })),
        bookTrip,
        bookingSeries: bookingSeriesMachine.provide({ actors: { bookTrip } }),
      },
      actions: { refreshAfterBooking },
    });
    let keys = 0;
    const actor = createActor(machine, {
      input: { now: () => NOW, createIdempotencyKey: () => `key-${++keys}`, budget },
    });
    actor.start();
    actor.send({
      type: 'form.change',
      patch: { locationFrom: STATION, locationTo: HOSPITAL, payment: { type: 'payInVehicle' } },
    });
    return { actor, bookInputs, refreshAfterBooking };
  }

  it("books each date at the form's wall-clock time with its own key, then shows them and asks about the return trip", async () => {
    const { actor, bookInputs, refreshAfterBooking } = start(async () => bookingResult());
    actor.send({ type: 'series.change', patch: { repeat: true } });
    expect(actor.getSnapshot().context.series).toEqual({ repeat: true, weekdays: [3], until: '2026-07-28' });
    actor.send({ type: 'series.change', patch: { until: '2026-07-15' } });
    expect(selectSeriesDates(actor.getSnapshot())).toEqual(['2026-07-01', '2026-07-08', '2026-07-15']);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    // 30 km left, 12 km a trip: 2 of the 3 dates fit.
    expect(selectSeriesFit(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'booking.confirm' });
    expect(actor.getSnapshot().matches({ flow: { step: 'bookingSeries' } })).toBe(true);
    const series = actor.getSnapshot().children.bookingSeries!;
    await waitFor(series, (s) => s.matches('reviewing'));
    expect(bookInputs.map((i) => i.request.plannedDateTime)).toEqual([
      '2026-07-01T09:05:00Z',
      '2026-07-08T09:05:00Z',
      '2026-07-15T09:05:00Z',
    ]);
    expect(new Set(bookInputs.map((i) => i.idempotencyKey)).size).toBe(3);
    // One seriesId on every date (the first date's key), so the dates can be changed or paused together later.
    expect(bookInputs.map((i) => i.request.seriesId)).toEqual([
      bookInputs[0]!.idempotencyKey,
      bookInputs[0]!.idempotencyKey,
      bookInputs[0]!.idempotencyKey,
    ]);
    series.send({ type: 'series.close' });
    // Signed in: the confirmation view with the return-trip question on it.
    await waitFor(actor, (s) => s.matches({ flow: { step: { confirmed: 'offeringReturnTrip' } } }));
    expect(refreshAfterBooking).toHaveBeenCalled();
    // The series' trips are kept: the confirmation view (or a guest's confirmation page) lists them.
    expect(actor.getSnapshot().context.bookedTrips).toHaveLength(3);
    expect(selectShowsConfirmation(actor.getSnapshot())).toBe(true);
    // The return-trip question applies to the whole series: the return leg repeats it, swapped.
    actor.send({ type: 'returnTrip.accept' });
    expect(actor.getSnapshot().context.series.repeat).toBe(true);
    expect(actor.getSnapshot().context.form.locationFrom).toEqual(HOSPITAL);
    expect(actor.getSnapshot().context.seriesKeys).toEqual({});
  });

  it("with nothing booked goes back to the dialog, and confirming again reuses every date's key", async () => {
    const { actor, bookInputs } = start(async () => {
      throw apiError(400, 'BudgetExpired');
    });
    actor.send({ type: 'series.change', patch: { repeat: true, until: '2026-07-08' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    actor.send({ type: 'booking.confirm' });
    const series = actor.getSnapshot().children.bookingSeries!;
    await waitFor(series, (s) => s.matches('reviewing'));
    series.send({ type: 'series.close' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor.getSnapshot().children.bookingSeries!, (s) => s.matches('reviewing'));
    const keys = bookInputs.map((i) => i.idempotencyKey);
    expect(keys.slice(2)).toEqual(keys.slice(0, 2));
  });

  it('refuses the submit of an invalid series and asks for focus on it', () => {
    const { actor } = start(async () => bookingResult());
    actor.send({ type: 'series.change', patch: { repeat: true } });
    actor.send({ type: 'series.change', patch: { weekday: { day: 3, on: false } } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ flow: { step: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.focus).toEqual({ target: 'series' });
    expect(actor.getSnapshot().context.seriesError).toBe('bookTrip.series.weekdaysRequired');
  });
});
