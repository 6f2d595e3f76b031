/**
 * Changing a booked trip instead of cancelling it and booking again (product §10.11 "Changing a booked trip"): the
 * /change-trip/<id> page. It lives in the booking wing because its form is the booking form (`BookingForm`, its
 * §5 validation and wire request); the trip wing gives the cut-off (`canChangeTrip`).
 *
 * ```
 * loading ──(trip and its ETag)──▶ editing          ──(error)──▶ loadFailed ──(load.retry)──▶ loading
 * editing     the form filled from the trip (pass number fixed); form.change edits; form.submit:
 *             valid with a change ─▶ estimating; valid, nothing changed ─▶ says so; invalid ─▶ errors, focus
 * estimating  POST /trips/{id}/changes/estimate ──▶ checkingOverlap ──(error)──▶ refused (the form kept)
 * checkingOverlap  the trips around the new pick-up (`loadOtherTrips`) ──▶ checking ──(error)──▶ checking, no warning
 * checking    "Check your change": now and new side by side, the difference, the public-transport advice and the
 *             overlap warning (as when booking); focus on "Keep my trip as it is".
 *             change.confirm ─▶ committing (the re-quote fits) | refused (it says the budget or the
 *             public-transport advice stands in the way); change.keep ─▶ editing (nothing sent)
 * committing  PATCH /trips/{id} with If-Match (the ETag read with the trip) and the attempt's Idempotency-Key
 *             ──▶ changed  ──(error)──▶ refused (409 TripChanged: the stale-version reason)
 * refused     the form keeps the input under "Your trip was not changed: <reason>. Your trip of <day time> still
 *             stands." until dismissed (refusal.dismiss ─▶ editing); change.retry ("Try again") ─▶ committing with
 *             the SAME Idempotency-Key after a failed commit, else ─▶ estimating; change.reload after a stale
 *             version ─▶ loading (the trip as it stands now); form.change and form.submit as in editing
 * changed     "Your trip has been changed" until dismissed (success.dismiss ─▶ done, final):
 *             findingReturn ─▶ offeringReturn (a way back the same day: "Also change your way back?";
 *             return.change opens its change moved by the same shift, return.keep ─▶ shown) | shown
 * ```
 * Drafts (./change-draft.ts) and the guest's change (`guestToken`, the link's calls): see the actions and actors.
 * One Idempotency-Key per attempt: made when a change is first committed, reused by every retry of that body, and
 * dropped when the form changes (the server refuses a key reused with another body). A failure never loses what
 * the traveller typed, and never the original trip: the server changes it in one step or not at all.
 */
import { assign, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
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
import { guestOf, SAVE_DRAFT } from './change-params';
import { changeOverlapInput, changeOverlaps, type ChangeOverlapInput } from './change-checks';
import { availablePaymentOptions, paymentChoices } from './payment';
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
} from './change-types';

const validate = (context: TripChangeContext, form: BookingForm): BookingFormErrors =>
  validateBookingForm(form, context.now(), context.definitions, context.maxDaysAhead);

const pendingChange = (context: TripChangeContext): TripChange =>
  context.original && context.form ? tripChangeOf(context.original, context.form) : {};

