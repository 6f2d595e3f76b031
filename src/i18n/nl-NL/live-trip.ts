/**
 * Dutch dictionary (nl-NL), section `live-trip` (common/dictionary-sections.ts): the live status of a trip under way
 * (the /home live card, the public follow page) and the near notice with its profile setting (product §2.2, §10.8).
 * Formal "u" throughout (product §9); the whole dictionary and its rules are in ../nl-NL.ts.
 */
export const section = {
  liveStatus: {
    taxi: 'Uw taxi {{plate}}',
    taxiNoPlate: 'Uw taxi',
    carerTaxi: 'De taxi {{plate}}',
    carerTaxiNoPlate: 'De taxi',
    pickUp: '{{taxi}} is over ongeveer {{minutes}} minuten bij {{place}}.',
    pickUpOneMinute: '{{taxi}} is over ongeveer 1 minuut bij {{place}}.',
    arriving: '{{taxi}} is er nu, bij {{place}}.',
    pickUpNoEta: '{{taxi}} is onderweg naar {{place}}.',
    dropOff: 'Onderweg naar {{place}}, aankomst rond {{time}}.',
    dropOffNoEta: 'Onderweg naar {{place}}.',
    completed: 'U bent aangekomen.',
    unassigned: 'Er is nog geen taxi aan deze rit gekoppeld.',
    lookingUp: 'We zoeken op waar uw taxi is…',
    pickUpWindow: 'Ophalen tussen {{start}} en {{end}}',
    markerPickUp: 'Ophalen',
    markerDestination: 'Bestemming',
    markerTaxi: 'Taxi',
    legend: 'Legenda',
    legendTaxi: 'Uw taxi',
    legendRoute: 'Route van de taxi',
    legendStation: 'Station',
    legendStop: 'Bus- of tramhalte',
    zoomIn: 'Inzoomen',
    zoomOut: 'Uitzoomen',
    stopsAttribution: 'Haltes © OpenStreetMap-bijdragers',
    stationsAttribution: 'Stations: NWB-Spoorwegen (PDOK), CC0',
  },
  nearNotice: {
    optIn: 'Waarschuw mij als mijn taxi bijna er is',
    carerOptIn: 'Waarschuw mij als de taxi bijna er is',
    optInHint:
      'Een bericht als de taxi 5 minuten of minder van het ophaaladres is, en als de rit naar de bestemming begint. Uw browser vraagt één keer of deze site meldingen mag tonen.',
    asking: 'Uw browser vraagt of deze site meldingen mag tonen…',
    blocked:
      'Meldingen staan in uw browser uit voor deze site. Het bericht verschijnt hier op de pagina en in de titel van het tabblad.',
    settingsTitle: 'Meldingen',
    nearTitle: 'Uw taxi is er bijna',
    carerNearTitle: 'De taxi is er bijna',
    nearBody: '{{taxi}} is 5 minuten of minder van {{place}}.',
    dropOffTitle: 'U bent onderweg',
    carerDropOffTitle: 'De rit is begonnen',
    dropOffBody: 'De taxi is onderweg naar {{place}}.',
    dismiss: 'OK',
    tabNear: '🚕 5 min',
    tabDropOff: '🚕 Onderweg',
  },
};
