import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bookingMachine } from '../../machines/booking/booking.machine';
import { isUnreachable, parseBookingDraft } from '../../machines/booking/draft';
import { BOOKING_DRAFT_VERSION, type BookingDraft } from '../../machines/booking/types';
import {
  selectFailurePlace,
  selectIsDraftRestored,
  selectIsUnreachable,
  selectShownError,
} from '../../machines/booking/selectors';
import type { BookTripInput, BookingInput, CalculateTripInput } from '../../machines/booking/booking.machine';
import type { BookingResult, TripSummary } from '../../machines/types';
import { HOSPITAL, STATION, apiError, bookingResult, settings, summary } from './fixtures';

// The booking chart's draft (kept while editing, restored on start, "Start over") and its kept failures
// ("No connection…" when nothing or a gateway answered), with fake actors and spies.

const USER = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const TRIP = { locationFrom: STATION, locationTo: HOSPITAL, payment: { type: 'payInVehicle' } } as const;

function start(
  opts: {
    now?: Date;
    draft?: BookingDraft | null;
    book?: () => Promise<BookingResult>;
    prefill?: BookingInput['prefill'];
    settings?: BookingInput['settings'];
  } = {},
) {
  let now = opts.now ?? new Date('2026-07-01T08:00:00Z');
  const saved: BookingDraft[] = [];
  const discarded = vi.fn();
  const bookInputs: BookTripInput[] = [];
  const machine = bookingMachine.provide({
    actors: {
      calculateTrip: fromPromise<TripSummary, CalculateTripInput>(async () => summary()),
      bookTrip: fromPromise<BookingResult, BookTripInput>(async ({ input }) => {
        bookInputs.push(input);
        return opts.book ? opts.book() : bookingResult();
      }),
    },
    actions: {
      saveDraft: (_, params) => void saved.push(params.draft),
      discardDraft: (_, params) => discarded(params.guest),
    },
  });
  let keys = 0;
  const input: BookingInput = {
    now: () => now,
    user: USER,
    createIdempotencyKey: () => `key-${++keys}`,
    draft: opts.draft ?? null,
    prefill: opts.prefill ?? null,
    settings: opts.settings ?? null,
  };
  const actor = createActor(machine, { input }).start();
  return {
    actor,
    saved,
    discarded,
    bookInputs,
    setNow: (next: Date) => {
      now = next;
    },
  };
}

