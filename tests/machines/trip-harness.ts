import { vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { ratingMachine, type FeedbackSubmission } from '../../machines/trip/rating.machine';
import {
  tripMachine,
  type CancelTripInput,
  type FindReturnTripInput,
} from '../../machines/trip/trip.machine';
import type { Trip } from '../../machines/types';
import { trip } from './fixtures';

/*
 * The trip chart (machines/trip/trip.machine.ts) on fake actors, shared by trip.machine.test.ts and
 * trip-controls.machine.test.ts: `start` runs it on a simulated clock set to START (UTC), the trip departing at
 * DEPARTURE, 120 minutes later, and spies on its effects.
 */

export const START = Date.parse('2026-07-01T08:00:00Z');
export const DEPARTURE = '2026-07-01T10:00:00Z'; // 120 minutes after START

export interface Harness {
  trip?: Partial<Trip>;
  cancel?: (input: CancelTripInput) => Promise<Trip>;
  /** The way back the lookup finds after a cancel (default: the lookup fails, as when not provided). */
  findReturn?: (input: FindReturnTripInput) => Promise<Trip | null>;
  submit?: (input: FeedbackSubmission) => Promise<Trip>;
}

export function start(h: Harness = {}) {
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
