import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, SPEC_FILES, type ReferenceApp } from '../../server/app';
import { isJsonMediaType } from '../../server/lib/content-type';
import { loadSpec } from '../../server/lib/openapi-validator';
import { createHarness, expectError } from './harness';

/*
 * Strict content type: every request to the APIs that carries a body whose Content-Type is not
 * JSON gets 415 `UnsupportedMediaType` (Error shape) before any validator or handler runs, and writes nothing. A
 * request without a body passes whatever its Content-Type. In process for every operation of both specs, and over
 * real HTTP (the node-server adapter that `npm start` uses, where even a bodiless POST has a body stream).
 */

/** Every operation of both specs that takes a body, with a concrete URL (path parameters filled in). */
const withBody = [
  ...loadSpec(SPEC_FILES.ticketing).operations.map((op) => ({ prefix: '/ticketing', op })),
  ...loadSpec(SPEC_FILES.account).operations.map((op) => ({ prefix: '', op })),
]
  .filter(({ op }) => op.body !== null)
  .map(({ prefix, op }) => ({
    name: `${op.method.toUpperCase()} ${op.path}`,
    method: op.method.toUpperCase(),
    url: `${prefix}${op.path.replace(/\{[^}]+\}/g, 'RT-DEMO0001')}`,
  }));

const NOT_JSON = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/jsonp',
  'text/json',
];

describe('isJsonMediaType', () => {
  const cases: [string | undefined, boolean][] = [
    ['application/json', true],
    ['Application/JSON; charset=utf-8', true],
    ['application/merge-patch+json', true],
    ['application/problem+json; charset=utf-8', true],
    [undefined, false],
    ['', false],
    ...NOT_JSON.map((type): [string, boolean] => [type, false]),
  ];
  it.each(cases)('%s → %s', (type, json) => {
    expect(isJsonMediaType(type)).toBe(json);
  });
});

describe('strict content type, in process', () => {
  const h = createHarness();
  afterAll(() => h.ref.close());
  // One session for the cases: a login each would pass the account's login cap before the last case.
  let session: Promise<string> | undefined;
  const signedIn = () => (session ??= h.login().then((t) => t.accessToken));

  it('covers every operation with a body', () => {
    // 19, plus 3 of the API extensions: createSavedPlace, updateSavedPlace, updateTravelPreferences.
    // And the server logout (an extension of the Account API), the 6 of changing a booked trip and the carer's
    // invitation (inviteCarer).
    expect(withBody.length).toBe(30);
  });

  it.each(withBody)(
    '$name: a body sent as anything but JSON is 415 and writes nothing',
    async ({ method, url }) => {
      const token = await signedIn();
      const changes = () => (h.ref.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
      for (const type of NOT_JSON) {
        const before = changes();
        const res = await h.call(method, url, {
          token,
          rawBody: '{"email":"demo@example.com"}',
          headers: { 'Content-Type': type },
        });
        expectError(res, 415, 'UnsupportedMediaType');
        expect(changes(), `${type} wrote to the database`).toBe(before);
      }
    },
  );

  it('a +json type reaches the validator, and the answer is in Dutch when asked', async () => {
    const token = (await h.login()).accessToken;
    const merge = await h.call('POST', '/ticketing/trips/calculate', {
      token,
      rawBody: '{}',
      headers: { 'Content-Type': 'application/merge-patch+json' },
    });
    expectError(merge, 400, 'InvalidBody');
    const dutch = await h.call('POST', '/ticketing/trips/calculate', {
      token,
      rawBody: '{}',
      headers: { 'Content-Type': 'text/plain', 'Accept-Language': 'nl-NL' },
    });
    expectError(dutch, 415, 'UnsupportedMediaType');
    expect(dutch.body.errors[0].description).toBe(
      'De gegevens moeten als JSON worden verstuurd (Content-Type: application/json).',
    );
  });

  it('a request without a body passes whatever its Content-Type (the login)', async () => {
    const res = await h.call('POST', '/api/auth/auth/login', {
      basic: { email: 'demo@example.com', password: 'Welkom-2026!' },
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(res.status).toBe(200);
  });
});

describe('strict content type, over HTTP (the node-server adapter)', () => {
  let ref: ReferenceApp;
  let server: Server;
  let base = '';
  beforeAll(async () => {
    ref = createApp({ dbPath: ':memory:', production: false, log: () => {} });
    server = createServer(getRequestListener(ref.app.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    ref.close();
  });

  it('bodiless POSTs pass (the login, /dev/reset), chunked and declared-length non-JSON bodies are 415', async () => {
    const login = await fetch(`${base}/api/auth/auth/login`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from('demo@example.com:Welkom-2026!').toString('base64')}`,
        'X-Platform-Type': 'Web',
        'X-Region-Id': '20',
      },
    });
    expect(login.status).toBe(200);
    expect((await fetch(`${base}/dev/reset`, { method: 'POST' })).status).toBe(204);

    const asText = await fetch(`${base}/dev/chaos`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ errorRate: 1 }),
    });
    expect(asText.status).toBe(415);
    expect(await asText.json()).toMatchObject({ status: 415, errors: [{ code: 'UnsupportedMediaType' }] });
    // Nothing happened: chaos is still off.
    expect(((await (await fetch(`${base}/dev/chaos`)).json()) as { settings: unknown }).settings).toBeNull();

    const chunked = await fetch(`${base}/dev/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new Blob(['now=2030-01-01T00:00:00Z']).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(415);

    const json = await fetch(`${base}/dev/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ now: '2030-01-01T00:00:00Z' }),
    });
    expect(json.status).toBe(200);
  });
});
