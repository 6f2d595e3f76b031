/**
 * Pausing a series of trips (product §10.11 "Changing a booked trip": "Pause the series" from one date to another):
 * offered on the change page of a trip booked in a series. The dates of the series from the first through the last
 * date are cancelled after a question; the series goes on after them.
 *
 * ```
 * closed ──(pause.open)──▶ editing   the two dates (from, to; the trip's date at first); pause.change edits;
 *                                     pause.submit: valid ─▶ asking | invalid ─▶ errors, focus; pause.close ─▶ closed
 * asking    "Pause the series from <from> to <to>?" (focus on "No, keep my trips"):
 *           pause.confirm ─▶ sending | pause.cancel ─▶ editing
 * sending   POST /trips/{id}/series/pause with the attempt's Idempotency-Key ──▶ paused ──(error)──▶ failed
 * failed    the question leads with "The series was not paused: <reason>. Your trips still stand.";
 *           pause.retry ("Try again") ─▶ sending with the SAME key; pause.cancel ─▶ editing
 * paused    each date's result (cancelled / left alone with the reason) until dismissed (pause.dismiss ─▶ done)
 * ```
 */
import { assign, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AppError } from '../types';
import { notProvidedActor } from '../lib/not-provided';
import { stepOf } from '../lib/step-of';
import { toAppError } from '../lib/errors';
import type { SeriesResult } from './change-types';
import { validatePause, type PauseErrors } from './change-series';

/** Input of {@link seriesPauseMachine}. */
export interface SeriesPauseInput {
  /** A trip of the series (its number). */
  externalTripId: string;
  /** The trip's Europe/Amsterdam date (`YYYY-MM-DD`): both dates start at it. */
  anchorDate: string;
  /** Injected clock (the first date may not be before today). */
  now: () => Date;
  /** Idempotency-Key factory; default `crypto.randomUUID()`. */
  createIdempotencyKey?: () => string;
}

/** Context of {@link seriesPauseMachine}. */
export interface SeriesPauseContext {
  externalTripId: string;
  now: () => Date;
  createIdempotencyKey: () => string;
  /** First paused date, `YYYY-MM-DD` (Europe/Amsterdam). */
  from: string;
  /** Last paused date (included). */
  to: string;
  errors: PauseErrors;
  submitAttempted: boolean;
  /** Incremented whenever the view should focus the first invalid date. */
  focusRequest: number;
  /** The Idempotency-Key of this pause's attempts (null until first sent; dropped when a date changes). */
  idempotencyKey: string | null;
  /** The per-date results (paused). */
  result: SeriesResult | null;
  /** Why the last attempt failed (failed). */
  error: AppError | null;
}

/** Input of the `pauseSeries` actor (POST /trips/{id}/series/pause). */
export interface PauseSeriesInput {
  externalTripId: string;
  from: string;
  to: string;
  idempotencyKey: string;
}

/** Events of {@link seriesPauseMachine}. */
export type SeriesPauseEvent =
  /** "Pause the series": show the two dates (closed). */
  | { type: 'pause.open' }
  /** "Do not pause": hide them again (editing). */
  | { type: 'pause.close' }
  /** Edit a date (editing): a new body, so a new Idempotency-Key. */
  | { type: 'pause.change'; from?: string; to?: string }
  /** "Pause these dates": check them and ask (editing). */
  | { type: 'pause.submit' }
  /** "Yes, pause" (asking). */
  | { type: 'pause.confirm' }
  /** "No, keep my trips" or Escape (asking, failed). */
  | { type: 'pause.cancel' }
  /** "Try again" (failed): the same Idempotency-Key. */
  | { type: 'pause.retry' }
  /** Close the results (paused): the flow ends. */
  | { type: 'pause.dismiss' };

/**
 * The pause statechart (XState v5, product §10.11). See the module comment for the states.
 *
 * Actor to provide: `pauseSeries` {@link PauseSeriesInput} → the per-date `SeriesResult` (`cancelled`, or
 * `leftAlone` with the reason); rejects with a §8 error (400 `InvalidRange`, `NotInSeries`; no answer).
 * Actions to provide (defaults do nothing): `seriesPaused` (reload what shows trips and the budget) and
 * `leavePause` (the results closed: back to the trips).
 */
