/**
 * The tab's "travelling for" choice (product §10.12 Carers): a carer books, follows and manages trips for the
 * travellers who share them, one traveller per tab. Spawned by the session (machines/auth.machine.ts) on entering
 * `signedIn`, as its child `travellingFor` next to `userData`, and stopped when the session ends.
 *
 * States:
 * ```
 * checking ──(acting for someone already: a reloaded tab)──▶ loading
 *     └──▶ waiting ──(travellingFor.profile: the account's own profile says isCarer)──▶ loading
 * loading ──(done: the chosen traveller is still in the list, or none is chosen)──▶ ready
 * loading ──(done: the chosen traveller is gone)──▶ ready (back to myself, with the message)
 * loading ──(error)──▶ failed ──(travellingFor.profile, isCarer)──▶ loading
 * ready ──(travellingFor.choose: myself or a traveller of the list)──▶ ready (the session is told)
 * any ──(travellingFor.refused: a 403 NotActingForTraveller for the chosen traveller)──▶ loading
 *        (back to myself, with the message)
 * ```
 *
 * The message "Riet de Vries no longer shares trips with you." stays until `travellingFor.dismiss` (or another
 * choice). Every change of the choice is reported to the session (`reportChoice`, default `sendParent` of
 * {@link TravellingForChangedEvent}), which sends `X-Acting-For` from then on, keeps the choice in the tab, and
 * reloads the tab's user data as the traveller.
 */
