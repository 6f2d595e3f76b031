import { routeSections } from '../../common/dictionary-sections';
import { withDictionarySections } from '../i18n/i18n';
import { SIGNED_IN_PAGE_IMPORTS } from './page-imports';

/**
 * The chunks of the signed-in navigation's pages by path, for {@link preloadPage}: the imports ./routes.tsx uses in
 * each route's `lazy` (./page-imports.ts), so the route finds them loaded (the browser loads each module once);
 * /my-trips with its live part.
 */
const SIGNED_IN_PAGES: Readonly<Record<string, () => Promise<unknown>>> = {
  ...SIGNED_IN_PAGE_IMPORTS,
  '/my-trips': () => SIGNED_IN_PAGE_IMPORTS['/my-trips']().then((m) => m.loadLiveMyTrips()),
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
