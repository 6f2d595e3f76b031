import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { expect } from 'vitest';
import type { Db } from '../../server/db';
import { createApp, SPEC_FILES, type CreateAppOptions, type ReferenceApp } from '../../server/app';
import {
  formatAjvErrors,
  loadSpec,
  type CompiledOperation,
  type CompiledSpec,
} from '../../server/lib/openapi-validator';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_PASSES } from '../../server/seed';

/* In-process harness for the reference server's contract tests: no port, ':memory:' database. Every call is
 * matched to its OpenAPI operation and its response checked against the spec, independently of the server's own
 * response check, and recorded so a file can assert it exercised every operation. */

interface CallOptions {
  token?: string;
  passNumber?: string;
  body?: unknown;
  /** Raw body text (sent as-is, for malformed-JSON tests). */
  rawBody?: string;
  headers?: Record<string, string>;
  basic?: { email: string; password: string };
}

/** Response bodies in tests: checked against the spec at run time by {@link createHarness}'s `call`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export interface CallResult<B = Loose> {
  status: number;
  body: B;
  headers: Headers;
  operation: CompiledOperation | undefined;
}

const specs: { prefix: string; spec: CompiledSpec }[] = [
  { prefix: '/ticketing', spec: loadSpec(SPEC_FILES.ticketing) },
  { prefix: '', spec: loadSpec(SPEC_FILES.account) },
];

/** All operationIds of both specs, by spec. */
export const OPERATION_IDS = {
  ticketing: specs[0]!.spec.operations.map((o) => o.operationId),
  account: specs[1]!.spec.operations.map((o) => o.operationId),
};

function findOperation(method: string, path: string): CompiledOperation | undefined {
  for (const { prefix, spec } of specs) {
    if (prefix && !path.startsWith(`${prefix}/`)) continue;
    if (!prefix && !path.startsWith('/api/')) continue;
    const local = path.slice(prefix.length);
    const op = spec.operations.find((o) => o.method === method && o.match(local));
    if (op) return op;
  }
  return undefined;
}

/** A test server plus a typed-enough `call` helper and a record of which operations answered what. */
export interface Harness {
  ref: ReferenceApp;
  logs: string[];
  /** operationId → statuses seen (only responses that matched the spec). */
  seen: Map<string, Set<number>>;
  call<B = Loose>(method: string, url: string, options?: CallOptions): Promise<CallResult<B>>;
  /** Logs in with Basic auth; returns the tokens. */
  login(
    email?: string,
    password?: string,
  ): Promise<{ accessToken: string; refreshToken: string; expiresIn: number }>;
}