describe('booking draft', () => {
  it('hands every edit to saveDraft; a chart started from the draft has the same form and says so', () => {
    const { actor, saved } = start();
    actor.send({ type: 'form.change', patch: { locationFrom: STATION, locationTo: HOSPITAL } });
    actor.send({ type: 'form.change', patch: { driverComment: 'Ring at 40A' } });
    actor.send({ type: 'series.change', patch: { repeat: true } });
    expect(saved).toHaveLength(3);
    const draft = saved.at(-1)!;
    expect(parseBookingDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    expect(selectIsDraftRestored(actor.getSnapshot())).toBe(false);

    const restored = start({ draft }).actor.getSnapshot();
    expect(selectIsDraftRestored(restored)).toBe(true);
    expect(restored.context.form).toEqual(actor.getSnapshot().context.form);
    expect(restored.context.series).toEqual(actor.getSnapshot().context.series);
    // A valid restored pickup shows no error.
    expect(selectShownError(restored, 'pickup')).toBeUndefined();
  });

  it('flags a restored pickup that is now too soon, without changing it', () => {
    const { actor, saved } = start();
    actor.send({ type: 'form.change', patch: { locationFrom: STATION } });
    const draft = saved.at(-1)!;
    // Two hours later the pickup (11:05) is within the hour.
    const later = start({ now: new Date('2026-07-01T09:30:00Z'), draft }).actor.getSnapshot();
    expect(later.context.form.time).toBe(draft.form.time);
    expect(later.context.submitAttempted).toBe(false);
    expect(selectShownError(later, 'pickup')).toBe('bookTrip.pickupEarliestTime');
    // Other fields wait for a submit as usual.
    expect(selectShownError(later, 'locationTo')).toBeUndefined();
  });

  it('"Start over" gives a fresh form and discards the kept draft', () => {
    const { actor, saved, discarded } = start();
    actor.send({ type: 'form.change', patch: { locationFrom: STATION, driverComment: 'x' } });
    const { actor: restored, discarded: discardedRestored } = start({ draft: saved.at(-1)! });
    restored.send({ type: 'draft.discard' });
    const snapshot = restored.getSnapshot();
    expect(snapshot.value).toMatchObject({ flow: { step: 'editing' } });
    expect(selectIsDraftRestored(snapshot)).toBe(false);
    expect(snapshot.context.form.locationFrom).toBeNull();
    expect(snapshot.context.form.driverComment).toBe('');
    expect(discardedRestored).toHaveBeenCalledWith(false);
    expect(discarded).not.toHaveBeenCalled();
  });

  it('"Start over" gives the form a fresh visit gets: payment preselected, the travel preferences applied', () => {
    const prefill = { travelers: 1, phoneCall: true, takeAlong: { guideDog: 1 } };
    const { actor, saved } = start({ prefill, settings: settings() });
    expect(actor.getSnapshot().context.form.payment).toEqual({ type: 'payInVehicle' });
    actor.send({ type: 'form.change', patch: { locationFrom: STATION } });
    actor.send({ type: 'payment.select', payment: { type: 'creditCard' } });
    const { actor: restored } = start({ draft: saved.at(-1)!, prefill, settings: settings() });
    expect(restored.getSnapshot().context.form.payment).toEqual({ type: 'creditCard' });
    restored.send({ type: 'draft.discard' });
    const { form } = restored.getSnapshot().context;
    expect(form.locationFrom).toBeNull();
    expect(form.payment).toEqual({ type: 'payInVehicle' });
    expect(form.attributes.travelers).toBe(1);
    expect(form.attributes.guideDog).toBe(1);
    expect(form.phoneCall).toBe(true);
  });

  it('a completed booking discards the draft', async () => {
    const { actor, discarded } = start();
    actor.send({ type: 'form.change', patch: TRIP });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'success' } }));
    expect(discarded).toHaveBeenCalledTimes(1);
  });

  it('reads only drafts of its own version and shape', () => {
    expect(parseBookingDraft(null)).toBeNull();
    expect(parseBookingDraft({ version: BOOKING_DRAFT_VERSION + 1 })).toBeNull();
    expect(parseBookingDraft({ version: BOOKING_DRAFT_VERSION, leg: 'sideways' })).toBeNull();
    const { saved, actor } = start();
    actor.send({ type: 'form.swap' });
    const draft = saved[0]!;
    expect(parseBookingDraft({ ...draft, form: { ...draft.form, planningMode: 'Sometime' } })).toBeNull();
    expect(parseBookingDraft({ ...draft, series: { repeat: 'yes' } })).toBeNull();
  });
});

describe('kept failures', () => {
  it('no answer, 502, 503 and 504 mean no connection; a refusal does not', () => {
    const error = (status: number) => ({
      message: '',
      label: 'badRequest' as const,
      severity: 'danger' as const,
      status,
    });
    expect([0, 502, 503, 504].map((s) => isUnreachable(error(s)))).toEqual([true, true, true, true]);
    expect([400, 409, 500].map((s) => isUnreachable(error(s)))).toEqual([false, false, false]);
    expect(isUnreachable(null)).toBe(false);
  });

  it('a booking without a connection stays in the dialog until closed; trying again reuses the Idempotency-Key', async () => {
    let tries = 0;
    const { actor, bookInputs } = start({
      book: async () => {
        tries += 1;
        if (tries === 1) throw apiError(503, 'ServiceUnavailable', 'down');
        return bookingResult();
      },
    });
    actor.send({ type: 'form.change', patch: TRIP });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'bookingFailed' } }));
    expect(selectFailurePlace(actor.getSnapshot())).toBe('dialog');
    expect(selectIsUnreachable(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'failure.dismiss' });
    expect(selectFailurePlace(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'success' } }));
    expect(bookInputs.map((i) => i.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('a refused booking is kept too, not as "no connection"; Back takes it away', async () => {
    const { actor } = start({ book: async () => Promise.reject(apiError(400, 'BudgetExceeded', 'Budget')) });
    actor.send({ type: 'form.change', patch: TRIP });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'bookingFailed' } }));
    expect(selectIsUnreachable(actor.getSnapshot())).toBe(false);
    expect(selectFailurePlace(actor.getSnapshot())).toBe('dialog');
    actor.send({ type: 'estimate.back' });
    expect(selectFailurePlace(actor.getSnapshot())).toBeNull();
  });
});
