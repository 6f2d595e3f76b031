import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  APP_VERSION,
  releaseNotesMachine,
  selectIsOpen,
  type ReleaseNote,
} from '../../machines/release-notes.machine';
import { accountError } from './account-fixtures';

const NOTES: ReleaseNote[] = [
  { id: 2, version: '4.1.0', body: '<h2>Nieuw</h2>' },
  { id: 1, version: '4.0.0', body: '<p>Welkom</p>' },
];

function start(
  storedVersion: string | null,
  opts: { fetch?: () => Promise<ReleaseNote[]>; mark?: () => Promise<void>; givenThisLogin?: boolean } = {},
) {
  const calls = { fetch: 0, mark: [] as number[][] };
  const storeAppVersion = vi.fn();
  const rememberGivenThisLogin = vi.fn();
  const actor = createActor(
    releaseNotesMachine.provide({
      actors: {
        fetchReleaseNotes: fromPromise<ReleaseNote[]>(async () => {
          calls.fetch += 1;
          return opts.fetch ? opts.fetch() : NOTES;
        }),
        markReleaseNotesViewed: fromPromise<void, { ids: number[] }>(async ({ input }) => {
          calls.mark.push(input.ids);
          await opts.mark?.();
        }),
      },
      actions: { storeAppVersion: (_, p) => storeAppVersion(p), rememberGivenThisLogin },
    }),
    { input: { storedVersion, givenThisLogin: opts.givenThisLogin } },
  );
  actor.start();
  return { actor, calls, storeAppVersion, rememberGivenThisLogin };
}

describe('release-notes.machine (product §4)', () => {
  it('does not fetch when the stored version is the app version', () => {
    const { actor, calls } = start(APP_VERSION);
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    expect(calls.fetch).toBe(0);
  });

  it('does not fetch again in a login session that was already given the dialog (a reload)', () => {
    const { actor, calls } = start(null, { givenThisLogin: true });
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    expect(calls.fetch).toBe(0);
  });

  it.each([[false], [true]])(
    "closing the dialog (don't show again ticked: %s) records that this login was given it",
    async (ticked) => {
      const { actor, rememberGivenThisLogin } = start(null);
      await waitFor(actor, selectIsOpen);
      expect(rememberGivenThisLogin).not.toHaveBeenCalled();
      if (ticked) actor.send({ type: 'dontShowAgain.toggle', checked: true });
      actor.send({ type: 'dialog.close' });
      expect(rememberGivenThisLogin).toHaveBeenCalledTimes(1);
    },
  );

  it.each([[null], ['4.0.0']])(
    'fetches and shows the notes when the stored version is %s',
    async (stored) => {
      const { actor, calls } = start(stored);
      await waitFor(actor, selectIsOpen);
      expect(calls.fetch).toBe(1);
      expect(actor.getSnapshot().context.notes).toEqual(NOTES);
    },
  );

  it('"don\'t show again" marks every shown note viewed, stores the version and hides', async () => {
    const { actor, calls, storeAppVersion } = start(null);
    await waitFor(actor, selectIsOpen);
    actor.send({ type: 'dontShowAgain.toggle', checked: true });
    actor.send({ type: 'dialog.close' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(calls.mark).toEqual([[2, 1]]);
    expect(storeAppVersion).toHaveBeenCalledWith({ version: APP_VERSION });
  });

  it('closing without the box hides the notes for now only', async () => {
    const { actor, calls, storeAppVersion } = start(null);
    await waitFor(actor, selectIsOpen);
    actor.send({ type: 'dontShowAgain.toggle', checked: true });
    actor.send({ type: 'dontShowAgain.toggle', checked: false });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    expect(calls.mark).toEqual([]);
    expect(storeAppVersion).not.toHaveBeenCalled();
  });

  it('stores the version when there is nothing to show', async () => {
    const { actor, storeAppVersion } = start(null, { fetch: async () => [] });
    await waitFor(actor, (s) => s.matches('hidden'));
    expect(storeAppVersion).toHaveBeenCalledWith({ version: APP_VERSION });
  });

  it('is silent when fetching or marking fails (§8)', async () => {
    const failedFetch = start(null, { fetch: async () => Promise.reject(accountError(500)) });
    await waitFor(failedFetch.actor, (s) => s.matches('hidden'));
    expect(failedFetch.storeAppVersion).not.toHaveBeenCalled();

    const failedMark = start(null, {
      mark: async () => Promise.reject(accountError(404, 'ReleaseNoteNotFound')),
    });
    await waitFor(failedMark.actor, selectIsOpen);
    failedMark.actor.send({ type: 'dontShowAgain.toggle', checked: true });
    failedMark.actor.send({ type: 'dialog.close' });
    await waitFor(failedMark.actor, (s) => s.matches('hidden'));
    expect(failedMark.storeAppVersion).not.toHaveBeenCalled();
  });
});
