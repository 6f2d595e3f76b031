import { bookingMachine } from '../../machines/booking/booking.machine';
import type { MachinePlan } from './plan-types';

/** The return-trip question's two Yes transitions (a guest's dialog, the signed-in confirmation view). */
const ACCEPTS = [
  'flow.step.askingReturnTrip:returnTrip.accept → flow.step.editing',
  'flow.step.confirmed.offeringReturnTrip:returnTrip.accept → flow.step.editing',
];
/** "Start over" on a restored draft. */
const DISCARD = 'flow.step.editing:draft.discard → flow.step.editing';
/** The first trip, not repeating. */
const OUTBOUND_ONCE = { flow: { leg: 'outbound', repeat: 'once' } };
const GUESTS_ONLY = 'this plan books as the signed-in demo traveller';
const FROM_DRAFT =
  'a restored draft (covered in tests/machines/booking-draft.test.ts); this plan starts every path with a fresh form';

/**
 * Test plan of machines/booking/booking.machine.ts (product §2/§4 booking flow). The leg, planning mode, "Repeat this trip"
 * and guest are the chart's own regions, so the model follows them without facts; the facts left are data the
 * chart does not show as states.
 */
export const bookingPlan: MachinePlan = {
  name: 'booking',
  machine: bookingMachine,
  setup:
    'Fresh reference server; log in as the demo traveller, choose pass number 2001000101 and open "Rit boeken" (/book-trip), language Nederlands.',
  options: {
    // estimated: back on the form after an estimate of its addresses, so the machine knows the trip's duration
    // (for the earliest bookable arrival); a swap forgets it, and a new estimate starts from the submit.
    // onlinePayment: an online payment method is chosen (the payment link opens after the booking).
    // failed: a failed estimate or booking is still said on screen (until closed or tried again).
    facts: { onlinePayment: false, estimated: false, failed: false },
    setsFacts: {
      'flow.step.editing:payment.select [canChoosePayment]': { onlinePayment: true },
      'flow.step.confirmed.offeringReturnTrip:returnTrip.accept → flow.step.editing': {
        onlinePayment: false,
      },
      'flow.step.confirming:estimate.back → flow.step.editing': { estimated: true, failed: false },
      'flow.step.editing:form.swap': { estimated: false },
      'flow.step.editing:form.submit [isFormValid] → flow.step.estimating': {
        estimated: false,
        failed: false,
      },
      'flow.step.estimating:xstate.error.actor.calculateTrip → flow.step.editing': { failed: true },
      'flow.step.booking:xstate.error.actor.bookTrip → flow.step.bookingFailed': { failed: true },
      'flow.step.confirming:booking.confirm [canBookOnce] → flow.step.booking': { failed: false },
      'flow.step.confirming:booking.confirm [canBookSeries] → flow.step.bookingSeries': { failed: false },
      'flow.step.editing:failure.dismiss': { failed: false },
      'flow.step.bookingFailed:booking.confirm [canBook] → flow.step.booking': { failed: false },
      'flow.step.bookingFailed:failure.dismiss → flow.step.confirming': { failed: false },
      'flow.step.bookingFailed:estimate.back → flow.step.editing': { estimated: true, failed: false },
      [DISCARD]: { onlinePayment: false, estimated: false, failed: false },
    },
    factGuards: {
      'flow.planning.byArrival:form.useEarliestArrival [isEditing]': (f) => f.estimated === true,
      'flow.step.success:xstate.after.postBookingDelay [hasPaymentUrl] → flow.step.nextStep': (f) =>
        f.onlinePayment === true,
      'flow.step.success:xstate.after.postBookingDelay → flow.step.nextStep': (f) => f.onlinePayment !== true,
      'flow.step.editing:failure.dismiss': (f) => f.failed === true,
      // Kept few, as the chart allows them everywhere: planning by arrival is taken back on the form after an
      // estimate of the outbound single trip (for the earliest arrival), and left for the booking itself; a kept
      // failure is the same message on every leg and with any payment, so it is taken on that trip too.
      'flow.planning.byDeparture:form.change [switchesToArrival] → flow.planning.byArrival': (f, s) =>
        f.estimated === true && s.matches(OUTBOUND_ONCE),
      // The form offers the weekdays and "Tot en met" only with "Deze rit herhalen" on.
      'flow.step.editing:series.change [keepsRepeat]': (_, s) => s.matches({ flow: { repeat: 'repeating' } }),
      'flow.step.editing:form.submit [isFormValid] → flow.step.estimating': (_, s) =>
        s.matches({ flow: { planning: 'byDeparture' } }),
      'flow.step.estimating:xstate.error.actor.calculateTrip → flow.step.editing': (_, s) =>
        s.matches(OUTBOUND_ONCE),
      'flow.step.booking:xstate.error.actor.bookTrip → flow.step.bookingFailed': (_, s) =>
        s.matches(OUTBOUND_ONCE),
    },
    // The mode regions follow the step's own transition in the same step.
    joint: {
      'flow.leg.outbound:returnTrip.accept [isAskingReturnTrip] → flow.leg.return': ACCEPTS,
      'flow.planning.byArrival:returnTrip.accept [returnsByDeparture] → flow.planning.byDeparture': ACCEPTS,
      'flow.leg:draft.discard [isEditing] → flow.leg.starting': [DISCARD],
      'flow.planning:draft.discard [isEditing] → flow.planning.starting': [DISCARD],
      'flow.repeat:draft.discard [isEditing] → flow.repeat.starting': [DISCARD],
    },
    unreachable: {
      'flow.planning.byArrival:returnTrip.accept [returnsByDeparture] → flow.planning.byDeparture':
        'this plan books by departure only (planning by arrival is taken back on the form, see the fact guards); the way back after a trip planned by arrival is covered in tests/machines/booking-modes.test.ts',
      '(root):booking.reset → flow.step.editing, flow.leg.starting, flow.planning.starting, flow.repeat.starting, flow.traveller.starting':
        'no view sends booking.reset yet (the page starts a fresh actor per visit instead)',
      'flow.step.confirming:payment.select [canChoosePayment]':
        'the confirmation dialog offers no payment choice and the form behind the modal dialog is inert',
      'flow.traveller.starting:always [startsAsGuest] → flow.traveller.guest': `guests only (/quick-book; covered in tests/machines/booking.machine.test.ts and tests/e2e/guest-booking.spec.ts); ${GUESTS_ONLY}`,
      'flow.leg.starting:always [startsOnReturnLeg] → flow.leg.return': `the return leg of ${FROM_DRAFT}`,
      'flow.planning.starting:always [startsByArrival] → flow.planning.byArrival': `planning by arrival in ${FROM_DRAFT}`,
      'flow.repeat.starting:always [startsRepeating] → flow.repeat.repeating': `"Repeat this trip" on in ${FROM_DRAFT}`,
      'flow.step.estimating:xstate.done.actor.calculateTrip → flow.step.confirming': `guests only (no trip list, so no overlap check: the dialog opens at once; covered in tests/machines/booking.machine.test.ts and tests/e2e/guest-booking.spec.ts); ${GUESTS_ONLY}`,
      'flow.step.booking:backdrop.cancel [isGuest] → flow.step.confirming': `guests only (quick booking without an account; covered in tests/machines/booking.machine.test.ts); ${GUESTS_ONLY}`,
      'flow.step.nextStep:always [isOutboundLeg] → flow.step.askingReturnTrip': `guests only (the return-trip dialog; covered in tests/machines/booking.machine.test.ts and tests/features/quick-book.test.tsx); ${GUESTS_ONLY}`,
      'flow.step.nextStep:always → done': `guests only (the confirmation page after the return leg; covered in tests/machines/booking.machine.test.ts and tests/e2e/guest-booking.spec.ts); ${GUESTS_ONLY}`,
      'flow.step.askingReturnTrip:returnTrip.accept → flow.step.editing': `guests only (covered in tests/machines/booking.machine.test.ts and tests/e2e/guest-booking.spec.ts); ${GUESTS_ONLY}`,
      'flow.step.askingReturnTrip:returnTrip.decline → done': `guests only (the confirmation page after "Nee"; covered in tests/machines/booking.machine.test.ts and tests/features/quick-book.test.tsx); ${GUESTS_ONLY}`,
    },
  },
  see: {
    flow: 'The booking flow: the form, its dialogs, or the confirmation page.',
    'flow.step': 'Where the traveller is in the flow (below).',
    'flow.step.editing':
      'The booking form "Wanneer wilt u worden opgehaald?" (by arrival: "Wanneer wilt u aankomen?") with Van, Naar, Datum, Tijd and Betaalwijze; no dialog.',
    'flow.step.estimating': 'The backdrop "Ritgegevens worden berekend…" with "Annuleren".',
    'flow.step.checkingOverlap':
      'Still the backdrop "Ritgegevens worden berekend…" with "Annuleren": the app reads your trips around the pick-up.',
    'flow.step.confirming':
      'The dialog "Controleer uw rit" with both addresses, "Ritprijs" and the fare in euros.',
    'flow.step.booking': 'The backdrop "Uw rit wordt geboekt…" over the confirmation dialog.',
    'flow.step.bookingFailed':
      'The dialog is now headed "Uw rit is NIET geboekt" and that heading has focus; first in it: "Geen verbinding. Uw gegevens blijven bewaard." (or the reason) with "Opnieuw proberen" and "Sluiten"; no toast says it again.',
    'flow.step.bookingSeries':
      'The dialog "Uw herhaalde rit" listing both dates, each "Geboekt" or "Niet geboekt — …" as the server answers (the series machine, docs/test-plans/booking-series.md).',
    'flow.step.checkingBooking':
      'The backdrop "We kijken of uw rit al geboekt was…" over the confirmation dialog (the booking request was aborted).',
    'flow.step.success':
      'The form makes way for the page "Uw rit is geboekt" (heading focused, no toast) with the booked trip: "Ritnummer", "De taxi komt" "tussen HH:MM en HH:MM", "Wie reist er", "Hulpmiddelen en bagage", "Prijs", "U kunt annuleren tot …" and "Toevoegen aan agenda".',
    'flow.step.nextStep': '(passes at once) The app decides what comes after the booking.',
    'flow.step.askingReturnTrip':
      'As a guest: the dialog "Wilt u ook een terugrit boeken?" with "Ja" and "Nee" over the form.',
    'flow.step.confirmed':
      'Still the page "Uw rit is geboekt" with every trip booked so far (trip number, window, aids, price, cancel deadline) and "Naar de startpagina".',
    'flow.step.confirmed.offeringReturnTrip':
      'On that page, under the trip: "Wilt u ook een terugrit boeken?" with "Ja, terugrit boeken" and "Nee, dank u".',
    'flow.step.confirmed.complete':
      'The page "Uw rit is geboekt" (after a return trip: "Uw ritten zijn geboekt" with both trips) without the return-trip question.',
    'flow.leg': 'Which trip is booked: the first, or the way back (below).',
    'flow.leg.starting': '(passes at once) The form decides which leg it books.',
    'flow.leg.outbound': 'Nowhere "U boekt nu de terugrit.".',
    'flow.leg.return':
      'On the form: "U boekt nu de terugrit." with Van and Naar swapped; once booked, the page "Uw ritten zijn geboekt".',
    'flow.planning': 'How the time is meant (below).',
    'flow.planning.starting': '(passes at once) The form decides how its time is meant.',
    'flow.planning.byDeparture':
      'On the form "Wanneer wilt u worden opgehaald?": "Vertrektijd" is chosen and there is no "Prioriteit" field.',
    'flow.planning.byArrival':
      'On the form, now headed "Wanneer wilt u aankomen?": "Aankomsttijd" is chosen, with the field "Prioriteit".',
    'flow.repeat': 'One trip, or a repeating one (below).',
    'flow.repeat.starting': '(passes at once) The form decides whether the trip repeats.',
    'flow.repeat.once': 'On the form: "Deze rit herhalen" is off.',
    'flow.repeat.repeating': 'On the form: "Deze rit herhalen" is on, with "Herhalen op" and "Tot en met".',
    'flow.traveller': 'Who books (below).',
    'flow.traveller.starting': '(passes at once) The app knows whether you are signed in.',
    'flow.traveller.signedIn': 'Signed in: the menu has "Uitloggen".',
    'flow.traveller.guest': 'As a guest (/quick-book): no menu with "Uitloggen".',
    done: 'The home page.',
  },
  do: {
    '(root):session.update':
      'The session changes while the form is open: pass number "Begeleider (2001000102)" is chosen. The form stays as filled in.',
    '(root):booking.reset → flow.step.editing, flow.leg.starting, flow.planning.starting, flow.repeat.starting, flow.traveller.starting':
      'Start over with a fresh form.',
    'flow.step.editing:form.change [keepsPlanningMode]':
      'In "Van", type "Silodam 1A" and choose "Silodam 1A, Amsterdam".',
    'flow.step.editing:form.typeTime':
      'In "Tijd", type the time shown without its colon (e.g. "1105" for 11:05): the field keeps "1105", no error; leave the field: it reads "11:05".',
    'flow.step.editing:form.leaveTime':
      'In "Tijd", type "9" and leave the field: it reads "09:00". Type "25:61" and leave it: "Vul een geldige tijd in als UU:MM…" shows under it. Type the earlier time again and leave: the message goes.',
    'flow.step.editing:form.swap':
      'Fill Van "Silodam 1A, Amsterdam" and Naar "Westerdoksdijk 40A, Amsterdam", press "Van en naar omwisselen": the addresses swap.',
    'flow.step.editing:series.change [keepsRepeat]':
      'With "Deze rit herhalen" on: set "Tot en met" to ten days after the date (still two dates).',
    'flow.step.editing:payment.select [canChoosePayment]':
      'Choose an online Betaalwijze (iDEAL, or Creditcard with "Soort creditcard" Visa).',
    [DISCARD]:
      'Choose Van "Silodam 1A, Amsterdam", go to "Home" and back to "Rit boeken": the form is as it was, with "Wat u eerder invulde is teruggezet." and "Opnieuw beginnen"; press "Opnieuw beginnen": an empty form (outbound leg, "Vertrektijd", not repeating), the message gone.',
    'flow.step.editing:failure.dismiss':
      'Press "Sluiten" in the message "Geen verbinding. Uw gegevens blijven bewaard.": it goes, the form stays filled in.',
    'flow.step.editing:form.submit [isFormValid] → flow.step.estimating':
      'Fill Van "Silodam 1A, Amsterdam" and Naar "Westerdoksdijk 40A, Amsterdam" (return leg: time 2 hours later; by arrival: Prioriteit "Medisch") and press "Bevestigen".',
    'flow.step.editing:form.submit':
      'Press "Bevestigen" with empty addresses: both fields say "Selecteer een adres", no dialog.',
    'flow.step.estimating:backdrop.cancel → flow.step.editing':
      'Press "Annuleren" on the backdrop: back to the form, the addresses kept.',
    'flow.step.estimating:xstate.done.actor.calculateTrip [isSignedIn] → flow.step.checkingOverlap':
      'The server calculates the trip; the app asks for your trips around the pick-up (GET /trips/history).',
    'flow.step.estimating:xstate.done.actor.calculateTrip → flow.step.confirming':
      'As a guest, the server calculates the trip: the dialog opens at once (no trip list to check).',
    'flow.step.estimating:xstate.error.actor.calculateTrip → flow.step.editing':
      'The server cannot calculate (503 "Dienst tijdelijk niet beschikbaar"): the error shows, back to the form, which stays filled in; by "Bevestigen" stays "Geen verbinding. Uw gegevens blijven bewaard." with "Opnieuw proberen" and "Sluiten".',
    'flow.step.checkingOverlap:backdrop.cancel → flow.step.editing':
      'Press "Annuleren" on the backdrop while your trips are read: back to the form, the addresses kept.',
    'flow.step.checkingOverlap:xstate.done.actor.loadOtherTrips → flow.step.confirming':
      'The server answers with your trips: none at that time, so the dialog opens without "U heeft dan al een rit".',
    'flow.step.checkingOverlap:xstate.error.actor.loadOtherTrips → flow.step.confirming':
      'Your trips cannot be read (503): the dialog opens all the same, without a warning and without an error.',
    'flow.step.confirming:estimate.back → flow.step.editing':
      'Press "Terug" in the dialog: back to the form with the addresses kept.',
    'flow.step.confirming:payment.select [canChoosePayment]':
      'Change the payment method in the confirmation dialog.',
    'flow.step.confirming:booking.confirm [canBookOnce] → flow.step.booking':
      'Press "Bevestigen" in the dialog.',
    'flow.step.confirming:booking.confirm [canBookSeries] → flow.step.bookingSeries':
      'With "Deze rit herhalen" on, the dialog lists both dates with their price and "Alle 2 datums passen in uw budget"; press "Bevestigen".',
    'flow.step.bookingSeries:xstate.done.actor.bookingSeries [isSeriesBooked] → flow.step.nextStep':
      'The server books both dates: "2 van de 2 datums geboekt."; press "Verder".',
    'flow.step.bookingSeries:xstate.done.actor.bookingSeries → flow.step.confirming':
      'The server refuses both dates (400 BudgetExceeded): "Niet geboekt — budget op" twice, "0 van de 2 datums geboekt."; press "Verder": back to the confirmation dialog.',
    'flow.step.booking:backdrop.cancel [isGuest] → flow.step.confirming':
      'As a guest, press "Annuleren" on the backdrop: back to the confirmation dialog with "Geannuleerd. We konden niet nagaan of uw rit al geboekt was…".',
    'flow.step.booking:backdrop.cancel → flow.step.checkingBooking':
      'Press "Annuleren" on the backdrop: the booking request is aborted and the app looks in the trip list.',
    'flow.step.booking:xstate.done.actor.bookTrip → flow.step.success': 'The server books the trip.',
    'flow.step.booking:xstate.error.actor.bookTrip → flow.step.bookingFailed':
      'The server cannot book (503 "Dienst tijdelijk niet beschikbaar"): the dialog stays, headed "Uw rit is NIET geboekt", with "Geen verbinding. Uw gegevens blijven bewaard." and "Opnieuw proberen" (which books with the same Idempotency-Key); no toast.',
    'flow.step.bookingFailed:booking.confirm [canBook] → flow.step.booking':
      'Press "Opnieuw proberen" in the dialog: the backdrop "Uw rit wordt geboekt…" again (the same Idempotency-Key, so at most one trip).',
    'flow.step.bookingFailed:failure.dismiss → flow.step.confirming':
      'Press "Sluiten" in the message "Geen verbinding…" in the dialog: it goes, the dialog is "Controleer uw rit" again.',
    'flow.step.bookingFailed:estimate.back → flow.step.editing':
      'Press "Terug" in the dialog "Uw rit is NIET geboekt": back to the form with the addresses kept, no message.',
    'flow.step.checkingBooking:backdrop.cancel → flow.step.confirming':
      'Press "Annuleren" on the checking backdrop too: back to the confirmation dialog with "Geannuleerd. We konden niet nagaan…".',
    'flow.step.checkingBooking:xstate.done.actor.findBookedTrip [isTripFound] → flow.step.success':
      'The server had booked the trip before the cancel arrived: "Uw rit was al geboekt voordat u annuleerde." and "Uw rit is geboekt!" show.',
    'flow.step.checkingBooking:xstate.done.actor.findBookedTrip → flow.step.confirming':
      'The trip list has no such trip: "Geannuleerd: er is geen rit geboekt." shows, back to the confirmation dialog.',
    'flow.step.checkingBooking:xstate.error.actor.findBookedTrip → flow.step.confirming':
      'The trip list cannot be read (503): "Geannuleerd. We konden niet nagaan of uw rit al geboekt was…" shows, back to the confirmation dialog.',
    'flow.step.success:xstate.after.postBookingDelay [hasPaymentUrl] → flow.step.nextStep':
      'Wait 1.5 s: the payment page opens in a new tab (online payment).',
    'flow.step.success:xstate.after.postBookingDelay → flow.step.nextStep':
      'Wait 1.5 s (payment in the vehicle: no payment page).',
    'flow.step.nextStep:always [isSignedInOutbound] → flow.step.confirmed':
      'It was the outbound leg: the confirmation page stays and asks "Wilt u ook een terugrit boeken?" on it.',
    'flow.step.nextStep:always [isSignedIn] → flow.step.confirmed.complete':
      'It was the return leg: the confirmation page shows "Uw ritten zijn geboekt" with both trips, no question.',
    'flow.step.nextStep:always [isOutboundLeg] → flow.step.askingReturnTrip':
      'As a guest, after the outbound leg: the dialog "Wilt u ook een terugrit boeken?" opens.',
    'flow.step.nextStep:always → done':
      'It was a guest\'s return leg: the confirmation page "Uw rit is geboekt" (/quick-book/booked) opens with both trips.',
    'flow.step.askingReturnTrip:returnTrip.accept → flow.step.editing':
      'As a guest, press "Ja" in the dialog: the form for the return leg.',
    'flow.step.askingReturnTrip:returnTrip.decline → done':
      'As a guest, press "Nee": the confirmation page "Uw rit is geboekt" (/quick-book/booked) opens with the trip.',
    'flow.step.confirmed:confirmation.close → done': 'Press "Naar de startpagina": the home page opens.',
    'flow.step.confirmed.offeringReturnTrip:returnTrip.accept → flow.step.editing':
      'Press "Ja, terugrit boeken": the form "U boekt nu de terugrit." shows with Van and Naar swapped, the pick-up one hour after the outbound arrival (rounded up to 5 minutes, "Ophalen voor de terugrit: …, een uur na aankomst.") and no driver comment.',
    'flow.step.confirmed.offeringReturnTrip:returnTrip.decline → flow.step.confirmed.complete':
      'Press "Nee, dank u": the question goes, the confirmation of the trip stays.',
    'flow.leg:draft.discard [isEditing] → flow.leg.starting': 'The fresh form books the outbound leg.',
    'flow.leg.starting:always [startsOnReturnLeg] → flow.leg.return':
      'The restored draft was for the return leg.',
    'flow.leg.starting:always → flow.leg.outbound': 'A fresh form books the outbound leg.',
    'flow.leg.outbound:returnTrip.accept [isAskingReturnTrip] → flow.leg.return':
      'The form now books the way back.',
    'flow.planning:draft.discard [isEditing] → flow.planning.starting': 'The fresh form plans by departure.',
    'flow.planning.starting:always [startsByArrival] → flow.planning.byArrival':
      'The restored draft planned by arrival.',
    'flow.planning.starting:always → flow.planning.byDeparture':
      'A fresh form plans by departure ("Vertrektijd").',
    'flow.planning.byDeparture:form.change [switchesToArrival] → flow.planning.byArrival':
      'Choose "Aankomsttijd": "Prioriteit" shows; a time you have not chosen moves to the arrival default (now + 1 h 05 + a typical trip), a chosen one stays.',
    'flow.planning.byArrival:form.change [switchesToDeparture] → flow.planning.byDeparture':
      'Choose "Vertrektijd": "Prioriteit" goes; a chosen time stays, one you have not chosen moves to the departure default.',
    'flow.planning.byArrival:form.useEarliestArrival [isEditing]':
      'Back from the dialog (the trip\'s duration is known), type as Tijd the earliest pickup time (now + 1 h): "…u kunt op zijn vroegst om HH:MM aankomen." shows under the time; press "Gebruik HH:MM": Tijd becomes HH:MM and the message goes.',
    'flow.planning.byArrival:returnTrip.accept [returnsByDeparture] → flow.planning.byDeparture':
      'The way back is planned by departure, one hour after the outbound arrival ("Vertrektijd").',
    'flow.repeat:draft.discard [isEditing] → flow.repeat.starting': 'The fresh form does not repeat.',
    'flow.repeat.starting:always [startsRepeating] → flow.repeat.repeating':
      'The restored draft repeated the trip.',
    'flow.repeat.starting:always → flow.repeat.once': 'A fresh form books one trip.',
    'flow.repeat.once:series.change [switchesRepeatOn] → flow.repeat.repeating':
      'Switch on "Deze rit herhalen": the weekday of the date is ticked; set "Tot en met" to a week after the date (two dates).',
    'flow.repeat.repeating:series.change [switchesRepeatOff] → flow.repeat.once':
      'Switch off "Deze rit herhalen": "Herhalen op" and "Tot en met" go.',
    'flow.traveller.starting:always [startsAsGuest] → flow.traveller.guest': 'As a guest on /quick-book.',
    'flow.traveller.starting:always → flow.traveller.signedIn': 'Signed in as the demo traveller.',
  },
};
