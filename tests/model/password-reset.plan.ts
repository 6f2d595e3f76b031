import { passwordResetMachine } from '../../machines/account/password-reset.machine';
import type { MachinePlan } from './plan-types';

/** Test plan of machines/account/password-reset.machine.ts (product §2.1 /forgot and /change, §4, §5, §7, §8 checktoken). */
export const passwordResetPlan: MachinePlan = {
  name: 'password-reset',
  machine: passwordResetMachine,
  setup: 'Fresh reference server (seeded demo traveller demo@example.com), language Nederlands.',
  options: {
    initialFacts: [{ resetStep: false }, { resetStep: true }],
    factGuards: {
      'starting:always#0': (f) => f.resetStep === true,
      'starting:always#1': (f) => f.resetStep !== true,
    },
  },
  see: {
    starting: '(passes at once) The page decides which step it shows.',
    request: 'The page "Wachtwoord vergeten" (or, once the code is sent, "Nieuw wachtwoord instellen").',
    'request.editing': 'The field E-mailadres and the button "Code versturen", not busy.',
    'request.sending': 'The button "Code versturen" is busy while the server answers.',
    'request.sent':
      'The message "Als er een account is met dit e-mailadres, hebben wij er een code naartoe gestuurd." and the page "Nieuw wachtwoord instellen" with E-mailadres demo@example.com filled in.',
    reset: 'The page "Nieuw wachtwoord instellen" (or, once changed, the login page).',
    'reset.policy': 'The password checklist "Uw wachtwoord moet bestaan uit:".',
    'reset.policy.loading': 'The checklist shows the minimum only: "minimaal 8 tekens".',
    'reset.policy.loaded':
      'The checklist shows every rule of the server ("een kleine letter", "een hoofdletter", "een cijfer", …).',
    'reset.policy.failed': 'No error message; the checklist keeps the minimum only.',
    'reset.form':
      'The form with E-mailadres, Verificatiecode, Nieuw wachtwoord and Herhaal nieuw wachtwoord.',
    'reset.form.editing': 'The button "Wachtwoord wijzigen" is not busy; typed values stay.',
    'reset.form.checkingToken': 'The button "Wachtwoord wijzigen" is busy while the code is checked.',
    'reset.form.resetting': 'The button "Wachtwoord wijzigen" stays busy while the password is changed.',
    'reset.form.done':
      'The login page and the message "Uw wachtwoord is gewijzigd. U kunt nu inloggen met uw nieuwe wachtwoord." The new password works.',
  },
  do: {
    'starting:always#0':
      'A reset code was mailed to demo@example.com (it is in the dev outbox, /dev/outbox); open /change?email=demo%40example.com as the link in the mail does.',
    'starting:always#1': 'Open /forgot.',
    'request:form.change#0': 'Type "demo@" in E-mailadres: no error appears yet.',
    'request.editing:form.submit#0':
      'Type demo@example.com in E-mailadres and press "Code versturen" (the server has not answered yet).',
    'request.editing:form.submit#1':
      'Press "Code versturen" with E-mailadres empty: "Vul uw e-mailadres in" shows, nothing is sent.',
    'request.sending:xstate.done.actor.sendResetToken#0':
      'The server mails a reset code to demo@example.com (see the dev outbox).',
    'request.sending:xstate.error.actor.sendResetToken#0':
      'The server is unavailable (503): the message "Dienst tijdelijk niet beschikbaar" shows, the address stays.',
    'reset:form.change#0': 'Type "12a" in Verificatiecode: the field keeps the digits only ("12").',
    'reset.policy.loading:xstate.done.actor.loadPasswordPolicy#0': 'The server sends its password policy.',
    'reset.policy.loading:xstate.error.actor.loadPasswordPolicy#0':
      'The server cannot send the policy (503): silently, no message.',
    'reset.form.editing:form.submit#0':
      'Type the code from the mail in Verificatiecode, Westerdok-40A! in Nieuw wachtwoord and Herhaal nieuw wachtwoord, press "Wachtwoord wijzigen" (the server has not checked the code yet).',
    'reset.form.editing:form.submit#1':
      'Press "Wachtwoord wijzigen" with the code and passwords empty: "Vul de code in" shows, nothing is sent.',
    'reset.form.checkingToken:xstate.done.actor.checkToken#0':
      'The code has expired meanwhile (server clock +16 min): the server\'s refusal "Deze code is ongeldig of verlopen. Vraag een nieuwe code aan." shows (the same for a wrong or spent code) and nothing is changed.',
    'reset.form.checkingToken:xstate.done.actor.checkToken#1':
      'The server finds the code valid; the app sends the new password (the server has not answered yet).',
    'reset.form.checkingToken:xstate.error.actor.checkToken#0':
      'The server is unavailable (503): the message "Dienst tijdelijk niet beschikbaar" shows, everything typed stays.',
    'reset.form.resetting:xstate.done.actor.resetPassword#0': 'The server changes the password.',
    'reset.form.resetting:xstate.error.actor.resetPassword#0':
      'The server is unavailable (503): the message "Dienst tijdelijk niet beschikbaar" shows, the old password still works.',
  },
};
