/**
 * "Your taxi is almost there": the opt-in nudge of the live card, the carer's follow page and the profile (product §2
 * live map card; beyond the operator's product (product §10.8), after the regional-taxi practice of calling the traveller minutes before pick-up).
 *
 * ```
 * deciding ──[isOptedIn]──▶ on          (the stored preference, read by the view and passed as input)
 *    └──────────────────▶ off ──nearNotice.enable──▶ asking ──(done: permission)──▶ on
 * on ──nearNotice.disable──▶ off
 * on:  watching ──vehicle.received [isDue near | isDue dropOff]──▶ alerting ──(done: claimed?)──▶ alerted
 *      alerted ──vehicle.received [isDue dropOff]──▶ alerting;  alerted ──nearNotice.dismiss──▶ watching
 * ```
 * - The browser's notification permission is asked only in `asking`, which only the traveller's tap enters (never
 *   on load). Whatever the answer (granted, denied, dismissed, unsupported), the opt-in is on: without permission
 *   the in-page alert and the tab title still work; only the system notification needs it.
 * - A notice is due (machines/trip/near-notice-rules.ts `nearNoticeKindOf`, from the vehicle info and the injected clock)
 *   when the pick-up ETA is at most 5 minutes away (`near`), and again when the status turns to dropOff; each at
 *   most once per trip and kind in this actor (`noticed`).
 * - `alerting` asks `claimNotice` whether this tab is the first of the browser to notice this trip and kind (a Web
 *   Lock around a record in localStorage, src/logic): the first shows the system notification and vibrates; every
 *   tab shows the alert on the card and prefixes its title while `alerted` (the `showTitlePrefix` actor restores it
 *   when the alert goes, when the opt-in is switched off, or when the card goes).
 *
 * The live card and the follow page run it as the child `nearNotice` of machines/trip/live-map.machine.ts and
 * machines/trip/follow.machine.ts, which forward each vehicle info they receive; the profile runs it without a trip
 * (`tripKey` null), for the opt-in alone.
 */
