import { authMachine } from '../../machines/auth.machine';
import type { MachinePlan } from './plan-types';

/**
 * Test plan of machines/auth.machine.ts (product §4.4 session: login, restore, refresh, logout). The user data it spawns
 * while signed in has a plan of its own: tests/model/user-data.plan.ts.
 */
export const authPlan: MachinePlan = {
  name: 'auth',
  machine: authMachine,
  setup:
    'Fresh reference server (seeded demo traveller demo@example.com / Welkom-2026! with pass numbers 2001000101 "Eigen pas" and 2001000102 "Begeleider"); open the app at /home, language Nederlands.',
  options: {
    facts: { acting: false },
    setsFacts: { 'signedIn:travellingFor.changed': { acting: true } },
    factGuards: {
      // The demo traveller's own pass-number dialog: not while the tab acts for someone else.
      'signedIn:passNumber.selected': (f) => f.acting !== true,
      'signedIn:travellingFor.changed': (f) => f.acting !== true,
    },
    unreachable: {
      'restoring:xstate.error.actor.loadStoredSession → signedOut':
        'loadStoredSession (readStoredSession) catches every storage and JSON failure and resolves null, so it never rejects',
      'signedOut.idle:login.submit':
        "the login page's form chart (machines/login-form.machine.ts, tests/model/login-form.plan.ts) refuses an incomplete form itself: the session receives login.submit only with both fields filled",
      'signedIn.active:token.rejected [isRejectedTokenCurrent] → signedOut':
        'every way into signedIn stores a refresh token (login/refresh answers always carry one; a stored session without one is not restored)',
    },
  },
  see: {
    restoring:
      'Nothing of the app yet: the session is being read from storage (no login form, no home page).',
    signedOut: 'The public pages (not the sidebar).',
    'signedOut.idle':
      'The login page "Inloggen" with the fields E-mailadres and Wachtwoord and an enabled "Inloggen" button.',
    'signedOut.submitting':
      'The login page with the "Inloggen" button busy and disabled while the server answers.',
    signedIn: 'The signed-in layout: the sidebar with Home, Rit boeken, Mijn ritten, Profiel, Uitloggen.',
    'signedIn.active': 'The page keeps working: no login page.',
    'signedIn.refreshing':
      'The page stays as it was while the session is renewed in the background (no login page, no error).',
  },
  do: {
    'restoring:xstate.done.actor.loadStoredSession [hasStoredSession] → signedIn':
      'Open the app with a stored session of the demo traveller (logged in before, pass number not chosen yet).',
    'restoring:xstate.done.actor.loadStoredSession → signedOut':
      'Open the app without a stored session (first visit).',
    'restoring:xstate.error.actor.loadStoredSession → signedOut': 'Reading the stored session fails.',
    'signedOut.idle:login.submit [isLoginFormComplete] → signedOut.submitting':
      'Type demo@example.com and Welkom-2026! and press "Inloggen" (the server has not answered yet).',
    'signedOut.idle:login.submit':
      'An incomplete form reaches the session (the login page never sends one: its form chart shows "Vul uw e-mailadres in" / "Vul uw wachtwoord in" first).',
    'signedOut.submitting:xstate.done.actor.login → signedIn':
      'The server accepts the credentials: the home page opens.',
    'signedOut.submitting:xstate.error.actor.login [isUserNotConfirmed] → signedOut.idle':
      'The server answers 403 UserNotConfirmed (account not activated): the activation page opens with the email filled in.',
    'signedOut.submitting:xstate.error.actor.login [isInvalidCredentials] → signedOut.idle':
      'The server refuses the password (401 InvalidCredentials): "Gebruikersnaam of wachtwoord is onjuist" shows, the email stays.',
    'signedOut.submitting:xstate.error.actor.login → signedOut.idle':
      "The server is unavailable (503): the server's message shows on the form.",
    'signedIn:logout → signedOut': 'Choose "Uitloggen" in the sidebar: the login page opens.',
    'signedIn:session.refreshed → signedIn.active':
      'Another tab of the browser renews the session and stores the new tokens: this tab takes them over without a request of its own and stays where it is.',
    'signedIn:session.ended → signedOut':
      'The traveller logs out in another tab of the browser: this tab opens the login page too, at once.',
    'signedIn:travellingFor.changed':
      'Riet de Vries (reiziger@example.com) makes the demo traveller her carer (invites, the demo accepts); the demo\'s profile is loaded again and "Reizen voor" shows. Choose "Riet de Vries": the band "U boekt voor Riet de Vries" shows, and the home page is loaded again as Riet, with her pass number 2001000109 (the stored session keeps the demo\'s own).',
    'signedIn:passNumber.selected':
      'The data loads; in "Kies een pasnummer", choose "Eigen pas (2001000101)": the session takes the pass number over, keeps it in the stored session, and the next requests carry X-Pass-Number 2001000101.',
    'signedIn.active:token.rejected [isRejectedTokenCurrent && hasRefreshToken] → signedIn.refreshing':
      'Wait until the access token has expired (server clock +16 min) and open "Mijn ritten": the server answers 401 and the app renews the session.',
    'signedIn.active:token.rejected [isRejectedTokenCurrent] → signedOut':
      'A request is refused and there is no refresh token.',
    'signedIn.refreshing:xstate.done.actor.refreshSession → signedIn.active':
      'The server renews the session: "Mijn ritten" opens without asking to log in again.',
    'signedIn.refreshing:xstate.error.actor.refreshSession [isTransientError] → signedIn.active':
      'The refresh gets no real answer (503, the service is briefly unavailable): the traveller stays signed in, no login page.',
    'signedIn.refreshing:xstate.error.actor.refreshSession → signedOut':
      'The server refuses the refresh token (401): the login page opens.',
  },
};
