import { tripHistoryMachine } from '../../machines/trip/history.machine';
import type { MachinePlan } from './plan-types';

/** Test plan of machines/trip/history.machine.ts (product §2.5 /my-trips, §4 week range, §7 history/details/export). */
export const tripHistoryPlan: MachinePlan = {
  name: 'trip-history',
  machine: tripHistoryMachine,
  setup:
    'Fresh reference server; log in as reiziger@example.com (Riet de Vries, pass 2001000109: past, upcoming and unpaid trips), wait for the home page, then open "Mijn ritten" (/my-trips), language Nederlands. The page opens on "Komende ritten" (her upcoming trips, RT-RIET0007 awaiting payment among them); the current week always holds at least one of her seeded trips.',
  options: {
    // tripsShown: the cards are on screen (a loaded range); dialog: the modal details dialog covers the page.
    // upcoming: the "Komende ritten" view is shown (it holds RT-RIET0007, awaiting payment).
    facts: { tripsShown: false, dialog: false, upcoming: true },
    joint: {
      // The view region follows the same toolbar events that reload the list.
      'view.upcoming:range.previousWeek → view.range': ['list:range.previousWeek → list.loading'],
      'view.upcoming:range.thisWeek → view.range': ['list:range.thisWeek → list.loading'],
      'view.upcoming:range.nextWeek → view.range': ['list:range.nextWeek → list.loading'],
      'view.upcoming:range.set [isValidRange] → view.range': ['list:range.set [isValidRange] → list.loading'],
      'view.range:view.upcoming → view.upcoming': ['list:view.upcoming → list.loading'],
    },
    setsFacts: {
      'list.loading:xstate.done.actor.loadTripHistory → list.loaded': { tripsShown: true },
      'list:range.previousWeek → list.loading': { tripsShown: false, upcoming: false },
      'list:range.thisWeek → list.loading': { tripsShown: false, upcoming: false },
      'list:range.nextWeek → list.loading': { tripsShown: false, upcoming: false },
      'list:range.set [isValidRange] → list.loading': { tripsShown: false, upcoming: false },
      'list:view.upcoming → list.loading': { tripsShown: false, upcoming: true },
      'list.failed:history.retry → list.loading': { tripsShown: false },
      'details.closed:details.open [hasTripId] → details.loading': { dialog: true },
      'details.loading:details.close → details.closed': { dialog: false },
      'details.loading:xstate.error.actor.loadTrip → details.closed': { dialog: false },
      'details.open:details.close → details.closed': { dialog: false },
    },
    factGuards: {
      // A card's "Ritgegevens bekijken" exists only while the list shows the loaded trips.
      'details.closed:details.open [hasTripId] → details.loading': (f) => f.tripsShown === true,
      // The open dialog is modal: the toolbar behind it cannot be used.
      'list:range.previousWeek → list.loading': (f) => f.dialog !== true,
      'list:range.thisWeek → list.loading': (f) => f.dialog !== true,
      'list:range.nextWeek → list.loading': (f) => f.dialog !== true,
      'list:range.set [isValidRange] → list.loading': (f) => f.dialog !== true,
      'list.failed:history.retry → list.loading': (f) => f.dialog !== true,
      'export.idle:history.download → export.downloading': (f) => f.dialog !== true,
      'list:view.upcoming → list.loading': (f) => f.dialog !== true,
      // Coming back to the page refreshes only a list that holds a trip awaiting payment (the upcoming one does).
      'list.loaded:page.focused [awaitsPayment] → list.refreshing': (f) =>
        f.tripsShown === true && f.upcoming === true && f.dialog !== true,
    },
    unreachable: {
      '(root):weekStart.change':
        'the page sends it on mount (the same week start as its input, before any step) and when the language changes; signed in, the language can only be changed on /profile, and leaving /my-trips stops this actor',
      'list:history.reload → list.loading':
        'no view sends history.reload (the page reloads the range only through the week buttons, the period picker and "Opnieuw proberen")',
    },
  },
  see: {
    view: '(the view region: "Komende ritten" or a period)',
    'view.upcoming':
      'The button "Komende ritten" is pressed (aria-pressed); the count reads "… komende ritten" (or "U heeft geen komende ritten."), nearest first.',
    'view.range': 'The button "Komende ritten" is not pressed; the week buttons show a period.',
    'list.refreshing':
      'The trip cards stay on screen (no "Bezig met laden…") while the list is read again in the background.',
    list: 'The toolbar: "Periode …", "Vorige week", "Deze week", "Volgende week" and "Rittenoverzicht downloaden".',
    'list.loading': '"Bezig met laden…" instead of the trip cards.',
    'list.loaded':
      'The trip cards with "… ritten in deze periode" or "… komende ritten" (or "U heeft geen ritten in deze periode." / "U heeft geen komende ritten."); no loading text.',
    'list.failed': 'The alert "Uw ritten konden niet worden geladen." with "Opnieuw proberen".',
    details: '(the trip-details dialog region)',
    'details.closed': 'No "Ritgegevens" dialog.',
    'details.loading': 'The dialog "Ritgegevens" with "Bezig met laden…" and "Sluiten".',
    'details.open':
      'The dialog "Ritgegevens" with the trip (addresses, status), "Sluiten" and "Rit annuleren".',
    export: '(the PDF export region)',
    'export.idle': 'The button "Rittenoverzicht downloaden".',
    'export.downloading': 'The button reads "Bezig met downloaden…" and is busy.',
  },
  do: {
    'view.upcoming:range.previousWeek → view.range': '(with "Vorige week") The period view takes over.',
    'view.upcoming:range.thisWeek → view.range': '(with "Deze week") The period view takes over.',
    'view.upcoming:range.nextWeek → view.range': '(with "Volgende week") The period view takes over.',
    'view.upcoming:range.set [isValidRange] → view.range':
      '(with "Toepassen" in the period picker) The period view takes over.',
    'view.range:view.upcoming → view.upcoming': '(with "Komende ritten") The upcoming view takes over.',
    'list:view.upcoming → list.loading':
      'Press "Komende ritten": every trip from today on is loaded (today … 365 days ahead, the longest booking horizon, which is also one export of at most 366 days), cancelled ones left out.',
    'list.loaded:page.focused [awaitsPayment] → list.refreshing':
      'Pay RT-RIET0007 in another tab (or just switch tabs) and come back to this one: the list is read again.',
    'list.refreshing:xstate.done.actor.loadTripHistory → list.loaded':
      'The server answers: the cards show the fresh statuses (a paid trip "Bevestigd").',
    'list.refreshing:xstate.error.actor.loadTripHistory → list.loaded':
      'The background read fails (503): the cards stay as they were, with no message.',
    '(root):weekStart.change':
      'Choose "English" under "Taal", then "Nederlands" again (the week starts on Sunday in English, Monday in Dutch).',
    'list:range.previousWeek → list.loading': 'Press "Vorige week": the period shows the week before.',
    'list:range.thisWeek → list.loading': 'Press "Deze week".',
    'list:range.nextWeek → list.loading': 'Press "Volgende week": the period shows the week after.',
    'list:range.set [isValidRange] → list.loading':
      'Press "Periode …", choose the first day of this month and then today in the calendar, press "Toepassen".',
    'list:history.reload → list.loading': 'Reload the shown range.',
    'list.loading:xstate.done.actor.loadTripHistory → list.loaded': 'The server answers the history request.',
    'list.loading:xstate.error.actor.loadTripHistory → list.failed':
      'The history request fails (503): an error toast "Dienst tijdelijk niet beschikbaar" shows.',
    'list.failed:history.retry → list.loading': 'Press "Opnieuw proberen".',
    'details.closed:details.open [hasTripId] → details.loading':
      'On the first trip card, press "Ritgegevens bekijken".',
    'details.loading:details.close → details.closed': 'Press "Sluiten" before the trip has loaded.',
    'details.loading:xstate.done.actor.loadTrip → details.open': 'The server answers GET /trips/{id}.',
    'details.loading:xstate.error.actor.loadTrip → details.closed':
      'GET /trips/{id} fails (503): the dialog closes and the toast "Dienst tijdelijk niet beschikbaar" shows.',
    'details.open:details.close → details.closed': 'Press "Sluiten" in the dialog.',
    'export.idle:history.download → export.downloading': 'Press "Rittenoverzicht downloaden".',
    'export.downloading:xstate.done.actor.exportTripHistory → export.idle':
      'The server sends the PDF: the browser saves "trip-history….pdf".',
    'export.downloading:xstate.error.actor.exportTripHistory → export.idle':
      'The export fails (503): the toast "Er is een fout opgetreden bij het downloaden van uw rittenoverzicht. …" shows.',
  },
};
