import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import {
  MAX_SEARCH_RESULTS,
  SEARCH_DEBOUNCE_MS,
  locationSearchMachine,
  selectHasNoResults,
  selectIsSearching,
  selectResults,
  selectSelected,
} from '../../machines/location-search.machine';
import type { LocationSearchInput, SearchLocationsInput } from '../../machines/location-search.machine';
import type { Location } from '../../machines/types';
import { HOSPITAL, STATION } from './fixtures';

interface Call {
  input: SearchLocationsInput;
  signal: AbortSignal;
  resolve: (value: Location[]) => void;
  reject: (error: unknown) => void;
}

/** Starts a search actor whose `searchLocations` requests stay pending until the test settles them. */
function start(input?: LocationSearchInput) {
  const calls: Call[] = [];
  const logError = vi.fn();
  const machine = locationSearchMachine.provide({
    actors: {
      searchLocations: fromPromise<Location[], SearchLocationsInput>(
        ({ input: request, signal }) =>
          new Promise<Location[]>((resolve, reject) => {
            calls.push({ input: request, signal, resolve, reject });
          }),
      ),
    },
    actions: { logError: (_, params) => logError(params.error) },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input });
  actor.start();
  const type = (value: string) => actor.send({ type: 'query.change', value });
  return { actor, clock, calls, logError, type };
}

/** Lets promise callbacks (actor done/error events) run. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('locationSearchMachine', () => {
  it('sends exactly one request per settled query, 500 ms after the last keystroke', () => {
    const { clock, calls, type } = start({ defaultPostCode: '1013 AE' });
    type('Sil');
    clock.increment(300);
    type('Silo');
    clock.increment(300);
    type('Silod');
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    clock.increment(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input).toEqual({
      searchValue: 'Silod',
      postCode: '1013 AE',
      maxResults: MAX_SEARCH_RESULTS,
    });
    clock.increment(5_000);
    expect(calls).toHaveLength(1);
  });

  it('does not search under 3 characters and stays idle without results', () => {
    const { actor, clock, calls, type } = start();
    type('Si');
    clock.increment(2_000);
    type('  S ');
    clock.increment(2_000);
    expect(calls).toHaveLength(0);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(selectResults(actor.getSnapshot())).toEqual([]);
    expect(selectIsSearching(actor.getSnapshot())).toBe(false);
  });

  it('stores the results of a settled search', async () => {
    const { actor, clock, calls, type } = start();
    type('Stationsplein');
    expect(selectIsSearching(actor.getSnapshot())).toBe(true);
    clock.increment(SEARCH_DEBOUNCE_MS);
    calls[0]?.resolve([STATION, HOSPITAL]);
    await flush();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(selectResults(actor.getSnapshot())).toEqual([STATION, HOSPITAL]);
    expect(selectIsSearching(actor.getSnapshot())).toBe(false);
    expect(selectHasNoResults(actor.getSnapshot())).toBe(false);
  });

  it('reports "no results" when a search finds nothing', async () => {
    const { actor, clock, calls, type } = start();
    type('Nergensstraat');
    clock.increment(SEARCH_DEBOUNCE_MS);
    calls[0]?.resolve([]);
    await flush();
    expect(selectHasNoResults(actor.getSnapshot())).toBe(true);
  });

  it('aborts the stale request when the user types again, and ignores its late answer', async () => {
    const { actor, clock, calls, type } = start();
    type('Silodam');
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    type('Silodam 1');
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.resolve([HOSPITAL]);
    await flush();
    expect(selectResults(actor.getSnapshot())).toEqual([]);
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.input.searchValue).toBe('Silodam 1');
    calls[1]?.resolve([STATION]);
    await flush();
    expect(selectResults(actor.getSnapshot())).toEqual([STATION]);
  });

  it('aborts the request when the query drops under 3 characters', () => {
    const { actor, clock, calls, type } = start();
    type('Silodam');
    clock.increment(SEARCH_DEBOUNCE_MS);
    type('Si');
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('keeps a failure silent: logs it, clears the results, returns to idle', async () => {
    const { actor, clock, calls, logError, type } = start();
    type('Stationsplein');
    clock.increment(SEARCH_DEBOUNCE_MS);
    calls[0]?.resolve([STATION]);
    await flush();
    type('Stationsplein 1');
    clock.increment(SEARCH_DEBOUNCE_MS);
    const failure = new Error('500');
    calls[1]?.reject(failure);
    await flush();
    expect(logError).toHaveBeenCalledExactlyOnceWith(failure);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
    expect(selectResults(actor.getSnapshot())).toEqual([]);
    expect(selectHasNoResults(actor.getSnapshot())).toBe(false);
  });

  it('stores a selection, cancels a pending search, and scopes later searches to its postcode', () => {
    const { actor, clock, calls, type } = start({ defaultPostCode: '1013 AE' });
    type('Stations');
    actor.send({ type: 'location.select', location: STATION });
    clock.increment(2_000);
    expect(calls).toHaveLength(0);
    expect(selectSelected(actor.getSnapshot())).toEqual(STATION);
    type('Meibergdreef');
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(calls[0]?.input.postCode).toBe(STATION.postCode);
  });

  it('falls back to the default postcode, and omits it when none is known', () => {
    const { actor, clock, calls, type } = start();
    type('Meibergdreef');
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(calls[0]?.input).not.toHaveProperty('postCode');
    actor.send({ type: 'defaultPostCode.update', postCode: '1105 AZ' });
    actor.send({ type: 'location.select', location: HOSPITAL }); // HOSPITAL has no postCode
    type('Meibergdreef 9');
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(calls[1]?.input.postCode).toBe('1105 AZ');
  });
});
