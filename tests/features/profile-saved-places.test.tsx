// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { savedPlacesMachine } from '../../machines/saved-places.machine';
import { createSavedPlacesLogic } from '../../src/logic/saved-places';
import { createInProcessApp, sendUserData, signInDemo, type InProcessApp } from '../support/in-process';
import { renderAt, resetToasts } from './account-support';

/** Generous waits: the machine shares two cores with other test files. */
const SLOW = 10_000;

// /profile tab "Opgeslagen adressen" — the 10-place limit and the feature hidden on a 404. The
// add / edit / delete flows are the model test's (tests/model/saved-places.model.test.tsx).

let app: InProcessApp;

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('appVersion', '4.1.0');
});
afterEach(() => {
  resetToasts();
  app?.close();
});

const LOCATIONS = [
  ['Westerdoksdijk', '40A', '1013 AE', 52.387722, 4.892573],
  ['Stenen Hoofd', '1', '1013 AJ', 52.388619, 4.892189],
  ['Silodam', '1A', '1013 AL', 52.39026, 4.891325],
] as const;

async function saveTen() {
  for (let i = 0; i < 10; i++) {
    const [street, houseNumber, postCode, latitude, longitude] = LOCATIONS[i % LOCATIONS.length]!;
    const { response } = await app.runtime.clients.ticketing.POST('/users/saved-places', {
      body: {
        name: `Plek ${i + 1}`,
        location: { street, houseNumber, postCode, residence: 'Amsterdam', latitude, longitude },
      },
    });
    expect(response.status).toBe(201);
  }
}

describe('/profile tab "Opgeslagen adressen"', () => {
  it('turns adding off at 10 places with a message, while editing still works', async () => {
    app = createInProcessApp();
    await signInDemo(app);
    sendUserData(app.runtime.auth, { type: 'passNumber.select', passNumber: '2001000101' });
    await saveTen();
    renderAt(app, '/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Opgeslagen adressen' }, { timeout: SLOW }));
    const panel = within(screen.getByRole('tabpanel', { name: 'Opgeslagen adressen' }));
    expect(await panel.findByText('10 van 10 adressen', {}, { timeout: SLOW })).toBeInTheDocument();
    expect(
      panel.getByText(
        'U heeft het maximum van 10 adressen opgeslagen. Verwijder er een om een nieuw adres toe te voegen.',
      ),
    ).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Adres opslaan' })).toBeDisabled();
    await user.click(panel.getByRole('button', { name: 'Wijzigen: Plek 3' }));
    expect(panel.getByRole('button', { name: 'Adres opslaan' })).toBeEnabled();
    await user.clear(panel.getByRole('textbox', { name: /^Naam/ }));
    await user.type(panel.getByRole('textbox', { name: /^Naam/ }), 'Dagbesteding');
    await user.click(panel.getByRole('button', { name: 'Adres opslaan' }));
    expect(await panel.findByText('Dagbesteding is opgeslagen.', {}, { timeout: SLOW })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Adres opslaan' })).toBeDisabled();
    // Ten saves over HTTP, a login and the profile's lazy first render: more than the default on a busy machine.
  }, 60_000);

  it('has no tab when the API has no saved places (404)', async () => {
    app = createInProcessApp();
    const missing = Object.assign(new Error('Not found'), {
      label: 'notFound',
      status: 404,
      code: 'NotFound',
      severity: 'warning',
    });
    app.runtime.logic.override(
      createSavedPlacesLogic,
      savedPlacesMachine.provide({
        actors: { listSavedPlaces: fromPromise(() => Promise.reject(missing)) },
      }) as ReturnType<typeof createSavedPlacesLogic>,
    );
    await signInDemo(app);
    sendUserData(app.runtime.auth, { type: 'passNumber.select', passNumber: '2001000101' });
    renderAt(app, '/profile');
    expect(await screen.findByRole('tab', { name: 'Pasnummers' }, { timeout: SLOW })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Opgeslagen adressen' })).toBeNull(), {
      timeout: SLOW,
    });
  });
});
