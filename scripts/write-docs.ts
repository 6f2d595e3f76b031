/**
 * `npm run test:plans` (`tsx scripts/write-docs.ts plans`) writes docs/test-plans/<machine>.md;
 * `npm run diagrams` (`tsx scripts/write-docs.ts diagrams`) writes docs/machines/<machine>.md.
 * `--check` writes nothing and exits 1 when a committed file is stale (tests/model/generated-docs.test.ts does the
 * same inside vitest).
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { diagramFiles, testPlanFiles } from './lib/generated-docs';

const kind = process.argv[2];
const check = process.argv.includes('--check');
if (kind !== 'plans' && kind !== 'diagrams') {
  console.error('usage: tsx scripts/write-docs.ts plans|diagrams [--check]');
  process.exit(2);
}
const files = kind === 'plans' ? await testPlanFiles() : await diagramFiles();
let stale = 0;
for (const [path, content] of files) {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : null;
  if (current === content) continue;
  stale++;
  if (check) {
    console.error(`stale: ${path}`);
  } else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
    console.log(`wrote ${path}`);
  }
}
console.log(`${files.size} ${kind} files, ${stale} ${check ? 'stale' : 'updated'}`);
process.exit(check && stale > 0 ? 1 : 0);
