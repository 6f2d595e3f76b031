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
      '(root):booking.started': { booking: true },
      '(root):booking.ended': { booking: false },
      'prompting:booking.started → waiting': { booking: true },
      'waiting:booking.ended → prompting': { booking: false },
    },
    factGuards: {
      '(root):booking.started': (f) => !f.booking,
      '(root):booking.ended': (f) => f.booking === true,
      'current:update.available [isBookingInProgress] → waiting': (f) => f.booking === true,
      'current:update.available → prompting': (f) => !f.booking,
      'prompting:booking.started → waiting': (f) => !f.booking,
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
    '(root):booking.started': 'Open "Rit boeken" (the booking form): a booking is in progress.',
    '(root):booking.ended': 'Leave the booking form for the home page: no booking is in progress any more.',
    'current:update.available [isBookingInProgress] → waiting':
      'A new version of the app is released and installed in the background while the booking form is open.',
    'current:update.available → prompting':
      'A new version of the app is released and installed in the background.',
    'waiting:booking.ended → prompting': 'Leave the booking form for the home page: the prompt shows now.',
    'prompting:booking.started → waiting':
      'Open "Rit boeken" before answering the prompt: it goes until the booking ends.',
    'prompting:update.accept → applying': 'Press "Vernieuwen".',
  },
};
