// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createInProcessApp, DEMO, type InProcessApp } from '../support/in-process';
import { enUS } from '../../src/i18n/en-US';
import { nlNL } from '../../src/i18n/nl-NL';
import { canLogIn, latestCode, NEW_PASSWORD, renderAt, resetToasts, toastMessages } from './account-support';

/** The reference server's checktoken answer to every refused code (wrong, expired, spent), in Dutch. */
const REFUSED_NL = 'Deze code is ongeldig of verlopen. Vraag een nieuwe code aan.';

let app: InProcessApp;
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  resetToasts();
  app?.close();
});

async function requestCode(user: ReturnType<typeof userEvent.setup>, router: ReturnType<typeof renderAt>) {
  await user.type(await screen.findByLabelText('E-mailadres'), DEMO.email);
  await user.click(screen.getByRole('button', { name: 'Code versturen' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/change'), { timeout: 5000 });
}

async function fillChange(
  user: ReturnType<typeof userEvent.setup>,
  code: string,
  password = NEW_PASSWORD,
  confirm = password,
) {
  await user.type(await screen.findByLabelText('Verificatiecode'), code);
  await user.type(screen.getByLabelText('Nieuw wachtwoord'), password);
  await user.type(screen.getByLabelText('Herhaal nieuw wachtwoord'), confirm);
  await user.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
}

describe('/forgot → /change (product §2, §5, §8)', () => {
  it('/forgot requires the email and focuses it', async () => {
    app = createInProcessApp();
    renderAt(app, '/forgot');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Code versturen' }));
    const email = screen.getByLabelText('E-mailadres');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Vul uw e-mailadres in');
    expect(app.requests.filter((r) => r.includes('send-reset-token'))).toEqual([]);
  });

  it('sends the code and opens /change with the email; the /change rules are checked before anything is sent', async () => {
    app = createInProcessApp();
    const router = renderAt(app, '/forgot');
    const user = userEvent.setup();
    await requestCode(user, router);
    expect(router.state.location.search).toBe(`?email=${encodeURIComponent(DEMO.email)}`);
    await user.type(await screen.findByLabelText('Verificatiecode'), '12345');
    expect(screen.getByLabelText('E-mailadres')).toHaveValue(DEMO.email);
    await user.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    const code = screen.getByLabelText('Verificatiecode');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription(/De code bestaat uit precies 6 cijfers/);
    expect(screen.getByLabelText('Nieuw wachtwoord')).toHaveAccessibleDescription(/Vul een wachtwoord in/);
    expect(screen.getByLabelText('Herhaal nieuw wachtwoord')).toHaveAccessibleDescription(
      'Vul het wachtwoord nogmaals in',
    );
    await user.type(code, '6');
    await user.type(screen.getByLabelText('Nieuw wachtwoord'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Herhaal nieuw wachtwoord'), 'Iets-anders-1');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(screen.getByLabelText('Herhaal nieuw wachtwoord')).toHaveAccessibleDescription(
      'De wachtwoorden komen niet overeen',
    );
    expect(app.requests.filter((r) => r.includes('checktoken') || r.includes('password/reset'))).toEqual([]);
  });

  it('a wrong code: checktoken errorMessage as a toast, nothing reset, typed values kept', async () => {
    app = createInProcessApp();
    const router = renderAt(app, '/forgot');
    const user = userEvent.setup();
    await requestCode(user, router);
    const right = await latestCode(app, DEMO.email, 'passwordReset');
    await fillChange(user, right === '000000' ? '111111' : '000000');
    await waitFor(() => expect(toastMessages()).toContain(REFUSED_NL));
    expect(await screen.findByText(REFUSED_NL)).toBeInTheDocument();
    expect(app.requests).not.toContain('POST /api/external/user-accounts/password/reset');
    expect(router.state.location.pathname).toBe('/change');
    expect(screen.getByLabelText('Nieuw wachtwoord')).toHaveValue(NEW_PASSWORD);
    expect(await canLogIn(app, DEMO.email, DEMO.password)).toBe(true);
  });

  it('an expired code: the same refusal as a wrong one, as a toast, and nothing reset', async () => {
    app = createInProcessApp();
    const router = renderAt(app, '/forgot');
    const user = userEvent.setup();
    await requestCode(user, router);
    const code = await latestCode(app, DEMO.email, 'passwordReset');
    app.server.clock.advance(16 * 60_000);
    await fillChange(user, code);
    await waitFor(() => expect(toastMessages()).toContain(REFUSED_NL));
    expect(app.requests).not.toContain('POST /api/external/user-accounts/password/reset');
    expect(await canLogIn(app, DEMO.email, DEMO.password)).toBe(true);
  });

  it('the right code resets the password and goes to /login; the new password works', async () => {
    app = createInProcessApp();
    const router = renderAt(app, '/forgot');
    const user = userEvent.setup();
    await requestCode(user, router);
    await fillChange(user, await latestCode(app, DEMO.email, 'passwordReset'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    expect(
      await screen.findByText('Uw wachtwoord is gewijzigd. U kunt nu inloggen met uw nieuwe wachtwoord.'),
    ).toBeInTheDocument();
    const checked = app.requests.indexOf('POST /api/userprofile/userprofile/checktoken');
    expect(checked).toBeGreaterThan(-1);
    expect(app.requests.indexOf('POST /api/external/user-accounts/password/reset')).toBeGreaterThan(checked);
    expect(await canLogIn(app, DEMO.email, NEW_PASSWORD)).toBe(true);
    expect(await canLogIn(app, DEMO.email, DEMO.password)).toBe(false);
  });

  it.each([
    ['nl-NL', nlNL, REFUSED_NL],
    ['en-US', enUS, 'This code is invalid or has expired. Please request a new code.'],
  ] as const)(
    '%s: after 5 wrong codes the code is spent: even the right code gets the refusal toast, and nothing is reset',
    async (locale, dict, spent) => {
      app = createInProcessApp();
      await app.server.app.fetch(
        new Request('http://localhost/api/external/user-accounts/password/send-reset-token', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: DEMO.email }),
        }),
      );
      const right = await latestCode(app, DEMO.email, 'passwordReset');
      renderAt(app, `/change?email=${encodeURIComponent(DEMO.email)}`, locale);
      const user = userEvent.setup();
      const code = await screen.findByLabelText(dict.change.code);
      await user.type(screen.getByLabelText(dict.change.password), NEW_PASSWORD);
      await user.type(screen.getByLabelText(dict.change.confirmPassword), NEW_PASSWORD);
      const submit = async (value: string, checks: number) => {
        await user.clear(code);
        await user.type(code, value);
        await user.click(screen.getByRole('button', { name: dict.change.submit }));
        await waitFor(() =>
          expect(app.requests.filter((r) => r.endsWith('/checktoken'))).toHaveLength(checks),
        );
      };
      for (let i = 0; i < 5; i += 1)
        await submit(String(i === Number(right) ? 9 : i).padStart(6, '0'), i + 1);
      await waitFor(() => expect(toastMessages()).toContain(spent));
      resetToasts();
      await submit(right, 6);
      await waitFor(() => expect(toastMessages()).toContain(spent));
      expect(app.requests).not.toContain('POST /api/external/user-accounts/password/reset');
      expect(await canLogIn(app, DEMO.email, DEMO.password)).toBe(true);
    },
  );
});
