import type { section as dutch } from '../nl-NL/trip-details';

/**
 * English dictionary (en-US), section `trip-details` (common/dictionary-sections.ts): what the trip-details dialog and the trip history add to a trip card: the rating dialog, sharing a trip and which carer booked, changed or cancelled it (product §10.12).
 * Typed as the Dutch section, so a key missing here or present only here is a compile error (product §9).
 */
export const section: typeof dutch = {
  rating: {
    title: 'Rate your trip',
    legend: 'How many stars do you give this trip?',
    starOne: '1 star',
    stars: '{{count}} stars',
    selected: 'You chose {{rating}} out of 5 stars.',
    comment: 'Comment (optional)',
    commentCounter: '{{count}} of {{max}} characters',
    tripSummary: 'Trip on {{date}}: {{from}} to {{to}}',
    submitting: 'Saving…',
  },
  share: {
    title: 'Let someone follow this trip',
    intro:
      'With a share link someone else, such as your carer, can follow this trip without an account. They see its status, pick-up window, from and to, and your first name.',
    create: 'Share trip',
    link: 'Share link',
    linkHint:
      'The link works until 2 hours after arrival, until you stop sharing, or until the trip is cancelled.',
    copy: 'Copy link',
    copied: 'Link copied',
    copyFailed: "Copying didn't work. Select the link and copy it yourself.",
    stop: 'Stop sharing',
    stopped: 'You no longer share this trip. The link no longer works.',
    sharedWithoutLink:
      'You already share this trip. The link is only shown when it is made. Make a new link to copy it again; the old link then stops working.',
    renew: 'Make a new link',
    error: {
      create: 'The share link could not be made. Please try again.',
      notShareable: 'This trip can no longer be shared.',
      stop: 'Sharing could not be stopped. Please try again.',
    },
  },
  tripCarer: {
    bookedBy: 'Booked by {{name}}',
    changedBy: 'Changed by {{name}}',
    cancelledBy: 'Cancelled by {{name}}',
  },
};
