import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../../server/seed';
import { DEMO_PASS, createHarness, expectError, registerAndActivate, type Loose } from './harness';
import { CARER_OPERATIONS, expectExercised } from './ticketing-contract-support';
import { changeSetup, newKey } from './trip-change-support';

/*
 * Contract of the carer operations (openapi/ticketing.yaml, product §10.12) on one reference server, in order:
 * each answers a 2xx and a 400 that match the spec; and a manager's change of the traveller's trip records the
 * carer (`changedBy: carer`, `changedByCarer`), with the trip's version and budget rules as the traveller's own.
 */

const CARER = 'carer.contract@example.com';
const h = createHarness();
let traveller = '';
let carer = '';
let token = '';

async function outboxToken(): Promise<string> {
  const mails = (await h.call('GET', `/dev/outbox?to=${encodeURIComponent(CARER)}`)).body as Loose[];
  const link = mails.find((m) => m.kind === 'carerInvitation')?.link as string;
  return link.slice(link.lastIndexOf('/') + 1);
}

describe('carer operations: contract', () => {
  it('inviteCarer and listCarers', async () => {
    traveller = (await h.login()).accessToken;
    expectError(
      await h.call('POST', '/ticketing/carers', { token: traveller, body: { email: CARER } }),
      400,
      'InvalidBody',
    );
    const invited = await h.call('POST', '/ticketing/carers', {
      token: traveller,
      body: { email: CARER, role: 'manager' },
    });
    expect(invited.status).toBe(201);
    token = await outboxToken();
    const list = await h.call('GET', '/ticketing/carers', { token: traveller });
    expect(list.body.data).toEqual([invited.body.data]);
    expectError(
      await h.call('GET', '/ticketing/carers', { token: traveller, headers: { 'Api-Version': '3' } }),
      400,
    );
  });

  it('getCarerInvitation, declineCarerInvitation and acceptCarerInvitation', async () => {
    carer = (await registerAndActivate(h, CARER)).accessToken;
    expectError(await h.call('GET', '/ticketing/carer-invitations/short', { token: carer }), 400);
    expectError(await h.call('POST', '/ticketing/carer-invitations/short/accept', { token: carer }), 400);
    expectError(await h.call('POST', '/ticketing/carer-invitations/short/decline', { token: carer }), 400);
    expect((await h.call('GET', `/ticketing/carer-invitations/${token}`, { token: carer })).status).toBe(200);
    const accepted = await h.call('POST', `/ticketing/carer-invitations/${token}/accept`, { token: carer });
    expect(accepted.body.data.username).toBe(DEMO_EMAIL);
    expectError(
      await h.call('POST', `/ticketing/carer-invitations/${token}/decline`, { token: carer }),
      409,
      'InvitationAccepted',
    );
    // A second invitation (an observer) to decline.
    const other = 'declines@example.com';
    await h.call('POST', '/ticketing/carers', { token: traveller, body: { email: other, role: 'observer' } });
    const mails = (await h.call('GET', `/dev/outbox?to=${other}`)).body as Loose[];
    const link = mails[0].link as string;
    const otherCarer = (await registerAndActivate(h, other)).accessToken;
    const declined = await h.call('POST', `/ticketing/carer-invitations/${link.slice(-43)}/decline`, {
      token: otherCarer,
    });
    expect(declined.body.data.status).toBe('declined');
  });

  it("a manager's change of the traveller's trip records the carer", async () => {
    const setup = await changeSetup(h);
    const trip = await setup.book(6);
    const acting = { token: carer, passNumber: DEMO_PASS, headers: { 'X-Acting-For': DEMO_EMAIL } };
    const read = await h.call('GET', `/ticketing/trips/${trip.externalTripId}`, acting);
    const changed = await h.call('PATCH', `/ticketing/trips/${trip.externalTripId}`, {
      ...acting,
      body: { preferences: { phoneNumber: null, driverComment: 'Door carer' } },
      headers: { ...acting.headers, 'If-Match': read.headers.get('etag') ?? '', 'Idempotency-Key': newKey() },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ changedBy: 'carer', changedByCarer: { firstName: 'Ander' } });
    const own = await setup.read(trip.externalTripId);
    expect(own.trip.changedByCarer).toEqual({ firstName: 'Ander', surname: 'Persoon' });
    // The traveller's own later change is the traveller's again.
    expect(
      (await setup.change(trip.externalTripId, { preferences: { phoneNumber: null, driverComment: 'Zelf' } }))
        .status,
    ).toBe(200);
    expect((await setup.read(trip.externalTripId)).trip.changedByCarer).toBeUndefined();
  });

  it('listCaredTravellers, stopCaring and removeCarer', async () => {
    expectError(
      await h.call('GET', '/ticketing/carer/travellers', { token: carer, headers: { 'X-Region-Id': 'x' } }),
      400,
    );
    expect((await h.call('GET', '/ticketing/carer/travellers', { token: carer })).body.data).toHaveLength(1);
    expectError(await h.call('DELETE', '/ticketing/carer/travellers/not-an-email', { token: carer }), 400);
    const stopped = await h.call('DELETE', `/ticketing/carer/travellers/${encodeURIComponent(DEMO_EMAIL)}`, {
      token: carer,
    });
    expect(stopped.body.data).toEqual([]);
    expectError(await h.call('DELETE', '/ticketing/carers/abc', { token: traveller }), 400);
    const id = (await h.call('GET', '/ticketing/carers', { token: traveller })).body.data[0].id;
    expect((await h.call('DELETE', `/ticketing/carers/${id}`, { token: traveller })).status).toBe(200);
  });

  it('exercised every carer operation with a 2xx and a 400', () => {
    expectExercised(h, CARER_OPERATIONS);
  });
});
