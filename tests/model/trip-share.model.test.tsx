// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { tripSharePlan } from './trip-share.plan';
import { openSignedIn, RIET, RIET_PASS } from './support/app';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';
import { shareTrip, travellerApi } from './support/share-api';
import { findDialog } from '../support/dialogs';

// Model test of machines/trip/share.machine.ts: the section "Iemand deze rit laten volgen" of the trip-details
// dialog of RT-RIET0005 on /my-trips (reiziger@example.com), against the reference server in-process. The share
// requests wait at gates until the step that answers them; the clipboard is a fake whose writes wait too.

const TRIP = 'RT-RIET0005';
const UNAVAILABLE = 'Dienst tijdelijk niet beschikbaar';
const COPIED_DISPLAY = 'shared.copied:xstate.after.copiedDisplay → shared.ready';
const LINK = /^http:\/\/[^/]+\/follow\/[A-Za-z0-9_-]{43}$/;

interface World {
  probe?: Gate;
  create?: Gate;
  stop?: Gate;
  /** Clipboard writes, waiting for the step that settles them. */
  writes: { text: string; resolve: () => void; reject: (error: unknown) => void }[];
  /** The last clipboard write that succeeded. */
  copied: string | null;
  /** Sharing was stopped in the dialog (idle then says so). */
  stopped: boolean;
}
const worlds = new WeakMap<Sut, World>();
const world = (sut: Sut) => worlds.get(sut)!;

const dialog = () => screen.getByRole('dialog', { name: 'Ritgegevens' });
const inDialog = () => within(dialog());
const section = () => screen.queryByRole('region', { name: 'Iemand deze rit laten volgen' });
const button = (name: string) => inDialog().getByRole('button', { name });
const field = () => inDialog().getByRole('textbox', { name: 'Deellink' }) as HTMLInputElement;
const isProbe = (url: URL, method: string) => method === 'GET' && url.pathname === '/ticketing/trip-shares';

/** A fake Clipboard API whose writes wait for the test (user-event's own stub answers at once). */
function installClipboard(sut: Sut) {
  const clipboard = {
    writeText: (text: string) =>
      new Promise<void>((resolve, reject) => world(sut).writes.push({ text, resolve, reject })),
  };
  Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true });
}

function hold(sut: Sut, method: string) {
  const path = `/ticketing/trip-shares/${TRIP}`;
  return sut.gate((url, m) => m === method && url.pathname === path);
}

const busy = (name: string) => async () => {
  await waitFor(() => expect(button(name)).toHaveAttribute('aria-busy', 'true'));
};

const see: Record<string, StateAssertion> = {
  probing: async (sut) => {
    await world(sut).probe!.held();
    expect(inDialog().getByRole('button', { name: 'Sluiten' })).toBeInTheDocument();
    expect(section()).toBeNull();
  },
  unavailable: async () => {
    await waitFor(() => expect(inDialog().queryByRole('button', { name: 'Rit delen' })).toBeNull());
    expect(section()).toBeNull();
    expect(inDialog().getByRole('button', { name: 'Toevoegen aan agenda' })).toBeInTheDocument();
  },
  idle: async (sut) => {
    await waitFor(() => expect(button('Rit delen')).not.toHaveAttribute('aria-busy'));
    expect(inDialog().queryByRole('textbox', { name: 'Deellink' })).toBeNull();
    if (world(sut).stopped) {
      expect(within(section()!).getByRole('status')).toHaveTextContent(
        'U deelt deze rit niet meer. De link werkt niet meer.',
      );
    }
  },
  creating: busy('Rit delen'),
  shared: async () => {
    await waitFor(() => expect(field().value).toMatch(LINK));
    expect(field()).toHaveAttribute('readonly');
    expect(inDialog().getByText(/^De link werkt tot 2 uur na aankomst/)).toBeInTheDocument();
    expect(button('Delen stoppen')).toBeInTheDocument();
  },
  'shared.ready': async () => {
    await waitFor(() => expect(button('Link kopiëren')).not.toHaveAttribute('aria-busy'));
    expect(inDialog().queryByText('Link gekopieerd')).toBeNull();
  },
  'shared.copying': busy('Link kopiëren'),
  'shared.copied': async (sut) => {
    expect(await inDialog().findByText('Link gekopieerd')).toBeInTheDocument();
    expect(world(sut).copied).toBe(field().value);
  },
  'shared.copyFailed': async () => {
    expect(
      await inDialog().findByText('Kopiëren lukte niet. Selecteer de link en kopieer hem zelf.'),
    ).toBeInTheDocument();
  },
  sharedWithoutLink: async () => {
    expect(await inDialog().findByText(/^U deelt deze rit al\./)).toBeInTheDocument();
    expect(button('Nieuwe link maken')).toBeInTheDocument();
    expect(button('Delen stoppen')).toBeInTheDocument();
    expect(inDialog().queryByRole('textbox', { name: 'Deellink' })).toBeNull();
  },
  stopping: busy('Delen stoppen'),
};

const create =
  (name: string): StepExecutor =>
  async (sut) => {
    const gate = hold(sut, 'POST');
    world(sut).create = gate;
    world(sut).stopped = false;
    await sut.user.click(button(name));
    await gate.held();
  };

const stop: StepExecutor = async (sut) => {
  const gate = hold(sut, 'DELETE');
  world(sut).stop = gate;
  await sut.user.click(button('Delen stoppen'));
  await gate.held();
};

