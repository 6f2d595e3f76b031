import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeSections } from '../../common/dictionary-sections';
import { detectLocale, LOCALES, type Locale } from '../../common/locale-detect';

/**
 * The page module each client route renders (product §2.1 route table), as a source path relative to the
 * project root — the module `src/app/routes.tsx` imports in that route's `lazy` (a test,
 * tests/server/route-preload.test.ts, keeps the two in step).
 */
export const ROUTE_PAGES: Readonly<Record<string, string>> = {
  '/': 'src/features/welcome/welcome-page.tsx',
  '/quick-book': 'src/features/book-trip/quick-book-page.tsx',
  '/login': 'src/features/login/login-page.tsx',
  '/register': 'src/features/register/register-page.tsx',
  '/activate': 'src/features/activate/activate-page.tsx',
  '/forgot': 'src/features/forgot/forgot-page.tsx',
  '/change': 'src/features/change/change-page.tsx',
  '/home': 'src/app/pages/home-page.tsx',
  '/book-trip': 'src/features/book-trip/book-trip-page.tsx',
  '/my-trips': 'src/features/trips/my-trips-page.tsx',
  '/profile': 'src/features/profile/profile-page.tsx',
  '/change-trip/:id': 'src/features/book-trip/change/change-trip-page.tsx',
  '/logout': 'src/features/logout/logout-page.tsx',
  '/follow/:token': 'src/features/follow/follow-page.tsx',
  '/quick-book/booked': 'src/features/guest-booking/guest-booked-page.tsx',
  '/trip/:token': 'src/features/guest-booking/guest-trip-page.tsx',
  '/trip/:token/change': 'src/features/book-trip/change/guest-change-trip-page.tsx',
  '/carer/accept/:token': 'src/features/carers/carer-invitation-page.tsx',
};

/**
 * The {@link ROUTE_PAGES} key of a request path: the path itself, or the pattern whose `:param` segments it fills
 * (`/follow/<token>` → `/follow/:token`); unchanged when no route matches.
 */
export function routeKeyOf(path: string): string {
  if (path in ROUTE_PAGES) return path;
  const parts = path.split('/');
  const match = Object.keys(ROUTE_PAGES).find((pattern) => {
    const segments = pattern.split('/');
    return (
      segments.length === parts.length &&
      segments.every((segment, i) => (segment.startsWith(':') ? parts[i] !== '' : segment === parts[i]))
    );
  });
  return match ?? path;
}

/** Routes inside the signed-in shell (src/app/routes.tsx). */
const SIGNED_IN = new Set(['/home', '/book-trip', '/my-trips', '/profile', '/change-trip/:id']);

/**
 * What a signed-in page needs besides its page module: the shell, and the response checks of its first load's
 * data batch (src/api/response-validation.ts).
 */
const SIGNED_IN_MODULES: readonly string[] = [
  'src/app/signed-in-layout.tsx',
  'src/api/generated/response-validators-start.js',
];

/**
 * Signed-in routes whose first load also asks for operations beyond the start checks (saved places and travel
 * preferences, the trip history, the pass numbers, the trip being changed), so they preload the other response
 * checks too.
 */
const MORE_CHECKS = new Set(['/book-trip', '/my-trips', '/profile', '/change-trip/:id']);

/** Route path → the lazily loaded modules it renders ({@link ROUTE_PAGES} plus {@link SIGNED_IN_MODULES}). */
export const ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(ROUTE_PAGES).map(([path, page]) => [
    path,
    SIGNED_IN.has(path)
      ? [
          ...SIGNED_IN_MODULES,
          ...(MORE_CHECKS.has(path) ? ['src/api/generated/response-validators.js'] : []),
          page,
        ]
      : [page],
  ]),
);

/**
 * Per lazily imported source module: the JS chunks and CSS it needs beyond the entry
 * (scripts/lib/route-chunks-plugin.ts).
 */
export type RouteChunks = Readonly<
  Record<string, { readonly js: readonly string[]; readonly css: readonly string[] }>
>;

/** Reads `<distDir>/.vite/route-chunks.json`; undefined when the build has none (then no preload headers). */
export function readRouteChunks(distDir: string): RouteChunks | undefined {
  const path = join(distDir, '.vite', 'route-chunks.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as RouteChunks) : undefined;
}

/** Key of the entry (index.html's script and its static imports) in route-chunks.json. */
const ENTRY = 'index.html';

/**
 * The dictionary section modules (common/dictionary-sections.ts) a page loads in `locale`: the core section of a
 * locale other than nl-NL (nl-NL's core is in the entry chunk), and the route's own sections (`ROUTE_SECTIONS`,
 * which src/app/routes.tsx loads with each page).
 * @param path a {@link ROUTE_PAGES} key
 */
function dictionaryModules(locale: Locale, path: string): string[] {
  const sections = locale === 'nl-NL' ? [] : ['core'];
  sections.push(...routeSections(path));
  return sections.map((section) => `src/i18n/${locale}/${section}.ts`);
}

/**
 * Builds, per route of {@link ROUTE_MODULES} and UI locale, the value of a `Link` response header that lets the
 * browser fetch the route's JS chunks (`rel=modulepreload`) and CSS (`rel=preload; as=style`), and the dictionary
 * sections the page will load in that locale, while it still downloads the entry, instead of after the entry has
 * run (a network round trip and the entry's run time earlier on a slow phone). The entry's own files come first
 * (the header is read before the HTML names them), then the route's (the build leaves out of a route's list what
 * the entry already loads).
 * @param chunks the build's route-chunks.json ({@link readRouteChunks})
 * @returns `${locale} ${path}` (e.g. `en-US /home`) → header value; routes without built chunks are absent
 */
export function routePreloadLinks(chunks: RouteChunks): Map<string, string> {
  const links = new Map<string, string>();
  for (const locale of LOCALES) {
    for (const [path, pageModules] of Object.entries(ROUTE_MODULES)) {
      // The entry first: it runs everything else, so it must not queue behind the route's chunks.
      const modules = [ENTRY, ...pageModules, ...dictionaryModules(locale, path)];
      const js = [...new Set(modules.flatMap((module) => chunks[module]?.js ?? []))];
      const css = [...new Set(modules.flatMap((module) => chunks[module]?.css ?? []))];
      if (js.length + css.length === 0) continue;
      links.set(
        `${locale} ${path}`,
        [
          ...js.map((file) => `</${file}>; rel=modulepreload`),
          ...css.map((file) => `</${file}>; rel=preload; as=style`),
        ].join(', '),
      );
    }
  }
  return links;
}

/**
 * The UI locale a page request will pick (product §9 via common/locale-detect.ts), from what the server sees: the
 * `?lang=` query, the `lang` cookie and Accept-Language (the browser's languages). localStorage is not sent, so
 * a language chosen in the app but not in a cookie may differ: the preloaded dictionary is then simply unused.
 */
export function requestLocale(
  url: string,
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): Locale {
  const languages = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
  return detectLocale({ search: new URL(url).search, cookie: cookie ?? null, languages });
}
