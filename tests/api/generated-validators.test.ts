import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateResponseValidators, START_OPERATIONS } from '../../scripts/gen-validators';
import { RESPONSE_VALIDATORS as OTHER_VALIDATORS } from '../../src/api/generated/response-validators.js';
import { RESPONSE_VALIDATORS as START_VALIDATORS } from '../../src/api/generated/response-validators-start.js';

/* The client's response validators are generated from openapi/*.yaml (scripts/gen-validators.ts,
 * run by `npm run gen:api`). The committed output must be exactly a fresh generation, and CSP-safe: the
 * production CSP (`script-src 'self'`) has no 'unsafe-eval', so no `new Function`/`eval` may run. */

const root = resolve(import.meta.dirname, '../..');
/** Both modules' checks: the start module's (a signed-in page's first load, the session calls) and the others'. */
const RESPONSE_VALIDATORS = { ...START_VALIDATORS, ...OTHER_VALIDATORS };

describe('generated response validators', () => {
  it('src/api/generated/* match a fresh generation from the YAML', async () => {
    const files = await generateResponseValidators(root);
    expect([...files.keys()].sort()).toEqual([
      'src/api/generated/response-validators-start.d.ts',
      'src/api/generated/response-validators-start.js',
      'src/api/generated/response-validators.d.ts',
      'src/api/generated/response-validators.js',
    ]);
    for (const [file, fresh] of files)
      expect(
        readFileSync(resolve(root, file), 'utf8') === fresh,
        `${file} is stale: run \`npm run gen:api\``,
      ).toBe(true);
  }, 90_000);

  it.each(['response-validators-start.js', 'response-validators.js'])(
    '%s contains no runtime code generation and no CommonJS',
    (file) => {
      const code = readFileSync(resolve(root, 'src/api/generated', file), 'utf8');
      expect(code).not.toMatch(
        /\bnew\s+Function\b|\bFunction\s*\(|\beval\s*\(|\brequire\s*\(|setTimeout\s*\(\s*['"`]/,
      );
      expect([...code.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1])).toEqual([
        '../../../common/validator-runtime',
      ]);
    },
  );

  it('split the operations: a signed-in first load and the session calls in the start module, no key in both', () => {
    expect(Object.keys(START_VALIDATORS).sort()).toEqual([...START_OPERATIONS].sort());
    for (const key of Object.keys(START_VALIDATORS)) expect(OTHER_VALIDATORS).not.toHaveProperty([key]);
    expect(Object.keys(START_VALIDATORS)).toContain('GET /trips/next');
    expect(Object.keys(OTHER_VALIDATORS)).toContain('GET /trips/history');
  });

  it('cover every JSON 2xx answer of both specs, keyed `METHOD /path`', () => {
    const keys = Object.keys(RESPONSE_VALIDATORS);
    expect(keys).toContain('POST /api/auth/auth/login');
    expect(keys).toContain('GET /trips/{id}');
    expect(keys).not.toContain('GET /trips/export');
    expect(keys).toContain('GET /follow/{token}');
    expect(keys).toContain('GET /guest-trips/{token}');
    expect(keys).toContain('POST /guest-trips/{token}/cancel');
    expect(keys).toContain('POST /api/auth/auth/logout');
    // Changing a booked trip (product §10.11).
    expect(keys).toContain('PATCH /trips/{id}');
    expect(keys).toContain('POST /trips/{id}/changes/estimate');
    expect(keys).toContain('PATCH /trips/{id}/series/change');
    expect(keys).toContain('POST /trips/{id}/series/pause');
    expect(keys).toContain('PATCH /guest-trips/{token}');
    expect(keys).toContain('POST /guest-trips/{token}/changes/estimate');
    // Carers (product §10.12).
    expect(keys).toContain('GET /carers');
    expect(keys).toContain('POST /carers');
    expect(keys).toContain('DELETE /carers/{carerId}');
    expect(keys).toContain('GET /carer-invitations/{token}');
    expect(keys).toContain('POST /carer-invitations/{token}/accept');
    expect(keys).toContain('POST /carer-invitations/{token}/decline');
    expect(keys).toContain('GET /carer/travellers');
    expect(keys).toContain('DELETE /carer/travellers/{username}');
    expect(keys.length).toBe(62);
  });

  it('check what the spec declares, tolerating undeclared keys', () => {
    const login = RESPONSE_VALIDATORS['POST /api/auth/auth/login']!;
    const tokens = { accessToken: 'a', refreshToken: 'r', expiresIn: 900 };
    const body = (t: unknown) => ({ Data: { user: { username: 'u', sessionTokens: t } } });
    expect(login(body(tokens))).toBe(true);
    expect(login({ ...body(tokens), extra: 1 })).toBe(true);
    expect(login(body({ ...tokens, expiresIn: 0 }))).toBe(false);
    expect(login(body({ ...tokens, expiresIn: 1.5 }))).toBe(false);
    expect(login(body({ accessToken: 'a', refreshToken: 'r' }))).toBe(false);
    expect(login('<html>')).toBe(false);
    const budget = RESPONSE_VALIDATORS['GET /users/budget']!;
    expect(budget({ data: null })).toBe(true);
    expect(budget({})).toBe(false);
  });
});