const copy: StepExecutor = async (sut) => {
  const before = world(sut).writes.length;
  await sut.user.click(button('Link kopiëren'));
  await waitFor(() => expect(world(sut).writes.length).toBe(before + 1));
};

const stopFails: StepExecutor = async (sut) => {
  world(sut).stop!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
  expect(
    await inDialog().findByText('Het delen kan niet worden gestopt. Probeer het opnieuw.'),
  ).toBeInTheDocument();
  world(sut).stop!.remove();
};

const exec: Record<string, StepExecutor> = {
  'probing:xstate.done.actor.listTripShares [isShared] → sharedWithoutLink': async (sut) => {
    // Shared earlier (another tab): the server lists the trip when the held probe goes on.
    await shareTrip(await travellerApi(sut, RIET, RIET_PASS), TRIP);
    world(sut).probe!.release();
  },
  'probing:xstate.done.actor.listTripShares → idle': async (sut) => {
    world(sut).probe!.release();
  },
  'probing:xstate.error.actor.listTripShares [isMissingEndpoint] → unavailable': async (sut) => {
    world(sut).probe!.fail(404, 'NotFound', 'Not found');
  },
  'probing:xstate.error.actor.listTripShares → idle': async (sut) => {
    world(sut).probe!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
  },
  'idle:share.create → creating': create('Rit delen'),
  'creating:xstate.done.actor.createTripShare → shared': async (sut) => {
    world(sut).create!.release();
    // Keyboard focus follows to the new link.
    await waitFor(() => expect(document.activeElement).toBe(field()));
  },
  'creating:xstate.error.actor.createTripShare [isMissingEndpoint] → unavailable': async (sut) => {
    world(sut).create!.fail(404, 'NotFound', 'Not found');
  },
  'creating:xstate.error.actor.createTripShare → idle': async (sut) => {
    world(sut).create!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    expect(
      await inDialog().findByText('De deellink kan niet worden gemaakt. Probeer het opnieuw.'),
    ).toBeInTheDocument();
    world(sut).create!.remove();
  },
  'shared:share.stop → stopping': stop,
  'shared.ready:link.copy → shared.copying': copy,
  'shared.copying:xstate.done.actor.copyLink → shared.copied': async (sut) => {
    const write = world(sut).writes.at(-1)!;
    world(sut).copied = write.text;
    write.resolve();
  },
  'shared.copying:xstate.error.actor.copyLink → shared.copyFailed': async (sut) => {
    world(sut).writes.at(-1)!.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  },
  [COPIED_DISPLAY]: async () => {
    // Fake timers (installed before the page for this path): the 5 s pass at once.
    vi.advanceTimersByTime(5_000);
  },
  'shared.copied:link.copy → shared.copying': copy,
  'shared.copyFailed:link.copy → shared.copying': copy,
  'sharedWithoutLink:share.create → creating': create('Nieuwe link maken'),
  'sharedWithoutLink:share.stop → stopping': stop,
  'stopping:xstate.done.actor.deleteTripShare → idle': async (sut) => {
    world(sut).stopped = true;
    world(sut).stop!.release();
    // Keyboard focus goes back to "Rit delen".
    await waitFor(() => expect(document.activeElement).toBe(button('Rit delen')));
  },
  'stopping:xstate.error.actor.deleteTripShare [isNotShared] → idle': async (sut) => {
    world(sut).stopped = true;
    world(sut).stop!.fail(404, 'NotShared', 'Deze rit wordt niet gedeeld.');
    await waitFor(() => expect(button('Rit delen')).toBeInTheDocument());
    world(sut).stop!.remove();
  },
  'stopping:xstate.error.actor.deleteTripShare [hasLink] → shared': stopFails,
  'stopping:xstate.error.actor.deleteTripShare → sharedWithoutLink': stopFails,
};

afterEach(() => {
  vi.useRealTimers();
});

describeModel({
  plan: tripSharePlan,
  see,
  exec,
  timeout: 90_000,
  before: async (sut, path) => {
    worlds.set(sut, { writes: [], copied: null, stopped: false });
    if (path.steps.some((s) => s.event.branch === COPIED_DISPLAY)) {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    }
    await openSignedIn(sut, '/home', RIET, RIET_PASS);
    installClipboard(sut);
    await sut.router!.navigate('/my-trips');
    await screen.findByRole('heading', { level: 1, name: 'Mijn ritten' }, { timeout: 30_000 });
    const card = () => document.querySelector<HTMLElement>(`[data-trip-id="${TRIP}"]`);
    // The page opens on "Komende ritten": every booked trip from today on, the upcoming RT-RIET0005 among them.
    // The toolbar and the list are the page's online part, a chunk of its own that loads after the title.
    expect(
      await screen.findByRole('button', { name: 'Komende ritten' }, { timeout: 10_000 }),
    ).toHaveAttribute('aria-pressed', 'true');
    await screen.findByText(/^\d+ komende ritten$|^1 komende rit$/, {}, { timeout: 10_000 });
    expect(card(), `card of ${TRIP}`).not.toBeNull();
    world(sut).probe = sut.gate(isProbe);
    await sut.user.click(within(card()!).getByRole('button', { name: 'Ritgegevens bekijken' }));
    await findDialog({ name: 'Ritgegevens' });
    await waitFor(() => expect(inDialog().queryByText('Bezig met laden…')).toBeNull(), { timeout: 5000 });
  },
});
