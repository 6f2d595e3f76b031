/**
 * The provided release-notes machine (product §4.8 release notes): the Account API's notes actors
 * and the device's memory of the version whose notes the traveller chose not to see again (localStorage
 * {@link APP_VERSION_STORAGE_KEY}). Loaded with the signed-in layout's chunk.
 */
import { releaseNotesMachine } from '../../machines/release-notes.machine';
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
    actions: { storeAppVersion: (_, { version }) => storeAppVersion(version) },
  });
}
