// A series' change and pause with fake actors (product §10.11 "A series"): the scope question for a trip of a
// series, "Only this trip" on the single-trip PATCH, the other scopes on the series PATCH with If-Match and one
// Idempotency-Key that a retry reuses, the dates a scope takes in, the per-date results; the pause's date rules,
// its question, its key and its results.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  selectChangeStep,
  selectScopeDates,
  selectSeriesResult,
  seriesPauseMachine,
  seriesReadRange,
  tripChangeMachine,
  validatePause,
  type ChangeTripInput,
  type ChangeTripSeriesInput,
  type PauseSeriesInput,
  type SeriesResult,
  type TripWithVersion,
} from '../../machines/booking';
import type { Trip } from '../../machines/types';
import { apiError, trip } from './fixtures';

const NOW = new Date('2026-07-08T06:00:00Z');
const SERIES = 'series-abc-123';
const at = (day: string) =>
  trip({
    externalTripId: `T-${day}`,
    departureDateTime: `2026-07-${day}T10:00:00Z`,
    arrivalDateTime: `2026-07-${day}T10:25:00Z`,
    seriesId: SERIES,
  });
// Weekly: 1 July is past, 8 July 06:30 UTC is inside the cut-off, 15 (the anchor), 22 and 29 July are ahead.
const PAST = at('01');
const SOON = { ...at('08'), departureDateTime: '2026-07-08T06:30:00Z' };
const ANCHOR = at('15');
const LATER = [at('22'), at('29')];
const ALL = [PAST, SOON, ANCHOR, ...LATER];

function result(outcomes: SeriesResult['results'][number]['outcome'][]): SeriesResult {
  return {
    seriesId: SERIES,
    results: outcomes.map((outcome, i) => ({
      externalTripId: `T-${i}`,
      date: `2026-07-${15 + 7 * i}`,
      outcome,
      error: outcome === 'changed' ? null : { code: 'BudgetExceeded', description: 'Not enough km.' },
      trip: at(String(15 + 7 * i)),
    })),
  };
}

function start(
  opts: { anchor?: Trip; series?: (input: ChangeTripSeriesInput) => Promise<SeriesResult> } = {},
) {
  const seriesCalls: ChangeTripSeriesInput[] = [];
  const changeCalls: ChangeTripInput[] = [];
  const tripChanged = vi.fn();
  let keys = 0;
  const anchor = opts.anchor ?? ANCHOR;
  const machine = tripChangeMachine.provide({
    actors: {
      loadTripForChange: fromPromise<TripWithVersion, { externalTripId: string }>(async () => ({
        trip: anchor,
        etag: '"1"',
        series: ALL,
      })),
      estimateTripChange: fromPromise(async () => ({
        current: { departureDateTime: anchor.departureDateTime },
        proposed: {
          departureDateTime: new Date(Date.parse(anchor.departureDateTime) + 3_600_000).toISOString(),
        },
        difference: { distance: 0, fareCents: 0, pickUpMinutes: 60 },
        budget: null,
        isBlockedByPtAdvice: false,
      })) as never,
      // The overlap check before "Check your change": no other trips of the traveller.
      loadOtherTrips: fromPromise(async (): Promise<Trip[]> => []),
      changeTrip: fromPromise(async ({ input }: { input: ChangeTripInput }) => {
        changeCalls.push(input);
        return { trip: anchor, etag: '"2"' };
      }),
      changeTripSeries: fromPromise(async ({ input }: { input: ChangeTripSeriesInput }) => {
        seriesCalls.push(input);
        return (opts.series ?? (async () => result(['changed', 'changed', 'refused'])))(input);
      }),
      findReturnTrip: fromPromise<Trip | null, { trip: Trip }>(async () => null),
    },
    actions: { tripChanged: () => tripChanged() },
  });
  const actor = createActor(machine, {
    input: {
      externalTripId: anchor.externalTripId,
      now: () => NOW,
      createIdempotencyKey: () => `key-${++keys}`,
    },
  }).start();
  return { actor, seriesCalls, changeCalls, tripChanged };
}

