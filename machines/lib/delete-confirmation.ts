/**
 * The confirmed delete of the /profile list machines (pass numbers, saved places): `delete.request` asks in
 * `confirmingDelete`, `delete.confirm` runs the request in `deleting`. Pure selectors over either snapshot.
 */

/** A snapshot of a list machine with the `confirmingDelete` and `deleting` states. */
interface DeleteConfirmingSnapshot {
  matches(state: 'confirmingDelete' | 'deleting'): boolean;
}

/** The delete confirmation is open (also while the confirmed delete runs). */
export const selectIsConfirmingDelete = (s: DeleteConfirmingSnapshot): boolean =>
  s.matches('confirmingDelete') || s.matches('deleting');

/** The confirmed delete's request is in flight. */
export const selectIsDeleting = (s: DeleteConfirmingSnapshot): boolean => s.matches('deleting');
