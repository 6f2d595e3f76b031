// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { followPlan } from './follow.plan';
import { RIET, RIET_PASS } from './support/app';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';
import { shareTrip, travellerApi, type TravellerApi } from './support/share-api';
import { installFakeGoogleMaps } from '../support/fake-google-maps';

// Model test of machines/trip/follow.machine.ts: the public page /follow/<token> of a link Riet made for RT-RIET0005,
// opened signed out, against the reference server in-process. Every GET /follow/<token> waits at a gate until
// the step that answers it (a new gate is in place before the answer, so the next refresh waits too). The map is
// the Google one (a test key, read when the page's chunk loads) over a fake `google.maps` whose directions
// requests wait, so a directions failure can be produced.

vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'model-test-key');

const TRIP = 'RT-RIET0005';
const MIN = 60_000;
const UNAVAILABLE = 'Dienst tijdelijk niet beschikbaar';
const isFollow = (url: URL, method: string) =>
  method === 'GET' && url.pathname.startsWith('/ticketing/follow/');

interface World {
  api: TravellerApi;
  live: boolean;
  gate: Gate;
  /** Why the link ended (what the page must say). */
  reason: string | null;
  directions: { reject: (error: unknown) => void }[];
  warn: ReturnType<typeof vi.spyOn>;
  debug: ReturnType<typeof vi.spyOn>;
}
const worlds = new WeakMap<Sut, World>();
const world = (sut: Sut) => worlds.get(sut)!;

/** Settles the held request(s) with `outcome`, with a fresh gate in place for the next one. */
function answer(sut: Sut, outcome: (gate: Gate) => void) {
  const held = world(sut).gate;
  world(sut).gate = sut.gate(isFollow);
  outcome(held);
  held.remove();
}

const followRequests = (sut: Sut) =>
  sut.requests.filter((r) => r.startsWith('GET /ticketing/follow/')).length;
const heading = () => screen.getByRole('heading', { level: 1 });

