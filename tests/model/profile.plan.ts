import { profileMachine } from '../../machines/profile.machine';
import type { MachinePlan } from './plan-types';

/** Test plan of machines/profile.machine.ts (product §2.6 /profile tab 1, §5 profile rules, §7 PATCH /users, §8). */
export const profilePlan: MachinePlan = {
  name: 'profile',
  machine: profileMachine,
  setup:
    'Fresh reference server. The demo traveller demo@example.com has logged in before with pass number 2001000101 "Eigen pas"; open /profile (tab "Persoonlijke gegevens") and close the release notes, language Nederlands.',
  options: {},
  see: {
    details:
      'The fields Voornaam, Achternaam and Telefoonnummer, the read-only E-mailadres demo@example.com and the button "Gegevens opslaan".',
    'details.editing': 'The button "Gegevens opslaan" is not busy; typed values stay.',
    'details.saving': 'The button "Gegevens opslaan" is busy while the server answers.',
    language: 'The part "Taal" with a language choice showing the language the page is in.',
    'language.idle': 'The page is in the chosen language; no language change is waiting for the server.',
    'language.saving': 'The page already shows the chosen language while the server stores the choice.',
  },
  do: {
    '(root):form.change': 'Type "Johanna" in Voornaam: no error appears.',
    'details.editing:form.submit [isFormValid] → details.saving':
      'Change Voornaam to "Johanna", Achternaam to "de Vries", Telefoonnummer to "0201234567" and press "Gegevens opslaan" (the server has not answered yet).',
    'details.editing:form.submit':
      'Empty Voornaam and press "Gegevens opslaan": "Vul uw voornaam in" shows, nothing is sent.',
    'details.saving:xstate.done.actor.updateUser → details.editing':
      'The server stores the details: the message "Uw profiel is bijgewerkt." shows; the server has the new name.',
    'details.saving:xstate.error.actor.updateUser → details.editing':
      'The server is unavailable (503): "Fout bij het bijwerken van uw profiel: Dienst tijdelijk niet beschikbaar" shows, the typed values stay.',
    'language.idle:language.change → language.saving':
      'Under Taal choose "English": the page switches to English at once (the server has not answered yet).',
    'language.saving:language.change → language.saving':
      'Before the server answers, choose "Nederlands" again: the page is Dutch again and only this newer choice is waited for.',
    'language.saving:xstate.done.actor.changeLanguage → language.idle':
      'The server stores the language: the message "Uw profiel is bijgewerkt." (in the chosen language) shows; the server has the new language.',
    'language.saving:xstate.error.actor.changeLanguage → language.idle':
      'The server is unavailable (503): the message "Fout bij het bijwerken van uw profiel: …" shows (in the chosen language); the page stays in the chosen language.',
  },
};
