// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { selectUserData } from '../../machines/auth.machine';
import type { OfflineSnapshot } from '../../machines/lib/offline-snapshot';
import type * as OfflineStore from '../../src/lib/offline-store';
import { connectivityPlan } from './connectivity.plan';
import { DEMO, openSignedIn } from './support/app';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';

// Model test of machines/connectivity.machine.ts: the runtime's connectivity actor behind the offline banner of
// the signed-in layout and the offline snapshot of /home, in the real app against the reference server in-process,
// with IndexedDB from fake-indexeddb. The browser's report is played as jsdom's `navigator.onLine` and the window's
// `online` / `offline` events; reading the snapshot back waits at a gate until a step decides it (so
// `offline.reading` lasts until the next step); "no answer" is a fetch that rejects.

const reads = vi.hoisted(() => {
  let hold: { promise: Promise<void>; release: () => void; fail: () => void } | null = null;
  return {
    /** Reads from now on wait until {@link release} / {@link fail}. */
    hold() {
      let release = () => {};
      let fail = () => {};
      const promise = new Promise<void>((resolve, reject) => {
        release = resolve;
        fail = () => reject(new Error('IndexedDB refused'));
      });
      promise.catch(() => {});
      hold = { promise, release, fail };
    },
    wait: () => hold?.promise ?? Promise.resolve(),
    release: () => hold?.release(),
    fail: () => hold?.fail(),
  };
});

vi.mock('../../src/lib/offline-store', async (importOriginal) => {
  const real = await importOriginal<typeof OfflineStore>();
  return {
    ...real,
    readOfflineSnapshot: async (account: string) => {
      await reads.wait();
      return real.readOfflineSnapshot(account);
    },
  };
});

const store = await vi.importActual<typeof OfflineStore>('../../src/lib/offline-store');
const stored = (): Promise<OfflineSnapshot | null> => store.readOfflineSnapshot(DEMO.email);

const GENERIC = /U bent offline\. Wat u invult blijft bewaard/;
const SNAPSHOT = /U bent offline\. Dit wisten we om \d{2}:\d{2}\./;
const REASON =
  'Boeken, annuleren, beoordelen, betalen en delen kan alleen met een verbinding. Zodra u weer online bent, kan het weer.';
const USER_DATA = [
  '/ticketing/users',
  '/ticketing/users/budget',
  '/ticketing/trips/next',
  '/ticketing/locations/user/recent',
  '/ticketing/regions',
];

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
afterEach(() => {
  online = true;
});

/** The browser reports `next` (navigator.onLine and its window event). */
function report(next: boolean) {
  online = next;
  act(() => void window.dispatchEvent(new Event(next ? 'online' : 'offline')));
}

const unreachable = new WeakMap<Sut, Gate>();

/** The app loads the user data again (as after a booking). */
function reloadUserData(sut: Sut) {
  const userData = selectUserData(sut.auth.getSnapshot());
  if (!userData) throw new Error('signed out');
  act(() => userData.send({ type: 'userData.reload' }));
}

async function logOut(sut: Sut) {
  await sut.user.click(await screen.findByRole('link', { name: 'Uitloggen', hidden: true }));
  await sut.waitForPath('/login');
  await waitFor(async () => expect(await stored()).toBeNull());
}

async function signedOutSeen(sut: Sut) {
  expect(sut.router?.state.location.pathname).toBe('/login');
  expect(await stored()).toBeNull();
}

