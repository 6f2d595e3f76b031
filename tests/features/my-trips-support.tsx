/**
 * Shared set-up of the /my-trips feature tests (my-trips.test.tsx, my-trips-rating-export.test.tsx): an in-process
 * app and reference server at a fixed instant, trips booked through the API, and the page's helpers.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '../../src/i18n/i18n';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { AppRoot } from '../../src/app/app-root';
import { createTestRouter } from '../support/test-router';
import { APP_VERSION, clearToasts, getToasts } from '../../src/components';
import { APP_VERSION_STORAGE_KEY } from '../../src/logic/release-notes';
import { createTripCardLogic } from '../../src/logic/trip';
import { createTripHistoryLogic } from '../../src/logic/trip-history';
import type { Location, Trip } from '../../machines/types';
import {
  createInProcessApp,
  sendUserData,
  signInDemo,
  userDataOf,
  waitForUserData,
  type InProcessApp,
} from '../support/in-process';

// Wednesday 10 March 2027, 10:00 in Amsterdam: far from the server's seeded history (relative to real time).
const NOW = new Date('2027-03-10T09:00:00Z');
export const HOUR = 3_600_000;

export interface World {
  app: InProcessApp;
  openWindow: ReturnType<typeof vi.fn>;
  saveFile: ReturnType<typeof vi.fn>;
  from: Location;
  to: Location;
}

export let world: World;

async function findLocation(app: InProcessApp, searchValue: string): Promise<Location> {
  const { data } = await app.runtime.clients.ticketing.GET('/locations', {
    params: { query: { searchValue, maxResults: 1 } },
  });
  const location = data?.data[0];
  if (!location) throw new Error(`no location for ${searchValue}`);
  return location;
}

async function setup(): Promise<World> {
  // The app's clock is the server's, so the client's 60-minute rules see the same time as the server.
  const app: InProcessApp = createInProcessApp({ now: () => app.server.clock.now() });
  app.server.clock.set(NOW);
  await signInDemo(app);
  const pass = userDataOf(app.runtime.auth).data.profile?.passNumbers[0]?.passNumber;
  if (pass) sendUserData(app.runtime.auth, { type: 'passNumber.select', passNumber: pass });
  await waitForUserData(app.runtime.auth, (s) => s.context.pending.length === 0);
  const openWindow = vi.fn();
  const saveFile = vi.fn();
  const withSpies = { ...app.runtime, openWindow, saveFile };
  app.runtime.logic.override(createTripCardLogic, createTripCardLogic(withSpies));
  app.runtime.logic.override(createTripHistoryLogic, createTripHistoryLogic(withSpies));
  return {
    app,
    openWindow,
    saveFile,
    from: await findLocation(app, 'westerdok'),
    to: await findLocation(app, 'silodam'),
  };
}

/**
 * Books a trip through the API, departing `hoursAhead` hours (plus 30 s) after {@link NOW}; returns the trip.
 * The server clock keeps running from NOW, so the 30 s keep whole-minute countdowns stable during a test.
 */
export async function book(
  hoursAhead: number,
  paymentType: 'payInVehicle' | 'iDeal' = 'payInVehicle',
  { back = false, attributes = {} }: { back?: boolean; attributes?: Record<string, number> } = {},
): Promise<Trip> {
  const plannedDateTime = new Date(NOW.getTime() + hoursAhead * HOUR + 30_000).toISOString();
  const { data, error } = await world.app.runtime.clients.ticketing.POST('/trips/book', {
    params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
    body: {
      plannedDateTime,
      locationFrom: back ? world.to : world.from,
      locationTo: back ? world.from : world.to,
      attributes: { travelers: 0, children0to12: 0, ...attributes },
      preferences: { phoneNumber: null, driverComment: null },
      planningMode: 1,
      paymentOption: { type: paymentType },
    },
  });
  if (!data) throw new Error(`booking failed: ${JSON.stringify(error)}`);
  return data.data.trip;
}

export function renderAt(path: string, locale: Locale = 'nl-NL') {
  const router = createTestRouter([path]);
  return render(<AppRoot runtime={world.app.runtime} router={router.wrap} initialLocale={locale} />);
}

/**
 * Renders /my-trips and waits for the first history answer (list or empty state). The page opens on "Upcoming";
 * unless `upcoming`, it then goes to this week (one tap) and waits for that answer too.
 */
export async function openMyTrips(
  locale: Locale = 'nl-NL',
  { upcoming = false }: { upcoming?: boolean } = {},
) {
  renderAt('/my-trips', locale);
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  // The online part (toolbar, history) is its own chunk, loaded after the page's title shows.
  const thisWeek = locale === 'en-US' ? 'This week' : 'Deze week';
  await screen.findByRole('button', { name: thisWeek }, { timeout: 10_000 });
  await waitFor(() => expect(screen.queryByText(/Bezig met laden|Loading/)).not.toBeInTheDocument());
  if (upcoming) return;
  await userEvent.setup().click(screen.getByRole('button', { name: thisWeek }));
  await waitFor(() => expect(screen.queryByText(/Bezig met laden|Loading/)).not.toBeInTheDocument());
}

/** The card (listitem) of a trip, found by its departure time "HH:mm". */
export function cardAt(time: string): HTMLElement {
  const list = screen.getByRole('list', { name: 'Ritten' });
  const card = within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: new RegExp(`, ${time}$`) }));
  if (!card) throw new Error(`no card at ${time}`);
  return card;
}

export const toastMessages = () => getToasts().map((toast) => toast.message);

export async function serverTrip(id: string): Promise<Trip> {
  const { data } = await world.app.runtime.clients.ticketing.GET('/trips/{id}', { params: { path: { id } } });
  if (!data) throw new Error('trip not found');
  return data.data;
}

/**
 * Registers the suite's hooks: before each test a fresh in-process app and server at {@link NOW}, signed in as the
 * demo traveller with a pass chosen and the release notes seen ({@link world}); after it, everything closed.
 */
export function setUpMyTripsWorld(): void {
  // The first setup of a run imports the app and the in-process server cold: more than Vitest's 10 s on a busy box.
  beforeEach(async () => {
    // This version's release notes count as seen, so their dialog does not cover the page.
    window.localStorage.setItem(APP_VERSION_STORAGE_KEY, APP_VERSION);
    world = await setup();
  }, 30_000);

  afterEach(() => {
    cleanup();
    clearToasts();
    vi.restoreAllMocks();
    world.app.close();
  });
}
