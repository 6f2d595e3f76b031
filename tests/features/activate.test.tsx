// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createInProcessApp, type InProcessApp } from '../support/in-process';
import { enUS } from '../../src/i18n/en-US';
import { nlNL } from '../../src/i18n/nl-NL';
import { canLogIn, createUser, latestCode, renderAt, resetToasts } from './account-support';

let app: InProcessApp;
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  resetToasts();
  app?.close();
});

const EMAIL = 'bert@example.com';
const PASSWORD = 'Welkom-2026!';

describe('/activate (product §2, §5)', () => {
  it('prefills the email and enables the button only at 6 digits, numeric only', async () => {
    app = createInProcessApp();
    await createUser(app, EMAIL, PASSWORD, false);
    renderAt(app, `/activate?email=${encodeURIComponent(EMAIL)}`);
    const user = userEvent.setup();
    expect(await screen.findByLabelText('E-mailadres')).toHaveValue(EMAIL);
    const code = screen.getByLabelText('Activatiecode');
    const button = screen.getByRole('button', { name: 'Account activeren' });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAccessibleDescription(/De 6 cijfers uit de e-mail/);
    expect(button).toBeDisabled();
    await user.type(code, '12a3b45');
    expect(code).toHaveValue('12345');
    expect(button).toBeDisabled();
    await user.type(code, '6');
    expect(code).toHaveValue('123456');
    expect(button).toBeEnabled();
  });

  it('shows a wrong code on the code field and keeps it; the right code activates and goes to /login', async () => {
    app = createInProcessApp();
    await createUser(app, EMAIL, PASSWORD, false);
    const router = renderAt(app, `/activate?email=${encodeURIComponent(EMAIL)}`);
    const user = userEvent.setup();
    const right = await latestCode(app, EMAIL, 'activation');
    const wrong = right === '000000' ? '111111' : '000000';
    const code = await screen.findByLabelText('Activatiecode');
    await user.type(code, wrong);
    await user.click(screen.getByRole('button', { name: 'Account activeren' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        /Deze code is niet juist. Controleer de code of vraag een nieuwe code aan./,
      ),
    );
    expect(code).toHaveFocus();
    expect(code).toHaveValue(wrong);
    await user.clear(code);
    await user.type(code, right);
    await user.click(screen.getByRole('button', { name: 'Account activeren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    expect(await canLogIn(app, EMAIL, PASSWORD)).toBe(true);
  });

  it('resends a code: the new one works, the old one no longer does, and the button rests meanwhile', async () => {
    app = createInProcessApp();
    await createUser(app, EMAIL, PASSWORD, false);
    const router = renderAt(app, `/activate?email=${encodeURIComponent(EMAIL)}`);
    const user = userEvent.setup();
    const first = await latestCode(app, EMAIL, 'activation');
    const resend = await screen.findByRole('button', { name: 'Stuur mij een nieuwe code' });
    await user.click(resend);
    expect(
      await screen.findByText(
        `Er is een nieuwe code verstuurd naar ${EMAIL}. Over 30 seconden kunt u opnieuw een code aanvragen.`,
      ),
    ).toBeInTheDocument();
    expect(resend).toBeDisabled();
    const second = await latestCode(app, EMAIL, 'activation');
    expect(second).not.toBe(first);
    const code = screen.getByLabelText('Activatiecode');
    if (first !== second) {
      await user.type(code, first);
      await user.click(screen.getByRole('button', { name: 'Account activeren' }));
      await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
      await user.clear(code);
    }
    await user.type(code, second);
    await user.click(screen.getByRole('button', { name: 'Account activeren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
  });

  it('requires a valid email to activate or resend', async () => {
    app = createInProcessApp();
    renderAt(app, '/activate');
    const user = userEvent.setup();
    const email = await screen.findByLabelText('E-mailadres');
    expect(email).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Stuur mij een nieuwe code' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Vul uw e-mailadres in');
    await user.type(screen.getByLabelText('Activatiecode'), '123456');
    await user.type(email, 'geen-adres');
    await user.click(screen.getByRole('button', { name: 'Account activeren' }));
    expect(email).toHaveAccessibleDescription('Vul een geldig e-mailadres in.');
    expect(app.requests.filter((r) => r.includes('user-accounts'))).toEqual([]);
  });

  it('sends a login answered UserNotConfirmed to /activate for that email', async () => {
    // The reference server answers the right password of a not-yet-activated account like a wrong one (401, no
    // activation oracle) and mails a fresh code; an operator's API may answer 403 UserNotConfirmed instead, and
    // the app keeps handling it. Only that login answer is played here; everything else is the reference server.
    app = createInProcessApp({
      operatorAnswer: (request) =>
        request.method === 'POST' && new URL(request.url).pathname === '/api/auth/auth/login'
          ? Response.json(
              {
                errors: [
                  { code: 'UserNotConfirmed', description: 'This account has not been activated yet.' },
                ],
                message: 'This account has not been activated yet.',
                status: 403,
              },
              { status: 403 },
            )
          : undefined,
    });
    await createUser(app, EMAIL, PASSWORD, false);
    const router = renderAt(app, '/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mailadres'), EMAIL);
    await user.type(screen.getByLabelText('Wachtwoord'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activate'), { timeout: 5000 });
    await screen.findByLabelText('Activatiecode');
    expect(screen.getByLabelText('E-mailadres')).toHaveValue(EMAIL);
  });

  it.each([
    ['nl-NL', nlNL],
    ['en-US', enUS],
  ] as const)(
    '%s: after 5 wrong codes the code is spent; even the right one shows so until a new code is sent',
    async (locale, dict) => {
      app = createInProcessApp();
      await createUser(app, EMAIL, PASSWORD, false);
      const router = renderAt(app, `/activate?email=${encodeURIComponent(EMAIL)}`, locale);
      const user = userEvent.setup();
      const right = await latestCode(app, EMAIL, 'activation');
      const code = await screen.findByLabelText(dict.activate.code);
      const submit = async (value: string) => {
        await user.clear(code);
        await user.type(code, value);
        await user.click(screen.getByRole('button', { name: dict.activate.submit }));
      };
      for (let i = 0; i < 5; i += 1) {
        await submit(String(i === Number(right) ? 9 : i).padStart(6, '0'));
        await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
        await waitFor(() => expect(screen.getByRole('button', { name: dict.activate.submit })).toBeEnabled());
      }
      await waitFor(() =>
        expect(code).toHaveAccessibleDescription(expect.stringContaining(dict.activate.codeSpent)),
      );
      await submit(right);
      await waitFor(() => expect(app.requests.filter((r) => r.endsWith('/activate'))).toHaveLength(6));
      await waitFor(() =>
        expect(code).toHaveAccessibleDescription(expect.stringContaining(dict.activate.codeSpent)),
      );
      expect(router.state.location.pathname).toBe('/activate');
      await user.click(screen.getByRole('button', { name: dict.activate.resend }));
      await waitFor(async () => expect(await latestCode(app, EMAIL, 'activation')).not.toBe(right));
      await submit(await latestCode(app, EMAIL, 'activation'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    },
  );
});
