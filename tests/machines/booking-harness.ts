import { vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { bookingMachine } from '../../machines/booking/booking.machine';
import type {
  BookTripInput,
  BookingInput,
  CalculateTripInput,
  FindBookedTripInput,
  LoadOtherTripsInput,
} from '../../machines/booking/booking.machine';
import type { BookingResult, Trip, TripSummary } from '../../machines/types';
import { HOSPITAL, STATION, bookingResult, summary } from './fixtures';

/*
 * The booking chart on fake actors, shared by the booking.machine, booking-errors.machine, booking-fields.machine
 * and booking-times.machine tests: `start` records the calculate, book and other-trips inputs and spies on the
 * chart's effects; the helpers walk the form to the confirmation dialog and to the booked step. The clock is
 * fixed at NOW (2026-07-01 10:00 Europe/Amsterdam, 08:00 UTC).
 */

export const NOW = new Date('2026-07-01T08:00:00Z'); // 10:00 CEST
export const USER = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

export interface Harness {
  calculate?: (input: CalculateTripInput, signal: AbortSignal) => Promise<TripSummary>;
  book?: (input: BookTripInput, signal: AbortSignal) => Promise<BookingResult>;
  /** `findBookedTrip` after a cancelled booking; default: no such trip (null). */
  find?: (input: FindBookedTripInput) => Promise<Trip | null>;
  /** `loadOtherTrips` before the dialog; default: not provided (the load fails, no warning). */
  others?: (input: LoadOtherTripsInput, signal: AbortSignal) => Promise<Trip[]>;
  input?: Partial<BookingInput>;
}

export function start(h: Harness = {}) {
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

export type Actor = ReturnType<typeof start>['actor'];

export function fillForm(actor: Actor) {
  actor.send({
    type: 'form.change',
    patch: { locationFrom: STATION, locationTo: HOSPITAL, payment: { type: 'payInVehicle' } },
  });
}

export async function toConfirming(actor: Actor) {
  fillForm(actor);
  actor.send({ type: 'form.submit' });
  await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
}

export async function toSuccess(actor: Actor) {
  await toConfirming(actor);
  actor.send({ type: 'booking.confirm' });
  await waitFor(actor, (s) => s.matches({ flow: { step: 'success' } }));
}

/** A promise actor body that never settles on its own and records whether its signal was aborted. */
export function hangUntilAborted<T>(record: { aborted: boolean }) {
  return (_input: unknown, signal: AbortSignal) =>
    new Promise<T>((_, reject) => {
      signal.addEventListener('abort', () => {
        record.aborted = true;
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
}

export async function toConfirmingFromForm(actor: Actor) {
  actor.send({ type: 'form.submit' });
  await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
}
