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
      'view.upcoming:range.previousWeek#0': ['list:range.previousWeek#0'],
      'view.upcoming:range.thisWeek#0': ['list:range.thisWeek#0'],
      'view.upcoming:range.nextWeek#0': ['list:range.nextWeek#0'],
      'view.upcoming:range.set#0': ['list:range.set#0'],
      'view.range:view.upcoming#0': ['list:view.upcoming#0'],
    },
    setsFacts: {
      'list.loading:xstate.done.actor.loadTripHistory#0': { tripsShown: true },
      'list:range.previousWeek#0': { tripsShown: false, upcoming: false },
      'list:range.thisWeek#0': { tripsShown: false, upcoming: false },
      'list:range.nextWeek#0': { tripsShown: false, upcoming: false },
      'list:range.set#0': { tripsShown: false, upcoming: false },
      'list:view.upcoming#0': { tripsShown: false, upcoming: true },
      'list.failed:history.retry#0': { tripsShown: false },
      'details.closed:details.open#0': { dialog: true },
      'details.loading:details.close#0': { dialog: false },
      'details.loading:xstate.error.actor.loadTrip#0': { dialog: false },
      'details.open:details.close#0': { dialog: false },
    },
    factGuards: {
      // A card's "Ritgegevens bekijken" exists only while the list shows the loaded trips.
      'details.closed:details.open#0': (f) => f.tripsShown === true,
      // The open dialog is modal: the toolbar behind it cannot be used.
      'list:range.previousWeek#0': (f) => f.dialog !== true,
      'list:range.thisWeek#0': (f) => f.dialog !== true,
      'list:range.nextWeek#0': (f) => f.dialog !== true,
      'list:range.set#0': (f) => f.dialog !== true,
      'list.failed:history.retry#0': (f) => f.dialog !== true,
      'export.idle:history.download#0': (f) => f.dialog !== true,
      'list:view.upcoming#0': (f) => f.dialog !== true,
      // Coming back to the page refreshes only a list that holds a trip awaiting payment (the upcoming one does).
      'list.loaded:page.focused#0': (f) => f.tripsShown === true && f.upcoming === true && f.dialog !== true,
    },
    unreachable: {
      '(root):weekStart.change#0':
        'the page sends it on mount (the same week start as its input, before any step) and when the language changes; signed in, the language can only be changed on /profile, and leaving /my-trips stops this actor',
      'list:history.reload#0':
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
    'view.upcoming:range.previousWeek#0': '(with "Vorige week") The period view takes over.',
    'view.upcoming:range.thisWeek#0': '(with "Deze week") The period view takes over.',
    'view.upcoming:range.nextWeek#0': '(with "Volgende week") The period view takes over.',
    'view.upcoming:range.set#0': '(with "Toepassen" in the period picker) The period view takes over.',
    'view.range:view.upcoming#0': '(with "Komende ritten") The upcoming view takes over.',
    'list:view.upcoming#0':
      'Press "Komende ritten": every trip from today on is loaded (today … 365 days ahead, the longest booking horizon, which is also one export of at most 366 days), cancelled ones left out.',
    'list.loaded:page.focused#0':
      'Pay RT-RIET0007 in another tab (or just switch tabs) and come back to this one: the list is read again.',
    'list.refreshing:xstate.done.actor.loadTripHistory#0':
      'The server answers: the cards show the fresh statuses (a paid trip "Bevestigd").',
    'list.refreshing:xstate.error.actor.loadTripHistory#0':
      'The background read fails (503): the cards stay as they were, with no message.',
    '(root):weekStart.change#0':
      'Choose "English" under "Taal", then "Nederlands" again (the week starts on Sunday in English, Monday in Dutch).',
    'list:range.previousWeek#0': 'Press "Vorige week": the period shows the week before.',
    'list:range.thisWeek#0': 'Press "Deze week".',
    'list:range.nextWeek#0': 'Press "Volgende week": the period shows the week after.',
    'list:range.set#0':
      'Press "Periode …", choose the first day of this month and then today in the calendar, press "Toepassen".',
    'list:history.reload#0': 'Reload the shown range.',
    'list.loading:xstate.done.actor.loadTripHistory#0': 'The server answers the history request.',
    'list.loading:xstate.error.actor.loadTripHistory#0':
      'The history request fails (503): an error toast "Dienst tijdelijk niet beschikbaar" shows.',
    'list.failed:history.retry#0': 'Press "Opnieuw proberen".',
    'details.closed:details.open#0': 'On the first trip card, press "Ritgegevens bekijken".',
    'details.loading:details.close#0': 'Press "Sluiten" before the trip has loaded.',
    'details.loading:xstate.done.actor.loadTrip#0': 'The server answers GET /trips/{id}.',
    'details.loading:xstate.error.actor.loadTrip#0':
      'GET /trips/{id} fails (503): the dialog closes and the toast "Dienst tijdelijk niet beschikbaar" shows.',
    'details.open:details.close#0': 'Press "Sluiten" in the dialog.',
    'export.idle:history.download#0': 'Press "Rittenoverzicht downloaden".',
    'export.downloading:xstate.done.actor.exportTripHistory#0':
      'The server sends the PDF: the browser saves "trip-history….pdf".',
    'export.downloading:xstate.error.actor.exportTripHistory#0':
      'The export fails (503): the toast "Er is een fout opgetreden bij het downloaden van uw rittenoverzicht. …" shows.',
  },
};
