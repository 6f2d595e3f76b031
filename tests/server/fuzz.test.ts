import { isJsonMediaType } from '../../server/lib/content-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_FILES } from '../../server/app';
import { loadSpec, type CompiledOperation, type CompiledSpec } from '../../server/lib/openapi-validator';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../server/seed';
import { generateCases, unboundedStrings, type Baseline, type FuzzCase } from './fuzz-generator';
import { prng } from './fuzz-mutations';
import {
  DEMO_PASS,
  bookingRequest,
  createHarness,
  dbSnapshot,
  inHours,
  totalChanges,
  twoLocations,
  type Harness,
  type Loose,
} from './harness';

/* Bad input, server: every operation of both specs gets schema-violating parameters and bodies
 * (see fuzz-generator.ts) and must answer 400 with the Error shape from the validator — never 500, never a
 * handler's answer — and write nothing: no row changed after any request (SQLite total_changes), and the same
 * row counts and checksum of every table before and after each operation's batch. The generator is seeded:
 * FUZZ_SEED=<n> reproduces a run (the seed and case counts are printed). */

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_901);
const RANDOM_CASES_PER_OPERATION = 8;
/** Error codes of the request validator (openapi-validator.ts): a 400 must come from the schema, not a rule. */
const VALIDATION_CODES = new Set([
  'InvalidParameters',
  'InvalidBody',
  'InvalidJson',
  'BodyRequired',
  'BodyTooLarge',
  'UnsupportedContentType',
  // Free text with a control, bidi or zero-width character (the `x-text` keyword of openapi/*.yaml).
  'InvalidText',
]);

const specs: { name: 'ticketing' | 'account'; prefix: string; spec: CompiledSpec }[] = [
  { name: 'ticketing', prefix: '/ticketing', spec: loadSpec(SPEC_FILES.ticketing) },
  { name: 'account', prefix: '', spec: loadSpec(SPEC_FILES.account) },
];

const COMMON_HEADERS = {
  'Accept-Language': 'en-US',
  'X-Platform-Type': 'Web',
  'X-Region-Id': '20',
  'X-Pass-Number': DEMO_PASS,
};

