import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { colors } from './styles/tokens';
import { bootScriptPlugin } from './scripts/lib/boot-script-plugin';
import { routeChunksPlugin } from './scripts/lib/route-chunks-plugin';
import { offlinePrecache } from './scripts/lib/offline-precache-plugin';
import { wingImports } from './scripts/lib/wing-imports-plugin';
import { preloadDeps } from './scripts/lib/preload-deps-plugin';
import { signedInChunk } from './scripts/lib/signed-in-chunk';

/** The chunks the service worker precaches: the shell and the offline views' (docs/offline.md). */
const precache = offlinePrecache();
/** Preload lists without the chunks a dynamic import's host has loaded already (scripts/lib/preload-deps-plugin.ts). */
const preload = preloadDeps();
/** One chunk for what /home loads beyond /login (scripts/lib/signed-in-chunk.ts). */
const signedIn = signedInChunk();

/**
 * Performance budget (/login ≤ 117.6 KB gzip in ≤ 10 requests, docs/performance.md): the entry chunk (`index`,
 * with src/main.tsx) also holds the small parts that nearly every page shows, signed in or not: buttons, icons, the
 * labelled field with its messages, the footer, the skip link, the route progress and the notice styles. Each was a
 * chunk of its own (0.1–0.9 KB gzip: a request, a gzip header and an empty compression window each). The public
 * pages' layout and the form kit, which /home does not run, are the `public-forms` chunk instead.
 */
const ENTRY_MODULES = new RegExp(
  [
    String.raw`/index\.html$`,
    String.raw`/src/main\.tsx$`,
    String.raw`/src/components/(button/button|icons/icons|text-field/(field-messages|labelled-field))(\.css)?\.tsx?`,
    String.raw`/src/components/(page-footer/page-footer|route-progress/route-progress|app-shell/skip-link)(\.css)?\.tsx?`,
    String.raw`/styles/recipes/(notice|field)\.css\.ts`,
    String.raw`/src/logic/(open-safe-url|user-data)\.ts$`,
    String.raw`/openapi/generated/field-rules\.ts$`,
    String.raw`/machines/lib/field-limits\.ts$`,
  ].join('|'),
);

/**
 * The modules of the `public-forms` chunk (see `manualChunks`): the public pages' layout (with the language choice)
 * and the form kit (text fields, the form chart helpers) that /login, the account pages and the forms of signed-in
 * pages use, but not /home.
 */
const PUBLIC_FORMS = new RegExp(
  [
    String.raw`/src/components/text-field/text-field\.tsx$`,
    String.raw`/src/components/form/(fields|form-focus|use-error-text|use-machine-form|form\.css)\.tsx?$`,
    String.raw`/machines/lib/(form-actions|field-errors)\.ts$`,
    String.raw`/src/components/(public-layout/public-layout|language-select/language-select)(\.css)?\.tsx?$`,
  ].join('|'),
);

/**
 * The modules of the `trip-basics` chunk (see `manualChunks`), with the small views /home shares with a visitor's
 * booking and trip pages (the card frame, the lazy-dialog wrapper, the pass-number notice).
 */
const TRIP_BASICS = new RegExp(
  [
    String.raw`/machines/trip/(live-trip|rules|change-rules|status|action-selectors)\.ts$`,
    String.raw`/machines/lib/(instant|take-along|user-data-selectors|pass-number-rules)\.ts$`,
    String.raw`/src/components/trip-card/(status-chip|trip-facts|change-trip-link|trip-link|manages-trips)\.tsx?$`,
    String.raw`/src/components/details-list/details-list(\.css)?\.tsx?$`,
    String.raw`/src/lib/(location-label|change-trip-path|use-selectors)\.ts$`,
    String.raw`/src/components/(card/card|lazy/lazy-until-open)(\.css)?\.tsx?$`,
    String.raw`/src/features/book-trip/pass-number-needed\.tsx$`,
  ].join('|'),
);

/** The small modules several lazy pages share that stay out of /home (the `small-shared` chunk). */
const SMALL_SHARED = new RegExp(
  [
    String.raw`/machines/lib/booking-attributes\.ts$`,
    String.raw`/src/components/form/(checkbox-field|account-page)\.tsx$`,
    String.raw`/src/components/titled-section/titled-section(\.css)?\.tsx?$`,
    String.raw`/src/features/logout/logout-page\.tsx$`,
  ].join('|'),
);

/**
 * Vite config for the web app. `npm start` runs Vite in middleware mode inside server/start.ts, so the app and
 * both reference APIs share one origin (http://localhost:5173 by default); `npm run build` writes dist/.
 */
