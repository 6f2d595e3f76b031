/**
 * The /home next-trip card's trip chart, started on demand (performance budget, docs/performance.md): the plain
 * card shows "Cancel trip", "Change trip" and "Details" from the upcoming-trip chart's verdicts
 * (machines/trip/upcoming.machine.ts `selectNextTripOffers`), and the trip chart (machines/trip/trip.machine.ts)
 * with its actors, the rating chart and the §7 cancel calls (./trip.ts) loads only when the traveller presses
 * "Cancel trip" or "Details", so /home's first load does not carry it.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { createActor } from 'xstate';
import type { TripActorRef, TripEvent } from '../../machines/trip';
import type { Trip } from '../../machines/types';
import { withImportRetry } from '../lib/retry-import';
import { useClock, useLogicRegistry } from './use-logic';

/** ./trip.ts (the trip chart provided with its actors), retried on a dropped connection (src/lib/retry-import.ts). */
const loadTripCardLogic = withImportRetry(() => import('./trip'), 'createTripCardLogic');

/**
 * product §2.2: hands the running trip chart each fresher copy of its trip (the /home 30 s poll) as `trip.update`,
 * once per copy. `givenRef` holds the copy the chart has (its input, or the last one sent); nothing is sent while
 * `tripRef` is undefined (the chart not started yet).
 */
export function useTripUpdates(
  tripRef: TripActorRef | undefined,
  trip: Trip,
  givenRef: RefObject<Trip>,
): void {
  useEffect(() => {
    if (tripRef && trip !== givenRef.current) {
      givenRef.current = trip;
      tripRef.send({ type: 'trip.update', trip });
    }
  }, [trip, tripRef, givenRef]);
}

/** What {@link useTripOnDemand} gives the card. */
export interface TripOnDemand {
  /** The trip's running chart, once started; undefined before. */
  tripRef: TripActorRef | undefined;
  /**
   * Starts the chart (loading its module first, once) and then hands it `event` (e.g. `trip.cancel`); with the
   * chart running, sends `event` at once. Presses while the module loads are not queued twice: the first one's
   * event is sent.
   */
  start: (event?: TripEvent) => void;
  /** The module could not be loaded, even after the retries: the next `start` tries again. */
  failed: boolean;
}

/**
 * product §2.2 /home next-trip card: the trip chart of `trip` (machines/trip/trip.machine.ts provided by
 * ./trip.ts `createTripCardLogic`, with the runtime's server-corrected clock), created the first time `start` is
 * called. Lives as long as the calling view (stopped on unmount); fresher copies of the trip (the
 * 30 s poll) reach it as `trip.update`. Render the caller with `key={trip.externalTripId}` so another trip gets a
 * fresh chart. A failed load is logged and reported in `failed`; nothing else changes.
 */
export function useTripOnDemand(trip: Trip): TripOnDemand {
  const registry = useLogicRegistry();
  const clock = useClock();
  const [tripRef, setTripRef] = useState<TripActorRef>();
  const [failed, setFailed] = useState(false);
  const loading = useRef(false);
  const mounted = useRef(false);
  // The trip as last rendered (the chart starts with it) and the copy the chart has (so a poll's copy is sent once).
  const latest = useRef(trip);
  const givenRef = useRef(trip);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => () => tripRef?.stop(), [tripRef]);
  useEffect(() => {
    latest.current = trip;
  }, [trip]);
  useTripUpdates(tripRef, trip, givenRef);

  const start = useCallback(
    (event?: TripEvent) => {
      if (tripRef) {
        if (event) tripRef.send(event);
        return;
      }
      if (loading.current) return;
      loading.current = true;
      setFailed(false);
      loadTripCardLogic().then(
        ({ createTripCardLogic }) => {
          loading.current = false;
          if (!mounted.current) return;
          givenRef.current = latest.current;
          const input = { trip: latest.current, now: clock };
          const { inspect } = registry.runtime;
          const actor = createActor(
            registry.get(createTripCardLogic),
            inspect ? { input, inspect } : { input },
          );
          actor.start();
          if (event) actor.send(event);
          setTripRef(actor);
        },
        (error: unknown) => {
          loading.current = false;
          console.warn('[trip] the trip chart failed to load', error);
          if (mounted.current) setFailed(true);
        },
      );
    },
    [tripRef, registry, clock],
  );

  return { tripRef, start, failed };
}
