import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type ReferenceApp } from '../../server/app';
import {
  ROUTE_MODULES,
  ROUTE_PAGES,
  routePreloadLinks,
  type RouteChunks,
} from '../../server/lib/route-preload';
import { mountBuiltApp } from '../../server/static-app';

/* Issue 10: the production server names a client route's chunks in a Link header on that route's HTML, so a slow
 * phone downloads them alongside the entry chunk (server/lib/route-preload.ts, built from the build's
 * .vite/route-chunks.json written by scripts/lib/route-chunks-plugin.ts). */

describe('route table ↔ preload table', () => {
  const routes = readFileSync('src/app/routes.tsx', 'utf8');

  it.each(Object.entries(ROUTE_PAGES))('%s lazily imports %s in src/app/routes.tsx', (path, page) => {
    expect(existsSync(page)).toBe(true);
    const specifier = page.replace(/^src\/(features\/)?/, '').replace(/\.tsx?$/, '');
    const at = routes.indexOf(`path: '${path}'`);
    expect(at).toBeGreaterThan(-1);
    // The route's own lazy import comes before the next route's path.
    const next = routes.indexOf("path: '", at + 1);
    const block = routes.slice(at, next === -1 ? undefined : next);
    expect(block).toMatch(new RegExp(`import\\('\\.\\./(features/)?${specifier.replace('/', '\\/')}'\\)`));
  });

  it('covers every path of the route table', () => {
    const paths = [...routes.matchAll(/path: '([^']+)'/g)].map((m) => m[1]).filter((p) => p !== '*');
    expect(new Set(paths)).toEqual(new Set(Object.keys(ROUTE_PAGES)));
  });

  it('signed-in pages also preload the shell and the response checks; public pages do not', () => {
    expect(ROUTE_MODULES['/home']).toEqual([
      'src/app/signed-in-layout.tsx',
      'src/api/response-schemas.ts',
      'src/features/home/home-page.tsx',
    ]);
    expect(ROUTE_MODULES['/login']).toEqual(['src/features/login/login-page.tsx']);
    for (const modules of Object.values(ROUTE_MODULES))
      for (const m of modules) expect(existsSync(m)).toBe(true);
  });
});

const CHUNKS: RouteChunks = {
  'src/features/home/home-page.tsx': {
    js: ['assets/home-page-1.js', 'assets/time-2.js'],
    css: ['assets/home-page-3.css'],
  },
  'src/app/signed-in-layout.tsx': { js: ['assets/signed-in-layout-4.js', 'assets/time-2.js'], css: [] },
  'src/features/login/login-page.tsx': { js: ['assets/login-page-5.js'], css: [] },
};

describe('routePreloadLinks', () => {
  it('lists each needed chunk once as modulepreload and the CSS as style preload', () => {
    const links = routePreloadLinks(CHUNKS);
    expect(links.get('/home')).toBe(
      [
        '</assets/signed-in-layout-4.js>; rel=modulepreload',
        '</assets/time-2.js>; rel=modulepreload',
        '</assets/home-page-1.js>; rel=modulepreload',
        '</assets/home-page-3.css>; rel=preload; as=style',
      ].join(', '),
    );
    expect(links.get('/login')).toBe('</assets/login-page-5.js>; rel=modulepreload');
    // A route whose modules the build does not list gets no header.
    expect(links.has('/register')).toBe(false);
  });
});

describe('the built app sends the Link header on route HTML only', () => {
  const DIST = `.data/route-preload-test-${process.pid}`;
  let ref: ReferenceApp;

  beforeAll(() => {
    mkdirSync(join(DIST, 'assets'), { recursive: true });
    mkdirSync(join(DIST, '.vite'), { recursive: true });
    writeFileSync(
      join(DIST, 'index.html'),
      '<!doctype html><script type="module" src="/assets/app.js"></script>',
    );
    writeFileSync(join(DIST, 'assets', 'app.js'), 'export {};');
    writeFileSync(join(DIST, '.vite', 'route-chunks.json'), JSON.stringify(CHUNKS));
    ref = createApp({ dbPath: ':memory:', production: true, log: () => {} });
    mountBuiltApp(ref.app, DIST);
  });

  afterAll(() => {
    ref.close();
    rmSync(DIST, { recursive: true, force: true });
  });

  const get = (path: string) => ref.app.fetch(new Request(`http://localhost${path}`));

  it.each(['/home', '/home/'])('%s names /home’s chunks', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('link')).toContain('</assets/home-page-1.js>; rel=modulepreload');
  });

  it('an asset, an unknown page and an API answer carry no Link header', async () => {
    for (const path of ['/assets/app.js', '/no-such-page', '/ticketing/regions/public']) {
      const res = await get(path);
      expect(res.headers.get('link'), path).toBeNull();
    }
  });
});
