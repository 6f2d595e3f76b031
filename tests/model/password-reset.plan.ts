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
      'starting:always [isResetStep] → reset': (f) => f.resetStep === true,
      'starting:always → request': (f) => f.resetStep !== true,
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
    'reset.editing':
      'The form with E-mailadres, Verificatiecode, Nieuw wachtwoord and Herhaal nieuw wachtwoord; the button "Wachtwoord wijzigen" is not busy; typed values stay.',
    'reset.checkingToken':
      'The same form; the button "Wachtwoord wijzigen" is busy while the code is checked.',
    'reset.resetting':
      'The same form; the button "Wachtwoord wijzigen" stays busy while the password is changed.',
    'reset.done':
      'The login page and the message "Uw wachtwoord is gewijzigd. U kunt nu inloggen met uw nieuwe wachtwoord." The new password works.',
  },
  do: {
    'starting:always [isResetStep] → reset':
      'A reset code was mailed to demo@example.com (it is in the dev outbox, /dev/outbox); open /change?email=demo%40example.com as the link in the mail does.',
    'starting:always → request': 'Open /forgot.',
    'request:form.change': 'Type "demo@" in E-mailadres: no error appears yet.',
    'request.editing:form.submit [isEmailValid] → request.sending':
      'Type demo@example.com in E-mailadres and press "Code versturen" (the server has not answered yet).',
    'request.editing:form.submit':
      'Press "Code versturen" with E-mailadres empty: "Vul uw e-mailadres in" shows, nothing is sent.',
    'request.sending:xstate.done.actor.sendResetToken → request.sent':
      'The server mails a reset code to demo@example.com (see the dev outbox).',
    'request.sending:xstate.error.actor.sendResetToken → request.editing':
      'The server is unavailable (503): the message "Dienst tijdelijk niet beschikbaar" shows, the address stays.',
    'reset:form.change': 'Type "12a" in Verificatiecode: the field keeps the digits only ("12").',
    'reset:policy.loaded':
      'The password checklist "Uw wachtwoord moet bestaan uit:" shows the minimum only ("minimaal 8 tekens"); the server sends its password policy (the password-policy chart reports it): the checklist shows every rule of the server ("een kleine letter", "een hoofdletter", "een cijfer", …).',
    'reset.editing:form.submit [isResetFormValid] → reset.checkingToken':
      'Type the code from the mail in Verificatiecode, Westerdok-40A! in Nieuw wachtwoord and Herhaal nieuw wachtwoord, press "Wachtwoord wijzigen" (the server has not checked the code yet).',
    'reset.editing:form.submit':
      'Press "Wachtwoord wijzigen" with the code and passwords empty: "Vul de code in" shows, nothing is sent.',
    'reset.checkingToken:xstate.done.actor.checkToken [hasTokenError] → reset.editing':
      'The code has expired meanwhile (server clock +16 min): the server\'s refusal "Deze code is ongeldig of verlopen. Vraag een nieuwe code aan." shows (the same for a wrong or spent code) and nothing is changed.',
    'reset.checkingToken:xstate.done.actor.checkToken → reset.resetting':
      'The server finds the code valid; the app sends the new password (the server has not answered yet).',
    'reset.checkingToken:xstate.error.actor.checkToken → reset.editing':
      'The server is unavailable (503): the message "Dienst tijdelijk niet beschikbaar" shows, everything typed stays.',
    'reset.resetting:xstate.done.actor.resetPassword → reset.done': 'The server changes the password.',
    'reset.resetting:xstate.error.actor.resetPassword → reset.editing':
      'The server is unavailable (503): the message "Dienst tijdelijk niet beschikbaar" shows, the old password still works.',
  },
};
