import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  INVITATION_TTL_MS,
  MAX_CARERS_PER_TRAVELLER,
  MAX_TRAVELLERS_PER_CARER,
} from '../../server/lib/carers';
import {
  DEMO_EMAIL,
  HISTORY_TRAVELLER_EMAIL,
  HISTORY_TRAVELLER_PASS,
  HISTORY_TRAVELLER_PASSWORD,
  MONTHLY_BILLING_EMAIL,
} from '../../server/seed';
import {
  bookingRequest,
  createHarness,
  expectError,
  registerAndActivate,
  twoLocations,
  type Harness,
  type Loose,
} from './harness';

/*
 * Carers (product §10.12) on the reference server over its HTTP API: the traveller invites (mail in the dev outbox,
 * only the token's hash stored), only the invited e-mail's account accepts, the carer acts for the traveller with
 * `X-Acting-For` (reads, books on the traveller's pass and budget, the trip records who booked, the traveller is
 * mailed), an observer cannot book, removal and account deletion end the link at the next request, the limits,
 * the 7-day expiry on the server clock, and declining.
 */

const RIET_PASS = HISTORY_TRAVELLER_PASS.passNumber;
const ANNA = 'anna.jansen@example.com';
const CARERS = '/ticketing/carers';
const invitation = (token: string) => `/ticketing/carer-invitations/${token}`;

/** Riet (the seeded traveller with a history) signed in. */
async function riet(h: Harness): Promise<string> {
  return (await h.login(HISTORY_TRAVELLER_EMAIL, HISTORY_TRAVELLER_PASSWORD)).accessToken;
}

/** The newest outbox mail of `kind` to `to`. */
async function mailTo(h: Harness, to: string, kind: string): Promise<Loose> {
  const res = await h.call('GET', `/dev/outbox?to=${encodeURIComponent(to)}`);
  return (res.body as Loose[]).find((m) => m.kind === kind);
}