const see: Record<string, StateAssertion> = {
  online: async (sut, step) => {
    await waitFor(() => expect(screen.queryByText(GENERIC) ?? screen.queryByText(SNAPSHOT)).toBeNull());
    if (step?.facts.signedOut) return signedOutSeen(sut);
    expect(screen.getByRole('heading', { level: 1, name: /Welkom/ })).toBeInTheDocument();
    expect(screen.queryByText(REASON)).toBeNull();
  },
  offline: async (sut, step) => {
    if (step?.facts.signedOut) return signedOutSeen(sut);
    const banner = await screen.findByText(/U bent offline\./);
    expect(banner.closest('[role="status"]')).not.toBeNull();
    expect(banner.closest('main')).not.toBeNull();
  },
  'offline.reading': async () => {
    expect(await screen.findByText(GENERIC)).toBeInTheDocument();
    // The page stays as it was under the banner.
    expect(screen.getByRole('heading', { level: 1, name: /Welkom/ })).toBeInTheDocument();
    expect(screen.queryByText(REASON)).toBeNull();
  },
  'offline.showing': async (sut) => {
    const kept = (await stored())!;
    const time = new Intl.DateTimeFormat('nl-NL', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Amsterdam',
    }).format(new Date(kept.takenAt));
    expect(await screen.findByText(`U bent offline. Dit wisten we om ${time}.`)).toBeInTheDocument();
    // /home's offline view is a chunk of its own: it shows once loaded.
    const book = await screen.findByRole('button', { name: 'Rit boeken' });
    expect(book).toBeDisabled();
    expect(book).toHaveAccessibleDescription(REASON);
    const card = screen.getByRole('region', { name: 'Uw volgende rit' });
    const next = sut.userData.data.nextTrip;
    if (next) {
      expect(within(card).getByText(next.externalTripId)).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Rit annuleren' })).toBeDisabled();
      expect(within(card).getByRole('button', { name: 'Rit delen' })).toBeDisabled();
    } else {
      expect(card).toHaveTextContent('U heeft de komende 2 weken geen ritten gepland.');
    }
    expect(within(card).getByRole('link', { name: '088 123 45 67' })).toHaveAttribute(
      'href',
      'tel:0881234567',
    );
    // Nothing of the live page's actions is left to press.
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Rit boeken' })).toBeNull();
  },
  'offline.blank': async (sut, step) => {
    if (step?.facts.signedOut) return signedOutSeen(sut);
    expect(await screen.findByText(GENERIC)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Welkom/ })).toBeInTheDocument();
    expect(screen.queryByText(REASON)).toBeNull();
  },
};

const exec: Record<string, StepExecutor> = {
  '(root):snapshot.save': async (sut) => {
    const before = (await stored())!;
    await new Promise((r) => setTimeout(r, 5));
    reloadUserData(sut);
    await waitFor(async () => expect((await stored())?.takenAt).not.toBe(before.takenAt), {
      timeout: 10_000,
    });
    const after = (await stored())!;
    expect(after.account).toBe(DEMO.email);
    expect(after.budget?.passNumber).toBe('2001000101');
  },
  '(root):snapshot.forget': logOut,
  'online:connectivity.offline → offline': async () => report(false),
  'online:api.failed [isUnreachable] → offline': async (sut) => {
    const gate = sut.gate((url, method) => method === 'GET' && USER_DATA.includes(url.pathname));
    gate.unreachable();
    unreachable.set(sut, gate);
    reloadUserData(sut);
  },
  'offline:connectivity.online → online': async (sut) => {
    const before = sut.requests.filter((r) => r === 'GET /ticketing/users').length;
    report(true);
    // Back online, the live data is asked again.
    await waitFor(() =>
      expect(sut.requests.filter((r) => r === 'GET /ticketing/users').length).toBeGreaterThan(before),
    );
  },
  'offline:api.reached → online': async (sut) => {
    unreachable.get(sut)?.remove();
    reloadUserData(sut);
  },
  'offline.reading:xstate.done.actor.readSnapshot [isUsable] → offline.showing': async () => {
    expect(await stored()).not.toBeNull();
    reads.release();
  },
  'offline.reading:xstate.done.actor.readSnapshot → offline.blank': async () => {
    await store.deleteOfflineSnapshot(DEMO.email);
    reads.release();
  },
  'offline.reading:xstate.error.actor.readSnapshot → offline.blank': async () => reads.fail(),
  'offline.showing:snapshot.forget → offline.blank': logOut,
};

describeModel({
  plan: connectivityPlan,
  see,
  exec,
  timeout: 60_000,
  before: async (sut) => {
    reads.hold();
    await store.deleteOfflineSnapshot(DEMO.email);
    await openSignedIn(sut, '/home');
    await screen.findByRole('heading', { level: 1, name: /Welkom/ }, { timeout: 15_000 });
    // Loading the home page kept the account's snapshot.
    await waitFor(async () => expect((await stored())?.budget).toBeTruthy(), { timeout: 10_000 });
  },
});
