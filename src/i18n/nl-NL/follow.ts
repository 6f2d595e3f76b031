/**
 * Dutch dictionary (nl-NL), section `follow` (common/dictionary-sections.ts): the page a share link opens (/follow/<token>).
 * Formal "u" throughout (product §9); the whole dictionary and its rules are in ../nl-NL.ts.
 */
export const section = {
  follow: {
    title: 'Rit van {{name}}',
    titleShared: 'Gedeelde rit',
    loading: 'De rit wordt geladen…',
    intro: '{{name}} deelt deze rit met u. De gegevens worden vanzelf bijgewerkt.',
    introNoName: 'Deze rit wordt met u gedeeld. De gegevens worden vanzelf bijgewerkt.',
    pickUpWindow: 'Ophalen',
    pickUpWindowValue: '{{date}}, tussen {{start}} en {{end}}',
    estimatedArrival: 'Verwachte aankomst',
    vehicleTitle: 'Het voertuig',
    notLiveYet: 'Vanaf 60 minuten voor het ophalen ziet u hier het voertuig op de kaart.',
    mapLabel: 'Kaart met het voertuig, het ophaaladres en de bestemming',
    vehicle: {
      pickUp: 'Het voertuig is onderweg naar het ophaaladres. Verwachte ophaaltijd: {{time}}.',
      dropOff: 'De rit is onderweg naar de bestemming. Verwachte aankomsttijd: {{time}}.',
      completed: 'De rit is aangekomen op de bestemming.',
      startingSoon: 'De rit begint binnenkort.',
      empty: 'Er is nog geen voertuig aan de rit toegewezen.',
    },
    failed: 'De rit kan nu niet worden geladen. Probeer het zo opnieuw.',
    retry: 'Opnieuw proberen',
    ended: {
      title: 'Deze link werkt niet meer',
      unknownTitle: 'Link niet gevonden',
      stopped: 'De reiziger deelt deze rit niet meer.',
      cancelled: 'Deze rit is geannuleerd.',
      expired: 'Deze rit is voorbij. De link werkte tot 2 uur na aankomst.',
      unknown: 'Deze link bestaat niet. Controleer de link of vraag de reiziger om een nieuwe.',
    },
  },
};
