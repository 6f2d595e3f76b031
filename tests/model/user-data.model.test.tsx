// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { selectUserData } from '../../machines/auth.machine';
import { APP_VERSION } from '../../src/components';
import { APP_VERSION_STORAGE_KEY } from '../../src/logic/release-notes';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';
import { userDataPlan } from './user-data.plan';
import { findDialog } from '../support/dialogs';

// Model test of machines/user-data.machine.ts: paths generated from the real statechart (tests/model/user-data.plan.ts
// has the words), run against the real app on /home, where the session (auth actor) spawns the machine after
// restoring a stored session, and the reference server in-process. Every user-data request waits at a gate until a
// step decides its outcome, so `loading` lasts until the next step and each step's end state is the machine's own.

const USER_DATA = [
  '/ticketing/users',
  '/ticketing/users/budget',
  '/ticketing/trips/next',
  '/ticketing/locations/user/recent',
  '/ticketing/regions',
];
const UNAVAILABLE = 'Dienst tijdelijk niet beschikbaar';
const PASS_DIALOG = 'Kies een pasnummer';

/** The gate holding the user-data requests now (replaced by a fresh one whenever a step decides its requests). */
const gates = new WeakMap<Sut, Gate>();
const holdUserData = (sut: Sut): Gate => {
  const gate = sut.gate((url, method) => method === 'GET' && USER_DATA.includes(url.pathname));
  gates.set(sut, gate);
  return gate;
};

/** The user-data actor's snapshot (the session's child while signed in). */
const userDataSnapshot = (sut: Sut) => {
  const actor = selectUserData(sut.auth.getSnapshot());
  if (!actor) throw new Error('signed out: no user-data actor');
  return actor.getSnapshot();
};
const inState = (sut: Sut, state: 'loading' | 'idle') =>
  waitFor(() => expect(userDataSnapshot(sut).value).toBe(state), { timeout: 10_000 });

/**
 * Decides the held requests with `decide` (release, rewrite or fail), after a fresh gate is in place for the
 * requests that follow (the next load stays in `loading` until a later step).
 */
function decideHeld(sut: Sut, decide: (held: Gate) => void): void {
  const held = gates.get(sut)!;
  holdUserData(sut);
  decide(held);
}

const see: Record<string, StateAssertion> = {
  loading: async (sut) => {
    await inState(sut, 'loading');
    expect(sut.userData.pending.length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sut.router?.state.location.pathname).toBe('/home');
  },
  idle: async (sut, step) => {
    await inState(sut, 'idle');
    expect(sut.userData.pending).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    if (step?.facts.loaded) {
      expect(
        await screen.findByRole('heading', { level: 1, name: /^Welkom, (Demo|Johanna)$/, hidden: true }),
      ).toBeInTheDocument();
    }
  },
};

