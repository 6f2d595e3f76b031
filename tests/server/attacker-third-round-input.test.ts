import { request as httpRequest } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { type ReferenceApp } from '../../server/app';
import { LOGIN_MAX_FAILURES } from '../../server/lib/attempt-limits';
import {
  clientIpOf,
  clientKeyOf,
  parseTrustedProxies,
  UNKNOWN_CLIENT,
} from '../../server/lib/client-address';
import { DEVICE_COOKIE_MAX_AGE_S } from '../../server/lib/device-cookie';
import { BOOKINGS_PER_ACCOUNT_DAY, EXPORTS_PER_ACCOUNT } from '../../server/lib/usage-caps';
import { mailboxKey } from '../../server/lib/guest-booking-caps';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../server/seed';
import {
  bookingRequest,
  createHarness,
  DEMO_PASS,
  expectError,
  registerAndActivate,
  twoLocations,
} from './harness';
import {
  LOGIN,
  REGISTER,
  GUEST_BOOK,
  DAY_MS,
  serveWithEnv,
  SMALL_ADDRESS_LIMIT,
  serve,
  closeServersAfterEach,
} from './attacker-third-round-support';

/*
 * The reference APIs against an attacker (third round, continued from attacker-third-round.test.ts):
 * X-Forwarded-For and TRUSTED_PROXIES are read strictly; device cookies are per account and expire; the right
 * password of an unactivated account answers like a wrong one; guest bookings count mailboxes and refuse control
 * characters; an aborted upload is one log line; exports cannot freeze the server and bookings have a daily cap.
 */

// Bursts of parallel requests and password hashes: slow on a busy shared machine, whatever the result.
vi.setConfig({ testTimeout: 120_000 });
closeServersAfterEach();