/**
 * product §10.11 change statechart (XState v5). See the module comment for the states.
 *
 * Actors to provide:
 * - `loadTripForChange` {@link LoadTripForChangeInput} → {@link TripWithVersion} (GET /trips/{id} and its `ETag`;
 *   for a guest, `guestToken` given: GET /guest-trips/{token}). Every actor input carries `guestToken` for a guest,
 *   and the guest's twins of the calls answer (the same rules, product §10.11 "Guests and carers").
 * - `estimateTripChange` {@link EstimateTripChangeInput} → `TripChangeEstimate`; rejects with a §8 error.
 * - `changeTrip` {@link ChangeTripInput} → {@link TripWithVersion}; rejects with a §8 error (409 `TripChanged`
 *   for a stale version, 409 `ChangeTooLate`, 400 `BudgetExceeded`, …).
 * - `findReturnTrip` `{ trip }` → the same day's way back of the changed trip, or null (a rejection counts as none).
 * - `loadOtherTrips` {@link ChangeOverlapInput} → the traveller's trips departing in that range (a rejection: no
 *   warning).
 *
 * Actions to provide (defaults do nothing):
 * - `tripChanged` `{ trip }` — reload what shows the trip (next trip, budget).
 * - `openReturnChange` `{ externalTripId, shiftMinutes }` — open the change of the way back, moved by the shift.
 * - `leaveChange` — the flow ended (success dismissed): back to the trips (a guest: back to the trip's link).
 * - `saveDraft` `{ draft }` — keep what was entered (after every edit; null before the trip is read).
 * - `discardDraft` — forget the kept draft (the change was made, or "Keep my trip as it is").
 */
