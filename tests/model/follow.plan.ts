import { followMachine } from '../../machines/trip/follow.machine';
import type { MachinePlan } from './plan-types';

const LOADED = 'loading:xstate.done.actor.fetchFollowedTrip → showing';
const LOAD_ENDED = 'loading:xstate.error.actor.fetchFollowedTrip [hasEnded] → ended';
const REFRESH_ENDED = 'showing.fetching:xstate.error.actor.fetchFollowedTrip [hasEnded] → ended';
const DIRECTIONS_FAILED = '(root):directions.failed';

/**
 * Test plan of machines/trip/follow.machine.ts (the public follow page of a share link; API extension
 * beyond the operator's API (product §10.10): GET /follow/{token}).
 */
export const followPlan: MachinePlan = {
  name: 'follow',
  machine: followMachine,
  setup:
    "Fresh reference server; Google Maps with a test key whose directions requests wait (fake script in jsdom). Riet de Vries (reiziger@example.com) shares RT-RIET0005 through the API (POST /ticketing/trip-shares/RT-RIET0005). For the live start the server clock is moved to 30 minutes before its departure (POST /dev/clock). Then, signed out, open /follow/<token> of that link, language Nederlands. The page's GET /follow/<token> waits until the first step.",
  options: {
    facts: { live: false, shown: false, ended: false, directionsFailed: false },
    // Starts: the trip tomorrow (no vehicle yet), and 30 minutes before pick-up (the vehicle on its way).
    initialFacts: [{}, { live: true }],
    setsFacts: {
      [LOADED]: { shown: true },
      [LOAD_ENDED]: { ended: true },
      [REFRESH_ENDED]: { ended: true },
      [DIRECTIONS_FAILED]: { directionsFailed: true },
    },
    factGuards: {
      // Only the live page has a map, whose first vehicle info issued one directions request (which waits).
      [DIRECTIONS_FAILED]: (f) => f.live === true && f.shown === true && !f.ended && !f.directionsFailed,
    },
  },
  see: {
    loading: 'The page "Gedeelde rit" with "De rit wordt geladen…".',
    failed:
      '"De rit kan nu niet worden geladen. Probeer het zo opnieuw." with the button "Opnieuw proberen".',
    showing:
      'The page "Rit van Riet": status "Bevestigd", "Ophalen" with the date and "tussen HH:MM en HH:MM", "Van" Rietmeent 73, Almere, "Naar" Stadhuisplein 21, Almere, "Verwachte aankomst"; nothing else of Riet (no surname, phone, other trips). Live start: "Het voertuig is onderweg naar het ophaaladres. Verwachte ophaaltijd: HH:MM.", the licence plate and the map; else "Vanaf 60 minuten voor het ophalen ziet u hier het voertuig op de kaart."',
    'showing.waiting': 'Nothing changes until the next refresh (5 s while live, else 30 s).',
    'showing.fetching': 'Nothing changes while GET /follow/<token> runs.',
    ended:
      '"Deze link werkt niet meer" with the reason in plain words: "De reiziger deelt deze rit niet meer." (stopped) or "Deze rit is geannuleerd." (cancelled); no trip details.',
  },
  do: {
    [DIRECTIONS_FAILED]: 'The driving-directions request of the map fails: nothing is shown (only logged).',
    [LOADED]: 'The server answers: the link works.',
    [LOAD_ENDED]:
      'Riet stops sharing (DELETE /ticketing/trip-shares/RT-RIET0005) before the answer: 410 ShareStopped.',
    'loading:xstate.error.actor.fetchFollowedTrip → failed': 'The request fails (503).',
    'failed:follow.retry → loading': 'Press "Opnieuw proberen".',
    'showing.waiting:xstate.after.followInterval → showing.fetching':
      'Wait for the next refresh (5 s while live, else 30 s).',
    'showing.fetching:xstate.done.actor.fetchFollowedTrip → showing.waiting':
      'The server answers the refresh.',
    [REFRESH_ENDED]:
      'The trip is cancelled (DELETE /ticketing/trips/cancel/RT-RIET0005; live start, within the hour: Riet stops sharing instead) before the refresh is answered: 410.',
    'showing.fetching:xstate.error.actor.fetchFollowedTrip → showing.waiting':
      'The refresh fails (503): nothing is shown (silent); the page keeps the last answer.',
  },
};
