// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppRoot } from '../../src/app/app-root';
import { APP_VERSION } from '../../src/components';
import { createTestRouter } from '../support/test-router';
import { unwrap } from '../../src/api/errors';
import { APP_VERSION_STORAGE_KEY } from '../../src/logic/release-notes';
import { createLiveMapLogic } from '../../src/logic/live-map';
import { createUpcomingTripLogic } from '../../src/logic/upcoming-trip';
import { createInProcessApp, sendUserData, signInDemo, type InProcessApp } from '../support/in-process';
import { amsterdamTime } from '../support/amsterdam-time';
import { findDialog } from '../support/dialogs';

// The /home next-trip card against the REAL reference server in-process (server/app.ts, in-memory SQLite) with
// the real runtime, auth, upcoming-trip and live-map machines: a trip is booked through the API client, the
// SERVER clock is moved, and the app follows through the `Date` header (server-corrected now).

const MIN = 60_000;
const PASS = '2001000101';
/** Faster polling than the app's 30 s and 5 s, so the test sees changes quickly (same machines otherwise). */
const TEST_POLL_INTERVAL_MS = 300;
const TEST_POSITION_INTERVAL_MS = 200;

let app: InProcessApp | undefined;
beforeEach(() => {
  // This version's release notes count as seen, so their dialog does not cover the page.
  window.localStorage.setItem(APP_VERSION_STORAGE_KEY, APP_VERSION);
});
afterEach(() => {
  cleanup();
  app?.close();
  app = undefined;
});

async function signedInWithTrip() {
  app = createInProcessApp();
  await signInDemo(app);
  sendUserData(app.runtime.auth, { type: 'passNumber.select', passNumber: PASS });
  const { ticketing } = app.runtime.clients;
  const search = async (searchValue: string, postCode?: string) =>
    (
      await unwrap(
        ticketing.GET('/locations', { params: { query: { searchValue, postCode, maxResults: 5 } } }),
      )
    ).data[0]!;
  const from = await search('Westerdoksdijk 40A');
  const to = await search('Silodam');
  const planned = new Date(app.server.clock.now().getTime() + 2 * 60 * MIN).toISOString();
  const booked = await unwrap(
    ticketing.POST('/trips/book', {
      params: { header: { 'X-Pass-Number': PASS } },
      body: {
        plannedDateTime: planned,
        locationFrom: from,
        locationTo: to,
        attributes: { travelers: 1 },
        preferences: {},
        planningMode: 1,
        paymentOption: { type: 'payInVehicle' },
      },
    }),
  );
  app.runtime.logic.override(
    createUpcomingTripLogic,
    createUpcomingTripLogic(app.runtime).provide({ delays: { pollInterval: TEST_POLL_INTERVAL_MS } }),
  );
  app.runtime.logic.override(
    createLiveMapLogic,
    createLiveMapLogic(app.runtime).provide({ delays: { positionInterval: TEST_POSITION_INTERVAL_MS } }),
  );
  return { app, trip: booked.data.trip };
}

function renderAt(current: InProcessApp, path: string) {
  const router = createTestRouter([path]);
  render(<AppRoot runtime={current.runtime} router={router.wrap} initialLocale="nl-NL" />);
  return router;
}

const positionRequests = (current: InProcessApp) =>
  current.requests.filter((r) => r.endsWith('/vehicles/position')).length;

