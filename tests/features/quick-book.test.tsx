// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSES } from '../../server/seed';
import { createInProcessApp, DEMO, type InProcessApp } from '../support/in-process';
import {
  confirmForm,
  pickAddress,
  renderApp,
  resetToasts,
  setRegionSetting,
  signInAs,
  stubResizeObserver,
  type User,
} from './book-trip-support';

// The welcome page at / and guest booking at /quick-book (product §1, §2, §5, §7) in the real app against the
// in-process reference server, in Dutch.

let app: InProcessApp;

beforeAll(stubResizeObserver);
beforeEach(() => {
  app = createInProcessApp();
});
afterEach(() => {
  cleanup();
  resetToasts();
  app.close();
});

async function enterAsGuest(user: User) {
  await user.type(await screen.findByLabelText(/^E-mailadres/), 'gast@example.com');
  await user.type(screen.getByLabelText(/^Voornaam/), 'Gerda');
  await user.type(screen.getByLabelText(/^Achternaam/), 'Gast');
  await user.click(screen.getByRole('button', { name: 'Verder naar boeken' }));
}

async function bookLeg(user: User) {
  const dialog = await confirmForm(user);
  await user.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
  await screen.findByText('Uw rit is geboekt!', {}, { timeout: 5000 });
}

describe('welcome page (product §2.1 /)', () => {
  it('shows the logo, title, description, login and register, the language and the guest entry', async () => {
    renderApp(app, '/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welkom bij RegioTaxi' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'RegioTaxi-logo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Account aanmaken' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('combobox', { name: 'Taal' })).toHaveValue('nl-NL');
    expect(screen.getByRole('heading', { level: 2, name: 'Boeken zonder account' })).toBeInTheDocument();
    expect(app.requests).toContain('GET /ticketing/regions/public');
  });

  it('requires email, first and last name, focusing the first invalid field', async () => {
    const { user, router } = renderApp(app, '/');
    await user.click(await screen.findByRole('button', { name: 'Verder naar boeken' }));
    const email = screen.getByLabelText(/^E-mailadres/);
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Vul uw e-mailadres in');
    expect(screen.getByLabelText(/^Voornaam/)).toHaveAccessibleDescription('Vul uw voornaam in');
    expect(screen.getByLabelText(/^Achternaam/)).toHaveAccessibleDescription('Vul uw achternaam in');
    await user.type(email, 'gast@');
    await user.type(screen.getByLabelText(/^Voornaam/), 'Gerda');
    await user.click(screen.getByRole('button', { name: 'Verder naar boeken' }));
    expect(email).toHaveAccessibleDescription('Vul een geldig e-mailadres in.');
    expect(email).toHaveFocus();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in traveller on to /home', async () => {
    await signInAs(app, DEMO, DEMO_PASSES[0].passNumber);
    const { router } = renderApp(app, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

describe('guest booking (product §2.4 /quick-book)', () => {
  it('books a trip and its return without an account, then shows both on the confirmation page', async () => {
    const { user, router } = renderApp(app, '/');
    await enterAsGuest(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/quick-book'));
    expect(await screen.findByText('U boekt als Gerda Gast (gast@example.com).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de startpagina' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('combobox', { name: 'Pasnummer' })).not.toBeInTheDocument();
    const payment = screen.getByRole('group', { name: 'Betaalwijze' });
    expect(within(payment).queryByRole('radio', { name: /op rekening/ })).not.toBeInTheDocument();

    await pickAddress(user, 'Van', 'Silodam 1A', 'Silodam 1A, Amsterdam');
    await pickAddress(user, 'Naar', 'Westerdoksdijk 40A', 'Westerdoksdijk 40A, Amsterdam');
    await bookLeg(user);
    const question = await screen.findByRole(
      'dialog',
      { name: 'Wilt u ook een terugrit boeken?' },
      { timeout: 5000 },
    );
    await user.click(within(question).getByRole('button', { name: 'Ja' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Van' })).toHaveValue('Westerdoksdijk 40A, Amsterdam'),
    );
    await bookLeg(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/quick-book/booked'), {
      timeout: 5000,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Uw ritten zijn geboekt' }),
    ).toBeInTheDocument();
    const booked = app.server.db
      .prepare('SELECT external_trip_id FROM trips WHERE user_id IS NULL ORDER BY id')
      .all() as { external_trip_id: string }[];
    for (const { external_trip_id: id } of booked) {
      const section = screen.getByRole('region', { name: `Rit ${id}` });
      expect(section).toHaveTextContent('Westerdoksdijk 40A');
      expect(section).toHaveTextContent('Silodam 1A');
      expect(within(section).getByRole('button', { name: 'Toevoegen aan agenda' })).toBeInTheDocument();
    }
    expect(
      screen.getByText(/^Bedankt, Gerda\. We hebben de gegevens naar gast@example\.com gestuurd/),
    ).toBeInTheDocument();
    const trips = app.requests.filter((r) => r.startsWith('POST /ticketing/trips/'));
    expect(trips).toEqual([
      'POST /ticketing/trips/calculate-without-account',
      'POST /ticketing/trips/book-without-account',
      'POST /ticketing/trips/calculate-without-account',
      'POST /ticketing/trips/book-without-account',
    ]);
    const stored = app.server.db
      .prepare('SELECT guest_email, guest_first_name, guest_last_name FROM trips WHERE user_id IS NULL')
      .all();
    expect(stored).toEqual([
      { guest_email: 'gast@example.com', guest_first_name: 'Gerda', guest_last_name: 'Gast' },
      { guest_email: 'gast@example.com', guest_first_name: 'Gerda', guest_last_name: 'Gast' },
    ]);
  });

  it('shows a guest who declines the return trip the confirmation page of the one trip', async () => {
    const { user, router } = renderApp(app, '/');
    await enterAsGuest(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/quick-book'));
    await pickAddress(user, 'Van', 'Silodam 1A', 'Silodam 1A, Amsterdam');
    await pickAddress(user, 'Naar', 'Westerdoksdijk 40A', 'Westerdoksdijk 40A, Amsterdam');
    await bookLeg(user);
    const question = await screen.findByRole(
      'dialog',
      { name: 'Wilt u ook een terugrit boeken?' },
      { timeout: 5000 },
    );
    await user.click(within(question).getByRole('button', { name: 'Nee' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quick-book/booked'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Uw rit is geboekt' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Annuleren' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de startpagina' })).toHaveAttribute('href', '/');
  });

  it('/quick-book/booked without booked trips goes back to the welcome page', async () => {
    const { router } = renderApp(app, '/quick-book/booked');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('is not reachable without the entry: back to the welcome page', async () => {
    const { router } = renderApp(app, '/quick-book');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welkom bij RegioTaxi' }),
    ).toBeInTheDocument();
  });
});

describe('without booking without an account (region flag off)', () => {
  it.each(['/', '/quick-book'])('%s goes to /login', async (path) => {
    setRegionSetting(app, { isBookingWithoutAccountEnabled: false });
    const { router } = renderApp(app, path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
  });
});
