/**
 * `npm run test:plans` (`tsx scripts/write-docs.ts plans`) writes docs/test-plans/<machine>.md;
 * `npm run diagrams` (`tsx scripts/write-docs.ts diagrams`) writes docs/machines/<machine>.md and renders
 * docs/machines/<machine>.svg in Debian Chromium (scripts/lib/diagram-svg.ts; only SVGs whose Mermaid source hash
 * changed are re-rendered, all in one browser; SVGs of machines that no longer exist are deleted).
 * Both also write the generated lists of docs/qa.md (every test plan, every diagram; scripts/lib/generated-docs.ts
 * `docListFiles`) between their markers.
 * `--check` writes nothing and exits 1 when a committed file is stale (tests/model/generated-docs.test.ts does the
 * same inside vitest).
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { diagramSources, renderSvgs, stampOf } from './lib/diagram-svg';
import { diagramFiles, docListFiles, testPlanFiles } from './lib/generated-docs';

const kind = process.argv[2];
const check = process.argv.includes('--check');
if (kind !== 'plans' && kind !== 'diagrams') {
  console.error('usage: tsx scripts/write-docs.ts plans|diagrams [--check]');
  process.exit(2);
}
const files = new Map([
  ...(kind === 'plans' ? await testPlanFiles() : await diagramFiles()),
  ...(await docListFiles()),
]);
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
if (kind === 'diagrams') {
  const sources = await diagramSources();
  const staleSvgs = sources.filter(
    (s) => !existsSync(s.svgPath) || stampOf(readFileSync(s.svgPath, 'utf8')) !== s.hash,
  );
  const wanted = new Set(sources.map((s) => s.svgPath));
  const orphans = readdirSync('docs/machines')
    .filter((f) => f.endsWith('.svg'))
    .map((f) => `docs/machines/${f}`)
    .filter((p) => !wanted.has(p));
  stale += staleSvgs.length + orphans.length;
  if (check) {
    for (const s of staleSvgs) console.error(`stale: ${s.svgPath}`);
    for (const p of orphans) console.error(`stale (no machine): ${p}`);
  } else {
    const started = Date.now();
    for (const [path, svg] of await renderSvgs(staleSvgs)) {
      writeFileSync(path, svg);
      console.log(`wrote ${path}`);
    }
    for (const p of orphans) {
      rmSync(p);
      console.log(`deleted ${p}`);
    }
    console.log(`${sources.length} svg files, ${staleSvgs.length} rendered in ${Date.now() - started} ms`);
  }
}
console.log(`${files.size} ${kind} files, ${stale} ${check ? 'stale' : 'updated'}`);
process.exit(check && stale > 0 ? 1 : 0);