async function confirmLaterTime(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'form.change', patch: { time: '13:00' } });
  actor.send({ type: 'form.submit' });
  await waitFor(actor, (s) => s.matches('checking'));
  actor.send({ type: 'change.confirm' });
}

describe('tripChange machine, a series (product §10.11)', () => {
  it('asks for the scope first for a trip of a series, and not for a single trip', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('choosingScope'));
    expect(actor.getSnapshot().context.scope).toBe('thisTrip');
    const single = start({ anchor: { ...ANCHOR, seriesId: undefined } });
    await waitFor(single.actor, (s) => s.matches('editing'));
  });

  it('"Only this trip" keeps the single-trip PATCH', async () => {
    const { actor, changeCalls, seriesCalls } = start();
    await waitFor(actor, (s) => s.matches('choosingScope'));
    actor.send({ type: 'scope.confirm' });
    await confirmLaterTime(actor);
    await waitFor(actor, (s) => s.matches('changed'));
    expect(changeCalls).toHaveLength(1);
    expect(seriesCalls).toHaveLength(0);
  });

  it('"This and later trips" sends the series PATCH with If-Match and a key, and keeps each date\'s result', async () => {
    const { actor, seriesCalls, tripChanged } = start();
    await waitFor(actor, (s) => s.matches('choosingScope'));
    actor.send({ type: 'scope.select', scope: 'thisAndLater' });
    actor.send({ type: 'scope.confirm' });
    await confirmLaterTime(actor);
    await waitFor(actor, (s) => s.matches('seriesChanged'));
    expect(seriesCalls).toEqual([
      {
        externalTripId: 'T-15',
        scope: 'thisAndLater',
        change: { plannedDateTime: '2026-07-15T11:00:00Z' },
        etag: '"1"',
        idempotencyKey: 'key-1',
      },
    ]);
    expect(tripChanged).toHaveBeenCalledTimes(1);
    expect(selectSeriesResult(actor.getSnapshot())?.results.map((r) => r.outcome)).toEqual([
      'changed',
      'changed',
      'refused',
    ]);
    actor.send({ type: 'success.dismiss' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a failed series change keeps the form; "Try again" resends it with the same key', async () => {
    let fail = true;
    const { actor, seriesCalls } = start({
      series: async () => {
        if (fail) throw apiError(0);
        return result(['changed']);
      },
    });
    await waitFor(actor, (s) => s.matches('choosingScope'));
    actor.send({ type: 'scope.select', scope: 'all' });
    actor.send({ type: 'scope.confirm' });
    await confirmLaterTime(actor);
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.refusal?.reason).toBe('unreachable');
    expect(actor.getSnapshot().context.form?.time).toBe('13:00');
    fail = false;
    actor.send({ type: 'change.retry' });
    await waitFor(actor, (s) => s.matches('seriesChanged'));
    expect(seriesCalls.map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('a stale anchor is refused as stale; the scope can be asked again from the form', async () => {
    const { actor } = start({ series: () => Promise.reject(apiError(409, 'TripChanged')) });
    await waitFor(actor, (s) => s.matches('choosingScope'));
    actor.send({ type: 'scope.select', scope: 'thisAndLater' });
    actor.send({ type: 'scope.confirm' });
    actor.send({ type: 'scope.change' });
    expect(selectChangeStep(actor.getSnapshot())).toBe('choosingScope');
    actor.send({ type: 'scope.confirm' });
    await confirmLaterTime(actor);
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.refusal?.reason).toBe('stale');
  });

  it('says which dates a scope takes in and which are left alone (past or inside the cut-off)', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('choosingScope'));
    const s = actor.getSnapshot();
    expect(selectScopeDates(s, 'thisTrip')).toEqual({ changing: ['2026-07-15'], leftAlone: [] });
    expect(selectScopeDates(s, 'thisAndLater')).toEqual({
      changing: ['2026-07-15', '2026-07-22', '2026-07-29'],
      leftAlone: [],
    });
    expect(selectScopeDates(s, 'all')).toEqual({
      changing: ['2026-07-15', '2026-07-22', '2026-07-29'],
      leftAlone: ['2026-07-01', '2026-07-08'],
    });
  });

  it('reads a series within 8 weeks either side of the trip', () => {
    expect(seriesReadRange(ANCHOR)).toEqual({ from: '2026-05-19', to: '2026-09-10' });
  });
});

