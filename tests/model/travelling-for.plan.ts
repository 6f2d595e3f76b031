import { travellingForMachine } from '../../machines/travelling-for.machine';
import type { MachinePlan } from './plan-types';

/** Test plan of machines/travelling-for.machine.ts (product §10.12 Carers: acting for a traveller). */
export const travellingForPlan: MachinePlan = {
  name: 'travelling-for',
  machine: travellingForMachine,
  setup:
    'Fresh reference server: Riet (reiziger@example.com / Welkom-2026!, pass 2001000109) is the managing carer of Maria Maandfactuur (maand@example.com, pass 2001000108). Riet has logged in before; open the app at /home, language Nederlands.',
  options: {
    initialFacts: [
      { acting: false, message: false, linked: true },
      { acting: true, message: false, linked: true },
    ],
    setsFacts: {
      'ready:travellingFor.choose [isKnownChoice]': { acting: true },
      '(root):travellingFor.refused [isChosenRefused] → loading': {
        acting: false,
        message: true,
        linked: false,
      },
      'loading:xstate.done.actor.loadTravellers [isChosenGone] → ready': {
        acting: false,
        message: true,
        linked: false,
      },
      '(root):travellingFor.dismiss': { message: false },
    },
    factGuards: {
      'checking:always [isActingFor] → loading': (f) => f.acting === true,
      'checking:always → waiting': (f) => f.acting !== true,
      'ready:travellingFor.choose [isKnownChoice]': (f) => f.acting !== true && f.linked === true,
      '(root):travellingFor.refused [isChosenRefused] → loading': (f) => f.acting === true,
      'loading:xstate.done.actor.loadTravellers [isChosenGone] → ready': (f) => f.acting === true,
      'loading:xstate.done.actor.loadTravellers → ready': (f) => f.acting !== true,
      '(root):travellingFor.dismiss': (f) => f.message === true,
      // Only the account's own profile tells the chart (a tab acting for Maria loads Maria's).
      'failed:travellingFor.profile [isCarer] → loading': (f) => f.acting !== true,
    },
  },
  see: {
    checking: '(passes at once) The app looks whether this tab was acting for someone before the reload.',
    waiting:
      'The home page without "Reizen voor": the app waits for Riet\'s own profile to know whether she acts for anyone.',
    loading:
      'The home page without "Reizen voor" while the list of travellers is asked (GET /carer/travellers).',
    failed: 'The home page without "Reizen voor" and without an error message (silent).',
    ready:
      'At the top of every page "Reizen voor" with "Mijzelf" and "Maria Maandfactuur"; while acting for Maria the band "U boekt voor Maria Maandfactuur". After Maria stopped sharing: "Maria Maandfactuur deelt geen ritten meer met u." with "Sluiten", and no band.',
  },
  do: {
    'checking:always [isActingFor] → loading':
      'This tab acted for Maria before the reload (sessionStorage `regiotaxi.actingFor`): the app asks the list at once, with X-Acting-For from the first request.',
    'checking:always → waiting': 'This tab acted for nobody (first visit of the tab).',
    'waiting:travellingFor.profile [isCarer] → loading':
      "Riet's profile arrives (GET /users says isCarer: true): the app asks which travellers she acts for.",
    'loading:xstate.done.actor.loadTravellers [isChosenGone] → ready':
      'Maria removed Riet while the tab was closed: the list comes back without Maria; the tab goes back to "Mijzelf" and says "Maria Maandfactuur deelt geen ritten meer met u.".',
    'loading:xstate.done.actor.loadTravellers → ready':
      'The list arrives with Maria: "Reizen voor" shows with "Mijzelf" selected.',
    'loading:xstate.error.actor.loadTravellers → failed':
      'The server is unavailable (503): no chooser, no message (silent, §8).',
    'failed:travellingFor.profile [isCarer] → loading':
      "Riet's profile is loaded again (e.g. after editing it): the app asks the list again.",
    'ready:travellingFor.choose [isKnownChoice]':
      'Choose "Maria Maandfactuur" in "Reizen voor": the band "U boekt voor Maria Maandfactuur" shows and the home page reloads with Maria\'s budget (pass 2001000108).',
    '(root):travellingFor.refused [isChosenRefused] → loading':
      'Maria removes Riet as her carer (in her profile); Riet\'s next request for Maria is refused (403 NotActingForTraveller): the tab goes back to "Mijzelf" and says "Maria Maandfactuur deelt geen ritten meer met u.".',
    '(root):travellingFor.dismiss': 'Press "Sluiten" beside the message: it goes.',
  },
};
