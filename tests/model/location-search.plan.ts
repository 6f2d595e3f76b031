import { locationSearchMachine } from '../../machines/location-search.machine';
import type { MachinePlan } from './plan-types';

/** Test plan of machines/location-search.machine.ts (product §2 address autocomplete, §5/§7/§9 search rules). */
export const locationSearchPlan: MachinePlan = {
  name: 'location-search',
  machine: locationSearchMachine,
  setup:
    'Fresh reference server; log in as the demo traveller (pass number 2001000101) and open "Rit boeken" (/book-trip), language Nederlands. The steps use the "Van" address field.',
  options: {},
  see: {
    idle: 'The "Van" field shows no search status (no "Bezig met zoeken…", no "adressen gevonden"); no search is running.',
    debouncing:
      '"Bezig met zoeken…" under the field; no search request has been sent yet (the app waits 500 ms after the last keystroke).',
    searching: '"Bezig met zoeken…" under the field; one search request for the typed text is on its way.',
    ready:
      'The list of found addresses, e.g. "Silodam 1A, Amsterdam", and "… adressen gevonden" under the field.',
  },
  do: {
    '(root):query.change [isQueryTooShort] → idle':
      'Type only "Si" (fewer than 3 characters) in "Van": no search; any results and status disappear.',
    '(root):query.change → debouncing': 'Type (paste) "Silodam 1A" in "Van".',
    '(root):location.select → idle':
      'Choose an address in "Van" (from the list of found or of recent addresses): the field shows it and the list closes.',
    '(root):defaultPostCode.update':
      "The region's default postcode changes to 1015 AA (e.g. the region settings are reloaded): nothing visible changes; later searches are scoped to it.",
    'debouncing:xstate.after.debounce → searching': 'Wait 500 ms without typing: the search request is sent.',
    'searching:xstate.done.actor.searchLocations → ready': 'The server answers the search.',
    'searching:xstate.error.actor.searchLocations → idle':
      'The search fails (503): nothing is shown about it (only logged, product §8); the status disappears.',
  },
};
