/**
 * Sharing one trip with a carer, in the trip-details dialog of an upcoming trip: a share link
 * (`/follow/<token>`) that opens without an account, shown in a read-only field with "Copy link" and "Stop
 * sharing". API extension beyond the operator's API, product §10.10 (openapi/ticketing.yaml, tag `extensions`): GET /trip-shares (the
 * probe: a backend without the extension answers 404 and the feature stays hidden), POST and DELETE
 * /trip-shares/{id}.
 *
 * States:
 * ```
 * probing ──(404: no extension)──▶ unavailable                          nothing is shown
 *    ├──(trip already shared)──▶ sharedWithoutLink                       the token is shown only once: "make a new link"
 *    └──(not shared, or the probe failed)──▶ idle ◀──────────────┐       "Share trip"
 * idle / sharedWithoutLink ──share.create──▶ creating ──(done)──▶ shared      link, Copy link, Stop sharing
 *                                               └──(error)──▶ idle (problem) │ (404: ▶ unavailable)
 * shared: ready ──link.copy──▶ copying ──▶ copied ──(after 5 s)──▶ ready      "Link copied"
 *                                 └──(error)──▶ copyFailed ──link.copy──▶ copying
 * shared / sharedWithoutLink ──share.stop──▶ stopping ──(done, or 404 NotShared)──▶ idle ("no longer shared")
 *                                               └──(error)──▶ back, with the problem
 * ```
 * A new link replaces the trip's old one (the server stops it). Requests are invoked actors and receive `signal`:
 * closing the dialog stops the actor and aborts them.
 */
import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { AppError } from '../types';
import { toAppError, errorParams } from '../lib/errors';
import { createProblem, isMissingEndpoint, isNotShared, type ShareProblem } from './share-rules';
import { notProvidedActor } from '../lib/not-provided';

/** How long "Link copied" stays before the copy button is plain again, ms. */
export const COPIED_DISPLAY_MS = 5_000;

/** Input of {@link tripShareMachine}. */
export interface TripShareInput {
  externalTripId: string;
}

/** A share link as the view shows it. */
export interface ShareLink {
  /** The absolute URL of the follow page (`<origin>/follow/<token>`). */
  url: string;
  /** ISO instant: 2 hours after arrival, unless sharing stops earlier. */
  expiresAt: string;
}

/** Input of the `createTripShare` and `deleteTripShare` actors. */
export interface TripShareRequest {
  externalTripId: string;
}

/** Input of the `copyLink` actor. */
export interface CopyLinkInput {
  url: string;
}

/** Context of {@link tripShareMachine}. */
export interface TripShareContext {
  externalTripId: string;
  /** The link made in this dialog, or null (none made, or stopped). */
  link: ShareLink | null;
  /** What the last failed request means for the traveller, or null. */
  problem: ShareProblem | null;
  /** The last failed request's error, or null. */
  error: AppError | null;
  /** Sharing was stopped in this dialog (the view says the link no longer works). */
  stopped: boolean;
}

/** Events accepted by {@link tripShareMachine}. */
export type TripShareEvent =
  /** "Share trip" / "Make a new link": create a link (replaces an active one). */
  | { type: 'share.create' }
  /** "Stop sharing". */
  | { type: 'share.stop' }
  /** "Copy link" (Clipboard API). */
  | { type: 'link.copy' };

/** Input of `createTripShare` and `deleteTripShare`: the trip the link is for. */
const tripInput = ({ context }: { context: TripShareContext }) => ({
  externalTripId: context.externalTripId,
});

/** `storeLink` params: the link the server made. */
const linkParams = ({ event }: { event: { output: ShareLink } }) => ({ link: event.output });

/** `storeProblem` params of a failed create: what the failure means for the traveller, and the error. */
const createFailure = ({ event }: { event: { error: unknown } }) => ({
  problem: createProblem(toAppError(event.error)),
  error: event.error,
});

/** `storeProblem` params of a failed stop. */
const stopFailure = ({ event }: { event: { error: unknown } }) => ({
  problem: 'stop' as const,
  error: event.error,
});

/**
 * Share statechart (XState v5); see the module comment.
 *
 * Actors to provide:
 * - `listTripShares`: → the externalTripIds being shared (GET /trip-shares `data[].externalTripId`).
 * - `createTripShare`: {@link TripShareRequest} → {@link ShareLink} (POST /trip-shares/{id}; the URL on the app's
 *   origin).
 * - `deleteTripShare`: {@link TripShareRequest} → void (DELETE /trip-shares/{id}).
 * - `copyLink`: {@link CopyLinkInput} → void (Clipboard API `writeText`); rejects when the browser refuses.
 * All reject with a §8 error; the request actors honour `signal`.
 *
 * Guards (built in, machines/trip/share-rules.ts): `isShared`, `isMissingEndpoint`, `isNotShared`, `hasLink`.
 * Delay: `copiedDisplay` ({@link COPIED_DISPLAY_MS}).
 */
