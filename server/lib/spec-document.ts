import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { parse as ParseYaml } from 'yaml';
import { serverPath } from './paths';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** A parsed OpenAPI document (plain JSON). */
export type SpecDocument = { [key: string]: Json };

/** Where parsed documents are kept, by the SHA-256 of their YAML text (a tool cache: safe to delete). */
const CACHE_DIR = serverPath('../node_modules/.cache/openapi-documents');

/**
 * Reads an OpenAPI YAML file (openapi/*.yaml, the one schema source) as plain JSON. Parsing the YAML costs about
 * 0.25 s of CPU per process (with loading the parser), reading its JSON about 2 ms, and every test file's
 * in-process server runs in a process of its own: so the parsed document is kept in {@link CACHE_DIR} under the
 * SHA-256 of the file's text, and the YAML parser loads only when the text is new. An edited file has a new hash,
 * so a cached copy never outlives its source. A cache that cannot be read or written (a read-only deployment) is
 * passed over: the YAML is parsed as before.
 * @throws when the file is missing or is not valid YAML.
 */
export function readSpecDocument(file: string): SpecDocument {
  const text = readFileSync(file, 'utf8');
  const cached = `${CACHE_DIR}/${createHash('sha256').update(text).digest('hex')}.json`;
  try {
    return JSON.parse(readFileSync(cached, 'utf8')) as SpecDocument;
  } catch {
    // Not cached yet (or unreadable): parse below.
  }
  // Loaded here, not at the top: most processes never need the parser.
  const { parse } = createRequire(serverPath('lib/spec-document.ts'))('yaml') as { parse: typeof ParseYaml };
  const document = parse(text) as SpecDocument;
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    // Written beside and renamed into place, so a process reading it at the same time sees all of it or nothing.
    const partial = `${cached}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(document));
    renameSync(partial, cached);
  } catch {
    // A cache is an optimisation: without one every process parses the YAML.
  }
  return document;
}
