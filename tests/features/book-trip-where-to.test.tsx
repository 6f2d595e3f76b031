// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSES } from '../../server/seed';
import { createInProcessApp, DEMO, type InProcessApp } from '../support/in-process';
import { renderApp, resetToasts, signInAs, stubResizeObserver } from './book-trip-support';

// The home page's "where do you want to go" card (product §2.2 /home): destination, then pickup from the recent
// locations, then /book-trip prefilled — in the real app against the in-process reference server.

let app: InProcessApp;

beforeAll(stubResizeObserver);
afterEach(() => {
  cleanup();
  resetToasts();
  app.close();
});

async function home() {
  app = createInProcessApp();
  await signInAs(app, DEMO, DEMO_PASSES[0].passNumber);
  const rendered = renderApp(app, '/home');
  const card = await screen.findByRole('region', { name: 'Waar wilt u naartoe?' });
  return { ...rendered, card };
}

describe('where do you want to go', () => {
  it('asks the destination, then the pickup, and opens /book-trip with both addresses', async () => {
    const { user, router, card } = await home();
    expect(within(card).getByText('Stap 1 van 2')).toBeInTheDocument();
    const destinations = within(card)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(destinations).toContain('Westerdoksdijk 40A, Amsterdam');
    await user.click(within(card).getByRole('button', { name: 'Westerdoksdijk 40A, Amsterdam' }));

    expect(within(card).getByText('Stap 2 van 2')).toBeInTheDocument();
    expect(within(card).getByText('Bestemming: Westerdoksdijk 40A, Amsterdam')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Waar wilt u worden opgehaald?' })).toHaveFocus();
    expect(
      within(card).queryByRole('button', { name: 'Westerdoksdijk 40A, Amsterdam' }),
    ).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Silodam 1A, Amsterdam' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/book-trip'));
    // The form takes the router state's addresses in an effect after its first render: wait for it.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Van' })).toHaveValue('Silodam 1A, Amsterdam'),
    );
    expect(screen.getByRole('combobox', { name: 'Naar' })).toHaveValue('Westerdoksdijk 40A, Amsterdam');
  });

  it('goes back to the destination step, and "another address" keeps the chosen destination', async () => {
    const { user, router, card } = await home();
    await user.click(within(card).getByRole('button', { name: 'Silodam 1A, Amsterdam' }));
    await user.click(within(card).getByRole('button', { name: 'Andere bestemming kiezen' }));
    expect(within(card).getByText('Stap 1 van 2')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Westerdoksdijk 40A, Amsterdam' }));
    await user.click(within(card).getByRole('button', { name: 'Ander adres invoeren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/book-trip'));
    // The form takes the router state's addresses in an effect after its first render: wait for it.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Naar' })).toHaveValue('Westerdoksdijk 40A, Amsterdam'),
    );
    expect(screen.getByRole('combobox', { name: 'Van' })).toHaveValue('');
  });
});
