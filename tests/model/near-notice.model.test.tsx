// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import type { Trip } from '../../machines/types';
import { NEAR_NOTICE_SENT_KEY } from '../../src/logic/near-notice';
import { nearNoticePlan } from './near-notice.plan';
import { openSignedIn, RIET, RIET_PASS, setServerTime } from './support/app';
import type { StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';
import { installFakeGoogleMaps } from '../support/fake-google-maps';

// Model test of machines/trip/near-notice.machine.ts as the child of the live map card of /home (reiziger@example.com,
// RT-RIET0005) against the reference server in-process. Time is the SERVER clock (the app follows it through the
// Date header) under Vitest's fake timers: a step that waits for the next position answer jumps the 5 s poll. The
// browser's Notification API is a recording fake whose permission prompt waits until the step that answers it
// (the system notification itself cannot be observed); navigator.vibrate is recorded too. The map is the Google one
// over a fake `google.maps` (the keyless Leaflet map would try to load tiles).

vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'model-test-key');

const MIN = 60_000;
const TRIP = 'RT-RIET0005';
const OPT_IN_KEY = `regiotaxi.nearNotice.optIn.${RIET.email}`;
const SWITCH = 'Waarschuw mij als mijn taxi bijna er is';
const BASE_TITLE = 'RegioTaxi';

interface World {
  departure: number;
  /** Titles of the system notifications shown. */
  notifications: string[];
  vibrations: number;
  /** Answers the open permission prompt, or null when none is open. */
  answerPrompt: ((permission: NotificationPermission) => void) | null;
  prompts: number;
  /** What the last alert must say. */
  alertTitle: string;
  /** Notifications and vibrations before the step that made the last notice due. */
  before: { notifications: number; vibrations: number };
}
const worlds = new WeakMap<Sut, World>();
const world = (sut: Sut) => worlds.get(sut)!;

/** A recording Notification API: the prompt waits for the test, each `new Notification` is recorded. */
function installFakeNotifications(w: World, permission: NotificationPermission) {
  class FakeNotification {
    static permission: NotificationPermission = permission;
    static requestPermission() {
      w.prompts += 1;
      return new Promise<NotificationPermission>((resolve) => {
        w.answerPrompt = (permission) => {
          FakeNotification.permission = permission;
          w.answerPrompt = null;
          resolve(permission);
        };
      });
    }
    constructor(title: string) {
      w.notifications.push(title);
    }
  }
  (globalThis as { Notification?: unknown }).Notification = FakeNotification;
  Object.defineProperty(navigator, 'vibrate', {
    configurable: true,
    value: () => {
      w.vibrations += 1;
      return true;
    },
  });
}

const card = () => screen.getByRole('region', { name: 'Uw volgende rit' });
const optIn = () => within(card()).getByRole('switch', { name: SWITCH });
const alert = () => screen.queryByTestId('near-notice-alert');

/** Moves the server clock to `at` and lets the next 5 s position poll answer at once (fake timers). */
async function nextAnswerAt(sut: Sut, at: number) {
  const w = world(sut);
  w.before = { notifications: w.notifications.length, vibrations: w.vibrations };
  await setServerTime(sut, at);
  await act(() => vi.advanceTimersByTimeAsync(5_000));
}

