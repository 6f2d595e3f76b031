/*
 * Every page state the browser tests scan with axe (WCAG 2.2 AA), in one list: its route, the dialog open in it (the
 * module that renders it), the languages and viewports it is scanned in, and the file whose `scan(…)` call scans it
 * with the static text of that call's name. tests/tools/a11y-state-list.test.ts holds the list to the code both
 * ways: each entry's text is in its file, each `scan(…)` call of tests/e2e has an entry, every route of the router
 * (src/app/routes.tsx) and every module that opens a dialog has an entry or a reason in {@link UNSCANNED}, and the
 * scans counted stay at least {@link SCANS_BEFORE_THE_LANE} (the states scanned when this list was made). The axe
 * lane scans these states once each (docs/testing.md, "The axe lane").
 */

/** The languages and widths (CSS px) a state is scanned in. */
type ScanLocale = 'nl-NL' | 'en-US';
type ScanWidth = 1280 | 375;

/** One scanned page state. */
export interface ScannedState {
  /** What is on screen, in words. */
  state: string;
  /** The route (as src/app/routes.tsx names it; `*` for the not-found page). */
  route: string;
  /** The module under src/ that renders the dialog, drawer, sheet or overlay open in this state, if any. */
  dialog?: string;
  locales: readonly ScanLocale[];
  widths: readonly ScanWidth[];
  /** The file under tests/e2e whose `scan(…)` call scans it today. */
  file: string;
  /** The static start of that call's scan name (before any `${…}`), as written in `file`. */
  scan: string;
}

const BOTH: readonly ScanLocale[] = ['nl-NL', 'en-US'];
const NL: readonly ScanLocale[] = ['nl-NL'];
const EN: readonly ScanLocale[] = ['en-US'];
const WIDTHS: readonly ScanWidth[] = [1280, 375];

/** tests/e2e/support/a11y-scans.ts: every language × width, a spec file per group (a11y-<lang>-<width>-<group>). */
const SCANS = 'tests/e2e/support/a11y-scans.ts';
/** tests/e2e/support/a11y-states.ts: every language × width (a11y-states-<lang>.spec.ts). */
const STATES = 'tests/e2e/support/a11y-states.ts';

const scansOf = (
  state: string,
  route: string,
  scan: string,
  extra: Partial<ScannedState> = {},
): ScannedState => ({ state, route, scan, file: SCANS, locales: BOTH, widths: WIDTHS, ...extra });
const statesOf = (state: string, route: string, extra: Partial<ScannedState> = {}): ScannedState => ({
  state,
  route,
  scan: state,
  file: STATES,
  locales: BOTH,
  widths: WIDTHS,
  ...extra,
});

