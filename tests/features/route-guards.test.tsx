// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoot } from '../../src/app/app-root';
import { safeReturnPath } from '../../src/app/guards';
import { createTestRouter } from '../support/test-router';
import { createInProcessApp, DEMO, type InProcessApp } from '../support/in-process';

let app: InProcessApp;
afterEach(() => app?.close());

function renderAt(path: string) {
  const router = createTestRouter([path]);
  render(<AppRoot runtime={app.runtime} router={router.wrap} initialLocale="nl-NL" />);
  return router;
}

describe('route guards (product §2)', () => {
  it('sends a signed-out visitor of /book-trip to /login and back to /book-trip after logging in', async () => {
    app = createInProcessApp();
    const router = renderAt('/book-trip');
    // The signed-in shell (and its guard) is a lazy route: allow for loading it.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mailadres'), DEMO.email);
    await user.type(screen.getByLabelText('Wachtwoord'), DEMO.password);
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/book-trip'), { timeout: 5000 });
  });

  it('keeps what was typed and shows login.invalidForm for a wrong password', async () => {
    app = createInProcessApp();
    renderAt('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mailadres'), DEMO.email);
    await user.type(screen.getByLabelText('Wachtwoord'), 'Niet-het-wachtwoord1!');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Gebruikersnaam of wachtwoord is onjuist')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toHaveValue(DEMO.email);
  });

  it('offers the activation code under refused credentials: a link to /activate with the e-mail filled in', async () => {
    app = createInProcessApp();
    const router = renderAt('/login');
    const user = userEvent.setup();
    // No offer before a refusal.
    await screen.findByLabelText('E-mailadres');
    expect(screen.queryByRole('link', { name: /Nog niet geactiveerd/ })).toBeNull();
    // A registration not activated yet: its right password answers like a wrong one (the server mails a code).
    const email = 'nieuw+reis@example.com';
    const registered = await app.server.app.fetch(
      new Request('http://localhost/api/external/user-profiles', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Platform-Type': 'Web', 'X-Region-Id': '20' },
        body: JSON.stringify({
          email,
          password: 'Lente-2026!',
          firstName: 'Nieuw',
          surname: 'Lid',
          phone: '0612345678',
          newsletter: false,
          terms: true,
          language: 'nl-NL',
          regionId: 20,
        }),
      }),
    );
    expect(registered.status).toBe(201);
    await user.type(screen.getByLabelText('E-mailadres'), email);
    await user.type(screen.getByLabelText('Wachtwoord'), 'Lente-2026!');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Gebruikersnaam of wachtwoord is onjuist')).toBeInTheDocument();
    const offer = screen.getByRole('link', { name: 'Nog niet geactiveerd? Vul uw activeringscode in' });
    await user.click(offer);
    // The navigation ends once /activate's lazy route has loaded: seconds on a busy box.
    await waitFor(() => expect(router.state.location.pathname).toBe('/activate'), { timeout: 10_000 });
    expect(router.state.location.search).toBe(`?email=${encodeURIComponent(email)}`);
  });

  it('shows the §5 required messages and focuses the first invalid field', async () => {
    app = createInProcessApp();
    renderAt('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Inloggen' }));
    const email = screen.getByLabelText('E-mailadres');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(app.requests.filter((r) => r.includes('/login'))).toHaveLength(0);
  });
});

describe('safeReturnPath (no open redirect after login)', () => {
  it.each([
    ['/my-trips?week=2', '/my-trips?week=2'],
    ['//evil.example/home', '/home'],
    ['https://evil.example/', '/home'],
    ['/\\evil.example', '/home'],
    ['javascript:alert(1)', '/home'],
    [undefined, '/home'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});
