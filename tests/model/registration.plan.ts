import { registrationMachine } from '../../machines/account/registration.machine';
import type { MachinePlan } from './plan-types';

/** Test plan of machines/account/registration.machine.ts (product §2.1 /register, §3 payload and policy, §5, §8 409). */
export const registrationPlan: MachinePlan = {
  name: 'registration',
  machine: registrationMachine,
  setup:
    'Fresh reference server (password policy: at least 8 characters, a lowercase and an uppercase letter, a digit, a symbol, at most 3 identical characters in a row). Open /register, language Nederlands. The new traveller is Jan Bakker, j.bakker@example.nl, password Silodam-1A!, phone 0612345678.',
  options: {},
  see: {
    editing: 'The registration form; the button "Account aanmaken" is not busy. Typed values stay.',
    submitting: 'The button "Account aanmaken" is busy while the server answers.',
    registered: 'The activation page "Account activeren" with E-mailadres j.bakker@example.nl filled in.',
  },
  do: {
    '(root):form.change': 'Type "Jan" in Voornaam: the field shows it, no error appears yet.',
    '(root):language.change':
      'Choose "English" under Taal: the page switches to English at once ("Create an account"); the registration will be sent with language en-US.',
    '(root):policy.loaded':
      'While the policy loads, the password checklist "Uw wachtwoord moet bestaan uit:" under Wachtwoord shows the minimum only ("minimaal 8 tekens", no "een kleine letter"). The server sends its password policy (the password-policy chart reports it): the checklist shows every rule of the server: "minimaal 8 tekens", "een kleine letter", "een hoofdletter", "een cijfer", a symbol and "niet meer dan 3 dezelfde tekens achter elkaar".',
    'editing:form.submit [isFormValid] → submitting':
      'Fill in E-mailadres j.bakker@example.nl, Wachtwoord and Herhaal wachtwoord Silodam-1A!, Voornaam Jan, Achternaam Bakker, Telefoonnummer 0612345678, tick the privacy/terms box and press "Account aanmaken" (the server has not answered yet).',
    'editing:form.submit':
      'Press "Account aanmaken" with the form empty: "Controleer de gemarkeerde velden." and "Vul uw e-mailadres in" show, nothing is sent.',
    'submitting:xstate.done.actor.registerUser → registered':
      'The server creates the account (201) and mails the activation code.',
    'submitting:xstate.error.actor.registerUser [isAlreadyRegistered] → editing':
      'An operator\'s API answers 409 UserAlreadyExists (the address has an account; the reference server answers that like a new registration and mails the owner instead): E-mailadres says "Dit e-mailadres is al in gebruik. …". Everything typed stays.',
    'submitting:xstate.error.actor.registerUser → editing':
      'The server is unavailable (503): the message "Dienst tijdelijk niet beschikbaar" shows; everything typed stays.',
  },
};
