import { routeSections } from '../../common/dictionary-sections';
import { withDictionarySections } from '../i18n/i18n';

/**
 * The chunks of the signed-in navigation's pages by path, for {@link preloadPage}: the modules ./routes.tsx imports
 * in each route's `lazy`, so the route finds them loaded (the browser loads each module once).
 */
const SIGNED_IN_PAGES: Readonly<Record<string, () => Promise<unknown>>> = {
  '/home': () => import('./pages/home-page'),
  '/book-trip': () => import('../features/book-trip/book-trip-page'),
  '/my-trips': () => import('../features/trips/my-trips-page').then((m) => m.loadLiveMyTrips()),
  '/profile': () => import('../features/profile/profile-page'),
  '/logout': () => import('../features/logout/logout-page'),
};

/**
 * Starts loading the page of a signed-in route (its chunk and the dictionary sections it shows) when its navigation
 * link is hovered, focused or touched, so following the link shows the page at once. Unknown paths do nothing;
 * a failure is ignored here (the route tries again when it is followed).
 */
export function preloadPage(path: string): void {
  const load = SIGNED_IN_PAGES[path];
  if (load) void withDictionarySections(routeSections(path), load)().catch(() => undefined);
}
