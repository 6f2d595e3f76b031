// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookAgainPrefill } from '../../machines/booking/book-again';
import { DEMO_PASSES } from '../../server/seed';
import { trip } from '../machines/fixtures';
import { createInProcessApp, DEMO, type InProcessApp } from '../support/in-process';
import { renderBookTrip, resetToasts, signInAs, stubResizeObserver } from './book-trip-support';

// /book-trip starts from the travel preferences or, after "Book again", from the trip,
// against the in-process reference server.

let app: InProcessApp;

beforeAll(stubResizeObserver);
afterEach(() => {
  cleanup();
  resetToasts();
  app.close();
});

async function signedIn() {
  app = createInProcessApp();
  await signInAs(app, DEMO, DEMO_PASSES[0].passNumber);
}

const companions = () => screen.getByRole('combobox', { name: /^Meereizenden/ });
const children = () => screen.getByRole('combobox', { name: /^Kinderen/ });

describe('/book-trip prefilled', () => {
  it('starts a new booking from the saved travel preferences', async () => {
    await signedIn();
    const saved = await app.runtime.clients.ticketing.PUT('/users/travel-preferences', {
      body: {
        companions: 2,
        children: 1,
        takeAlong: {},
        callBeforePickup: true,
        paymentMethod: { type: 'iDeal' },
        defaultPassNumber: null,
      },
    });
    expect(saved.response.status).toBe(200);
    renderBookTrip(app);
    await screen.findByRole('combobox', { name: 'Van' });
    expect(companions()).toHaveValue('2');
    expect(children()).toHaveValue('1');
    expect(screen.getByRole('radio', { name: 'iDEAL' })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Bel mij/ })).toBeChecked();
  });

  it('starts as before when the API has no travel preferences (404)', async () => {
    await signedIn();
    const serve = app.server.app.fetch;
    app.server.app.fetch = ((request: Request, ...rest: unknown[]) =>
      new URL(request.url).pathname === '/ticketing/users/travel-preferences'
        ? Promise.resolve(
            Response.json({ errors: [{ code: 'NotFound', description: 'Not found' }] }, { status: 404 }),
          )
        : (serve as (r: Request, ...a: unknown[]) => Promise<Response>)(request, ...rest)) as typeof serve;
    renderBookTrip(app);
    await screen.findByRole('combobox', { name: 'Van' });
    expect(companions()).toHaveValue('0');
    expect(screen.getByRole('radio', { name: /^Betalen in het voertuig/ })).toBeChecked();
  });

  it('"Book again" starts from the trip: from, to, companions, children and payment', async () => {
    await signedIn();
    const past = trip({
      status: 'completed',
      attributes: { travelers: 1, children0to12: 2 },
      paymentOption: { type: 'iDeal' },
    });
    renderBookTrip(app, { prefill: bookAgainPrefill(past, 'back') });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Van' })).toHaveValue('Meibergdreef 9, Amsterdam'),
    );
    expect(screen.getByRole('combobox', { name: 'Naar' })).toHaveValue('Station, Stationsplein 1, Amsterdam');
    expect(companions()).toHaveValue('1');
    expect(children()).toHaveValue('2');
    expect(screen.getByRole('radio', { name: 'iDEAL' })).toBeChecked();
  });

  it('ignores forged router state', async () => {
    await signedIn();
    renderBookTrip(app, { prefill: { travelers: 99, payment: { type: 'bitcoin' } } });
    await screen.findByRole('combobox', { name: 'Van' });
    expect(companions()).toHaveValue('0');
  });
});
