import { tripMachine } from '../../machines/trip/trip.machine';
import type { MachinePlan } from './plan-types';

/** Test plan of machines/trip/trip.machine.ts (product §3/§4 trip status rules, §2 /my-trips cards and details, §9). */
export const tripPlan: MachinePlan = {
  name: 'trip',
  machine: tripMachine,
  setup:
    'Fresh reference server; log in as reiziger@example.com (Riet de Vries, pass 2001000109), open "Mijn ritten" (/my-trips) and go to the week (with "Vorige week" / "Volgende week") that shows the trip of this path: RT-RIET0005 (confirmed, upcoming), RT-RIET0007 (awaiting an iDEAL payment), RT-RIET0003 (completed, not rated), RT-RIET0001 (completed, rated 5) or RT-RIET0004 (cancelled). For the start "with a way back", first book through the API the way back of RT-RIET0005 the same day: Stadhuisplein 21 → Rietmeent 73 at 14:30. Language Nederlands. "The card" is that trip\'s card.',
  options: {
    // One start per seeded status group (the card's actor routes on its loaded status).
    initialFacts: [
      { confirmed: true },
      { confirmed: true, wayBack: true },
      { awaiting: true },
      { completed: true },
      { completed: true, feedback: true },
      { cancelled: true },
    ],
    facts: {
      confirmed: false,
      awaiting: false,
      completed: false,
      feedback: false,
      cancelled: false,
      cancelFailed: false,
      wayBack: false,
    },
    setsFacts: {
      'cancelling:xstate.done.actor.cancelTrip → findingReturn': { cancelled: true },
      'cancelFailed:cancel.keep → routing': { cancelFailed: true },
      '(root):cancelError.dismiss': { cancelFailed: false },
      'confirmed:trip.cancel [canCancel] → confirmingCancel': { cancelFailed: false },
      'pendingPayment:trip.cancel [canCancel] → confirmingCancel': { cancelFailed: false },
      'completed.rating:xstate.done.actor.rating [savedFeedback] → completed.rated': { feedback: true },
    },
    factGuards: {
      'routing:always [isCancelledStatus] → cancelled': (f) => f.cancelled === true,
      'routing:always [isCompletedStatus] → completed': (f) => f.completed === true,
      'routing:always [isAwaitingPaymentStatus] → pendingPayment': (f) => f.awaiting === true,
      'routing:always [isConfirmedStatus] → confirmed': (f) => f.confirmed === true,
      'completed.checking:always [hasFeedback] → completed.rated': (f) => f.feedback === true,
      // The message of a failed cancel can only be dismissed while it is shown.
      '(root):cancelError.dismiss': (f) => f.cancelFailed === true,
      // The lookup finds the way back only where one was booked.
      'findingReturn:xstate.done.actor.findReturnTrip [foundReturnTrip] → offeringReturnCancel': (f) =>
        f.wayBack === true,
      'findingReturn:xstate.done.actor.findReturnTrip → cancelled': (f) => f.wayBack !== true,
    },
    unreachable: {
      'routing:always → unknown':
        'the reference server never reports the status "unknown" (seed and server/sim/trip-status.ts only produce confirmed, paymentConfirmed, pendingPayment, completed and the cancelled statuses)',
      'unknown:xstate.after.countdownTick → unknown':
        'the state unknown is never entered (see routing:always → unknown)',
      'unknown:calendar.add [isUpcoming]':
        'the state unknown is never entered (see routing:always → unknown)',
      'confirmingCancel:cancel.confirm → routing':
        'the seeded upcoming trips depart days after the server clock, so the 60-minute cancel window cannot close while the question is open (tests/machines/trip.machine.test.ts covers it with a simulated clock)',
      'confirmingCancel:trip.update [canCancelUpdated]':
        'on /my-trips the question sits on top of the modal details dialog: no reload can deliver a fresher trip while it is open (the /home poll case is covered in tests/machines/trip.machine.test.ts)',
      'confirmingCancel:trip.update → routing':
        'on /my-trips the question sits on top of the modal details dialog: no reload can deliver a fresher trip while it is open (covered in tests/machines/trip.machine.test.ts)',
      'cancelling:trip.update':
        'on /my-trips a cancel runs inside the modal details dialog, which blocks the week buttons and the period picker: no reload can deliver a fresher trip while it runs',
      'completed.rating:trip.update':
        'the rating dialog is modal: no reload or details dialog can deliver a fresher trip while it is open',
      'cancelFailed:cancel.confirm → routing':
        'the seeded upcoming trips depart days after the server clock, so the cut-off cannot pass while the failed question is open (tests/machines/trip.machine.test.ts covers it with a simulated clock)',
      'cancelFailed:trip.update [canCancelUpdated]':
        'on /my-trips the failed question sits on top of the modal details dialog: no reload can deliver a fresher trip while it is open (covered in tests/machines/trip.machine.test.ts)',
      'cancelFailed:trip.update → routing':
        'on /my-trips the failed question sits on top of the modal details dialog: no reload can deliver a fresher trip while it is open (covered in tests/machines/trip.machine.test.ts)',
      'findingReturn:trip.update':
        'the lookup runs inside the modal details dialog: no reload can deliver a fresher trip meanwhile',
      'offeringReturnCancel:trip.update':
        'the question about the way back is modal: no reload can deliver a fresher trip while it is open',
      'cancellingReturn:trip.update':
        'the question about the way back is modal: no reload can deliver a fresher trip while it is open',
      'returnCancelFailed:trip.update':
        'the question about the way back is modal: no reload can deliver a fresher trip while it is open',
    },
  },
  see: {
    routing: '(passes at once) The card picks its look from the trip status.',
    unknown: 'The chip "Onbekend" with the departure countdown.',
    confirmed: 'The card: chip "Bevestigd", "Vertrek over …" and the price ("Prijs").',
    pendingPayment: 'The card: chip "Wacht op betaling" and the button "Betaling afronden".',
    confirmingCancel:
      'Over "Ritgegevens" the question "Deze rit annuleren?" with the trip\'s date, pick-up time, from and to, and the buttons "Rit behouden" (focused) and "Ja, rit annuleren".',
    cancelling:
      'The question stays: "Ja, rit annuleren" is busy while the cancel request runs; "Sluiten" of "Ritgegevens" is disabled.',
    cancelFailed:
      'The question stays; its first line is "Uw rit is NIET geannuleerd" with the reason, focused; the buttons read "Rit behouden" and "Opnieuw proberen"; no toast.',
    findingReturn:
      'The toast "Uw rit is geannuleerd"; the question has closed and "Sluiten" of "Ritgegevens" is disabled while the app looks for a way back that day.',
    offeringReturnCancel:
      'The question "Ook de terugrit (14:30) annuleren?" with the way back\'s date, pick-up time, from and to, and the buttons "Terugrit behouden" (focused) and "Ja, terugrit annuleren".',
    cancellingReturn: 'The question stays: "Ja, terugrit annuleren" is busy while the way back is cancelled.',
    returnCancelFailed:
      'The question stays; its first line is "De terugrit is NIET geannuleerd" with the reason; the buttons read "Terugrit behouden" and "Opnieuw proberen".',
    completed: 'The card: chip "Uitgevoerd", no countdown.',
    'completed.checking': '(passes at once) The card checks whether the trip has been rated.',
    'completed.unrated': 'The card: the button "Rit beoordelen".',
    'completed.rating': 'The dialog "Beoordeel uw rit" with the stars, "Annuleren" and "Opslaan".',
    'completed.rated': 'The card: "Uw beoordeling: N van 5"; no "Rit beoordelen".',
    cancelled: 'The card: chip "Geannuleerd"; no countdown, no "Betaling afronden", no "Rit beoordelen".',
  },
  do: {
    '(root):trip.update → routing':
      'On the card press "Ritgegevens bekijken" (GET /trips/{id} brings a fresher copy of the trip), then "Sluiten".',
    'routing:always [isCancelledStatus] → cancelled': 'The trip is cancelled.',
    'routing:always [isCompletedStatus] → completed': 'The trip is completed.',
    'routing:always [isAwaitingPaymentStatus] → pendingPayment': 'The trip awaits payment.',
    'routing:always [isConfirmedStatus] → confirmed': 'The trip is confirmed.',
    'routing:always → unknown': 'The trip has an unknown status.',
    'unknown:xstate.after.countdownTick → unknown': 'Wait one minute: the countdown goes down by one minute.',
    'unknown:calendar.add [isUpcoming]':
      'On the card press "Ritgegevens bekijken", then "Toevoegen aan agenda": a calendar file (marked tentative) is downloaded.',
    'confirmed:calendar.add [isUpcoming]':
      'On the card press "Ritgegevens bekijken", then "Toevoegen aan agenda": the file regiotaxi-<trip>.ics is downloaded (pick-up to arrival in Europe/Amsterdam, a reminder 30 minutes before); then "Sluiten".',
    '(root):cancelError.dismiss':
      'Next to "Rit annuleren" press "Melding sluiten": the message of the failed cancel goes away.',
    'confirmed:trip.cancel [canCancel] → confirmingCancel':
      'On the card press "Ritgegevens bekijken", then (more than 60 minutes before departure) "Rit annuleren".',
    'confirmingCancel:cancel.confirm [canCancel] → cancelling': 'Press "Ja, rit annuleren".',
    'confirmingCancel:cancel.confirm → routing':
      'The cancel window closed while the question was open: "Ja, rit annuleren" closes the question and nothing is sent.',
    'confirmingCancel:cancel.keep → routing':
      'Press "Rit behouden": the question closes, nothing is sent, the trip keeps its status; then press "Sluiten".',
    'confirmingCancel:trip.update [canCancelUpdated]':
      'A fresher copy of the trip arrives that can still be cancelled: the question stays.',
    'confirmingCancel:trip.update → routing':
      'A fresher copy of the trip arrives that can no longer be cancelled: the question closes.',
    'confirmed:xstate.after.countdownTick → confirmed':
      'Wait one minute: the countdown shows the time until departure as of now.',
    'pendingPayment:payment.complete [canCompletePayment]':
      'Press "Betaling afronden": the payment page (/pay/…) opens in a new tab.',
    'pendingPayment:trip.cancel [canCancel] → confirmingCancel':
      'On the card press "Ritgegevens bekijken", then (more than 60 minutes before departure) "Rit annuleren".',
    'cancelling:trip.update': 'A fresher copy of the trip arrives while the cancel runs: nothing changes.',
    'cancelling:xstate.done.actor.cancelTrip → findingReturn':
      'The server cancels the trip: the toast "Uw rit is geannuleerd" shows; the app looks for a way back that day (GET /trips/history for that day).',
    'cancelling:xstate.error.actor.cancelTrip → cancelFailed':
      'The cancel fails (503): the question stays, led by "Uw rit is NIET geannuleerd" and the server\'s reason (no toast); the trip keeps its status.',
    'cancelFailed:cancel.confirm [canCancel] → cancelling':
      'Press "Opnieuw proberen": the cancel request is sent again.',
    'cancelFailed:cancel.confirm → routing':
      'The cancel window closed while the failed question was open: "Opnieuw proberen" closes the question and nothing is sent.',
    'cancelFailed:cancel.keep → routing':
      'Press "Rit behouden": the question closes; next to "Rit annuleren" the message "De rit kan niet worden geannuleerd" with the reason stays.',
    'cancelFailed:trip.update [canCancelUpdated]':
      'A fresher copy of the trip arrives that can still be cancelled: the question stays.',
    'cancelFailed:trip.update → routing':
      'A fresher copy of the trip arrives that can no longer be cancelled: the question closes.',
    'findingReturn:xstate.done.actor.findReturnTrip [foundReturnTrip] → offeringReturnCancel':
      'The trips of that day include the way back (from the destination back to the pick-up, later that day): the question about it opens.',
    'findingReturn:xstate.done.actor.findReturnTrip → cancelled':
      'There is no way back that day: nothing more is asked.',
    'findingReturn:xstate.error.actor.findReturnTrip → cancelled':
      'The trips of that day cannot be read (503): nothing more is asked; the trip stays cancelled.',
    'findingReturn:trip.update': 'A fresher copy of the trip arrives during the lookup: nothing changes.',
    'offeringReturnCancel:returnCancel.confirm → cancellingReturn': 'Press "Ja, terugrit annuleren".',
    'offeringReturnCancel:returnCancel.keep → cancelled':
      'Press "Terugrit behouden": the question closes; the way back stays booked.',
    'offeringReturnCancel:trip.update': 'A fresher copy of the trip arrives: nothing changes.',
    'cancellingReturn:xstate.done.actor.cancelTrip → cancelled':
      'The server cancels the way back: the toast "De terugrit is ook geannuleerd" shows.',
    'cancellingReturn:xstate.error.actor.cancelTrip → returnCancelFailed':
      'Cancelling the way back fails (503): the question stays, led by "De terugrit is NIET geannuleerd" and the reason.',
    'cancellingReturn:trip.update': 'A fresher copy of the trip arrives: nothing changes.',
    'returnCancelFailed:returnCancel.confirm → cancellingReturn':
      'Press "Opnieuw proberen": the way back\'s cancel is sent again.',
    'returnCancelFailed:returnCancel.keep → cancelled':
      'Press "Terugrit behouden": the question closes; the way back stays booked.',
    'returnCancelFailed:trip.update': 'A fresher copy of the trip arrives: nothing changes.',
    'completed.checking:always [hasFeedback] → completed.rated': 'The trip has feedback.',
    'completed.checking:always → completed.unrated': 'The trip has no feedback yet.',
    'completed.unrated:trip.rate → completed.rating': 'Press "Rit beoordelen".',
    'completed.rating:trip.update': 'A fresher copy of the trip arrives while rating: the dialog stays.',
    'completed.rating:xstate.done.actor.rating [savedFeedback] → completed.rated':
      'Choose "4 sterren", type "Vriendelijke chauffeur, keurig op tijd." and press "Opslaan": the toast "Bedankt! Uw beoordeling is verzonden." shows.',
    'completed.rating:xstate.done.actor.rating → completed.unrated':
      'Press "Annuleren" in the rating dialog.',
  },
};
