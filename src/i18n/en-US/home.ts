import type { section as dutch } from '../nl-NL/home';

/**
 * English dictionary (en-US), section `home` (common/dictionary-sections.ts): the signed-in shell and /home: the budget and next-trip cards, the offline banner, the release notes and the pass-number notice.
 * Typed as the Dutch section, so a key missing here or present only here is a compile error (product §9).
 */
export const section: typeof dutch = {
  home: {
    /** The offline banner of every signed-in page (the offline views' strings: section `my-trips`). */
    offlineBanner: 'You are offline. This is what we knew at {{time}}.',
    title: 'Home',
    greeting: 'Welcome, {{name}}',
    budget: {
      title: 'Your budget',
      remaining: 'Remaining kilometres',
      validUntil: 'Valid until {{date}}',
      passNumber: 'Pass number',
      choosePassNumber: 'Choose a pass number',
      none: 'No budget is available.',
    },
    nextTrip: {
      title: 'Your next trip',
      none: 'You have no rides planned in the next 2 weeks.',
      when: 'When',
      from: 'From',
      to: 'To',
      status: 'Status',
      bookTrip: 'Book a trip',
      details: 'Details',
    },
    whereTo: {
      title: 'Where do you want to go?',
      pickupTitle: 'Where should we pick you up?',
      recentLocations: 'Recent locations',
      noRecentLocations: 'You have no recent locations yet.',
      otherAddress: 'Enter another address',
      step: 'Step {{step}} of 2',
      destination: 'Destination: {{location}}',
      otherDestination: 'Choose another destination',
      pickupHint: 'Choose a recent address. Then you fill in the rest of your trip.',
    },
  },

  releaseNotes: {
    title: "What's new?",
    version: 'Version {{version}}',
    dontShowAgain: "Don't show again",
    close: 'Close',
  },
  travellingFor: {
    label: 'Travelling for',
    myself: 'Myself',
    booking: 'You are booking for {{name}}',
    following: 'You are following {{name}}',
    noLongerShares: '{{name}} no longer shares trips with you.',
    dismiss: 'Close',
    followOnly: '{{name}} lets you follow trips, not book, change, cancel or rate them.',
    ownAccount:
      'Each person changes their own profile, password and pass numbers: {{name}} theirs, you yours. Choose "Myself" under "Travelling for" to change your own.',
  },
  passNumberNeeded: {
    message: 'Add a pass number to book a trip',
    link: 'Add a pass number',
  },
};