const see: Record<string, StateAssertion> = {
  deciding: async () => {},
  off: async () => {
    await waitFor(() => expect(optIn()).toHaveAttribute('aria-checked', 'false'));
    expect(alert()).toBeNull();
    expect(document.title).toBe(BASE_TITLE);
  },
  asking: async (sut) => {
    await waitFor(() => expect(world(sut).answerPrompt).not.toBeNull());
    expect(optIn()).toHaveAttribute('aria-checked', 'true');
    expect(card()).toHaveTextContent('Uw browser vraagt of deze site meldingen mag tonen…');
  },
  on: async () => {
    await waitFor(() => expect(optIn()).toHaveAttribute('aria-checked', 'true'));
  },
  'on.watching': async () => {
    await waitFor(() => expect(alert()).toBeNull());
    expect(document.title).toBe(BASE_TITLE);
  },
  'on.alerting': async () => {
    // The claim answers at once: what this state shows is the vehicle info that made the notice due.
    await waitFor(() =>
      expect(screen.getByTestId('live-status')).toHaveTextContent(
        /over ongeveer [1-5] minuten bij|is er nu|Onderweg naar/,
      ),
    );
  },
  'on.alerted': async (sut) => {
    await waitFor(() => expect(alert()).toHaveTextContent(world(sut).alertTitle));
    expect(within(alert()!).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    const prefix = world(sut).alertTitle === 'Uw taxi is er bijna' ? '🚕 5 min' : '🚕 Onderweg';
    expect(document.title).toBe(`${prefix} · ${BASE_TITLE}`);
  },
};

const claimed =
  (notified: boolean): StepExecutor =>
  async (sut) => {
    const w = world(sut);
    await waitFor(() => expect(alert()).toHaveTextContent(w.alertTitle));
    // One system notification (same title as the alert) and one vibration from the first tab; none otherwise.
    expect(w.notifications.slice(w.before.notifications)).toEqual(notified ? [w.alertTitle] : []);
    expect(w.vibrations - w.before.vibrations).toBe(notified ? 1 : 0);
  };

const exec: Record<string, StepExecutor> = {
  'off:nearNotice.enable → asking': async (sut) => {
    expect(world(sut).prompts).toBe(0);
    await sut.user.click(optIn());
  },
  'asking:xstate.done.actor.requestNotificationPermission → on': async (sut) => {
    world(sut).answerPrompt!('granted');
    await waitFor(() => expect(window.localStorage.getItem(OPT_IN_KEY)).toBe('on'));
    expect(world(sut).prompts).toBe(1);
  },
  'on:nearNotice.disable → off': async (sut) => {
    await sut.user.click(optIn());
    await waitFor(() => expect(window.localStorage.getItem(OPT_IN_KEY)).toBeNull());
  },
  'on.watching:vehicle.received [isDue(kind: near)] → on.alerting': async (sut) => {
    world(sut).alertTitle = 'Uw taxi is er bijna';
    await nextAnswerAt(sut, world(sut).departure - 4 * MIN);
  },
  'on.watching:vehicle.received [isDue(kind: dropOff)] → on.alerting': async (sut) => {
    world(sut).alertTitle = 'U bent onderweg';
    await nextAnswerAt(sut, world(sut).departure + 5 * MIN);
  },
  'on.alerted:vehicle.received [isDue(kind: dropOff)] → on.alerting': async (sut) => {
    world(sut).alertTitle = 'U bent onderweg';
    await nextAnswerAt(sut, world(sut).departure + 5 * MIN);
  },
  'on.alerting:xstate.done.actor.claimNotice [isClaimed] → on.alerted': claimed(true),
  'on.alerting:xstate.done.actor.claimNotice → on.alerted': claimed(false),
  'on.alerted:nearNotice.dismiss → on.watching': async (sut) => {
    await sut.user.click(within(alert()!).getByRole('button', { name: 'OK' }));
  },
};

afterEach(() => {
  vi.restoreAllMocks();
  delete (globalThis as { google?: unknown }).google;
  delete (globalThis as { Notification?: unknown }).Notification;
  document.title = BASE_TITLE;
});

describeModel({
  plan: nearNoticePlan,
  see,
  exec,
  timeout: 90_000,
  fakeTimers: true,
  before: async (sut, path) => {
    const w: World = {
      departure: 0,
      notifications: [],
      vibrations: 0,
      answerPrompt: null,
      prompts: 0,
      alertTitle: '',
      before: { notifications: 0, vibrations: 0 },
    };
    worlds.set(sut, w);
    // A stored opt-in goes with the permission granted when it was stored.
    installFakeNotifications(w, path.initialFacts.optedIn ? 'granted' : 'default');
    installFakeGoogleMaps(() => new Promise(() => {}));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    document.title = BASE_TITLE;
    window.localStorage.removeItem(OPT_IN_KEY);
    window.localStorage.removeItem(NEAR_NOTICE_SENT_KEY);
    if (path.initialFacts.optedIn) window.localStorage.setItem(OPT_IN_KEY, 'on');
    if (path.initialFacts.elsewhere) {
      // Another tab of this browser already notified both notices of this trip.
      const now = Date.now();
      window.localStorage.setItem(
        NEAR_NOTICE_SENT_KEY,
        JSON.stringify({ [`traveller:${TRIP}:near`]: now, [`traveller:${TRIP}:dropOff`]: now }),
      );
    }
    await openSignedIn(sut, '/profile', RIET, RIET_PASS, '/profile');
    await waitFor(() => expect(sut.userData.data.nextTrip).not.toBeUndefined());
    const trip = sut.userData.data.nextTrip as Trip | null;
    expect(trip?.externalTripId).toBe(TRIP);
    w.departure = Date.parse(trip!.departureDateTime);
    await setServerTime(sut, w.departure - 30 * MIN);
    await sut.router!.navigate('/home');
    await sut.waitForPath('/home');
    await waitFor(
      () => expect(screen.getByTestId('live-map-header')).toHaveTextContent(/^Verwachte ophaaltijd/),
      { timeout: 15_000 },
    );
    // Nothing was asked on load.
    expect(w.prompts).toBe(0);
  },
});
