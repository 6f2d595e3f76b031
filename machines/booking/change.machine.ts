/**
 * Changing a booked trip instead of cancelling it and booking again (product §10.11 "Changing a booked trip"): the
 * /change-trip/<id> page. It lives in the booking wing because its form is the booking form (`BookingForm`, its
 * §5 validation and wire request); the trip wing gives the cut-off (`canChangeTrip`).
 *
 * ```
 * loading ──(trip, ETag)──▶ loaded ─▶ editing, or choosingScope (a series: this trip / this and later / all;
 *             scope.select, scope.confirm ─▶ editing) ──(error)──▶ loadFailed ──(load.retry)──▶ loading
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
 * committingSeries  a series scope: PATCH /trips/{id}/series/change ──▶ seriesChanged (per-date results) | refused
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
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Trip } from '../types';
import { tripChangeSetup } from './change-setup';
import { availablePaymentOptions, paymentChoices } from './payment';
import { guestOf, SAVE_DRAFT } from './change-params';
import { changeOverlapInput } from './change-checks';
import { errorParams } from '../lib/errors';
import { seriesChangeInput } from './change-series';

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
 * - `changeTripSeries` {@link ChangeTripSeriesInput} → the per-date `SeriesResult`; rejects as `changeTrip`.
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
export const tripChangeMachine = tripChangeSetup.createMachine({
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
    scope: 'thisTrip',
    seriesTrips: [],
    seriesResult: null,
    overlaps: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadTripForChange',
        input: ({ context }) => ({ externalTripId: context.externalTripId, ...guestOf(context) }),
        onDone: {
          target: 'loaded',
          actions: { type: 'storeTrip', params: ({ event }) => ({ loaded: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeLoadError', params: errorParams },
        },
      },
    },
    loaded: { always: [{ guard: 'inSeries', target: 'choosingScope' }, { target: 'editing' }] },
    loadFailed: {
      on: { 'load.retry': { target: 'loading' } },
    },
    choosingScope: {
      on: {
        'scope.select': { actions: { type: 'selectScope', params: ({ event }) => ({ scope: event.scope }) } },
        'scope.confirm': { target: 'editing' },
      },
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
        'scope.change': { guard: 'inSeries', target: 'choosingScope' },
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
            guard: { type: 'isUnreachable', params: errorParams },
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
          { guard: 'seriesChangeAllowed', target: 'committingSeries' },
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
            guard: { type: 'isStaleVersion', params: errorParams },
            target: 'refused',
            actions: {
              type: 'refuse',
              params: ({ event }) => ({ reason: 'stale', error: event.error, step: 'commit' }),
            },
          },
          {
            guard: { type: 'isUnreachable', params: errorParams },
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
          { guard: 'failedCommittingSeries', target: 'committingSeries', actions: 'clearRefusal' },
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
    committingSeries: {
      entry: 'ensureIdempotencyKey',
      invoke: {
        src: 'changeTripSeries',
        input: ({ context }) => seriesChangeInput(context),
        onDone: {
          target: 'seriesChanged',
          actions: [
            { type: 'storeSeriesResult', params: ({ event }) => ({ result: event.output }) },
            { type: 'tripChanged', params: ({ context }) => ({ trip: context.trip as Trip }) },
          ],
        },
        onError: {
          target: 'refused',
          actions: { type: 'refuseSeriesCommit', params: errorParams },
        },
      },
    },
    seriesChanged: { on: { 'success.dismiss': { target: 'done' } } },
    done: { type: 'final', entry: 'leaveChange' },
  },
});

/** A running {@link tripChangeMachine} actor. */
export type TripChangeActorRef = ActorRefFrom<typeof tripChangeMachine>;
/** A snapshot of {@link tripChangeMachine}. */
export type TripChangeSnapshot = SnapshotFrom<typeof tripChangeMachine>;
