import '../styles/global.css';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { loadInspector, type ActorInspector } from './app/inspect';
import { createAppRuntime, type AppRuntime } from './app/runtime';
import { selectIsSignedIn } from '../machines/auth.machine';
import { startTheme } from './lib/theme';
import { prepareLocale, type Locale } from './i18n/i18n';

// Pick the UI language and start loading its dictionary (a lazy chunk unless it is nl-NL) first, so
// the download runs while the runtime and router are built; the first render waits for it (no flash of nl-NL).
const localeReady = prepareLocale();

/** Longest wait (ms) after the load event for an idle moment before {@link whenIdle} runs its callback anyway. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * Runs `callback` once the page has loaded and the main thread is idle (`requestIdleCallback`, at the latest
 * {@link IDLE_TIMEOUT_MS} after the load event; a timer where the browser has no idle callbacks).
 */
function whenIdle(callback: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(callback, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Runs `callback` once `runtime`'s session is signed in (at once when it already is): the installed app's offline
 * views and its precache are for signed-in travellers only.
 */
function whenSignedIn(runtime: AppRuntime, callback: () => void): void {
  if (selectIsSignedIn(runtime.auth.getSnapshot())) {
    callback();
    return;
  }
  const subscription = runtime.auth.subscribe((snapshot) => {
    if (!selectIsSignedIn(snapshot)) return;
    subscription.unsubscribe();
    callback();
  });
}

function start(inspect?: ActorInspector) {
  const runtime = createAppRuntime(inspect ? { inspect } : {});

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain #root');
  const render = (initialLocale: Locale) =>
    createRoot(container).render(<AppRoot runtime={runtime} initialLocale={initialLocale} />);
  void localeReady.then(render);
  // Production builds install the service worker once a traveller is signed in and the page is idle: what it keeps
  // serves the signed-in offline views, so /login never starts it and the precache download never competes with a
  // first screen. The browser's own registration installs it; workbox-window, the update chart and its prompt load
  // only when a new version waits (src/logic/service-worker.ts). A worker installed on an earlier visit keeps
  // serving its files meanwhile. Never in the dev server.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    whenSignedIn(runtime, () =>
      whenIdle(() => {
        void import('./logic/service-worker')
          .then(({ installServiceWorker }) => installServiceWorker(runtime.logic))
          .catch(
            // Offline on a first visit: there is nothing to install from; the next visit tries again.
            (error: unknown) => console.warn('[service worker] not started', error),
          );
      }),
    );
  }
}

// The theme before the first render, so the first painted content already has the chosen theme (no flash).
startTheme();

// Development `?inspect`: attach the Stately inspector to every actor first (src/app/inspect.ts); otherwise (and
// always in production builds) start at once, without loading it.
const inspecting = loadInspector(window.location.search);
if (inspecting) void inspecting.then(start, () => start());
else start();
