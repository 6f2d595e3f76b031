import { readdirSync } from 'node:fs';
import { posix, relative, resolve, sep } from 'node:path';

/**
 * The project's top-level entries the app's own code lives in: what Vite's dev server must be able to serve
 * (`index.html`, the module graph under src/, machines/, styles/, common/, the generated field rules and types
 * under openapi/, and the dependencies it pre-bundles).
 */
const APP_SOURCE_ENTRIES: ReadonlySet<string> = new Set([
  'index.html',
  'src',
  'machines',
  'styles',
  'common',
  'openapi',
  'node_modules',
]);

/**
 * What `npm start` (Vite in middleware mode) may serve from the project root. A request path is
 * refused when its first segment names a top-level entry of the project that is not app source ({@link
 * APP_SOURCE_ENTRIES}): `/package.json`, `/.data/reference.sqlite-wal`, `/server/lib/auth.ts`, `/tests/…`, any
 * dot-entry. The same holds for Vite's `/@fs/<absolute path>` form inside the project. Every other path (client
 * routes such as `/home`, Vite's own `/@vite/client`, `/@id/…`, public/ files such as `/favicon.svg`) goes on to
 * Vite. `rootEntries` are the names in the project root, read once at start ({@link projectRootEntries}).
 */
export function devPathAllowed(url: string, root: string, rootEntries: ReadonlySet<string>): boolean {
  let pathname: string;
  try {
    // As the file system would see it: escapes decoded, `//` and `..` folded.
    pathname = posix.normalize(decodeURIComponent(url.split(/[?#]/)[0] || '/'));
  } catch {
    return false; // a malformed escape is no path of the app's
  }
  if (pathname.startsWith('/@fs/')) {
    const inside = relative(root, resolve('/', pathname.slice('/@fs'.length)));
    if (inside.startsWith('..') || inside === '') return true; // outside the project: Vite's own fs.allow decides
    pathname = `/${inside.split(sep).join('/')}`;
  }
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  if (first === '') return true;
  if (first.startsWith('.')) return false;
  return !rootEntries.has(first) || APP_SOURCE_ENTRIES.has(first);
}

/** The names of the entries in the project root (files and folders, dot-entries included). */
export function projectRootEntries(root: string): Set<string> {
  return new Set(readdirSync(root));
}
