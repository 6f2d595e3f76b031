import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diagramSources, stampOf } from '../../scripts/lib/diagram-svg';
import { diagramFiles, testPlanFiles } from '../../scripts/lib/generated-docs';

// The committed test plans and statechart diagrams are regenerated here and compared byte for byte: a machine or
// plan change without `npm run test:plans` / `npm run diagrams` fails this test.
describe('generated docs are fresh', () => {
  it('docs/test-plans/*.md match `npm run test:plans`', async () => {
    for (const [path, content] of await testPlanFiles()) {
      expect(existsSync(path), `${path} missing: run npm run test:plans`).toBe(true);
      expect(readFileSync(path, 'utf8'), `${path} is stale: run npm run test:plans`).toBe(content);
    }
  });

  it('docs/machines/*.md match `npm run diagrams`, one per machines/*.machine.ts', async () => {
    const files = await diagramFiles();
    expect(files.size).toBeGreaterThan(2);
    for (const [path, content] of files) {
      expect(existsSync(path), `${path} missing: run npm run diagrams`).toBe(true);
      expect(readFileSync(path, 'utf8'), `${path} is stale: run npm run diagrams`).toBe(content);
    }
  });

  it('docs/machines/*.svg were rendered from the current Mermaid source (hash stamp), one per machine', async () => {
    // The SVGs are drawn in Chromium by `npm run diagrams`; here only their stamped source hash is compared.
    const sources = await diagramSources();
    for (const { svgPath, hash } of sources) {
      expect(existsSync(svgPath), `${svgPath} missing: run npm run diagrams`).toBe(true);
      const svg = readFileSync(svgPath, 'utf8');
      expect(svg.startsWith('<svg'), `${svgPath} is not an SVG`).toBe(true);
      expect(stampOf(svg), `${svgPath} is stale: run npm run diagrams`).toBe(hash);
    }
    const onDisk = readdirSync('docs/machines')
      .filter((f) => f.endsWith('.svg'))
      .map((f) => `docs/machines/${f}`)
      .sort();
    expect(onDisk, 'an SVG without a machine: run npm run diagrams').toEqual(
      sources.map((s) => s.svgPath).sort(),
    );
  });
});
