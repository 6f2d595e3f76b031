/**
 * The region as signed-out visitors see it (product §7.1 GET /regions/public "when not logged in",
 * §1/§2: its `settings.isBookingWithoutAccountEnabled` decides whether the welcome page `/` and quick booking
 * `/quick-book` exist, and quick booking needs its payment options and attribute definitions; §8 "Silent errors:
 * region").
 *
 * States:
 * ```
 * idle ──region.load──▶ loading ──done──▶ ready ──region.load──▶ loading (the last region stays shown)
 *                          ├──error, a region was loaded before──▶ ready (that region is kept; logged)
 *                          └──error, none yet──▶ failed (counts as the feature being off; logged)
 * failed ──region.load──▶ loading
 * loading ──region.load──▶ (answered by the request in flight; the newest visit is noted)
 * ```
 * One long-lived actor per runtime (src/logic/public-region.ts): every page visit that needs the region sends
 * `region.load` with its visit id when it mounts, so a flag switched off on the server takes effect on the next
 * visit, while moving between / and /quick-book shows the last loaded region at once. A failure belongs to the
 * visit whose load failed ({@link selectStatus}): the next visit reads it as loading until its own load settles.
 *
 * Effects are named and provided with `publicRegionMachine.provide({ actors, actions })`: actor `loadPublicRegion`
 * (GET /regions/public), action `logError`.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { Region } from './types';
import { notProvidedActor } from './lib/not-provided';
import { errorParams } from './lib/errors';

/** Context of {@link publicRegionMachine}. */
export interface PublicRegionContext {
  /** The last region loaded, or null before the first successful load. Kept while reloading and after a failure. */
  region: Region | null;
  /** The newest page visit that asked for the region (its id), or null before any did. */
  visit: string | null;
}

/** Events accepted by {@link publicRegionMachine}. */
export type PublicRegionEvent =
  /** (Re)load the region: a page visit that needs it (`visit`: an id unique per visit) mounted. */
  { type: 'region.load'; visit: string };

/**
 * Where the signed-out region stands for the views: `loading` (nothing known yet), `ready` (a region is known,
 * possibly being reloaded) or `failed` (nothing could be loaded: product §8 silent, treated as "off").
 */
export type PublicRegionStatus = 'loading' | 'ready' | 'failed';

/**
 * product §1/§2 rule: the welcome page and quick booking exist only when the region enables booking without an
 * account (`settings.isBookingWithoutAccountEnabled`); no region (not loaded, or failed) counts as off.
 */
export function isGuestBookingEnabled(region: Region | null): boolean {
  return region?.settings.isBookingWithoutAccountEnabled === true;
}

/**
 * Public-region statechart (XState v5). See the module comment for the states.
 *
 * Actors to provide:
 * - `loadPublicRegion`: no input → {@link Region} (GET /regions/public `data`); rejections are only logged.
 *
 * Actions to provide:
 * - `logError` `{ error: unknown }` — product §8 "Silent errors: region" (default: `console.warn`).
 *
 * Guards (built in): `hasRegion` (a region was loaded before).
 */
export const publicRegionMachine = setup({
  types: {
    context: {} as PublicRegionContext,
    events: {} as PublicRegionEvent,
  },
  actors: {
    loadPublicRegion: notProvidedActor<Region>('public-region', 'loadPublicRegion'),
  },
  actions: {
    logError: (_, params: { error: unknown }) => {
      console.warn('[public region] failed', params.error);
    },
    storeRegion: assign((_, params: { region: Region }) => ({ region: params.region })),
    storeVisit: assign(({ event }) => {
      assertEvent(event, 'region.load');
      return { visit: event.visit };
    }),
  },
  guards: {
    hasRegion: ({ context }) => context.region !== null,
  },
}).createMachine({
  id: 'publicRegion',
  context: { region: null, visit: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'region.load': { target: 'loading', actions: 'storeVisit' } },
    },
    loading: {
      // The request in flight answers this visit too.
      on: { 'region.load': { actions: 'storeVisit' } },
      invoke: {
        id: 'loadPublicRegion',
        src: 'loadPublicRegion',
        onDone: {
          target: 'ready',
          actions: { type: 'storeRegion', params: ({ event }) => ({ region: event.output }) },
        },
        onError: [
          {
            guard: 'hasRegion',
            target: 'ready',
            actions: { type: 'logError', params: errorParams },
          },
          {
            target: 'failed',
            actions: { type: 'logError', params: errorParams },
          },
        ],
      },
    },
    ready: {
      on: { 'region.load': { target: 'loading', actions: 'storeVisit' } },
    },
    failed: {
      on: { 'region.load': { target: 'loading', actions: 'storeVisit' } },
    },
  },
});

/** Snapshot of {@link publicRegionMachine}. */
export type PublicRegionSnapshot = SnapshotFrom<typeof publicRegionMachine>;

/** The last loaded region (also while reloading and after a failed reload), or null. */
export const selectRegion = (s: PublicRegionSnapshot): Region | null => s.context.region;
/**
 * See {@link PublicRegionStatus}, for the page visit `visit` (the id it sends with `region.load`): a known region
 * is `ready` even while it is reloaded; a failure is `failed` only for the visit whose load failed, so the next
 * visit (which renders once before its own `region.load`) shows loading instead of carrying it over.
 */
export const selectStatus = (s: PublicRegionSnapshot, visit: string): PublicRegionStatus => {
  if (s.context.region) return 'ready';
  return s.matches('failed') && s.context.visit === visit ? 'failed' : 'loading';
};
/** product §1/§2: the welcome page and quick booking exist (see {@link isGuestBookingEnabled}). */
export const selectIsGuestBookingEnabled = (s: PublicRegionSnapshot): boolean =>
  isGuestBookingEnabled(s.context.region);