/** Creates a fresh in-memory reference server for one test (or one describe). */
export function createHarness(options: CreateAppOptions = {}): Harness {
  const logs: string[] = [];
  // Mail links point at the origin the harness's requests use (production needs one configured).
  const ref = createApp({
    dbPath: ':memory:',
    log: (line) => logs.push(line),
    appOrigin: 'http://localhost',
    ...options,
  });
  const seen = new Map<string, Set<number>>();

  const call = async <B = Loose>(
    method: string,
    url: string,
    options: CallOptions = {},
  ): Promise<CallResult<B>> => {
    const headers: Record<string, string> = {
      'Accept-Language': 'en-US',
      'X-Platform-Type': 'Web',
      'X-Region-Id': '20',
      ...options.headers,
    };
    if (url.startsWith('/ticketing')) headers['Api-Version'] ??= '2';
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.basic)
      headers.Authorization = `Basic ${Buffer.from(`${options.basic.email}:${options.basic.password}`).toString('base64')}`;
    if (options.passNumber) headers['X-Pass-Number'] = options.passNumber;
    let body: string | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody;
      headers['Content-Type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await ref.app.fetch(new Request(`http://localhost${url}`, { method, headers, body }));
    const type = response.headers.get('content-type') ?? '';
    const parsed: unknown = type.includes('json')
      ? await response.json()
      : type.includes('pdf')
        ? new Uint8Array(await response.arrayBuffer())
        : await response.text();

    const path = new URL(`http://localhost${url}`).pathname;
    const operation = findOperation(method, path);
    if (operation) {
      const declared = operation.responses.get(String(response.status));
      expect(
        declared,
        `${operation.operationId} answered undeclared status ${response.status}: ${JSON.stringify(parsed)}`,
      ).toBeDefined();
      const validate = declared?.get(type.split(';')[0]!.trim());
      if (type.includes('json')) {
        expect(validate, `${operation.operationId} ${response.status} has no JSON schema`).toBeTruthy();
        const valid = validate!(parsed);
        expect(
          valid,
          `${operation.operationId} ${response.status} breaks the spec: ${formatAjvErrors(validate!.errors)}`,
        ).toBe(true);
      }
      let statuses = seen.get(operation.operationId);
      if (!statuses) seen.set(operation.operationId, (statuses = new Set()));
      statuses.add(response.status);
    }
    return { status: response.status, body: parsed as B, headers: response.headers, operation };
  };

  const login = async (email = DEMO_EMAIL, password = DEMO_PASSWORD) => {
    const res = await call('POST', '/api/auth/auth/login', { basic: { email, password } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data.user.sessionTokens as {
      accessToken: string;
      refreshToken: string;
      expiresIn: number;
    };
  };

  return { ref, logs, seen, call, login };
}

/** The demo traveller's pass numbers. */
export const DEMO_PASS = DEMO_PASSES[0].passNumber;
export const DEMO_PASS_2 = DEMO_PASSES[1].passNumber;

let seededKm: Map<string, number> | undefined;
/**
 * Remaining km of a pass right after seeding (its budget minus the km of its seeded trips, server/seed.ts; the
 * same whenever the seed runs), read once from a freshly seeded in-memory database.
 */
export function seededRemainingKm(passNumber: string = DEMO_PASS): number {
  if (!seededKm) {
    const ref = createApp({ dbPath: ':memory:', log: () => undefined });
    try {
      const rows = ref.db
        .prepare<[], { pass_number: string; remaining_km: number }>(
          'SELECT pass_number, remaining_km FROM pass_registry',
        )
        .all();
      seededKm = new Map(rows.map((r) => [r.pass_number, r.remaining_km]));
    } finally {
      ref.close();
    }
  }
  const km = seededKm.get(passNumber);
  if (km === undefined) throw new Error(`no seeded pass ${passNumber}`);
  return km;
}

/** Asserts the shared Error shape with a given status (and code, when given). */
export function expectError(result: CallResult, status: number, code?: string): void {
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  expect(result.body).toMatchObject({
    status,
    errors: [expect.objectContaining({ description: expect.any(String) })],
  });
  if (code) expect(result.body.errors[0].code).toBe(code);
}

/** ISO instant `hours` after the harness clock's now. */
export function inHours(h: Harness, hours: number): string {
  return new Date(h.ref.clock.now().getTime() + hours * 3_600_000).toISOString();
}

/** Two real locations from the seed data: Westerdoksdijk 40A Amsterdam and an Almere address. */
export async function twoLocations(h: Harness, token?: string) {
  const a = await h.call('GET', '/ticketing/locations?searchValue=Westerdoksdijk%2040A', { token });
  const b = await h.call('GET', '/ticketing/locations?searchValue=Oostvaardersdiep&postCode=1309%20AA', {
    token,
  });
  expect(a.status).toBe(200);
  expect(b.status).toBe(200);
  return { from: a.body.data[0], to: b.body.data[0] };
}

/** A valid booking request (by departure, pay in vehicle) departing `hoursAhead` from now. */
export function bookingRequest(
  h: Harness,
  from: unknown,
  to: unknown,
  hoursAhead = 3,
  overrides: Record<string, unknown> = {},
) {
  return {
    plannedDateTime: inHours(h, hoursAhead),
    locationFrom: from,
    locationTo: to,
    attributes: { travelers: 1, children0to12: 0, handLuggage: 1 },
    preferences: { phoneNumber: null, driverComment: 'Bel aan bij nummer 40A' },
    planningMode: 1,
    paymentOption: { type: 'payInVehicle' },
    ...overrides,
  };
}

/** Registers and activates another traveller (through the API and the dev outbox); returns their tokens. */
export async function registerAndActivate(h: Harness, email: string, password = 'Lente-2026!') {
  const reg = await h.call('POST', '/api/external/user-profiles', {
    body: {
      email,
      password,
      firstName: 'Ander',
      surname: 'Persoon',
      phone: '0699988877',
      newsletter: false,
      terms: true,
      language: 'en-US',
      regionId: 20,
    },
  });
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  const outbox = await h.call('GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
  const code = (outbox.body as { code: string }[])[0]?.code;
  const act = await h.call('POST', '/api/external/user-accounts/activate', { body: { email, token: code } });
  expect(act.status).toBe(200);
  return h.login(email, password);
}

/** Row counts of every table and one checksum over all their rows: equal snapshots mean nothing was written. */
export interface DbSnapshot {
  counts: Record<string, number>;
  checksum: string;
}

/**
 * Takes a {@link DbSnapshot} of every table of the reference database (rows in rowid order) except
 * `rate_limits`: a refused secret is counted there, and that is all a refusal may write.
 */
export function dbSnapshot(db: Db): DbSnapshot {
  const tables = db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'rate_limits' ORDER BY name",
    )
    .all()
    .map((t) => t.name);
  const counts: Record<string, number> = {};
  const hash = createHash('sha256');
  for (const table of tables) {
    const rows = db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).raw().all();
    counts[table] = rows.length;
    hash.update(`${table}\n${JSON.stringify(rows)}\n`);
  }
  return { counts, checksum: hash.digest('hex') };
}

/** Rows changed (inserted, updated, deleted) on this connection so far: a cheap "did anything write" probe. */
export function totalChanges(db: Db): number {
  return (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
}

/**
 * The text of a PDF made by server/lib/trip-pdf.ts (pdfkit, standard fonts): the shown strings of every
 * (deflated) content stream, one line per text operation.
 */
export function pdfText(pdf: Uint8Array): string {
  const source = Buffer.from(pdf).toString('latin1');
  const lines: string[] = [];
  for (const m of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      const hex = [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
