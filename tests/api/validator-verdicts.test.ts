import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_VALIDATORS as OTHER_VALIDATORS } from '../../src/api/generated/response-validators.js';
import { RESPONSE_VALIDATORS as START_VALIDATORS } from '../../src/api/generated/response-validators-start.js';
import { referenceChecks } from '../../scripts/gen-validators';
import { createInProcessApp, signInDemo, type InProcessApp } from '../support/in-process';
import { mutate, paths, recordRealAnswers } from './real-answers';

/*
 * The generated response checks (scripts/gen-validators.ts: ajv standalone code without error details, location
 * arguments and error lists) give the verdicts ajv itself gives for the same schemas, compiled at run time with its
 * error lists (`referenceChecks`). Bodies: real answers of the reference server, and every one of them changed in
 * one place (a field removed, or replaced by a value of another type, out of bounds or malformed), so the deep
 * branches (nested references, anyOf/oneOf, formats, bounds) are reached both passing and failing.
 */

const GENERATED: Record<string, (body: unknown) => boolean> = { ...START_VALIDATORS, ...OTHER_VALIDATORS };
const REFERENCE = referenceChecks();

/** Values a field is replaced by: other types, empty, negative, fractional, too long, malformed dates. */
const REPLACEMENTS: readonly unknown[] = [
  undefined,
  null,
  0,
  -1,
  1.5,
  2 ** 40,
  '',
  'x',
  'x'.repeat(300),
  '2030-13-45T99:99:99Z',
  '31-02-2020',
  true,
  [],
  [null],
  {},
];

/** Real 2xx bodies of the reference server, keyed `METHOD /schema/path`. */
let recorded = new Map<string, unknown>();
let ref: InProcessApp;

beforeAll(async () => {
  ref = createInProcessApp();
  await signInDemo(ref);
  recorded = await recordRealAnswers(ref);
}, 30_000);

afterAll(() => ref?.close());

/** For `operation`: its real body and every one-place change of it, with both verdicts. */
function verdicts(operation: string, check: (body: unknown) => boolean) {
  const real = recorded.get(operation);
  const bodies = [real, ...paths(real).flatMap((path) => REPLACEMENTS.map((r) => mutate(real, path, r)))];
  return bodies.map((body) => ({ body, generated: check(body), reference: REFERENCE[operation]!(body) }));
}

describe('generated response checks give ajv’s verdicts', () => {
  it('checks a real answer of each operation recorded here', () => {
    for (const [operation, body] of recorded) {
      expect(GENERATED[operation], operation).toBeDefined();
      expect(REFERENCE[operation]!(body), operation).toBe(true);
      expect(GENERATED[operation]!(body), operation).toBe(true);
    }
  });

  it('agree on every one-place change of those answers, passing and failing', () => {
    let failing = 0;
    let total = 0;
    for (const operation of recorded.keys()) {
      for (const { body, generated, reference } of verdicts(operation, GENERATED[operation]!)) {
        expect(generated, `${operation}: ${String(JSON.stringify(body)).slice(0, 300)}`).toBe(reference);
        total += 1;
        if (!reference) failing += 1;
      }
    }
    console.log(`validator verdicts: ${total} bodies over ${recorded.size} operations, ${failing} invalid`);
    // Most changes break the answer, and some do not (an optional field removed, a free text replaced).
    expect(failing).toBeGreaterThan(total / 2);
    expect(failing).toBeLessThan(total);
  });

  it('the comparison tells a check that misses nested failures (the test can tell)', () => {
    // A stand-in that checks only the top level: an object with the right first-level keys.
    const shallow = (operation: string) => (body: unknown) => {
      const real = recorded.get(operation) as Record<string, unknown>;
      return (
        body !== null &&
        typeof body === 'object' &&
        Object.keys(real).every((key) => (body as Record<string, unknown>)[key] !== undefined)
      );
    };
    const differ = [...recorded.keys()].filter((operation) =>
      verdicts(operation, shallow(operation)).some((v) => v.generated !== v.reference),
    );
    expect(differ.length).toBe(recorded.size);
  });
});
