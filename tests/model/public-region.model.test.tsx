// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { publicRegionPlan } from './public-region.plan';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';

// Model test of machines/public-region.machine.ts: the runtime's one public-region actor behind the welcome page
// (/) of the real app, signed out, against the reference server in-process. Every region request waits at a gate
// until the step that answers it.

const REGION = 'GET /ticketing/regions/public';
const UNAVAILABLE = 'Dienst tijdelijk niet beschikbaar';

interface World {
  gate?: Gate;
  /** Region requests sent before the current one was held. */
  requestsBefore: number;
  /** A region was loaded before (the page shows it while it reloads). */
  loaded: boolean;
}
const worlds = new WeakMap<Sut, World>();
const world = (sut: Sut) => worlds.get(sut)!;

const regionRequests = (sut: Sut) => sut.requests.filter((r) => r === REGION).length;
const welcome = () => screen.queryByRole('heading', { level: 1, name: 'Welkom bij RegioTaxi' });
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Holds the next region requests until a step answers them. */
function holdRegion(sut: Sut) {
  world(sut).gate?.remove();
  world(sut).requestsBefore = regionRequests(sut);
  world(sut).gate = sut.gate(
    (url, method) => method === 'GET' && url.pathname === '/ticketing/regions/public',
  );
}

async function failRegion(sut: Sut) {
  world(sut).gate!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
  await pause(100);
  world(sut).gate!.remove();
}

const see: Record<string, StateAssertion> = {
  idle: async (sut) => {
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inloggen' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(regionRequests(sut)).toBe(0);
  },
  loading: async (sut) => {
    await world(sut).gate!.held();
    expect(regionRequests(sut)).toBe(world(sut).requestsBefore + 1);
    if (world(sut).loaded) {
      // The last region is shown at once while it is asked for again.
      expect(welcome()).not.toBeNull();
    } else {
      expect(await screen.findByText('Bezig met laden…')).toBeInTheDocument();
      expect(welcome()).toBeNull();
    }
    expect(sut.router!.state.location.pathname).toBe('/');
  },
  ready: async (sut) => {
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welkom bij RegioTaxi' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Boeken zonder account' })).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
    expect(sut.router!.state.location.pathname).toBe('/');
  },
  failed: async (sut) => {
    await sut.waitForPath('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
    expect(welcome()).toBeNull();
  },
};

/** Leaves the welcome page for /login and comes back with the browser's Back button. */
async function loginAndBack(sut: Sut) {
  await sut.user.click(screen.getByRole('link', { name: 'Inloggen' }));
  await sut.waitForPath('/login');
  await sut.router!.navigate(-1);
  await sut.waitForPath('/');
  // At once: no "Bezig met laden…" in between (the route's code is loaded already).
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Welkom bij RegioTaxi' }, { timeout: 2000 }),
  ).toBeVisible();
  expect(screen.queryByText('Bezig met laden…')).toBeNull();
}

const exec: Record<string, StepExecutor> = {
  'idle:region.load → loading': async (sut) => {
    holdRegion(sut);
    await sut.router!.navigate('/');
  },
  'loading:region.load': async (sut) => {
    await loginAndBack(sut);
    await pause(100);
  },
  'loading:xstate.done.actor.loadPublicRegion → ready': async (sut) => {
    world(sut).gate!.release();
    world(sut).loaded = true;
  },
  'loading:xstate.error.actor.loadPublicRegion [hasRegion] → ready': failRegion,
  'loading:xstate.error.actor.loadPublicRegion → failed': failRegion,
  'ready:region.load → loading': async (sut) => {
    holdRegion(sut);
    await loginAndBack(sut);
  },
  'failed:region.load → loading': async (sut) => {
    holdRegion(sut);
    await sut.router!.navigate('/');
  },
};

describeModel({
  plan: publicRegionPlan,
  see,
  exec,
  timeout: 60_000,
  before: async (sut) => {
    worlds.set(sut, { loaded: false, requestsBefore: 0 });
    sut.start('/login');
  },
});
