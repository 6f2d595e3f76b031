import type { LogicRegistry } from './use-logic';

/**
 * The service worker vite-plugin-pwa builds (vite.config.ts: its default file name, scope `/`), as
 * `virtual:pwa-register` registers it: the same script URL, so workbox-window later finds the version waiting
 * under this registration as its own.
 */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Installs the app's service worker with the browser's own registration (the offline views, docs/offline.md), and
 * loads workbox-window, the update chart and its prompt (src/logic/app-update.ts) only once a new version is
 * installed and waits to take over: now (found on an earlier visit) or later (found while the page is open).
 * A signed-in page's first visit therefore downloads neither (performance budget, docs/performance.md): the
 * browser alone installs the worker, keeps it and checks it for updates on each navigation.
 *
 * Then vite-plugin-pwa's prompt strategy takes over as before: `registerSW` registers the same script again, which
 * returns this registration; workbox-window finds the waiting version as its own and reports it (`onNeedRefresh`
 * → the chart's `update.available`), and the chart's "Reload" activates it and reloads the page.
 *
 * Called once by src/main.tsx, in production builds only, when signed in and the page is idle. Rejects when the
 * registration fails (offline on a first visit, an unsupported browser): the next visit tries again.
 */
export async function installServiceWorker(registry: LogicRegistry): Promise<void> {
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  let handedOver = false;
  const handOverWhenWaiting = () => {
    // A new version waits only for the pages an older one controls: the first install (no controller) passes through
    // `installed` too and activates at once, as does a new version while this page is not controlled.
    if (handedOver || !registration.waiting || !navigator.serviceWorker.controller) return;
    handedOver = true;
    void Promise.all([import('virtual:pwa-register'), import('./app-update')]).then(
      ([{ registerSW }, { startServiceWorker }]) => startServiceWorker(registry, registerSW),
      // The chunks could not be fetched (offline): the waiting version stays, and the next visit offers it.
      (error: unknown) => console.warn('[service worker] update prompt not started', error),
    );
  };
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') handOverWhenWaiting();
    });
  });
  handOverWhenWaiting();
}