import { assign, fromCallback, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { VehicleInfo } from '../types';
import {
  nearNoticeKindOf,
  nearNoticeOf,
  type NearNotice,
  type NearNoticeKind,
  type NoticePlaces,
} from './near-notice-rules';
import { notProvidedActor } from '../lib/not-provided';

export type { NearNotice };

/** The browser's answer to the permission request; `unsupported` where there is no Notification API. */
export type NoticePermission = 'granted' | 'denied' | 'default' | 'unsupported';

/** Input of {@link nearNoticeMachine}. */
export interface NearNoticeInput {
  /** The trip followed (its externalTripId, or the share token on the follow page); null on the profile. */
  tripKey: string | null;
  /** The stored opt-in of this traveller (or of this browser's carer pages). */
  optedIn: boolean;
  /** Injected clock: the current instant (server-corrected). */
  now: () => Date;
}

/** Input of the `claimNotice` actor. */
export interface ClaimNoticeInput {
  tripKey: string;
  kind: NearNoticeKind;
}

/** Input of the `showTitlePrefix` actor and params of `showSystemNotification`. */
export interface NoticeEffectInput {
  tripKey: string;
  notice: NearNotice;
}

/** Context of {@link nearNoticeMachine}. */
export interface NearNoticeContext {
  tripKey: string | null;
  optedIn: boolean;
  now: () => Date;
  /** The answer of the last permission request in this actor, or null when none was asked. */
  permission: NoticePermission | null;
  /** The kinds noticed so far for this trip (each at most once). */
  noticed: NearNoticeKind[];
  /** The notice the card shows while alerted (the latest), or null. */
  notice: NearNotice | null;
}

/** Events accepted by {@link nearNoticeMachine}. */
export type NearNoticeEvent =
  /** New vehicle info (forwarded by the parent chart at every position answer) and the trip's place names. */
  | { type: 'vehicle.received'; vehicle: VehicleInfo | null; places: NoticePlaces }
  /** The traveller taps "Notify me when my taxi is near" (asks the browser's permission). */
  | { type: 'nearNotice.enable' }
  /** The traveller switches the notice off. */
  | { type: 'nearNotice.disable' }
  /** The traveller closes the alert on the card. */
  | { type: 'nearNotice.dismiss' };

/** The notice being shown, as `showSystemNotification` and `showTitlePrefix` take it (set on entering alerting). */
const noticeEffect = ({ context }: { context: NearNoticeContext }): NoticeEffectInput => ({
  tripKey: context.tripKey ?? '',
  notice: context.notice as NearNotice,
});

/** `isDue` / `startNotice` params. */
interface DueParams {
  kind: NearNoticeKind;
}

/**
 * Near-notice statechart (XState v5); see the module comment.
 *
 * Actors to provide:
 * - `requestNotificationPermission`: () → {@link NoticePermission} (the browser's prompt; never rejects);
 * - `claimNotice`: {@link ClaimNoticeInput} → boolean, true when this tab is the browser's first to notice this
 *   trip and kind (never rejects: false when unsure);
 * - `showTitlePrefix`: callback actor, {@link NoticeEffectInput}; prefixes `document.title` while it runs.
 *
 * Actions to provide (defaults do nothing): `storeOptIn`, `storeOptOut` (the preference),
 * `showSystemNotification` {@link NoticeEffectInput}, `vibrate`.
 */
export const nearNoticeMachine = setup({
  types: {
    context: {} as NearNoticeContext,
    input: {} as NearNoticeInput,
    events: {} as NearNoticeEvent,
  },
  actors: {
    requestNotificationPermission: notProvidedActor<NoticePermission, void>(
      'near-notice',
      'requestNotificationPermission',
    ),
    claimNotice: notProvidedActor<boolean, ClaimNoticeInput>('near-notice', 'claimNotice'),
    showTitlePrefix: fromCallback<{ type: 'none' }, NoticeEffectInput>(() => () => {}),
  },
  actions: {
    storeOptIn: () => {},
    storeOptOut: () => {},
    showSystemNotification: (_, _params: NoticeEffectInput) => {},
    vibrate: () => {},
    storePermission: assign((_, params: { permission: NoticePermission }) => ({
      permission: params.permission,
    })),
    startNotice: assign(({ context, event }, params: DueParams) => {
      const { vehicle, places } = event as Extract<NearNoticeEvent, { type: 'vehicle.received' }>;
      return {
        noticed: [...context.noticed, params.kind],
        notice: vehicle ? nearNoticeOf(params.kind, vehicle, places) : context.notice,
      };
    }),
  },
  guards: {
    isOptedIn: ({ context }) => context.optedIn,
    isDue: ({ context, event }, params: DueParams) =>
      event.type === 'vehicle.received' &&
      context.tripKey !== null &&
      !context.noticed.includes(params.kind) &&
      nearNoticeKindOf(event.vehicle, context.now()) === params.kind,
    isClaimed: (_, params: { claimed: boolean }) => params.claimed,
  },
}).createMachine({
  id: 'nearNotice',
  context: ({ input }) => ({
    tripKey: input.tripKey,
    optedIn: input.optedIn,
    now: input.now,
    permission: null,
    noticed: [],
    notice: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isOptedIn', target: 'on' }, { target: 'off' }],
    },
    off: {
      on: { 'nearNotice.enable': 'asking' },
    },
    asking: {
      invoke: {
        id: 'requestNotificationPermission',
        src: 'requestNotificationPermission',
        onDone: {
          target: 'on',
          actions: [
            'storeOptIn',
            { type: 'storePermission', params: ({ event }) => ({ permission: event.output }) },
          ],
        },
      },
    },
    on: {
      initial: 'watching',
      on: {
        'nearNotice.disable': { target: 'off', actions: 'storeOptOut' },
      },
      states: {
        watching: {
          on: {
            'vehicle.received': [
              {
                guard: { type: 'isDue', params: { kind: 'near' } },
                target: 'alerting',
                actions: { type: 'startNotice', params: { kind: 'near' } },
              },
              {
                guard: { type: 'isDue', params: { kind: 'dropOff' } },
                target: 'alerting',
                actions: { type: 'startNotice', params: { kind: 'dropOff' } },
              },
            ],
          },
        },
        alerting: {
          invoke: {
            id: 'claimNotice',
            src: 'claimNotice',
            input: ({ context }) => ({
              tripKey: context.tripKey ?? '',
              kind: (context.notice as NearNotice).kind,
            }),
            onDone: [
              {
                guard: { type: 'isClaimed', params: ({ event }) => ({ claimed: event.output }) },
                target: 'alerted',
                actions: [{ type: 'showSystemNotification', params: noticeEffect }, 'vibrate'],
              },
              { target: 'alerted' },
            ],
          },
        },
        alerted: {
          invoke: {
            id: 'showTitlePrefix',
            src: 'showTitlePrefix',
            input: noticeEffect,
          },
          on: {
            'vehicle.received': {
              guard: { type: 'isDue', params: { kind: 'dropOff' } },
              target: 'alerting',
              actions: { type: 'startNotice', params: { kind: 'dropOff' } },
            },
            'nearNotice.dismiss': 'watching',
          },
        },
      },
    },
  },
});

/** Snapshot of {@link nearNoticeMachine}. */
export type NearNoticeSnapshot = SnapshotFrom<typeof nearNoticeMachine>;
/** A running {@link nearNoticeMachine} actor. */
export type NearNoticeActorRef = ActorRefFrom<typeof nearNoticeMachine>;

/** The opt-in is on (the switch shows checked), including while the permission prompt is open. */
export const selectNearNoticeOn = (s: NearNoticeSnapshot | undefined): boolean =>
  s !== undefined && (s.matches('on') || s.matches('asking'));
/** The browser's permission prompt is open (the switch waits for it). */
export const selectNearNoticeAsking = (s: NearNoticeSnapshot | undefined): boolean =>
  s?.matches('asking') ?? false;
/**
 * The permission was refused or cannot be asked in this browser while the opt-in is on: the page says that only
 * the alert on the page and the tab title will tell.
 */
export const selectNotificationsBlocked = (s: NearNoticeSnapshot | undefined): boolean =>
  s !== undefined &&
  s.matches('on') &&
  (s.context.permission === 'denied' || s.context.permission === 'unsupported');
/** The notice the card shows, or null (no alert). */
export const selectNearNoticeAlert = (s: NearNoticeSnapshot | undefined): NearNotice | null =>
  s?.matches({ on: 'alerted' }) ? s.context.notice : null;
