import { tripChangeMachine } from '../../machines/booking/change.machine';
import type { MachinePlan } from './plan-types';

/** Test plan of machines/booking/change.machine.ts (product §10.11 "Changing a booked trip"). */
export const tripChangePlan: MachinePlan = {
  name: 'trip-change',
  machine: tripChangeMachine,
  setup:
    'Fresh reference server. The demo traveller demo@example.com (pass 2001000101 "Eigen pas") is signed in; through the API a trip is booked for tomorrow 10:00, Westerdoksdijk 40A → Silodam (and, for the start "with a way back", Silodam → Westerdoksdijk 40A at 12:00 the same day; for the start "short budget", the pass has 0.5 km left; for the start "series", the trip is the first of a weekly series of three dates, tomorrow and a week and two weeks on; for the start "overlap", another trip tomorrow 10:45 from Westerdoksdijk 40A to Almere, under way at the new pick-up). Open /change-trip/<trip number>. Language Nederlands.',
  options: {
    initialFacts: [{}, { wayBack: true }, { short: true }, { series: true }, { overlap: true }],
    facts: {
      changed: false,
      invalid: false,
      wayBack: false,
      short: false,
      overlap: false,
      stale: false,
      retryCommits: false,
      series: false,
      seriesScope: false,
    },
    setsFacts: {
      'choosingScope:scope.select': { seriesScope: true },
      'committingSeries:xstate.error.actor.changeTripSeries → refused': { retryCommits: true },
      'loading:xstate.done.actor.loadTripForChange → loaded': {
        changed: false,
        invalid: false,
        stale: false,
      },
      'editing:form.change': { changed: true, invalid: false, retryCommits: false },
      'refused:form.change': { changed: true, invalid: false, retryCommits: false },
      'editing:form.submit': { changed: true, invalid: true },
      'refused:form.submit': { changed: true, invalid: true },
      'estimating:xstate.error.actor.estimateTripChange [isUnreachable] → refused': { retryCommits: false },
      'estimating:xstate.error.actor.estimateTripChange → refused': { retryCommits: false },
      'checking:change.confirm → refused': { retryCommits: false },
      'committing:xstate.error.actor.changeTrip [isStaleVersion] → refused': {
        stale: true,
        retryCommits: true,
      },
      'committing:xstate.error.actor.changeTrip [isUnreachable] → refused': { retryCommits: true },
      'committing:xstate.error.actor.changeTrip → refused': { retryCommits: true },
    },
    unreachable: {
      'refused:form.submit [isFormValid]':
        "in the model the refused form always holds a change (form.change types 11:00); typing the trip's own values back and pressing Bevestigen is covered by tests/machines/trip-change.machine.test.ts",
    },
    factGuards: {
      'editing:form.submit [isValidChange] → estimating': (f) => f.changed === true && f.invalid !== true,
      'editing:form.submit [isFormValid]': (f) => f.changed !== true && f.invalid !== true,
      'editing:form.submit': (f) => f.invalid !== true,
      'refused:form.submit [isValidChange] → estimating': (f) => f.changed === true && f.invalid !== true,
      'refused:form.submit [isFormValid]': (f) => f.changed !== true && f.invalid !== true,
      'refused:form.submit': (f) => f.invalid !== true,
      'checking:change.confirm [seriesChangeAllowed] → committingSeries': (f) =>
        f.short !== true && f.seriesScope === true,
      'checking:change.confirm [estimateAllows] → committing': (f) =>
        f.short !== true && f.seriesScope !== true,
      'checking:change.confirm → refused': (f) => f.short === true,
      // A stale version offers "Rit opnieuw laden", every other refusal "Opnieuw proberen".
      'refused:change.retry [failedCommittingSeries] → committingSeries': (f) =>
        f.retryCommits === true && f.stale !== true && f.seriesScope === true,
      'refused:change.retry [failedCommitting] → committing': (f) =>
        f.retryCommits === true && f.stale !== true && f.seriesScope !== true,
      'refused:change.retry → estimating': (f) => f.retryCommits !== true && f.stale !== true,
      'refused:change.reload → loading': (f) => f.stale === true,
      // A change from a stale version can only be refused again.
      'committing:xstate.done.actor.changeTrip → changed': (f) => f.stale !== true,
      'committingSeries:xstate.done.actor.changeTripSeries → seriesChanged': (f) => f.stale !== true,
      'loaded:always [inSeries] → choosingScope': (f) => f.series === true,
      'loaded:always → editing': (f) => f.series !== true,
      'editing:scope.change [inSeries] → choosingScope': (f) => f.series === true,
      'changed.findingReturn:xstate.done.actor.findReturnTrip [foundReturn] → changed.offeringReturn': (f) =>
        f.wayBack === true,
      'changed.findingReturn:xstate.done.actor.findReturnTrip → changed.shown': (f) => f.wayBack !== true,
    },
  },
  see: {
    loading: '"Uw rit wijzigen" with "Uw rit wordt geladen…" while the trip is read.',
    loaded:
      'The form, or for a trip of a series the question "Welke ritten wilt u wijzigen?" (passed through at once).',
    choosingScope:
      '"Welke ritten wilt u wijzigen?" with the choices "Alleen deze rit (1 datum)", "Deze en latere ritten (3 data)" and "Alle ritten van de reeks (3 data)", "Verder", and below "Reeks pauzeren".',
    committingSeries: 'The dialog stays, its buttons disabled, with "Uw rit wordt gewijzigd…".',
    seriesChanged:
      '"Uw reeks is gewijzigd" with one line per date: "<dag datum tijd>, rit RT-…: gewijzigd" (or why it was left alone or not changed), and "Sluiten".',
    loadFailed:
      '"Uw rit kon niet worden geladen." with the reason, "Opnieuw proberen" and "Terug naar mijn ritten".',
    editing:
      'The form "Uw rit wijzigen" filled with the trip: "Rit RT-… van <day time>. Uw pasnummer blijft hetzelfde.", date, Ophaaltijd, Van, Naar, Meereizenden, Kinderen, take-along, the comment for the driver and "Bevestigen".',
    estimating: 'The form with "De nieuwe rit wordt berekend…"; "Bevestigen" is disabled.',
    checkingOverlap:
      'Still the form with "De nieuwe rit wordt berekend…" while the traveller\'s trips around the new pick-up are read.',
    checking:
      'The dialog "Controleer uw wijziging": the columns "Nu" and "Nieuw" (Ophalen with the window, Van, Naar, Reizigers en hulpmiddelen, Hulpmiddelen, Prijs, Km van uw budget), the difference line, the budget line; focus on "Rit ongewijzigd laten". With the start "overlap" it first says "U heeft dan al een rit: …" and "U kunt deze wijziging toch maken."',
    committing: 'The dialog stays, its buttons disabled, with "Uw rit wordt gewijzigd…".',
    refused:
      'Above the kept form: "Uw rit is niet gewijzigd: <reden>. Uw rit van <dag tijd> blijft staan." with "Opnieuw proberen" (or "Rit opnieuw laden" for a stale version) and "Melding sluiten".',
    changed:
      '"Uw rit is gewijzigd" with the trip as booked now (Ritnummer, date, pick-up time and window, Van, Naar, who travels, Hulpmiddelen, price, payment) and "Sluiten".',
    'changed.findingReturn': 'The success message (the way back is being looked up).',
    'changed.offeringReturn':
      'Below it: "Ook uw terugrit wijzigen?" with the way back\'s time, "Ja, terugrit wijzigen" and "Nee".',
    'changed.shown': 'The success message without a question (or, after "Ja", the way back\'s change form).',
    done: '/my-trips.',
  },
  do: {
    'loading:xstate.done.actor.loadTripForChange → loaded':
      "The server answers the trip with its ETag (and, for a trip of a series, the series' trips).",
    'loaded:always [inSeries] → choosingScope': 'The trip belongs to a series: the question comes first.',
    'loaded:always → editing': 'A single trip: the form opens.',
    'choosingScope:scope.select': 'Choose "Deze en latere ritten".',
    'choosingScope:scope.confirm → editing': 'Press "Verder": the form shows "U wijzigt: <keuze>."',
    'editing:scope.change [inSeries] → choosingScope': 'Press "Andere ritten kiezen".',
    'checking:change.confirm [seriesChangeAllowed] → committingSeries':
      'With "Deze en latere ritten" chosen, the dialog says "Deze wijziging geldt voor 3 data: …"; press "Wijziging bevestigen".',
    'committingSeries:xstate.done.actor.changeTripSeries → seriesChanged':
      'The server changes the dates in one request (each keeps its trip number).',
    'committingSeries:xstate.error.actor.changeTripSeries → refused': 'The network fails (no answer).',
    'refused:change.retry [failedCommittingSeries] → committingSeries':
      'Press "Opnieuw proberen": the series change is sent again with the same Idempotency-Key.',
    'seriesChanged:success.dismiss → done': 'Press "Sluiten".',
    'loading:xstate.error.actor.loadTripForChange → loadFailed': 'The server is unavailable (503).',
    'loadFailed:load.retry → loading': 'Press "Opnieuw proberen".',
    'editing:form.change': 'Type 11:00 in "Ophaaltijd" (start "short budget": also choose a farther "Naar").',
    'editing:form.submit [isValidChange] → estimating': 'Press "Bevestigen" after a change.',
    'editing:form.submit [isFormValid]':
      'Press "Bevestigen" without changing anything: "U heeft nog niets gewijzigd."',
    'editing:form.submit':
      'Type 00:05 today in date and time, press "Bevestigen": the pick-up error shows, focused.',
    'estimating:xstate.done.actor.estimateTripChange → checkingOverlap': 'The server answers the re-quote.',
    'checkingOverlap:xstate.done.actor.loadOtherTrips → checking':
      'The trips around the new pick-up are read (with the start "overlap", the other trip at 11:05 is warned of).',
    'checkingOverlap:xstate.error.actor.loadOtherTrips → checking':
      'Reading the trips fails (503): the dialog opens without a warning.',
    'estimating:xstate.error.actor.estimateTripChange [isUnreachable] → refused':
      'The network fails (no answer).',
    'estimating:xstate.error.actor.estimateTripChange → refused':
      'The server refuses the change (400 OutsideServiceArea).',
    'checking:change.confirm [estimateAllows] → committing': 'Press "Wijziging bevestigen".',
    'checking:change.confirm → refused':
      'Press "Wijziging bevestigen" while the re-quote says the km budget is too small: nothing is sent.',
    'checking:change.keep → editing':
      'Press "Rit ongewijzigd laten": the dialog closes, the form keeps the change.',
    'committing:xstate.done.actor.changeTrip → changed': 'The server changes the trip (same trip number).',
    'committing:xstate.error.actor.changeTrip [isStaleVersion] → refused':
      'Meanwhile the trip is changed elsewhere (another tab, through the API): the server answers 409 TripChanged.',
    'committing:xstate.error.actor.changeTrip [isUnreachable] → refused': 'The network fails (no answer).',
    'committing:xstate.error.actor.changeTrip → refused': 'The server refuses (409 ChangeTooLate).',
    'refused:form.change': 'Type 11:00 in "Ophaaltijd" (start "short budget": also choose a farther "Naar").',
    'refused:form.submit [isValidChange] → estimating': 'Press "Bevestigen".',
    'refused:form.submit [isFormValid]': 'Type the trip\'s own values back and press "Bevestigen".',
    'refused:form.submit': 'Type 00:05 today, press "Bevestigen".',
    'refused:change.retry [failedCommitting] → committing':
      'Press "Opnieuw proberen": the change is sent again with the same Idempotency-Key.',
    'refused:change.retry → estimating': 'Press "Opnieuw proberen": the re-quote is asked again.',
    'refused:change.reload → loading': 'Press "Rit opnieuw laden".',
    'refused:refusal.dismiss → editing': 'Press "Melding sluiten".',
    'changed:success.dismiss → done': 'Press "Sluiten".',
    'changed.findingReturn:xstate.done.actor.findReturnTrip [foundReturn] → changed.offeringReturn':
      'The way back the same day is found.',
    'changed.findingReturn:xstate.done.actor.findReturnTrip → changed.shown':
      'There is no way back that day.',
    'changed.findingReturn:xstate.error.actor.findReturnTrip → changed.shown':
      'The lookup fails (503): no question.',
    'changed.offeringReturn:return.change → changed.shown':
      'Press "Ja, terugrit wijzigen": the way back\'s change opens, moved by the same hour.',
    'changed.offeringReturn:return.keep → changed.shown': 'Press "Nee".',
  },
};
