import { changePasswordMachine } from '../../machines/account/change-password.machine';
import type { MachinePlan } from './plan-types';

/**
 * Test plan of machines/account/change-password.machine.ts (/profile tab "Wachtwoord"; product §3 Password
 * policy, §5, §7 POST .../password/change, §8).
 */
export const changePasswordPlan: MachinePlan = {
  name: 'change-password',
  machine: changePasswordMachine,
  setup:
    'Fresh reference server. The demo traveller demo@example.com (password Welkom-2026!) has logged in before with pass number 2001000101 "Eigen pas"; open /profile, close the release notes and choose the tab "Wachtwoord", language Nederlands. The password policy is held back until the path says otherwise.',
  options: {},
  see: {
    editing:
      'The fields Huidig wachtwoord, Nieuw wachtwoord and Herhaal nieuw wachtwoord; the button "Wachtwoord wijzigen" is not busy.',
    changing: 'The same fields; the button "Wachtwoord wijzigen" is busy while the server answers.',
  },
  do: {
    '(root):form.change':
      'Type "Westerdok" in Nieuw wachtwoord: the checklist line "minimaal 8 tekens" is met; no error appears.',
    '(root):policy.loaded':
      'The checklist "Uw wachtwoord moet bestaan uit:" under Nieuw wachtwoord shows the minimum only ("minimaal 8 tekens"); the server sends its password policy (the password-policy chart reports it): the checklist shows every rule of the server ("een kleine letter", "een hoofdletter", "een cijfer", …).',
    'editing:form.submit [isFormValid] → changing':
      'Type Welkom-2026! in Huidig wachtwoord, Westerdok-40A! in Nieuw wachtwoord and Herhaal nieuw wachtwoord, and press "Wachtwoord wijzigen" (the server has not answered yet).',
    'editing:form.submit':
      'Empty every field and press "Wachtwoord wijzigen": "Vul uw huidige wachtwoord in" shows and has the focus; nothing is sent.',
    'changing:xstate.done.actor.changePassword → editing':
      'The server changes the password: the message "Uw wachtwoord is gewijzigd." shows, the fields are empty; logging in works with Westerdok-40A! and no longer with Welkom-2026!.',
    'changing:xstate.error.actor.changePassword [isFieldRefusal] → editing':
      'The current password reaches the server wrong (Verkeerd-2026!): "Het huidige wachtwoord is niet juist." shows at Huidig wachtwoord, which has the focus; the old password still works.',
    'changing:xstate.error.actor.changePassword → editing':
      'The server is unavailable (503): the message "Dienst tijdelijk niet beschikbaar" shows, everything typed stays, the old password still works.',
  },
};
