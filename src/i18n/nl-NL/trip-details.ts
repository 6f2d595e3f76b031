/**
 * Dutch dictionary (nl-NL), section `trip-details` (common/dictionary-sections.ts): what the trip-details dialog and the trip history add to a trip card: the rating dialog, sharing a trip and which carer booked, changed or cancelled it (product §10.12).
 * Formal "u" throughout (product §9); the whole dictionary and its rules are in ../nl-NL.ts.
 */
export const section = {
  rating: {
    title: 'Beoordeel uw rit',
    legend: 'Hoeveel sterren geeft u deze rit?',
    starOne: '1 ster',
    stars: '{{count}} sterren',
    selected: 'U heeft {{rating}} van de 5 sterren gekozen.',
    comment: 'Toelichting (optioneel)',
    commentCounter: '{{count}} van {{max}} tekens',
    tripSummary: 'Rit van {{date}}: {{from}} naar {{to}}',
    submitting: 'Bezig met opslaan…',
  },
  share: {
    title: 'Iemand deze rit laten volgen',
    intro:
      'Met een deellink kan iemand anders, bijvoorbeeld uw mantelzorger, deze rit volgen zonder account. Die ziet de status, het ophaalvenster, van en naar, en uw voornaam.',
    create: 'Rit delen',
    link: 'Deellink',
    linkHint: 'De link werkt tot 2 uur na aankomst, tot u stopt met delen of tot de rit wordt geannuleerd.',
    copy: 'Link kopiëren',
    copied: 'Link gekopieerd',
    copyFailed: 'Kopiëren lukte niet. Selecteer de link en kopieer hem zelf.',
    stop: 'Delen stoppen',
    stopped: 'U deelt deze rit niet meer. De link werkt niet meer.',
    sharedWithoutLink:
      'U deelt deze rit al. De link is alleen te zien als hij wordt gemaakt. Maak een nieuwe link om hem opnieuw te kopiëren; de oude link werkt dan niet meer.',
    renew: 'Nieuwe link maken',
    error: {
      create: 'De deellink kan niet worden gemaakt. Probeer het opnieuw.',
      notShareable: 'Deze rit kan niet meer worden gedeeld.',
      stop: 'Het delen kan niet worden gestopt. Probeer het opnieuw.',
    },
  },
  tripCarer: {
    bookedBy: 'Geboekt door {{name}}',
    changedBy: 'Gewijzigd door {{name}}',
    cancelledBy: 'Geannuleerd door {{name}}',
  },
};