/**
 * React Router's production build in `vite build`: the package's exports name only its development build, whose
 * developer warnings (`ENABLE_DEV_WARNINGS`, the only difference between the two) then ship in /login's entry
 * chunk. The dev server and Vitest keep the development build and its warnings (`apply: 'build'`).
 */
function reactRouterProduction(): Plugin {
  const production = fileURLToPath(
    new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
  );
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  };
}

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    reactRouterProduction(),
    // Performance budget: .vite/route-chunks.json, from which the preview server preloads each route's chunks.
    routeChunksPlugin(),
    // An inline script in index.html starts the signed-in user's data batch before the app's JS arrives.
    bootScriptPlugin(),
    precache.plugin,
    preload.plugin,
    signedIn.plugin,
    // Imports through a wing's index.ts (machines/booking, account, trip) become imports of the wing files that
    // declare each name, so a page's chunks keep only the charts and rules it uses (scripts/lib/wing-imports-plugin.ts).
    wingImports(),
    // Installable app (docs/offline.md): the web app manifest and a Workbox service worker. It
    // precaches the app shell and what the offline views (/home, /my-trips) need: index.html, the entry chunk, the
    // stylesheet, the icons and those views' chunks (scripts/lib/offline-precache-plugin.ts), so a reload without a
    // connection still opens them; every other hashed asset is cached when first used (CacheFirst: its name
    // changes with its content). API answers are never put in its caches (API paths never get the shell).
    // Prompt strategy: src/main.tsx registers it in production builds once signed in, and a new version waits for
    // the traveller's "Reload" (machines/app-update.machine.ts). No service worker in the dev server or in tests.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      manifest: {
        name: 'RegioTaxi',
        short_name: 'RegioTaxi',
        description: 'Boek uw regiotaxi: ritten op afroep in uw regio.',
        lang: 'nl-NL',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        theme_color: colors.primary,
        background_color: colors.background,
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff,woff2}'],
        navigateFallback: 'index.html',
        // The APIs, the payment pages and the QA tools are never answered with the app shell.
        navigateFallbackDenylist: [/^\/(ticketing|api|pay|dev)(\/|$)/],
        manifestTransforms: [precache.manifestTransform],
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'regiotaxi-assets',
              // Old versions' chunks leave as new ones arrive; an answer other than 200 is never kept.
              expiration: { maxEntries: 250 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
        cleanupOutdatedCaches: true,
        // Like the app's own maps, none is served (server/static-app.ts answers every *.map with 404).
        sourcemap: false,
        // No precached chunk comes near it; the limit only guards against a stray large file.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // A build writes brotli (.br) and gzip (.gz) copies of every text asset beside it; the preview
    // server (server/static-app.ts) sends the smallest one the browser accepts, with no per-request work.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|json|txt|woff2?|ttf|map)$/,
      exclude: /\.map$/,
      threshold: 512,
      logLevel: 'silent',
    }),
  ],
  // Pre-bundle the lazily imported libraries too: discovering them on first use would reload the page mid-session.
  optimizeDeps: {
    include: [
      '@googlemaps/react-wrapper',
      'downshift',
      'react-day-picker',
      'dompurify',
      'arktype',
      'temporal-polyfill',
      'react-day-picker/locale',
      '@radix-ui/react-switch',
      '@radix-ui/react-popover',
      '@radix-ui/react-tabs',
      '@radix-ui/react-tooltip',
      '@radix-ui/react-dialog',
      '@radix-ui/react-toast',
    ],
  },
  build: {
    target: 'es2022',
    // All CSS in one file (8 KB gzip), linked from index.html, instead of one file per chunk. A signed-in
    // page then makes 3–4 fewer requests before its first paint (Lighthouse /book-trip 93 → 97, /home 96 → 98,
    // median of 5), and no route waits for a stylesheet its chunk inserts. /login's render-blocking CSS grows from
    // 3.8 to 7.9 KB; it still scores 99–100.
    cssCodeSplit: false,
    // No modulepreload polyfill in the entry (0.2 KB gzip of /login's budget): every browser the build targets
    // except Safari 16 supports `rel=modulepreload`, and where it is missing the links are only skipped hints (the
    // chunks still load when imported).
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
    sourcemap: 'hidden',
    // Terser with two compress passes is ~3 % smaller after gzip than Vite's default esbuild minifier
    // (entry −4.2 KB, all JS −11 KB): /login's budget is 130 KB.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: {
      output: {
        // Performance budget (npm run bench): fold tiny shared chunks (a request and a gzip header
        // each) into their importers; only side-effect-free code moves, so no page runs code it did not before.
        experimentalMinChunkSize: 8000,
        // 7 hash characters instead of 8 (42 bits, still unique per name): the entry names every lazy chunk (its
        // dynamic imports and their preload lists), and random characters do not compress: /login −0.1 KB.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        // No lazy chunk over 40 KB gzip. The named chunks below; then the `signed-in` chunk: what /home loads beyond
        // /login and only signed-in pages need, in one chunk instead of 6–10 (scripts/lib/signed-in-chunk.ts).
        manualChunks(id, meta) {
          return (
            namedChunk(id) ??
            (signedIn.has(id, meta, (dep) => namedChunk(dep) !== undefined) ? 'signed-in' : undefined)
          );
        },
      },
    },
  },
});

