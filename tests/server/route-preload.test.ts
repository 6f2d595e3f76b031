import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_SECTIONS } from '../../common/dictionary-sections';
import { createApp, type ReferenceApp } from '../../server/app';
import {
  ROUTE_MODULES,
  ROUTE_PAGES,
  requestLocale,
  routeKeyOf,
  routePreloadLinks,
  type RouteChunks,
} from '../../server/lib/route-preload';
import { mountBuiltApp } from '../../server/static-app';

/* The production server names a client route's chunks in a Link header on that route's HTML, so a slow
 * phone downloads them alongside the entry chunk (server/lib/route-preload.ts, built from the build's
 * .vite/route-chunks.json written by scripts/lib/route-chunks-plugin.ts). */

describe('route table ↔ preload table', () => {
  const routes = readFileSync('src/app/routes.tsx', 'utf8');
  /** The signed-in pages' imports, which the route table names by path (`retrying(PAGES['/home'], …)`). */
  const pageImports = readFileSync('src/app/page-imports.ts', 'utf8');
  /** The rows of the route table's page tables (`'<path>': retrying(() => import('…'), …)`), in source order. */
  const rows = [...routes.matchAll(/^\s*'(\/[^']*)':\s*retrying\(/gm)].map((m) => ({
    path: m[1]!,
    at: m.index,
  }));

  it.each(Object.entries(ROUTE_PAGES))('%s lazily imports %s in src/app/routes.tsx', (path, page) => {
    expect(existsSync(page)).toBe(true);
    // The specifier routes.tsx (in src/app) uses for the page module.
    const module = page.replace(/\.tsx?$/, '');
    const specifier = module.startsWith('src/app/') ? `./${module.slice(8)}` : `../${module.slice(4)}`;
    // The route's row of a page table (`'<path>': retrying(…)`), up to the next row.
    const row = rows.findIndex((r) => r.path === path);
    expect(row).toBeGreaterThan(-1);
    const block = routes.slice(rows[row]!.at, rows[row + 1]?.at);
    if (block.includes(`PAGES['${path}']`))
      expect(pageImports).toContain(`'${path}': () => import('${specifier}')`);
    else expect(block).toContain(`import('${specifier}')`);
  });

  it('covers every path of the route table', () => {
    const paths = rows.map((r) => r.path);
    expect(new Set(paths)).toEqual(new Set(Object.keys(ROUTE_PAGES)));
  });

  it('names the dictionary sections of exactly the routes of the route table (common/dictionary-sections.ts)', () => {
    expect(Object.keys(ROUTE_SECTIONS).sort()).toEqual(Object.keys(ROUTE_PAGES).sort());
  });

  it('finds the route of a path with a parameter (/follow/<token>), and leaves other paths alone', () => {
    expect(routeKeyOf('/follow/abc_DEF-123')).toBe('/follow/:token');
    expect(routeKeyOf('/home')).toBe('/home');
    expect(routeKeyOf('/follow/')).toBe('/follow/');
    expect(routeKeyOf('/follow/a/b')).toBe('/follow/a/b');
  });

  it('signed-in pages also preload the shell and the response checks; public pages do not', () => {
    expect(ROUTE_MODULES['/home']).toEqual([
      'src/app/signed-in-layout.tsx',
      'src/api/generated/response-validators-start.js',
      'src/app/pages/home-page.tsx',
    ]);
    // Its first load asks for the trip history too: the other checks come with it.
    expect(ROUTE_MODULES['/my-trips']).toEqual([
      'src/app/signed-in-layout.tsx',
      'src/api/generated/response-validators-start.js',
      'src/api/generated/response-validators.js',
      'src/features/trips/my-trips-page.tsx',
    ]);
    expect(ROUTE_MODULES['/login']).toEqual(['src/features/login/login-page.tsx']);
    for (const modules of Object.values(ROUTE_MODULES))
      for (const m of modules) expect(existsSync(m)).toBe(true);
  });
});

const CHUNKS: RouteChunks = {
  'index.html': { js: ['assets/index-0.js'], css: ['assets/index-9.css'] },
  'src/app/pages/home-page.tsx': {
    js: ['assets/home-page-1.js', 'assets/time-2.js'],
    css: ['assets/home-page-3.css'],
  },
  'src/app/signed-in-layout.tsx': { js: ['assets/signed-in-layout-4.js', 'assets/time-2.js'], css: [] },
  'src/features/login/login-page.tsx': { js: ['assets/login-page-5.js'], css: [] },
  'src/i18n/en-US/core.ts': { js: ['assets/en-US-core-6.js'], css: [] },
  'src/i18n/en-US/home.ts': { js: ['assets/en-US-home-7.js'], css: [] },
  'src/i18n/en-US/trips.ts': { js: ['assets/en-US-trips-10.js'], css: [] },
  'src/i18n/nl-NL/home.ts': { js: ['assets/nl-NL-home-8.js'], css: [] },
  'src/i18n/nl-NL/trips.ts': { js: ['assets/nl-NL-trips-11.js'], css: [] },
  'src/i18n/nl-NL/account.ts': { js: ['assets/nl-NL-account-12.js'], css: [] },
  'src/i18n/nl-NL/forms.ts': { js: ['assets/nl-NL-forms-13.js'], css: [] },
};

