import { userDataMachine } from '../../machines/user-data.machine';
import type { MachinePlan } from './plan-types';

/**
 * Test plan of machines/user-data.machine.ts (product §4.4 user data after login, pass numbers at login;
 * retries on a flaky network), the child the session (tests/model/auth.plan.ts) runs while signed in. Facts: `loaded` (the first
 * batch arrived, so the pass-number dialog and the greeting are there), `passRemoved` (the traveller's second pass
 * number was removed on the server), `nextTripOnly` (the load in flight asks only for the upcoming trip, a part
 * that is not retried: its failure stays silent without an automatic retry).
 */
export const userDataPlan: MachinePlan = {
  name: 'user-data',
  machine: userDataMachine,
  setup:
    'Fresh reference server (seeded demo traveller demo@example.com / Welkom-2026! with pass numbers 2001000101 "Eigen pas" and 2001000102 "Begeleider"); the traveller logged in before (stored session, no pass number chosen) and opens the app at /home, language Nederlands; the user-data requests (GET /ticketing/users, /users/budget, /trips/next, /locations/user/recent, /regions) wait for the next step.',
  options: {
    facts: { loaded: false, passRemoved: false, nextTripOnly: false, notice: false, noticeGiven: false },
    setsFacts: {
      'loading:xstate.done.actor.loadUserData [needsDecidedPassBudget] → loading': {
        loaded: true,
        passRemoved: true,
        nextTripOnly: false,
      },
      'loading:xstate.done.actor.loadUserData → idle': { loaded: true, nextTripOnly: false },
      'loading:xstate.error.actor.loadUserData → idle': { nextTripOnly: false },
      '(root):userData.reload → loading': { nextTripOnly: true },
      '(root):passNumber.select → loading': { nextTripOnly: false },
      '(root):userData.retry → loading': { nextTripOnly: false },
      '(root):language.switched [isLanguageNoticeDue]': { notice: true, noticeGiven: true },
      '(root):languageNotice.dismiss': { notice: false },
    },
    factGuards: {
      // The product §4 rules run once per session, at its first profile.
      'loading:xstate.done.actor.loadUserData [needsDecidedPassBudget] → loading': (f) => !f.loaded,
      'loading:xstate.error.actor.loadUserData → idle': (f) =>
        f.loaded === true && !f.passRemoved && f.nextTripOnly === true,
      '(root):passNumber.select → loading': (f) => f.loaded === true && !f.passRemoved,
      '(root):passNumber.dismiss': (f) => f.loaded === true && !f.passRemoved,
      '(root):userData.update': (f) => f.loaded === true && !f.passRemoved,
      '(root):userData.retry → loading': (f) => f.loaded === true && !f.passRemoved,
      // The account's language is applied with the first profile; its notice is given once per session.
      '(root):language.switched [isLanguageNoticeDue]': (f) =>
        f.loaded === true && !f.passRemoved && !f.noticeGiven,
      '(root):languageNotice.dismiss': (f) => f.notice === true,
    },
  },
  see: {
    loading:
      'The signed-in page stays as it is, without an error message, while the requests for the missing parts are under way.',
    idle: 'Nothing is loading any more; once the profile is there the home page greets "Welkom, Demo".',
  },
  do: {
    '(root):language.switched [isLanguageNoticeDue]':
      'The account\'s language replaced the page\'s at login (the app reports it after applying the profile\'s language): above the page "Getoond in het Nederlands, de taal van uw account." with the link "Wijzig de taal in uw profiel".',
    '(root):languageNotice.dismiss':
      'Close "Kies een pasnummer" if it is open (Escape), then press "Melding sluiten" in the notice: it goes away.',
    '(root):passNumber.select → loading':
      'In "Kies een pasnummer", choose "Eigen pas (2001000101)" (or choose it in the budget card\'s "Pasnummer" list): the dialog closes and the budget of that pass is asked for.',
    '(root):passNumber.dismiss':
      'Close "Kies een pasnummer" without choosing (Escape): the dialog closes, the budget card offers "Kies een pasnummer", and it does not come back in this session.',
    '(root):userData.reload → loading':
      'The app reloads the upcoming trip (as after cancelling a trip): GET /ticketing/trips/next is asked again (together with anything still loading).',
    '(root):userData.retry → loading':
      'The region fails to load once (503) when the app reloads it: a second later the app asks for it again by itself (a second GET /ticketing/regions), without a message.',
    '(root):userData.update':
      'The app replaces the profile (as after editing it on /profile): the greeting shows the new first name, "Welkom, Johanna".',
    'loading:xstate.done.actor.loadUserData [needsDecidedPassBudget] → loading':
      'The traveller has one pass number only (2001000102 removed on the server) and the first batch asks the budget of 2001000102 (as when the device remembered it): 2001000101 is chosen automatically, no dialog, and its budget is asked once more.',
    'loading:xstate.done.actor.loadUserData → idle':
      'The data arrives (two pass numbers): "Welkom, Demo" and the dialog "Kies een pasnummer" show. (With one pass number its budget comes in the same batch: no second budget request.)',
    'loading:xstate.error.actor.loadUserData → idle':
      'The server fails the upcoming-trip request (503): silently, no error message, the home page stays as it was, and nothing is asked again by itself (the upcoming trip is not a required part; a failed profile, budget or region is asked again after 1, 2 and 4 s).',
  },
};
