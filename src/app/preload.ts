import { routeSections } from '../../common/dictionary-sections';
import { loadDictionarySections } from '../i18n/i18n';

/**
 * Critical path (login → budget and next trip on /home): starts downloading what /home needs — the
 * signed-in shell, the home page chunk and the dictionary sections /home shows — while the login request is in flight,
 * so the page renders as soon as the post-login batch answers instead of a chunk round trip later. The import
 * specifiers are the ones in ./routes.tsx, so the route's own `lazy` finds the modules already loaded. Safe to
 * call more than once (module loading is cached). A failure is ignored here: the route's lazy load retries and
 * reports it through its error boundary.
 */
export function preloadSignedInHome(): void {
  const ignore = () => undefined;
  import('./signed-in-layout').catch(ignore);
  import('./pages/home-page').catch(ignore);
  loadDictionarySections(routeSections('/home')).catch(ignore);
}
