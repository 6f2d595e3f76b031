/**
 * The inline boot script: index.html runs this in its `<head>`, before the app's module scripts have
 * downloaded (scripts/lib/boot-script-plugin.ts compiles it to one small IIFE and inlines it; the production CSP
 * allows it by its hash, server/lib/security-headers.ts). With a stored session it starts the signed-in user's
 * data batch at once ({@link startUserDataPrefetch}) and leaves the pending requests on
 * `window.__regiotaxiPrefetch` for the app (src/api/prefetch.ts). Then, in a task of its own (so the parser is
 * not held up), it warms up Intl ({@link warmUpIntl}) while the network is busy. It must stay tiny and must never
 * throw.
 */
import { PREFETCH_GLOBAL } from '../api/prefetch';
import { detectBrowserLocale } from '../../common/locale-detect';
import { warmUpIntl } from './intl-warm-up';
import { startUserDataPrefetch } from './user-data-prefetch';
import { tabStorage } from '../lib/acting-for-storage';

try {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  const locale = detectBrowserLocale();
  window[PREFETCH_GLOBAL] = startUserDataPrefetch({
    storage,
    tabStorage: tabStorage(),
    fetch: (url, init) => window.fetch(url, init),
    locale,
    path: window.location.pathname,
  });
  setTimeout(() => warmUpIntl(locale), 0);
} catch {
  // Never let the boot script break the page: the app simply fetches its data itself.
}
