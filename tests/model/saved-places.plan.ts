import { savedPlacesMachine } from '../../machines/saved-places.machine';
import type { MachinePlan } from './plan-types';

/**
 * Test plan of machines/saved-places.machine.ts ("Saved places"; API extension beyond the operator's API, product §10.10:
 * GET, POST /users/saved-places, PATCH and DELETE /users/saved-places/{placeId}).
 */
export const savedPlacesPlan: MachinePlan = {
  name: 'saved-places',
  machine: savedPlacesMachine,
  setup:
    'Fresh reference server; reiziger@example.com (Riet de Vries) has saved "Dagbesteding" (Westerdoksdijk 40A, Amsterdam) and "Werk" (Stenen Hoofd 1, Amsterdam) through the API. Log in, open /profile and the tab "Opgeslagen adressen". Language Nederlands. The list request (GET /users/saved-places) waits until the first step.',
  options: {
    facts: { editing: false },
    setsFacts: {
      'list:edit.start [isKnownPlace]': { editing: true },
      'list:edit.cancel': { editing: false },
      'saving:xstate.done.actor.saveSavedPlace → list': { editing: false },
    },
    factGuards: {
      // "Annuleren" is only shown in edit mode.
      'list:edit.cancel': (f) => f.editing === true,
    },
  },
  see: {
    loading: 'The tab "Opgeslagen adressen" shows "Opgeslagen adressen laden…".',
    unavailable:
      'No tab "Opgeslagen adressen": the server has no saved places (404); the other tabs work as before.',
    failed: '"Uw opgeslagen adressen kunnen niet worden geladen." with the button "Opnieuw proberen".',
    list: 'The form "Adres toevoegen" (in edit mode "Dagbesteding wijzigen") with Naam, Adres and "Adres opslaan" (not busy), and the list "Uw opgeslagen adressen" with each place\'s name and address and "Wijzigen" / "Verwijderen"; no dialog.',
    saving: '"Adres opslaan" is busy while the server answers.',
    confirmingDelete:
      'The dialog "Adres verwijderen" asking "Weet u zeker dat u Werk wilt verwijderen?" with "Annuleren" and "Verwijderen".',
    deleting: 'The dialog stays open with "Verwijderen" busy while the server answers.',
  },
  do: {
    'loading:xstate.done.actor.listSavedPlaces → list': 'The server answers the list: Dagbesteding and Werk.',
    'loading:xstate.error.actor.listSavedPlaces [isMissingEndpoint] → unavailable':
      'The server has no saved places: GET /users/saved-places answers 404.',
    'loading:xstate.error.actor.listSavedPlaces → failed': 'GET /users/saved-places fails (503).',
    'failed:places.retry → loading': 'Press "Opnieuw proberen" (the server has not answered yet).',
    'list:form.change': 'Type "Thuis" in Naam: no error appears yet.',
    'list:form.submit [canSubmit] → saving':
      'Type Naam "Thuis" and pick "Silodam 1A, Amsterdam" in Adres (type "Silodam 1A", choose the option) — or, in edit mode, change Naam to "Dagbesteding Noord" — and press "Adres opslaan" (the server has not answered yet).',
    'list:form.submit':
      'Empty Naam and press "Adres opslaan": "Vul een naam in" shows under Naam, nothing is sent.',
    'list:edit.start [isKnownPlace]':
      'Press "Wijzigen" next to Dagbesteding: the form becomes "Dagbesteding wijzigen", filled with its name and address.',
    'list:edit.cancel': 'Press "Annuleren": the form is "Adres toevoegen" again, empty.',
    'list:delete.request [isKnownPlace] → confirmingDelete': 'Press "Verwijderen" next to Werk.',
    'saving:xstate.done.actor.saveSavedPlace → list':
      'The server saves the place: "… is opgeslagen." shows, the place is listed and the form is empty.',
    'saving:xstate.error.actor.saveSavedPlace [isMissingEndpoint] → unavailable':
      'The save answers 404 without naming a place (the server has no saved places): the tab disappears.',
    'saving:xstate.error.actor.saveSavedPlace → list':
      'The server refuses the name (400 DuplicateSavedPlaceName): Naam says "U heeft al een adres met deze naam", the form keeps its values.',
    'confirmingDelete:delete.confirm → deleting':
      'Press "Verwijderen" in the dialog (the server has not answered yet).',
    'confirmingDelete:delete.cancel → list': 'Press "Annuleren": the dialog closes, Werk stays listed.',
    'deleting:xstate.done.actor.deleteSavedPlace → list':
      'The server deletes Werk: the dialog closes, Werk is gone.',
    'deleting:xstate.error.actor.deleteSavedPlace → list':
      'Deleting fails (503): the dialog closes, "Het adres kan niet worden verwijderd. Probeer het opnieuw." shows, Werk stays listed.',
  },
};
