// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSES } from '../../server/seed';
import { createInProcessApp, DEMO, type InProcessApp } from '../support/in-process';
import { renderBookTrip, resetToasts, signInAs, stubResizeObserver } from './book-trip-support';

/** Generous waits: the machine shares two cores with other test files. */
const SLOW = 10_000;

// The booking form's address fields offer the traveller's saved places first (by name, with the
// address), then the recent locations; typing filters both. Real app against the in-process reference server.

let app: InProcessApp;

beforeAll(stubResizeObserver);
afterEach(() => {
  cleanup();
  resetToasts();
  app.close();
});

const SILODAM = {
  street: 'Silodam',
  houseNumber: '1A',
  postCode: '1013 AL',
  residence: 'Amsterdam',
  latitude: 52.39026,
  longitude: 4.891325,
};

async function open() {
  app = createInProcessApp();
  await signInAs(app, DEMO, DEMO_PASSES[0].passNumber);
  const saved = await app.runtime.clients.ticketing.POST('/users/saved-places', {
    body: { name: 'Thuis', location: SILODAM },
  });
  expect(saved.response.status).toBe(201);
  return renderBookTrip(app);
}

describe('saved places in the address fields', () => {
  it('lists saved places first, then recent locations, when the empty field gets focus', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('combobox', { name: 'Van' }, { timeout: SLOW }));
    const listbox = await screen.findByRole('listbox', { name: 'Van' }, { timeout: SLOW });
    expect(within(listbox).getAllByRole('group')).toHaveLength(2);
    expect(within(listbox).getByRole('group', { name: 'Opgeslagen adressen' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Recente adressen' })).toBeInTheDocument();
    const options = within(listbox).getAllByRole('option');
    expect(options[0]).toHaveAccessibleName('Thuis, Silodam 1A, Amsterdam');
    expect(options.length).toBeGreaterThan(1);
  });

  it('filters saved places and recent locations as the traveller types, accents and case ignored', async () => {
    const { user } = await open();
    const input = await screen.findByRole('combobox', { name: 'Van' }, { timeout: SLOW });
    await user.click(input);
    await user.type(input, 'TH');
    const listbox = screen.getByRole('listbox', { name: 'Van' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')[0]).toHaveAccessibleName(/^Thuis,/), {
      timeout: SLOW,
    });
    for (const option of within(listbox).getAllByRole('option')) {
      expect(option.textContent?.toLowerCase()).toContain('th');
    }
    await user.click(within(listbox).getByRole('option', { name: 'Thuis, Silodam 1A, Amsterdam' }));
    await waitFor(() => expect(input).toHaveValue('Silodam 1A, Amsterdam'), { timeout: SLOW });
  });
});
