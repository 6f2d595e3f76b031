// Helpers of the booking feature tests: the real app or the booking page against the in-process
// reference server, signed in as a seeded traveller, and the interactions every booking test needs.
import { StrictMode } from 'react';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { expect } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { AppRoot } from '../../src/app/app-root';
import { createTestRouter } from '../support/test-router';
import { RuntimeProvider } from '../../src/app/runtime-context';
import { clearToasts, Toaster } from '../../src/components';
import { BookTripPage } from '../../src/features/book-trip/book-trip-page';
import { I18nProvider } from '../../src/i18n/i18n';
import { sendUserData, waitForUserData, type InProcessApp } from '../support/in-process';
import { findDialog } from '../support/dialogs';

// Pages are lazy chunks and talk to the real server: finds may take a few seconds under load.
configure({ asyncUtilTimeout: 5000 });

/** Radix sizes switches, popovers and tooltips with ResizeObserver, which jsdom lacks. */
export function stubResizeObserver(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** A user-event instance; one per test. */
export type User = ReturnType<typeof userEvent.setup>;

/**
 * Signs a seeded traveller in through the real auth machine, selects a pass number when given, and waits until
 * the region, profile and (with a pass) budget are loaded.
 */
export async function signInAs(
  app: InProcessApp,
  credentials: { email: string; password: string },
  passNumber?: string,
): Promise<void> {
  await waitForActor(app.runtime.auth, (s) => !s.matches('restoring'));
  app.runtime.auth.send({ type: 'login.submit', ...credentials });
  await waitForUserData(app.runtime.auth, (s) => s.context.data.profile !== null, { timeout: 5000 });
  if (passNumber) sendUserData(app.runtime.auth, { type: 'passNumber.select', passNumber });
  await waitForUserData(
    app.runtime.auth,
    (s) =>
      s.context.pending.length === 0 &&
      s.context.data.region !== null &&
      (!passNumber || s.context.data.budget !== null),
    { timeout: 5000 },
  );
}

/**
 * Waits until /book-trip shows its form (the "From" field), not just the page frame: the frame's heading shows
 * while the travel preferences load, and data that arrives late mounts the form in a transition.
 */
export async function waitForBookingForm() {
  await screen.findByRole('combobox', { name: /^(Van|From)$/ }, { timeout: 5000 });
}

/** Renders /book-trip (and a stand-in /home) inside the real providers, in Dutch. */
export function renderBookTrip(app: InProcessApp, state?: unknown) {
  const router = createTestRouter([{ pathname: '/book-trip', state }]);
  app.runtime.setNavigate((to) => router.go(to));
  render(
    <StrictMode>
      <I18nProvider initialLocale="nl-NL">
        <RuntimeProvider runtime={app.runtime}>
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
  return { router, user: userEvent.setup() };
}

/** Renders the whole app at `path` (routes, providers, toasts), in Dutch, without the release notes. */
export function renderApp(app: InProcessApp, path: string) {
  window.localStorage.setItem('appVersion', '4.1.0');
  const router = createTestRouter([path]);
  render(<AppRoot runtime={app.runtime} router={router.wrap} initialLocale="nl-NL" />);
  return { router, user: userEvent.setup() };
}

/** Types into an address field and picks the option, waiting out the 500 ms debounce and the real search. */
export async function pickAddress(user: User, field: 'Van' | 'Naar', query: string, option: string | RegExp) {
  const input = await screen.findByRole('combobox', { name: field });
  await user.clear(input);
  await user.type(input, query);
  const listbox = screen.getByRole('listbox', { name: new RegExp(`^${field}`), hidden: true });
  const choice = await within(listbox).findByRole('option', { name: option }, { timeout: 3000 });
  await user.click(choice);
  await waitFor(() => expect(input).toHaveValue(choice.textContent ?? ''));
}

/** Submits the form and waits for the confirmation dialog. */
export async function confirmForm(user: User) {
  await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
  return findDialog({ name: 'Controleer uw rit' }, { timeout: 5000 });
}

/** Sets a region 20 setting directly in the database (the server reads it per request). */
export function setRegionSetting(app: InProcessApp, settings: Record<string, unknown>): void {
  const row = app.server.db.prepare('SELECT settings_json FROM regions WHERE id = 20').get() as {
    settings_json: string;
  };
  const merged = { ...(JSON.parse(row.settings_json) as object), ...settings };
  app.server.db.prepare('UPDATE regions SET settings_json = ? WHERE id = 20').run(JSON.stringify(merged));
}

/** Clears the module-level toast store between tests. */
export function resetToasts(): void {
  act(() => clearToasts());
}
