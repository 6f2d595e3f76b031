import type { section as dutch } from '../nl-NL/follow';

/**
 * English dictionary (en-US), section `follow` (common/dictionary-sections.ts): the page a share link opens (/follow/<token>).
 * Typed as the Dutch section, so a key missing here or present only here is a compile error (product §9).
 */
export const section: typeof dutch = {
  follow: {
    title: "{{name}}'s trip",
    titleShared: 'Shared trip',
    loading: 'Loading the trip…',
    intro: '{{name}} shares this trip with you. The details update by themselves.',
    introNoName: 'This trip is shared with you. The details update by themselves.',
    pickUpWindow: 'Pick-up',
    pickUpWindowValue: '{{date}}, between {{start}} and {{end}}',
    estimatedArrival: 'Expected arrival',
    vehicleTitle: 'The vehicle',
    notLiveYet: 'From 60 minutes before pick-up you will see the vehicle on the map here.',
    mapLabel: 'Map with the vehicle, the pick-up address and the destination',
    vehicle: {
      pickUp: 'The vehicle is on its way to the pick-up address. Expected pick-up: {{time}}.',
      dropOff: 'The trip is on its way to the destination. Expected arrival: {{time}}.',
      completed: 'The trip has arrived at the destination.',
      startingSoon: 'The trip starts soon.',
      empty: 'No vehicle has been assigned to the trip yet.',
    },
    failed: 'The trip cannot be loaded right now. Please try again shortly.',
    retry: 'Try again',
    ended: {
      title: 'This link no longer works',
      unknownTitle: 'Link not found',
      stopped: 'The traveller has stopped sharing this trip.',
      cancelled: 'This trip has been cancelled.',
      expired: 'This trip is over. The link worked until 2 hours after arrival.',
      unknown: 'This link does not exist. Check the link, or ask the traveller for a new one.',
    },
  },
};
