/**
 * Dutch dictionary (nl-NL), section `my-trips` (common/dictionary-sections.ts): /my-trips: the trip history and its filters, and the offline views of /home and /my-trips (the snapshot kept on the device).
 * Formal "u" throughout (product §9); the whole dictionary and its rules are in ../nl-NL.ts.
 */
export const section = {
  offlineSnapshot: {
    needsConnection:
      'Boeken, annuleren, beoordelen, betalen en delen kan alleen met een verbinding. Zodra u weer online bent, kan het weer.',
    date: 'Datum',
    pickUpTime: 'Ophaaltijd',
    pickUpWindow: 'De taxi komt tussen {{start}} en {{end}}',
    window: 'Ophaalvenster',
    from: 'Van',
    to: 'Naar',
    tripNumber: 'Ritnummer',
    call: 'Vragen over uw rit? Bel',
    upcomingTitle: 'Uw komende ritten',
    noUpcoming: 'Er zijn geen komende ritten op dit apparaat bewaard.',
    tripTitle: 'Rit op {{date}} om {{time}}',
    bookTrip: 'Rit boeken',
    cancelTrip: 'Rit annuleren',
    shareTrip: 'Rit delen',
    pay: 'Betalen',
  },
  myTrips: {
    title: 'Mijn ritten',
    empty: 'U heeft geen ritten in deze periode.',
    previousWeek: 'Vorige week',
    thisWeek: 'Deze week',
    nextWeek: 'Volgende week',
    download: 'Rittenoverzicht downloaden',
    period: 'Periode',
    rangeText: '{{from}} t/m {{to}}',
    choosePeriod: 'Kies een periode',
    choosePeriodHint: 'Kies eerst de eerste dag en daarna de laatste dag.',
    apply: 'Toepassen',
    weeks: 'Week kiezen',
    list: 'Ritten',
    tripCount: '{{count}} ritten in deze periode',
    tripCountOne: '1 rit in deze periode',
    upcoming: 'Komende ritten',
    upcomingEmpty: 'U heeft geen komende ritten.',
    upcomingCount: '{{count}} komende ritten',
    upcomingCountOne: '1 komende rit',
    loadError: 'Uw ritten konden niet worden geladen.',
    retry: 'Opnieuw proberen',
    downloading: 'Bezig met downloaden…',
  },
};
