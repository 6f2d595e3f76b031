// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { createTripCardLogic } from '../../src/logic/trip';
import { createTripHistoryLogic } from '../../src/logic/trip-history';
import { tripHistoryPlan } from './trip-history.plan';
import { openSignedIn, RIET, RIET_PASS } from './support/app';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';
import { findDialog } from '../support/dialogs';

// Model test of machines/trip/history.machine.ts: /my-trips of the seeded history traveller (reiziger@example.com)
// against the reference server in-process. Requests are held at gates until the step that answers them.

const UNAVAILABLE = 'Dienst tijdelijk niet beschikbaar';
const isGet = (match: (path: string) => boolean) => (url: URL, method: string) =>
  method === 'GET' && match(url.pathname);
const isHistory = isGet((p) => p === '/ticketing/trips/history');
const isDetails = isGet((p) => /^\/ticketing\/trips\/RT-[A-Z0-9]+$/.test(p));
const isExport = isGet((p) => p === '/ticketing/trips/export');

interface World {
  history?: Gate;
  details?: Gate;
  export?: Gate;
  saved: { filename: string; blob: Blob }[];
}
const worlds = new WeakMap<Sut, World>();
const world = (sut: Sut) => {
  if (!worlds.has(sut)) worlds.set(sut, { saved: [] });
  return worlds.get(sut)!;
};
/** Holds the next history request (a range change or a retry) until the step that answers it. */
function holdHistory(sut: Sut) {
  world(sut).history?.remove();
  world(sut).history = sut.gate(isHistory);
}
const periodButton = () => screen.getByRole('button', { name: /^Periode / });
const detailsDialog = () => screen.getByRole('dialog', { name: 'Ritgegevens' });
const toast = (text: string) => screen.findAllByText(text, {}, { timeout: 5000 });

const upcomingButton = () => screen.getByRole('button', { name: 'Komende ritten', hidden: true });

const see: Record<string, StateAssertion> = {
  view: async () => {},
  'view.upcoming': async () => {
    await waitFor(() => expect(upcomingButton()).toHaveAttribute('aria-pressed', 'true'));
  },
  'view.range': async () => {
    await waitFor(() => expect(upcomingButton()).toHaveAttribute('aria-pressed', 'false'));
  },
  'list.refreshing': async () => {
    expect(screen.getByRole('list', { name: 'Ritten', hidden: true })).toBeInTheDocument();
    expect(screen.queryByText('Bezig met laden…')).toBeNull();
  },
  list: async () => {
    const weeks = screen.getByRole('group', { name: 'Week kiezen', hidden: true });
    for (const name of ['Vorige week', 'Deze week', 'Volgende week'])
      expect(within(weeks).getByRole('button', { name, hidden: true })).toBeInTheDocument();
  },
  'list.loading': async () => {
    await waitFor(() => expect(screen.getAllByText('Bezig met laden…').length).toBeGreaterThan(0));
    expect(screen.queryByRole('list', { name: 'Ritten', hidden: true })).toBeNull();
  },
  'list.loaded': async () => {
    await waitFor(() =>
      expect(
        screen.queryByText(
          /^\d+ ritten in deze periode$|^1 rit in deze periode$|^U heeft geen ritten|^\d+ komende ritten$|^1 komende rit$|^U heeft geen komende ritten/,
        ),
      ).toBeInTheDocument(),
    );
    // No alert says anything (the cancel failure's live region stays in the dialog, empty).
    expect(screen.queryAllByRole('alert', { hidden: true }).filter((el) => el.textContent)).toEqual([]);
  },
  'list.failed': async () => {
    const alert = await screen.findByRole('alert', { hidden: true }, { timeout: 5000 });
    expect(alert).toHaveTextContent('Uw ritten konden niet worden geladen.');
    expect(within(alert).getByRole('button', { name: 'Opnieuw proberen', hidden: true })).toBeInTheDocument();
  },
  details: async () => {},
  'details.closed': async () => {
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ritgegevens' })).toBeNull());
  },
  'details.loading': async () => {
    const dialog = await findDialog({ name: 'Ritgegevens' });
    expect(within(dialog).getByText('Bezig met laden…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sluiten' })).toBeInTheDocument();
  },
  'details.open': async () => {
    const dialog = await findDialog({ name: 'Ritgegevens' });
    await waitFor(() => expect(within(dialog).queryByText('Bezig met laden…')).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Rit annuleren' })).toBeInTheDocument();
  },
  export: async () => {},
  'export.idle': async () => {
    expect(
      await screen.findByRole('button', { name: 'Rittenoverzicht downloaden', hidden: true }),
    ).toBeInTheDocument();
  },
  'export.downloading': async () => {
    expect(
      await screen.findByRole('button', { name: 'Bezig met downloaden…', hidden: true }),
    ).toBeInTheDocument();
  },
};

