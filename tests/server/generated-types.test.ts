import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateFieldRules } from '../../scripts/gen-field-rules';

/* The committed openapi/generated/*.d.ts must be exactly what openapi-typescript makes of the YAML today
 * (same CLI as `npm run gen:api`), so editing a spec without regenerating fails here. The same holds for the
 * field limits, patterns and integer enums, openapi/generated/field-rules.ts (scripts/gen-field-rules.ts). */

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

  it('openapi/generated/field-rules.ts matches a fresh generation from the YAML', async () => {
    const [[file, fresh]] = [...(await generateFieldRules(root))] as [[string, string]];
    expect(file).toBe('openapi/generated/field-rules.ts');
    expect(
      readFileSync(resolve(root, file), 'utf8') === fresh,
      `${file} is stale: run \`npm run gen:api\``,
    ).toBe(true);
  }, 30_000);

  /** A copy of the specs (and the Prettier config) in a temporary root, `edit` applied to `spec`'s text. */
  function specsWith(spec: 'account' | 'ticketing', edit: (yaml: string) => string): string {
    const dir = mkdtempSync(join(tmpdir(), 'field-rules-'));
    mkdirSync(join(dir, 'openapi'));
    copyFileSync(resolve(root, '.prettierrc.json'), join(dir, '.prettierrc.json'));
    for (const name of ['account', 'ticketing']) {
      const yaml = readFileSync(resolve(root, `openapi/${name}.yaml`), 'utf8');
      writeFileSync(join(dir, `openapi/${name}.yaml`), name === spec ? edit(yaml) : yaml);
    }
    return dir;
  }

  it('finds field-rules.ts stale once a limit in the YAML changes', async () => {
    const dir = specsWith('account', (yaml) => {
      const changed = yaml.replace(/(RegistrationPayload:[\s\S]*?phone: \{[^}]*minLength: )10\b/, '$111');
      expect(changed).not.toBe(yaml);
      return changed;
    });
    try {
      const committed = readFileSync(resolve(root, 'openapi/generated/field-rules.ts'), 'utf8');
      const fresh = (await generateFieldRules(dir)).get('openapi/generated/field-rules.ts')!;
      expect(fresh).not.toBe(committed);
      expect(fresh).toContain('phone: { minLength: 11, maxLength: 20 }');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('refuses to generate when the two specs give one name different rules', async () => {
    const dir = specsWith('account', (yaml) =>
      yaml.replace("pattern: '^[0-9]{6,20}$'", () => "pattern: '^[0-9]{6,12}$'"),
    );
    try {
      await expect(generateFieldRules(dir)).rejects.toThrow(/PassNumberValue.*differ/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('generates the integer enums by name, and finds field-rules.ts stale once a name changes', async () => {
    const committed = readFileSync(resolve(root, 'openapi/generated/field-rules.ts'), 'utf8');
    expect(committed).toContain('export const PLANNING_MODE = { ByDeparture: 1, ByArrival: 2 } as const;');
    const dir = specsWith('ticketing', (yaml) => {
      const changed = yaml.replace(
        'x-enum-varnames: [ByDeparture, ByArrival]',
        'x-enum-varnames: [ByPickup, ByArrival]',
      );
      expect(changed).not.toBe(yaml);
      return changed;
    });
    try {
      const fresh = (await generateFieldRules(dir)).get('openapi/generated/field-rules.ts')!;
      expect(fresh).not.toBe(committed);
      expect(fresh).toContain('export const PLANNING_MODE = { ByPickup: 1, ByArrival: 2 } as const;');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it.each([
    [
      'without names',
      (yaml: string) => yaml.replace('      x-enum-varnames: [ByDeparture, ByArrival]\n', ''),
    ],
    ['with a name too few', (yaml: string) => yaml.replace('[ByDeparture, ByArrival]', '[ByDeparture]')],
    [
      'with a name twice',
      (yaml: string) => yaml.replace('[ByDeparture, ByArrival]', '[ByArrival, ByArrival]'),
    ],
  ])(
    'refuses to generate an integer enum %s',
    async (_, edit) => {
      const dir = specsWith('ticketing', (yaml) => {
        const changed = edit(yaml);
        expect(changed).not.toBe(yaml);
        return changed;
      });
      try {
        await expect(generateFieldRules(dir)).rejects.toThrow(/PlanningMode: .*x-enum-varnames/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    30_000,
  );

  it('refuses an inline integer enum (it has no name to generate)', async () => {
    const dir = specsWith('ticketing', (yaml) => {
      const changed = yaml.replace(
        /(BookingRequest:[\s\S]*?planningMode: )\{ \$ref: '#\/components\/schemas\/PlanningMode' \}/,
        '$1{ type: integer, enum: [1, 2] }',
      );
      expect(changed).not.toBe(yaml);
      return changed;
    });
    try {
      await expect(generateFieldRules(dir)).rejects.toThrow(/BookingRequest.*must be a component schema/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
