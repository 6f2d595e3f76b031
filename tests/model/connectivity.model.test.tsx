// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { connectivityPlan } from './connectivity.plan';
import { openSignedIn } from './support/app';
import type { StateAssertion, StepExecutor } from './support/harness';
import { describeModel } from './support/model-suite';

// Model test of machines/connectivity.machine.ts: the runtime's connectivity actor behind the offline banner of
// the signed-in layout, on /home of the real app against the reference server in-process. The browser's report is
// played as jsdom's `navigator.onLine` and the window's `online` / `offline` events.

const OFFLINE = /U bent offline\. Wat u invult blijft bewaard/;

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

const see: Record<string, StateAssertion> = {
  online: async () => {
    await waitFor(() => expect(screen.queryByText(OFFLINE)).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: /Welkom/ })).toBeInTheDocument();
  },
  offline: async () => {
    const banner = await screen.findByText(OFFLINE);
    expect(banner.closest('[role="status"]')).not.toBeNull();
    expect(banner.closest('main')).not.toBeNull();
    // The page stays as it was under the banner.
    expect(screen.getByRole('heading', { level: 1, name: /Welkom/ })).toBeInTheDocument();
  },
};

const exec: Record<string, StepExecutor> = {
  'online:connectivity.offline#0': async () => report(false),
  'offline:connectivity.online#0': async () => report(true),
};

describeModel({
  plan: connectivityPlan,
  see,
  exec,
  timeout: 60_000,
  before: async (sut) => {
    await openSignedIn(sut, '/home');
    await screen.findByRole('heading', { level: 1, name: /Welkom/ }, { timeout: 15_000 });
  },
});