describe('proxies, parsed strictly', () => {
  it('walks X-Forwarded-For from the right; understands ip:port, [v6]:port and unknown', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8, ::1');
    expect(clientIpOf('10.0.0.1', '6.6.6.6, 203.0.113.9:5555', trusted)).toBe('203.0.113.9');
    expect(clientIpOf('10.0.0.1', '6.6.6.6, [2001:db8::7]:443', trusted)).toBe('2001:db8::7');
    expect(clientIpOf('10.0.0.1', '6.6.6.6, unknown', trusted)).toBe(UNKNOWN_CLIENT);
    expect(clientIpOf('10.0.0.1', '6.6.6.6, 203.0.113.9:5555, 10.0.0.2', trusted)).toBe('203.0.113.9');
    expect(clientIpOf('10.0.0.1', '10.0.0.3, 10.0.0.2', trusted)).toBe('10.0.0.3');
    expect(clientIpOf('192.0.2.1', '6.6.6.6', trusted)).toBe('192.0.2.1');
  });

  it('refuses a malformed TRUSTED_PROXIES entry by name, never reading it as /0', () => {
    for (const entry of [
      '10.0.0.0/',
      '/-0',
      '10.0.0.0/-0',
      '10.0.0.0/8/8',
      '10.0.0.0/33',
      '::1/129',
      'proxy',
      '1.2.3.4/0x8',
    ])
      expect(() => parseTrustedProxies(entry), entry).toThrow(`TRUSTED_PROXIES: "${entry}"`);
    expect(parseTrustedProxies('10.0.0.0/8')?.check('10.1.2.3')).toBe(true);
    expect(parseTrustedProxies('10.0.0.0/8')?.check('11.1.2.3')).toBe(false);
  });

  it('keys NAT64 by its embedded IPv4 address and 6to4 per /48', () => {
    expect(clientKeyOf('64:ff9b::c000:207')).toBe('192.0.2.7');
    expect(clientKeyOf('64:ff9b::192.0.2.8')).toBe('192.0.2.8');
    expect(clientKeyOf('2002:c000:207:1::5')).toBe('2002:c000:207::/48');
    expect(clientKeyOf('2002:c000:207:ffff::5')).toBe('2002:c000:207::/48');
    expect(clientKeyOf('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
  });

  it('behind a proxy that appends ip:port, the attacker’s own entry is ignored: the client’s limit holds', async () => {
    const { send } = await serveWithEnv(
      { ATTEMPT_LIMIT_ADDRESS_FAILURES: String(SMALL_ADDRESS_LIMIT) },
      { trustedProxies: '127.0.0.1' },
    );
    const statuses: number[] = [];
    for (let i = 0; i < SMALL_ADDRESS_LIMIT + 4; i += 1) {
      const res = await send('POST', LOGIN, {
        headers: {
          Authorization: `Basic ${Buffer.from(`onbekend-${i}@example.com:Fout-1!`).toString('base64')}`,
          'X-Forwarded-For': `198.51.100.${i}, 203.0.113.9:${40000 + i}`,
        },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, SMALL_ADDRESS_LIMIT).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(SMALL_ADDRESS_LIMIT).every((s) => s === 429)).toBe(true);
  });
});

describe('device cookies per account, with an expiry', () => {
  it('a browser used for two accounts keeps both protected from a stranger’s lockout', async () => {
    const h = createHarness();
    await registerAndActivate(h, 'tweede@example.com');
    const loginWith = (email: string, password: string, cookie?: string) =>
      h.call('POST', LOGIN, { basic: { email, password }, headers: cookie ? { Cookie: cookie } : {} });
    const a = (await loginWith(DEMO_EMAIL, DEMO_PASSWORD)).headers.get('set-cookie')!.split(';')[0]!;
    const b = (await loginWith('tweede@example.com', 'Lente-2026!', a)).headers
      .get('set-cookie')!
      .split(';')[0]!;
    expect(a.split('=')[0]).not.toBe(b.split('=')[0]);
    const browser = `${a}; ${b}`;
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      await loginWith(DEMO_EMAIL, `Fout-${i}!`);
      await loginWith('tweede@example.com', `Fout-${i}!`);
    }
    expectError(await loginWith(DEMO_EMAIL, DEMO_PASSWORD), 429, 'TooManyAttempts');
    expectError(await loginWith('tweede@example.com', 'Lente-2026!'), 429, 'TooManyAttempts');
    expect((await loginWith(DEMO_EMAIL, DEMO_PASSWORD, browser)).status).toBe(200);
    expect((await loginWith('tweede@example.com', 'Lente-2026!', browser)).status).toBe(200);
  });

  it('is honoured for 180 days from its issue, renewed by each login; a copied old cookie no longer helps', async () => {
    const h = createHarness();
    const loginWith = (password: string, cookie?: string) =>
      h.call('POST', LOGIN, {
        basic: { email: DEMO_EMAIL, password },
        headers: cookie ? { Cookie: cookie } : {},
      });
    const old = (await loginWith(DEMO_PASSWORD)).headers.get('set-cookie')!;
    expect(DEVICE_COOKIE_MAX_AGE_S).toBe(180 * 24 * 60 * 60);
    expect(old).toContain(`Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`);
    const oldPair = old.split(';')[0]!;
    h.ref.clock.advance(100 * DAY_MS);
    const renewed = (await loginWith(DEMO_PASSWORD, oldPair)).headers.get('set-cookie')!.split(';')[0]!;
    expect(renewed).not.toBe(oldPair);
    h.ref.clock.advance(90 * DAY_MS); // 190 days after the first cookie, 90 after the renewal
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) await loginWith(`Fout-${i}!`);
    expectError(await loginWith(DEMO_PASSWORD, oldPair), 429, 'TooManyAttempts');
    expect((await loginWith(DEMO_PASSWORD, renewed)).status).toBe(200);
  });
});

describe('no oracle after registration', () => {
  it('the right password of an unactivated account answers like a wrong one, and mails a fresh activation code', async () => {
    const h = createHarness();
    const email = 'nieuw@example.com';
    const registered = await h.call('POST', REGISTER, {
      body: {
        email,
        password: 'Lente-2026!',
        firstName: 'Nieuw',
        surname: 'Lid',
        phone: '0612345678',
        newsletter: false,
        terms: true,
        language: 'en-US',
        regionId: 20,
      },
    });
    expect(registered.status).toBe(201);
    const codes = async () =>
      ((await h.call('GET', `/dev/outbox?to=${email}`)).body as { kind: string }[]).filter(
        (m) => m.kind === 'activation',
      ).length;
    expect(await codes()).toBe(1);
    const right = await h.call('POST', LOGIN, { basic: { email, password: 'Lente-2026!' } });
    const wrong = await h.call('POST', LOGIN, { basic: { email, password: 'Zomer-2026!' } });
    expect(right.status).toBe(401);
    expect(right.body).toEqual(wrong.body);
    expect(await codes()).toBe(2);
  });
});