export const SCANNED_STATES: readonly ScannedState[] = [
  // Public pages and the dialogs of logging in.
  ...['/', '/login', '/register', '/forgot', '/change', '/activate'].map((route) =>
    scansOf(`public ${route}`, route, 'public '),
  ),
  scansOf('the guest booking form', '/quick-book', 'public /quick-book (guest)'),
  scansOf('the contact dialog over /login', '/login', 'dialog contact (footer, /login)', {
    dialog: 'src/components/page-footer/contact-dialog.tsx',
  }),
  scansOf('the pass-number question after login', '/home', 'dialog pass-number selection', {
    dialog: 'src/features/pass-number/pass-number-prompt-dialog.tsx',
  }),
  scansOf('the release notes', '/home', 'dialog release notes', {
    dialog: 'src/features/release-notes/release-notes-dialog.tsx',
  }),
  // Signed-in pages.
  ...['/home', '/book-trip', '/my-trips', '/profile'].map((route) =>
    scansOf(`signed in ${route}`, route, 'signed in '),
  ),
  scansOf('the profile’s password tab', '/profile', 'signed in /profile tab password'),
  scansOf('the password tab with errors', '/profile', '/profile tab password with validation errors'),
  scansOf('the profile’s account tab', '/profile', 'signed in /profile tab account'),
  scansOf('the account deletion question', '/profile', 'dialog account deletion', {
    dialog: 'src/features/profile/account-deletion-panel.tsx',
  }),
  scansOf('the account tab with a deletion pending', '/profile', '/profile tab account, deletion pending'),
  // Signed-in dialogs, drawer and popover.
  scansOf('the contact dialog over /home', '/home', 'dialog contact (footer, /home)', {
    dialog: 'src/components/page-footer/contact-dialog.tsx',
  }),
  scansOf('the navigation drawer', '/home', 'drawer mobile menu', {
    dialog: 'src/components/app-shell/app-shell.tsx',
    widths: [375],
  }),
  scansOf('the period popover of my trips', '/my-trips', 'popover my-trips period'),
  scansOf('a trip’s details', '/my-trips', 'dialog trip details', {
    dialog: 'src/features/trips/trip-details-dialog.tsx',
  }),
  scansOf('the cancel question', '/my-trips', 'dialog cancel question', {
    dialog: 'src/components/trip-card/cancel-trip-question.tsx',
  }),
  scansOf('the rating dialog', '/my-trips', 'dialog rating', {
    dialog: 'src/features/trips/rating-dialog.tsx',
  }),
  scansOf('the booking confirmation dialog', '/book-trip', 'dialog booking confirmation', {
    dialog: 'src/features/book-trip/overlays/booking-overlays.tsx',
  }),
  // States reached by using the app.
  statesOf('404 page', '*'),
  statesOf('/login with validation errors', '/login'),
  statesOf('/book-trip with validation errors', '/book-trip'),
  statesOf('estimating backdrop', '/book-trip', {
    dialog: 'src/components/waiting-overlay/waiting-overlay.tsx',
  }),
  statesOf('booking backdrop', '/book-trip', {
    dialog: 'src/components/waiting-overlay/waiting-overlay.tsx',
  }),
  statesOf('booking confirmation with the return-trip question', '/book-trip', {
    dialog: 'src/features/book-trip/overlays/booking-overlays.tsx',
  }),
  statesOf('booking confirmation', '/book-trip'),
  statesOf('/book-trip earliest-arrival message', '/book-trip'),
  statesOf('/home live map', '/home'),
  // States scanned inside functional specs (the lane takes them over).
  ...WIDTHS.map((width): ScannedState => ({
    state: 'the near-trip notice when notifications are blocked',
    route: '/home',
    locales: NL,
    widths: [width],
    file: 'tests/e2e/near-notice-blocked.spec.ts',
    scan: `near notice alert nl-NL ${width}`,
  })),
  ...(
    [
      ['the booking form with a repeating trip', 'booking form with a repeating trip (nl-NL 1280)', NL, 1280],
      ['the confirmation of a repeating trip', 'confirmation of a repeating trip (nl-NL 1280)', NL, 1280],
      [
        'a repeating trip with one date not booked',
        'result of a repeating trip with one date not booked (nl-NL 1280)',
        NL,
        1280,
      ],
      ['the booking form with a repeating trip', 'booking form with a repeating trip (en-US 375)', EN, 375],
      ['the confirmation of a repeating trip', 'confirmation of a repeating trip (en-US 375)', EN, 375],
      ['the result of a repeating trip', 'result of a repeating trip (en-US 375)', EN, 375],
    ] as const
  ).map(([state, scan, locales, width]): ScannedState => ({
    state,
    route: '/book-trip',
    ...(state.startsWith('the confirmation')
      ? { dialog: 'src/features/book-trip/series/series-overlays.tsx' }
      : {}),
    locales,
    widths: [width],
    file: 'tests/e2e/repeating-trips.spec.ts',
    scan,
  })),
  {
    state: 'the live map’s schematic map',
    route: '/home',
    locales: NL,
    widths: [375],
    file: 'tests/e2e/live-map-fallback.spec.ts',
    scan: 'live map schematic nl-NL 375',
  },
  ...(['nl-NL', 'en-US'] as const).flatMap((locale) =>
    WIDTHS.map((width): ScannedState => ({
      state: 'the live map’s street map',
      route: '/home',
      locales: [locale],
      widths: [width],
      file: `tests/e2e/live-map-basemap${locale === 'en-US' ? '-en' : ''}.spec.ts`,
      scan: `live map street map ${locale} ${width}`,
    })),
  ),
  {
    state: 'a shared trip’s details',
    route: '/my-trips',
    dialog: 'src/features/trips/trip-details-dialog.tsx',
    locales: BOTH,
    widths: WIDTHS,
    file: 'tests/e2e/share-and-calendar.spec.ts',
    scan: 'trip details, shared (',
  },
  {
    state: 'the follow page of a carer',
    route: '/follow/:token',
    locales: BOTH,
    widths: WIDTHS,
    file: 'tests/e2e/share-and-calendar.spec.ts',
    scan: 'follow page (',
  },
  ...(
    [
      ['Check your change, with a budget that fits', 'trip-change check dialog nl 1280', 1280, true],
      ['Check your change, over the budget', 'trip-change check dialog budget nl 375', 375, true],
      ['the change refused: the original trip stands', 'trip-change refused nl 375', 375, false],
    ] as const
  ).map(([state, scan, width, dialog]): ScannedState => ({
    state,
    route: '/change-trip/:id',
    ...(dialog ? { dialog: 'src/features/book-trip/change/check-change-dialog.tsx' } : {}),
    locales: NL,
    widths: [width],
    file: 'tests/e2e/trip-change.spec.ts',
    scan,
  })),
  ...(
    [
      ["a guest's Check your change on the trip link", 'guest trip change: check your change', true],
      ["a guest's change made: the trip as booked now", 'guest trip change: changed', false],
    ] as const
  ).map(([state, scan, dialog]): ScannedState => ({
    state,
    route: '/trip/:token/change',
    ...(dialog ? { dialog: 'src/features/book-trip/change/check-change-dialog.tsx' } : {}),
    locales: NL,
    widths: [1280],
    file: 'tests/e2e/trip-change-guest.spec.ts',
    scan,
  })),
  {
    state: 'the follow page after sharing stopped',
    route: '/follow/:token',
    locales: BOTH,
    widths: WIDTHS,
    file: 'tests/e2e/share-and-calendar.spec.ts',
    scan: 'follow page, stopped (',
  },
  {
    state: 'the offline banner on /book-trip',
    route: '/book-trip',
    locales: EN,
    widths: [1280],
    file: 'tests/e2e/resilience-navigation.spec.ts',
    scan: 'book-trip offline banner (en-US)',
  },
  {
    state: 'a guest’s trip from the e-mail link',
    route: '/trip/:token',
    locales: BOTH,
    widths: WIDTHS,
    file: 'tests/e2e/guest-booking-a11y-link.spec.ts',
    scan: 'guest /trip/<token>',
  },
  {
    state: 'a guest’s cancel question',
    route: '/trip/:token',
    dialog: 'src/components/trip-card/cancel-trip-question.tsx',
    locales: NL,
    widths: [375],
    file: 'tests/e2e/guest-booking-a11y-link.spec.ts',
    scan: 'guest /trip/<token> cancel question nl-NL 375',
  },
  {
    state: 'a guest’s booking, booked',
    route: '/quick-book/booked',
    locales: BOTH,
    widths: WIDTHS,
    file: 'tests/e2e/guest-booking-a11y-booked.spec.ts',
    scan: 'guest /quick-book/booked',
  },
  {
    state: 'the travel preferences',
    route: '/profile',
    locales: BOTH,
    widths: WIDTHS,
    file: 'tests/e2e/book-again-and-preferences.spec.ts',
    scan: 'travel preferences (',
  },
  {
    state: 'the travel preferences, saved',
    route: '/profile',
    locales: BOTH,
    widths: WIDTHS,
    file: 'tests/e2e/book-again-and-preferences.spec.ts',
    scan: 'travel preferences, saved (',
  },
  {
    state: 'the booking confirmation with the overlap warning',
    route: '/book-trip',
    dialog: 'src/features/book-trip/overlays/booking-overlays.tsx',
    locales: EN,
    widths: [375],
    file: 'tests/e2e/booking-overlap.spec.ts',
    scan: 'booking confirmation with the overlap warning (en-US, 375 px)',
  },
  {
    state: 'the booking form with a restored draft',
    route: '/book-trip',
    locales: NL,
    widths: [1280],
    file: 'tests/e2e/resilience-draft.spec.ts',
    scan: 'book-trip restored draft (nl-NL)',
  },
  {
    state: 'the confirmation dialog without a connection',
    route: '/book-trip',
    dialog: 'src/features/book-trip/overlays/booking-overlays.tsx',
    locales: NL,
    widths: [1280],
    file: 'tests/e2e/resilience-draft.spec.ts',
    scan: 'confirmation dialog, no connection (nl-NL)',
  },
  {
    state: 'the “Van” field with saved places first',
    route: '/book-trip',
    locales: NL,
    widths: [1280],
    file: 'tests/e2e/saved-places.spec.ts',
    scan: 'book trip, "Van" with saved places first (nl-NL 1280)',
  },
  {
    state: 'the saved places tab',
    route: '/profile',
    locales: BOTH,
    widths: WIDTHS,
    file: 'tests/e2e/saved-places.spec.ts',
    scan: 'saved places tab (',
  },
  {
    state: 'the saved place delete question',
    route: '/profile',
    dialog: 'src/features/profile/panel-section.tsx',
    locales: BOTH,
    widths: WIDTHS,
    file: 'tests/e2e/saved-places.spec.ts',
    scan: 'saved places delete confirmation (',
  },
  {
    state: 'the offline /home from the kept snapshot',
    route: '/home',
    locales: BOTH,
    widths: WIDTHS,
    file: 'tests/e2e/support/offline.ts',
    scan: 'offline /home ',
  },
  {
    state: 'the offline /my-trips from the kept snapshot',
    route: '/my-trips',
    locales: BOTH,
    widths: WIDTHS,
    file: 'tests/e2e/support/offline.ts',
    scan: 'offline /my-trips ',
  },
  ...(
    [
      [
        'a trip of a series: which trips to change, and pausing the series',
        'trip-change-series scope question nl 375',
        false,
      ],
      ["a series changed: each date's result", 'trip-change-series results nl 375', false],
      ['pausing a series: the question', 'trip-change-series pause question nl 375', true],
      ["a series paused: each date's result", 'trip-change-series paused nl 375', false],
    ] as const
  ).map(([state, scan, dialog]): ScannedState => ({
    state,
    route: '/change-trip/:id',
    ...(dialog ? { dialog: 'src/features/book-trip/change/series-pause.tsx' } : {}),
    locales: NL,
    widths: [375],
    file: 'tests/e2e/trip-change-series.spec.ts',
    scan,
  })),
  {
    state: 'the profile in high contrast',
    route: '/profile',
    locales: NL,
    widths: [1280],
    file: 'tests/e2e/theme.spec.ts',
    scan: 'axeBuilder(page).analyze()',
  },
  // Carers (product §10.12): the profile tab, its remove question, and the invitation page signed out and in.
  ...(
    [
      ['the carers tab of the profile', '/profile', 'profile carers tab 375 nl', false],
      ['the question before removing a carer', '/profile', 'carers remove question 375 nl', true],
      ['a carer invitation, signed out', '/carer/accept/:token', 'carer invitation signed out 375 nl', false],
      ['a carer invitation, signed in', '/carer/accept/:token', 'carer invitation 375 nl', false],
      ['a carer invitation, declined', '/carer/accept/:token', 'carer invitation declined 375 nl', false],
    ] as const
  ).map(([state, route, scan, dialog]): ScannedState => ({
    state,
    route,
    ...(dialog ? { dialog: 'src/features/profile/carers-panel.tsx' } : {}),
    locales: NL,
    widths: [375],
    file: 'tests/e2e/carers-invite.spec.ts',
    scan,
  })),
  {
    state: "a carer following a traveller: the band and the next trip's reason",
    route: '/home',
    locales: NL,
    widths: [375],
    file: 'tests/e2e/carers-acting.spec.ts',
    scan: 'carers acting observer band and next trip 375 nl',
  },
  {
    state: 'trip details naming the carer who booked and cancelled',
    route: '/my-trips',
    dialog: 'src/features/trips/trip-details-dialog.tsx',
    locales: NL,
    widths: [375],
    file: 'tests/e2e/carers-booked-by.spec.ts',
    scan: 'carers: trip details booked and cancelled by the carer (nl 375)',
  },
];

/**
 * Routes and dialog modules no test scans, each with the reason; the axe lane is to drain this list. A route or
 * dialog module in neither list fails tests/tools/a11y-state-list.test.ts.
 */
export const UNSCANNED: Readonly<Record<string, string>> = {
  '/logout': 'signs out and redirects to /login at once: no state of its own to scan',
  'src/features/book-trip/take-along/take-along-sheet.tsx':
    'not scanned yet: take-along-sheet.spec.ts tests the sheet without axe; the axe lane is to add it',
};

/** How many scans (states × languages × widths) the browser tests ran when this list was made. */
export const SCANS_BEFORE_THE_LANE = 202;

/** The scans the list names: each state once per language and width. */
export function scanCount(states: readonly ScannedState[] = SCANNED_STATES): number {
  return states.reduce((sum, s) => sum + s.locales.length * s.widths.length, 0);
}
