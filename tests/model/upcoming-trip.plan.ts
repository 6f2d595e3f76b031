import { upcomingTripMachine } from '../../machines/trip/upcoming.machine';
import type { MachinePlan } from './plan-types';

/** Test plan of machines/trip/upcoming.machine.ts (product §2.2 /home next-trip card, §7 GET /trips/next, §8, §9). */
export const upcomingTripPlan: MachinePlan = {
  name: 'upcoming-trip',
  machine: upcomingTripMachine,
  setup:
    'Fresh reference server; log in as reiziger@example.com (next trip RT-RIET0005, then RT-RIET0006) — or, for the start without trips, as demo@example.com — on /profile, move the server clock as the start says (POST /dev/clock), then open the home page (/home), language Nederlands; in the start where the ride ends, move the clock once more after the live card shows. The first GET /trips/next of the home page waits until the step that answers it.',
  options: {
    facts: { trip: false, due: false, ending: false, soon: false, fetched: false },
    // Starts: Riet (a trip tomorrow), the demo traveller (nothing planned), Riet 30 minutes before RT-RIET0005
    // (server clock moved), Riet 15 s before the live card, and Riet whose ride RT-RIET0005 ends while /home is
    // open (30 minutes before departure the live card shows; while its GET /trips/next is held the clock moves to
    // 20 s before the 10-minute hold after arrival ends, so the server answers RT-RIET0006).
    initialFacts: [
      { trip: true },
      {},
      { trip: true, due: true },
      { trip: true, soon: true },
      { trip: true, due: true, ending: true },
    ],
    joint: {
      // The card region re-decides on the very done event that moves the polling region on.
      'card:xstate.done.actor.fetchNextTrip → card.deciding': [
        'polling.fetching:xstate.done.actor.fetchNextTrip → polling.waiting',
      ],
    },
    setsFacts: {
      'polling.fetching:xstate.done.actor.fetchNextTrip → polling.waiting': { fetched: true },
      'card.plain:xstate.after.untilLiveMap → card.deciding': { due: true, soon: false },
      'card.holding:xstate.after.untilHoldEnds → card.deciding': { ending: false, due: false },
    },
    factGuards: {
      'card.deciding:always [isHoldingFinishedTrip] → card.holding': (f) =>
        f.ending === true && f.fetched === true,
      'card.deciding:always [hasNoTrip] → card.none': (f) => f.trip !== true,
      'card.deciding:always [isLiveMapDue] → card.live': (f) => f.due === true,
      // Only the start that sets the clock 15 s before the live card waits for it (otherwise: hours).
      'card.plain:xstate.after.untilLiveMap → card.deciding': (f) => f.soon === true,
      // Cancelling the next trip on /home: possible up to 60 minutes before departure, not without a trip.
      'card:nextTrip.changed [isNewInformation] → card.deciding': (f) =>
        f.trip === true && f.due !== true && f.soon !== true,
      // The 30 s poll is only waited for where nothing else is timed.
      'polling.waiting:xstate.after.pollInterval → polling.fetching': (f) =>
        f.due !== true && f.soon !== true,
    },
    unreachable: {
      'polling.waiting:nextTrip.refresh → polling.fetching':
        'no view sends nextTrip.refresh (the card only polls every 30 s)',
    },
  },
  see: {
    polling: '(background) The next trip is refreshed every 30 seconds.',
    'polling.fetching': 'Nothing changes while GET /trips/next runs.',
    'polling.waiting': 'Nothing changes until the next refresh.',
    card: 'The card "Uw volgende rit" on the home page.',
    'card.deciding': '(passes at once) The app decides which card to show.',
    'card.none': '"U heeft de komende 2 weken geen ritten gepland." with the link "Rit boeken".',
    'card.plain': 'The plain card "Uw volgende rit" with Wanneer, Van, Naar and Status; no map.',
    'card.live':
      'The live map card: "Uw rit begint binnenkort" or "Verwachte ophaaltijd: HH:MM", and the map.',
    'card.holding':
      'The live map card keeps the finished ride (e.g. "U bent aangekomen") for 10 minutes after arrival.',
  },
  do: {
    'polling.fetching:xstate.done.actor.fetchNextTrip → polling.waiting':
      'The server answers GET /trips/next.',
    'polling.fetching:xstate.error.actor.fetchNextTrip → polling.waiting':
      'GET /trips/next fails (503): nothing is shown (silent, product §8); the card stays.',
    'polling.waiting:nextTrip.refresh → polling.fetching': 'Ask for a refresh now.',
    'polling.waiting:xstate.after.pollInterval → polling.fetching':
      'Wait 30 seconds: the next GET /trips/next is sent.',
    'card:xstate.done.actor.fetchNextTrip → card.deciding': '(with the answer) The card is decided again.',
    'card:nextTrip.changed [isNewInformation] → card.deciding':
      'On the card press "Rit annuleren", then "Ja, rit annuleren": the trip is cancelled ("Uw rit is geannuleerd") and the card shows the following trip.',
    'card.deciding:always [isHoldingFinishedTrip] → card.holding':
      'The shown ride RT-RIET0005 has arrived (less than 10 minutes ago) and the server now answers RT-RIET0006: the live card keeps RT-RIET0005 ("U bent aangekomen").',
    'card.deciding:always [hasNoTrip] → card.none': 'There is no trip in the coming 2 weeks.',
    'card.deciding:always [isLiveMapDue] → card.live':
      'Departure is within 60 minutes (or the ride is under way).',
    'card.deciding:always → card.plain': 'Departure is more than 60 minutes away.',
    'card.plain:xstate.after.untilLiveMap → card.deciding':
      'Wait until 60 minutes before departure (15 s in this start): the live map card replaces the plain card, without a new answer from the server.',
    'card.holding:xstate.after.untilHoldEnds → card.deciding':
      'Wait until 10 minutes after arrival (about 20 s in this start): the live card goes and the plain card shows the next trip RT-RIET0006.',
  },
};
