// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createInProcessApp, DEMO, type InProcessApp } from '../support/in-process';
import { canLogIn, latestCode, renderAt, resetToasts } from './account-support';

let app: InProcessApp;
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  resetToasts();
  app?.close();
});

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const VALID = {
  'E-mailadres': 'anna@example.com',
  Wachtwoord: 'Welkom-2026!',
  'Herhaal wachtwoord': 'Welkom-2026!',
  Voornaam: 'Anna',
  Achternaam: 'de Vries',
  Telefoonnummer: '0612345678',
};

describe('/register (product §2, §5)', () => {
  it('shows the server password policy as a live checklist', async () => {
    app = createInProcessApp();
    renderAt(app, '/register');
    const user = userEvent.setup();
    const rules = await screen.findByText('Uw wachtwoord moet bestaan uit:');
    const list = within(rules.parentElement as HTMLElement).getByRole('list');
    // The seeded policy: 8 characters, lower, upper, number, symbol, at most 3 identical in a row.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
    expect(within(list).getByText('minimaal 8 tekens')).toBeInTheDocument();
    expect(within(list).getByText('niet meer dan 3 dezelfde tekens achter elkaar')).toBeInTheDocument();
    const item = (rule: string) => list.querySelector(`[data-rule="${rule}"]`);
    expect(item('uppercase')).toHaveAttribute('data-met', 'false');
    await user.type(screen.getByLabelText('Wachtwoord'), 'aaaaA1!x');
    expect(item('uppercase')).toHaveAttribute('data-met', 'true');
    expect(item('maximumConsecutive')).toHaveAttribute('data-met', 'false');
    expect(item('maximumConsecutive')).toHaveTextContent('(nog niet voldaan)');
    // The checklist describes the password input.
    expect(screen.getByLabelText('Wachtwoord')).toHaveAccessibleDescription(/Uw wachtwoord moet bestaan uit/);
  });

  it('shows every §5 message tied to its field and focuses the first invalid one', async () => {
    app = createInProcessApp();
    renderAt(app, '/register');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account aanmaken' }));
    const email = screen.getByLabelText('E-mailadres');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Vul uw e-mailadres in');
    expect(screen.getByLabelText('Wachtwoord')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Herhaal wachtwoord')).toHaveAccessibleDescription(
      'Vul het wachtwoord nogmaals in',
    );
    expect(screen.getByLabelText('Voornaam')).toHaveAccessibleDescription('Vul uw voornaam in');
    expect(screen.getByLabelText('Achternaam')).toHaveAccessibleDescription('Vul uw achternaam in');
    expect(screen.getByLabelText('Telefoonnummer')).toHaveAccessibleDescription(
      /Vul een telefoonnummer in van minimaal 10 tekens/,
    );
    const terms = screen.getByLabelText('Ik ga akkoord met de privacyverklaring en de algemene voorwaarden');
    expect(terms).toHaveAccessibleDescription(
      'U moet akkoord gaan met de privacyverklaring en de algemene voorwaarden',
    );
    expect(screen.getByLabelText('Ik wil de nieuwsbrief ontvangen')).not.toHaveAttribute('aria-invalid');
    expect(app.requests).not.toContain('POST /api/external/user-profiles');
  });

  it('checks the email format, the phone length, the policy and matching passwords', async () => {
    app = createInProcessApp();
    renderAt(app, '/register');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Account aanmaken' });
    await fill(user, {
      ...VALID,
      'E-mailadres': 'anna@',
      Wachtwoord: 'welkom',
      'Herhaal wachtwoord': 'welkom2',
      Telefoonnummer: '061234567',
    });
    await user.click(
      screen.getByLabelText('Ik ga akkoord met de privacyverklaring en de algemene voorwaarden'),
    );
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(screen.getByLabelText('E-mailadres')).toHaveAccessibleDescription(
      'Vul een geldig e-mailadres in.',
    );
    expect(screen.getByLabelText('Wachtwoord')).toHaveAccessibleDescription(
      /Het wachtwoord voldoet nog niet aan alle eisen hieronder/,
    );
    expect(screen.getByLabelText('Herhaal wachtwoord')).toHaveAccessibleDescription(
      'De wachtwoorden komen niet overeen',
    );
    expect(screen.getByLabelText('Telefoonnummer')).toHaveAccessibleDescription(/minimaal 10 tekens/);
    // Fixing a field clears its message at once.
    await fill(user, { Telefoonnummer: '0612345678' });
    expect(screen.getByLabelText('Telefoonnummer')).not.toHaveAttribute('aria-invalid');
  });

  it('shows userProfile.alreadyExists on the email for an operator API’s 409 and keeps what was typed', async () => {
    // The reference server answers a taken address like a new one (no account oracle); an operator's API may
    // answer 409 UserAlreadyExists, and the app keeps handling it.
    app = createInProcessApp({
      operatorAnswer: (request) =>
        request.method === 'POST' && new URL(request.url).pathname === '/api/external/user-profiles'
          ? Response.json(
              {
                errors: [{ code: 'UserAlreadyExists', description: 'This email address is already in use.' }],
                message: 'This email address is already in use.',
                status: 409,
              },
              { status: 409 },
            )
          : undefined,
    });
    renderAt(app, '/register');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Account aanmaken' });
    await fill(user, { ...VALID, 'E-mailadres': DEMO.email });
    await user.click(
      screen.getByLabelText('Ik ga akkoord met de privacyverklaring en de algemene voorwaarden'),
    );
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    const email = screen.getByLabelText('E-mailadres');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        "Dit e-mailadres is al in gebruik. Weet u uw wachtwoord niet meer? Kies dan 'Wachtwoord vergeten'.",
      ),
    );
    expect(email).toHaveFocus();
    expect(email).toHaveValue(DEMO.email);
    expect(screen.getByLabelText('Voornaam')).toHaveValue('Anna');
  });

  it('registers, goes to /activate with the email, activates with the mailed code and logs in', async () => {
    app = createInProcessApp();
    const router = renderAt(app, '/register');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Account aanmaken' });
    await fill(user, VALID);
    await user.click(screen.getByLabelText('Ik wil de nieuwsbrief ontvangen'));
    await user.click(
      screen.getByLabelText('Ik ga akkoord met de privacyverklaring en de algemene voorwaarden'),
    );
    await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activate'), { timeout: 5000 });
    expect(router.state.location.search).toBe('?email=anna%40example.com');
    const codeField = await screen.findByLabelText('Activatiecode');
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('anna@example.com');
    expect(await canLogIn(app, 'anna@example.com', 'Welkom-2026!')).toBe(false);

    const code = await latestCode(app, 'anna@example.com', 'activation');
    await user.type(codeField, code);
    await user.click(screen.getByRole('button', { name: 'Account activeren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    expect(await screen.findByText('Uw account is geactiveerd. U kunt nu inloggen.')).toBeInTheDocument();
    expect(await canLogIn(app, 'anna@example.com', 'Welkom-2026!')).toBe(true);
  });
});
