import { travelPreferencesMachine } from '../../machines/travel-preferences.machine';
import type { MachinePlan } from './plan-types';

/**
 * Test plan of machines/travel-preferences.machine.ts ("Travel preferences"; API extension:
 * GET and PUT /users/travel-preferences).
 */
export const travelPreferencesPlan: MachinePlan = {
  name: 'travel-preferences',
  machine: travelPreferencesMachine,
  setup:
    'Fresh reference server; log in as reiziger@example.com (Riet de Vries), open "Profiel" (/profile) and choose the tab "Reisvoorkeuren". Language Nederlands. The page asks the server for the travel preferences (GET /users/travel-preferences); that answer waits until the first step.',
  options: {},
  see: {
    loading: 'The tab "Reisvoorkeuren" is there; its panel says "Bezig met laden…".',
    unavailable:
      'No tab "Reisvoorkeuren": the server has no travel preferences (404); the other tabs work, and a new booking starts with the form\'s own defaults.',
    loadFailed: '"Uw reisvoorkeuren konden niet worden geladen." with the button "Opnieuw proberen".',
    ready:
      'The tab shows "Meereizenden (12 jaar of ouder)", "Kinderen (0 tot en met 11 jaar)", the take-along checkboxes under "Wat neemt u mee?", "Bel mij voor het ophalen", "Betaalmethode" and "Voorkeuren opslaan".',
    'ready.editing': '"Voorkeuren opslaan" can be pressed.',
    'ready.saving': '"Voorkeuren opslaan" is busy while the preferences are saved.',
    'ready.saved':
      'The message "Voorkeuren opgeslagen"; a new booking (/book-trip) starts with these companions, children, items, call and payment.',
    'ready.saveFailed':
      "The server's error as a message; the choices stay as they were, and can be saved again.",
  },
  do: {
    'loading:xstate.done.actor.getTravelPreferences → ready': 'The server answers the preferences.',
    'loading:xstate.error.actor.getTravelPreferences [isMissingEndpoint] → unavailable':
      'The server has no travel preferences: GET /users/travel-preferences answers 404.',
    'loading:xstate.error.actor.getTravelPreferences → loadFailed':
      'GET /users/travel-preferences fails (503).',
    'loadFailed:preferences.retry → loading': 'Press "Opnieuw proberen".',
    'ready:preferences.change → ready.editing': 'Choose another number of "Meereizenden (12 jaar of ouder)".',
    'ready.editing:preferences.save → ready.saving': 'Press "Voorkeuren opslaan".',
    'ready.saving:xstate.done.actor.updateTravelPreferences → ready.saved':
      'The server stores the preferences.',
    'ready.saving:xstate.error.actor.updateTravelPreferences → ready.saveFailed':
      'The server refuses them (400, e.g. a payment method the region does not offer).',
    'ready.saved:preferences.save → ready.saving': 'Press "Voorkeuren opslaan" again.',
    'ready.saveFailed:preferences.save → ready.saving': 'Press "Voorkeuren opslaan" again.',
  },
};
