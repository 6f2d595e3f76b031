import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  answeredStatus,
  carerInvitationMachine,
  carersMachine,
  emptyCarerInviteForm,
  invitationClosedReason,
  inviteRefusal,
  isMissingCarersEndpoint,
  isWellFormedInvitationToken,
  validateCarerInvite,
  type Carer,
  type CarerInvitation,
  type CarersLists,
  type InviteCarerInput,
} from '../../machines/account';
import { apiError } from './fixtures';

// The rules and the decisions of the two carer charts (product §10.12 "Carers"); the views and the server are
// exercised by tests/model/carers.model.test.tsx, carer-invitation.model.test.tsx and tests/e2e/carers-invite.spec.ts.

const TOKEN = 'A'.repeat(43);
const INVITED: Carer = {
  id: 3,
  email: 'anna@example.com',
  name: null,
  role: 'observer',
  status: 'invited',
  invitedAt: '2026-12-01T08:00:00Z',
  expiresAt: '2026-12-08T08:00:00Z',
  acceptedAt: null,
};
const INVITATION: CarerInvitation = {
  traveller: { firstName: 'Riet', surname: 'de Vries' },
  role: 'manager',
  status: 'invited',
  expiresAt: '2026-12-08T08:00:00Z',
};

describe('carer rules', () => {
  it('wants an e-mail address, present and well-formed', () => {
    expect(validateCarerInvite({ email: '  ', role: 'observer' })).toEqual({
      email: 'carers.error.emailRequired',
    });
    expect(validateCarerInvite({ email: 'anna@', role: 'observer' })).toEqual({
      email: 'carers.error.emailInvalid',
    });
    expect(validateCarerInvite({ email: ' anna@example.com ', role: 'manager' })).toEqual({});
    expect(emptyCarerInviteForm()).toEqual({ email: '', role: 'observer' });
  });

  it("turns the server's refusals into the field's or the form's message", () => {
    expect(inviteRefusal({ status: 400, code: 'CannotInviteYourself' }).errors.email).toBe(
      'carers.error.yourself',
    );
    expect(inviteRefusal({ status: 409, code: 'CarerAlreadyInvited' }).errors.email).toBe(
      'carers.error.alreadyInvited',
    );
    expect(inviteRefusal({ status: 409, code: 'CarerHasTooManyTravellers' }).errors.email).toBe(
      'carers.error.carerFull',
    );
    expect(inviteRefusal({ status: 409, code: 'TooManyCarers' })).toEqual({
      errors: {},
      problem: 'carers.error.tooMany',
    });
    expect(inviteRefusal({ status: 503 })).toEqual({ errors: {}, problem: 'carers.error.invite' });
  });

  it('tells a missing extension from a missing carer', () => {
    expect(isMissingCarersEndpoint({ status: 404, code: 'NotFound' })).toBe(true);
    expect(isMissingCarersEndpoint({ status: 404, code: 'CarerNotFound' })).toBe(false);
    expect(isMissingCarersEndpoint({ status: 503 })).toBe(false);
  });

  it('knows lasting answers of an invitation from passing failures', () => {
    expect(isWellFormedInvitationToken(TOKEN)).toBe(true);
    expect(isWellFormedInvitationToken(`${TOKEN}x`)).toBe(false);
    expect(invitationClosedReason({ status: 403, code: 'InvitationForAnotherAccount' })).toBe('otherAccount');
    expect(invitationClosedReason({ status: 404, code: 'InvitationNotFound' })).toBe('notFound');
    expect(invitationClosedReason({ status: 410, code: 'InvitationExpired' })).toBe('expired');
    expect(invitationClosedReason({ status: 410, code: 'InvitationEnded' })).toBe('ended');
    expect(invitationClosedReason({ status: 429, code: 'TooManyRequests' })).toBe('blocked');
    expect(invitationClosedReason({ status: 409, code: 'CarerHasTooManyTravellers' })).toBe('carerFull');
    expect(invitationClosedReason({ status: 409, code: 'InvitationDeclined' })).toBeNull();
    expect(invitationClosedReason({ status: 0 })).toBeNull();
    expect(answeredStatus({ status: 409, code: 'InvitationDeclined' })).toBe('declined');
    expect(answeredStatus({ status: 409, code: 'InvitationAccepted' })).toBe('active');
  });
});

describe('carers chart', () => {
  const lists: CarersLists = { carers: [INVITED], travellers: [] };

  it('invites only a valid form, and keeps what was typed on a refusal', async () => {
    const sent: InviteCarerInput[] = [];
    const actor = createActor(
      carersMachine.provide({
        actors: {
          loadCarers: fromPromise(async () => lists),
          inviteCarer: fromPromise<Carer, InviteCarerInput>(async ({ input }) => {
            sent.push(input);
            throw apiError(409, 'CarerAlreadyInvited');
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'form.change', patch: { email: 'nope' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('list')).toBe(true);
    expect(actor.getSnapshot().context.errors.email).toBe('carers.error.emailInvalid');
    expect(sent).toEqual([]);

    actor.send({ type: 'form.change', patch: { email: ' anna@example.com ', role: 'manager' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('list') && s.context.errors.email !== undefined);
    expect(sent).toEqual([{ email: 'anna@example.com', role: 'manager' }]);
    expect(actor.getSnapshot().context.form.email).toBe(' anna@example.com ');
    expect(actor.getSnapshot().context.errors.email).toBe('carers.error.alreadyInvited');
  });

  it('asks before removing, and only for a listed carer', async () => {
    const actor = createActor(
      carersMachine.provide({ actors: { loadCarers: fromPromise(async () => lists) } }),
    ).start();
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'remove.request', id: 99 });
    expect(actor.getSnapshot().matches('list')).toBe(true);
    actor.send({ type: 'remove.request', id: INVITED.id });
    expect(actor.getSnapshot().matches('confirmingRemove')).toBe(true);
    expect(actor.getSnapshot().context.pendingRemove).toEqual(INVITED);
  });
});

describe('carerInvitation chart', () => {
  const withAnswers = (get: () => Promise<CarerInvitation>) =>
    carerInvitationMachine.provide({ actors: { getCarerInvitation: fromPromise(get) } });

  it('closes a malformed link without asking the server', () => {
    let asked = false;
    const actor = createActor(
      withAnswers(async () => {
        asked = true;
        return INVITATION;
      }),
      { input: { token: 'short' } },
    ).start();
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context.reason).toBe('notFound');
    expect(asked).toBe(false);
  });

  it('opens an invited invitation and shows an answered one as answered', async () => {
    const open = createActor(
      withAnswers(async () => INVITATION),
      { input: { token: TOKEN } },
    ).start();
    await waitFor(open, (s) => s.matches('open'));
    const active = createActor(
      withAnswers(async () => ({ ...INVITATION, status: 'active' })),
      { input: { token: TOKEN } },
    ).start();
    await waitFor(active, (s) => s.matches('accepted'));
  });

  it('keeps "Try again" for a passing failure and closes on a lasting one', async () => {
    const failed = createActor(
      withAnswers(async () => {
        throw apiError(503);
      }),
      { input: { token: TOKEN } },
    ).start();
    await waitFor(failed, (s) => s.matches('failed'));
    const gone = createActor(
      withAnswers(async () => {
        throw apiError(410, 'InvitationEnded');
      }),
      { input: { token: TOKEN } },
    ).start();
    await waitFor(gone, (s) => s.matches('closed'));
    expect(gone.getSnapshot().context.reason).toBe('ended');
  });
});
