import { guestTripMachine } from '../../machines/guest-trip.machine';
import type { MachinePlan } from './plan-types';

const CANCELLED = 'showing.cancelling:xstate.done.actor.cancelGuestTrip → showing.idle';
const CANCEL_FAILED = 'showing.cancelling:xstate.error.actor.cancelGuestTrip → showing.cancelFailed';
const ASK = 'showing.idle:cancel.ask [canCancel] → showing.asking';
const DISMISS = 'showing.idle:cancelError.dismiss';
const RETRY = 'showing.cancelFailed:cancel.confirm → showing.cancelling';
const KEEP_FAILED = 'showing.cancelFailed:cancel.keep → showing.idle';

/**
 * Test plan of machines/guest-trip.machine.ts: the page `/trip/<token>` of a guest's confirmation e-mail (API
 * extensions getGuestTrip and cancelGuestTrip).
 */
export const guestTripPlan: MachinePlan = {
  name: 'guest-trip',
  machine: guestTripMachine,
  setup:
    'Fresh reference server. As a guest (Gerda Gast, gast@example.com), book a trip from Westerdoksdijk 40A, Amsterdam to Oostvaardersdiep, Almere, 3 hours from now, paid in the vehicle (POST /ticketing/trips/book-without-account); take the link of the "bookingConfirmation" mail (GET /dev/outbox?to=gast@example.com) and open it signed out, language Nederlands. The page\'s GET /guest-trips/<token> and POST /guest-trips/<token>/cancel wait until the step that answers them.',
  options: {
    // cancelled: the trip was cancelled through the link; cancelError: a failed cancel's message is next to the
    // button (after "Rit behouden" in the failed question).
    facts: { cancelled: false, cancelError: false },
    setsFacts: {
      [CANCELLED]: { cancelled: true },
      [KEEP_FAILED]: { cancelError: true },
      [DISMISS]: { cancelError: false },
      [ASK]: { cancelError: false },
    },
    factGuards: {
      [ASK]: (f) => f.cancelled !== true,
      [DISMISS]: (f) => f.cancelError === true,
    },
  },
  see: {
    loading: 'The page "Uw rit" with "Uw rit wordt geladen…".',
    failed:
      '"Uw rit kan nu niet worden geladen. Probeer het zo opnieuw." with the button "Opnieuw proberen".',
    unknown:
      '"Deze link werkt niet": "Deze link bestaat niet. Controleer de link in uw bevestigingsmail."; no trip details.',
    showing:
      'The page "Uw rit RT-…" with "Hallo Gerda, …", the status, "Ritnummer", "Datum", "Ophaaltijd", "De taxi komt" tussen HH:MM en HH:MM, "Van" Westerdoksdijk 40A, "Naar" Oostvaardersdiep, "Prijs" in euros and "Betaalwijze".',
    'showing.idle':
      'No question open. Before the cancel: "Annuleren kan tot … (een uur voor het ophalen)." with "Rit annuleren" and "Toevoegen aan agenda" (after a failed cancel kept: "De rit kon niet worden geannuleerd. …" with "Melding sluiten" next to them); once cancelled: status "Geannuleerd", "Deze rit is geannuleerd." and no buttons.',
    'showing.asking':
      'The dialog "Deze rit annuleren?" with the trip\'s date, pick-up time, from and to, and "Rit behouden" (focused) and "Ja, rit annuleren".',
    'showing.cancelling': 'The dialog stays open while the cancel request runs ("Ja, rit annuleren" busy).',
    'showing.cancelFailed':
      'The dialog "Deze rit annuleren?" stays open, led by "Uw rit is NIET geannuleerd" and the reason (focused), with "Rit behouden" and "Opnieuw proberen"; no toast.',
  },
  do: {
    'loading:xstate.done.actor.fetchGuestTrip → showing': 'The server answers: the trip shows.',
    'loading:xstate.error.actor.fetchGuestTrip [isUnknownLink] → unknown':
      'The link is not known (404 GuestTripNotFound).',
    'loading:xstate.error.actor.fetchGuestTrip → failed': 'The request fails (503).',
    'failed:guestTrip.retry → loading': 'Press "Opnieuw proberen".',
    [ASK]: 'Press "Rit annuleren": the question opens, focus on "Rit behouden".',
    [DISMISS]: 'Press "Melding sluiten": the message goes.',
    'showing.asking:cancel.keep → showing.idle':
      'Press "Rit behouden": the question closes, nothing changes.',
    'showing.asking:cancel.confirm → showing.cancelling': 'Press "Ja, rit annuleren".',
    [CANCELLED]:
      'The server cancels the trip: the question closes, "Uw rit is geannuleerd." (toast), status "Geannuleerd".',
    [CANCEL_FAILED]:
      'The server refuses (409 "De rit kan niet worden geannuleerd"): the question stays open, led by "Uw rit is NIET geannuleerd" and "De rit kan niet worden geannuleerd".',
    [RETRY]: 'Press "Opnieuw proberen": the cancel request is sent again.',
    [KEEP_FAILED]:
      'Press "Rit behouden": the question closes and "De rit kon niet worden geannuleerd. …" stays on the page with "Melding sluiten".',
  },
};
