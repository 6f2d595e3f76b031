/**
 * The provided release-notes machine (product §4.8 release notes): the Account API's notes actors
 * and the device's memory of the version whose notes the traveller chose not to see again (localStorage
 * {@link APP_VERSION_STORAGE_KEY}). Loaded with the signed-in layout's chunk.
 */
import { releaseNotesMachine } from '../../machines/release-notes.machine';
import { readStoredSession, writeStoredSession } from '../lib/stored-session';
import { createReleaseNotesActors } from './actors/release-notes-actors';
import type { LogicRuntime } from './runtime';

/** localStorage key holding the app version whose notes the user chose not to see again (product §4). */
export const APP_VERSION_STORAGE_KEY = 'appVersion';

/** The version stored after the last "don't show again", or null (none, or storage blocked). */
export function readStoredAppVersion(): string | null {
  try {
    return window.localStorage.getItem(APP_VERSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Reads whether this login session was already given the release-notes dialog (the stored session's
 * `releaseNotesGiven`, in the runtime's storage): the input `givenThisLogin` of the machine. Built once per runtime
 * (`useLogic(releaseNotesGivenReader)`).
 */
export function releaseNotesGivenReader(runtime: LogicRuntime): () => boolean {
  return () => readStoredSession(runtime.storage)?.releaseNotesGiven === true;
}

/**
 * Records in the stored session that this login's release-notes dialog was given, so a reload does not show it
 * again; a new login starts a new stored session, and with it the notes come back (unless marked viewed).
 */
function rememberGivenThisLogin(storage: Storage | undefined): void {
  try {
    const stored = readStoredSession(storage);
    if (stored && !stored.releaseNotesGiven)
      writeStoredSession(storage, { ...stored, releaseNotesGiven: true });
  } catch {
    // Storage may be blocked: the dialog may then show again after a reload.
  }
}

function storeAppVersion(version: string): void {
  try {
    window.localStorage.setItem(APP_VERSION_STORAGE_KEY, version);
  } catch {
    // Storage may be blocked; the notes are marked viewed on the server anyway.
  }
}

/** The release-notes machine with its actors and `storeAppVersion` provided. */
export function createReleaseNotesLogic(runtime: LogicRuntime) {
  return releaseNotesMachine.provide({
    actors: createReleaseNotesActors(runtime.clients),
    actions: {
      storeAppVersion: (_, { version }) => storeAppVersion(version),
      rememberGivenThisLogin: () => rememberGivenThisLogin(runtime.storage),
    },
  });
}
