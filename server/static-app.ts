import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from './lib/context';
import { readRouteChunks, requestLocale, routeKeyOf, routePreloadLinks } from './lib/route-preload';
import { appSecurityHeaders, inlineScriptHashes, productionCsp } from './lib/security-headers';

/**
 * Production (`npm run preview`; also the browser tests' `start.ts --dist`): mounts the built web app in `distDir`
 * (a path relative to the working directory, e.g. `dist` or `.data/dist-x`) on the reference server's Hono `app`
 * (whose `/dev` routes createApp decides by `production`): `*.map` answers 404, static
 * files are served with the production Content-Security-Policy (server/lib/security-headers.ts), precompressed
 * (the build's .br/.gz copies, vite.config.ts) and with Cache-Control (hashed assets immutable), and every other
 * path falls back to index.html (client-side routes), with a `Link` header preloading that route's chunks
 * (./lib/route-preload.ts, from the build's route-chunks.json). A missing file under `/assets/` is 404 with
 * `Cache-Control: no-store`. `appRelease` (dev only, server/app.ts `ReferenceApp.appRelease`): a release published by
 * `POST /dev/app-release`, named at the end of the served `/sw.js`.
 */
export function mountBuiltApp(app: Hono<AppEnv>, distDir: string, appRelease: () => number = () => 0): void {
  // The CSP allows index.html's inline boot script by its hash (src/boot/boot.ts).
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  app.use('*', appSecurityHeaders(productionCsp(inlineScriptHashes(indexHtml))));
  app.use('/*', cacheControl);
  const preload = routePreloadLinks(readRouteChunks(distDir) ?? {});
  app.use('/*', async (c, next) => {
    await next();
    // A client route's HTML names that route's chunks, so they download alongside the entry.
    const locale = requestLocale(c.req.url, c.req.header('cookie'), c.req.header('accept-language'));
    const links = preload.get(`${locale} ${routeKeyOf(c.req.path.replace(/(.)\/$/, '$1'))}`);
    if (links && c.res.status === 200 && c.res.headers.get('content-type')?.startsWith('text/html'))
      c.res.headers.set('Link', links);
  });
  // The build keeps hidden source maps (vite.config.ts) for error tracking, but never serves them
  // (they would hand out the source): every `*.map` is 404, not a file and not the SPA fallback.
  app.use('/*', async (c, next) => {
    if (c.req.path.endsWith('.map')) return c.text('Not found', 404);
    await next();
  });
  // A release published by `POST /dev/app-release` (never in production: there it stays 0): the service worker's
  // script ends with its number, a byte change, so a browser's next update check installs a new version.
  app.get('/sw.js', async (c, next) => {
    const release = appRelease();
    if (release === 0) return next();
    const script = readFileSync(join(distDir, 'sw.js'), 'utf8');
    return c.body(`${script}\n// QA release ${release}\n`, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
    });
  });
  app.use('/*', serveStatic({ root: `./${distDir}`, precompressed: true }));
  // A hashed asset that is not (or no longer) in this build is 404, never index.html, and not cached: a browser or
  // CDN that kept index.html under an asset's name for a year would break the page after a deploy.
  app.all('/assets/*', (c) => c.text('Not found', 404, { 'Cache-Control': 'no-store' }));
  // SPA fallback: client-side routes get index.html.
  app.get('*', serveStatic({ path: `./${distDir}/index.html`, precompressed: true }));
}

/** Vite's content-hashed files under /assets/ never change: cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache-Control for a built file: hashed `/assets/*` files are immutable; index.html (every client
 * route) and the other unhashed files (favicon) are revalidated on every load (`no-cache`), so a new release
 * is picked up at once. (serveStatic's `onFound` runs after the response is built, too late for a header.)
 */
const cacheControl: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status !== 200) return;
  c.res.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
};