export const seriesPauseMachine = setup({
  types: {
    context: {} as SeriesPauseContext,
    events: {} as SeriesPauseEvent,
    input: {} as SeriesPauseInput,
  },
  actors: {
    pauseSeries: notProvidedActor<SeriesResult, PauseSeriesInput>('seriesPause', 'pauseSeries'),
  },
  actions: {
    seriesPaused: () => {},
    leavePause: () => {},
    applyDates: assign(({ context }, params: { from?: string; to?: string }) => {
      const from = params.from ?? context.from;
      const to = params.to ?? context.to;
      return {
        from,
        to,
        errors: context.submitAttempted ? validatePause(from, to, context.now()) : {},
        // Other dates are another body: the server refuses a key reused with a different pause.
        idempotencyKey: null,
      };
    }),
    showErrors: assign(({ context }) => ({
      submitAttempted: true,
      errors: validatePause(context.from, context.to, context.now()),
      focusRequest: context.focusRequest + 1,
    })),
    ensureIdempotencyKey: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? context.createIdempotencyKey(),
      error: null,
    })),
    storeResult: assign((_, params: { result: SeriesResult }) => ({
      result: params.result,
      idempotencyKey: null,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
  },
  guards: {
    isRangeValid: ({ context }) =>
      Object.keys(validatePause(context.from, context.to, context.now())).length === 0,
  },
}).createMachine({
  id: 'seriesPause',
  context: ({ input }) => ({
    externalTripId: input.externalTripId,
    now: input.now,
    createIdempotencyKey: input.createIdempotencyKey ?? (() => globalThis.crypto.randomUUID()),
    from: input.anchorDate,
    to: input.anchorDate,
    errors: {},
    submitAttempted: false,
    focusRequest: 0,
    idempotencyKey: null,
    result: null,
    error: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'pause.open': { target: 'editing' } },
    },
    editing: {
      on: {
        'pause.change': {
          actions: { type: 'applyDates', params: ({ event }) => ({ from: event.from, to: event.to }) },
        },
        'pause.submit': [{ guard: 'isRangeValid', target: 'asking' }, { actions: 'showErrors' }],
        'pause.close': { target: 'closed' },
      },
    },
    asking: {
      on: {
        'pause.confirm': { target: 'sending' },
        'pause.cancel': { target: 'editing' },
      },
    },
    sending: {
      entry: 'ensureIdempotencyKey',
      invoke: {
        src: 'pauseSeries',
        input: ({ context }) => ({
          externalTripId: context.externalTripId,
          from: context.from,
          to: context.to,
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: {
          target: 'paused',
          actions: [
            { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
            'seriesPaused',
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: {
        'pause.retry': { target: 'sending' },
        'pause.cancel': { target: 'editing' },
      },
    },
    paused: {
      on: { 'pause.dismiss': { target: 'done' } },
    },
    done: { type: 'final', entry: 'leavePause' },
  },
});

/** A running {@link seriesPauseMachine} actor. */
export type SeriesPauseActorRef = ActorRefFrom<typeof seriesPauseMachine>;
/** A snapshot of {@link seriesPauseMachine}. */
export type SeriesPauseSnapshot = SnapshotFrom<typeof seriesPauseMachine>;

/** The step the pause stands at (its state). */
export type PauseStep = 'closed' | 'editing' | 'asking' | 'sending' | 'failed' | 'paused' | 'done';

const PAUSE_STEPS: readonly PauseStep[] = [
  'closed',
  'editing',
  'asking',
  'sending',
  'failed',
  'paused',
  'done',
];

/** The step the pause stands at. */
export const selectPauseStep = (s: SeriesPauseSnapshot): PauseStep => stepOf(s, PAUSE_STEPS, 'closed');

/** The two dates as typed (`YYYY-MM-DD`). Compare with `shallowEqual`. */
export const selectPauseDates = (s: SeriesPauseSnapshot): { from: string; to: string } => ({
  from: s.context.from,
  to: s.context.to,
});

/** The date errors to show (after a submit was tried). Compare with `shallowEqual`. */
export const selectPauseErrors = (s: SeriesPauseSnapshot): PauseErrors =>
  s.context.submitAttempted ? s.context.errors : {};

/** Incremented whenever the view should focus the first invalid date. */
export const selectPauseFocusRequest = (s: SeriesPauseSnapshot): number => s.context.focusRequest;

/** Why the last pause failed (failed), else null. */
export const selectPauseError = (s: SeriesPauseSnapshot): AppError | null =>
  s.matches('failed') ? s.context.error : null;

/** The per-date results (paused, done), else null. */
export const selectPauseResult = (s: SeriesPauseSnapshot): SeriesResult | null => s.context.result;
