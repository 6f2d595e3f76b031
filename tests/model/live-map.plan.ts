import { liveMapMachine } from '../../machines/trip/live-map.machine';
import type { MachinePlan } from './plan-types';

const DONE_COMPLETED =
  'polling.fetching:xstate.done.actor.fetchVehiclePosition [isCompleted] → polling.finished';
const DONE = 'polling.fetching:xstate.done.actor.fetchVehiclePosition → polling.waiting';

/**
 * Test plan of machines/trip/live-map.machine.ts (product §2.3 live map card of /home, §4 vehicle status progression, §7 GET
 * /trips/{id}/vehicles/position, §8 silent position errors, §9 map throttle 500 ms and position poll 5 s).
 */
export const liveMapPlan: MachinePlan = {
  name: 'live-map',
  machine: liveMapMachine,
  setup:
    'Fresh reference server; Google Maps with a test key whose directions requests wait (fake script in jsdom); log in as reiziger@example.com on /profile, move the server clock (POST /dev/clock) to 30 minutes before the departure of RT-RIET0005 — or, for the start after the ride, to 1 minute after its arrival — then open the home page (/home), language Nederlands. The first GET /trips/{id}/vehicles/position of the live map card waits until the step that answers it.',
  options: {
    facts: { completed: false, throttle: false, directions: false },
    // Starts: 30 minutes before departure (vehicle on its way to the pick-up), and 1 minute after arrival.
    initialFacts: [{}, { completed: true }],
    joint: {
      // The done event raises vehicle.received, which the updates region takes in the same step.
      'updates.ready:vehicle.received → updates.throttled': [DONE_COMPLETED, DONE],
      'updates.throttled:vehicle.received': [DONE_COMPLETED, DONE],
    },
    setsFacts: {
      [DONE_COMPLETED]: { throttle: true },
      // The first vehicle info issues a directions request (route seq 1), which waits in the fake script.
      [DONE]: { throttle: true, directions: true },
      'updates.throttled:xstate.after.mapThrottle → updates.ready': { throttle: false },
      '(root):directions.failed': { directions: false },
    },
    factGuards: {
      [DONE_COMPLETED]: (f) => f.completed === true,
      [DONE]: (f) => f.completed !== true,
      // The 5 s poll starts together with the 500 ms throttle: the throttle always ends first.
      'polling.waiting:xstate.after.positionInterval → polling.fetching': (f) => f.throttle !== true,
      // Only a directions request that was issued can fail (the first vehicle info issues one; completed: none).
      '(root):directions.failed': (f) => f.directions === true,
    },
    unreachable: {
      'updates.throttled:vehicle.received':
        'vehicle.received has one sender in the app, the polling region (no push source exists); the next one needs a new position answer, i.e. the 5 s positionInterval, which starts in the same step as the 500 ms mapThrottle and therefore always ends after it: the updates region is back in ready by then',
      'updates.throttled:xstate.after.mapThrottle [hasPending] → updates.throttled':
        'hasPending needs a vehicle.received during the throttle (updates.throttled:vehicle.received), which the app cannot produce (see there)',
    },
  },
  see: {
    polling: '(background) The vehicle position is asked every 5 seconds.',
    'polling.fetching': 'Nothing changes while GET /trips/{id}/vehicles/position runs.',
    'polling.waiting': 'Nothing changes until the next position request (5 s).',
    'polling.finished':
      'The header says "U bent aangekomen"; no more position requests are sent (the ride is over).',
    updates: 'The live map card "Uw volgende rit" with the header, the map and the info icon "Ritdetails".',
    'updates.ready':
      'The header shows the latest vehicle info ("Uw rit begint binnenkort" before the first answer).',
    'updates.throttled':
      'The header shows the vehicle info just received ("Verwachte ophaaltijd: HH:MM" with the licence plate, or "U bent aangekomen").',
    details: '(background) The trip-details dialog of the card.',
    'details.closed': 'No dialog.',
    'details.open': 'The dialog "Ritgegevens" of RT-RIET0005.',
  },
  do: {
    '(root):directions.failed':
      'The driving-directions request of the map fails: nothing is shown (only logged), the card stays.',
    [DONE_COMPLETED]: 'The server answers the position request: the ride is completed.',
    [DONE]: 'The server answers the position request: the vehicle is on its way to the pick-up address.',
    'polling.fetching:xstate.error.actor.fetchVehiclePosition → polling.waiting':
      'The position request fails (503): nothing is shown (silent, product §8); the card stays.',
    'polling.waiting:xstate.after.positionInterval → polling.fetching':
      'Wait 5 seconds: the next position request is sent.',
    'updates.ready:vehicle.received → updates.throttled':
      '(with the answer) The card applies the vehicle info at once.',
    'updates.throttled:vehicle.received':
      'Vehicle info arrives within 500 ms of the last applied one: it is kept for later.',
    'updates.throttled:xstate.after.mapThrottle [hasPending] → updates.throttled':
      'After 500 ms the kept vehicle info is applied.',
    'updates.throttled:xstate.after.mapThrottle → updates.ready':
      'Wait 500 ms: the map accepts new vehicle info at once again.',
    'details.closed:details.open → details.open': 'Press the info icon "Ritdetails".',
    'details.open:details.close → details.closed': 'Press "Sluiten" in the dialog.',
  },
};
