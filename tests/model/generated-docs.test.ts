import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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
});
