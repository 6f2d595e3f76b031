import { publicRegionMachine } from '../../machines/public-region.machine';
import type { MachinePlan } from './plan-types';

/** Test plan of machines/public-region.machine.ts (product §1/§2 welcome page, §7 GET /regions/public, §8 silent). */
export const publicRegionPlan: MachinePlan = {
  name: 'public-region',
  machine: publicRegionMachine,
  setup:
    'Fresh reference server (region 20 allows booking without an account), not logged in; the app starts at the login page /login, language Nederlands. Each request for the region (GET /ticketing/regions/public) waits until the step that answers it.',
  options: {
    facts: { loaded: false },
    setsFacts: { 'loading:xstate.done.actor.loadPublicRegion → ready': { loaded: true } },
    factGuards: {
      'loading:xstate.error.actor.loadPublicRegion [hasRegion] → ready': (f) => f.loaded === true,
      'loading:xstate.error.actor.loadPublicRegion → failed': (f) => f.loaded !== true,
      // Another visit while loading: the welcome page must be on screen, so a region was loaded before.
      'loading:region.load': (f) => f.loaded === true,
    },
  },
  see: {
    idle: 'The login page "Inloggen"; the app has not asked for the region (no GET /regions/public).',
    loading:
      'The region is being asked for (one request). Before any region was loaded: "Bezig met laden…" on /. With a region loaded before: the welcome page "Welkom bij RegioTaxi" at once, as it was.',
    ready: 'The welcome page "Welkom bij RegioTaxi" with the card "Boeken zonder account", on /.',
    failed:
      'The login page "Inloggen" (/login): without a region there is no booking without an account; no error message.',
  },
  do: {
    'idle:region.load → loading': 'Open the welcome page: go to / (type the address).',
    'loading:region.load':
      'While the region is still being asked for, press "Inloggen", then the browser\'s Back button: the welcome page shows at once and no second request is sent.',
    'loading:xstate.done.actor.loadPublicRegion → ready':
      'The server answers with region 20 (booking without an account on).',
    'loading:xstate.error.actor.loadPublicRegion [hasRegion] → ready':
      'With a region loaded before, the server fails (503): nothing is shown (silent, §8) and the welcome page stays.',
    'loading:xstate.error.actor.loadPublicRegion → failed':
      'Before any region was loaded, the server fails (503): silently, the app goes on to /login.',
    'ready:region.load → loading':
      'Press "Inloggen", then the browser\'s Back button: the welcome page is back at once and asks for the region again.',
    'failed:region.load → loading':
      'Go to / again (type the address): "Bezig met laden…" while the region is asked for again (the failure is not carried over).',
  },
};