const exec: Record<string, StepExecutor> = {
  'loading:xstate.done.actor.loadUserData → idle': async (sut) => {
    decideHeld(sut, (held) => held.release());
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Welkom, Demo', hidden: true },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(await findDialog({ name: PASS_DIALOG }, { timeout: 5000 })).toBeInTheDocument();
  },
  'loading:xstate.done.actor.loadUserData [needsDecidedPassBudget] → loading': async (sut) => {
    const { accessToken } = sut.auth.getSnapshot().context;
    const removed = await sut.server.app.fetch(
      new Request('http://localhost/ticketing/users/passnumber/2001000102', {
        method: 'DELETE',
        headers: {
          Authorization: `Bearer ${accessToken}`,
          'Api-Version': '2',
          'X-Platform-Type': 'Web',
          'X-Region-Id': '20',
          'Accept-Language': 'nl-NL',
        },
      }),
    );
    expect(removed.status).toBeLessThan(300);
    // The batch's budget asks for the removed pass number (as a device that remembered it would): refused (403).
    decideHeld(sut, (held) =>
      held.rewrite((r) => {
        if (new URL(r.url).pathname !== '/ticketing/users/budget') return r;
        const headers = new Headers(r.headers);
        headers.set('X-Pass-Number', '2001000102');
        return new Request(r.url, { method: r.method, headers });
      }),
    );
    // The rules choose the only pass left; the session sends it from now on; its budget is asked once more.
    await waitFor(() => expect(sut.auth.getSnapshot().context.passNumber).toBe('2001000101'), {
      timeout: 15_000,
    });
    await waitFor(() => expect(sut.userData.pending).toEqual(['budget']));
    await gates.get(sut)!.held();
    expect(screen.queryByRole('dialog', { name: PASS_DIALOG })).toBeNull();
    expect(sut.requests.filter((r) => r === 'GET /ticketing/users/budget')).toHaveLength(2);
  },
  'loading:xstate.error.actor.loadUserData → idle': async (sut) => {
    // Only the upcoming trip is asked (fact nextTripOnly): its failure is silent and asks nothing again.
    expect(sut.userData.pending).toEqual(['nextTrip']);
    decideHeld(sut, (held) => {
      held.fail(503, 'ServiceUnavailable', UNAVAILABLE);
      held.remove();
    });
    await waitFor(() => expect(sut.userData.error).not.toBeNull(), { timeout: 5000 });
    expect(sut.userData.failed).toEqual([]);
  },
  '(root):userData.reload → loading': async (sut) => {
    const before = sut.requests.filter((r) => r === 'GET /ticketing/trips/next').length;
    sut.sendUserData({ type: 'userData.reload', parts: ['nextTrip'] });
    expect(sut.userData.pending).toContain('nextTrip');
    await waitFor(() =>
      expect(sut.requests.filter((r) => r === 'GET /ticketing/trips/next').length).toBeGreaterThan(before),
    );
  },
  '(root):userData.retry → loading': async (sut) => {
    const dialog = await findDialog({ name: PASS_DIALOG }, { timeout: 5000 });
    await sut.user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const regions = () => sut.requests.filter((r) => r === 'GET /ticketing/regions').length;
    const before = regions();
    // The region fails once: the held gate is let go, a failing one answers the reload, then requests wait again.
    gates.get(sut)!.release();
    const failing = sut.gate((url, method) => method === 'GET' && url.pathname === '/ticketing/regions');
    sut.sendUserData({ type: 'userData.reload', parts: ['region'] });
    await failing.held();
    holdUserData(sut);
    failing.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    failing.remove();
    await waitFor(() => expect(sut.userData.failed).toEqual(['region']));
    // Nobody asks: a second later the machine asks for the region again by itself.
    await waitFor(() => expect(sut.userData.retries).toBe(1), { timeout: 5000 });
    expect(sut.userData.pending).toEqual(['region']);
    await waitFor(() => expect(regions()).toBe(before + 2));
    expect(screen.queryByRole('alert')).toBeNull();
  },
  '(root):language.switched [isLanguageNoticeDue]': async (sut) => {
    // What the provided applyAccountLanguage reports when the profile's language replaced the page's.
    sut.sendUserData({ type: 'language.switched', language: 'nl-NL' });
    const notice = await screen.findByText(
      'Getoond in het Nederlands, de taal van uw account.',
      {},
      { timeout: 5000 },
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Wijzig de taal in uw profiel', hidden: true })).toHaveAttribute(
      'href',
      '/profile',
    );
  },
  '(root):languageNotice.dismiss': async (sut) => {
    if (screen.queryByRole('dialog', { name: PASS_DIALOG })) {
      await sut.user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: PASS_DIALOG })).toBeNull());
    }
    await sut.user.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    await waitFor(() =>
      expect(screen.queryByText('Getoond in het Nederlands, de taal van uw account.')).toBeNull(),
    );
  },
  '(root):userData.update': async (sut) => {
    const profile = sut.userData.data.profile!;
    sut.sendUserData({ type: 'userData.update', data: { profile: { ...profile, firstName: 'Johanna' } } });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Welkom, Johanna', hidden: true },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
  '(root):passNumber.select → loading': async (sut) => {
    const dialog = await findDialog({ name: PASS_DIALOG }, { timeout: 5000 });
    await sut.user.click(within(dialog).getByRole('button', { name: 'Eigen pas (2001000101)' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: PASS_DIALOG })).toBeNull());
    expect(sut.userData.passNumber).toBe('2001000101');
    // The session took the choice over (X-Pass-Number); the chosen pass's budget is asked.
    expect(sut.auth.getSnapshot().context.passNumber).toBe('2001000101');
    expect(sut.userData.pending).toEqual(['budget']);
  },
  '(root):passNumber.dismiss': async (sut) => {
    await findDialog({ name: PASS_DIALOG }, { timeout: 5000 });
    await sut.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: PASS_DIALOG })).toBeNull());
    expect(sut.userData.passNumberPrompt).toBeNull();
    expect(sut.auth.getSnapshot().context.passNumber).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Pasnummer' })).toHaveValue('');
  },
};

describeModel({
  plan: userDataPlan,
  see,
  exec,
  timeout: 60_000,
  before: async (sut) => {
    // This version's release notes count as seen (they have a model test of their own): no dialog but ours.
    window.localStorage.setItem(APP_VERSION_STORAGE_KEY, APP_VERSION);
    await sut.storeDemoSession();
    holdUserData(sut);
    sut.start('/home');
    await sut.waitForAuth('signedIn');
  },
});
