// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { AppRoot } from '../../src/app/app-root';
import { createRoutes } from '../../src/app/routes';
import { clearToasts } from '../../src/components';
import { createTripLogic, registerTripLogic } from '../../src/features/trip-details/trip-logic';
import type { Location, Trip } from '../../machines/types';
import { createInProcessApp, signInDemo, type InProcessApp } from '../support/in-process';

// Wednesday 10 March 2027, 10:00 in Amsterdam: far from the server's seeded history (relative to real time).
const NOW = new Date('2027-03-10T09:00:00Z');
const HOUR = 3_600_000;

interface World {
  app: InProcessApp;
  openWindow: ReturnType<typeof vi.fn>;
  saveFile: ReturnType<typeof vi.fn>;
  from: Location;
  to: Location;
}

let world: World;

async function findLocation(app: InProcessApp, searchValue: string): Promise<Location> {
  const { data } = await app.runtime.clients.ticketing.GET('/locations', {
    params: { query: { searchValue, maxResults: 1 } },
  });
  const location = data?.data[0];
  if (!location) throw new Error(`no location for ${searchValue}`);
  return location;
}

async function setup(): Promise<World> {
  let app: InProcessApp | undefined;
  app = createInProcessApp({ now: () => (app ? app.server.clock.now() : new Date()) });
  app.server.clock.set(NOW);
  await signInDemo(app);
  const pass = app.runtime.auth.getSnapshot().context.userData.profile?.passNumbers[0]?.passNumber;
  if (pass) app.runtime.auth.send({ type: 'passNumber.select', passNumber: pass });
  await waitForActor(app.runtime.auth, (s) => s.context.userDataPending.length === 0);
  const openWindow = vi.fn();
  const saveFile = vi.fn();
  registerTripLogic(app.runtime, createTripLogic(app.runtime, { openWindow, saveFile }));
  return {
    app,
    openWindow,
    saveFile,
    from: await findLocation(app, 'westerdok'),
    to: await findLocation(app, 'silodam'),
  };
}

/** Books a trip through the API `hoursAhead` hours after the server's now; returns the trip. */
async function book(hoursAhead: number, paymentType: 'payInVehicle' | 'iDeal' = 'payInVehicle'): Promise<Trip> {
  const plannedDateTime = new Date(world.app.server.clock.now().getTime() + hoursAhead * HOUR).toISOString();
  const { data, error } = await world.app.runtime.clients.ticketing.POST('/trips/book', {
    params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
    body: {
      plannedDateTime,
      locationFrom: world.from,
      locationTo: world.to,
      attributes: { travelers: 0, children0to12: 0 },
      preferences: { phoneNumber: null, driverComment: null },
      planningMode: 1,
      paymentOption: { type: paymentType },
    },
  });
  if (!data) throw new Error(`booking failed: ${JSON.stringify(error)}`);
  return data.data.trip;
}

function renderAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  world.app.runtime.setNavigate((to) => void router.navigate(to));
  return render(<AppRoot runtime={world.app.runtime} router={router} initialLocale="nl-NL" />);
}

beforeEach(async () => {
  world = await setup();
});

afterEach(() => {
  cleanup();
  clearToasts();
  world.app.close();
});

describe('/my-trips', () => {
  it('shows this week\'s booked trips as cards', async () => {
    await book(3);
    renderAt('/my-trips');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn ritten' }, { timeout: 10_000 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Ritten' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });
});