/** A valid request per operation (checked against the validators first); mutations start from it. */
function baselines(h: Harness, from: Loose, to: Loose): Record<string, Baseline> {
  const booking = bookingRequest(h, from, to, 3);
  const guest = { ...booking, email: 'gast@example.com', firstName: 'Gast', lastName: 'Reiziger' };
  const tripId = { id: 'RT-DEMO0001' };
  const idempotent = { 'Idempotency-Key': 'fuzz-key-1' };
  const versioned = { ...idempotent, 'If-Match': '"1"' };
  const change = { plannedDateTime: inHours(h, 4), attributes: { travelers: 2 } };
  return {
    // Ticketing
    getUser: {},
    updateUser: { body: { firstName: 'Jan', surname: 'Jansen', phone: '0612345678', language: 'nl-NL' } },
    upsertPassNumber: { body: { passNumber: '2001000103', dateOfBirth: '21-07-1990', alias: 'Oma' } },
    deletePassNumber: { path: { passNumber: DEMO_PASS } },
    getBudget: {},
    searchLocations: { query: { searchValue: 'Westerdoksdijk', postCode: '1013 AE', maxResults: '5' } },
    getRecentLocations: {},
    getRegion: {},
    getPublicRegion: {},
    calculateTrip: { body: booking },
    bookTrip: { headers: idempotent, body: booking },
    calculateTripWithoutAccount: { body: guest },
    bookTripWithoutAccount: { headers: idempotent, body: guest },
    getNextTrip: {},
    getTripHistory: {
      query: {
        from: '2026-01-01',
        to: '2026-12-31',
        sortBy: 'departure_date_time',
        sortDirection: 'ASC',
        pageNumber: '1',
        pageSize: '50',
      },
    },
    exportTrips: { query: { from: '2026-01-01T00:00:00Z', to: '2026-12-31T23:59:59Z' } },
    getTrip: { path: tripId },
    cancelTrip: { path: tripId },
    submitTripFeedback: {
      path: tripId,
      body: {
        externalTripId: 'RT-DEMO0001',
        tripFeedback: { rating: 4, feedback: 'Prima rit', platformType: 'Web', appVersion: '4.1.0' },
      },
    },
    getVehiclePosition: { path: { id: Buffer.from('vehicle/RT-DEMO0001').toString('base64') } },
    checkTrafficIndicator: { body: { dateTime: inHours(h, 2) } },
    // Ticketing extensions
    listSavedPlaces: {},
    createSavedPlace: { body: { name: 'Thuis', location: from } },
    updateSavedPlace: { path: { placeId: '1' }, body: { name: 'Dagbesteding', location: to } },
    deleteSavedPlace: { path: { placeId: '1' } },
    getTravelPreferences: {},
    updateTravelPreferences: {
      body: {
        companions: 1,
        children: 1,
        takeAlong: { rollatorOrWalker: 1 },
        callBeforePickup: true,
        paymentMethod: { type: 'creditCard', cardBrand: 'visa' },
        defaultPassNumber: DEMO_PASS,
      },
    },
    listTripShares: {},
    createTripShare: { path: tripId },
    deleteTripShare: { path: tripId },
    followSharedTrip: { path: { token: 'A'.repeat(43) } },
    getGuestTrip: { path: { token: 'A'.repeat(43) } },
    cancelGuestTrip: { path: { token: 'A'.repeat(43) } },
    // Changing a booked trip (product §10.11)
    changeTrip: { path: tripId, headers: versioned, body: change },
    estimateTripChange: { path: tripId, body: change },
    changeTripSeries: { path: tripId, headers: versioned, body: { scope: 'thisAndLater', change } },
    pauseTripSeries: { path: tripId, headers: idempotent, body: { from: '2026-12-01', to: '2026-12-08' } },
    changeGuestTrip: { path: { token: 'A'.repeat(43) }, headers: versioned, body: change },
    estimateGuestTripChange: { path: { token: 'A'.repeat(43) }, body: change },
    // Carers (product §10.12)
    listCarers: {},
    inviteCarer: { body: { email: 'mantelzorger@example.com', role: 'manager' } },
    removeCarer: { path: { carerId: '1' } },
    getCarerInvitation: { path: { token: 'A'.repeat(43) } },
    acceptCarerInvitation: { path: { token: 'A'.repeat(43) } },
    declineCarerInvitation: { path: { token: 'A'.repeat(43) } },
    listCaredTravellers: {},
    stopCaring: { path: { username: 'reiziger@example.com' } },
    // Account
    login: {},
    refreshUser: { body: { refreshToken: 'r'.repeat(43), username: DEMO_EMAIL } },
    logout: { body: { refreshToken: 'r'.repeat(43), username: DEMO_EMAIL } },
    getPasswordPolicy: {},
    registerUser: {
      body: {
        email: 'nieuw@example.com',
        password: 'Lente-2026!',
        firstName: 'Nieuw',
        surname: 'Persoon',
        phone: '0612345678',
        newsletter: false,
        terms: true,
        language: 'nl-NL',
        regionId: 20,
      },
    },
    getCurrentUserProfile: {},
    activateAccount: { body: { email: DEMO_EMAIL, token: '123456' } },
    renewActivationToken: { body: { email: DEMO_EMAIL } },
    sendPasswordResetToken: { body: { email: DEMO_EMAIL } },
    resetPassword: { body: { email: DEMO_EMAIL, password: 'Nieuw-2026!', token: '123456' } },
    changePassword: { body: { email: DEMO_EMAIL, oldPassword: 'Welkom-2026!', password: 'Nieuw-2026!' } },
    requestAccountDeletion: { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } },
    checkToken: { body: { token: '123456', email: DEMO_EMAIL } },
    changeLanguage: { body: { language: 'en-US' } },
    getReleaseNotes: {},
    markReleaseNotesViewed: { body: { ids: [1] } },
  };
}

/** The validators' verdict on a request's parameters and body (true = the schema accepts them). */
function schemaAccepts(
  op: CompiledOperation,
  params: FuzzCase['params'],
  body?: { value: unknown },
): boolean {
  // The server matches header names case-insensitively; the validator wants the spec's spelling.
  const header: Record<string, string> = {};
  for (const name of op.headerNames) {
    const key = Object.keys(params.header).find((k) => k.toLowerCase() === name.toLowerCase());
    if (key !== undefined) header[name] = params.header[key]!;
  }
  if (!op.validateParams(structuredClone({ path: params.path, query: params.query, header }))) return false;
  if (op.body && body) return op.body.validate(structuredClone(body.value));
  return true;
}

function requestHeaders(prefix: string, baseline: Baseline): Record<string, string> {
  return { ...COMMON_HEADERS, ...(prefix ? { 'Api-Version': '2' } : {}), ...baseline.headers };
}

