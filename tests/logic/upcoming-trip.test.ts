import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectUserData } from '../../machines/auth.machine';
import { selectNextTrip, selectPendingParts } from '../../machines/user-data.machine';
import { createUpcomingTripLogic } from '../../src/logic/upcoming-trip';
import { createInProcessApp, sendUserData, waitForUserData, type InProcessApp } from '../support/in-process';
import { trip } from '../machines/fixtures';

// src/logic/upcoming-trip.ts: the upcoming-trip machine's effects reach the session only through
// public selectors and events of the session and its user-data child, never their context. Each test logs in
// against the in-process reference server: generous timeouts for a busy box.

const RIET = { email: 'reiziger@example.com', password: 'Welkom-2026!' };
const NEXT = 'GET /ticketing/trips/next';

let app: InProcessApp;
afterEach(() => app.close());

const nextTripRequests = () => app.requests.filter((r) => r === NEXT).length;

function startUpcoming() {
  const actor = createActor(createUpcomingTripLogic(app.runtime), {
    input: { trip: null, now: app.runtime.now },
  }).start();
  return actor;
}

describe('createUpcomingTripLogic', () => {
  it('joins the post-login batch while it loads the next trip: one GET /trips/next', async () => {
    app = createInProcessApp();
    await waitFor(app.runtime.auth, (s) => !s.matches('restoring'));
    // Start the card's actor the moment the session spawns its user data: the batch has not answered yet.
    const started = new Promise<ReturnType<typeof startUpcoming>>((resolve) => {
      const subscription = app.runtime.auth.subscribe((s) => {
        const userData = selectUserData(s);
        if (!userData) return;
        subscription.unsubscribe();
        expect(selectPendingParts(userData.getSnapshot())).toContain('nextTrip');
        resolve(startUpcoming());
      });
    });
    app.runtime.auth.send({ type: 'login.submit', ...RIET });
    const actor = await started;
    await waitFor(actor, (s) => s.matches({ polling: 'waiting' }), { timeout: 15_000 });
    const batch = await waitForUserData(app.runtime.auth, (s) => s.context.pending.length === 0);
    expect(nextTripRequests()).toBe(1);
    expect(actor.getSnapshot().context.latest?.externalTripId).toBe(selectNextTrip(batch)?.externalTripId);
    expect(selectNextTrip(batch)).not.toBeNull();
    actor.stop();
  }, 60_000);

  it('fetches by itself once no batch loads the next trip, and hands the answer to the user data', async () => {
    app = createInProcessApp();
    await waitFor(app.runtime.auth, (s) => !s.matches('restoring'));
    app.runtime.auth.send({ type: 'login.submit', ...RIET });
    await waitForUserData(
      app.runtime.auth,
      (s) => s.context.pending.length === 0 && s.context.data.profile !== null,
    );
    const before = nextTripRequests();
    const stale = trip({ externalTripId: 'RT-STALE' });
    sendUserData(app.runtime.auth, { type: 'userData.update', data: { nextTrip: stale } });
    const actor = startUpcoming();
    await waitFor(actor, (s) => s.matches({ polling: 'waiting' }), { timeout: 15_000 });
    expect(nextTripRequests()).toBe(before + 1);
    const published = await waitForUserData(
      app.runtime.auth,
      (s) => selectNextTrip(s)?.externalTripId !== 'RT-STALE',
    );
    expect(selectNextTrip(published)?.externalTripId).toBe(
      actor.getSnapshot().context.latest?.externalTripId,
    );
    actor.stop();
  }, 60_000);
});
