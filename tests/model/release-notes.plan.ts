import { releaseNotesMachine } from '../../machines/release-notes.machine';
import type { MachinePlan } from './plan-types';

/** Test plan of machines/release-notes.machine.ts (product §2.7 Dialogs, §4 release notes, §8 silent errors). */
export const releaseNotesPlan: MachinePlan = {
  name: 'release-notes',
  machine: releaseNotesMachine,
  setup:
    'Fresh reference server (two seeded release notes, none viewed by the demo traveller). The demo traveller demo@example.com has logged in before with pass number 2001000101 "Eigen pas"; open the app at /home, language Nederlands.',
  options: {
    initialFacts: [{ versionStored: false }, { versionStored: true }],
    facts: { ticked: false },
    setsFacts: { 'showing:dontShowAgain.toggle': { ticked: true } },
    factGuards: {
      'checking:always [isAnsweredBefore] → hidden': (f) => f.versionStored === true,
      'checking:always → fetching': (f) => f.versionStored !== true,
      'showing:dialog.close [isDontShowAgainTicked] → marking': (f) => f.ticked === true,
      'showing:dialog.close → hidden': (f) => f.ticked !== true,
    },
  },
  see: {
    checking:
      '(passes at once) The app compares the stored version with 4.1.0 and checks whether this login was already given the notes.',
    fetching: 'The home page without a dialog while the notes are requested.',
    showing:
      'The dialog "Wat is er nieuw?" with the notes ("Versie …"), the checkbox "Niet meer tonen" and "Sluiten".',
    marking: 'The dialog has closed; the app tells the server the notes were read.',
    hidden: 'The home page without the release-notes dialog.',
  },
  do: {
    'checking:always [isAnsweredBefore] → hidden':
      'On this device "Niet meer tonen" was ticked for this version before (localStorage `appVersion` = 4.1.0), or the dialog was already closed in this login session and the page is reloaded: no notes are requested.',
    'checking:always → fetching':
      'On this device "Niet meer tonen" was never ticked (no `appVersion` in localStorage): the app asks the server for unread notes.',
    'fetching:xstate.done.actor.fetchReleaseNotes [hasNotes] → showing':
      'The server answers with the two unread notes.',
    'fetching:xstate.done.actor.fetchReleaseNotes → hidden':
      'All notes were read on another device (marked viewed on the server): the server answers with none; the app stores version 4.1.0.',
    'fetching:xstate.error.actor.fetchReleaseNotes → hidden':
      'The server is unavailable (503): nothing shows (silent, §8), no version stored.',
    'showing:dontShowAgain.toggle': 'Tick "Niet meer tonen".',
    'showing:dialog.close [isDontShowAgainTicked] → marking':
      'Press "Sluiten" with "Niet meer tonen" ticked: the dialog closes (the server has not answered yet).',
    'showing:dialog.close → hidden':
      'Press "Sluiten" without ticking: the dialog closes, nothing is sent to the server and no version is stored; a reload does not show it again (the stored session remembers it), the next login does.',
    'marking:xstate.done.actor.markReleaseNotesViewed → hidden':
      'The server marks the notes read: version 4.1.0 is stored on this device.',
    'marking:xstate.error.actor.markReleaseNotesViewed → hidden':
      'The server is unavailable (503): silently, no message, no version stored.',
  },
};
