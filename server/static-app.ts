import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './lib/context';
import { errorResponse } from './lib/api-error';
import { appSecurityHeaders, PRODUCTION_CSP } from './lib/security-headers';

/**
 * Production (`npm run preview`): mounts the built web app in `distDir` (a path relative to the working
 * directory, e.g. `dist` or `.data/dist-x`) on the reference server's Hono `app`: `/dev/*` answers 404, static
 * files are served with the production Content-Security-Policy (server/lib/security-headers.ts) and every other
 * path falls back to index.html (client-side routes).
 */
export function mountBuiltApp(app: Hono<AppEnv>, distDir: string): void {
  app.all('/dev/*', () => errorResponse(404, 'NotFound', 'Dev endpoints are not available in preview.'));
  app.use('*', appSecurityHeaders(PRODUCTION_CSP));
  app.use('/*', serveStatic({ root: `./${distDir}` }));
  // SPA fallback: client-side routes get index.html.
  app.get('*', serveStatic({ path: `./${distDir}/index.html` }));
}
