import { bookingMachine } from '../../machines/booking.machine';
import type { MachinePlan } from './plan-types';

/** Test plan of machines/booking.machine.ts (product §2/§4 booking flow). */
export const bookingPlan: MachinePlan = {
  name: 'booking',
  machine: bookingMachine,
  setup:
    'Fresh reference server; log in as the demo traveller, choose pass number 2001000101 and open "Rit boeken" (/book-trip), language Nederlands.',
  options: {
    // guest: this plan books as the signed-in demo traveller (the guest flow has its own tests).
    // estimated: back on the form after an estimate of its addresses, so the machine knows the trip's duration
    // (for the earliest bookable arrival); a swap forgets it, and a new estimate starts from the submit.
    // series: "Deze rit herhalen" is on; it stays on for the return leg.
    // failed: a failed estimate or booking is still said on screen (until closed or tried again).
    facts: {
      returnLeg: false,
      onlinePayment: false,
      guest: false,
      estimated: false,
      series: false,
      failed: false,
    },
    setsFacts: {
      'editing:payment.select#0': { onlinePayment: true },
      'confirmed.offeringReturnTrip:returnTrip.accept#0': { returnLeg: true, onlinePayment: false },
      'confirming:estimate.back#0': { estimated: true, failed: false },
      'editing:form.swap#0': { estimated: false },
      'editing:form.submit#0': { estimated: false, failed: false },
      'editing:series.change#0': { series: true },
      'estimating:xstate.error.actor.calculateTrip#0': { failed: true },
      'booking:xstate.error.actor.bookTrip#0': { failed: true },
      'confirming:booking.confirm#0': { failed: false },
      'confirming:booking.confirm#1': { failed: false },
      'editing:failure.dismiss#0': { failed: false },
      'bookingFailed:booking.confirm#0': { failed: false },
      'bookingFailed:failure.dismiss#0': { failed: false },
      'bookingFailed:estimate.back#0': { estimated: true, failed: false },
      'editing:draft.discard#0': {
        returnLeg: false,
        onlinePayment: false,
        estimated: false,
        series: false,
        failed: false,
      },
    },
    factGuards: {
      'editing:form.useEarliestArrival#0': (f) => f.estimated === true,
      'booking:backdrop.cancel#0': (f) => f.guest === true,
      'booking:backdrop.cancel#1': (f) => f.guest !== true,
      'estimating:xstate.done.actor.calculateTrip#0': (f) => f.guest !== true,
      'estimating:xstate.done.actor.calculateTrip#1': (f) => f.guest === true,
      'nextStep:always#0': (f) => f.guest !== true && f.returnLeg !== true,
      'nextStep:always#1': (f) => f.guest !== true && f.returnLeg === true,
      'nextStep:always#2': (f) => f.guest === true && f.returnLeg !== true,
      'nextStep:always#3': (f) => f.guest === true && f.returnLeg === true,
      'success:xstate.after.postBookingDelay#0': (f) => f.onlinePayment === true,
      'success:xstate.after.postBookingDelay#1': (f) => f.onlinePayment !== true,
      'confirming:booking.confirm#0': (f) => f.series !== true,
      'confirming:booking.confirm#1': (f) => f.series === true,
      // A kept failure is the same message on every leg and with any payment: taken on the first leg, without
      // "Repeat" (the series reports its own failures), so the fact adds few paths.
      'estimating:xstate.error.actor.calculateTrip#0': (f) => f.returnLeg !== true && f.series !== true,
      'booking:xstate.error.actor.bookTrip#0': (f) => f.returnLeg !== true && f.series !== true,
      'editing:failure.dismiss#0': (f) => f.failed === true,
    },
    unreachable: {
      '(root):booking.reset#0':
        'no view sends booking.reset yet (the page starts a fresh actor per visit instead)',
      'confirming:payment.select#0':
        'the confirmation dialog offers no payment choice and the form behind the modal dialog is inert',
      'estimating:xstate.done.actor.calculateTrip#1':
        'guests only (no trip list, so no overlap check: the dialog opens at once; covered in tests/machines/booking.machine.test.ts and tests/e2e/guest-booking.spec.ts); this plan books as the signed-in demo traveller',
      'booking:backdrop.cancel#0':
        'guests only (quick booking without an account; covered in tests/machines/booking.machine.test.ts); this plan books as the signed-in demo traveller',
      'nextStep:always#2':
        'guests only (the return-trip dialog; covered in tests/machines/booking.machine.test.ts and tests/features/quick-book.test.tsx); this plan books as the signed-in demo traveller',
      'nextStep:always#3':
        'guests only (the confirmation page after the return leg; covered in tests/machines/booking.machine.test.ts and tests/e2e/guest-booking.spec.ts); this plan books as the signed-in demo traveller',
      'askingReturnTrip:returnTrip.accept#0':
        'guests only (covered in tests/machines/booking.machine.test.ts and tests/e2e/guest-booking.spec.ts); this plan books as the signed-in demo traveller',
      'askingReturnTrip:returnTrip.decline#0':
        'guests only (the confirmation page after "Nee"; covered in tests/machines/booking.machine.test.ts and tests/features/quick-book.test.tsx); this plan books as the signed-in demo traveller',
    },
  },
  see: {
    editing:
      'The booking form "Wanneer wilt u worden opgehaald?" with Van, Naar, Datum, Tijd and Betaalwijze; no dialog.',
    estimating: 'The backdrop "Ritgegevens worden berekend…" with "Annuleren".',
    checkingOverlap:
      'Still the backdrop "Ritgegevens worden berekend…" with "Annuleren": the app reads your trips around the pick-up.',
    confirming: 'The dialog "Controleer uw rit" with both addresses, "Ritprijs" and the fare in euros.',
    booking: 'The backdrop "Uw rit wordt geboekt…" over the confirmation dialog.',
    bookingFailed:
      'The dialog is now headed "Uw rit is NIET geboekt" and that heading has focus; first in it: "Geen verbinding. Uw gegevens blijven bewaard." (or the reason) with "Opnieuw proberen" and "Sluiten"; no toast says it again.',
    bookingSeries:
      'The dialog "Uw herhaalde rit" listing both dates, each "Geboekt" or "Niet geboekt — …" as the server answers (the series machine, docs/test-plans/booking-series.md).',
    checkingBooking:
      'The backdrop "We kijken of uw rit al geboekt was…" over the confirmation dialog (the booking request was aborted).',
    success:
      'The form makes way for the page "Uw rit is geboekt" (heading focused, no toast) with the booked trip: "Ritnummer", "De taxi komt" "tussen HH:MM en HH:MM", "Wie reist er", "Hulpmiddelen en bagage", "Prijs", "U kunt annuleren tot …" and "Toevoegen aan agenda".',
    nextStep: '(passes at once) The app decides what comes after the booking.',
    askingReturnTrip:
      'As a guest: the dialog "Wilt u ook een terugrit boeken?" with "Ja" and "Nee" over the form.',
    confirmed:
      'Still the page "Uw rit is geboekt" with every trip booked so far (trip number, window, aids, price, cancel deadline) and "Naar de startpagina".',
    'confirmed.offeringReturnTrip':
      'On that page, under the trip: "Wilt u ook een terugrit boeken?" with "Ja, terugrit boeken" and "Nee, dank u".',
    'confirmed.complete':
      'The page "Uw rit is geboekt" (after a return trip: "Uw ritten zijn geboekt" with both trips) without the return-trip question.',
    done: 'The home page.',
  },
  do: {
    '(root):session.update#0':
      'The session changes while the form is open: pass number "Begeleider (2001000102)" is chosen. The form stays as filled in.',
    '(root):booking.reset#0': 'Start over with a fresh form.',
    'editing:form.change#0': 'In "Van", type "Silodam 1A" and choose "Silodam 1A, Amsterdam".',
    'editing:form.typeTime#0':
      'In "Tijd", type the time shown without its colon (e.g. "1105" for 11:05): the field keeps "1105", no error; leave the field: it reads "11:05".',
    'editing:form.leaveTime#0':
      'In "Tijd", type "9" and leave the field: it reads "09:00". Type "25:61" and leave it: "Vul een geldige tijd in als UU:MM…" shows under it. Type the earlier time again and leave: the message goes.',
    'editing:form.swap#0':
      'Fill Van "Silodam 1A, Amsterdam" and Naar "Westerdoksdijk 40A, Amsterdam", press "Van en naar omwisselen": the addresses swap.',
    'editing:form.useEarliestArrival#0':
      'Back from the dialog (the trip\'s duration is known): choose "Aankomsttijd" (an untouched time moves to now + 2 h), type as Tijd the earliest pickup time (now + 1 h): "…u kunt op zijn vroegst om HH:MM aankomen." shows under the time; press "Gebruik HH:MM": Tijd becomes HH:MM and the message goes. Choose "Vertrektijd" again (the chosen time stays).',
    'editing:payment.select#0':
      'Choose an online Betaalwijze (iDEAL, or Creditcard with "Soort creditcard" Visa).',
    'editing:form.submit#0':
      'Fill Van "Silodam 1A, Amsterdam" and Naar "Westerdoksdijk 40A, Amsterdam" (return leg: time 2 hours later) and press "Bevestigen".',
    'editing:form.submit#1':
      'Press "Bevestigen" with empty addresses: both fields say "Selecteer een adres", no dialog.',
    'estimating:backdrop.cancel#0':
      'Press "Annuleren" on the backdrop: back to the form, the addresses kept.',
    'estimating:xstate.done.actor.calculateTrip#0':
      'The server calculates the trip; the app asks for your trips around the pick-up (GET /trips/history).',
    'estimating:xstate.done.actor.calculateTrip#1':
      'As a guest, the server calculates the trip: the dialog opens at once (no trip list to check).',
    'checkingOverlap:xstate.done.actor.loadOtherTrips#0':
      'The server answers with your trips: none at that time, so the dialog opens without "U heeft dan al een rit".',
    'checkingOverlap:xstate.error.actor.loadOtherTrips#0':
      'Your trips cannot be read (503): the dialog opens all the same, without a warning and without an error.',
    'checkingOverlap:backdrop.cancel#0':
      'Press "Annuleren" on the backdrop while your trips are read: back to the form, the addresses kept.',
    'estimating:xstate.error.actor.calculateTrip#0':
      'The server cannot calculate (503 "Dienst tijdelijk niet beschikbaar"): the error shows, back to the form, which stays filled in; by "Bevestigen" stays "Geen verbinding. Uw gegevens blijven bewaard." with "Opnieuw proberen" and "Sluiten".',
    'editing:failure.dismiss#0':
      'Press "Sluiten" in the message "Geen verbinding. Uw gegevens blijven bewaard.": it goes, the form stays filled in.',
    'bookingFailed:failure.dismiss#0':
      'Press "Sluiten" in the message "Geen verbinding…" in the dialog: it goes, the dialog is "Controleer uw rit" again.',
    'bookingFailed:booking.confirm#0':
      'Press "Opnieuw proberen" in the dialog: the backdrop "Uw rit wordt geboekt…" again (the same Idempotency-Key, so at most one trip).',
    'bookingFailed:estimate.back#0':
      'Press "Terug" in the dialog "Uw rit is NIET geboekt": back to the form with the addresses kept, no message.',
    'editing:draft.discard#0':
      'Choose Van "Silodam 1A, Amsterdam", go to "Home" and back to "Rit boeken": the form is as it was, with "Wat u eerder invulde is teruggezet." and "Opnieuw beginnen"; press "Opnieuw beginnen": an empty form (outbound leg), the message gone.',
    'confirming:estimate.back#0': 'Press "Terug" in the dialog: back to the form with the addresses kept.',
    'confirming:payment.select#0': 'Change the payment method in the confirmation dialog.',
    'confirming:booking.confirm#0': 'Press "Bevestigen" in the dialog.',
    'confirming:booking.confirm#1':
      'With "Deze rit herhalen" on, the dialog lists both dates with their price and "Alle 2 datums passen in uw budget"; press "Bevestigen".',
    'editing:series.change#0':
      'Switch on "Deze rit herhalen": the weekday of the date is ticked; set "Tot en met" to a week after the date (two dates).',
    'bookingSeries:xstate.done.actor.bookingSeries#0':
      'The server books both dates: "2 van de 2 datums geboekt."; press "Verder".',
    'bookingSeries:xstate.done.actor.bookingSeries#1':
      'The server refuses both dates (400 BudgetExceeded): "Niet geboekt — budget op" twice, "0 van de 2 datums geboekt."; press "Verder": back to the confirmation dialog.',
    'booking:backdrop.cancel#0':
      'As a guest, press "Annuleren" on the backdrop: back to the confirmation dialog with "Geannuleerd. We konden niet nagaan of uw rit al geboekt was…".',
    'booking:backdrop.cancel#1':
      'Press "Annuleren" on the backdrop: the booking request is aborted and the app looks in the trip list.',
    'checkingBooking:xstate.done.actor.findBookedTrip#0':
      'The server had booked the trip before the cancel arrived: "Uw rit was al geboekt voordat u annuleerde." and "Uw rit is geboekt!" show.',
    'checkingBooking:xstate.done.actor.findBookedTrip#1':
      'The trip list has no such trip: "Geannuleerd: er is geen rit geboekt." shows, back to the confirmation dialog.',
    'checkingBooking:xstate.error.actor.findBookedTrip#0':
      'The trip list cannot be read (503): "Geannuleerd. We konden niet nagaan of uw rit al geboekt was…" shows, back to the confirmation dialog.',
    'checkingBooking:backdrop.cancel#0':
      'Press "Annuleren" on the checking backdrop too: back to the confirmation dialog with "Geannuleerd. We konden niet nagaan…".',
    'booking:xstate.done.actor.bookTrip#0': 'The server books the trip.',
    'booking:xstate.error.actor.bookTrip#0':
      'The server cannot book (503 "Dienst tijdelijk niet beschikbaar"): the dialog stays, headed "Uw rit is NIET geboekt", with "Geen verbinding. Uw gegevens blijven bewaard." and "Opnieuw proberen" (which books with the same Idempotency-Key); no toast.',
    'success:xstate.after.postBookingDelay#0':
      'Wait 1.5 s: the payment page opens in a new tab (online payment).',
    'success:xstate.after.postBookingDelay#1': 'Wait 1.5 s (payment in the vehicle: no payment page).',
    'nextStep:always#0':
      'It was the outbound leg: the confirmation page stays and asks "Wilt u ook een terugrit boeken?" on it.',
    'nextStep:always#1':
      'It was the return leg: the confirmation page shows "Uw ritten zijn geboekt" with both trips, no question.',
    'nextStep:always#2':
      'As a guest, after the outbound leg: the dialog "Wilt u ook een terugrit boeken?" opens.',
    'nextStep:always#3':
      'It was a guest\'s return leg: the confirmation page "Uw rit is geboekt" (/quick-book/booked) opens with both trips.',
    'askingReturnTrip:returnTrip.accept#0':
      'As a guest, press "Ja" in the dialog: the form for the return leg.',
    'askingReturnTrip:returnTrip.decline#0':
      'As a guest, press "Nee": the confirmation page "Uw rit is geboekt" (/quick-book/booked) opens with the trip.',
    'confirmed.offeringReturnTrip:returnTrip.accept#0':
      'Press "Ja, terugrit boeken": the form "U boekt nu de terugrit." shows with Van and Naar swapped, the pick-up one hour after the outbound arrival (rounded up to 5 minutes, "Ophalen voor de terugrit: …, een uur na aankomst.") and no driver comment.',
    'confirmed.offeringReturnTrip:returnTrip.decline#0':
      'Press "Nee, dank u": the question goes, the confirmation of the trip stays.',
    'confirmed:confirmation.close#0': 'Press "Naar de startpagina": the home page opens.',
  },
};
