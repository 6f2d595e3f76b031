import { tripShareMachine } from '../../machines/trip/share.machine';
import type { MachinePlan } from './plan-types';

const STOP_FAILS_WITH_LINK = 'stopping:xstate.error.actor.deleteTripShare [hasLink] → shared';
const STOP_FAILS_WITHOUT_LINK = 'stopping:xstate.error.actor.deleteTripShare → sharedWithoutLink';

/**
 * Test plan of machines/trip/share.machine.ts ("Share trip with a carer"; API extension beyond the operator's API, product §10.10:
 * GET /trip-shares, POST and DELETE /trip-shares/{id}).
 */
export const tripSharePlan: MachinePlan = {
  name: 'trip-share',
  machine: tripShareMachine,
  setup:
    'Fresh reference server; log in as reiziger@example.com (Riet de Vries), open "Mijn ritten" (/my-trips; it opens on "Komende ritten", which lists RT-RIET0005, confirmed and upcoming) and press "Ritgegevens bekijken" on the card of RT-RIET0005. Language Nederlands. The dialog "Ritgegevens" asks the server which trips are shared (GET /trip-shares); that answer waits until the first step.',
  options: {
    facts: { link: false },
    setsFacts: {
      'creating:xstate.done.actor.createTripShare → shared': { link: true },
      'stopping:xstate.done.actor.deleteTripShare → idle': { link: false },
      'stopping:xstate.error.actor.deleteTripShare [isNotShared] → idle': { link: false },
    },
    factGuards: {
      // Back to where the stop started: with the link made in this dialog, or without one.
      [STOP_FAILS_WITH_LINK]: (f) => f.link === true,
      [STOP_FAILS_WITHOUT_LINK]: (f) => f.link !== true,
    },
  },
  see: {
    probing:
      'The dialog "Ritgegevens" without the section "Iemand deze rit laten volgen" (still asking the server).',
    unavailable:
      'No section "Iemand deze rit laten volgen" and no "Rit delen": the server has no share links (404), the rest of the dialog works.',
    idle: 'The section "Iemand deze rit laten volgen" with the button "Rit delen" (after stopping: "U deelt deze rit niet meer. De link werkt niet meer.").',
    creating: '"Rit delen" is busy while the link is made.',
    shared:
      'The read-only field "Deellink" with http…/follow/<43 characters>, its hint "De link werkt tot 2 uur na aankomst…", and the buttons "Link kopiëren" and "Delen stoppen".',
    'shared.ready': '"Link kopiëren" can be pressed; no "Link gekopieerd".',
    'shared.copying': '"Link kopiëren" is busy while the browser copies.',
    'shared.copied': 'The status message "Link gekopieerd"; the clipboard holds the link of the field.',
    'shared.copyFailed': 'The message "Kopiëren lukte niet. Selecteer de link en kopieer hem zelf."',
    sharedWithoutLink:
      '"U deelt deze rit al. De link is alleen te zien als hij wordt gemaakt. …" with "Nieuwe link maken" and "Delen stoppen"; no field.',
    stopping: '"Delen stoppen" is busy while sharing stops.',
  },
  do: {
    'probing:xstate.done.actor.listTripShares [isShared] → sharedWithoutLink':
      'The trip is already shared (a link was made earlier, e.g. in another tab): the server lists it.',
    'probing:xstate.done.actor.listTripShares → idle': 'The server answers: no trip is shared.',
    'probing:xstate.error.actor.listTripShares [isMissingEndpoint] → unavailable':
      'The server has no share links: GET /trip-shares answers 404.',
    'probing:xstate.error.actor.listTripShares → idle':
      'GET /trip-shares fails (503): the button is offered anyway (making a link will tell).',
    'idle:share.create → creating': 'Press "Rit delen".',
    'creating:xstate.done.actor.createTripShare → shared': 'The server makes the link.',
    'creating:xstate.error.actor.createTripShare [isMissingEndpoint] → unavailable':
      'POST /trip-shares/{id} answers 404 (no share links on this server): the section disappears.',
    'creating:xstate.error.actor.createTripShare → idle':
      'Making the link fails (503): "De deellink kan niet worden gemaakt. Probeer het opnieuw." and "Rit delen" again.',
    'shared:share.stop → stopping': 'Press "Delen stoppen".',
    'shared.ready:link.copy → shared.copying': 'Press "Link kopiëren".',
    'shared.copying:xstate.done.actor.copyLink → shared.copied': 'The browser copies the link.',
    'shared.copying:xstate.error.actor.copyLink → shared.copyFailed':
      'The browser refuses to copy (no permission).',
    'shared.copied:xstate.after.copiedDisplay → shared.ready': 'Wait 5 seconds: "Link gekopieerd" goes away.',
    'shared.copied:link.copy → shared.copying': 'Press "Link kopiëren" again.',
    'shared.copyFailed:link.copy → shared.copying': 'Press "Link kopiëren" again.',
    'sharedWithoutLink:share.create → creating': 'Press "Nieuwe link maken" (the old link stops working).',
    'sharedWithoutLink:share.stop → stopping': 'Press "Delen stoppen".',
    'stopping:xstate.done.actor.deleteTripShare → idle':
      'The server stops sharing: "U deelt deze rit niet meer. De link werkt niet meer." and "Rit delen" again.',
    'stopping:xstate.error.actor.deleteTripShare [isNotShared] → idle':
      'The server answers that the trip is not shared (404 NotShared, stopped elsewhere): the same as stopped.',
    [STOP_FAILS_WITH_LINK]:
      'Stopping fails (503): "Het delen kan niet worden gestopt. Probeer het opnieuw."; the link stays.',
    [STOP_FAILS_WITHOUT_LINK]:
      'Stopping fails (503): "Het delen kan niet worden gestopt. Probeer het opnieuw."; still shared.',
  },
};
