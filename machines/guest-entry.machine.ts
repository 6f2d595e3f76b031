/**
 * The welcome page's guest entry card (product §2 `/` "guest entry" and /quick-book "reached after
 * entering email, first name, last name on the welcome page", §5 "Quick booking entry: email, first name, last
 * name required").
 *
 * States:
 * ```
 * editing ──form.submit (entry valid)──▶ entered (goToQuickBook with the trimmed entry; accepts nothing more)
 *   │ form.submit (entry invalid): errors shown from now on, focus request for the first invalid field
 *   └ form.change: the typed values; once submitted, the errors follow each change
 * ```
 * Written with the form kit (machines/lib/form-actions.ts, docs/architecture.md "Writing a form"): errors are not
 * shown before the first submit (`submitAttempted`), then they are re-validated on every change; the view binds the
 * fields with `useMachineForm`, which moves focus to the first invalid field (page order {@link GUEST_ENTRY_FIELDS})
 * whenever `focusRequest` grows (WCAG 3.3.1).
 *
 * Effects are named and provided with `guestEntryMachine.provide({ actions })` (src/logic/guest-entry.ts): action
 * `goToQuickBook` `{ entry }` opens /quick-book with the entry as router state.
 */
import { setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { formActions, initialFormState, type FormEvent, type FormState } from './lib/form-actions';
import {
  GUEST_ENTRY_FIELDS,
  validateGuestEntry,
  type GuestEntry,
  type GuestEntryErrorKey,
  type GuestEntryField,
} from './booking';

export { GUEST_ENTRY_FIELDS, type GuestEntry, type GuestEntryField };

/** Field errors of the entry as i18n keys (empty before the first submit and when valid). */
export type GuestEntryErrors = Partial<Record<GuestEntryField, GuestEntryErrorKey>>;

/**
 * Context of {@link guestEntryMachine}: the form kit's {@link FormState} over the entry (`form` as typed, untrimmed;
 * `errors` shown once `submitAttempted`, then following every change; `focusRequest` grows on each refused submit).
 */
export interface GuestEntryContext extends FormState<GuestEntry> {
  errors: GuestEntryErrors;
}

/**
 * Events accepted by {@link guestEntryMachine}: `form.change { patch }` (fields typed, `editing`) and `form.submit`
 * ("Verder naar boeken", `editing`: on to /quick-book when valid, else show the errors).
 */
export type GuestEntryEvent = FormEvent<GuestEntry>;

/**
 * What the provided `goToQuickBook` emits to the page that runs the actor: src/logic/guest-entry.ts provides it as
 * an `emit` and turns it into a router navigation with state (the runtime's `navigate` carries no router state).
 */
export interface QuickBookRequested {
  type: 'quickBook.open';
  /** The trimmed, valid entry. */
  entry: GuestEntry;
}

/** The entry with every field trimmed (what /quick-book books with, product §5). */
export function trimGuestEntry(entry: GuestEntry): GuestEntry {
  return { email: entry.email.trim(), firstName: entry.firstName.trim(), lastName: entry.lastName.trim() };
}

const form = formActions<GuestEntryContext, GuestEntryEvent>((entry) => validateGuestEntry(entry));

/**
 * Guest-entry statechart (XState v5). See the module comment for the states.
 *
 * Actions to provide:
 * - `goToQuickBook` `{ entry: GuestEntry }` — the trimmed, valid entry: open /quick-book with it as router state
 *   (default does nothing).
 *
 * Built in (machines/lib/form-actions.ts): actions `applyChange`, `showErrors`, `startSubmit`; guard `isEntryValid`
 * (machines/booking/rules `validateGuestEntry` finds nothing).
 */
export const guestEntryMachine = setup({
  types: {
    context: {} as GuestEntryContext,
    events: {} as GuestEntryEvent,
    emitted: {} as QuickBookRequested,
  },
  actions: {
    goToQuickBook: (_, _params: { entry: GuestEntry }) => {},
    applyChange: form.applyChange(),
    showErrors: form.showErrors(),
    startSubmit: form.startSubmit(),
  },
  guards: {
    isEntryValid: form.isValid,
  },
}).createMachine({
  id: 'guestEntry',
  context: (): GuestEntryContext => ({
    ...initialFormState<GuestEntry>({ email: '', firstName: '', lastName: '' }),
    // Typed as the entry's own error keys (GuestEntryErrors), narrower than the kit's strings.
    errors: {},
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.change': { actions: 'applyChange' },
        'form.submit': [
          {
            guard: 'isEntryValid',
            target: 'entered',
            actions: [
              'startSubmit',
              { type: 'goToQuickBook', params: ({ context }) => ({ entry: trimGuestEntry(context.form) }) },
            ],
          },
          { actions: 'showErrors' },
        ],
      },
    },
    // Not final: a second click before the page has gone is ignored quietly, not sent to a stopped actor.
    entered: {},
  },
});

/** Snapshot of {@link guestEntryMachine}. */
export type GuestEntrySnapshot = SnapshotFrom<typeof guestEntryMachine>;

/** The values as typed. */
export const selectEntry = (s: GuestEntrySnapshot): GuestEntry => s.context.form;
/** The errors to show (i18n keys); empty before the first submit. */
export const selectErrors = (s: GuestEntrySnapshot): GuestEntryErrors => s.context.errors;
/** Grows whenever the first invalid field should get focus. */
export const selectFocusRequest = (s: GuestEntrySnapshot): number => s.context.focusRequest;
