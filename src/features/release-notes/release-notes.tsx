import { lazy, Suspense, useState } from 'react';
import { useSelector } from '@xstate/react';
import { selectHasDialog, selectIsOpen } from '../../../machines/release-notes.machine';
import {
  selectIsUserDataLoading,
  selectPassNumberPrompt,
  selectProfile,
  type UserDataView,
} from '../../../machines/lib/user-data-selectors';
import {
  createReleaseNotesLogic,
  readStoredAppVersion,
  releaseNotesGivenReader,
} from '../../logic/release-notes';
import { useLogic, useLogicActor, useUserDataSelector } from '../../logic/use-logic';

/**
 * The release-notes dialog view (DOMPurify, Radix Dialog, the checkbox field, styles): its own chunk, loaded only
 * once the machine has notes to show (most sign-ins have none, and a signed-in page's first render
 * should not wait for about 30 KB of dialog code).
 */
const ReleaseNotesDialog = lazy(() =>
  import('./release-notes-dialog').then((m) => ({ default: m.ReleaseNotesDialog })),
);

/**
 * The session's first user-data batch (product §4.4 "After login the app loads profile, …") has answered: the profile
 * is there, or nothing is loading any more (the batch failed; its retries may follow). Before that the release
 * notes would only compete with the data the page paints first.
 */
const selectFirstDataSettled = (s: UserDataView | undefined): boolean =>
  selectProfile(s) !== null || !selectIsUserDataLoading(s);

/**
 * product §2/§4 release notes, mounted in the signed-in layout: once per login session, after the session's first
 * user data has arrived, the notes are fetched when localStorage `appVersion` differs from the app version
 * (machines/release-notes.machine.ts, 4.1.0) or is missing. This component runs the machine and lives in the
 * layout's chunk; the dialog view (sanitised HTML bodies, "Niet meer tonen", "Sluiten") loads on demand the first
 * time the machine shows notes and then stays mounted, so closing returns focus as any dialog does. "Don't show
 * again" marks the notes viewed and stores the version in `appVersion`. The dialog waits while a pass-number
 * dialog is open, so only one dialog shows at a time, and shows once per login session: closed, it does not come
 * back on a reload (the stored session remembers it). Errors are silent (§8). Renders nothing otherwise.
 */
export function ReleaseNotes() {
  const settled = useUserDataSelector(selectFirstDataSettled);
  const [started, setStarted] = useState(false);
  if (settled && !started) setStarted(true);
  return started ? <ReleaseNotesRunner /> : null;
}

/** Runs the release-notes actor for the session and mounts the lazy view once there are notes to show. */
function ReleaseNotesRunner() {
  const passNumberPrompt = useUserDataSelector(selectPassNumberPrompt);
  const wasGivenThisLogin = useLogic(releaseNotesGivenReader);
  const actor = useLogicActor(createReleaseNotesLogic, {
    input: { storedVersion: readStoredAppVersion(), givenThisLogin: wasGivenThisLogin() },
  });
  const hasDialog = useSelector(actor, selectHasDialog);
  const open = useSelector(actor, selectIsOpen) && passNumberPrompt === null;
  const [viewNeeded, setViewNeeded] = useState(false);
  if (hasDialog && !viewNeeded) setViewNeeded(true);
  return viewNeeded ? (
    <Suspense fallback={null}>
      <ReleaseNotesDialog actor={actor} open={open} />
    </Suspense>
  ) : null;
}
