import { loadFullDictionary, withFullDictionary } from '../i18n/i18n';

/**
 * Issue 10 critical path (login → budget and next trip on /home): starts downloading what /home needs — the
 * signed-in shell, the home page chunk and the rest of the dictionary — while the login request is in flight,
 * so the page renders as soon as the post-login batch answers instead of a chunk round trip later. The import
 * specifiers are the ones in ./routes.tsx, so the route's own `lazy` finds the modules already loaded. Safe to
 * call more than once (module loading is cached). A failure is ignored here: the route's lazy load retries and
 * reports it through its error boundary.
 */
export function preloadSignedInHome(): void {
  const ignore = () => undefined;
  import('./signed-in-layout').catch(ignore);
  import('./pages/home-page').catch(ignore);
  loadFullDictionary().catch(ignore);
}

/**
 * The chunks of the signed-in navigation's pages by path, for {@link preloadPage}: the modules ./routes.tsx imports
 * in each route's `lazy`, so the route finds them loaded (the browser loads each module once).
 */
const SIGNED_IN_PAGES: Readonly<Record<string, () => Promise<unknown>>> = {
  '/home': () => import('./pages/home-page'),
  '/book-trip': () => import('../features/book-trip/book-trip-page'),
  '/my-trips': () => import('../features/trips/my-trips-page'),
  '/profile': () => import('../features/profile/profile-page'),
  '/logout': () => import('../features/logout/logout-page'),
};

/**
 * Starts loading the page of a signed-in route (its chunk and the rest of the dictionary) when its navigation
 * link is hovered, focused or touched, so following the link shows the page at once. Unknown paths do nothing;
 * a failure is ignored here (the route tries again when it is followed).
 */
export function preloadPage(path: string): void {
  const load = SIGNED_IN_PAGES[path];
  if (load) void withFullDictionary(load)().catch(() => undefined);
}
