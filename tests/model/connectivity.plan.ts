import { connectivityMachine } from '../../machines/connectivity.machine';
import type { MachinePlan } from './plan-types';

/** Test plan of machines/connectivity.machine.ts (the offline banner on every signed-in page). */
export const connectivityPlan: MachinePlan = {
  name: 'connectivity',
  machine: connectivityMachine,
  setup:
    'Fresh reference server; log in as the demo traveller (pass number 2001000101) and wait for the home page, language Nederlands. The browser reports being online.',
  options: {},
  see: {
    online: 'No offline banner; the home page "Welkom, …" as usual.',
    offline:
      'The banner "U bent offline. Wat u invult blijft bewaard; zodra er weer verbinding is, kunt u verder." at the top of the page, which stays usable.',
  },
  do: {
    'online:connectivity.offline#0':
      'Take the device offline (airplane mode; in Chromium DevTools "Offline"): the browser reports it.',
    'offline:connectivity.online#0': 'Bring the device back online: the banner goes.',
  },
};
