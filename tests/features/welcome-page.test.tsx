// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { publicRegionMachine } from '../../machines/public-region.machine';
import type { Region } from '../../machines/types';
import { unwrap } from '../../src/api/errors';
import { createPublicRegionActor } from '../../src/logic/public-region';
import { createInProcessApp, type InProcessApp } from '../support/in-process';
import { renderApp, resetToasts, stubResizeObserver } from './book-trip-support';

// The welcome page / as a thin view: the guest card over machines/guest-entry.machine.ts and
// the page over the runtime's public-region actor, in the real app against the in-process reference server.

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

const email = () => screen.getByLabelText(/^E-mailadres/);
const firstName = () => screen.getByLabelText(/^Voornaam/);
const lastName = () => screen.getByLabelText(/^Achternaam/);

describe('welcome page guest card (product §2.1 /, §5 quick booking entry)', () => {
  it('shows no errors before the first submit, then lets them follow the typing', async () => {
    const { user } = renderApp(app, '/');
    await user.type(await screen.findByLabelText(/^E-mailadres/), 'gast@');
    expect(email()).not.toHaveAccessibleDescription('Vul een geldig e-mailadres in.');
    await user.click(screen.getByRole('button', { name: 'Verder naar boeken' }));
    expect(email()).toHaveAccessibleDescription('Vul een geldig e-mailadres in.');
    expect(email()).toHaveFocus();
    await user.type(email(), 'example.com');
    expect(email()).not.toHaveAccessibleDescription('Vul een geldig e-mailadres in.');
    expect(firstName()).toHaveAccessibleDescription('Vul uw voornaam in');
    await user.type(firstName(), 'Gerda');
    expect(firstName()).not.toHaveAccessibleDescription('Vul uw voornaam in');
  });

  it('focuses the first invalid field in page order on every refused submit', async () => {
    const { user, router } = renderApp(app, '/');
    await user.type(await screen.findByLabelText(/^E-mailadres/), 'gast@example.com');
    await user.type(lastName(), 'Gast');
    await user.click(screen.getByRole('button', { name: 'Verder naar boeken' }));
    expect(firstName()).toHaveFocus();
    await user.click(email());
    await user.click(screen.getByRole('button', { name: 'Verder naar boeken' }));
    expect(firstName()).toHaveFocus();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('welcome page region (product §1/§2, §8 silent region errors)', () => {
  it('goes on to /login silently when the region cannot be loaded, and the next visit asks again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let loads = 0;
    const actor = createActor(
      publicRegionMachine.provide({
        actors: {
          loadPublicRegion: fromPromise<Region>(async () => {
            loads += 1;
            if (loads === 1) throw new Error('offline');
            return (await unwrap(app.runtime.clients.ticketing.GET('/regions/public'))).data;
          }),
        },
      }),
    ).start();
    app.runtime.logic.override(createPublicRegionActor, actor);
    const { router } = renderApp(app, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    expect(screen.queryByText(/offline|niet beschikbaar|mislukt/i)).toBeNull();
    await router.navigate('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welkom bij RegioTaxi' }),
    ).toBeInTheDocument();
    expect(loads).toBe(2);
    warn.mockRestore();
  });
});
