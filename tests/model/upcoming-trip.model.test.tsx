// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { UPCOMING_REFRESH_MS } from '../../machines/trip/upcoming.machine';
import type { Trip } from '../../machines/types';
import { upcomingTripPlan } from './upcoming-trip.plan';
import { DEMO, openSignedIn, RIET, RIET_PASS, setServerTime } from './support/app';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';
import { findDialog } from '../support/dialogs';

// Model test of machines/trip/upcoming.machine.ts: the next-trip card of /home against the reference server
// in-process. Time is the SERVER clock (the app follows it through the responses' Date header); the machine's
// GET /trips/next requests are held at a gate until the step that answers them.

const MIN = 60_000;
/** The "soon" start: this long before the live window opens (departure − 60 min). */
const SOON_MS = 15_000;
/** The "ending" start: this long before the 10-minute hold after arrival ends. */
const HOLD_LEFT_MS = 20_000;
const UNAVAILABLE = 'Dienst tijdelijk niet beschikbaar';

interface World {
  gate?: Gate;
  held: boolean;
  first: Trip | null;
  /** The start just after RT-RIET0005 arrived (the live card shows the finished ride). */
  ending: boolean;
}
const worlds = new WeakMap<Sut, World>();
const world = (sut: Sut) => worlds.get(sut)!;

/** Holds the next single GET /trips/next (later ones, e.g. the session's reload after a cancel, pass). */
function holdNextFetch(sut: Sut) {
  let left = 1;
  world(sut).gate?.remove();
  world(sut).gate = sut.gate(
    (url, method) => method === 'GET' && url.pathname === '/ticketing/trips/next' && left-- > 0,
  );
  world(sut).held = true;
}

const nextTripCard = () => screen.getByRole('region', { name: 'Uw volgende rit' });
const liveHeader = () => screen.queryByTestId('live-map-header');

const see: Record<string, StateAssertion> = {
  polling: async () => {},
  'polling.fetching': async (sut) => {
    expect(world(sut).held).toBe(true);
  },
  'polling.waiting': async (sut) => {
    expect(world(sut).held).toBe(false);
  },
  card: async () => {
    expect(await screen.findByRole('region', { name: 'Uw volgende rit' })).toBeInTheDocument();
  },
  'card.deciding': async () => {
    throw new Error('deciding is transient and never observed');
  },
  'card.none': async () => {
    await waitFor(() =>
      expect(nextTripCard()).toHaveTextContent('U heeft de komende 2 weken geen ritten gepland.'),
    );
    expect(within(nextTripCard()).getByRole('link', { name: 'Rit boeken' })).toBeInTheDocument();
  },
  'card.plain': async () => {
    await waitFor(() => expect(within(nextTripCard()).getByText('Wanneer')).toBeInTheDocument());
    expect(liveHeader()).toBeNull();
  },
  'card.live': async (sut) => {
    const header = await screen.findByTestId('live-map-header', {}, { timeout: 10_000 });
    // Before the first vehicle position "starting soon"; in the start where the ride ends, the position poll
    // may already report it.
    expect(header).toHaveTextContent(
      world(sut).ending
        ? /Uw rit begint binnenkort|Verwachte ophaaltijd: \d\d:\d\d|U bent aangekomen/
        : /Uw rit begint binnenkort|Verwachte ophaaltijd: \d\d:\d\d/,
    );
  },
  'card.holding': async (sut) => {
    // The server's next trip is already RT-RIET0006 (handed to the session), yet the live card keeps the ride
    // that just ended.
    await waitFor(() => expect(sut.userData.data.nextTrip?.externalTripId).toBe('RT-RIET0006'));
    const header = await screen.findByTestId('live-map-header', {}, { timeout: 10_000 });
    await waitFor(() => expect(header).toHaveTextContent('U bent aangekomen'), { timeout: 10_000 });
    expect(within(nextTripCard()).queryByText('Wanneer')).toBeNull();
  },
};

