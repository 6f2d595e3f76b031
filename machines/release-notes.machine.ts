/**
 * The release-notes dialog after login (product §2.7 Dialogs "Release notes (HTML body, 'don't show again'
 * checkbox)", §3 Release note { id, body }, §4 "Release notes: fetched when the app version differs from the
 * stored one (or none stored); marking viewed hides the dialog", §7 GET /api/external/release-notes, POST
 * /api/external/release-notes/bulk/mark-as-viewed, §8 "Silent errors: ... release notes", §9 app version 4.1.0).
 *
 * ```
 * checking ──(stored version = app version, or given in this login session)──▶ hidden
 *     └──▶ fetching ──(notes)──▶ showing ──(dialog.close, "don't show again" ticked)──▶ marking ──▶ hidden
 *              │                    └──(dialog.close, not ticked)──▶ hidden
 *              └──(none, or failed: silent)──▶ hidden
 * ```
 * The version is stored (`storeAppVersion`) once the notes are marked viewed, or when there are none to show,
 * so the next login does not ask again. Closing the dialog, ticked or not, records that the notes were given in
 * this login session (`rememberGivenThisLogin`): like the pass-number dialog, they show once per login, not on
 * every reload; unticked they come back at the next login. The HTML body is sanitised by the view before
 * rendering.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { components } from '../openapi/generated/account';
import { notProvidedActor } from './lib/not-provided';

/** product §9 app version. */
export const APP_VERSION = '4.1.0';

/** product §3 release note: `{ id, body (HTML), version }`. */
export type ReleaseNote = components['schemas']['ReleaseNote'];

/** Input of {@link releaseNotesMachine}. */
export interface ReleaseNotesInput {
  /** The version stored after the last "don't show again" (localStorage `appVersion`), or null. */
  storedVersion: string | null;
  /** The running app's version (default {@link APP_VERSION}). */
  appVersion?: string;
  /** The dialog was already given in this login session (a reload): it does not show again. Default false. */
  givenThisLogin?: boolean;
}

/** Context of {@link releaseNotesMachine}. */
export interface ReleaseNotesContext {
  storedVersion: string | null;
  appVersion: string;
  /** See {@link ReleaseNotesInput.givenThisLogin}. */
  givenThisLogin: boolean;
  notes: ReleaseNote[];
  /** The "don't show again" checkbox. */
  dontShowAgain: boolean;
}

/** Events accepted by {@link releaseNotesMachine}. */
export type ReleaseNotesEvent =
  /** Tick or untick "don't show again" (`showing`). */
  | { type: 'dontShowAgain.toggle'; checked: boolean }
  /** Close the dialog (`showing`): Close button, ×, Escape. */
  | { type: 'dialog.close' };

/**
 * product §4.8 release notes statechart (XState v5). See the module comment for the states.
 *
 * Actors to provide:
 * - `fetchReleaseNotes`: no input → {@link ReleaseNote}[] (the signed-in user's unviewed notes).
 * - `markReleaseNotesViewed`: `{ ids: number[] }` → void.
 *
 * Actions to provide (defaults do nothing): `storeAppVersion` `{ version }` (localStorage `appVersion`),
 * `rememberGivenThisLogin` (the stored session's `releaseNotesGiven`).
 *
 * Guards (built in): `isAnsweredBefore` (version current, or given this login), `hasNotes`,
 * `isDontShowAgainTicked`.
 */
export const releaseNotesMachine = setup({
  types: {
    context: {} as ReleaseNotesContext,
    events: {} as ReleaseNotesEvent,
    input: {} as ReleaseNotesInput,
  },
  actors: {
    fetchReleaseNotes: notProvidedActor<ReleaseNote[]>('release-notes', 'fetchReleaseNotes'),
    markReleaseNotesViewed: notProvidedActor<void, { ids: number[] }>(
      'release-notes',
      'markReleaseNotesViewed',
    ),
  },
  actions: {
    storeAppVersion: (_, _params: { version: string }) => {},
    rememberGivenThisLogin: () => {},
    storeNotes: assign((_, params: { notes: ReleaseNote[] }) => ({ notes: params.notes })),
    setDontShowAgain: assign(({ event }) => {
      assertEvent(event, 'dontShowAgain.toggle');
      return { dontShowAgain: event.checked };
    }),
  },
  guards: {
    isAnsweredBefore: ({ context }) => context.storedVersion === context.appVersion || context.givenThisLogin,
    hasNotes: (_, params: { notes: ReleaseNote[] }) => params.notes.length > 0,
    isDontShowAgainTicked: ({ context }) => context.dontShowAgain,
  },
}).createMachine({
  id: 'releaseNotes',
  context: ({ input }) => ({
    storedVersion: input.storedVersion,
    appVersion: input.appVersion ?? APP_VERSION,
    givenThisLogin: input.givenThisLogin ?? false,
    notes: [],
    dontShowAgain: false,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isAnsweredBefore', target: 'hidden' }, { target: 'fetching' }],
    },
    fetching: {
      invoke: {
        src: 'fetchReleaseNotes',
        onDone: [
          {
            guard: { type: 'hasNotes', params: ({ event }) => ({ notes: event.output }) },
            target: 'showing',
            actions: { type: 'storeNotes', params: ({ event }) => ({ notes: event.output }) },
          },
          {
            target: 'hidden',
            actions: { type: 'storeAppVersion', params: ({ context }) => ({ version: context.appVersion }) },
          },
        ],
        // §8: release-note errors are silent.
        onError: { target: 'hidden' },
      },
    },
    showing: {
      exit: 'rememberGivenThisLogin',
      on: {
        'dontShowAgain.toggle': { actions: 'setDontShowAgain' },
        'dialog.close': [{ guard: 'isDontShowAgainTicked', target: 'marking' }, { target: 'hidden' }],
      },
    },
    marking: {
      invoke: {
        src: 'markReleaseNotesViewed',
        input: ({ context }) => ({ ids: context.notes.map((n) => n.id) }),
        onDone: {
          target: 'hidden',
          actions: { type: 'storeAppVersion', params: ({ context }) => ({ version: context.appVersion }) },
        },
        onError: { target: 'hidden' },
      },
    },
    hidden: { type: 'final' },
  },
});

/** Snapshot of {@link releaseNotesMachine}. */
export type ReleaseNotesSnapshot = SnapshotFrom<typeof releaseNotesMachine>;

/** The running release-notes actor the dialog view reads and sends to. */
export type ReleaseNotesActorRef = ActorRefFrom<typeof releaseNotesMachine>;

/** The dialog is open. */
export const selectIsOpen = (s: ReleaseNotesSnapshot): boolean => s.matches('showing');

/**
 * The notes have reached the dialog (`showing`, or `marking` after "don't show again"): the view is needed. The
 * dialog's code (Radix Dialog, DOMPurify) loads only from here on, never for a traveller without notes.
 */
export const selectHasDialog = (s: ReleaseNotesSnapshot): boolean =>
  s.matches('showing') || s.matches('marking');