describe('fuzz: schema-violating input to every operation', () => {
  let h: Harness;
  let token: string;
  let from: Loose;
  let to: Loose;
  const counts: Record<string, number> = {};
  let dropped = 0;

  beforeAll(async () => {
    h = createHarness();
    token = (await h.login()).accessToken;
    ({ from, to } = await twoLocations(h, token));
  });

  afterAll(() => {
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(
      `[fuzz] seed ${SEED}: ${total} bad requests over ${Object.keys(counts).length} operations ` +
        `(${dropped} random cases dropped as schema-valid)\n` +
        Object.entries(counts)
          .map(([id, n]) => `  ${id}: ${n}`)
          .join('\n'),
    );
  });

  const all = specs.flatMap(({ name, prefix, spec }) =>
    spec.operations.map((op) => ({ name, prefix, spec, op })),
  );

  it('bounds every request string of both specs (maxLength, enum, date format or bounded pattern)', () => {
    expect(all.flatMap(({ spec, op }) => unboundedStrings(spec, op))).toEqual([]);
  });

  it('has a valid baseline for every operation of both specs', () => {
    const b = baselines(h, from, to);
    for (const { prefix, op } of all) {
      const baseline = b[op.operationId];
      expect(baseline, `no baseline for ${op.operationId}`).toBeDefined();
      const params = {
        path: { ...baseline!.path },
        query: { ...baseline!.query },
        header: requestHeaders(prefix, baseline!),
      };
      const body = baseline!.body === undefined ? undefined : { value: baseline!.body };
      // Each case then breaks exactly what its label says.
      expect(schemaAccepts(op, params, body), `baseline of ${op.operationId} is invalid`).toBe(true);
    }
  });

  it.each(all.map((entry) => [`${entry.name} ${entry.op.operationId}`, entry] as const))(
    '%s: every bad request is a 400 from the validator (a 415 for a body that is not JSON) and writes nothing',
    async (_, { prefix, spec, op }) => {
      const baseline = baselines(h, from, to)[op.operationId]!;
      const headers = requestHeaders(prefix, baseline);
      const random = prng(SEED ^ hashCode(op.operationId));
      const cases = generateCases(
        spec,
        op,
        prefix,
        { ...baseline, headers },
        random,
        RANDOM_CASES_PER_OPERATION,
      );
      expect(cases.length).toBeGreaterThan(op.body ? 40 : 5);

      const before = dbSnapshot(h.ref.db);
      let sent = 0;
      for (const c of cases) {
        if (c.checkable && schemaAccepts(op, c.params, 'body' in c ? { value: c.body } : undefined)) {
          if (c.mayBeValid) {
            dropped += 1;
            continue;
          }
          throw new Error(`generator bug: "${c.label}" is valid for ${op.operationId}`);
        }
        const changes = totalChanges(h.ref.db);
        const res = await h.call(op.method, c.url, {
          token: op.security === 'basic' ? undefined : token,
          basic: op.security === 'basic' ? { email: DEMO_EMAIL, password: 'Welkom-2026!' } : undefined,
          headers: c.headers,
          ...(c.rawBody !== undefined ? { rawBody: c.rawBody } : 'body' in c ? { body: c.body } : {}),
        });
        const what = `${op.operationId} ${c.label} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
        // A body sent as anything but JSON is refused before the validator.
        const notJson =
          c.rawBody !== undefined &&
          c.rawBody !== '' &&
          !isJsonMediaType(c.headers?.['Content-Type'] ?? 'application/json');
        // Over 64 KB is refused while it streams in, before the content type or the schema is looked at.
        const tooLarge = c.rawBody !== undefined && Buffer.byteLength(c.rawBody) > 64 * 1024;
        const status = tooLarge ? 413 : notJson ? 415 : 400;
        expect(res.status, what).toBe(status);
        expect(res.body.status, what).toBe(status);
        if (tooLarge) expect(res.body.errors?.[0]?.code, what).toBe('PayloadTooLarge');
        else if (notJson) expect(res.body.errors?.[0]?.code, what).toBe('UnsupportedMediaType');
        else expect(VALIDATION_CODES.has(res.body.errors?.[0]?.code), what).toBe(true);
        expect(typeof res.body.errors[0].description, what).toBe('string');
        expect(totalChanges(h.ref.db), `${what}: wrote to the database`).toBe(changes);
        sent += 1;
      }
      expect(dbSnapshot(h.ref.db)).toEqual(before);
      counts[op.operationId] = sent;
    },
  );
});

function hashCode(text: string): number {
  let h = 0;
  for (const ch of text) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}
