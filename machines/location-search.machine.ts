/**
 * Address search for one address field (product §2.4 /book-trip "from and to address autocompletes", §3 "Location
 * search request: searchValue, postCode (selected one, else the default), maxResults", §5 "Location search
 * starts at 3 characters", §7 GET /locations "debounce 500 ms", §8 "location search failures are only logged",
 * §9 "minimum 3 characters, debounce 500 ms, maxResults 20").
 *
 * States:
 * ```
 * idle ──query.change (≥ 3 chars)──▶ debouncing ──after debounce (500 ms)──▶ searching ──done──▶ ready
 *  ▲                                   ▲   │ query.change restarts the delay      │ error (logged) ──▶ idle
 *  └── query.change (< 3 chars) / location.select from any state (results cleared; a request in flight is aborted)
 * ```
 * Typing again while `searching` leaves the state, which aborts the stale request (the actor's `signal`), so at
 * most one request runs and only the settled query is sent.
 *
 * Effects are named and provided with `locationSearchMachine.provide({ actors, actions })`: actor
 * `searchLocations` (GET /locations), action `logError`. The delay `debounce` is named so tests can drive it
 * with a `SimulatedClock`.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import * as FIELD_RULES from '../openapi/generated/field-rules';
import type { Location } from './types';
import { errorParams } from './lib/errors';
import { notProvidedActor } from './lib/not-provided';

/** product §5/§9: a search starts at this many characters (after trimming): GET /locations `searchValue` minLength. */
const MIN_SEARCH_LENGTH = FIELD_RULES.operations.searchLocations.parameters.searchValue.minLength;
/** Longest query GET /locations accepts (`searchValue` maxLength): the address inputs' `maxLength`. */
export const MAX_SEARCH_LENGTH = FIELD_RULES.operations.searchLocations.parameters.searchValue.maxLength;
/** product §7/§9 debounce before a search request, in ms. */
export const SEARCH_DEBOUNCE_MS = 500;
/** product §9 maximum number of results asked for. */
export const MAX_SEARCH_RESULTS = 20;

/** Input of the `searchLocations` actor: the product §3 location search request (GET /locations query). */
export interface SearchLocationsInput {
  /** The trimmed query, at least {@link MIN_SEARCH_LENGTH} characters. */
  searchValue: string;
  /** Postcode of the selected location, else the region's default postcode; absent when neither is known. */
  postCode?: string;
  /** Always {@link MAX_SEARCH_RESULTS}. */
  maxResults: number;
}

/** Input of {@link locationSearchMachine} (`createActor(machine, { input })`); everything optional. */
export interface LocationSearchInput {
  /** Region `settings.postalCodeSettings.defaultPostalCode`, used while nothing is selected. */
  defaultPostCode?: string | null;
  /** A location already chosen (e.g. the form's current value). */
  selected?: Location | null;
}

/** Context of {@link locationSearchMachine}. */
export interface LocationSearchContext {
  /** What the user typed last (untrimmed, as typed). */
  query: string;
  /** Results of the last settled search, best first; `[]` when idle or after a failure. */
  results: Location[];
  /** The chosen location, or null. Its `postCode` scopes later searches. */
  selected: Location | null;
  defaultPostCode: string | null;
}

/** Events accepted by {@link locationSearchMachine}. */
export type LocationSearchEvent =
  /** The input's text changed by typing (any state). */
  | { type: 'query.change'; value: string }
  /** A location was chosen from the list, or cleared with null (any state); cancels a pending search. */
  | { type: 'location.select'; location: Location | null }
  /** The region's default postcode became known or changed (any state). */
  | { type: 'defaultPostCode.update'; postCode: string | null };

function trimmedQuery(query: string): string {
  return query.trim();
}

/**
 * product §3 postcode for a search: the selected location's postcode, else the default; undefined when neither.
 */
function searchPostCode(
  context: Pick<LocationSearchContext, 'selected' | 'defaultPostCode'>,
): string | undefined {
  const selected = context.selected?.postCode?.trim();
  if (selected) return selected;
  const fallback = context.defaultPostCode?.trim();
  return fallback ? fallback : undefined;
}

