import { existsSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { relative, resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createApp, SPEC_FILES } from './app';
import { loadSpec } from './lib/openapi-spec';
import { DEV_CSP } from './lib/security-headers';
import { devPathAllowed, projectRootEntries } from './lib/dev-serving';
import { mountBuiltApp } from './static-app';

/*
 * `npm start` (dev) and `npm run preview` (--preview, NODE_ENV=production): ONE Node http server on PORT
 * (default 5173) that serves the Ticketing API (/ticketing), the Account API (/api), the payment pages (/pay),
 * the dev endpoints (/dev, not in preview) and the web app — through Vite in middleware mode in dev, or the built
 * dist/ with SPA fallback in preview. Data persists in .data/reference.sqlite.
 *
 * `--dist` (the browser tests' server): the built app of DIST_DIR exactly as preview serves it (production
 * CSP, precompressed assets, route preloads), but NOT in production: the `/dev` QA endpoints stay, and responses
 * that break the OpenAPI contract fail as in development. `--preview` always means production (no `/dev`).
 *
 * `APP_ORIGIN` (the origin of links in mails): `npm start`, `npm run preview` and `--dist` set it to their own
 * `http://localhost:<PORT>` when it is unset; any other production start without it refuses to start, naming it.
 * A malformed configuration (`APP_ORIGIN`, `TRUSTED_PROXIES`) stops the start with one line naming the bad value.
 */

const preview = process.argv.includes('--preview');
if (preview) process.env.NODE_ENV = 'production';
/** Serve a build (preview, or the test server's `--dist`) instead of Vite's dev middleware. */
const servesBuild = preview || process.argv.includes('--dist');
const port = Number(process.env.PORT ?? 5173);
const host = process.env.HOST ?? 'localhost';

const API_PREFIXES = ['/ticketing/', '/api/', '/pay/', '/dev/'];
const isApiPath = (url: string | undefined) => API_PREFIXES.some((prefix) => (url ?? '/').startsWith(prefix));

/** Scripts whose unset `APP_ORIGIN` means "this server itself" (npm sets `npm_lifecycle_event` to the script). */
const OWN_ORIGIN_SCRIPTS = ['start', 'preview'];

async function main(): Promise<void> {
  if (
    !process.env.APP_ORIGIN &&
    (!preview || OWN_ORIGIN_SCRIPTS.includes(process.env.npm_lifecycle_event ?? ''))
  )
    process.env.APP_ORIGIN = `http://localhost:${port}`;
  let created: ReturnType<typeof createApp>;
  try {
    created = createApp({ production: preview });
    // Every request and answer check compiles before the server listens: a schema that does not compile stops
    // the start here, not at the first request that needs it.
    for (const file of Object.values(SPEC_FILES)) loadSpec(file).compileAll();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const { app, close } = created;

  if (servesBuild) {
    // DIST_DIR (default dist) lets benchmarks and browser tests serve a build of their own.
    const distDir = relative(process.cwd(), resolve(process.env.DIST_DIR ?? 'dist')) || '.';
    if (!existsSync(resolve(distDir, 'index.html'))) {
      console.error(`${distDir}/index.html not found: run \`npm run build\` first.`);
      process.exit(1);
    }
    mountBuiltApp(app, distDir, created.appRelease);
  }

  const honoListener = getRequestListener(app.fetch);
  const root = process.cwd();
  const rootEntries = projectRootEntries(root);
  const server = createHttpServer();

  let viteMiddlewares:
    ((req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void) | null = null;
  let closeVite: (() => Promise<void>) | null = null;
  if (!servesBuild) {
    const { createServer: createViteServer } = await import('vite');
    const vite = await createViteServer({
      server: { middlewareMode: true, hmr: { server } },
      appType: 'spa',
    });
    viteMiddlewares = vite.middlewares;
    closeVite = () => vite.close();
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (servesBuild || !viteMiddlewares || isApiPath(req.url)) {
      void honoListener(req, res);
      return;
    }
    // The app's own sources only, never the project's other files (server/, .data/, package.json…).
    if (!devPathAllowed(req.url ?? '/', root, rootEntries)) {
      res.statusCode = 404;
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      res.end('Not found');
      return;
    }
    // Relaxed dev policy (Vite's inline React-refresh preamble, injected styles, HMR socket): see security-headers.ts.
    res.setHeader('Content-Security-Policy', DEV_CSP);
    viteMiddlewares(req, res, (err?: unknown) => {
      res.statusCode = err ? 500 : 404;
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      res.end(err ? 'Internal server error' : 'Not found');
    });
  });

  server.listen(port, host, () => {
    console.log(
      `RegioTaxi ${preview ? 'preview' : servesBuild ? 'build with dev endpoints' : 'dev server'}: http://${host}:${port}/`,
    );
    console.log(
      `  Ticketing API http://${host}:${port}/ticketing · Account API http://${host}:${port}/api${preview ? '' : ` · dev tools http://${host}:${port}/dev/outbox`}`,
    );
  });

  const shutdown = () => {
    server.close();
    void closeVite?.();
    close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

void main();
