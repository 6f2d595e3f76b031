import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { routeSections } from '../../common/dictionary-sections';

/**
 * The routes that open offline (docs/offline.md): their dictionary sections are precached in both languages, with
 * `contact`, which the footer's contact dialog loads when opened.
 */
const OFFLINE_ROUTES = ['/home', '/my-trips', '/login'] as const;

/** The sections the offline routes show (common/dictionary-sections.ts `ROUTE_SECTIONS`), with `core`. */
const OFFLINE_SECTIONS = [
  ...new Set(['core', 'contact', ...OFFLINE_ROUTES.flatMap((route) => routeSections(route))]),
];

/**
 * The modules the offline views need (docs/offline.md): the signed-in shell, /home and /my-trips with what they load
 * on demand while offline (the connectivity chart and the offline snapshot views, /home's among them, the session's
 * user-data and travelling-for charts: src/app/session-children.ts), /login (where a logout offline leads), and the update prompt with its chart,
 * workbox-window and the registration that loads them when a new version waits (src/logic/service-worker.ts: an
 * offline reload still offers a version found before). Not the response checks
 * (src/api/generated/response-validators-start.js and response-validators.js, 3.3 and 6.7 KB): offline no answer
 * arrives to check, and online they load with the requests that need them (then CacheFirst keeps them). Source
 * paths relative to the project root; `workbox-window` and vite-plugin-pwa's register module are matched by name.
 * The dictionary sections of the offline routes are added in both languages (`src/i18n/<locale>/<section>.ts`,
 * {@link OFFLINE_SECTIONS}: core, home, trips, contact, my-trips, trip-details), so the traveller may switch language
 * or open the contact details offline; the sections of pages that need the API (booking, changing, the account and
 * pass-number forms, following, carers: ~20 KB gzip) are cached when first used.
 */
const OFFLINE_MODULES: readonly RegExp[] = [
  /^src\/app\/signed-in-layout\.tsx$/,
  /^src\/app\/session-children\.ts$/,
  /^src\/app\/pages\/home-page\.tsx$/,
  /^src\/app\/pages\/offline-home\.tsx$/,
  /^src\/features\/trips\/my-trips-page\.tsx$/,
  /^src\/features\/login\/login-page\.tsx$/,
  /^src\/features\/trips\/offline-trips\.tsx$/,
  /^src\/logic\/connectivity\.ts$/,
  /^src\/logic\/service-worker\.ts$/,
  /^src\/logic\/app-update\.ts$/,
  /^src\/components\/app-update\/app-update-prompt\.tsx$/,
  new RegExp(String.raw`^src/i18n/[a-z]{2}-[A-Z]{2}/(${OFFLINE_SECTIONS.join('|')})\.ts$`),
  /workbox-window/,
  /virtual:pwa-register/,
];

/** What {@link offlinePrecache} returns: the Vite plugin and the Workbox manifest transform that uses its list. */
export interface OfflinePrecache {
  plugin: Plugin;
  /**
   * Workbox `manifestTransforms` entry (vite-plugin-pwa's `workbox.manifestTransforms`): keeps every precache entry
   * outside `assets/` (index.html, the icons, the web app manifest), the stylesheets, and the JavaScript chunks
   * the offline views need; drops every other chunk (cached at run time when first used: `CacheFirst`).
   */
  manifestTransform: (entries: Array<{ url: string; size: number; revision: string | null }>) => {
    manifest: Array<{ url: string; size: number; revision: string | null }>;
    warnings: string[];
  };
}

/**
 * Performance budget "a first visit that fits a phone" (docs/performance.md: precache ≤ 200 KB gzip): the service
 * worker precaches only the app shell and the chunks of the offline views, not the whole app. The plugin reads the
 * build's chunk graph (after Vite's own plugins: `enforce: 'post'`) and lists the entry chunk with its static
 * imports and every chunk holding an {@link OFFLINE_MODULES} module with its static imports; vite-plugin-pwa writes
 * the service worker after the bundle is written (`closeBundle`), so the list is ready when its transform runs.
 * A build with no such chunk fails (a renamed page would otherwise silently leave the offline views uncached).
 */
export function offlinePrecache(): OfflinePrecache {
  let root = process.cwd();
  let offlineChunks: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'regiotaxi:offline-precache',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const keep = new Set<string>();
      const closure = (file: string) => {
        if (keep.has(file) || !byFile.has(file)) return;
        keep.add(file);
        for (const imported of byFile.get(file)!.imports) closure(imported);
      };
      for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName);
      const matched = new Set<RegExp>();
      for (const chunk of chunks) {
        for (const id of chunk.moduleIds) {
          const name = relative(root, id.replace(/^\0/, ''));
          const pattern = OFFLINE_MODULES.find((p) => p.test(name));
          if (!pattern) continue;
          matched.add(pattern);
          closure(chunk.fileName);
        }
      }
      const missing = OFFLINE_MODULES.filter((p) => !matched.has(p));
      if (missing.length > 0)
        this.error(
          `offline precache: no chunk holds ${missing.map(String).join(', ')} (scripts/lib/offline-precache-plugin.ts)`,
        );
      offlineChunks = keep;
    },
  };
  return {
    plugin,
    manifestTransform(entries) {
      const chunks = offlineChunks;
      if (!chunks)
        return { manifest: entries, warnings: ['offline precache: no chunk list; precaching everything'] };
      const manifest = entries.filter(
        (entry) => !entry.url.startsWith('assets/') || entry.url.endsWith('.css') || chunks.has(entry.url),
      );
      return { manifest, warnings: [] };
    },
  };
}