/** The chunk of module `id` by the rules below, or undefined (the module graph decides, see `manualChunks`). */
function namedChunk(id: string): string | undefined {
  if (ENTRY_MODULES.test(id)) return 'index';
  // Each lazy dictionary section (`src/i18n/<locale>/<section>.ts`, common/dictionary-sections.ts) is its own
  // chunk per locale, loaded with the routes that show it; without this, experimentalMinChunkSize would fold
  // the small ones into a page's chunk or a shared one. nl-NL's core stays in the entry (statically imported).
  const section = /\/src\/i18n\/([a-z]{2}-[A-Z]{2})\/([a-z-]+)\.ts$/.exec(id);
  if (section && !(section[1] === 'nl-NL' && section[2] === 'core')) return `${section[1]}-${section[2]}`;
  // The response checks stay two lazy chunks of their own (src/api/response-validation.ts loads them with
  // the requests that need them: the start module with a signed-in page's first load, the other with any
  // other operation): folded into a shared chunk, every page importing that chunk would load them at once,
  // and the service worker would precache them.
  const checks = /\/src\/api\/generated\/(response-validators(-start)?)\.js$/.exec(id);
  if (checks) return checks[1];
  // The formats both check modules and the booking and account rules share (dates, e-mail): not in the start checks'
  // chunk, so a page that checks a form field does not load them; in `common-small` (below).
  if (/\/common\/validator-runtime\.ts$/.test(id)) return 'common-small';
  // The refresh lock's fallback for browsers without Web Locks (src/app/session-lease.ts): loaded only there,
  // so it must not be folded into a chunk that every signed-in page loads.
  if (/\/src\/app\/session-lease\.ts$/.test(id)) return 'session-lease';
  // Temporal (booking form, date ranges, calendar file) is ~20 KB gzip of side-effect-free code: its own lazy
  // chunk, so the small shared modules that the minimum chunk size folds away never land beside it and pull it
  // into /home or /my-trips.
  if (/\/node_modules\/temporal-(polyfill|utils)\//.test(id)) return 'temporal';
  // The trip rules and small trip views /home's next-trip card shows (status, pick-up window, change cut-off,
  // aids, the card's facts and links) and that /my-trips, the details dialog and the booking pages share:
  // one chunk, so the minimum chunk size does not fold them into a chunk beside other pages' code (the
  // share and cancel actors, the calendar file, the account form pieces) that /home would then load too. With them
  // the user-data selectors and the pass-number rules (machines/lib/user-data-selectors.ts): the address search and
  // the booking pages read them too, so left to the minimum chunk size they landed beside the share actors.
  if (TRIP_BASICS.test(id)) return 'trip-basics';
  if (PUBLIC_FORMS.test(id)) return 'public-forms';

  // The service-worker registration (loaded after sign-in, when idle) alone, and the small modules the
  // minimum chunk size made its neighbours (booking attributes, the checkbox field, the account page frame,
  // the logout page) a chunk of their own: beside the registration, every signed-in page loaded them.
  if (/virtual:pwa-register/.test(id)) return 'pwa-register';
  // Three small modules that /home and most public pages load, one chunk (`common-small`, ~1.3 KB gzip) instead of
  // three (a request, a gzip header and a compression window each): the service-worker registration with the two
  // actor helpers nearly every page's actors use, the navigation icons the signed-in shell and the welcome page
  // share, and the check formats (above). Named, so the `signed-in` chunk's rule knows they are not its own
  // (scripts/lib/signed-in-chunk.ts).
  if (/\/src\/logic\/(service-worker|actors\/(unless-aborted|envelope-actor))\.ts$/.test(id))
    return 'common-small';
  if (/\/src\/components\/icons\/nav-icons\.tsx$/.test(id)) return 'common-small';
  if (SMALL_SHARED.test(id)) return 'small-shared';
  // arktype (account forms) is ~47 KB gzip in one piece: split it in two
  // (arktype depends on @ark/schema, which depends on @ark/util).
  if (/\/node_modules\/@ark\/(schema|util)\//.test(id)) return 'ark-schema';
  if (/\/node_modules\/(arktype|arkregex)\//.test(id)) return 'arktype';
  return undefined;
}