describe('routePreloadLinks', () => {
  it("lists each needed chunk once as modulepreload, the CSS as style preload, and the route's dictionary sections", () => {
    const links = routePreloadLinks(CHUNKS);
    expect(links.get('nl-NL /home')).toBe(
      [
        '</assets/index-0.js>; rel=modulepreload',
        '</assets/signed-in-layout-4.js>; rel=modulepreload',
        '</assets/time-2.js>; rel=modulepreload',
        '</assets/home-page-1.js>; rel=modulepreload',
        '</assets/nl-NL-home-8.js>; rel=modulepreload',
        '</assets/nl-NL-trips-11.js>; rel=modulepreload',
        '</assets/index-9.css>; rel=preload; as=style',
        '</assets/home-page-3.css>; rel=preload; as=style',
      ].join(', '),
    );
    // /login needs only the core section, which nl-NL has in the entry.
    const entry = '</assets/index-0.js>; rel=modulepreload';
    const entryCss = '</assets/index-9.css>; rel=preload; as=style';
    expect(links.get('nl-NL /login')).toBe(
      [entry, '</assets/login-page-5.js>; rel=modulepreload', entryCss].join(', '),
    );
    expect(links.get('en-US /login')).toBe(
      [
        entry,
        '</assets/login-page-5.js>; rel=modulepreload',
        '</assets/en-US-core-6.js>; rel=modulepreload',
        entryCss,
      ].join(', '),
    );
    expect(links.get('en-US /home')).toContain('</assets/en-US-core-6.js>; rel=modulepreload');
    expect(links.get('en-US /home')).toContain('</assets/en-US-home-7.js>; rel=modulepreload');
    expect(links.get('en-US /home')).toContain('</assets/en-US-trips-10.js>; rel=modulepreload');
    expect(links.get('en-US /home')).not.toContain('nl-NL-');
    // Only the route's own sections: /home does not preload the account pages' strings.
    expect(links.get('nl-NL /home')).not.toContain('account');
    // A route whose modules the build does not list still preloads the entry and its dictionary sections.
    expect(links.get('nl-NL /register')).toBe(
      [
        entry,
        '</assets/nl-NL-account-12.js>; rel=modulepreload',
        '</assets/nl-NL-forms-13.js>; rel=modulepreload',
        entryCss,
      ].join(', '),
    );
  });
});

describe('requestLocale (product §9 on the server side)', () => {
  it.each([
    ['http://x/home', undefined, undefined, 'nl-NL'],
    ['http://x/home', undefined, 'en-US,en;q=0.9', 'en-US'],
    ['http://x/home', undefined, 'de-DE, en-GB;q=0.8, nl;q=0.5', 'en-US'],
    ['http://x/home', 'lang=nl-NL', 'en-US', 'nl-NL'],
    ['http://x/home?lang=en', 'lang=nl-NL', 'nl', 'en-US'],
    ['http://x/home', undefined, 'fr-FR', 'nl-NL'],
  ] as const)('%s, cookie %s, Accept-Language %s → %s', (url, cookie, accept, expected) => {
    expect(requestLocale(url, cookie, accept)).toBe(expected);
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
    ref = createApp({ dbPath: ':memory:', production: true, appOrigin: 'http://localhost', log: () => {} });
    mountBuiltApp(ref.app, DIST);
  });

  afterAll(() => {
    ref.close();
    rmSync(DIST, { recursive: true, force: true });
  });

  const get = (path: string, acceptLanguage = 'nl-NL') =>
    ref.app.fetch(new Request(`http://localhost${path}`, { headers: { 'accept-language': acceptLanguage } }));

  it.each(['/home', '/home/'])('%s names /home’s chunks', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('link')).toContain('</assets/home-page-1.js>; rel=modulepreload');
  });

  it('follows the browser language for the dictionary', async () => {
    expect((await get('/login', 'en-US,en;q=0.9')).headers.get('link')).toContain('en-US-core-6.js');
    expect((await get('/login', 'nl-NL')).headers.get('link')).not.toContain('en-US');
  });

  it('an asset, an unknown page and an API answer carry no Link header', async () => {
    for (const path of ['/assets/app.js', '/no-such-page', '/ticketing/regions/public']) {
      const res = await get(path);
      expect(res.headers.get('link'), path).toBeNull();
    }
  });
});
