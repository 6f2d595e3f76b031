// @vitest-environment jsdom
import { StrictMode } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppRoot } from '../../src/app/app-root';
import { createTestRouter } from '../support/test-router';
import type { AppRuntime } from '../../src/app/runtime';
import { RuntimeProvider } from '../../src/app/runtime-context';
import { clearToasts, Toaster } from '../../src/components';
import { BookTripPage } from '../../src/features/book-trip/book-trip-page';
import { I18nProvider } from '../../src/i18n/i18n';
import { DEMO_PASSES } from '../../server/seed';
import {
  createInProcessApp,
  sendUserData,
  signInDemo,
  userDataOf,
  waitForUserData,
  type InProcessApp,
} from '../support/in-process';
import { findDialog } from '../support/dialogs';

// The page against the REAL reference server in-process (server/app.ts, in-memory SQLite), with the real runtime,
// auth and booking machines and API clients, in Dutch: the texts the e2e tests target.

beforeAll(() => {
  // Radix sizes switches, popovers and tooltips with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

let app: InProcessApp;
let runtime: AppRuntime;
/** Every request the app sent, as `METHOD /path`. */
let requests: string[];

beforeEach(async () => {
  app = createInProcessApp();
  runtime = app.runtime;
  requests = app.requests;
  await signInDemo(app);
  // The demo traveller has two pass numbers: choose one, as the selection dialog would.
  sendUserData(runtime.auth, { type: 'passNumber.select', passNumber: DEMO_PASSES[0].passNumber });
  await waitForUserData(
    runtime.auth,
    (s) => s.context.pending.length === 0 && s.context.data.region !== null && s.context.data.budget !== null,
    { timeout: 5000 },
  );
}, 20_000);

afterEach(() => {
  cleanup();
  clearToasts();
  app.close();
});

/**
 * Makes matching requests wait, never reaching the server, until the app aborts them.
 * @returns a probe telling whether a held request was aborted.
 */
function holdRequests(matches: (request: Request) => boolean): { aborted: () => boolean } {
  let aborted = false;
  const serve = app.server.app.fetch;
  app.server.app.fetch = ((request: Request, ...rest: unknown[]) => {
    if (!matches(request)) return (serve as (...args: unknown[]) => Promise<Response>)(request, ...rest);
    return new Promise<Response>((_, reject) => {
      request.signal.addEventListener('abort', () => {
        aborted = true;
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      });
    });
  }) as typeof serve;
  return { aborted: () => aborted };
}

/**
 * Renders /book-trip (and a stand-in /home) inside the real providers, and waits for the form: the page first
 * loads the travel preferences the booking starts from.
 */
async function renderPage() {
  const router = createTestRouter(['/book-trip']);
  runtime.setNavigate((to) => router.go(to));
  render(
    <StrictMode>
      <I18nProvider initialLocale="nl-NL">
        <RuntimeProvider runtime={runtime}>
          {router.wrap(
            <Routes>
              <Route path="/book-trip" element={<BookTripPage />} />
              <Route path="/home" element={<p>Startpagina</p>} />
            </Routes>,
          )}
          <Toaster />
        </RuntimeProvider>
      </I18nProvider>
    </StrictMode>,
  );
  await screen.findByRole('combobox', { name: 'Van' }, { timeout: 5000 });
  return { router, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

/** Types into an address field and picks the option, waiting out the 500 ms debounce and the real search. */
async function pickAddress(user: User, field: 'Van' | 'Naar', query: string, option: string) {
  const input = screen.getByRole('combobox', { name: field });
  await user.clear(input);
  await user.type(input, query);
  const listbox = screen.getByRole('listbox', { name: new RegExp(`^${field}`), hidden: true });
  const choice = await within(listbox).findByRole('option', { name: option }, { timeout: 3000 });
  await user.click(choice);
  await waitFor(() => expect(input).toHaveValue(option));
}

async function fillAndSubmit(user: User) {
  await pickAddress(user, 'Van', 'Silodam 1A', 'Silodam 1A, Amsterdam');
  await pickAddress(user, 'Naar', 'Westerdoksdijk 40A', 'Westerdoksdijk 40A, Amsterdam');
  await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
  return findDialog({ name: 'Controleer uw rit' }, { timeout: 5000 });
}

describe('BookTripPage', () => {
  it('renders the form: title by departure, address fields with hint, pickup, companions, pay in vehicle preselected', async () => {
    await renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wanneer wilt u worden opgehaald?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Van' })).toHaveAccessibleDescription(
      'Typ minimaal 3 tekens',
    );
    expect(screen.getByRole('combobox', { name: 'Naar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Datum')).toHaveAttribute('type', 'date');
    // 24-hour text field, not the native time picker that shows AM/PM in en-US browsers.
    expect(screen.getByLabelText('Tijd')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Tijd')).toHaveAttribute('inputmode', 'numeric');
    expect((screen.getByLabelText('Tijd') as HTMLInputElement).value).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    const companions = screen.getByRole('combobox', { name: 'Meereizenden' });
    expect(
      within(companions)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0', '1', '2', '3', '4', '5']);
    const payment = screen.getByRole('group', { name: 'Betaalwijze' });
    expect(
      within(payment).getByRole('radio', { name: 'Betalen in het voertuig (contant of pinnen)' }),
    ).toBeChecked();
    expect(within(payment).getByRole('radio', { name: 'Creditcard' })).not.toBeChecked();
    // Monthly billing is a traveller property: not offered to the demo traveller.
    expect(within(payment).queryByRole('radio', { name: /op rekening/ })).not.toBeInTheDocument();
  });

  it('shows the required errors on both address fields after Confirm on an empty form, and focuses the first', async () => {
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Bevestigen' }));
    const from = screen.getByRole('combobox', { name: 'Van' });
    const to = screen.getByRole('combobox', { name: 'Naar' });
    for (const input of [from, to]) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Typ minimaal 3 tekens Selecteer een adres');
    }
    expect(from).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).not.toContain('POST /ticketing/trips/calculate');
  });

  it('searches once per settled query, offers the results and shows the choice as the input text', async () => {
    const { user } = await renderPage();
    const before = requests.filter((r) => r === 'GET /ticketing/locations').length;
    await pickAddress(user, 'Van', 'Silodam 1A', 'Silodam 1A, Amsterdam');
    expect(requests.filter((r) => r === 'GET /ticketing/locations').length - before).toBe(1);
  });

  it('says so when no address matches', async () => {
    const { user } = await renderPage();
    await user.type(screen.getByRole('combobox', { name: 'Van' }), 'Qwxzyq');
    expect(await screen.findByText('Geen adressen gevonden', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('offers the recent locations when the empty field gets focus, and picks one', async () => {
    const { user } = await renderPage();
    const recent = userDataOf(runtime.auth).data.recentLocations;
    expect(recent.length).toBeGreaterThan(0);
    await user.click(await screen.findByRole('combobox', { name: 'Van' }));
    const listbox = screen.getByRole('listbox', { name: 'Van Recente adressen' });
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(recent.length);
    const label = options[0]?.textContent ?? '';
    await user.click(options[0]!);
    expect(screen.getByRole('combobox', { name: 'Van' })).toHaveValue(label);
  });

  it('can be used with the keyboard alone: type, arrow down, Enter', async () => {
    const { user } = await renderPage();
    const input = await screen.findByRole('combobox', { name: 'Van' });
    // Tab through the planning mode and the pass number chooser to the first address field.
    for (let i = 0; i < 5 && document.activeElement !== input; i += 1) await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('Silodam 1A');
    await screen.findByRole('option', { name: 'Silodam 1A, Amsterdam' }, { timeout: 3000 });
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Silodam 1A, Amsterdam' }).id,
    );
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Silodam 1A, Amsterdam');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks a place without street and house number as incomplete after Confirm', async () => {
    const { user } = await renderPage();
    const input = await screen.findByRole('combobox', { name: 'Van' });
    await user.type(input, 'Station Abcoude');
    const option = await screen.findByRole('option', { name: /^Station Abcoude/ }, { timeout: 3000 });
    await user.click(option);
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect(input).toHaveAccessibleDescription(
      'Typ minimaal 3 tekens Zorg dat het adres volledig is ingevuld: straatnaam, huisnummer, plaats',
    );
    expect(input).toHaveFocus();
  });

  it('swaps from and to', async () => {
    const { user } = await renderPage();
    await pickAddress(user, 'Van', 'Silodam 1A', 'Silodam 1A, Amsterdam');
    await pickAddress(user, 'Naar', 'Westerdoksdijk 40A', 'Westerdoksdijk 40A, Amsterdam');
    await user.click(screen.getByRole('button', { name: 'Van en naar omwisselen' }));
    expect(screen.getByRole('combobox', { name: 'Van' })).toHaveValue('Westerdoksdijk 40A, Amsterdam');
    expect(screen.getByRole('combobox', { name: 'Naar' })).toHaveValue('Silodam 1A, Amsterdam');
  });

  it('estimates, shows the summary with the fare, books, shows the confirmation with the return-trip question, and books the way back', async () => {
    const { user, router } = await renderPage();
    const dialog = await fillAndSubmit(user);
    expect(within(dialog).getByText('Silodam 1A, Amsterdam')).toBeInTheDocument();
    expect(within(dialog).getByText('Westerdoksdijk 40A, Amsterdam')).toBeInTheDocument();
    expect(within(dialog).getByText('Ritprijs')).toBeInTheDocument();
    expect(within(dialog).getByText(/€\s?\d+,\d{2}/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^\d+ min$/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    // The confirmation view replaces the form: no toast, the heading takes focus.
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Uw rit is geboekt' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByText('Uw rit is geboekt!')).toBeNull();
    const question = await screen.findByRole(
      'region',
      { name: 'Wilt u ook een terugrit boeken?' },
      { timeout: 5000 },
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.filter((r) => r === 'POST /ticketing/trips/book')).toHaveLength(1);

    await user.click(within(question).getByRole('button', { name: 'Ja, terugrit boeken' }));
    expect(await screen.findByText('U boekt nu de terugrit.')).toBeInTheDocument();
    // Back on the form, focus is on its heading (not lost on the page's body).
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'Wanneer wilt u worden opgehaald?' }),
      ).toHaveFocus(),
    );
    expect(screen.getByRole('combobox', { name: 'Van' })).toHaveValue('Westerdoksdijk 40A, Amsterdam');
    expect(screen.getByRole('combobox', { name: 'Naar' })).toHaveValue('Silodam 1A, Amsterdam');

    // The return leg: two hours later; then the confirmation shows both trips until "Naar de startpagina".
    const time = screen.getByLabelText('Tijd');
    const [hours = '0', minutes = '00'] = (time as HTMLInputElement).value.split(':');
    const later = `${String((Number(hours) + 2) % 24).padStart(2, '0')}:${minutes}`;
    if (Number(hours) + 2 >= 24) {
      const date = screen.getByLabelText('Datum') as HTMLInputElement;
      const next = new Date(`${date.value}T12:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      await user.clear(date);
      await user.type(date, next.toISOString().slice(0, 10));
    }
    await user.clear(time);
    await user.type(time, later);
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    const second = await findDialog({ name: 'Controleer uw rit' }, { timeout: 5000 });
    await user.click(within(second).getByRole('button', { name: 'Bevestigen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Uw ritten zijn geboekt' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /^Rit / })).toHaveLength(2);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Wilt u ook een terugrit boeken?' })).toBeNull(),
    );
    expect(router.state.location.pathname).toBe('/book-trip');
    // "Naar de startpagina" comes once the payment link has had its 1.5 s.
    await user.click(await screen.findByRole('button', { name: 'Naar de startpagina' }, { timeout: 5000 }));
    expect(await screen.findByText('Startpagina', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(requests.filter((r) => r === 'POST /ticketing/trips/book')).toHaveLength(2);
    // Two bookings, each with the real 1.5 s before the payment link, on a shared box.
  }, 45_000);

  it('declining the return trip keeps the confirmation; "Naar de startpagina" goes home', async () => {
    const { user, router } = await renderPage();
    const dialog = await fillAndSubmit(user);
    await user.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    const question = await screen.findByRole(
      'region',
      { name: 'Wilt u ook een terugrit boeken?' },
      { timeout: 5000 },
    );
    await user.click(within(question).getByRole('button', { name: 'Nee, dank u' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Wilt u ook een terugrit boeken?' })).toBeNull(),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Uw rit is geboekt' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/book-trip');
    await user.click(screen.getByRole('button', { name: 'Naar de startpagina' }));
    expect(await screen.findByText('Startpagina', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('Back in the confirmation dialog returns to the form with the addresses kept', async () => {
    const { user } = await renderPage();
    const dialog = await fillAndSubmit(user);
    await user.click(within(dialog).getByRole('button', { name: 'Terug' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Van' })).toHaveValue('Silodam 1A, Amsterdam');
    expect(requests).not.toContain('POST /ticketing/trips/book');
  });

  it('Cancel on the "calculating" backdrop aborts the estimate and returns to the form', async () => {
    // Hold POST /trips/calculate until it is aborted, so the backdrop stays up.
    const held = holdRequests(
      (request) =>
        request.method === 'POST' && new URL(request.url).pathname === '/ticketing/trips/calculate',
    );
    const { user } = await renderPage();
    await pickAddress(user, 'Van', 'Silodam 1A', 'Silodam 1A, Amsterdam');
    await pickAddress(user, 'Naar', 'Westerdoksdijk 40A', 'Westerdoksdijk 40A, Amsterdam');
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    const backdrop = await screen.findByRole('alertdialog', { name: 'Ritgegevens worden berekend…' });
    await user.click(within(backdrop).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(held.aborted()).toBe(true));
    expect(screen.queryByRole('dialog', { name: 'Controleer uw rit' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Van' })).toHaveValue('Silodam 1A, Amsterdam');
  });

  it('is the /book-trip route of the app', async () => {
    cleanup();
    const router = createTestRouter(['/book-trip']);
    render(<AppRoot runtime={runtime} router={router.wrap} initialLocale="nl-NL" />);
    await screen.findByRole('combobox', { name: 'Van' }, { timeout: 5000 });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Wanneer wilt u worden opgehaald?' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});
