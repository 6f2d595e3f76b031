// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActorRefLike, AnyActorRef, InspectionEvent } from 'xstate';
import { loadInspector } from '../../src/app/inspect';
import { createInProcessApp, type InProcessApp } from '../support/in-process';
import { renderAt, resetToasts } from './account-support';

// `?inspect` in development attaches @statelyai/inspect to every actor of the app — the root auth
// actor (src/app/runtime.ts) and the views' feature actors (useLogicActor, src/logic/use-logic.tsx).

let app: InProcessApp | undefined;
afterEach(() => {
  cleanup();
  resetToasts();
  app?.close();
  app = undefined;
});

/** Root actors the inspector was told about (`@xstate.actor` events), by their logic's machine id. */
function inspectedMachines(events: InspectionEvent[]): string[] {
  return events
    .filter((e) => e.type === '@xstate.actor')
    .map((e) => (e.actorRef as AnyActorRef & { logic: { id?: string } }).logic.id ?? '?');
}

/** The options an actor was created with (XState keeps them on `actor.options`). */
const actorOptions = (actor: AnyActorRef | ActorRefLike) =>
  (actor as unknown as { options: { inspect?: unknown } }).options;

describe('?inspect wiring', () => {
  it('loads the Stately inspector only when the URL has ?inspect', async () => {
    expect(loadInspector('')).toBeNull();
    expect(loadInspector('?lang=en')).toBeNull();
    expect(loadInspector('?inspected=1')).toBeNull();
    const inspect = await loadInspector('?inspect', { autoStart: false });
    expect(inspect).toBeDefined();
    expect(typeof (inspect as { next?: unknown }).next).toBe('function');
    expect(await loadInspector('?lang=en&inspect', { autoStart: false })).toBeDefined();
  });

  it('gives the inspector to the auth actor and to the feature actors of the views', async () => {
    const events: InspectionEvent[] = [];
    app = createInProcessApp({ inspect: (e) => void events.push(e) });
    expect(app.runtime.inspect).toBeDefined();
    // The root auth actor is inspected from its start (restoring the session).
    expect(events.some((e) => e.actorRef === app!.runtime.auth)).toBe(true);
    expect(inspectedMachines(events)).toContain('auth');

    // /register creates the registration actor with useLogicActor: it reports to the same inspector.
    renderAt(app, '/register');
    await screen.findByRole('button', { name: 'Account aanmaken' });
    expect(inspectedMachines(events)).toContain('registration');
    // React's StrictMode creates the view's actor twice and drops the first; the one that lives reports its
    // snapshots (they may arrive after the button is on screen under load: wait for them).
    const machineOf = (e: InspectionEvent) =>
      (e.actorRef as AnyActorRef & { logic?: { id?: string } }).logic?.id;
    await waitFor(() =>
      expect(events.some((e) => e.type === '@xstate.snapshot' && machineOf(e) === 'registration')).toBe(true),
    );
    const registration = events.find(
      (e) => e.type === '@xstate.snapshot' && machineOf(e) === 'registration',
    )!.actorRef;
    expect(events.some((e) => e.type === '@xstate.actor' && e.actorRef === registration)).toBe(true);
    expect(actorOptions(registration).inspect).toBe(app.runtime.inspect);
    expect(actorOptions(app.runtime.auth).inspect).toBe(app.runtime.inspect);
  });

  it('creates no inspected actor when the runtime has no inspector', async () => {
    app = createInProcessApp();
    expect(app.runtime.inspect).toBeUndefined();
    expect(actorOptions(app.runtime.auth).inspect).toBeUndefined();
    renderAt(app, '/register');
    expect(await screen.findByRole('button', { name: 'Account aanmaken' })).toBeInTheDocument();
  });
});
