import { nearNoticeMachine } from '../../machines/trip/near-notice.machine';
import type { MachinePlan } from './plan-types';

const CLAIMED = 'on.alerting:xstate.done.actor.claimNotice [isClaimed] → on.alerted';
const NOT_CLAIMED = 'on.alerting:xstate.done.actor.claimNotice → on.alerted';
const NEAR = 'on.watching:vehicle.received [isDue(kind: near)] → on.alerting';
const DROP_OFF = 'on.watching:vehicle.received [isDue(kind: dropOff)] → on.alerting';
const DROP_OFF_AFTER_NEAR = 'on.alerted:vehicle.received [isDue(kind: dropOff)] → on.alerting';

/**
 * Test plan of machines/trip/near-notice.machine.ts, as the child of the live map card on /home (product §2.3 live map card,
 * §4 vehicle status progression): the opt-in "Waarschuw mij als mijn taxi bijna er is", the notice at a pick-up ETA
 * of 5 minutes or less and again at dropOff, once per trip and kind across tabs.
 */
export const nearNoticePlan: MachinePlan = {
  name: 'near-notice',
  machine: nearNoticeMachine,
  setup:
    'Fresh reference server; a browser whose Notification API is recorded (the permission prompt waits until the step that answers it) and whose vibration is recorded; log in as reiziger@example.com, move the server clock (POST /dev/clock) to 30 minutes before the departure of RT-RIET0005 and open /home, language Nederlands, with the live map card showing. Starts: without the opt-in; with the opt-in stored for this account; with the opt-in stored and another tab of this browser having already notified both notices of RT-RIET0005.',
  options: {
    facts: { optedIn: false, elsewhere: false, near: false, dropOff: false },
    initialFacts: [{}, { optedIn: true }, { optedIn: true, elsewhere: true }],
    setsFacts: {
      [NEAR]: { near: true },
      [DROP_OFF]: { dropOff: true },
      [DROP_OFF_AFTER_NEAR]: { dropOff: true },
    },
    factGuards: {
      'deciding:always [isOptedIn] → on': (f) => f.optedIn === true,
      // Near only before it was noticed and before the ride to the destination began (the status never goes back).
      [NEAR]: (f) => f.near !== true && f.dropOff !== true,
      [DROP_OFF]: (f) => f.dropOff !== true,
      [DROP_OFF_AFTER_NEAR]: (f) => f.dropOff !== true,
      [CLAIMED]: (f) => f.elsewhere !== true,
      [NOT_CLAIMED]: (f) => f.elsewhere === true,
    },
  },
  see: {
    deciding: '(transient) The stored opt-in decides.',
    off: 'The switch "Waarschuw mij als mijn taxi bijna er is" on the card is off; no alert; the tab title is "RegioTaxi".',
    asking:
      'The switch is on and the card says "Uw browser vraagt of deze site meldingen mag tonen…" (the browser\'s permission prompt is open).',
    on: 'The switch "Waarschuw mij als mijn taxi bijna er is" is on.',
    'on.watching': 'No alert on the card; the tab title is "RegioTaxi".',
    'on.alerting':
      'The status sentence says the taxi is 5 minutes or less away ("over ongeveer 4 minuten"), or that the ride to the destination has begun.',
    'on.alerted':
      'The alert "Uw taxi is er bijna" (or "U bent onderweg") with OK is on the card, and the tab title starts with "🚕 5 min" (or "🚕 Onderweg").',
  },
  do: {
    'deciding:always [isOptedIn] → on': '(on start) The opt-in is stored for this account: it is on.',
    'deciding:always → off': '(on start) No opt-in stored: it is off.',
    'off:nearNotice.enable → asking':
      'Switch "Waarschuw mij als mijn taxi bijna er is" on: the browser asks for permission to show notifications (never before this tap).',
    'asking:xstate.done.actor.requestNotificationPermission → on':
      "Allow notifications in the browser's prompt: the opt-in is stored for this account.",
    'on:nearNotice.disable → off':
      'Switch "Waarschuw mij als mijn taxi bijna er is" off: any alert goes, the tab title is restored, the opt-in is forgotten.',
    [NEAR]:
      'Move the server clock to 4 minutes before the departure; the next position answer has a pick-up ETA 4 minutes away.',
    [DROP_OFF]:
      'Move the server clock to 5 minutes after the departure; the next position answer says the ride to the destination has begun.',
    [CLAIMED]:
      'This tab is the first to notice: one system notification ("Uw taxi is er bijna" or "U bent onderweg"), the phone vibrates, the alert shows, the title is prefixed.',
    [NOT_CLAIMED]:
      'Another tab already notified: no system notification and no vibration here; the alert shows and the title is prefixed all the same.',
    [DROP_OFF_AFTER_NEAR]:
      'With the near alert showing, move the server clock to 5 minutes after the departure: the ride to the destination has begun.',
    'on.alerted:nearNotice.dismiss → on.watching':
      'Press OK in the alert: it goes and the tab title is restored.',
  },
};
