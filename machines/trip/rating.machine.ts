/**
 * The rating dialog of a completed trip (product §2.7 Dialogs "rating dialog", §3 "Feedback submission", §4
 * "Rating dialog", §5 "Rating", §8 feedback toasts, §9 rating scale 1 to 5).
 *
 * States:
 * ```
 * editing ──(rating.submit, a rating chosen)──▶ submitting ──(done | error)──▶ closed (final)
 *    └──(rating.close)──▶ closed
 * ```
 * `editing`: no rating yet; the traveller picks 1 to 5 and optionally writes a comment (at most
 * {@link FEEDBACK_MAX_LENGTH} characters). Save (`rating.submit`) is possible only once a rating is chosen.
 * `submitting`: the choice is read-only while the request runs. The dialog closes after submit even when the
 * request fails (§4); the output tells the parent what was saved (null when nothing was).
 *
 * Effects are named and provided by the app: actor `submitFeedback`; actions `notifySubmitted`,
 * `notifySubmitError`. Invoked by machines/trip/trip.machine.ts in `completed.rating`.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { AppError, Trip } from '../types';
import { FEEDBACK_MAX_LENGTH, RATING_MAX, RATING_MIN } from './card-rules';
import { toAppError, errorParams, storeErrorThen } from '../lib/errors';
import { notProvidedActor } from '../lib/not-provided';

/** product §3 feedback submission body of POST /trips/{id}/feedback. */
export interface FeedbackSubmission {
  externalTripId: string;
  tripFeedback: {
    /** The optional comment (trimmed); null when empty. */
    feedback: string | null;
    /** 1 to 5. */
    rating: number;
    platformType: 'Web';
    appVersion: '1';
  };
}

/** The feedback as a trip carries it (`Trip.feedback`). */
type TripFeedback = NonNullable<Trip['feedback']>;

/** Input of {@link ratingMachine}. */
export interface RatingInput {
  externalTripId: string;
}

/** Context of {@link ratingMachine}. */
export interface RatingContext {
  externalTripId: string;
  /** The chosen rating 1–5, or null before the first choice. */
  rating: number | null;
  /** The comment as typed (never longer than {@link FEEDBACK_MAX_LENGTH}). */
  comment: string;
  /** What the server accepted; set only after a successful submit. */
  submitted: TripFeedback | null;
  error: AppError | null;
}

/** Events accepted by {@link ratingMachine}. */
export type RatingEvent =
  /** Choose a rating (`editing`); values outside 1–5 are ignored. */
  | { type: 'rating.select'; rating: number }
  /** Change the comment (`editing`); cut at {@link FEEDBACK_MAX_LENGTH} characters. */
  | { type: 'rating.comment'; comment: string }
  /** Save (`editing`, only with a rating). */
  | { type: 'rating.submit' }
  /** Close without saving (`editing`). */
  | { type: 'rating.close' };

/** Output of {@link ratingMachine}: the saved feedback, or null when nothing was saved. */
export interface RatingOutput {
  feedback: TripFeedback | null;
}

/** Builds the §3 feedback payload: `{ externalTripId, tripFeedback: { feedback, rating, platformType, appVersion } }`. */
export function toFeedbackSubmission(
  externalTripId: string,
  rating: number,
  comment: string,
): FeedbackSubmission {
  const trimmed = comment.trim();
  return {
    externalTripId,
    tripFeedback: { feedback: trimmed === '' ? null : trimmed, rating, platformType: 'Web', appVersion: '1' },
  };
}

/** A rating on the §9 scale: an integer from 1 to 5. */
function isValidRating(rating: number): boolean {
  return Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX;
}

