import { accountDeletionMachine } from '../../machines/account/deletion.machine';
import type { MachinePlan } from './plan-types';

/**
 * Test plan of machines/account/deletion.machine.ts (/profile tab "Account"; product §7 POST
 * .../request-delete, §8).
 */
export const accountDeletionPlan: MachinePlan = {
  name: 'account-deletion',
  machine: accountDeletionMachine,
  setup:
    'Fresh reference server. The demo traveller demo@example.com has logged in before with pass number 2001000101 "Eigen pas"; open /profile, close the release notes and choose the tab "Account", language Nederlands.',
  options: {
    // Start 1: no request yet (seed); start 2: the traveller asked for deletion on an earlier visit.
    initialFacts: [{ requested: false }, { requested: true }],
    factGuards: {
      'starting:always [isRequested] → requested': (f) => f.requested === true,
      'starting:always → idle': (f) => f.requested !== true,
    },
  },
  see: {
    starting: '(passes at once) The tab decides whether a request is pending.',
    idle: 'The text about deleting the account and the danger button "Account verwijderen"; no dialog.',
    confirming:
      'The dialog "Weet u zeker dat u uw account wilt verwijderen?" saying the operator deletes the account and that it keeps working until then, with the field "Huidig wachtwoord" ("Ter bevestiging dat u het bent."), "Nee, account behouden" and "Ja, verwijderen aanvragen".',
    requesting: 'The dialog stays open; "Ja, verwijderen aanvragen" is busy while the server answers.',
    requested:
      'No dialog and no button "Account verwijderen"; the message "We hebben uw verzoek om uw account te verwijderen ontvangen." with the date of the request. The server has the request (GET /users deletionRequestedAt).',
  },
  do: {
    'starting:always [isRequested] → requested':
      'The traveller asked for deletion on an earlier visit (POST .../request-delete before opening /profile).',
    'starting:always → idle': 'No request has been made (the seed).',
    'idle:delete.request → confirming': 'Press "Account verwijderen".',
    'confirming:delete.cancel → idle': 'Press "Nee, account behouden": the dialog closes, nothing is sent.',
    'confirming:delete.password': 'Type Welkom-2026! in "Huidig wachtwoord": no error shows at the field.',
    'confirming:delete.confirm [hasPassword] → requesting':
      'With Welkom-2026! in "Huidig wachtwoord", press "Ja, verwijderen aanvragen" (the server has not answered yet).',
    'confirming:delete.confirm':
      'Empty "Huidig wachtwoord" and press "Ja, verwijderen aanvragen": "Vul uw huidige wachtwoord in" shows at the field, which has the focus; nothing is sent.',
    'requesting:xstate.done.actor.requestAccountDeletion → requested':
      'The server records the request; the message gets the focus.',
    'requesting:xstate.error.actor.requestAccountDeletion [isWrongPassword] → confirming':
      'The password reaches the server wrong (Verkeerd-2026!): the dialog stays open, "Het wachtwoord is niet juist. Probeer het opnieuw." shows at the emptied field, which has the focus; nothing is pending.',
    'requesting:xstate.error.actor.requestAccountDeletion → idle':
      'The server is unavailable (503): the message "Dienst tijdelijk niet beschikbaar" shows, the dialog closes and nothing is pending.',
  },
};
