import { connectivityMachine } from '../../machines/connectivity.machine';
import type { MachinePlan } from './plan-types';

/**
 * Test plan of machines/connectivity.machine.ts (the offline banner on every signed-in page, and the account's
 * offline snapshot read-only on /home and /my-trips). Fact: `signedOut` (the traveller logged out: the login page
 * shows, nothing of the account is left on the device).
 */
export const connectivityPlan: MachinePlan = {
  name: 'connectivity',
  machine: connectivityMachine,
  setup:
    'Fresh reference server; log in as the demo traveller (pass number 2001000101) and wait for the home page, language Nederlands. The browser reports being online. Loading the home page kept the account\'s snapshot on the device (IndexedDB "regiotaxi-offline"); reading it back waits for the next step.',
  options: {
    facts: { signedOut: false },
    setsFacts: {
      '(root):snapshot.forget': { signedOut: true },
      'offline.showing:snapshot.forget → offline.blank': { signedOut: true },
    },
    factGuards: {
      '(root):snapshot.save': (f) => !f.signedOut,
      '(root):snapshot.forget': (f) => !f.signedOut,
      'online:connectivity.offline → offline': (f) => !f.signedOut,
      'online:api.failed [isUnreachable] → offline': (f) => !f.signedOut,
      'offline:connectivity.online → online': (f) => !f.signedOut,
      'offline:api.reached → online': (f) => !f.signedOut,
      'offline.showing:snapshot.forget → offline.blank': (f) => !f.signedOut,
    },
  },
  see: {
    online:
      'No offline banner; the home page "Welkom, …" as usual. After a logout: the login page, and no snapshot of the account on the device.',
    offline:
      'The offline banner at the top of the signed-in page (none after a logout: the login page shows).',
    'offline.reading':
      'The banner "U bent offline. Wat u invult blijft bewaard; zodra er weer verbinding is, kunt u verder."; the page stays as it was while the snapshot is read.',
    'offline.showing':
      'The banner "U bent offline. Dit wisten we om 09:42." (the time the snapshot was taken); /home shows the budget and the next trip as kept (date, pick-up time and window, from, to, trip number, the number to call), and "Rit boeken", "Rit annuleren" and "Rit delen" are disabled, described by "Boeken, annuleren, beoordelen, betalen en delen kan alleen met een verbinding."',
    'offline.blank':
      'No usable snapshot: the banner "U bent offline. Wat u invult blijft bewaard; …" over the page as it was. After a logout: the login page, and no snapshot of the account on the device.',
  },
  do: {
    '(root):snapshot.save':
      'The app loads the user data again (as after a booking): the snapshot on the device is taken again, with the budget and the next trip.',
    '(root):snapshot.forget':
      'Press "Uitloggen": the login page shows and the account\'s snapshot is deleted from the device.',
    'online:connectivity.offline → offline':
      'Take the device offline (airplane mode; in Chromium DevTools "Offline"): the browser reports it.',
    'online:api.failed [isUnreachable] → offline':
      'The API stops answering (no answer at all) while the browser still reports being online, and the app loads the user data again: the load fails.',
    'offline:connectivity.online → online':
      'Bring the device back online: the banner goes and the user data is loaded again.',
    'offline:api.reached → online': 'A user-data load succeeds (the API answers again): the banner goes.',
    'offline.reading:xstate.done.actor.readSnapshot [isUsable] → offline.showing':
      "The device has the account's snapshot, not expired: it shows read-only under the banner with its time.",
    'offline.reading:xstate.done.actor.readSnapshot → offline.blank':
      'The device has no snapshot of the account (or only an expired one, which is deleted): the page stays as it was under the offline banner.',
    'offline.reading:xstate.error.actor.readSnapshot → offline.blank':
      'The device cannot read its store (IndexedDB refused): the page stays as it was under the offline banner.',
    'offline.showing:snapshot.forget → offline.blank':
      'While the snapshot shows, press "Uitloggen": the login page shows and the account\'s snapshot is deleted from the device.',
  },
};
