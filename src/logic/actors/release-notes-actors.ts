/**
 * Actors of the release-notes statechart (machines/release-notes.machine.ts). Their own module, imported only by
 * the signed-in layout's release notes (src/features/release-notes/release-notes.tsx), so the layout runs the
 * machine without the account actors or any account-form code (the release notes must add little JS
 * to a signed-in page's first render, and none to /login).
 */
import type { ApiClients } from '../../api/clients';
import { unwrap } from '../../api/errors';
import { abortableActor } from './unless-aborted';
import type { ReleaseNote } from '../../../machines/release-notes.machine';

/**
 * Actors of the product §4.8 release notes, bound to the runtime's account client (product §7.2 Account API):
 * - `fetchReleaseNotes`: GET /api/external/release-notes → `Data`, the signed-in user's unviewed
 *   {@link ReleaseNote}[] (newest first);
 * - `markReleaseNotesViewed`: `{ ids: number[] }` → POST /api/external/release-notes/bulk/mark-as-viewed → void.
 *
 * Each rejects with the §8 ApiError on failure and drops late answers once aborted (`abortableActor`).
 */
export function createReleaseNotesActors({ account }: Pick<ApiClients, 'account'>) {
  return {
    /** GET /api/external/release-notes → `Data` (unviewed notes, newest first). */
    fetchReleaseNotes: abortableActor<ReleaseNote[]>(
      async ({ signal }) => (await unwrap(account.GET('/api/external/release-notes', { signal }))).Data,
    ),
    /** POST /api/external/release-notes/bulk/mark-as-viewed. */
    markReleaseNotesViewed: abortableActor<void, { ids: number[] }>(async ({ input, signal }) => {
      await unwrap(account.POST('/api/external/release-notes/bulk/mark-as-viewed', { signal, body: input }));
    }),
  };
}
