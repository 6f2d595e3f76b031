/**
 * The named implementations of the trip-change chart (./change.machine.ts, product §10.11): its types, placeholder
 * actors, actions and guards in one `setup()`. The chart refers to all of them by name only, so its config pastes
 * whole into Stately Studio; the rules behind them are pure functions beside it (change-rules.ts, change-series.ts,
 * change-checks.ts, change-draft.ts, change-params.ts). What each actor answers and each action does: the
 * chart's docstring.
 */
import { assign, setup } from 'xstate';
import type { Trip } from '../types';
import { notProvidedActor } from '../lib/not-provided';
import { toAppError } from '../lib/errors';
import {
  applyFormPatch,
  validateBookingForm,
  type BookingForm,
  type BookingFormErrors,
  type BookingFormPatch,
} from './rules';
import {
  changeFormOf,
  estimateRefusal,
  hasChanges,
  shiftedForm,
  tripChangeOf,
  type TripChange,
  type TripChangeEstimate,
} from './change-rules';
import { isUnreachable } from './draft';
import { draftFormFor, type TripChangeDraft } from './change-draft';
import { changeOverlaps, type ChangeOverlapInput } from './change-checks';
import type {
  TripChangeInput,
  ChangeRefusalReason,
  ChangeRefusal,
  TripWithVersion,
  TripChangeContext,
  EstimateTripChangeInput,
  ChangeTripInput,
  LoadTripForChangeInput,
  TripChangeEvent,
  ChangeTripSeriesInput,
  SeriesResult,
  SeriesScope,
} from './change-types';
import {
  failedCommittingSeries,
  isSeriesTrip,
  scopeSelected,
  seriesChangeAllowed,
  seriesCommitRefused,
  seriesResultStored,
} from './change-series';

const validate = (context: TripChangeContext, form: BookingForm): BookingFormErrors =>
  validateBookingForm(form, context.now(), context.definitions, context.maxDaysAhead);

const pendingChange = (context: TripChangeContext): TripChange =>
  context.original && context.form ? tripChangeOf(context.original, context.form) : {};

