// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createAppUpdateActor, startServiceWorker } from '../../src/logic/app-update';
import { appUpdatePlan } from './app-update.plan';
import { openSignedIn } from './support/app';
import type { StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';

// Model test of machines/app-update.machine.ts: the runtime's app-update actor behind the update prompt, in the real
// app against the reference server in-process. The service worker's registration is vite-plugin-pwa's `registerSW`
// shape played by a stand-in: its `onNeedRefresh` is the browser's "a new version is installed and waiting", and
// the update function it returns is what "Vernieuwen" must call (with a reload).

const PROMPT = 'Er is een nieuwe versie';

const registrations = new WeakMap<Sut, { needRefresh: () => void; update: ReturnType<typeof vi.fn> }>();

const inProgress = (sut: Sut) =>
  sut.runtime!.logic.get(createAppUpdateActor).getSnapshot().context.bookingInProgress;

async function openBooking(sut: Sut) {
  await sut.router!.navigate('/book-trip');
  await sut.waitForPath('/book-trip');
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Wanneer wilt u worden opgehaald?' },
    { timeout: 15_000 },
  );
  // The form itself is a lazy chunk after the page's heading.
  await waitFor(() => expect(inProgress(sut)).toBe(true), { timeout: 15_000 });
}

async function leaveBooking(sut: Sut) {
  await sut.router!.navigate('/home');
  await sut.waitForPath('/home');
  await waitFor(() => expect(inProgress(sut)).toBe(false));
}

const noPrompt = async () => {
  expect(screen.queryByText(PROMPT)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Vernieuwen' })).toBeNull();
};

const see: Record<string, StateAssertion> = {
  current: async (sut) => {
    await noPrompt();
    expect(registrations.get(sut)!.update).not.toHaveBeenCalled();
  },
  waiting: async (sut) => {
    expect(
      screen.getByRole('heading', { level: 1, name: 'Wanneer wilt u worden opgehaald?' }),
    ).toBeInTheDocument();
    await waitFor(noPrompt);
    expect(registrations.get(sut)!.update).not.toHaveBeenCalled();
  },
  prompting: async (sut) => {
    const prompt = await screen.findByText(PROMPT);
    expect(prompt.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Vernieuwen' })).toBeEnabled();
    expect(registrations.get(sut)!.update).not.toHaveBeenCalled();
  },
  applying: async (sut) => {
    await waitFor(() => expect(registrations.get(sut)!.update).toHaveBeenCalledWith(true));
    expect(registrations.get(sut)!.update).toHaveBeenCalledTimes(1);
  },
};

const exec: Record<string, StepExecutor> = {
  '(root):booking.started': openBooking,
  '(root):booking.ended': leaveBooking,
  'current:update.available [isBookingInProgress] → waiting': async (sut) =>
    registrations.get(sut)!.needRefresh(),
  'current:update.available → prompting': async (sut) => registrations.get(sut)!.needRefresh(),
  'waiting:booking.ended → prompting': leaveBooking,
  'prompting:booking.started → waiting': openBooking,
  'prompting:update.accept → applying': async (sut) => {
    await sut.user.click(screen.getByRole('button', { name: 'Vernieuwen' }));
  },
};

describeModel({
  plan: appUpdatePlan,
  see,
  exec,
  timeout: 60_000,
  before: async (sut) => {
    await openSignedIn(sut, '/home');
    await screen.findByRole('heading', { level: 1, name: /Welkom/ }, { timeout: 15_000 });
    const update = vi.fn(async () => {});
    startServiceWorker(sut.runtime!.logic, (options) => {
      registrations.set(sut, { needRefresh: () => options.onNeedRefresh?.(), update });
      return update;
    });
  },
});