export const tripChangeMachine = setup({
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
  },
}).createMachine({
  id: 'tripChange',
  context: ({ input }) => ({
    externalTripId: input.externalTripId,
    guestToken: input.guestToken ?? null,
    draft: input.draft ?? null,
    now: input.now,
    createIdempotencyKey: input.createIdempotencyKey ?? (() => globalThis.crypto.randomUUID()),
    shiftMinutes: input.shiftMinutes ?? 0,
    definitions: input.attributeDefinitions ?? [],
    maxDaysAhead: input.maxDaysAhead,
    paymentChoices: paymentChoices(
      availablePaymentOptions({ paymentOptions: [...(input.paymentOptions ?? [])] }, { guest: true }),
    ),
    trip: null,
    etag: null,
    original: null,
    form: null,
    errors: {},
    submitAttempted: false,
    focusRequest: 0,
    nothingChanged: false,
    change: null,
    estimate: null,
    idempotencyKey: null,
    before: null,
    refusal: null,
    loadError: null,
    returnTrip: null,
    overlaps: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadTripForChange',
        input: ({ context }) => ({ externalTripId: context.externalTripId, ...guestOf(context) }),
        onDone: {
          target: 'editing',
          actions: { type: 'storeTrip', params: ({ event }) => ({ loaded: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { 'load.retry': { target: 'loading' } },
    },
    editing: {
      on: {
        'form.change': {
          actions: [{ type: 'applyChange', params: ({ event }) => ({ patch: event.patch }) }, SAVE_DRAFT],
        },
        'form.submit': [
          { guard: 'isValidChange', target: 'estimating' },
          { guard: 'isFormValid', actions: 'markNothingChanged' },
          { actions: 'showErrors' },
        ],
      },
    },
    estimating: {
      entry: 'startEstimate',
      invoke: {
        src: 'estimateTripChange',
        input: ({ context }) => ({
          externalTripId: context.externalTripId,
          change: context.change ?? {},
          ...guestOf(context),
        }),
        onDone: {
          target: 'checkingOverlap',
          actions: { type: 'storeEstimate', params: ({ event }) => ({ estimate: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isUnreachable', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: {
              type: 'refuse',
              params: ({ event }) => ({ reason: 'unreachable', error: event.error, step: 'estimate' }),
            },
          },
          {
            target: 'refused',
            actions: {
              type: 'refuse',
              params: ({ event }) => ({ reason: 'server', error: event.error, step: 'estimate' }),
            },
          },
        ],
      },
    },
    checkingOverlap: {
      invoke: {
        src: 'loadOtherTrips',
        input: ({ context }) => changeOverlapInput(context.estimate, context.form?.date ?? ''),
        onDone: {
          target: 'checking',
          actions: { type: 'storeOverlaps', params: ({ event }) => ({ trips: event.output }) },
        },
        // The trips could not be read: the dialog opens without a warning (nothing known, nothing said).
        onError: { target: 'checking' },
      },
    },
    checking: {
      on: {
        'change.confirm': [
          { guard: 'estimateAllows', target: 'committing' },
          { target: 'refused', actions: 'refuseByEstimate' },
        ],
        // Keeping the trip as it is also lets go of the kept draft (the form stays on screen as entered).
        'change.keep': { target: 'editing', actions: 'discardDraft' },
      },
    },
    committing: {
      entry: 'ensureIdempotencyKey',
      invoke: {
        src: 'changeTrip',
        input: ({ context }) => ({
          externalTripId: context.externalTripId,
          change: context.change ?? {},
          etag: context.etag ?? '',
          idempotencyKey: context.idempotencyKey ?? '',
          ...guestOf(context),
        }),
        onDone: {
          target: 'changed',
          actions: [
            { type: 'storeChanged', params: ({ event }) => ({ changed: event.output }) },
            { type: 'tripChanged', params: ({ event }) => ({ trip: event.output.trip }) },
            'discardDraft',
          ],
        },
        onError: [
          {
            guard: { type: 'isStaleVersion', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: {
              type: 'refuse',
              params: ({ event }) => ({ reason: 'stale', error: event.error, step: 'commit' }),
            },
          },
          {
            guard: { type: 'isUnreachable', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: {
              type: 'refuse',
              params: ({ event }) => ({ reason: 'unreachable', error: event.error, step: 'commit' }),
            },
          },
          {
            target: 'refused',
            actions: {
              type: 'refuse',
              params: ({ event }) => ({ reason: 'server', error: event.error, step: 'commit' }),
            },
          },
        ],
      },
    },
    refused: {
      on: {
        'form.change': {
          actions: [{ type: 'applyChange', params: ({ event }) => ({ patch: event.patch }) }, SAVE_DRAFT],
        },
        'form.submit': [
          { guard: 'isValidChange', target: 'estimating', actions: 'clearRefusal' },
          { guard: 'isFormValid', actions: 'markNothingChanged' },
          { actions: 'showErrors' },
        ],
        'change.retry': [
          { guard: 'failedCommitting', target: 'committing', actions: 'clearRefusal' },
          { target: 'estimating', actions: 'clearRefusal' },
        ],
        'change.reload': { target: 'loading', actions: 'clearRefusal' },
        'refusal.dismiss': { target: 'editing', actions: 'clearRefusal' },
      },
    },
    changed: {
      initial: 'findingReturn',
      on: { 'success.dismiss': { target: 'done' } },
      states: {
        findingReturn: {
          invoke: {
            src: 'findReturnTrip',
            // The way back of the trip as it was: from its old destination back to its old pick-up, that day.
            input: ({ context }) => ({ trip: (context.before ?? context.trip) as Trip }),
            onDone: [
              {
                guard: { type: 'foundReturn', params: ({ event }) => ({ trip: event.output }) },
                target: 'offeringReturn',
                actions: { type: 'storeReturnTrip', params: ({ event }) => ({ trip: event.output }) },
              },
              { target: 'shown' },
            ],
            onError: { target: 'shown' },
          },
        },
        offeringReturn: {
          on: {
            'return.change': {
              target: 'shown',
              actions: {
                type: 'openReturnChange',
                params: ({ context }) => ({
                  externalTripId: context.returnTrip?.externalTripId ?? '',
                  shiftMinutes: context.estimate?.difference.pickUpMinutes ?? 0,
                }),
              },
            },
            'return.keep': { target: 'shown' },
          },
        },
        shown: {},
      },
    },
    done: { type: 'final', entry: 'leaveChange' },
  },
});

/** A running {@link tripChangeMachine} actor. */
export type TripChangeActorRef = ActorRefFrom<typeof tripChangeMachine>;
/** A snapshot of {@link tripChangeMachine}. */
export type TripChangeSnapshot = SnapshotFrom<typeof tripChangeMachine>;
