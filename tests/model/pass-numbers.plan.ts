import { passNumbersMachine } from '../../machines/pass-numbers.machine';
import type { MachinePlan } from './plan-types';

/** Test plan of machines/pass-numbers.machine.ts (product §2.6 /profile tab 2, §4 edit mode, §5 pass rules, §8). */
export const passNumbersPlan: MachinePlan = {
  name: 'pass-numbers',
  machine: passNumbersMachine,
  setup:
    'Fresh reference server (region 20 requires one pass number). The demo traveller demo@example.com (passes 2001000101 "Eigen pas" and 2001000102 "Begeleider") has logged in before without choosing a pass number; open /profile, close "Kies een pasnummer" without choosing and the release notes, and open the tab "Pasnummers", language Nederlands. New passes come from the unassigned passes of the dev registry (/dev/pass-numbers).',
  options: {
    facts: { selected: false, editing: false, canDelete: true },
    setsFacts: {
      '(root):session.update': { selected: true },
      'idle:edit.start [isIndexKnown]': { editing: true },
      'idle:edit.cancel': { editing: false },
      'saving:xstate.done.actor.upsertPassNumber [hasNoSelection] → idle': { selected: true, editing: false },
      'saving:xstate.done.actor.upsertPassNumber → idle': { editing: false },
      'deleting:xstate.done.actor.deletePassNumber [wasSelectedDeleted] → idle': { canDelete: false },
      'deleting:xstate.done.actor.deletePassNumber → idle': { canDelete: false },
    },
    factGuards: {
      // In edit mode the pass number and birth date are fixed and filled in: only a valid alias can be sent.
      'idle:form.submit [isDateOfBirthMissing]': (f) => !f.editing,
      'idle:form.submit': (f) => !f.editing,
      // "Annuleren" is only shown in edit mode.
      'idle:edit.cancel': (f) => f.editing === true,
      // After one of the two passes is deleted, the last one must remain (region 20).
      'idle:delete.request [isDeletable] → confirmingDelete': (f) => f.canDelete === true,
      'saving:xstate.done.actor.upsertPassNumber [hasNoSelection] → idle': (f) => !f.selected,
      'saving:xstate.done.actor.upsertPassNumber → idle': (f) => f.selected === true,
      // The test deletes the pass in use when one is chosen, otherwise "Begeleider".
      'deleting:xstate.done.actor.deletePassNumber [wasSelectedDeleted] → idle': (f) => f.selected === true,
      'deleting:xstate.done.actor.deletePassNumber → idle': (f) => !f.selected,
    },
  },
  see: {
    idle: 'The form "Pasnummer toevoegen" (or, in edit mode, "Naam van pasnummer … wijzigen") with a button that is not busy, and the list "Uw pasnummers"; no dialog.',
    saving: 'The form\'s button ("Pasnummer toevoegen" or "Opslaan") is busy while the server answers.',
    confirmingDelete:
      'The dialog "Pasnummer verwijderen" asking "Weet u zeker dat u pasnummer … wilt verwijderen?" with "Nee, behouden" and "Ja, verwijderen".',
    deleting: 'The dialog stays open with "Ja, verwijderen" busy while the server answers.',
  },
  do: {
    '(root):session.update': 'Press "Gebruiken" next to "Eigen pas (2001000101)": it is marked "In gebruik".',
    'idle:form.change': 'Type "2001" in Pasnummer: no error appears yet.',
    'idle:form.submit [isFormValid] → saving':
      'Add an unassigned pass of the registry (its pass number, its birth date as DD-MM-JJJJ, name "Werkpas") — or, in edit mode, change the name to "Eigen pas 2" — and press the form\'s button (the server has not answered yet).',
    'idle:form.submit [isDateOfBirthMissing]':
      'Type a pass number, leave Geboortedatum empty and press "Pasnummer toevoegen": "Geboortedatum is verplicht" and "Er is een onverwachte fout opgetreden. …" show, nothing is sent.',
    'idle:form.submit':
      'Type Pasnummer "12" and Geboortedatum "15-03-1950" and press "Pasnummer toevoegen": "Een pasnummer bestaat uit 6 tot 20 cijfers" shows, nothing is sent.',
    'idle:edit.start [isIndexKnown]':
      'Press "Wijzigen" next to "Eigen pas (2001000101)": the form becomes "Naam van pasnummer 2001000101 wijzigen" with Pasnummer and Geboortedatum disabled.',
    'idle:edit.cancel': 'Press "Annuleren": the form is "Pasnummer toevoegen" again, empty.',
    'idle:delete.request [isDeletable] → confirmingDelete':
      'Press "Verwijderen" next to the pass "In gebruik" (when one is in use) or next to "Begeleider (2001000102)".',
    'saving:xstate.done.actor.upsertPassNumber [hasNoSelection] → idle':
      'The server links the pass; no pass was in use, so the new one is marked "In gebruik". "Uw profiel is bijgewerkt." shows and the form is empty.',
    'saving:xstate.done.actor.upsertPassNumber → idle':
      'The server stores the pass: it is listed, "Uw profiel is bijgewerkt." shows and the form is empty.',
    'saving:xstate.error.actor.upsertPassNumber [isPassNumberRefused] → idle':
      'The birth date does not belong to the pass (sent as 01-01-1901, the server answers 400 InvalidPassNumber): Pasnummer says "Dit pasnummer en deze geboortedatum horen niet bij elkaar. Controleer beide gegevens."',
    'saving:xstate.error.actor.upsertPassNumber → idle':
      'The server is unavailable (503): "Fout bij het bijwerken van uw profiel: Dienst tijdelijk niet beschikbaar" shows, the form keeps its values.',
    'confirmingDelete:delete.confirm → deleting':
      'Press "Ja, verwijderen" (the server has not answered yet).',
    'confirmingDelete:delete.cancel → idle':
      'Press "Nee, behouden": the dialog closes, the pass stays listed.',
    'deleting:xstate.done.actor.deletePassNumber [wasSelectedDeleted] → idle':
      'The server removes the pass in use: the other pass is now "In gebruik"; "Uw profiel is bijgewerkt." shows. The last pass cannot be deleted ("Er moet minimaal één pasnummer actief blijven op uw account.").',
    'deleting:xstate.done.actor.deletePassNumber → idle':
      'The server removes "Begeleider": only "Eigen pas" is listed; "Uw profiel is bijgewerkt." shows.',
    'deleting:xstate.error.actor.deletePassNumber → idle':
      'The server is unavailable (503): the dialog closes, "Fout bij het bijwerken van uw profiel: Dienst tijdelijk niet beschikbaar" shows, the pass stays listed.',
  },
};