describe('guests and text', () => {
  it('counts one mailbox per key: case, +tag, gmail dots and googlemail ignored (the mail goes as typed)', async () => {
    expect(mailboxKey(' Na.Me+reis@GoogleMail.com ')).toBe('name@gmail.com');
    expect(mailboxKey('na.me@gmail.com')).toBe('name@gmail.com');
    expect(mailboxKey('na.me+1@example.com')).toBe('na.me@example.com');
    const h = createHarness();
    const { from, to } = await twoLocations(h);
    const book = (email: string, hoursAhead: number) =>
      h.call('POST', GUEST_BOOK, {
        body: bookingRequest(h, from, to, hoursAhead, { email, firstName: 'Gerda', lastName: 'Gast' }),
      });
    expect((await book('name@gmail.com', 3)).status).toBe(200);
    expect((await book('name+1@gmail.com', 4)).status).toBe(200);
    expect((await book('na.me@googlemail.com', 5)).status).toBe(200);
    expectError(await book('N.A.M.E+2@gmail.com', 6), 429, 'TooManyGuestBookings');
    const sent = (await h.call('GET', '/dev/outbox?to=na.me%40googlemail.com')).body as { to: string }[];
    expect(sent.map((m) => m.to)).toContain('na.me@googlemail.com');
  });

  it('refuses line breaks, NUL and direction overrides in names, driver comment and phone; the mail shows the name on its own line', async () => {
    const h = createHarness();
    const { from, to } = await twoLocations(h);
    const guest = { email: 'gast@example.com', firstName: 'Gerda', lastName: 'Gast' };
    const cases: Record<string, unknown>[] = [
      { ...guest, firstName: 'Gerda\nKlik hier: https://evil.example' },
      { ...guest, lastName: 'Gast\u0000' },
      { ...guest, lastName: '\u202eGast' },
      { ...guest, preferences: { phoneNumber: null, driverComment: 'Bel aan\r\nBetaal vooraf' } },
      { ...guest, preferences: { phoneNumber: '0612345678\n', driverComment: null } },
    ];
    for (const extra of cases)
      expectError(
        await h.call('POST', GUEST_BOOK, { body: bookingRequest(h, from, to, 3, extra) }),
        400,
        'InvalidText',
      );
    expect(((await h.call('GET', '/dev/outbox?to=gast%40example.com')).body as unknown[]).length).toBe(0);
    const long = 'Gerda'.repeat(15);
    const ok = await h.call('POST', GUEST_BOOK, {
      body: bookingRequest(h, from, to, 3, { ...guest, firstName: long }),
    });
    expect(ok.status).toBe(200);
    const [mail] = (await h.call('GET', '/dev/outbox?to=gast%40example.com')).body as { text: string }[];
    const lines = mail!.text.split('\n');
    const nameLine = lines.find((l) => l.startsWith('Gerda'))!;
    expect([...nameLine].length).toBeLessThanOrEqual(40);
    expect(nameLine.endsWith('…')).toBe(true);
    expect(lines[0]).toBe('Dear traveller,');
  });
});

describe('an aborted upload', () => {
  it('is logged in one line as 499, without a stack trace', async () => {
    const { port, logs } = await serve();
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: REGISTER,
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': '5000', 'X-Platform-Type': 'Web' },
      });
      req.on('error', () => resolve());
      req.write('{"email": "a');
      setTimeout(() => {
        req.destroy();
        setTimeout(resolve, 300);
      }, 200);
    });
    await new Promise((r) => setTimeout(r, 300));
    const aborted = logs.filter((l) => /abort|499|terminated|unhandled/i.test(l));
    expect(aborted, logs.join('\n')).toHaveLength(1);
    expect(aborted[0]).toMatch(/499/);
    expect(aborted[0]).not.toMatch(/\n|\s+at /);
  });
});

