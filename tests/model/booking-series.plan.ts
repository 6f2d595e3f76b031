import { bookingSeriesMachine } from '../../machines/booking/series.machine';
import type { MachinePlan } from './plan-types';

/**
 * Test plan of machines/booking/series.machine.ts ("Repeating trips"): the standing order's dates
 * booked one by one, with the partial-failure path (the first date booked, the last refused for the budget) and
 * "Try again" with the failed date's own Idempotency-Key.
 */
export const bookingSeriesPlan: MachinePlan = {
  name: 'booking-series',
  machine: bookingSeriesMachine,
  setup:
    'Fresh reference server; log in as the demo traveller, choose pass number 2001000101 and open "Rit boeken" (/book-trip), language Nederlands. Fill Van "Silodam 1A, Amsterdam" and Naar "Westerdoksdijk 40A, Amsterdam", switch on "Deze rit herhalen" (the weekday of the date is ticked), set "Tot en met" a week after the date (two dates), press "Bevestigen" and in "Controleer uw rit" "Bevestigen" again. The booking of the first date waits until the first step.',
  options: {
    // last: the date being booked is the last one still to book; failed: a date is "Niet geboekt".
    // Only the last date is refused in these paths (the first is always booked): the partial failure of the issue.
    facts: { last: false, failed: false },
    setsFacts: {
      'booking:xstate.done.actor.bookTrip → settling': { failed: false },
      'booking:xstate.error.actor.bookTrip → settling': { failed: true },
      'settling:always [hasPending] → booking': { last: true },
    },
    factGuards: {
      'booking:xstate.error.actor.bookTrip → settling': (f) => f.last === true,
      'settling:always [hasPending] → booking': (f) => f.last !== true,
      'settling:always → reviewing': (f) => f.last === true,
      'reviewing:series.retry [hasFailed] → booking': (f) => f.failed === true,
    },
  },
  see: {
    booking:
      'The dialog "Uw herhaalde rit" with both dates and "Uw rit wordt geboekt…"; no buttons yet. A booking request (POST /trips/book with an Idempotency-Key) waits for the server.',
    settling: '(passes at once) The machine picks the next date still to book, if any.',
    reviewing:
      'The dialog "Uw herhaalde rit": the first date "Geboekt", the second "Geboekt" or "Niet geboekt — budget op"; "N van de 2 datums geboekt."; "Verder", and "Opnieuw proberen" when a date failed.',
    done: 'The dialog "Uw herhaalde rit" is closed (next: the return-trip question, or the confirmation dialog when nothing was booked).',
  },
  do: {
    'booking:xstate.done.actor.bookTrip → settling': 'The server books the date.',
    'booking:xstate.error.actor.bookTrip → settling':
      'The server refuses the last date: 400 BudgetExceeded ("Uw resterende budget … is niet genoeg voor deze rit").',
    'settling:always [hasPending] → booking':
      'A date is still to book: its booking starts, with its own Idempotency-Key.',
    'settling:always → reviewing': 'Every date has its answer: the result list shows.',
    'reviewing:series.retry [hasFailed] → booking':
      'Press "Opnieuw proberen": only the failed date is booked again, with the same Idempotency-Key as before.',
    'reviewing:series.close → done': 'Press "Verder".',
  },
};
