import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { PDOK_TILE_ORIGIN } from '../../common/map-tiles';

/**
 * Content-Security-Policy of the web app.
 *
 * Production (`npm run preview`, the built dist/): one inline script — the boot script that starts the
 * signed-in user's data batch early (src/boot/boot.ts) — allowed by its SHA-256 hash, which the server
 * takes from the built index.html at start ({@link inlineScriptHashes}, {@link productionCsp}); otherwise only
 * external `<script type="module" src>` / `<link rel="modulepreload">` files. So `script-src` is `'self'`, that
 * hash and the Google Maps loader hosts; no `'unsafe-inline'`: any other inline script is blocked. `connect-src` is `'self'` (both APIs live on the
 * app's origin, `/ticketing` and `/api`) plus the Google Maps hosts; images may come from the Google tile
 * hosts, the PDOK basemap's one tile host (the keyless live map) and `data:`/`blob:` (map markers, the PDF export
 * link).
 *
 * `style-src` decision: the app's own CSS is external files (vanilla-extract extracts it at build time), and
 * React's `style={…}` props are applied through the CSSOM (`element.style.x = …`), which CSP does not govern.
 * But two dependencies insert `<style>` elements at run time without a nonce: Radix Dialog's scroll lock
 * (react-remove-scroll-bar, in the post-login pass-number dialog) and the Google Maps JavaScript API. A nonce
 * would need per-response HTML rewriting of a static build, so `style-src` keeps `'unsafe-inline'`. Inline
 * *style* cannot run script, so this does not weaken the XSS protection that `script-src` gives.
 *
 * Google Maps: Google's sample policy also lists `'unsafe-eval'` for script-src; it is left out on purpose
 * (verified only without a Maps key here); add it in {@link GOOGLE_MAPS} if a keyed deployment reports eval
 * violations.
 *
 * eval: none. arktype probes for a CSP once at load (`new Function("return false")` in a try/catch) and then
 * validates without generated code ("jitless"); that probe is the one expected violation report (sample
 * `return false`), and it blocks nothing the app needs.
 *
 * Dev (`npm start`, Vite middleware): Vite's React-refresh preamble is an inline module script whose text
 * changes with the plugin version, and Vite injects CSS as `<style>` elements and talks HMR over `ws:`. Dev
 * therefore gets {@link DEV_CSP}: inline/eval script allowed, but still `object-src 'none'`, `base-uri 'self'`
 * and `frame-ancestors 'none'`. Only the production policy is the security boundary.
 */

/** Hosts the Google Maps JavaScript API loads from, talks to and draws tiles from. */
const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  connect: ['https://maps.googleapis.com', 'https://*.googleapis.com', 'https://*.gstatic.com'],
  img: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
  ],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  frame: ['https://*.google.com'],
} as const;

/** Images of the keyless live map: exactly the PDOK basemap's tile host (common/map-tiles.ts). */
const MAP_TILES = [PDOK_TILE_ORIGIN] as const;

/** Serialises directive → sources into one header value (`a x y; b z`). */
function serialise(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * CSP sources (`'sha256-…'`) for every inline `<script>` (one without `src`) in `html`, in document order: the
 * hash of the element's exact text, as the browser computes it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', text = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || text === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The production policy (see the module comment for each choice), allowing the inline scripts with the given
 * hashes ({@link inlineScriptHashes} of the built index.html).
 */
export function productionCsp(scriptHashes: readonly string[] = []): string {
  return serialise({
    ...PRODUCTION_DIRECTIVES,
    'script-src': [...PRODUCTION_DIRECTIVES['script-src'], ...scriptHashes],
  });
}

const PRODUCTION_DIRECTIVES = {
  'default-src': ["'self'"],
  // 'report-sample' puts the first 40 characters of a blocked script into the violation report (see below).
  'script-src': ["'self'", "'report-sample'", ...GOOGLE_MAPS.script],
  'style-src': ["'self'", "'unsafe-inline'", ...GOOGLE_MAPS.style],
  'img-src': ["'self'", 'data:', 'blob:', ...GOOGLE_MAPS.img, ...MAP_TILES],
  'font-src': ["'self'", ...GOOGLE_MAPS.font],
  'connect-src': ["'self'", ...GOOGLE_MAPS.connect],
  'frame-src': [...GOOGLE_MAPS.frame],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} satisfies Record<string, readonly string[]>;

/** The production policy without any inline script (a build without the boot script). */
export const PRODUCTION_CSP = productionCsp();

/** The relaxed development policy for Vite's inline preamble, injected styles and HMR socket. */
export const DEV_CSP = serialise({
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'", 'blob:', ...GOOGLE_MAPS.script],
  'style-src': ["'self'", "'unsafe-inline'", ...GOOGLE_MAPS.style],
  'img-src': ["'self'", 'data:', 'blob:', ...GOOGLE_MAPS.img, ...MAP_TILES],
  'font-src': ["'self'", 'data:', ...GOOGLE_MAPS.font],
  'connect-src': ["'self'", 'ws:', 'wss:', ...GOOGLE_MAPS.connect],
  'frame-src': [...GOOGLE_MAPS.frame],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/** Paths served by the APIs and payment pages, which set their own headers (the pay pages have a stricter CSP). */
const API_PREFIXES = ['/ticketing/', '/api/', '/pay/', '/dev/'];

/** True for a request path the web app (not an API) answers. */
function isAppPath(path: string): boolean {
  return !API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Hono middleware adding `policy` as `Content-Security-Policy` (plus `X-Content-Type-Options: nosniff` and
 * `Referrer-Policy`) to every web-app response (HTML and assets); API and payment responses are left alone.
 */
export function appSecurityHeaders(policy: string = PRODUCTION_CSP): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!isAppPath(c.req.path) || c.res.headers.has('content-security-policy')) return;
    c.res.headers.set('Content-Security-Policy', policy);
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'same-origin');
  };
}