/** The trip-change chart's `setup()`: what the app provides is listed on `tripChangeMachine` (./change.machine.ts). */
export const tripChangeSetup = setup({
  types: {
    context: {} as TripChangeContext,
    events: {} as TripChangeEvent,
    input: {} as TripChangeInput,
  },
  actors: {
    loadTripForChange: notProvidedActor<TripWithVersion, LoadTripForChangeInput>(
      'tripChange',
      'loadTripForChange',
    ),
    estimateTripChange: notProvidedActor<TripChangeEstimate, EstimateTripChangeInput>(
      'tripChange',
      'estimateTripChange',
    ),
    changeTrip: notProvidedActor<TripWithVersion, ChangeTripInput>('tripChange', 'changeTrip'),
    findReturnTrip: notProvidedActor<Trip | null, { trip: Trip }>('tripChange', 'findReturnTrip'),
    changeTripSeries: notProvidedActor<SeriesResult, ChangeTripSeriesInput>('tripChange', 'changeTripSeries'),
    loadOtherTrips: notProvidedActor<Trip[], ChangeOverlapInput>('tripChange', 'loadOtherTrips'),
  },
  actions: {
    tripChanged: (_, _params: { trip: Trip }) => {},
    openReturnChange: (_, _params: { externalTripId: string; shiftMinutes: number }) => {},
    leaveChange: () => {},
    saveDraft: (_, _params: { draft: TripChangeDraft | null }) => {},
    discardDraft: () => {},
    storeTrip: assign(({ context }, params: { loaded: TripWithVersion }) => {
      const { trip, etag } = params.loaded;
      const original = changeFormOf(trip, context.now());
      return {
        externalTripId: trip.externalTripId,
        trip,
        etag,
        original,
        // What was entered before a reload, when the trip still stands as it was then; else the trip's values.
        form:
          draftFormFor(context.draft, trip.externalTripId, etag) ??
          shiftedForm(original, context.shiftMinutes),
        draft: null,
        errors: {},
        submitAttempted: false,
        nothingChanged: false,
        idempotencyKey: null,
        refusal: null,
        loadError: null,
        seriesTrips: params.loaded.series ?? [],
      };
    }),
    storeLoadError: assign((_, params: { error: unknown }) => ({ loadError: toAppError(params.error) })),
    applyChange: assign(({ context }, params: { patch: BookingFormPatch }) => {
      if (!context.form) return {};
      const form = applyFormPatch(context.form, params.patch);
      return {
        form,
        errors: context.submitAttempted ? validate(context, form) : {},
        nothingChanged: false,
        // Another body needs another key: the server refuses a key reused with a different change.
        idempotencyKey: null,
      };
    }),
    showErrors: assign(({ context }) => ({
      submitAttempted: true,
      errors: context.form ? validate(context, context.form) : {},
      focusRequest: context.focusRequest + 1,
    })),
    markNothingChanged: assign({ submitAttempted: true, errors: {}, nothingChanged: true }),
    startEstimate: assign(({ context }) => ({
      submitAttempted: true,
      errors: {},
      nothingChanged: false,
      change: pendingChange(context),
      estimate: null,
      overlaps: [],
    })),
    storeEstimate: assign((_, params: { estimate: TripChangeEstimate }) => ({ estimate: params.estimate })),
    ensureIdempotencyKey: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? context.createIdempotencyKey(),
    })),
    refuse: assign(
      (_, params: { reason: ChangeRefusalReason; error: unknown; step: ChangeRefusal['step'] }) => ({
        refusal: {
          reason: params.reason,
          error: params.error === null ? null : toAppError(params.error),
          step: params.step,
        },
      }),
    ),
    refuseByEstimate: assign(({ context }) => ({
      refusal: {
        reason: (context.estimate && estimateRefusal(context.estimate)) ?? 'server',
        error: null,
        step: 'estimate' as const,
      },
    })),
    clearRefusal: assign({ refusal: null }),
    storeChanged: assign(({ context }, params: { changed: TripWithVersion }) => {
      const original = changeFormOf(params.changed.trip, context.now());
      return {
        before: context.trip,
        trip: params.changed.trip,
        etag: params.changed.etag,
        original,
        form: original,
        refusal: null,
        idempotencyKey: null,
      };
    }),
    storeOverlaps: assign(({ context }, params: { trips: Trip[] }) => ({
      overlaps: context.estimate
        ? changeOverlaps(
            context.estimate,
            context.trip?.externalTripId ?? context.externalTripId,
            params.trips,
          )
        : [],
    })),
    storeReturnTrip: assign((_, params: { trip: Trip | null }) => ({ returnTrip: params.trip })),
    // Another scope is another body: a new Idempotency-Key.
    selectScope: assign((_, params: { scope: SeriesScope }) => scopeSelected(params.scope)),
    refuseSeriesCommit: assign((_, params: { error: unknown }) => seriesCommitRefused(params.error)),
    storeSeriesResult: assign((_, params: { result: SeriesResult }) => seriesResultStored(params.result)),
  },
  guards: {
    isFormValid: ({ context }) =>
      context.form !== null && Object.keys(validate(context, context.form)).length === 0,
    isValidChange: ({ context }) =>
      context.form !== null &&
      Object.keys(validate(context, context.form)).length === 0 &&
      hasChanges(pendingChange(context)),
    estimateAllows: ({ context }) => context.estimate !== null && estimateRefusal(context.estimate) === null,
    isStaleVersion: (_, params: { error: unknown }) => toAppError(params.error).code === 'TripChanged',
    isUnreachable: (_, params: { error: unknown }) => isUnreachable(toAppError(params.error)),
    failedCommitting: ({ context }) => context.refusal?.step === 'commit' && context.idempotencyKey !== null,
    foundReturn: (_, params: { trip: Trip | null }) => params.trip !== null,
    inSeries: ({ context }) => isSeriesTrip(context.trip),
    seriesChangeAllowed: ({ context }) => seriesChangeAllowed(context),
    failedCommittingSeries: ({ context }) => failedCommittingSeries(context),
  },
});