describe('/home live map card (product §2) against the in-process reference server', () => {
  it('shows the plain card two hours ahead, and the live card with pick-up time and licence plate 40 minutes before departure', async () => {
    const { app: current, trip } = await signedInWithTrip();
    renderAt(current, '/home');
    // The first /home render of a file loads its lazy pages: slow on a busy machine.
    const card = await screen.findByRole('region', { name: 'Uw volgende rit' }, { timeout: 15_000 });
    await waitFor(() => expect(card).toHaveTextContent('Westerdoksdijk'));
    expect(screen.queryByTestId('live-map-header')).toBeNull();

    // Move the SERVER clock; the app learns it from the next response's Date header.
    const departure = Date.parse(trip.departureDateTime);
    current.server.clock.set(new Date(departure - 40 * MIN));

    const header = await screen.findByTestId('live-map-header', {}, { timeout: 10_000 });
    await waitFor(() =>
      expect(header).toHaveTextContent(`Verwachte ophaaltijd: ${amsterdamTime(trip.departureDateTime)}`),
    );
    expect(Math.abs(current.runtime.now().getTime() - current.server.clock.now().getTime())).toBeLessThan(
      2_000,
    );

    const live = screen.getByRole('region', { name: 'Uw volgende rit' });
    expect(within(live).getByText('Kenteken:')).toBeInTheDocument();
    const plate = within(within(live).getByText('Kenteken:').parentElement!).getByText(
      /^[A-Z]{2}-\d{3}-[A-Z]$/,
    );
    expect(screen.getByTestId('schematic-vehicle')).toBeInTheDocument();
    expect(screen.getByTestId('schematic-route')).toBeInTheDocument();
    // Large labelled markers: the taxi with its plate, "Ophalen", "Bestemming"; landmarks and a legend.
    expect(screen.getByTestId('schematic-vehicle')).toHaveTextContent(plate.textContent!);
    expect(screen.getByTestId('schematic-pickup')).toHaveTextContent('Ophalen');
    expect(screen.getByTestId('schematic-dropoff')).toHaveTextContent('Bestemming');
    expect(screen.getByTestId('schematic-stops')).toHaveTextContent('Barentszplein');
    expect(screen.getByRole('link', { name: 'Haltes © OpenStreetMap-bijdragers' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    expect(screen.getByRole('list', { name: 'Legenda' })).toHaveTextContent(`Uw taxi ${plate.textContent}`);
    expect(
      screen.getByRole('img', { name: 'Kaart met uw voertuig, ophaaladres en bestemming' }),
    ).toBeInTheDocument();
    // The sentence a traveller reads first: plate, whole minutes to the pick-up, the street; then the window.
    await waitFor(() =>
      expect(screen.getByTestId('live-status')).toHaveTextContent(
        new RegExp(
          `^Uw taxi ${plate.textContent} is over ongeveer (40|39) minuten bij Westerdoksdijk 40A\\.$`,
        ),
      ),
    );
    expect(screen.getByTestId('live-status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('live-status-window')).toHaveTextContent(
      `Ophalen tussen ${amsterdamTime(new Date(departure - 15 * MIN).toISOString())} en ${amsterdamTime(new Date(departure + 15 * MIN).toISOString())}`,
    );
    // The text alternative names status, ETA and plate.
    expect(screen.getByTestId('live-map-text')).toHaveTextContent(
      `Het voertuig is onderweg naar uw ophaaladres. Verwachte ophaaltijd: ${amsterdamTime(trip.departureDateTime)}.`,
    );
    expect(screen.getByTestId('live-map-text')).toHaveTextContent(
      `Kenteken van het voertuig: ${plate.textContent}.`,
    );
  }, 60_000);

  it('follows the ride: drop-off time without plate, then arrived; leaving /home stops the polling', async () => {
    const { app: current, trip } = await signedInWithTrip();
    const departure = Date.parse(trip.departureDateTime);
    const arrival = Date.parse(trip.arrivalDateTime);
    current.server.clock.set(new Date(departure - 40 * MIN));
    // The session's next trip is fresh (as after a booking), so the card is decided at once.
    sendUserData(current.runtime.auth, { type: 'userData.reload', parts: ['nextTrip'] });
    const router = renderAt(current, '/home');
    const header = await screen.findByTestId('live-map-header', {}, { timeout: 10_000 });
    await waitFor(() => expect(header).toHaveTextContent('Verwachte ophaaltijd'));

    current.server.clock.set(new Date(departure + 5 * MIN));
    await waitFor(
      () =>
        expect(header).toHaveTextContent(`Verwachte aankomsttijd: ${amsterdamTime(trip.arrivalDateTime)}`),
      {
        timeout: 5_000,
      },
    );
    expect(screen.queryByText('Kenteken:')).toBeNull();
    expect(screen.getByTestId('live-status')).toHaveTextContent(
      `Onderweg naar Silodam 1A, aankomst rond ${amsterdamTime(trip.arrivalDateTime)}.`,
    );

    current.server.clock.set(new Date(arrival + MIN));
    await waitFor(
      () => expect(screen.getByTestId('live-map-header')).toHaveTextContent('U bent aangekomen'),
      {
        timeout: 5_000,
      },
    );

    // Leaving /home unmounts the card: no more position requests.
    await act(async () => {
      await router.navigate('/book-trip');
    });
    const count = positionRequests(current);
    await new Promise((resolve) => setTimeout(resolve, TEST_POSITION_INTERVAL_MS * 5));
    expect(positionRequests(current)).toBe(count);
  }, 60_000);

  it('opens the trip details from the info icon', async () => {
    const { app: current, trip } = await signedInWithTrip();
    current.server.clock.set(new Date(Date.parse(trip.departureDateTime) - 30 * MIN));
    sendUserData(current.runtime.auth, { type: 'userData.reload', parts: ['nextTrip'] });
    renderAt(current, '/home');
    const info = await screen.findByRole('button', { name: 'Ritdetails' }, { timeout: 10_000 });
    await userEvent.setup().click(info);
    // The details dialog is a lazy chunk: its first import can take seconds on a loaded machine.
    const dialog = await findDialog({}, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('Westerdoksdijk');
    expect(dialog).toHaveTextContent('Silodam');
  }, 30_000);
});