import { assertEvent, assign, sendParent, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { notProvidedActor } from './lib/not-provided';
import { isSameTraveller, type CaredTraveller } from './lib/acting-for';
import type { TravellingForContext } from './lib/travelling-for-selectors';

export type { CaredTraveller } from './lib/acting-for';
export type { TravellingForContext } from './lib/travelling-for-selectors';

/** Input of the chart: the choice the tab had (a reloaded tab acting for someone), else null (myself). */
export interface TravellingForInput {
  actingFor: CaredTraveller | null;
}

/** Events accepted by the `travellingFor` chart. */
export type TravellingForEvent =
  /** The chooser: act for the traveller with this username, or for myself (null). */
  | { type: 'travellingFor.choose'; username: string | null }
  /** The account's own profile loaded (GET /users `isCarer`: it has active travellers). */
  | { type: 'travellingFor.profile'; isCarer: boolean }
  /** A request for `username` was refused with 403 `NotActingForTraveller` (the link ended). */
  | { type: 'travellingFor.refused'; username: string }
  /** The traveller closed the "no longer shares" message. */
  | { type: 'travellingFor.dismiss' };

/** What the chart tells its parent, the session: the tab now acts for `traveller` (null: myself). */
export interface TravellingForChangedEvent {
  type: 'travellingFor.changed';
  traveller: CaredTraveller | null;
}

/** The chosen traveller's entry in a fresh list (null when gone), matched by username. */
function stillShared(list: readonly CaredTraveller[], chosen: CaredTraveller | null): CaredTraveller | null {
  return chosen ? (list.find((t) => isSameTraveller(t.username, chosen.username)) ?? null) : null;
}

/** `params` of `reportChoice`: the choice as it is now. */
const choiceParams = ({ context }: { context: TravellingForContext }) => ({ traveller: context.actingFor });

/**
 * product §10.12 "Travelling for" statechart (XState v5). See the module comment for the states.
 *
 * Actor to provide: `loadTravellers`: no input → {@link CaredTraveller}[] (GET /carer/travellers, as the account
 * itself, never with `X-Acting-For`); rejects with a §8 error (the chooser then stays hidden, silently).
 *
 * Action (default `sendParent`): `reportChoice` `{ traveller }` → {@link TravellingForChangedEvent}.
 *
 * Guards (built in): `isActingFor`, `isCarer`, `isChosenGone`, `isKnownChoice`, `isChosenRefused`.
 */
export const travellingForMachine = setup({
  types: {
    context: {} as TravellingForContext,
    events: {} as TravellingForEvent,
    input: {} as TravellingForInput,
  },
  actors: {
    loadTravellers: notProvidedActor<CaredTraveller[]>('travelling-for', 'loadTravellers'),
  },
  actions: {
    reportChoice: sendParent(
      (_, params: { traveller: CaredTraveller | null }): TravellingForChangedEvent => ({
        type: 'travellingFor.changed',
        traveller: params.traveller,
      }),
    ),
    /** Keeps the fresh list; the chosen traveller's entry is taken from it (a role may have changed). */
    storeTravellers: assign(({ context }, params: { travellers: CaredTraveller[] }) => ({
      travellers: params.travellers,
      actingFor: stillShared(params.travellers, context.actingFor) ?? context.actingFor,
    })),
    /** The chosen traveller no longer shares: back to myself, and the message names them. */
    dropChoice: assign(({ context }) => ({
      actingFor: null,
      noLongerShares: context.actingFor
        ? { firstName: context.actingFor.firstName, surname: context.actingFor.surname }
        : context.noLongerShares,
    })),
    choose: assign(({ context, event }) => {
      assertEvent(event, 'travellingFor.choose');
      return {
        actingFor:
          event.username === null
            ? null
            : (context.travellers.find((t) => isSameTraveller(t.username, event.username)) ?? null),
        noLongerShares: null,
      };
    }),
    dismissMessage: assign({ noLongerShares: null }),
  },
  guards: {
    /** The tab acts for someone already (restored with the tab). */
    isActingFor: ({ context }) => context.actingFor !== null,
    isCarer: ({ event }) => event.type === 'travellingFor.profile' && event.isCarer,
    /** The fresh list no longer holds the chosen traveller. */
    isChosenGone: ({ context }, params: { travellers: CaredTraveller[] }) =>
      context.actingFor !== null && stillShared(params.travellers, context.actingFor) === null,
    /** Myself, or a traveller of the list, other than the current choice. */
    isKnownChoice: ({ context, event }) => {
      assertEvent(event, 'travellingFor.choose');
      if (event.username === null) return context.actingFor !== null;
      return (
        !isSameTraveller(event.username, context.actingFor?.username) &&
        context.travellers.some((t) => isSameTraveller(t.username, event.username))
      );
    },
    /** The refused request was made for the traveller chosen now (not a late answer for an earlier choice). */
    isChosenRefused: ({ context, event }) => {
      assertEvent(event, 'travellingFor.refused');
      return isSameTraveller(event.username, context.actingFor?.username);
    },
  },
}).createMachine({
  id: 'travellingFor',
  context: ({ input }) => ({ travellers: [], actingFor: input.actingFor, noLongerShares: null }),
  initial: 'checking',
  on: {
    'travellingFor.refused': {
      guard: 'isChosenRefused',
      target: '.loading',
      actions: ['dropChoice', { type: 'reportChoice', params: choiceParams }],
    },
    'travellingFor.dismiss': { actions: 'dismissMessage' },
  },
  states: {
    checking: {
      always: [{ guard: 'isActingFor', target: 'loading' }, { target: 'waiting' }],
    },
    waiting: {
      on: { 'travellingFor.profile': { guard: 'isCarer', target: 'loading' } },
    },
    loading: {
      invoke: {
        src: 'loadTravellers',
        onDone: [
          {
            guard: { type: 'isChosenGone', params: ({ event }) => ({ travellers: event.output }) },
            target: 'ready',
            actions: [
              'dropChoice',
              { type: 'storeTravellers', params: ({ event }) => ({ travellers: event.output }) },
              { type: 'reportChoice', params: choiceParams },
            ],
          },
          {
            target: 'ready',
            actions: { type: 'storeTravellers', params: ({ event }) => ({ travellers: event.output }) },
          },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { 'travellingFor.profile': { guard: 'isCarer', target: 'loading' } },
    },
    ready: {
      on: {
        'travellingFor.choose': {
          guard: 'isKnownChoice',
          actions: ['choose', { type: 'reportChoice', params: choiceParams }],
        },
      },
    },
  },
});

/** Snapshot of {@link travellingForMachine}; `undefined` stands for "signed out" in selectors. */
export type TravellingForSnapshot = SnapshotFrom<typeof travellingForMachine>;

// The selectors live in machines/lib/travelling-for-selectors.ts (views import them from there, so a page that
// only reads the choice does not load this chart: docs/performance.md); re-exported here for the chart's own readers
// and tests.
export * from './lib/travelling-for-selectors';
