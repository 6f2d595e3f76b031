import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diagramSources, stampOf } from '../../scripts/lib/diagram-svg';
import {
  diagramFiles,
  docListFiles,
  listMarkers,
  replaceList,
  testPlanFiles,
} from '../../scripts/lib/generated-docs';
import { PLANS } from './plans';

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

  it('the lists of test plans and diagrams in docs/qa.md match `npm run test:plans` / `npm run diagrams`', async () => {
    for (const [path, content] of await docListFiles()) {
      expect(readFileSync(path, 'utf8'), `${path}'s generated lists are stale: run npm run test:plans`).toBe(
        content,
      );
    }
    const qa = readFileSync('docs/qa.md', 'utf8');
    // Every plan and every machine is listed, each once.
    for (const plan of PLANS) expect(qa.split(`](test-plans/${plan.name}.md)`).length - 1).toBe(1);
    const machines = readdirSync('machines').filter((f) => f.endsWith('.machine.ts'));
    for (const file of machines) {
      expect(qa.split(`](machines/${file.replace('.machine.ts', '')}.md)`).length - 1, file).toBe(1);
    }
  });

  it('finds a drifted list and refuses a doc without its markers', () => {
    const [open, close] = listMarkers('test-plans');
    const doc = `# Doc\n\n${open}\n- [auth](test-plans/auth.md)\n${close}\n\nAfter.\n`;
    const fresh = replaceList(doc, 'test-plans', [
      '- [auth](test-plans/auth.md)',
      '- [booking](test-plans/booking.md)',
    ]);
    expect(fresh).not.toBe(doc);
    expect(fresh).toBe(
      `# Doc\n\n${open}\n- [auth](test-plans/auth.md)\n- [booking](test-plans/booking.md)\n${close}\n\nAfter.\n`,
    );
    expect(
      replaceList(fresh, 'test-plans', [
        '- [auth](test-plans/auth.md)',
        '- [booking](test-plans/booking.md)',
      ]),
    ).toBe(fresh);
    expect(() => replaceList('# Doc without markers\n', 'test-plans', [])).toThrow(/markers missing/);
  });

  it("the README's map of the docs names every topic doc, and each opens with a title and a summary", () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(Buffer.byteLength(readme), 'the README is a front door of at most 15 KB').toBeLessThanOrEqual(
      15 * 1024,
    );
    const docs = readdirSync('docs')
      .filter((f) => f.endsWith('.md'))
      .sort();
    expect(docs.length).toBeGreaterThan(5);
    for (const doc of docs) {
      expect(readme, `README's map of the docs lacks docs/${doc}`).toContain(`](docs/${doc})`);
      const [title, blank, summary] = readFileSync(`docs/${doc}`, 'utf8').split('\n');
      expect(title, `docs/${doc} opens with its title`).toMatch(/^# \S/);
      expect(
        [blank, /^(?!```)[^#|<-]/.test(summary ?? '')],
        `docs/${doc} opens with a summary paragraph`,
      ).toEqual(['', true]);
    }
  });
});
