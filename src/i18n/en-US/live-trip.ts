import type { section as dutch } from '../nl-NL/live-trip';

/**
 * English dictionary (en-US), section `live-trip` (common/dictionary-sections.ts): the live status of a trip under way
 * (the /home live card, the public follow page) and the near notice with its profile setting (product §2.2, §10.8).
 * Typed as the Dutch section, so a key missing here or present only here is a compile error (product §9).
 */
export const section: typeof dutch = {
  liveStatus: {
    taxi: 'Your taxi {{plate}}',
    taxiNoPlate: 'Your taxi',
    carerTaxi: 'The taxi {{plate}}',
    carerTaxiNoPlate: 'The taxi',
    pickUp: '{{taxi}} is about {{minutes}} minutes away from {{place}}.',
    pickUpOneMinute: '{{taxi}} is about 1 minute away from {{place}}.',
    arriving: '{{taxi}} is arriving now at {{place}}.',
    pickUpNoEta: '{{taxi}} is on its way to {{place}}.',
    dropOff: 'On the way to {{place}}, arriving about {{time}}.',
    dropOffNoEta: 'On the way to {{place}}.',
    completed: 'You have arrived.',
    unassigned: 'No taxi has been assigned to this trip yet.',
    lookingUp: 'Looking up where your taxi is…',
    pickUpWindow: 'Pick-up between {{start}} and {{end}}',
    markerPickUp: 'Pick-up',
    markerDestination: 'Destination',
    markerTaxi: 'Taxi',
    legend: 'Legend',
    legendTaxi: 'Your taxi',
    legendRoute: 'Route of the taxi',
    legendStation: 'Station',
    legendStop: 'Bus or tram stop',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    stopsAttribution: 'Stops © OpenStreetMap contributors',
    stationsAttribution: 'Stations: NWB-Spoorwegen (PDOK), CC0',
  },
  nearNotice: {
    optIn: 'Notify me when my taxi is near',
    carerOptIn: 'Notify me when the taxi is near',
    optInHint:
      'A message when the taxi is 5 minutes or less from the pick-up, and when the ride to the destination begins. Your browser asks once whether this site may show notifications.',
    asking: 'Your browser asks whether this site may show notifications…',
    blocked:
      'Notifications are off for this site in your browser. The message will show here on the page and in the tab title.',
    settingsTitle: 'Notifications',
    nearTitle: 'Your taxi is almost there',
    carerNearTitle: 'The taxi is almost there',
    nearBody: '{{taxi}} is 5 minutes or less from {{place}}.',
    dropOffTitle: 'You are on your way',
    carerDropOffTitle: 'The ride has begun',
    dropOffBody: 'The taxi is on the way to {{place}}.',
    dismiss: 'OK',
    tabNear: '🚕 5 min',
    tabDropOff: '🚕 On the way',
  },
};
