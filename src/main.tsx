import '../styles/global.css';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { loadInspector, type ActorInspector } from './app/inspect';
import { createAppRuntime } from './app/runtime';
import { startTheme } from './lib/theme';
import { prepareLocale, type Locale } from './i18n/i18n';

// Pick the UI language and start loading its dictionary (a lazy chunk unless it is nl-NL) first, so
// the download runs while the runtime and router are built; the first render waits for it (no flash of nl-NL).
const localeReady = prepareLocale();

function start(inspect?: ActorInspector) {
  const runtime = createAppRuntime(inspect ? { inspect } : {});

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain #root');
  const render = (initialLocale: Locale) =>
    createRoot(container).render(<AppRoot runtime={runtime} initialLocale={initialLocale} />);
  void localeReady.then(render);
  // Production builds install the service worker (vite-plugin-pwa, prompt strategy: src/logic/app-update.ts);
  // its registration modules load after the first render, off the entry chunk; never in the dev server.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    void localeReady
      .then(() => Promise.all([import('virtual:pwa-register'), import('./logic/app-update')]))
      .then(([{ registerSW }, { startServiceWorker }]) => startServiceWorker(runtime.logic, registerSW));
  }
}

// The theme before the first render, so the first painted content already has the chosen theme (no flash).
startTheme();

// Development `?inspect`: attach the Stately inspector to every actor first (src/app/inspect.ts); otherwise (and
// always in production builds) start at once, without loading it.
const inspecting = loadInspector(window.location.search);
if (inspecting) void inspecting.then(start, () => start());
else start();