const exec: Record<string, StepExecutor> = {
  'polling.fetching:xstate.done.actor.fetchNextTrip → polling.waiting': async (sut) => {
    world(sut).gate!.release();
    world(sut).held = false;
  },
  'polling.fetching:xstate.error.actor.fetchNextTrip → polling.waiting': async (sut) => {
    world(sut).gate!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    world(sut).held = false;
    await new Promise((r) => setTimeout(r, 300));
    world(sut).gate!.remove();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  },
  'polling.waiting:xstate.after.pollInterval → polling.fetching': async (sut) => {
    // The machine's real 30 s refresh interval, passed on the (fake, see describeModel) clock.
    holdNextFetch(sut);
    await vi.advanceTimersByTimeAsync(UPCOMING_REFRESH_MS);
    await world(sut).gate!.held();
  },
  'card:nextTrip.changed [isNewInformation] → card.deciding': async (sut) => {
    await sut.user.click(within(nextTripCard()).getByRole('button', { name: 'Rit annuleren' }));
    const question = await findDialog({ name: 'Deze rit annuleren?' });
    await sut.user.click(within(question).getByRole('button', { name: 'Ja, rit annuleren' }));
    expect(
      (await screen.findAllByText('Uw rit is geannuleerd', {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(sut.userData.data.nextTrip?.externalTripId).toBe('RT-RIET0006'));
  },
  'card.plain:xstate.after.untilLiveMap → card.deciding': async (sut) => {
    const fetches = sut.requests.filter((r) => r === 'GET /ticketing/trips/next').length;
    // The live window opens SOON_MS after the start's clock: move the clock there instead of waiting.
    await vi.advanceTimersByTimeAsync(SOON_MS);
    expect(await screen.findByTestId('live-map-header', {}, { timeout: 10_000 })).toBeInTheDocument();
    // Decided by time alone: no new answer from the server (the machine's request is still held).
    expect(world(sut).held).toBe(true);
    expect(sut.requests.filter((r) => r === 'GET /ticketing/trips/next').length).toBe(fetches);
  },
  'card.holding:xstate.after.untilHoldEnds → card.deciding': async (sut) => {
    // The hold ends 10 minutes after arrival (about 20 s after this start's clock): the live card goes.
    const fetches = sut.requests.filter((r) => r === 'GET /ticketing/trips/next').length;
    await vi.advanceTimersByTimeAsync(HOLD_LEFT_MS);
    await waitFor(() => expect(liveHeader()).toBeNull(), { timeout: 10_000 });
    // Decided by time alone: no new answer from the server.
    expect(sut.requests.filter((r) => r === 'GET /ticketing/trips/next').length).toBe(fetches);
    expect(sut.userData.data.nextTrip?.externalTripId).toBe('RT-RIET0006');
  },
};

describeModel({
  plan: upcomingTripPlan,
  see,
  exec,
  timeout: 90_000,
  fakeTimers: true,
  before: async (sut, path) => {
    worlds.set(sut, { held: false, first: null, ending: path.initialFacts.ending === true });
    const facts = path.initialFacts;
    if (facts.trip) await openSignedIn(sut, '/profile', RIET, RIET_PASS, '/profile');
    else await openSignedIn(sut, '/profile', DEMO, '2001000101', '/profile');
    await waitFor(() => expect(sut.userData.data.nextTrip).not.toBeUndefined());
    const first = sut.userData.data.nextTrip as Trip | null;
    world(sut).first = first;
    if (facts.trip) expect(first?.externalTripId).toBe('RT-RIET0005');
    const departure = first ? Date.parse(first.departureDateTime) : 0;
    if (facts.due) await setServerTime(sut, departure - 30 * MIN);
    if (facts.soon) await setServerTime(sut, departure - 60 * MIN - SOON_MS);
    holdNextFetch(sut);
    await sut.router!.navigate('/home');
    await sut.waitForPath('/home');
    await world(sut).gate!.held();
    if (facts.ending) {
      // The ride ends while /home is open: the clock moves to 20 s before the 10-minute hold after arrival ends
      // while the card's GET /trips/next is held (its access token expires on the way: the app renews it).
      await screen.findByTestId('live-map-header', {}, { timeout: 15_000 });
      sut.server.clock.set(new Date(Date.parse(first!.arrivalDateTime) + 10 * MIN - HOLD_LEFT_MS));
    }
  },
});
