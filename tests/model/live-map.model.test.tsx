// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import type { Trip } from '../../machines/types';
import { liveMapPlan } from './live-map.plan';
import { openSignedIn, RIET, RIET_PASS, setServerTime } from './support/app';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';
import { installFakeGoogleMaps } from '../support/fake-google-maps';
import { findDialog } from '../support/dialogs';

// Model test of machines/trip/live-map.machine.ts: the live map card of /home (reiziger@example.com, RT-RIET0005)
// against the reference server in-process. Time is the SERVER clock (the app follows it through the Date
// header). The card's GET /trips/{id}/vehicles/position requests are held at a gate until the step that answers
// them. The map is the Google one (a test key, read when the card's chunk loads) over a fake `google.maps` whose
// directions requests wait, so a directions failure can be produced; delays are the real 5 s and 500 ms.

vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'model-test-key');

const MIN = 60_000;
const UNAVAILABLE = 'Dienst tijdelijk niet beschikbaar';
const POSITION = /\/vehicles\/position$/;

interface World {
  gate?: Gate;
  held: boolean;
  /** What the header must say once the vehicle info is applied. */
  header: RegExp;
  /** Directions requests of the fake map, waiting for an answer. */
  directions: { reject: (error: unknown) => void }[];
  warn: ReturnType<typeof vi.spyOn>;
  debug: ReturnType<typeof vi.spyOn>;
}
const worlds = new WeakMap<Sut, World>();
const world = (sut: Sut) => worlds.get(sut)!;

/** Holds position requests until the step that answers them. */
function holdPositions(sut: Sut) {
  world(sut).gate?.remove();
  world(sut).gate = sut.gate((url, method) => method === 'GET' && POSITION.test(url.pathname));
  world(sut).held = true;
}

const positionRequests = (sut: Sut) => sut.requests.filter((r) => POSITION.test(r)).length;
const card = () => screen.getByRole('region', { name: 'Uw volgende rit' });
const header = () => screen.getByTestId('live-map-header');
const detailsDialog = () => screen.queryByRole('dialog', { name: 'Ritgegevens' });

const seeHeader: StateAssertion = async (sut) => {
  await waitFor(() => expect(header()).toHaveTextContent(world(sut).header));
};

const see: Record<string, StateAssertion> = {
  polling: async () => {},
  'polling.fetching': async (sut) => {
    expect(world(sut).held).toBe(true);
    await world(sut).gate!.held();
  },
  'polling.waiting': async (sut) => {
    expect(world(sut).held).toBe(false);
  },
  'polling.finished': async (sut) => {
    await waitFor(() => expect(header()).toHaveTextContent('U bent aangekomen'));
    // The ride is over: no position request after the 5 s interval.
    const count = positionRequests(sut);
    await new Promise((r) => setTimeout(r, 5_500));
    expect(positionRequests(sut)).toBe(count);
  },
  updates: async () => {
    expect(await screen.findByTestId('live-map-header', {}, { timeout: 15_000 })).toBeInTheDocument();
    // hidden: the open details dialog is modal and hides the page from assistive technology meanwhile.
    expect(within(card()).getByRole('button', { name: 'Ritdetails', hidden: true })).toBeInTheDocument();
  },
  'updates.ready': seeHeader,
  'updates.throttled': seeHeader,
  details: async () => {},
  'details.closed': async () => {
    await waitFor(() => expect(detailsDialog()).toBeNull());
  },
  'details.open': async () => {
    const dialog = await findDialog({ name: 'Ritgegevens' });
    expect(within(dialog).getByRole('button', { name: 'Sluiten' })).toBeInTheDocument();
  },
};

const answer =
  (expected: RegExp): StepExecutor =>
  async (sut) => {
    world(sut).header = expected;
    world(sut).gate!.release();
    world(sut).held = false;
    await waitFor(() => expect(header()).toHaveTextContent(expected), { timeout: 5000 });
  };

const exec: Record<string, StepExecutor> = {
  '(root):directions.failed': async (sut) => {
    // The first vehicle info issued a directions request (route seq 1): it fails.
    await waitFor(() => expect(world(sut).directions.length).toBeGreaterThan(0), { timeout: 5000 });
    world(sut).directions.shift()!.reject(new Error('DIRECTIONS_ROUTE: ZERO_RESULTS'));
    await waitFor(() =>
      expect(world(sut).warn).toHaveBeenCalledWith('[live map] directions request failed', expect.any(Error)),
    );
    // No alert says anything (the cancel failure's live region stays in the page, empty).
    expect(screen.queryAllByRole('alert').filter((el) => el.textContent)).toEqual([]);
  },
  'polling.fetching:xstate.done.actor.fetchVehiclePosition [isCompleted] → polling.finished':
    answer(/^U bent aangekomen$/),
  'polling.fetching:xstate.done.actor.fetchVehiclePosition → polling.waiting': answer(
    /^Verwachte ophaaltijd: \d\d:\d\d$/,
  ),
  'polling.fetching:xstate.error.actor.fetchVehiclePosition → polling.waiting': async (sut) => {
    world(sut).gate!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    world(sut).held = false;
    await waitFor(() => expect(world(sut).debug).toHaveBeenCalled());
    world(sut).gate!.remove();
    // Silent (product §8): no message, the card stays as it was.
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  },
  'polling.waiting:xstate.after.positionInterval → polling.fetching': async (sut) => {
    // The real 5 s interval.
    const count = positionRequests(sut);
    holdPositions(sut);
    await world(sut).gate!.held();
    expect(positionRequests(sut)).toBe(count + 1);
  },
  'updates.throttled:xstate.after.mapThrottle → updates.ready': async () => {
    // The real 500 ms throttle window.
    await new Promise((r) => setTimeout(r, 600));
  },
  'details.closed:details.open → details.open': async (sut) => {
    await sut.user.click(within(card()).getByRole('button', { name: 'Ritdetails' }));
  },
  'details.open:details.close → details.closed': async (sut) => {
    await sut.user.click(within(detailsDialog()!).getByRole('button', { name: 'Sluiten' }));
  },
};

afterEach(() => {
  vi.restoreAllMocks();
  delete (globalThis as { google?: unknown }).google;
});

describeModel({
  plan: liveMapPlan,
  see,
  exec,
  timeout: 90_000,
  before: async (sut, path) => {
    const directions: World['directions'] = [];
    installFakeGoogleMaps(() => new Promise((_, reject) => directions.push({ reject })));
    worlds.set(sut, {
      held: false,
      header: /^Uw rit begint binnenkort$/,
      directions,
      warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
      debug: vi.spyOn(console, 'debug').mockImplementation(() => {}),
    });
    await openSignedIn(sut, '/profile', RIET, RIET_PASS, '/profile');
    await waitFor(() => expect(sut.userData.data.nextTrip).not.toBeUndefined());
    const trip = sut.userData.data.nextTrip as Trip | null;
    expect(trip?.externalTripId).toBe('RT-RIET0005');
    if (path.initialFacts.completed) await setServerTime(sut, Date.parse(trip!.arrivalDateTime) + MIN);
    else await setServerTime(sut, Date.parse(trip!.departureDateTime) - 30 * MIN);
    holdPositions(sut);
    await sut.router!.navigate('/home');
    await sut.waitForPath('/home');
    await world(sut).gate!.held();
  },
});
