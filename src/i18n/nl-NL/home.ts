/**
 * Dutch dictionary (nl-NL), section `home` (common/dictionary-sections.ts): the signed-in shell and /home: the budget and next-trip cards, the offline banner, the release notes and the pass-number notice.
 * Formal "u" throughout (product §9); the whole dictionary and its rules are in ../nl-NL.ts.
 */
export const section = {
  home: {
    /** The offline banner of every signed-in page (the offline views' strings: section `my-trips`). */
    offlineBanner: 'U bent offline. Dit wisten we om {{time}}.',
    title: 'Home',
    greeting: 'Welkom, {{name}}',
    budget: {
      title: 'Uw budget',
      remaining: 'Resterende kilometers',
      validUntil: 'Geldig tot en met {{date}}',
      passNumber: 'Pasnummer',
      choosePassNumber: 'Kies een pasnummer',
      none: 'Er is geen budget beschikbaar.',
    },
    nextTrip: {
      title: 'Uw volgende rit',
      none: 'U heeft de komende 2 weken geen ritten gepland.',
      when: 'Wanneer',
      from: 'Van',
      to: 'Naar',
      status: 'Status',
      bookTrip: 'Rit boeken',
      details: 'Details',
    },
    whereTo: {
      title: 'Waar wilt u naartoe?',
      pickupTitle: 'Waar wilt u worden opgehaald?',
      recentLocations: 'Recente adressen',
      noRecentLocations: 'U heeft nog geen recente adressen.',
      otherAddress: 'Ander adres invoeren',
      step: 'Stap {{step}} van 2',
      destination: 'Bestemming: {{location}}',
      otherDestination: 'Andere bestemming kiezen',
      pickupHint: 'Kies een recent adres. Daarna vult u de rest van uw rit in.',
    },
  },

  releaseNotes: {
    title: 'Wat is er nieuw?',
    version: 'Versie {{version}}',
    dontShowAgain: 'Niet meer tonen',
    close: 'Sluiten',
  },
  travellingFor: {
    label: 'Reizen voor',
    myself: 'Mijzelf',
    booking: 'U boekt voor {{name}}',
    following: 'U volgt {{name}}',
    noLongerShares: '{{name}} deelt geen ritten meer met u.',
    dismiss: 'Sluiten',
    followOnly: '{{name}} laat u ritten volgen, niet boeken, wijzigen, annuleren of beoordelen.',
    ownAccount:
      'Profiel, wachtwoord en pasnummers wijzigt ieder zelf: {{name}} de eigen gegevens, u de uwe. Kies "Mijzelf" bij "Reizen voor" om uw eigen gegevens te wijzigen.',
  },
  passNumberNeeded: {
    message: 'Voeg een pasnummer toe om een rit te boeken',
    link: 'Pasnummer toevoegen',
  },
};