export const tripShareMachine = setup({
  types: {
    context: {} as TripShareContext,
    events: {} as TripShareEvent,
    input: {} as TripShareInput,
  },
  actors: {
    listTripShares: notProvidedActor<string[]>('trip-share', 'listTripShares'),
    createTripShare: notProvidedActor<ShareLink, TripShareRequest>('trip-share', 'createTripShare'),
    deleteTripShare: notProvidedActor<void, TripShareRequest>('trip-share', 'deleteTripShare'),
    copyLink: notProvidedActor<void, CopyLinkInput>('trip-share', 'copyLink'),
  },
  actions: {
    storeLink: assign((_, params: { link: ShareLink }) => ({
      link: params.link,
      problem: null,
      error: null,
      stopped: false,
    })),
    markStopped: assign({ link: null, problem: null, error: null, stopped: true }),
    storeProblem: assign((_, params: { problem: ShareProblem; error: unknown }) => ({
      problem: params.problem,
      error: toAppError(params.error),
    })),
    clearProblem: assign({ problem: null, error: null }),
  },
  guards: {
    isShared: ({ context }, params: { shared: readonly string[] }) =>
      params.shared.includes(context.externalTripId),
    isMissingEndpoint: (_, params: { error: unknown }) => isMissingEndpoint(toAppError(params.error)),
    isNotShared: (_, params: { error: unknown }) => isNotShared(toAppError(params.error)),
    hasLink: ({ context }) => context.link !== null,
  },
  delays: {
    copiedDisplay: COPIED_DISPLAY_MS,
  },
}).createMachine({
  id: 'tripShare',
  context: ({ input }) => ({
    externalTripId: input.externalTripId,
    link: null,
    problem: null,
    error: null,
    stopped: false,
  }),
  initial: 'probing',
  states: {
    probing: {
      invoke: {
        id: 'listTripShares',
        src: 'listTripShares',
        onDone: [
          {
            guard: { type: 'isShared', params: ({ event }) => ({ shared: event.output }) },
            target: 'sharedWithoutLink',
          },
          { target: 'idle' },
        ],
        // Any other failure: offer the button; creating a link will tell whether it works.
        onError: [
          { guard: { type: 'isMissingEndpoint', params: errorParams }, target: 'unavailable' },
          { target: 'idle' },
        ],
      },
    },
    unavailable: {},
    idle: {
      on: {
        'share.create': { target: 'creating', actions: 'clearProblem' },
      },
    },
    creating: {
      invoke: {
        id: 'createTripShare',
        src: 'createTripShare',
        input: tripInput,
        onDone: { target: 'shared', actions: { type: 'storeLink', params: linkParams } },
        onError: [
          { guard: { type: 'isMissingEndpoint', params: errorParams }, target: 'unavailable' },
          { target: 'idle', actions: { type: 'storeProblem', params: createFailure } },
        ],
      },
    },
    shared: {
      initial: 'ready',
      on: {
        'share.stop': { target: 'stopping', actions: 'clearProblem' },
      },
      states: {
        ready: {
          on: { 'link.copy': 'copying' },
        },
        copying: {
          invoke: {
            id: 'copyLink',
            src: 'copyLink',
            input: ({ context }) => ({ url: context.link?.url ?? '' }),
            onDone: 'copied',
            onError: 'copyFailed',
          },
        },
        copied: {
          after: { copiedDisplay: 'ready' },
          on: { 'link.copy': 'copying' },
        },
        copyFailed: {
          on: { 'link.copy': 'copying' },
        },
      },
    },
    sharedWithoutLink: {
      on: {
        'share.create': { target: 'creating', actions: 'clearProblem' },
        'share.stop': { target: 'stopping', actions: 'clearProblem' },
      },
    },
    stopping: {
      invoke: {
        id: 'deleteTripShare',
        src: 'deleteTripShare',
        input: tripInput,
        onDone: { target: 'idle', actions: 'markStopped' },
        onError: [
          {
            // Stopped already (elsewhere, or the trip was cancelled): the link does not work, as asked.
            guard: { type: 'isNotShared', params: errorParams },
            target: 'idle',
            actions: 'markStopped',
          },
          {
            guard: 'hasLink',
            target: 'shared',
            actions: { type: 'storeProblem', params: stopFailure },
          },
          {
            target: 'sharedWithoutLink',
            actions: { type: 'storeProblem', params: stopFailure },
          },
        ],
      },
    },
  },
});

/** Snapshot of {@link tripShareMachine}. */
export type TripShareSnapshot = SnapshotFrom<typeof tripShareMachine>;

/** The share controls are shown: not while probing, and never when the API has no share links (404). */
export const selectShareAvailable = (s: TripShareSnapshot): boolean =>
  !s.matches('probing') && !s.matches('unavailable');
/** "Share trip" is offered (not shared yet, or stopped). */
export const selectCanCreate = (s: TripShareSnapshot): boolean => s.matches('idle') || s.matches('creating');
/** The link request is running. */
export const selectIsCreating = (s: TripShareSnapshot): boolean => s.matches('creating');
/** The link made in this dialog, while shared; null otherwise. */
export const selectLink = (s: TripShareSnapshot): ShareLink | null =>
  s.matches('shared') || (s.matches('stopping') && s.context.link) ? s.context.link : null;
/** The trip is shared, but its link was made earlier (its token is not shown again). */
export const selectSharedWithoutLink = (s: TripShareSnapshot): boolean =>
  s.matches('sharedWithoutLink') || (s.matches('stopping') && s.context.link === null);
/** The stop request is running. */
export const selectIsStopping = (s: TripShareSnapshot): boolean => s.matches('stopping');
/** The copy request is running. */
export const selectIsCopying = (s: TripShareSnapshot): boolean => s.matches({ shared: 'copying' });
/** "Link copied" is shown. */
export const selectCopied = (s: TripShareSnapshot): boolean => s.matches({ shared: 'copied' });
/** The browser refused to copy: the traveller copies the link by hand. */
export const selectCopyFailed = (s: TripShareSnapshot): boolean => s.matches({ shared: 'copyFailed' });
/** Sharing was stopped in this dialog. */
export const selectStopped = (s: TripShareSnapshot): boolean => s.matches('idle') && s.context.stopped;
/** What the last failed request means (i18n `share.error.<problem>`), or null. */
export const selectProblem = (s: TripShareSnapshot): ShareProblem | null => s.context.problem;
