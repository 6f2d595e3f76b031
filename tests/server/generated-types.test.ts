import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/* The committed openapi/generated/*.d.ts must be exactly what openapi-typescript makes of the YAML today
 * (same CLI as `npm run gen:api`), so editing a spec without regenerating fails here. */

const root = resolve(import.meta.dirname, '../..');
const cli = resolve(root, 'node_modules/openapi-typescript/bin/cli.js');

describe('generated OpenAPI types', () => {
  it.each(['ticketing', 'account'])(
    'openapi/generated/%s.d.ts matches a fresh generation from the YAML',
    (name) => {
      const dir = mkdtempSync(join(tmpdir(), 'openapi-gen-'));
      try {
        const out = join(dir, `${name}.d.ts`);
        execFileSync(process.execPath, [cli, `openapi/${name}.yaml`, '-o', out], {
          cwd: root,
          stdio: 'pipe',
        });
        const fresh = readFileSync(out, 'utf8');
        const committed = readFileSync(resolve(root, `openapi/generated/${name}.d.ts`), 'utf8');
        expect(committed === fresh, `openapi/generated/${name}.d.ts is stale: run \`npm run gen:api\``).toBe(
          true,
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
