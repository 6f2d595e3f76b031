import type { section as dutch } from '../nl-NL/my-trips';

/**
 * English dictionary (en-US), section `my-trips` (common/dictionary-sections.ts): /my-trips: the trip history and its filters, and the offline views of /home and /my-trips (the snapshot kept on the device).
 * Typed as the Dutch section, so a key missing here or present only here is a compile error (product §9).
 */
export const section: typeof dutch = {
  offlineSnapshot: {
    needsConnection:
      'Booking, cancelling, rating, paying and sharing need a connection. They work again once you are back online.',
    date: 'Date',
    pickUpTime: 'Pick-up time',
    pickUpWindow: 'The taxi comes between {{start}} and {{end}}',
    window: 'Pick-up window',
    from: 'From',
    to: 'To',
    tripNumber: 'Trip number',
    call: 'Questions about your trip? Call',
    upcomingTitle: 'Your upcoming trips',
    noUpcoming: 'No upcoming trips are kept on this device.',
    tripTitle: 'Trip on {{date}} at {{time}}',
    bookTrip: 'Book a trip',
    cancelTrip: 'Cancel trip',
    shareTrip: 'Share trip',
    pay: 'Pay',
  },
  myTrips: {
    title: 'My trips',
    empty: 'You do not have any trips for this period.',
    previousWeek: 'Previous week',
    thisWeek: 'This week',
    nextWeek: 'Next week',
    download: 'Download trip history',
    period: 'Period',
    rangeText: '{{from}} – {{to}}',
    choosePeriod: 'Choose a period',
    choosePeriodHint: 'Choose the first day, then the last day.',
    apply: 'Apply',
    weeks: 'Choose a week',
    list: 'Trips',
    tripCount: '{{count}} trips in this period',
    tripCountOne: '1 trip in this period',
    upcoming: 'Upcoming',
    upcomingEmpty: 'You have no upcoming trips.',
    upcomingCount: '{{count}} upcoming trips',
    upcomingCountOne: '1 upcoming trip',
    loadError: 'Your trips could not be loaded.',
    retry: 'Try again',
    downloading: 'Downloading…',
  },
};