/** Riet invites `email` as `role`; answers the invitation and the token from the mail's link. */
async function invite(h: Harness, travellerToken: string, email: string, role: 'observer' | 'manager') {
  const res = await h.call('POST', CARERS, { token: travellerToken, body: { email, role } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const mail = await mailTo(h, email, 'carerInvitation');
  const token = /\/carer\/accept\/([A-Za-z0-9_-]{43})$/.exec(mail.link)?.[1];
  expect(token).toBeDefined();
  return { carer: res.body.data, token: token!, mail };
}

/** Anna registers, is invited by Riet as `role` and accepts; answers both tokens. */
async function linked(h: Harness, role: 'observer' | 'manager') {
  const rietToken = await riet(h);
  const { token } = await invite(h, rietToken, ANNA, role);
  const anna = (await registerAndActivate(h, ANNA)).accessToken;
  const accepted = await h.call('POST', `${invitation(token)}/accept`, { token: anna });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { rietToken, anna, inviteToken: token };
}

const forRiet = { 'X-Acting-For': HISTORY_TRAVELLER_EMAIL };

describe('carers: invite, accept and act for a traveller', () => {
  it('invites by mail with a hashed token; only the invited account can read and accept it', async () => {
    const h = createHarness();
    const rietToken = await riet(h);
    const { carer, token, mail } = await invite(h, rietToken, ANNA, 'manager');
    expect(carer).toMatchObject({
      email: ANNA,
      name: null,
      role: 'manager',
      status: 'invited',
      acceptedAt: null,
    });
    expect(Date.parse(carer.expiresAt) - Date.parse(carer.invitedAt)).toBe(INVITATION_TTL_MS);
    expect(mail).toMatchObject({ travellerFirstName: 'Riet', role: 'manager', language: 'nl-NL' });
    expect(mail.text).toContain('Riet');
    // Only the SHA-256 is stored: the token itself appears nowhere in the table.
    const rows = h.ref.db.prepare('SELECT * FROM carer_links WHERE carer_email = ?').all(ANNA) as Loose[];
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));

    const demo = (await h.login()).accessToken;
    expectError(await h.call('GET', invitation(token), { token: demo }), 403, 'InvitationForAnotherAccount');
    expectError(
      await h.call('POST', `${invitation(token)}/accept`, { token: demo }),
      403,
      'InvitationForAnotherAccount',
    );
    expectError(await h.call('GET', invitation(token)), 401);
    expectError(await h.call('GET', invitation('x'.repeat(43)), { token: demo }), 404, 'InvitationNotFound');

    const anna = (await registerAndActivate(h, ANNA)).accessToken;
    const read = await h.call('GET', invitation(token), { token: anna });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      traveller: { firstName: 'Riet', surname: 'de Vries' },
      role: 'manager',
      status: 'invited',
    });
    expect(Object.keys(read.body.data.traveller).sort()).toEqual(['firstName', 'surname']);
    const accepted = await h.call('POST', `${invitation(token)}/accept`, { token: anna });
    expect(accepted.body.data).toEqual({
      firstName: 'Riet',
      surname: 'de Vries',
      username: HISTORY_TRAVELLER_EMAIL,
      role: 'manager',
    });
    // Accepting again answers the same; the traveller sees the carer by name.
    expect((await h.call('POST', `${invitation(token)}/accept`, { token: anna })).status).toBe(200);
    const list = await h.call('GET', CARERS, { token: rietToken });
    expect(list.body.data).toEqual([
      expect.objectContaining({ status: 'active', name: { firstName: 'Ander', surname: 'Persoon' } }),
    ]);
    const travellers = await h.call('GET', '/ticketing/carer/travellers', { token: anna });
    expect(travellers.body.data).toEqual([accepted.body.data]);
    // The carer may skip the pass-number requirement: GET /users says so.
    expect((await h.call('GET', '/ticketing/users', { token: anna })).body.data.isCarer).toBe(true);
    // Riet is Maria's seeded carer; the demo traveller cares for nobody.
    expect((await h.call('GET', '/ticketing/users', { token: rietToken })).body.data.isCarer).toBe(true);
    const demoUser = await h.call('GET', '/ticketing/users', { token: demo });
    expect(demoUser.body.data.isCarer).toBeUndefined();
  });

  it('a manager acts for the traveller: their trips, pass and budget; the trip records who booked', async () => {
    const h = createHarness();
    const { rietToken, anna } = await linked(h, 'manager');
    const own = await h.call('GET', '/ticketing/trips/next', { token: rietToken });
    const theirs = await h.call('GET', '/ticketing/trips/next', { token: anna, headers: forRiet });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.externalTripId).toBe(own.body.data.externalTripId);
    expect(theirs.headers.get('vary')).toMatch(/x-acting-for/i);
    // Nothing of the profile beyond names (and the username the carer already has); no date of birth.
    const user = await h.call('GET', '/ticketing/users', { token: anna, headers: forRiet });
    expect(user.body.data).toMatchObject({
      firstName: 'Riet',
      surname: 'de Vries',
      phone: '',
      address: { postCode: null },
    });
    expect(user.body.data.passNumbers).toEqual([{ passNumber: RIET_PASS, alias: expect.anything() }]);
    expect(user.body.data.isCarer).toBeUndefined();

    const budget = async () =>
      (
        await h.call('GET', '/ticketing/users/budget', {
          token: anna,
          passNumber: RIET_PASS,
          headers: forRiet,
        })
      ).body.data.remaining as number;
    const before = await budget();
    const { from, to } = await twoLocations(h, anna);
    const booked = await h.call('POST', '/ticketing/trips/book', {
      token: anna,
      passNumber: RIET_PASS,
      headers: forRiet,
      body: bookingRequest(h, from, to, 5),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const trip = booked.body.data.trip;
    expect(trip.passNumber).toBe(RIET_PASS);
    expect(trip.bookedBy).toEqual({ firstName: 'Ander', surname: 'Persoon' });
    expect(await budget()).toBeCloseTo(before - trip.distance, 1);
    // The trip is the traveller's, with "booked by" in her details.
    const details = await h.call('GET', `/ticketing/trips/${trip.externalTripId}`, { token: rietToken });
    expect(details.body.data.bookedBy).toEqual({ firstName: 'Ander', surname: 'Persoon' });
    expectError(await h.call('GET', `/ticketing/trips/${trip.externalTripId}`, { token: anna }), 404);
    // The traveller is mailed who booked; the carer gets the normal confirmation.
    const toRiet = await mailTo(h, HISTORY_TRAVELLER_EMAIL, 'carerBooking');
    expect(toRiet).toMatchObject({
      bookedBy: 'Ander Persoon',
      trip: { externalTripId: trip.externalTripId },
    });
    expect(toRiet.text).toContain('Ander Persoon');
    expect(await mailTo(h, ANNA, 'bookingConfirmation')).toMatchObject({
      trip: { externalTripId: trip.externalTripId },
    });

    const cancelled = await h.call('DELETE', `/ticketing/trips/cancel/${trip.externalTripId}`, {
      token: anna,
      headers: forRiet,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.cancelledBy).toEqual({ firstName: 'Ander', surname: 'Persoon' });
    expect(await budget()).toBeCloseTo(before, 1);
  });

  it('the seed: Riet acts for Maria as a manager', async () => {
    const h = createHarness();
    const rietToken = await riet(h);
    const travellers = await h.call('GET', '/ticketing/carer/travellers', { token: rietToken });
    expect(travellers.body.data).toEqual([
      { firstName: 'Maria', surname: 'Maandfactuur', username: MONTHLY_BILLING_EMAIL, role: 'manager' },
    ]);
    const maria = await h.call('GET', '/ticketing/users', {
      token: rietToken,
      headers: { 'X-Acting-For': MONTHLY_BILLING_EMAIL },
    });
    expect(maria.body.data).toMatchObject({ firstName: 'Maria', hasMonthlyBilling: true });
  });

  it("profile, password and pass numbers stay the traveller's own; an unlinked traveller is 403", async () => {
    const h = createHarness();
    const { anna } = await linked(h, 'manager');
    const acting = { token: anna, headers: forRiet };
    expectError(
      await h.call('PATCH', '/ticketing/users', { ...acting, body: { firstName: 'X' } }),
      403,
      'ActingForNotAllowed',
    );
    expectError(
      await h.call('PATCH', '/ticketing/users/passNumber', {
        ...acting,
        body: { passNumber: RIET_PASS, dateOfBirth: '01-01-1950' },
      }),
      403,
      'ActingForNotAllowed',
    );
    expectError(
      await h.call('DELETE', `/ticketing/users/passnumber/${RIET_PASS}`, acting),
      403,
      'ActingForNotAllowed',
    );
    expectError(
      await h.call('GET', '/api/external/user-profiles/current', acting),
      403,
      'ActingForNotAllowed',
    );
    expectError(await h.call('GET', CARERS, acting), 403, 'ActingForNotAllowed');
    const password = { email: HISTORY_TRAVELLER_EMAIL, oldPassword: 'x', password: 'Nieuw-2026!!' };
    expectError(
      await h.call('POST', '/api/external/user-accounts/password/change', { ...acting, body: password }),
      403,
      'ActingForNotAllowed',
    );
    expectError(
      await h.call('GET', '/ticketing/trips/next', { token: anna, headers: { 'X-Acting-For': DEMO_EMAIL } }),
      403,
      'NotActingForTraveller',
    );
    expectError(
      await h.call('GET', '/ticketing/trips/next', { token: anna, headers: { 'X-Acting-For': ANNA } }),
      403,
      'NotActingForTraveller',
    );
    // A malformed header is the validator's 400 where the operation declares it, refused (403) anywhere else.
    const malformed = { token: anna, headers: { 'X-Acting-For': 'not an e-mail' } };
    expectError(await h.call('GET', '/ticketing/trips/next', malformed), 400, 'InvalidParameters');
    expectError(await h.call('GET', '/ticketing/carer/travellers', malformed), 403, 'ActingForNotAllowed');
    // Another traveller's pass number is refused while acting for Riet.
    const demoPass = (await h.call('GET', '/ticketing/users', { token: (await h.login()).accessToken })).body
      .data.passNumbers[0].passNumber;
    expectError(
      await h.call('GET', '/ticketing/users/budget', { ...acting, passNumber: demoPass }),
      403,
      'PassNumberNotOwned',
    );
  });

  it('an observer follows but cannot book (403, nothing written); removal answers 403 at the next request', async () => {
    const h = createHarness();
    const { rietToken, anna } = await linked(h, 'observer');
    expect((await h.call('GET', '/ticketing/trips/next', { token: anna, headers: forRiet })).status).toBe(
      200,
    );
    const { from, to } = await twoLocations(h, anna);
    const trips = () => (h.ref.db.prepare('SELECT COUNT(*) AS n FROM trips').get() as { n: number }).n;
    const count = trips();
    expectError(
      await h.call('POST', '/ticketing/trips/book', {
        token: anna,
        passNumber: RIET_PASS,
        headers: forRiet,
        body: bookingRequest(h, from, to, 5),
      }),
      403,
      'ObserverCannotManage',
    );
    expect(trips()).toBe(count);

    const carerId = (await h.call('GET', CARERS, { token: rietToken })).body.data[0].id;
    const removed = await h.call('DELETE', `${CARERS}/${carerId}`, { token: rietToken });
    expect(removed.body.data).toEqual([]);
    expectError(
      await h.call('GET', '/ticketing/trips/next', { token: anna, headers: forRiet }),
      403,
      'NotActingForTraveller',
    );
    expect((await h.call('GET', '/ticketing/carer/travellers', { token: anna })).body.data).toEqual([]);
    expectError(await h.call('DELETE', `${CARERS}/${carerId}`, { token: rietToken }), 404, 'CarerNotFound');
  });

  it('the carer stops; an account deletion request ends its links', async () => {
    const h = createHarness();
    const { rietToken, anna } = await linked(h, 'manager');
    const stopped = await h.call(
      'DELETE',
      `/ticketing/carer/travellers/${encodeURIComponent(HISTORY_TRAVELLER_EMAIL)}`,
      {
        token: anna,
      },
    );
    expect(stopped.body.data).toEqual([]);
    expectError(await h.call('GET', '/ticketing/trips/next', { token: anna, headers: forRiet }), 403);
    expect((await h.call('GET', CARERS, { token: rietToken })).body.data).toEqual([]);

    const again = await invite(h, rietToken, ANNA, 'observer');
    expect((await h.call('POST', `${invitation(again.token)}/accept`, { token: anna })).status).toBe(200);
    const deletion = await h.call('POST', '/api/external/user-accounts/request-delete', {
      token: anna,
      body: { email: ANNA, password: 'Lente-2026!' },
    });
    expect(deletion.status).toBe(200);
    expectError(await h.call('GET', '/ticketing/trips/next', { token: anna, headers: forRiet }), 403);
    expect((await h.call('GET', CARERS, { token: rietToken })).body.data).toEqual([]);
    expectError(await h.call('GET', invitation(again.token), { token: anna }), 410, 'InvitationEnded');
  });

  it('expires after 7 days on the server clock; declining shows as declined', async () => {
    const h = createHarness();
    const rietToken = await riet(h);
    const { token } = await invite(h, rietToken, ANNA, 'manager');
    await registerAndActivate(h, ANNA);
    h.ref.clock.advance(INVITATION_TTL_MS + 60_000);
    // Access tokens last 15 minutes: both sign in again after a week.
    const annaNow = (await h.login(ANNA, 'Lente-2026!')).accessToken;
    const rietNow = await riet(h);
    expectError(
      await h.call('POST', `${invitation(token)}/accept`, { token: annaNow }),
      410,
      'InvitationExpired',
    );
    expect((await h.call('GET', CARERS, { token: rietNow })).body.data[0].status).toBe('expired');
    // An expired invitation no longer blocks a new one.
    const fresh = await invite(h, rietNow, ANNA, 'observer');
    const declined = await h.call('POST', `${invitation(fresh.token)}/decline`, { token: annaNow });
    expect(declined.body.data).toMatchObject({ status: 'declined', role: 'observer' });
    expectError(
      await h.call('POST', `${invitation(fresh.token)}/accept`, { token: annaNow }),
      409,
      'InvitationDeclined',
    );
    const statuses = (await h.call('GET', CARERS, { token: rietNow })).body.data.map((c: Loose) => c.status);
    expect(statuses).toEqual(['expired', 'declined']);
  });
  it('limits: 5 carers per traveller, 20 travellers per carer, no duplicate, not oneself', async () => {
    const h = createHarness();
    const rietToken = await riet(h);
    expectError(
      await h.call('POST', CARERS, {
        token: rietToken,
        body: { email: HISTORY_TRAVELLER_EMAIL, role: 'observer' },
      }),
      400,
      'CannotInviteYourself',
    );
    for (let i = 0; i < MAX_CARERS_PER_TRAVELLER; i++)
      await invite(h, rietToken, `carer${i}@example.com`, 'observer');
    expectError(
      await h.call('POST', CARERS, {
        token: rietToken,
        body: { email: 'carer0@example.com', role: 'manager' },
      }),
      409,
      'CarerAlreadyInvited',
    );
    expectError(
      await h.call('POST', CARERS, {
        token: rietToken,
        body: { email: 'carer9@example.com', role: 'manager' },
      }),
      409,
      'TooManyCarers',
    );
    // One address already invited by 20 travellers (written directly: 20 registrations cost 20 scrypt hashes).
    const now = h.ref.clock.now().getTime();
    const addUser = h.ref.db.prepare(
      "INSERT INTO users (email, password_hash, first_name, surname, phone, created_at) VALUES (?, 'x', 'T', 'R', '0600000000', ?)",
    );
    const addLink = h.ref.db.prepare(
      "INSERT INTO carer_links (traveller_user_id, carer_email, role, status, token_hash, expires_at, created_at) VALUES (?, 'busy@example.com', 'observer', 'invited', ?, ?, ?)",
    );
    for (let i = 0; i < MAX_TRAVELLERS_PER_CARER; i++) {
      const id = Number(addUser.run(`traveller${i}@example.com`, now).lastInsertRowid);
      addLink.run(id, `hash${i}`, now + INVITATION_TTL_MS, now);
    }
    const demo = (await h.login()).accessToken;
    expectError(
      await h.call('POST', CARERS, { token: demo, body: { email: 'busy@example.com', role: 'observer' } }),
      409,
      'CarerHasTooManyTravellers',
    );
    expectError(
      await h.call('POST', CARERS, { token: demo, body: { email: 'not-an-email', role: 'observer' } }),
      400,
    );
    expectError(
      await h.call('POST', CARERS, { token: demo, body: { email: 'a@example.com', role: 'boss' } }),
      400,
    );
  });
});
