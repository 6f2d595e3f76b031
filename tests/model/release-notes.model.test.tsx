// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { readStoredSession } from '../../src/lib/stored-session';
import { APP_VERSION_STORAGE_KEY } from '../../src/logic/release-notes';
import { accessToken, serverCall, settle } from './account-model-support';
import { releaseNotesPlan } from './release-notes.plan';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';
import { findDialog } from '../support/dialogs';

// Model test of machines/release-notes.machine.ts: the dialog of the signed-in layout, on /home of the real app,
// signed in as the demo traveller (pass number chosen, so no pass-number dialog comes first), against the
// reference server in-process with its two seeded release notes.

const NOTES = '/api/external/release-notes';
const MARK = '/api/external/release-notes/bulk/mark-as-viewed';
const TITLE = 'Wat is er nieuw?';
const gates = new WeakMap<Sut, { fetch: Gate; mark?: Gate }>();
const gatesOf = (sut: Sut) => gates.get(sut)!;
const dialog = () => screen.queryByRole('dialog', { name: TITLE });
const stored = () => window.localStorage.getItem(APP_VERSION_STORAGE_KEY);

const see: Record<string, StateAssertion> = {
  checking: async () => {
    throw new Error('checking is transient: never asserted');
  },
  fetching: async (sut) => {
    await gatesOf(sut).fetch.held();
    expect(dialog()).toBeNull();
  },
  showing: async () => {
    const shown = await findDialog({ name: TITLE }, { timeout: 5000 });
    expect(within(shown).getAllByText(/^Versie \d+\.\d+\.\d+$/).length).toBeGreaterThan(0);
    expect(within(shown).getByRole('checkbox', { name: 'Niet meer tonen' })).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Sluiten' })).toBeInTheDocument();
  },
  marking: async (sut) => {
    await gatesOf(sut).mark!.held();
    await waitFor(() => expect(dialog()).toBeNull());
  },
  hidden: async (sut) => {
    await waitFor(() => expect(dialog()).toBeNull());
    expect(screen.getByRole('link', { name: 'Uitloggen' })).toBeInTheDocument();
    expect(sut.router?.state.location.pathname).toBe('/home');
  },
};

const exec: Record<string, StepExecutor> = {
  'fetching:xstate.done.actor.fetchReleaseNotes [hasNotes] → showing': async (sut) => {
    gatesOf(sut).fetch.release();
  },
  'fetching:xstate.done.actor.fetchReleaseNotes → hidden': async (sut) => {
    // Read on another device: the server marks both seeded notes viewed before it answers this request.
    const unread = await serverCall(sut, 'GET', NOTES, undefined, accessToken(sut));
    const ids = ((await unread.json()) as { Data: { id: number }[] }).Data.map((n) => n.id);
    expect(ids.length).toBeGreaterThan(0);
    const marked = await serverCall(sut, 'POST', MARK, { ids }, accessToken(sut));
    expect(marked.status).toBe(200);
    gatesOf(sut).fetch.release();
    await waitFor(() => expect(stored()).toBe('4.1.0'));
  },
  'fetching:xstate.error.actor.fetchReleaseNotes → hidden': async (sut) => {
    gatesOf(sut).fetch.fail(503, 'ServiceUnavailable', 'Dienst tijdelijk niet beschikbaar');
    await settle(100);
    expect(screen.queryByText('Dienst tijdelijk niet beschikbaar')).toBeNull();
    expect(stored()).toBeNull();
  },
  'showing:dontShowAgain.toggle': async (sut) => {
    const box = within(dialog()!).getByRole('checkbox', { name: 'Niet meer tonen' });
    await sut.user.click(box);
    expect(box).toBeChecked();
  },
  'showing:dialog.close [isDontShowAgainTicked] → marking': async (sut) => {
    gatesOf(sut).mark = sut.gate((url, method) => method === 'POST' && url.pathname === MARK);
    await sut.user.click(within(dialog()!).getByRole('button', { name: 'Sluiten' }));
  },
  'showing:dialog.close → hidden': async (sut) => {
    await sut.user.click(within(dialog()!).getByRole('button', { name: 'Sluiten' }));
    await settle(100);
    expect(sut.requests).not.toContain(`POST ${MARK}`);
    expect(stored()).toBeNull();
    // Once per login session: a reload of this login does not show the notes again.
    expect(readStoredSession(sut.storage)?.releaseNotesGiven).toBe(true);
  },
  'marking:xstate.done.actor.markReleaseNotesViewed → hidden': async (sut) => {
    gatesOf(sut).mark!.release();
    await waitFor(() => expect(stored()).toBe('4.1.0'));
  },
  'marking:xstate.error.actor.markReleaseNotesViewed → hidden': async (sut) => {
    gatesOf(sut).mark!.fail(503, 'ServiceUnavailable', 'Dienst tijdelijk niet beschikbaar');
    await settle(100);
    expect(screen.queryByText('Dienst tijdelijk niet beschikbaar')).toBeNull();
    expect(stored()).toBeNull();
  },
};

describeModel({
  plan: releaseNotesPlan,
  see,
  exec,
  before: async (sut, path) => {
    window.localStorage.clear();
    if (path.initialFacts.versionStored) window.localStorage.setItem(APP_VERSION_STORAGE_KEY, '4.1.0');
    gates.set(sut, { fetch: sut.gate((url, method) => method === 'GET' && url.pathname === NOTES) });
    await sut.storeDemoSession('2001000101');
    sut.start('/home');
    await sut.waitForAuth('signedIn');
    await screen.findByRole('link', { name: 'Uitloggen', hidden: true }, { timeout: 15_000 });
    if (path.initialFacts.versionStored) {
      // Start B: the dialog component has mounted (lazy) and decided without asking the server.
      await waitFor(() => expect(sut.userData.data.profile).not.toBeNull(), {
        timeout: 15_000,
      });
      await settle(300);
      expect(sut.requests).not.toContain(`GET ${NOTES}`);
    }
  },
});
