// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { DEMO } from '../support/in-process';
import { accessToken, serverCall } from './account-model-support';
import { accountDeletionPlan } from './account-deletion.plan';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { closeDialogs, skipReleaseNotes } from './support/app';
import { describeModel } from './support/model-suite';
import { findDialog } from '../support/dialogs';

// Model test of machines/account/deletion.machine.ts: tab "Account" of /profile in the real app, signed in as the
// demo traveller, against the in-process reference server (start 2: the request was made on an earlier visit).

const REQUEST = '/api/external/user-accounts/request-delete';
const USERS = '/ticketing/users';
const UNAVAILABLE = 'Dienst tijdelijk niet beschikbaar';
const RECEIVED = 'We hebben uw verzoek om uw account te verwijderen ontvangen.';
const DIALOG = 'Weet u zeker dat u uw account wilt verwijderen?';
const gates = new WeakMap<Sut, { request?: Gate }>();
const gatesOf = (sut: Sut) => {
  if (!gates.has(sut)) gates.set(sut, {});
  return gates.get(sut)!;
};
const panel = () => screen.getByRole('tabpanel', { name: 'Account' });
const deleteButton = () => within(panel()).queryByRole('button', { name: 'Account verwijderen' });
const dialog = () => screen.queryByRole('dialog', { name: DIALOG });
const confirmButton = () => within(dialog()!).getByRole('button', { name: 'Ja, verwijderen aanvragen' });
const passwordField = () => within(dialog()!).getByLabelText(/Huidig wachtwoord/);
const WRONG_PASSWORD = 'Verkeerd-2026!';

/** The server's `deletionRequestedAt` of the demo traveller (GET /ticketing/users). */
async function serverRequestedAt(sut: Sut): Promise<string | null | undefined> {
  const response = await serverCall(sut, 'GET', USERS, undefined, accessToken(sut));
  return ((await response.json()) as { data: { deletionRequestedAt?: string | null } }).data
    .deletionRequestedAt;
}

const see: Record<string, StateAssertion> = {
  starting: async () => {
    throw new Error('starting is transient: never asserted');
  },
  idle: async (sut) => {
    await waitFor(() => expect(dialog()).toBeNull());
    expect(deleteButton()).toBeVisible();
    expect(within(panel()).queryByText(RECEIVED)).toBeNull();
    expect(await serverRequestedAt(sut)).toBeNull();
  },
  confirming: async () => {
    const open = await findDialog({ name: DIALOG });
    expect(open).toHaveAccessibleDescription(/vervoerder.*verwijdert.*blijft uw account werken/);
    expect(within(open).getByRole('button', { name: 'Nee, account behouden' })).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveAccessibleDescription(/Ter bevestiging dat u het bent/);
    expect(confirmButton()).not.toHaveAttribute('aria-busy');
  },
  requesting: async (sut) => {
    await gatesOf(sut).request!.held();
    expect(dialog()).toBeInTheDocument();
    expect(confirmButton()).toHaveAttribute('aria-busy', 'true');
  },
  requested: async (sut) => {
    await waitFor(() => expect(dialog()).toBeNull());
    const status = within(panel()).getByRole('status');
    expect(status).toHaveTextContent(RECEIVED);
    expect(status).toHaveTextContent(/Aangevraagd op \d{1,2} \w+ \d{4}\./);
    expect(deleteButton()).toBeNull();
    expect(await serverRequestedAt(sut)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  },
};

const exec: Record<string, StepExecutor> = {
  'idle:delete.request → confirming': async (sut) => {
    await sut.user.click(deleteButton()!);
  },
  'confirming:delete.cancel → idle': async (sut) => {
    await sut.user.click(within(dialog()!).getByRole('button', { name: 'Nee, account behouden' }));
    await waitFor(() => expect(deleteButton()).toHaveFocus());
    expect(sut.requests).not.toContain(`POST ${REQUEST}`);
  },
  'confirming:delete.password': async (sut) => {
    await sut.user.clear(passwordField());
    await sut.user.type(passwordField(), DEMO.password);
    expect(passwordField()).not.toHaveAttribute('aria-invalid');
  },
  'confirming:delete.confirm [hasPassword] → requesting': async (sut) => {
    if ((passwordField() as HTMLInputElement).value !== DEMO.password) {
      await sut.user.clear(passwordField());
      await sut.user.type(passwordField(), DEMO.password);
    }
    gatesOf(sut).request = sut.gate((url, method) => method === 'POST' && url.pathname === REQUEST);
    await sut.user.click(confirmButton());
  },
  'confirming:delete.confirm': async (sut) => {
    await sut.user.clear(passwordField());
    await sut.user.click(confirmButton());
    expect(await within(dialog()!).findByText('Vul uw huidige wachtwoord in')).toBeInTheDocument();
    await waitFor(() => expect(passwordField()).toHaveFocus());
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(sut.requests).not.toContain(`POST ${REQUEST}`);
  },
  'requesting:xstate.done.actor.requestAccountDeletion → requested': async (sut) => {
    gatesOf(sut).request!.release();
    await waitFor(() => expect(within(panel()).getByRole('status')).toHaveFocus());
  },
  'requesting:xstate.error.actor.requestAccountDeletion [isWrongPassword] → confirming': async (sut) => {
    // The real server refuses the wrong password.
    gatesOf(sut).request!.rewrite(
      (r) =>
        new Request(r.url, {
          method: r.method,
          headers: r.headers,
          body: JSON.stringify({ email: DEMO.email, password: WRONG_PASSWORD }),
        }),
    );
    expect(
      await screen.findByText('Het wachtwoord is niet juist. Probeer het opnieuw.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(passwordField()).toHaveFocus());
    expect(passwordField()).toHaveValue('');
    expect(await serverRequestedAt(sut)).toBeNull();
  },
  'requesting:xstate.error.actor.requestAccountDeletion → idle': async (sut) => {
    gatesOf(sut).request!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    expect(await screen.findByText(UNAVAILABLE, {}, { timeout: 5000 })).toBeInTheDocument();
    gatesOf(sut).request!.remove();
  },
};

describeModel({
  plan: accountDeletionPlan,
  see,
  exec,
  before: async (sut, path) => {
    skipReleaseNotes();
    const { accessToken: token } = await sut.storeDemoSession('2001000101');
    if (path.initialFacts.requested) {
      const earlier = await serverCall(
        sut,
        'POST',
        REQUEST,
        { email: DEMO.email, password: DEMO.password },
        token,
      );
      expect(earlier.status).toBe(200);
    }
    sut.start('/profile');
    await sut.waitForAuth('signedIn');
    await screen.findByRole('tab', { name: 'Account', hidden: true }, { timeout: 15_000 });
    await closeDialogs(sut);
    await sut.user.click(screen.getByRole('tab', { name: 'Account' }));
    await waitFor(() => expect(panel()).toBeVisible());
  },
});