/**
 * product §2/§7/§9 address autocomplete statechart (XState v5). See the module comment for the states.
 *
 * Actors to provide:
 * - `searchLocations`: {@link SearchLocationsInput} → `Location[]` (GET /locations, response `data`); receives
 *   `signal` and must pass it to fetch, so leaving `searching` aborts the request. Rejections are not shown.
 *
 * Actions to provide:
 * - `logError` `{ error: unknown }` — product §8: search failures are only logged (default: `console.warn`).
 *
 * Guards (built in): `isQueryTooShort` (fewer than 3 characters after trimming).
 * Delays: `debounce` 500 ms.
 */
export const locationSearchMachine = setup({
  types: {
    context: {} as LocationSearchContext,
    events: {} as LocationSearchEvent,
    input: {} as LocationSearchInput | undefined,
  },
  actors: {
    searchLocations: notProvidedActor<Location[], SearchLocationsInput>('location-search', 'searchLocations'),
  },
  actions: {
    logError: (_, params: { error: unknown }) => {
      console.warn('[location-search] search failed', params.error);
    },
    storeQuery: assign(({ event }) => {
      assertEvent(event, 'query.change');
      return { query: event.value };
    }),
    clearResults: assign({ results: [] }),
    storeResults: assign((_, params: { results: Location[] }) => ({ results: params.results })),
    storeSelection: assign(({ event }) => {
      assertEvent(event, 'location.select');
      return { selected: event.location, results: [], query: '' };
    }),
    storeDefaultPostCode: assign(({ event }) => {
      assertEvent(event, 'defaultPostCode.update');
      return { defaultPostCode: event.postCode };
    }),
  },
  guards: {
    isQueryTooShort: ({ event }) =>
      event.type === 'query.change' && trimmedQuery(event.value).length < MIN_SEARCH_LENGTH,
  },
  delays: {
    debounce: SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'locationSearch',
  context: ({ input }) => ({
    query: '',
    results: [],
    selected: input?.selected ?? null,
    defaultPostCode: input?.defaultPostCode ?? null,
  }),
  initial: 'idle',
  on: {
    'query.change': [
      { guard: 'isQueryTooShort', target: '.idle', actions: ['storeQuery', 'clearResults'] },
      // Targeting the child from the root exits and re-enters it: the delay restarts, a stale request is aborted.
      { target: '.debouncing', actions: 'storeQuery' },
    ],
    'location.select': { target: '.idle', actions: 'storeSelection' },
    'defaultPostCode.update': { actions: 'storeDefaultPostCode' },
  },
  states: {
    idle: {},
    debouncing: {
      after: { debounce: 'searching' },
    },
    searching: {
      invoke: {
        id: 'searchLocations',
        src: 'searchLocations',
        input: ({ context }) => {
          const input: SearchLocationsInput = {
            searchValue: trimmedQuery(context.query),
            maxResults: MAX_SEARCH_RESULTS,
          };
          const postCode = searchPostCode(context);
          if (postCode) input.postCode = postCode;
          return input;
        },
        onDone: {
          target: 'ready',
          actions: { type: 'storeResults', params: ({ event }) => ({ results: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: ['clearResults', { type: 'logError', params: errorParams }],
        },
      },
    },
    ready: {},
  },
});

/** Snapshot of {@link locationSearchMachine}. */
export type LocationSearchSnapshot = SnapshotFrom<typeof locationSearchMachine>;

/** Results of the last settled search (best first). */
export const selectResults = (s: LocationSearchSnapshot): Location[] => s.context.results;
/** The chosen location, or null. */
export const selectSelected = (s: LocationSearchSnapshot): Location | null => s.context.selected;
/** A search is pending (debouncing) or in flight: show "Searching…". */
export const selectIsSearching = (s: LocationSearchSnapshot): boolean =>
  s.matches('debouncing') || s.matches('searching');
/** A search finished with no results: show "No addresses found". */
export const selectHasNoResults = (s: LocationSearchSnapshot): boolean =>
  s.matches('ready') && s.context.results.length === 0;
/** A search finished (results may be empty). */
export const selectHasSearched = (s: LocationSearchSnapshot): boolean => s.matches('ready');
/** Nothing is being searched and no results are held (short query, after a selection or a failure). */
export const selectIsIdle = (s: LocationSearchSnapshot): boolean => s.matches('idle');
