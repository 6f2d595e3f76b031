import { seriesPauseMachine } from '../../machines/booking/series-pause.machine';
import type { MachinePlan } from './plan-types';

/** Test plan of machines/booking/series-pause.machine.ts (product §10.11 "Changing a booked trip": a series). */
export const seriesPausePlan: MachinePlan = {
  name: 'series-pause',
  machine: seriesPauseMachine,
  setup:
    'Fresh reference server. The demo traveller demo@example.com (pass 2001000101 "Eigen pas") is signed in; through the API a weekly series of two trips is booked (one seriesId): tomorrow 10:00 and a week later, Westerdoksdijk 40A → Silodam. Open /change-trip/<the first trip>: "Welke ritten wilt u wijzigen?" with "Reeks pauzeren" below it. Language Nederlands.',
  options: {
    facts: { invalid: false },
    setsFacts: { 'editing:pause.change': { invalid: true } },
    factGuards: {
      'editing:pause.submit [isRangeValid] → asking': (f) => f.invalid !== true,
      'editing:pause.submit': (f) => f.invalid === true,
    },
  },
  see: {
    closed: 'Under the heading "Reeks pauzeren": what a pause does, and the button "Reeks pauzeren".',
    editing:
      '"Eerste datum" and "Laatste datum (telt mee)" (both the trip\'s date at first), "Deze data pauzeren" and "Niet pauzeren".',
    asking:
      'The dialog "Reeks pauzeren van <dag> tot en met <dag>?": the dates\' trips are cancelled, their km go back; focus on "Nee, ritten houden".',
    sending: 'The dialog stays, "Ja, pauzeren" busy, and "De reeks wordt gepauzeerd…".',
    failed:
      'The dialog leads with "De reeks is niet gepauzeerd: <reden>. Uw ritten blijven staan." and offers "Opnieuw proberen".',
    paused:
      '"Uw reeks is gepauzeerd" with one line per date ("<dag datum tijd>, rit RT-…: geannuleerd") and "Sluiten".',
    done: '/my-trips.',
  },
  do: {
    'closed:pause.open → editing': 'Press "Reeks pauzeren".',
    'editing:pause.change': 'Type the day before the first date in "Laatste datum (telt mee)".',
    'editing:pause.submit [isRangeValid] → asking': 'Press "Deze data pauzeren" with a valid range.',
    'editing:pause.submit':
      'Press "Deze data pauzeren": "De laatste datum mag niet voor de eerste datum liggen.", the field focused.',
    'editing:pause.close → closed': 'Press "Niet pauzeren".',
    'asking:pause.confirm → sending': 'Press "Ja, pauzeren".',
    'asking:pause.cancel → editing': 'Press "Nee, ritten houden": nothing is sent.',
    'sending:xstate.done.actor.pauseSeries → paused': 'The server cancels the dates in one request.',
    'sending:xstate.error.actor.pauseSeries → failed': 'The network fails (no answer).',
    'failed:pause.retry → sending':
      'Press "Opnieuw proberen": the pause is sent again with the same Idempotency-Key.',
    'failed:pause.cancel → editing': 'Press "Nee, ritten houden".',
    'paused:pause.dismiss → done': 'Press "Sluiten".',
  },
};