const see: Record<string, StateAssertion> = {
  loading: async (sut) => {
    await world(sut).gate.held();
    expect(await screen.findByText('De rit wordt geladen…', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Gedeelde rit');
  },
  failed: async () => {
    expect(
      await screen.findByText('De rit kan nu niet worden geladen. Probeer het zo opnieuw.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  },
  showing: async (sut) => {
    await waitFor(() => expect(heading()).toHaveTextContent('Rit van Riet'));
    const main = document.querySelector('main')!;
    expect(main).toHaveTextContent('Bevestigd');
    expect(main).toHaveTextContent(/Ophalen.*, tussen \d\d:\d\d en \d\d:\d\d/);
    expect(main).toHaveTextContent('Rietmeent 73');
    expect(main).toHaveTextContent('Stadhuisplein 21');
    expect(main).toHaveTextContent(/Verwachte aankomst\s*\d\d:\d\d/);
    // Nothing else of the traveller: no surname, phone, driver comment, fare or trip number.
    for (const hidden of ['de Vries', '0623456789', 'rollator', '€', TRIP])
      expect(document.body).not.toHaveTextContent(hidden);
    const vehicle = screen.getByTestId('follow-vehicle');
    if (world(sut).live) {
      await waitFor(() =>
        expect(vehicle).toHaveTextContent(
          /^Het voertuig is onderweg naar het ophaaladres\. Verwachte ophaaltijd: \d\d:\d\d\.$/,
        ),
      );
      expect(main).toHaveTextContent(/Kenteken:\s*\S+/);
      // The sentence the carer reads first: the taxi, its whole minutes to the pick-up street (a live region).
      expect(screen.getByTestId('live-status')).toHaveTextContent(
        /^De taxi [A-Z]{2}-\d{3}-[A-Z] (is over ongeveer \d+ minu(ten|ut) bij|is er nu, bij) .+\.$/,
      );
      expect(screen.getByRole('region', { name: 'Het voertuig' })).toBeInTheDocument();
    } else {
      expect(vehicle).toHaveTextContent(
        'Vanaf 60 minuten voor het ophalen ziet u hier het voertuig op de kaart.',
      );
      expect(main).not.toHaveTextContent('Kenteken');
    }
  },
  'showing.waiting': async () => {},
  'showing.fetching': async (sut) => {
    await world(sut).gate.held();
  },
  ended: async (sut) => {
    await waitFor(() => expect(heading()).toHaveTextContent('Deze link werkt niet meer'));
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(world(sut).reason!);
    expect(document.body).not.toHaveTextContent('Stadhuisplein');
  },
};

const exec: Record<string, StepExecutor> = {
  '(root):directions.failed': async (sut) => {
    await waitFor(() => expect(world(sut).directions.length).toBeGreaterThan(0), { timeout: 5000 });
    world(sut).directions.shift()!.reject(new Error('DIRECTIONS_ROUTE: ZERO_RESULTS'));
    await waitFor(() =>
      expect(world(sut).warn).toHaveBeenCalledWith('[follow] directions request failed', expect.any(Error)),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  },
  'loading:xstate.done.actor.fetchFollowedTrip → showing': async (sut) => {
    answer(sut, (gate) => gate.release());
  },
  'loading:xstate.error.actor.fetchFollowedTrip [hasEnded] → ended': async (sut) => {
    await world(sut).api.call('DELETE', `/trip-shares/${TRIP}`);
    world(sut).reason = 'De reiziger deelt deze rit niet meer.';
    answer(sut, (gate) => gate.release());
  },
  'loading:xstate.error.actor.fetchFollowedTrip → failed': async (sut) => {
    answer(sut, (gate) => gate.fail(503, 'ServiceUnavailable', UNAVAILABLE));
  },
  'failed:follow.retry → loading': async (sut) => {
    const before = followRequests(sut);
    await sut.user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await world(sut).gate.held();
    expect(followRequests(sut)).toBe(before + 1);
  },
  'showing.waiting:xstate.after.followInterval → showing.fetching': async (sut) => {
    // Fake timers: the interval (5 s live, else 30 s) passes at once; the refresh waits at the gate.
    const before = followRequests(sut);
    await vi.advanceTimersByTimeAsync(world(sut).live ? 5_000 : 30_000);
    await world(sut).gate.held();
    expect(followRequests(sut)).toBe(before + 1);
  },
  'showing.fetching:xstate.done.actor.fetchFollowedTrip → showing.waiting': async (sut) => {
    answer(sut, (gate) => gate.release());
  },
  'showing.fetching:xstate.error.actor.fetchFollowedTrip [hasEnded] → ended': async (sut) => {
    if (world(sut).live) {
      // Within the hour before departure the trip can no longer be cancelled: Riet stops sharing instead.
      await world(sut).api.call('DELETE', `/trip-shares/${TRIP}`);
      world(sut).reason = 'De reiziger deelt deze rit niet meer.';
    } else {
      await world(sut).api.call('DELETE', `/trips/cancel/${TRIP}`);
      world(sut).reason = 'Deze rit is geannuleerd.';
    }
    answer(sut, (gate) => gate.release());
  },
  'showing.fetching:xstate.error.actor.fetchFollowedTrip → showing.waiting': async (sut) => {
    answer(sut, (gate) => gate.fail(503, 'ServiceUnavailable', UNAVAILABLE));
    await waitFor(() => expect(world(sut).debug).toHaveBeenCalled());
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  },
};

afterEach(() => {
  vi.restoreAllMocks();
  delete (globalThis as { google?: unknown }).google;
});

describeModel({
  plan: followPlan,
  see,
  exec,
  timeout: 90_000,
  fakeTimers: true,
  before: async (sut, path) => {
    const directions: World['directions'] = [];
    installFakeGoogleMaps(() => new Promise((_, reject) => directions.push({ reject })));
    let api = await travellerApi(sut, RIET, RIET_PASS);
    const live = path.initialFacts.live === true;
    if (live) {
      const trip = await api.call<{ departureDateTime: string }>('GET', `/trips/${TRIP}`);
      sut.server.clock.set(new Date(Date.parse(trip.departureDateTime) - 30 * MIN));
      // The moved clock has expired that session's token: a new one.
      api = await travellerApi(sut, RIET, RIET_PASS);
    }
    const token = await shareTrip(api, TRIP);
    worlds.set(sut, {
      api,
      live,
      gate: sut.gate(isFollow),
      reason: null,
      directions,
      warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
      debug: vi.spyOn(console, 'debug').mockImplementation(() => {}),
    });
    sut.start(`/follow/${token}`);
  },
});
