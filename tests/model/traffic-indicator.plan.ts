import { trafficIndicatorMachine } from '../../machines/booking/traffic-indicator.machine';
import type { MachinePlan } from './plan-types';

/** Test plan of machines/booking/traffic-indicator.machine.ts (product §2.4 traffic badge, §7 POST /traffic-indicator/check, §8). */
export const trafficIndicatorPlan: MachinePlan = {
  name: 'traffic-indicator',
  machine: trafficIndicatorMachine,
  setup:
    'Fresh reference server; log in as the demo traveller (pass number 2001000101), wait for the home page, then open "Rit boeken" (/book-trip), language Nederlands. The badge sits under "Tijd".',
  options: {
    // Start 1: the region has the traffic indicator on (seed); start 2: PATCH /dev/region turned it off first.
    initialFacts: [{ enabled: true }, { enabled: false }],
    factGuards: {
      'starting:always [isActive] → debouncing': (f) => f.enabled === true,
      'starting:always → off': (f) => f.enabled !== true,
      '(root):traffic.update [wantsCheck] → debouncing': (f) => f.enabled === true,
    },
  },
  see: {
    starting: '(passes at once) The form decides whether a badge is wanted.',
    off: 'No traffic badge under "Tijd", and no traffic check is sent.',
    debouncing: 'No traffic badge yet; the app waits 400 ms before asking the server.',
    checking: 'No traffic badge yet; one traffic check for the chosen time is on its way.',
    shown: 'The badge "Verwachte drukte: Rustig", "… Gemiddeld" or "… Druk" under "Tijd".',
    hidden: 'No traffic badge (the check failed; nothing else is shown, product §8).',
  },
  do: {
    '(root):traffic.update [isUnchanged]':
      'Change something other than the date and time: in "Van", choose "Silodam 1A, Amsterdam". The badge state stays as it was; no new check.',
    '(root):traffic.update [wantsCheck] → debouncing': 'Set "Tijd" one hour later.',
    '(root):traffic.update → off': 'Empty "Tijd" (no valid time): the badge disappears and no check is sent.',
    'starting:always [isActive] → debouncing':
      'The region has the traffic indicator on and the form has its default (valid) time.',
    'starting:always → off':
      'The region has the traffic indicator off (set before logging in: PATCH /dev/region `isTrafficIndicatorEnabled: false`).',
    'debouncing:xstate.after.debounce → checking': 'Wait 400 ms: the traffic check for the time is sent.',
    'checking:xstate.done.actor.checkTraffic → shown': 'The server answers the traffic check.',
    'checking:xstate.error.actor.checkTraffic → hidden': 'The traffic check fails (503).',
  },
};
