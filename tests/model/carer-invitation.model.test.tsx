// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { base64Utf8 } from '../../src/app/actors';
import { carerInvitationPlan } from './carer-invitation.plan';
import { dev, DEMO, openSignedIn } from './support/app';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';

/** Generous waits: the machine shares two cores with other test files. */
const SLOW = 10_000;

// Model test of machines/account/carer-invitation.machine.ts: the page /carer/accept/<token> for demo@example.com,
// invited by Maria through the API, against the reference server in-process. The invitation requests wait at gates
// until the step that answers them.

const MARIA = { email: 'maand@example.com', password: 'Welkom-2026!' } as const;
const DEMO_PASS = '2001000101';
const INVITATIONS = '/ticketing/carer-invitations/';
const UNAVAILABLE = 'Dienst tijdelijk niet beschikbaar';

interface World {
  token: string;
  load?: Gate;
  accept?: Gate;
  decline?: Gate;
}
const worlds = new WeakMap<Sut, World>();
const world = (sut: Sut) => worlds.get(sut)!;

/** Logs `who` in on the in-process server and makes one Ticketing call; answers the JSON body's `data`. */
async function callAs(
  sut: Sut,
  who: { email: string; password: string },
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const login = await sut.server.app.fetch(
    new Request('http://localhost/api/auth/auth/login', {
      method: 'POST',
      headers: {
        Authorization: `Basic ${base64Utf8(`${who.email}:${who.password}`)}`,
        'X-Platform-Type': 'Web',
        'X-Region-Id': '20',
        'Accept-Language': 'nl-NL',
      },
    }),
  );
  const session = (await login.json()) as { Data: { user: { sessionTokens: { accessToken: string } } } };
  const response = await sut.server.app.fetch(
    new Request(`http://localhost/ticketing${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${session.Data.user.sessionTokens.accessToken}`,
        'Api-Version': '2',
        'X-Platform-Type': 'Web',
        'X-Region-Id': '20',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  expect(response.ok, `${method} ${path}: ${await response.clone().text()}`).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
}

/** Maria's carers as her tab would list them (GET /carers). */
const mariasCarers = (sut: Sut) =>
  callAs(sut, MARIA, 'GET', '/carers') as Promise<{ email: string; status: string }[]>;

const heading = (name: string) => screen.findByRole('heading', { name }, { timeout: SLOW });
const acceptButton = () => screen.getByRole('button', { name: 'Accepteren' });
const declineButton = () => screen.getByRole('button', { name: 'Weigeren' });
const isRequest =
  (token: string, method: string, suffix = '') =>
  (url: URL, m: string) =>
    m === method && url.pathname === `${INVITATIONS}${token}${suffix}`;

const see: Record<string, StateAssertion> = {
  checking: async () => {
    expect(await heading('Uitnodiging als mantelzorger')).toBeInTheDocument();
  },
  loading: async (sut) => {
    await world(sut).load!.held();
    expect(screen.getByText('De uitnodiging wordt geladen…')).toBeInTheDocument();
  },
  failed: async () => {
    expect(
      await screen.findByText(
        'De uitnodiging kan nu niet worden geladen. Probeer het opnieuw.',
        {},
        { timeout: SLOW },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  },
  open: async () => {
    expect(
      await screen.findByText(
        'Maria Maandfactuur vraagt of u mantelzorger wilt zijn.',
        {},
        { timeout: SLOW },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('U mag dan ritten voor Maria boeken en beheren.')).toBeInTheDocument();
    expect(screen.getByText(/^Deze uitnodiging is geldig tot en met \d+ \w+ \d{4}\.$/)).toBeInTheDocument();
    await waitFor(() => expect(acceptButton()).not.toHaveAttribute('aria-busy'), { timeout: SLOW });
    expect(declineButton()).not.toHaveAttribute('aria-busy');
  },
  accepting: async (sut) => {
    await world(sut).accept!.held();
    expect(acceptButton()).toHaveAttribute('aria-busy', 'true');
    expect(declineButton()).toBeDisabled();
  },
  declining: async (sut) => {
    await world(sut).decline!.held();
    expect(declineButton()).toHaveAttribute('aria-busy', 'true');
    expect(acceptButton()).toBeDisabled();
  },
  accepted: async () => {
    expect(await heading('Uitnodiging geaccepteerd')).toBeInTheDocument();
    expect(screen.getByText('U bent nu mantelzorger van Maria Maandfactuur.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('button', { name: 'Accepteren' })).toBeNull();
  },
  declined: async () => {
    expect(await heading('Uitnodiging geweigerd')).toBeInTheDocument();
    expect(
      screen.getByText(/^U heeft de uitnodiging van Maria Maandfactuur geweigerd\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toBeInTheDocument();
  },
  closed: async () => {
    expect(await heading('Deze uitnodiging werkt niet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accepteren' })).toBeNull();
  },
};

const exec: Record<string, StepExecutor> = {
  'loading:xstate.done.actor.getCarerInvitation [isActive] → accepted': async (sut) => {
    await callAs(sut, DEMO, 'POST', `/carer-invitations/${world(sut).token}/accept`);
    world(sut).load!.release();
  },
  'loading:xstate.done.actor.getCarerInvitation [isDeclined] → declined': async (sut) => {
    await callAs(sut, DEMO, 'POST', `/carer-invitations/${world(sut).token}/decline`);
    world(sut).load!.release();
  },
  'loading:xstate.done.actor.getCarerInvitation → open': async (sut) => {
    world(sut).load!.release();
  },
  'loading:xstate.error.actor.getCarerInvitation [isClosed] → closed': async (sut) => {
    world(sut).load!.fail(410, 'InvitationExpired', 'This invitation has expired.');
    expect(
      await screen.findByText(
        'Deze uitnodiging is verlopen. Vraag de reiziger om u opnieuw uit te nodigen.',
        {},
        { timeout: SLOW },
      ),
    ).toBeInTheDocument();
  },
  'loading:xstate.error.actor.getCarerInvitation → failed': async (sut) => {
    world(sut).load!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
  },
  'failed:invitation.retry → loading': async (sut) => {
    world(sut).load!.remove();
    world(sut).load = sut.gate(isRequest(world(sut).token, 'GET'));
    await sut.user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
  },
  'open:invitation.accept → accepting': async (sut) => {
    world(sut).accept = sut.gate(isRequest(world(sut).token, 'POST', '/accept'));
    await sut.user.click(acceptButton());
  },
  'open:invitation.decline → declining': async (sut) => {
    world(sut).decline = sut.gate(isRequest(world(sut).token, 'POST', '/decline'));
    await sut.user.click(declineButton());
  },
  'accepting:xstate.done.actor.acceptCarerInvitation → accepted': async (sut) => {
    const profileLoads = () => sut.requests.filter((r) => r === 'GET /ticketing/users').length;
    const before = profileLoads();
    world(sut).accept!.release();
    expect(await heading('Uitnodiging geaccepteerd')).toBeInTheDocument();
    // The session learns that the account now cares for someone (GET /users: isCarer).
    await waitFor(() => expect(profileLoads()).toBeGreaterThan(before), { timeout: SLOW });
    const carers = await mariasCarers(sut);
    expect(carers.find((c) => c.email === DEMO.email)?.status).toBe('active');
  },
  'accepting:xstate.error.actor.acceptCarerInvitation [isAlreadyDeclined] → declined': async (sut) => {
    world(sut).accept!.fail(409, 'InvitationDeclined', 'This invitation was declined.');
  },
  'accepting:xstate.error.actor.acceptCarerInvitation [isClosed] → closed': async (sut) => {
    world(sut).accept!.fail(410, 'InvitationEnded', 'This invitation was withdrawn or has ended.');
    expect(
      await screen.findByText('Deze uitnodiging is ingetrokken of beëindigd.', {}, { timeout: SLOW }),
    ).toBeInTheDocument();
  },
  'accepting:xstate.error.actor.acceptCarerInvitation → open': async (sut) => {
    world(sut).accept!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    expect(
      await screen.findByText('Accepteren is nu niet gelukt. Probeer het opnieuw.', {}, { timeout: SLOW }),
    ).toBeInTheDocument();
    world(sut).accept!.remove();
  },
  'declining:xstate.done.actor.declineCarerInvitation → declined': async (sut) => {
    world(sut).decline!.release();
    expect(await heading('Uitnodiging geweigerd')).toBeInTheDocument();
    const carers = await mariasCarers(sut);
    expect(carers.find((c) => c.email === DEMO.email)?.status).toBe('declined');
  },
  'declining:xstate.error.actor.declineCarerInvitation [isAlreadyAccepted] → accepted': async (sut) => {
    world(sut).decline!.fail(409, 'InvitationAccepted', 'This invitation was accepted.');
  },
  'declining:xstate.error.actor.declineCarerInvitation [isClosed] → closed': async (sut) => {
    world(sut).decline!.fail(403, 'InvitationForAnotherAccount', 'Sent to another address.');
    expect(
      await screen.findByText(/^Deze uitnodiging is voor een ander e-mailadres\./, {}, { timeout: SLOW }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Uitloggen' })).toHaveAttribute('href', '/logout');
  },
  'declining:xstate.error.actor.declineCarerInvitation → open': async (sut) => {
    world(sut).decline!.unreachable();
    expect(
      await screen.findByText('Weigeren is nu niet gelukt. Probeer het opnieuw.', {}, { timeout: SLOW }),
    ).toBeInTheDocument();
    world(sut).decline!.remove();
  },
};

describeModel({
  plan: carerInvitationPlan,
  see,
  exec,
  timeout: 60_000,
  before: async (sut, path) => {
    let token = 'not-a-token';
    if (path.initialFacts.malformed !== true) {
      await callAs(sut, MARIA, 'POST', '/carers', { email: DEMO.email, role: 'manager' });
      const mails = (await dev(sut, 'GET', `/outbox?to=${DEMO.email}`)) as { kind: string; link?: string }[];
      const link = mails.find((m) => m.kind === 'carerInvitation')?.link ?? '';
      token = /\/carer\/accept\/([A-Za-z0-9_-]{43})$/.exec(link)?.[1] ?? '';
      expect(token).toHaveLength(43);
    }
    worlds.set(sut, { token });
    world(sut).load = sut.gate(isRequest(token, 'GET'));
    await openSignedIn(sut, `/carer/accept/${token}`, DEMO, DEMO_PASS);
  },
});