/**
 * product §4.7 rating dialog statechart (XState v5). See the module comment for the states.
 *
 * Actors to provide:
 * - `submitFeedback`: {@link FeedbackSubmission} → the trip with its feedback (POST /trips/{id}/feedback);
 *   rejects with a §8 error (e.g. 409 `FeedbackAlreadySubmitted`).
 *
 * Actions to provide (defaults do nothing): `notifySubmitted` (toast ratingToast.submitFeedbackSuccess),
 * `notifySubmitError` `{ error: AppError }` (toast ratingToast.submitFeedbackError).
 *
 * Guards (built in): `hasRating`, `isValidRating`.
 */
export const ratingMachine = setup({
  types: {
    context: {} as RatingContext,
    events: {} as RatingEvent,
    input: {} as RatingInput,
    output: {} as RatingOutput,
  },
  actors: {
    submitFeedback: notProvidedActor<Trip, FeedbackSubmission>('rating', 'submitFeedback'),
  },
  actions: {
    notifySubmitted: () => {},
    notifySubmitError: (_, _params: { error: AppError }) => {},
    selectRating: assign(({ event }) => {
      assertEvent(event, 'rating.select');
      return { rating: event.rating };
    }),
    changeComment: assign(({ event }) => {
      assertEvent(event, 'rating.comment');
      return { comment: event.comment.slice(0, FEEDBACK_MAX_LENGTH) };
    }),
    storeSubmitted: assign((_, params: { trip: Trip | undefined; sent: FeedbackSubmission }) => ({
      submitted: params.trip?.feedback ?? {
        rating: params.sent.tripFeedback.rating,
        feedback: params.sent.tripFeedback.feedback,
      },
    })),
    /** `storeError`, then `notifySubmitError` with the §8 error (machines/lib/errors.ts `storeErrorThen`). */
    storeAndNotifySubmitError: storeErrorThen('notifySubmitError'),
    storeError: assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
  },
  guards: {
    hasRating: ({ context }) => context.rating !== null && isValidRating(context.rating),
    isValidRating: ({ event }) => event.type === 'rating.select' && isValidRating(event.rating),
  },
}).createMachine({
  id: 'rating',
  context: ({ input }) => ({
    externalTripId: input.externalTripId,
    rating: null,
    comment: '',
    submitted: null,
    error: null,
  }),
  initial: 'editing',
  output: ({ context }) => ({ feedback: context.submitted }),
  states: {
    editing: {
      on: {
        'rating.select': { guard: 'isValidRating', actions: 'selectRating' },
        'rating.comment': { actions: 'changeComment' },
        'rating.submit': { guard: 'hasRating', target: 'submitting' },
        'rating.close': { target: 'closed' },
      },
    },
    submitting: {
      invoke: {
        id: 'submitFeedback',
        src: 'submitFeedback',
        input: ({ context }) =>
          toFeedbackSubmission(context.externalTripId, context.rating ?? 0, context.comment),
        onDone: {
          target: 'closed',
          actions: [
            {
              type: 'storeSubmitted',
              params: ({ context, event }) => ({
                trip: event.output,
                sent: toFeedbackSubmission(context.externalTripId, context.rating ?? 0, context.comment),
              }),
            },
            'notifySubmitted',
          ],
        },
        onError: {
          target: 'closed',
          actions: { type: 'storeAndNotifySubmitError', params: errorParams },
        },
      },
    },
    closed: {
      type: 'final',
    },
  },
});

/** Snapshot of {@link ratingMachine}. */
export type RatingSnapshot = SnapshotFrom<typeof ratingMachine>;

/** The chosen rating (1–5) or null. */
export const selectRating = (s: RatingSnapshot): number | null => s.context.rating;
/** The comment typed so far. */
export const selectComment = (s: RatingSnapshot): string => s.context.comment;
/** The request is running: the dialog is read-only. */
export const selectIsSubmitting = (s: RatingSnapshot): boolean => s.matches('submitting');
/** Save is enabled (a rating is chosen and nothing is being sent). */
export const selectCanSubmit = (s: RatingSnapshot): boolean => s.can({ type: 'rating.submit' });