describe('seriesPause machine (product §10.11)', () => {
  it('checks the dates: given, the first not before today, the last not before the first, at most 366 days', () => {
    expect(validatePause('', '2026-07-20', NOW)).toEqual({ from: 'required' });
    expect(validatePause('2026-07-07', '2026-07-20', NOW)).toEqual({ from: 'past' });
    expect(validatePause('2026-07-08', '2026-07-07', NOW)).toEqual({ to: 'beforeFrom' });
    expect(validatePause('2026-07-08', '2027-07-09', NOW)).toEqual({ to: 'tooLong' });
    expect(validatePause('2026-07-08', '2027-07-08', NOW)).toEqual({});
  });

  function startPause(pause: (input: PauseSeriesInput) => Promise<SeriesResult>) {
    const calls: PauseSeriesInput[] = [];
    const seriesPaused = vi.fn();
    const leavePause = vi.fn();
    let keys = 0;
    const actor = createActor(
      seriesPauseMachine.provide({
        actors: {
          pauseSeries: fromPromise(async ({ input }: { input: PauseSeriesInput }) => {
            calls.push(input);
            return pause(input);
          }),
        },
        actions: { seriesPaused: () => seriesPaused(), leavePause: () => leavePause() },
      }),
      {
        input: {
          externalTripId: 'T-15',
          anchorDate: '2026-07-15',
          now: () => NOW,
          createIdempotencyKey: () => `pause-${++keys}`,
        },
      },
    ).start();
    return { actor, calls, seriesPaused, leavePause };
  }

  it('shows errors and asks nothing for a wrong range; asks first, then pauses and lists the results', async () => {
    const { actor, calls, seriesPaused, leavePause } = startPause(async () =>
      result(['cancelled', 'leftAlone']),
    );
    actor.send({ type: 'pause.open' });
    actor.send({ type: 'pause.change', to: '2026-07-14' });
    actor.send({ type: 'pause.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ to: 'beforeFrom' });
    expect(actor.getSnapshot().context.focusRequest).toBe(1);
    actor.send({ type: 'pause.change', to: '2026-07-22' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'pause.submit' });
    expect(actor.getSnapshot().value).toBe('asking');
    actor.send({ type: 'pause.cancel' });
    expect(calls).toHaveLength(0);
    actor.send({ type: 'pause.submit' });
    actor.send({ type: 'pause.confirm' });
    await waitFor(actor, (s) => s.matches('paused'));
    expect(calls).toEqual([
      { externalTripId: 'T-15', from: '2026-07-15', to: '2026-07-22', idempotencyKey: 'pause-1' },
    ]);
    expect(seriesPaused).toHaveBeenCalledTimes(1);
    actor.send({ type: 'pause.dismiss' });
    expect(leavePause).toHaveBeenCalledTimes(1);
  });

  it('a failed pause keeps the dates; "Try again" reuses the key, other dates take a new one', async () => {
    let fail = 2;
    const { actor, calls } = startPause(async () => {
      if (fail-- > 0) throw apiError(0);
      return result(['cancelled']);
    });
    actor.send({ type: 'pause.open' });
    actor.send({ type: 'pause.submit' });
    actor.send({ type: 'pause.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'pause.retry' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'pause.cancel' });
    actor.send({ type: 'pause.change', from: '2026-07-16', to: '2026-07-30' });
    actor.send({ type: 'pause.submit' });
    actor.send({ type: 'pause.confirm' });
    await waitFor(actor, (s) => s.matches('paused'));
    expect(calls.map((c) => c.idempotencyKey)).toEqual(['pause-1', 'pause-1', 'pause-2']);
  });
});
