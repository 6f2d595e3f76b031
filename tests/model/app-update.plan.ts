import { appUpdateMachine } from '../../machines/app-update.machine';
import type { MachinePlan } from './plan-types';

/**
 * Test plan of machines/app-update.machine.ts (a new version of the installed app: the prompt, which waits while a
 * booking is in progress). Fact: `booking` (the booking form is open, so a booking is in progress).
 */
export const appUpdatePlan: MachinePlan = {
  name: 'app-update',
  machine: appUpdateMachine,
  setup:
    'Fresh reference server; the demo traveller (pass number 2001000101) is signed in on /home, language Nederlands. The app was installed from the production build; its service worker is registered (prompt strategy) and no new version is waiting.',
  options: {
    facts: { booking: false },
    setsFacts: {
      '(root):booking.started#0': { booking: true },
      '(root):booking.ended#0': { booking: false },
      'prompting:booking.started#0': { booking: true },
      'waiting:booking.ended#0': { booking: false },
    },
    factGuards: {
      '(root):booking.started#0': (f) => !f.booking,
      '(root):booking.ended#0': (f) => f.booking === true,
      'current:update.available#0': (f) => f.booking === true,
      'current:update.available#1': (f) => !f.booking,
      'prompting:booking.started#0': (f) => !f.booking,
    },
  },
  see: {
    current: 'No "Er is een nieuwe versie" anywhere; the page as usual.',
    waiting:
      'A new version is waiting, but the booking form ("Wanneer wilt u worden opgehaald?") is open: no prompt interrupts it and nothing reloads.',
    prompting:
      'At the bottom of the page "Er is een nieuwe versie" with the button "Vernieuwen"; nothing reloads by itself.',
    applying: 'The waiting version takes over and the page reloads into it.',
  },
  do: {
    '(root):booking.started#0': 'Open "Rit boeken" (the booking form): a booking is in progress.',
    '(root):booking.ended#0': 'Leave the booking form for the home page: no booking is in progress any more.',
    'current:update.available#0':
      'A new version of the app is released and installed in the background while the booking form is open.',
    'current:update.available#1': 'A new version of the app is released and installed in the background.',
    'waiting:booking.ended#0': 'Leave the booking form for the home page: the prompt shows now.',
    'prompting:booking.started#0':
      'Open "Rit boeken" before answering the prompt: it goes until the booking ends.',
    'prompting:update.accept#0': 'Press "Vernieuwen".',
  },
};
