/**
 * Dictionary sections by route (product §9 languages; performance budget: `/login` ≤ 117.6 KB and `/home` ≤ 20 KB
 * more, docs/performance.md). Each dictionary is written as one source file per section
 * (`src/i18n/<locale>/<section>.ts`, put together for the types by `src/i18n/<locale>.ts`); each section is its own
 * chunk, and a page loads only the sections its views can show (src/i18n/loader.ts). nl-NL's `core` is in the
 * entry chunk; every other section is a lazy chunk per locale.
 *
 * - **core**: the entry chunk's strings: app shell parts, error pages, toasts, API errors, /login and the
 *   toaster, kept-work messages, the update prompt. **contact**: the customer service's details (the contact dialog the footer opens loads them with it; the phone number, which trip cards and the offline views show too, is in core).
 * - **home**: the signed-in shell and /home. **trips**: a trip as shown on /home, /my-trips and the public trip
 *   pages. **live-trip**: the live map and the live status of a trip under way, and the near notice (the /home live card loads it
 *   with its chunk; the follow page and the profile's notification setting with theirs). **trip-details**: what the trip-details dialog and the history add (rating, sharing). **trip-change**: changing a booked trip (its two routes). **book-trip**: booking (form, addresses, saved places, preferences, guest booking, welcome).
 *   **my-trips**: the trip history, and the offline views of /home and /my-trips (/home loads it with its offline view). **account**: the account pages and the pass-number dialogs. **forms**: form
 *   messages shared by the booking and account forms. **follow**: the page a share link opens. **carers**: the profile tab "Carers" and the
 *   carer invitation page (product §10.12).
 *
 * Used by src/app/routes.tsx (what each route loads with its chunk), src/app/page-preload.ts and
 * src/app/preload.ts (preloads), and server/lib/route-preload.ts (the `Link` header that preloads them).
 * tests/i18n/dictionary-sections.test.ts checks, per route, that every key its modules (and what they load on
 * demand) can show is in a section the route loads.
 */

/** The sections of a dictionary, each a source file `src/i18n/<locale>/<section>.ts`. */
export const DICTIONARY_SECTIONS = [
  'core',
  'contact',
  'home',
  'trips',
  'live-trip',
  'trip-details',
  'trip-change',
  'book-trip',
  'my-trips',
  'account',
  'forms',
  'follow',
  'carers',
] as const;

/** One section of a dictionary ({@link DICTIONARY_SECTIONS}). */
export type DictionarySectionName = (typeof DICTIONARY_SECTIONS)[number];

/** What the signed-in shell (src/app/signed-in-layout.tsx) loads with its chunk; every signed-in route has it too. */
export const SIGNED_IN_SECTIONS: readonly DictionarySectionName[] = ['home', 'trips'];

/**
 * The sections each client route loads with its page chunk (product §2.1 route table; the keys of
 * `ROUTE_PAGES` in server/lib/route-preload.ts), besides `core`, which every page has. A signed-in route lists
 * the shell's ({@link SIGNED_IN_SECTIONS}) too. Parts a page opens on demand that need more load those with
 * their own chunk (`withDictionarySections` in src/i18n/loader.ts: the contact dialog, the pass-number dialogs,
 * the trip details).
 */
export const ROUTE_SECTIONS: Readonly<Record<string, readonly DictionarySectionName[]>> = {
  '/': ['book-trip', 'forms'],
  '/quick-book': ['home', 'trips', 'book-trip', 'forms'],
  '/login': [],
  '/register': ['account', 'forms'],
  '/activate': ['account', 'forms'],
  '/forgot': ['account', 'forms'],
  '/change': ['account', 'forms'],
  '/home': ['home', 'trips'],
  '/book-trip': ['home', 'trips', 'book-trip', 'forms'],
  '/my-trips': ['home', 'trips', 'my-trips', 'trip-details'],
  '/profile': ['home', 'trips', 'book-trip', 'account', 'forms', 'carers', 'live-trip'],
  '/change-trip/:id': ['home', 'trips', 'book-trip', 'forms', 'trip-change'],
  '/logout': [],
  '/follow/:token': ['trips', 'live-trip', 'follow'],
  '/quick-book/booked': ['trips', 'book-trip', 'forms'],
  '/trip/:token': ['trips', 'book-trip'],
  '/trip/:token/change': ['trips', 'contact', 'book-trip', 'forms', 'trip-change'],
  '/carer/accept/:token': ['carers'],
};

/** The sections route `path` ({@link ROUTE_SECTIONS} key) loads; none for an unknown path. */
export function routeSections(path: string): readonly DictionarySectionName[] {
  return ROUTE_SECTIONS[path] ?? [];
}