const exec: Record<string, StepExecutor> = {
  'list:range.previousWeek → list.loading': async (sut) => {
    const before = periodButton().textContent;
    holdHistory(sut);
    await sut.user.click(screen.getByRole('button', { name: 'Vorige week' }));
    await waitFor(() => expect(periodButton().textContent).not.toBe(before));
    await world(sut).history!.held();
  },
  'list:range.thisWeek → list.loading': async (sut) => {
    holdHistory(sut);
    await sut.user.click(screen.getByRole('button', { name: 'Deze week' }));
    await world(sut).history!.held();
  },
  'list:range.nextWeek → list.loading': async (sut) => {
    const before = periodButton().textContent;
    holdHistory(sut);
    await sut.user.click(screen.getByRole('button', { name: 'Volgende week' }));
    await waitFor(() => expect(periodButton().textContent).not.toBe(before));
    await world(sut).history!.held();
  },
  'list:range.set [isValidRange] → list.loading': async (sut) => {
    await sut.user.click(periodButton());
    const popover = await findDialog({ name: 'Kies een periode' });
    const label = (d: Date) =>
      new Intl.DateTimeFormat('nl-NL', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Europe/Amsterdam',
      }).format(d);
    // Days as the calendar shows them, in Europe/Amsterdam (around midnight UTC it is already the next day there).
    const dayOf = (d: Date) =>
      Number(new Intl.DateTimeFormat('en-GB', { day: 'numeric', timeZone: 'Europe/Amsterdam' }).format(d));
    const today = sut.runtime!.now();
    const first = new Date(today.getTime() - (dayOf(today) - 1) * 86_400_000);
    const end = dayOf(today) === 1 ? new Date(today.getTime() + 86_400_000) : today;
    await sut.user.click(
      within(popover).getByRole('button', { name: new RegExp(`(^|\\s)${label(first)}(,|$)`) }),
    );
    await sut.user.click(
      within(popover).getByRole('button', { name: new RegExp(`(^|\\s)${label(end)}(,|$)`) }),
    );
    holdHistory(sut);
    await sut.user.click(within(popover).getByRole('button', { name: 'Toepassen' }));
    await world(sut).history!.held();
    expect(periodButton()).toHaveAccessibleName(new RegExp(`^Periode 1 .* t/m ${dayOf(end)} `));
  },
  'list:view.upcoming → list.loading': async (sut) => {
    holdHistory(sut);
    await sut.user.click(upcomingButton());
    await world(sut).history!.held();
  },
  'list.loaded:page.focused [awaitsPayment] → list.refreshing': async (sut) => {
    holdHistory(sut);
    const sent = sut.requests.length;
    // The traveller comes back from the payment tab: the window regains focus.
    window.dispatchEvent(new Event('focus'));
    await world(sut).history!.held();
    expect(sut.requests.slice(sent)).toContainEqual(
      expect.stringMatching(/^GET \/ticketing\/trips\/history/),
    );
  },
  'list.refreshing:xstate.done.actor.loadTripHistory → list.loaded': async (sut) => {
    world(sut).history!.release();
    await waitFor(() => expect(sut.requests.at(-1)).toMatch(/trips\/history/));
    expect(screen.getByRole('list', { name: 'Ritten' })).toBeInTheDocument();
  },
  'list.refreshing:xstate.error.actor.loadTripHistory → list.loaded': async (sut) => {
    world(sut).history!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    world(sut).history!.remove();
    // Silent: the cards stay, no alert and no toast.
    expect(screen.getByRole('list', { name: 'Ritten' })).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  },
  'list.loading:xstate.done.actor.loadTripHistory → list.loaded': async (sut) => {
    world(sut).history!.release();
  },
  'list.loading:xstate.error.actor.loadTripHistory → list.failed': async (sut) => {
    world(sut).history!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    expect((await toast(UNAVAILABLE)).length).toBeGreaterThan(0);
    world(sut).history!.remove();
  },
  'list.failed:history.retry → list.loading': async (sut) => {
    holdHistory(sut);
    await sut.user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await world(sut).history!.held();
  },
  'details.closed:details.open [hasTripId] → details.loading': async (sut) => {
    world(sut).details = sut.gate(isDetails);
    const cards = screen.getByRole('list', { name: 'Ritten' });
    await sut.user.click(within(cards).getAllByRole('button', { name: 'Ritgegevens bekijken' })[0]!);
    await world(sut).details!.held();
  },
  'details.loading:details.close → details.closed': async (sut) => {
    await sut.user.click(within(detailsDialog()).getByRole('button', { name: 'Sluiten' }));
    world(sut).details!.remove();
  },
  'details.loading:xstate.done.actor.loadTrip → details.open': async (sut) => {
    world(sut).details!.release();
  },
  'details.loading:xstate.error.actor.loadTrip → details.closed': async (sut) => {
    world(sut).details!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    expect((await toast(UNAVAILABLE)).length).toBeGreaterThan(0);
    world(sut).details!.remove();
  },
  'details.open:details.close → details.closed': async (sut) => {
    await sut.user.click(within(detailsDialog()).getByRole('button', { name: 'Sluiten' }));
  },
  'export.idle:history.download → export.downloading': async (sut) => {
    world(sut).export = sut.gate(isExport);
    await sut.user.click(screen.getByRole('button', { name: 'Rittenoverzicht downloaden' }));
    await world(sut).export!.held();
  },
  'export.downloading:xstate.done.actor.exportTripHistory → export.idle': async (sut) => {
    world(sut).export!.release();
    await waitFor(() => expect(world(sut).saved).toHaveLength(1), { timeout: 5000 });
    expect(world(sut).saved[0]!.filename).toMatch(/\.pdf$/);
    expect(world(sut).saved[0]!.blob.size).toBeGreaterThan(0);
  },
  'export.downloading:xstate.error.actor.exportTripHistory → export.idle': async (sut) => {
    world(sut).export!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    expect(
      (
        await toast(
          'Er is een fout opgetreden bij het downloaden van uw rittenoverzicht. Probeer het later opnieuw.',
        )
      ).length,
    ).toBeGreaterThan(0);
    world(sut).export!.remove();
    expect(world(sut).saved).toHaveLength(0);
  },
};

describeModel({
  plan: tripHistoryPlan,
  see,
  exec,
  timeout: 60_000,
  before: async (sut) => {
    await openSignedIn(sut, '/home', RIET, RIET_PASS);
    // The browser's file saving is the one side effect jsdom lacks: record what the page hands over instead.
    const withSpies = {
      ...sut.runtime!,
      openWindow: (url: string) => void sut.opened.push(url),
      saveFile: (blob: Blob, filename: string) => void world(sut).saved.push({ blob, filename }),
    };
    sut.runtime!.logic.override(createTripCardLogic, createTripCardLogic(withSpies));
    sut.runtime!.logic.override(createTripHistoryLogic, createTripHistoryLogic(withSpies));
    holdHistory(sut);
    await sut.router!.navigate('/my-trips');
    await screen.findByRole('heading', { level: 1, name: 'Mijn ritten' }, { timeout: 15_000 });
    await world(sut).history!.held();
  },
});