describe('exports that cannot freeze the server, and a daily booking cap', () => {
  const EXPORT = '/ticketing/trips/export';
  /** Copies one of the demo traveller's seeded trips `n` times, departing a minute apart from `startMs`. */
  let copied = 0;
  const copyTrips = (ref: ReferenceApp, n: number, startMs: number) => {
    const columns = ref.db
      .prepare<[], { name: string }>('PRAGMA table_info(trips)')
      .all()
      .map((c) => c.name)
      .filter(
        (name) =>
          !['id', 'external_trip_id', 'departure_at', 'idempotency_key', 'payment_token'].includes(name),
      );
    const insert = ref.db.prepare(
      `INSERT INTO trips (external_trip_id, departure_at, ${columns.join(', ')})
       SELECT ?, ?, ${columns.join(', ')} FROM trips WHERE external_trip_id = 'RT-DEMO0001'`,
    );
    ref.db.transaction(() => {
      for (let i = 0; i < n; i += 1)
        insert.run(`RT-COPY${String((copied += 1)).padStart(5, '0')}`, startMs + i * 60_000);
    })();
  };

  it('refuses a period over 366 days and over 500 trips with 400 and the reason; renders in turns', async () => {
    const h = createHarness();
    const { accessToken: token } = await h.login();
    const range = (from: string, to: string) =>
      `${EXPORT}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    expectError(
      await h.call('GET', range('2025-01-01T00:00:00Z', '2026-01-03T00:00:00Z'), { token }),
      400,
      'ExportRangeTooLong',
    );
    // A leap year is allowed.
    expect(
      (await h.call('GET', range('2027-12-31T23:00:00Z', '2028-12-31T23:00:00Z'), { token })).status,
    ).toBe(200);
    const start = Date.parse('2027-03-01T08:00:00Z');
    copyTrips(h.ref, 400, start);
    // 400 trips: other work runs while the PDF is drawn (it yields every 10 rows).
    let turns = 0;
    let spinning = true;
    const spin = () => {
      turns += 1;
      if (spinning) setImmediate(spin);
    };
    setImmediate(spin);
    const pdf = await h.call('GET', range('2027-03-01T00:00:00Z', '2027-03-02T00:00:00Z'), { token });
    spinning = false;
    expect(pdf.status).toBe(200);
    expect(turns).toBeGreaterThanOrEqual(30);
    copyTrips(h.ref, 101, start + 400 * 60_000);
    const refused = await h.call('GET', range('2027-03-01T00:00:00Z', '2027-03-02T00:00:00Z'), { token });
    expectError(refused, 400, 'ExportTooManyTrips');
    expect(refused.body.errors[0].description).toMatch(/500/);
  });

  it('allows 10 exports per account in 10 minutes, then 429 TooManyExports with Retry-After', async () => {
    const h = createHarness();
    const { accessToken: token } = await h.login();
    const url = `${EXPORT}?from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z`;
    expect(EXPORTS_PER_ACCOUNT).toBe(10);
    for (let i = 0; i < EXPORTS_PER_ACCOUNT; i += 1)
      expect((await h.call('GET', url, { token })).status).toBe(200);
    const refused = await h.call('GET', url, { token });
    expectError(refused, 429, 'TooManyExports');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    h.ref.clock.advance(10 * 60_000);
    expect((await h.call('GET', url, { token })).status).toBe(200);
  });

  it('caps new bookings at 50 per account a day (429 TooManyBookings); refusals and replays do not count', async () => {
    const h = createHarness();
    const { accessToken: token } = await h.login();
    const { from, to } = await twoLocations(h);
    // A budget no cap of km stops first: the cap on bookings is what this test meets.
    h.ref.db.prepare('UPDATE pass_registry SET remaining_km = 100000 WHERE pass_number = ?').run(DEMO_PASS);
    const book = (i: number, key?: string, body = bookingRequest(h, from, to, 3 + i * 0.5)) =>
      h.call('POST', '/ticketing/trips/book', {
        token,
        passNumber: DEMO_PASS,
        body,
        headers: key ? { 'Idempotency-Key': key } : {},
      });
    // A refused booking (in the past) and a replay are not counted.
    expectError(
      await h.call('POST', '/ticketing/trips/book', {
        token,
        passNumber: DEMO_PASS,
        body: bookingRequest(h, from, to, -2),
      }),
      400,
    );
    const once = bookingRequest(h, from, to, 3);
    const first = await book(0, 'cap-key-1', once);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await book(0, 'cap-key-1', once)).status).toBe(200);
    expect(BOOKINGS_PER_ACCOUNT_DAY).toBe(50);
    for (let i = 1; i < BOOKINGS_PER_ACCOUNT_DAY; i += 1) expect((await book(i)).status, String(i)).toBe(200);
    const refused = await book(BOOKINGS_PER_ACCOUNT_DAY);
    expectError(refused, 429, 'TooManyBookings');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
