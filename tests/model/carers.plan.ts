import { carersMachine } from '../../machines/account/carers.machine';
import type { MachinePlan } from './plan-types';

/**
 * Test plan of machines/account/carers.machine.ts (the profile tab "Mantelzorgers"; API extension beyond the
 * operator's API, product §10.12 "Carers": GET/POST /carers, DELETE /carers/{carerId}, GET /carer/travellers,
 * DELETE /carer/travellers/{username}).
 */
export const carersPlan: MachinePlan = {
  name: 'carers',
  machine: carersMachine,
  setup:
    'Fresh reference server; reiziger@example.com (Riet de Vries, the carer of Maria Maandfactuur as a manager in the seed) has invited demo@example.com as a carer who may follow her trips, through the API. Log in as Riet, open /profile and the tab "Mantelzorgers". Language Nederlands. The list request (GET /carers) waits until the first step.',
  options: {},
  see: {
    loading: 'The tab "Mantelzorgers" shows "Mantelzorgers laden…".',
    unavailable: 'No tab "Mantelzorgers": the server has no carers (404); the other tabs work as before.',
    failed: '"Uw mantelzorgers kunnen nu niet worden geladen." with the button "Opnieuw proberen".',
    list: '"Uw mantelzorgers" lists demo@example.com with "Rol: Mag mijn ritten volgen", "Status: Uitgenodigd" and "Verwijderen"; the form "Mantelzorger uitnodigen" with "E-mailadres van de mantelzorger", the choice "Wat mag de mantelzorger?" and "Uitnodiging versturen" (not busy); while Riet helps Maria, "Mensen die ik help" lists Maria Maandfactuur with "Rol: U mag ritten boeken en beheren" and "Stoppen". No dialog.',
    inviting: '"Uitnodiging versturen" is busy while the server answers.',
    confirmingRemove:
      'The dialog "Mantelzorger verwijderen" asking "Weet u zeker dat u demo@example.com wilt verwijderen? …" with "Annuleren" and "Verwijderen".',
    removing: 'The dialog stays open with "Verwijderen" busy while the server answers.',
    confirmingStop:
      'The dialog "Stoppen als mantelzorger" asking "Weet u zeker dat u wilt stoppen als mantelzorger van Maria Maandfactuur? …" with "Annuleren" and "Stoppen".',
    stopping: 'The dialog stays open with "Stoppen" busy while the server answers.',
  },
  do: {
    'loading:xstate.done.actor.loadCarers → list': 'The server answers the lists.',
    'loading:xstate.error.actor.loadCarers [isMissingEndpoint] → unavailable':
      'The server has no carers: GET /carers answers 404.',
    'loading:xstate.error.actor.loadCarers → failed': 'GET /carers fails (503).',
    'failed:carers.retry → loading': 'Press "Opnieuw proberen" (the server has not answered yet).',
    'list:form.change':
      'Choose "Mag ritten voor mij boeken en beheren" and type "anna" in the e-mail field: no error appears yet.',
    'list:form.submit [isFormValid] → inviting':
      'Type "anna.jansen@example.com", choose "Mag ritten voor mij boeken en beheren" and press "Uitnodiging versturen" (the server has not answered yet).',
    'list:form.submit':
      'Type "anna@" and press "Uitnodiging versturen": "Vul een geldig e-mailadres in, …" shows under the field, which gets focus; nothing is sent.',
    'list:remove.request [isKnownCarer] → confirmingRemove': 'Press "Verwijderen" next to demo@example.com.',
    'list:stop.request [isKnownTraveller] → confirmingStop': 'Press "Stoppen" next to Maria Maandfactuur.',
    'inviting:xstate.done.actor.inviteCarer → list':
      'The server sends the invitation: "De uitnodiging is verstuurd naar anna.jansen@example.com." shows, Anna is listed as "Uitgenodigd" with "Mag ritten voor mij boeken en beheren", the field is empty.',
    'inviting:xstate.error.actor.inviteCarer → list':
      'The server refuses (409 CarerAlreadyInvited): the field says "Deze persoon is al uitgenodigd of is al uw mantelzorger", keeps what was typed and gets focus.',
    'confirmingRemove:remove.confirm → removing':
      'Press "Verwijderen" in the dialog (the server has not answered yet).',
    'confirmingRemove:remove.cancel → list':
      'Press "Annuleren": the dialog closes, demo@example.com stays listed.',
    'removing:xstate.done.actor.removeCarer → list':
      'The server removes the carer: the dialog closes, demo@example.com is gone, "U heeft nog geen mantelzorgers." shows.',
    'removing:xstate.error.actor.removeCarer → list':
      'Removing fails (503): the dialog closes, "De mantelzorger kan nu niet worden verwijderd. Probeer het opnieuw." shows, demo@example.com stays listed.',
    'confirmingStop:stop.confirm → stopping':
      'Press "Stoppen" in the dialog (the server has not answered yet).',
    'confirmingStop:stop.cancel → list': 'Press "Annuleren": the dialog closes, Maria stays listed.',
    'stopping:xstate.done.actor.stopCaring → list':
      'The server ends the link: the dialog closes and "Mensen die ik help" is gone (Riet helps nobody now).',
    'stopping:xstate.error.actor.stopCaring → list':
      'Stopping fails (503): the dialog closes, "Stoppen is nu niet gelukt. Probeer het opnieuw." shows, Maria stays listed.',
  },
};
