import { mkdtempSync, readdirSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SPEC_FILES } from '../../server/app';
import { readSpecDocument } from '../../server/lib/spec-document';
import { serverPath } from '../../server/lib/paths';

// The OpenAPI documents as the server reads them: the YAML's own parse, kept by the text's hash
// (server/lib/spec-document.ts).
describe('readSpecDocument', () => {
  it('reads each spec exactly as the YAML parser does, cached or not', () => {
    for (const file of Object.values(SPEC_FILES)) {
      const parsed: unknown = parse(readFileSync(file, 'utf8'));
      expect(readSpecDocument(file)).toEqual(parsed);
      // The second read comes from the cache, and is the same.
      expect(readSpecDocument(file)).toEqual(parsed);
    }
  });

  it('parses an edited file again instead of serving the copy of its earlier text', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'spec-doc-')), 'doc.yaml');
    const salt = `${process.pid}-${Date.now()}`;
    writeFileSync(file, `info: { title: first ${salt} }\n`);
    expect(readSpecDocument(file)).toEqual({ info: { title: `first ${salt}` } });
    writeFileSync(file, `info: { title: second ${salt} }\n`);
    expect(readSpecDocument(file)).toEqual({ info: { title: `second ${salt}` } });
    // Each text has its entry; nothing half-written stays behind.
    const entries = readdirSync(serverPath('../node_modules/.cache/openapi-documents'));
    expect(entries.filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
