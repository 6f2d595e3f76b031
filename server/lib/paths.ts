import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Absolute path of the server/ folder. Under Node, tsx and node-environment tests `import.meta.url` is a file
 * URL; when a jsdom-environment test imports the server in-process, Vite serves modules with http URLs, so fall
 * back to the project root (tests run from it).
 */
const SERVER_DIR: string = import.meta.url.startsWith('file:')
  ? resolve(dirname(fileURLToPath(import.meta.url)), '..')
  : resolve(process.cwd(), 'server');

/** Resolves a path relative to server/ (e.g. `data/places.csv`, `../openapi/ticketing.yaml`). */
export function serverPath(relative: string): string {
  return resolve(SERVER_DIR, relative);
}
