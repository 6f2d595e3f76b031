import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import {
  ARRIVED_HOLD_MINUTES,
  UPCOMING_REFRESH_MS,
  selectCard,
  selectShownTrip,
  upcomingTripMachine,
} from '../../machines/trip/upcoming.machine';
import type { Trip } from '../../machines/types';
import { apiError, trip } from './fixtures';

const MIN = 60_000;
/** Simulated time starts here (UTC). */
const T0 = Date.parse('2026-07-01T08:00:00Z');

interface Call {
  signal: AbortSignal;
  resolve: (trip: Trip | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Starts the machine on a SimulatedClock. `answer` decides every request's outcome (default: resolve with
 * `serverTrip`); `manual: true` leaves requests pending until the test settles them.
 */
function start(
  options: { initial?: Trip | null; serverTrip?: Trip | null; manual?: boolean; fail?: boolean } = {},
) {
  const clock = new SimulatedClock();
  const now = () => new Date(T0 + clock.now());
  const calls: Call[] = [];
  const state = { serverTrip: options.serverTrip ?? null, fail: options.fail ?? false };
  const publishNextTrip = vi.fn();
  const reportError = vi.fn();
  const machine = upcomingTripMachine.provide({
    actors: {
      fetchNextTrip: fromPromise<Trip | null>(
        ({ signal }) =>
          new Promise<Trip | null>((resolve, reject) => {
            calls.push({ signal, resolve, reject });
            if (options.manual) return;
            if (state.fail) reject(apiError(500));
            else resolve(state.serverTrip);
          }),
      ),
    },
    actions: {
      publishNextTrip: (_, params) => publishNextTrip(params.trip),
      reportError: (_, params) => reportError(params.error),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { trip: options.initial ?? null, now },
  });
  actor.start();
  /** Moves simulated time forward in 1 s steps, letting promise callbacks run in between. */
  const advance = async (ms: number) => {
    for (let left = ms; left > 0; left -= 1000) {
      clock.increment(Math.min(1000, left));
      await flush();
    }
  };
  return { actor, clock, calls, state, publishNextTrip, reportError, advance };
}

/** Lets promise callbacks (actor done/error events) run. */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A trip departing `minutes` after T0, riding 25 minutes. */
function tripAt(minutes: number, id = 'T-1'): Trip {
  const departure = T0 + minutes * MIN;
  return trip({
    externalTripId: id,
    departureDateTime: new Date(departure).toISOString(),
    arrivalDateTime: new Date(departure + 25 * MIN).toISOString(),
  });
}

describe('upcomingTripMachine: refreshing GET /trips/next (product §2, §9 30 000 ms)', () => {
  it('asks once on start and then exactly once per 30 s', async () => {
    const { calls, clock } = start();
    await flush();
    expect(calls).toHaveLength(1);
    clock.increment(UPCOMING_REFRESH_MS - 1);
    await flush();
    expect(calls).toHaveLength(1);
    clock.increment(1);
    await flush();
    expect(calls).toHaveLength(2);
    clock.increment(UPCOMING_REFRESH_MS);
    await flush();
    expect(calls).toHaveLength(3);
  });

  it('polls exactly 120 times in one simulated hour', async () => {
    const { calls, advance } = start();
    await flush();
    // Requests at 0 s, 30 s, …, 59 min 30 s: the one at 60 min belongs to the next hour.
    await advance(60 * MIN - 1);
    expect(calls).toHaveLength(120);
    await advance(1);
    expect(calls).toHaveLength(121);
  });

  it('never overlaps requests: a slow answer delays the next request until 30 s after it', async () => {
    const { calls, advance } = start({ manual: true });
    await flush();
    await advance(5 * MIN);
    expect(calls).toHaveLength(1);
    calls[0]?.resolve(null);
    await flush();
    await advance(UPCOMING_REFRESH_MS - 1000);
    expect(calls).toHaveLength(1);
    await advance(1000);
    expect(calls).toHaveLength(2);
  });

  it('stops when the view leaves: no request after stop, and the one in flight is aborted', async () => {
    const { actor, calls, advance } = start({ manual: true });
    await flush();
    expect(calls[0]?.signal.aborted).toBe(false);
    actor.stop();
    expect(calls[0]?.signal.aborted).toBe(true);
    await advance(10 * MIN);
    expect(calls).toHaveLength(1);
  });

  it('hands every answer to the session and keeps it for the card', async () => {
    const next = tripAt(120);
    const { actor, publishNextTrip } = start({ serverTrip: next });
    await flush();
    expect(publishNextTrip).toHaveBeenCalledTimes(1);
    expect(publishNextTrip).toHaveBeenCalledWith(next);
    expect(selectShownTrip(actor.getSnapshot())).toBe(next);
    expect(actor.getSnapshot().context.fetches).toBe(1);
  });

  it('keeps failures silent: reported, the card keeps its trip, polling goes on', async () => {
    const known = tripAt(120);
    const { actor, calls, reportError, publishNextTrip, clock } = start({ initial: known, fail: true });
    await flush();
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError.mock.calls[0]?.[0]).toMatchObject({ status: 500 });
    expect(publishNextTrip).not.toHaveBeenCalled();
    expect(selectShownTrip(actor.getSnapshot())).toBe(known);
    expect(selectCard(actor.getSnapshot())).toBe('plain');
    expect(actor.getSnapshot().context.error).toMatchObject({ status: 500 });
    clock.increment(UPCOMING_REFRESH_MS);
    await flush();
    expect(calls).toHaveLength(2);
  });

  it('refreshes at once on nextTrip.refresh while waiting', async () => {
    const { actor, calls } = start();
    await flush();
    actor.send({ type: 'nextTrip.refresh' });
    await flush();
    expect(calls).toHaveLength(2);
  });
});

describe('upcomingTripMachine: which card (product §2.3 live map within 60 minutes)', () => {
  it('shows no card content without a trip', async () => {
    const { actor } = start({ serverTrip: null });
    await flush();
    expect(selectCard(actor.getSnapshot())).toBe('none');
  });

  it('shows the plain card more than 60 minutes ahead and the live card within 60 minutes', async () => {
    const far = start({ initial: tripAt(61), manual: true });
    expect(selectCard(far.actor.getSnapshot())).toBe('plain');
    const near = start({ initial: tripAt(60), manual: true });
    expect(selectCard(near.actor.getSnapshot())).toBe('live');
  });

  it('switches to the live card by time, exactly at departure − 60 min, without waiting for a fetch', async () => {
    // Requests stay unanswered: only the clock can change the card.
    const { actor, clock } = start({ initial: tripAt(90), manual: true });
    expect(selectCard(actor.getSnapshot())).toBe('plain');
    clock.increment(30 * MIN - 1);
    expect(selectCard(actor.getSnapshot())).toBe('plain');
    clock.increment(1);
    expect(selectCard(actor.getSnapshot())).toBe('live');
  });

  it('re-decides on each answer: a refreshed trip that moved closer turns the card live', async () => {
    const { actor, state, clock } = start({ serverTrip: tripAt(180) });
    await flush();
    expect(selectCard(actor.getSnapshot())).toBe('plain');
    state.serverTrip = tripAt(45, 'T-2');
    clock.increment(UPCOMING_REFRESH_MS);
    await flush();
    expect(selectCard(actor.getSnapshot())).toBe('live');
    expect(selectShownTrip(actor.getSnapshot())?.externalTripId).toBe('T-2');
  });

  it('follows changes made elsewhere (nextTrip.changed), ignoring its own published answer', async () => {
    const next = tripAt(120);
    const { actor, publishNextTrip } = start({ serverTrip: next });
    await flush();
    actor.send({ type: 'nextTrip.changed', trip: next });
    expect(selectShownTrip(actor.getSnapshot())).toBe(next);
    actor.send({ type: 'nextTrip.changed', trip: null });
    expect(selectCard(actor.getSnapshot())).toBe('none');
    expect(publishNextTrip).toHaveBeenCalledTimes(1);
  });

  it('keeps a just-finished ride on the live card until 10 minutes after arrival, then moves on', async () => {
    const ride = tripAt(30);
    const arrival = Date.parse(ride.arrivalDateTime);
    const { actor, state, advance } = start({ serverTrip: ride });
    await flush();
    expect(selectCard(actor.getSnapshot())).toBe('live');
    // The server lists it until arrival, then no longer.
    await advance(arrival - T0);
    state.serverTrip = null;
    await advance(MIN);
    expect(selectCard(actor.getSnapshot())).toBe('live');
    expect(selectShownTrip(actor.getSnapshot())).toBe(ride);
    expect(actor.getSnapshot().context.latest).toBeNull();
    await advance(ARRIVED_HOLD_MINUTES * MIN);
    expect(selectCard(actor.getSnapshot())).toBe('none');
  });

  it('drops a trip that disappears before its departure at once (e.g. cancelled)', async () => {
    const { actor, state, clock } = start({ serverTrip: tripAt(120) });
    await flush();
    state.serverTrip = null;
    clock.increment(UPCOMING_REFRESH_MS);
    await flush();
    expect(selectCard(actor.getSnapshot())).toBe('none');
  });
});
