import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Issue 10: the page module each client route renders (SPEC §2 route table), as a source path relative to the
 * project root — the module `src/app/routes.tsx` imports in that route's `lazy` (a test,
 * tests/server/route-preload.test.ts, keeps the two in step).
 */
export const ROUTE_PAGES: Readonly<Record<string, string>> = {
  '/': 'src/features/welcome/welcome-page.tsx',
  '/quick-book': 'src/features/quick-book/quick-book-page.tsx',
  '/login': 'src/features/login/login-page.tsx',
  '/register': 'src/features/register/register-page.tsx',
  '/activate': 'src/features/activate/activate-page.tsx',
  '/forgot': 'src/features/forgot/forgot-page.tsx',
  '/change': 'src/features/change/change-page.tsx',
  '/home': 'src/features/home/home-page.tsx',
  '/book-trip': 'src/features/book-trip/book-trip-page.tsx',
  '/my-trips': 'src/features/my-trips/my-trips-page.tsx',
  '/profile': 'src/features/profile/profile-page.tsx',
  '/logout': 'src/features/logout/logout-page.tsx',
};

/** Routes inside the signed-in shell (src/app/routes.tsx). */
const SIGNED_IN = new Set(['/home', '/book-trip', '/my-trips', '/profile']);

/**
 * What a signed-in page needs besides its page module: the shell, and the response checks its first requests
 * load (src/api/response-validation.ts).
 */
export const SIGNED_IN_MODULES: readonly string[] = [
  'src/app/signed-in-layout.tsx',
  'src/api/response-schemas.ts',
];

/** Route path → the lazily loaded modules it renders ({@link ROUTE_PAGES} plus {@link SIGNED_IN_MODULES}). */
export const ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(ROUTE_PAGES).map(([path, page]) => [
    path,
    SIGNED_IN.has(path) ? [...SIGNED_IN_MODULES, page] : [page],
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

/**
 * Builds, per route of {@link ROUTE_MODULES}, the value of a `Link` response header that lets the browser fetch
 * the route's JS chunks (`rel=modulepreload`) and CSS (`rel=preload; as=style`) while it still downloads the
 * entry, instead of after the entry has run (a network round trip and the entry's run time earlier on a slow
 * phone). Files the entry already loads are not in `chunks` (the build leaves them out).
 * @param chunks the build's route-chunks.json ({@link readRouteChunks})
 * @returns path (e.g. `/home`) → header value; routes without built chunks are absent
 */
export function routePreloadLinks(chunks: RouteChunks): Map<string, string> {
  const links = new Map<string, string>();
  for (const [path, modules] of Object.entries(ROUTE_MODULES)) {
    const js = [...new Set(modules.flatMap((module) => chunks[module]?.js ?? []))];
    const css = [...new Set(modules.flatMap((module) => chunks[module]?.css ?? []))];
    if (js.length + css.length === 0) continue;
    links.set(
      path,
      [
        ...js.map((file) => `</${file}>; rel=modulepreload`),
        ...css.map((file) => `</${file}>; rel=preload; as=style`),
      ].join(', '),
    );
  }
  return links;
}
