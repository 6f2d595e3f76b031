// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DialogModule from '../../src/features/release-notes/release-notes-dialog';
import { serverCall, settle } from '../model/account-model-support';
import { Sut } from '../model/support/harness';
import { findDialog } from '../support/dialogs';

// The release-notes dialog view (DOMPurify, Radix Dialog, the checkbox field: about 30 KB of JS) is a
// lazy chunk that a signed-in page loads only when there are notes to show (product §4), and the notes are asked
// for only after the session's first user data, so they do not compete with what the page paints first.
// The real app and reference server in-process (tests/model/support/harness.tsx); the dialog module is wrapped
// to count its loads and renders.

const seen = vi.hoisted(() => ({ loads: 0, renders: 0 }));

vi.mock('../../src/features/release-notes/release-notes-dialog', async (importOriginal) => {
  seen.loads += 1;
  const original = await importOriginal<typeof DialogModule>();
  return {
    ...original,
    ReleaseNotesDialog: (props: ComponentProps<typeof original.ReleaseNotesDialog>) => {
      seen.renders += 1;
      return <original.ReleaseNotesDialog {...props} />;
    },
  };
});

const NOTES = '/api/external/release-notes';
const MARK = '/api/external/release-notes/bulk/mark-as-viewed';
const TITLE = 'Wat is er nieuw?';

let sut: Sut;
beforeEach(() => {
  window.localStorage.clear();
  seen.renders = 0;
  sut = new Sut();
});
afterEach(() => sut.dispose());

/** Starts the app signed in as the demo traveller (pass chosen: no pass-number dialog) on /home. */
async function startOnHome() {
  sut.start('/home');
  await sut.waitForAuth('signedIn');
  await screen.findByRole('link', { name: 'Uitloggen', hidden: true }, { timeout: 15_000 });
  await waitFor(() => expect(sut.userData.data.profile).not.toBeNull(), {
    timeout: 15_000,
  });
}

// The two cases without notes come first: a module loads once per test file (the positive case loads it).
describe('release-notes dialog on demand (product §4)', () => {
  it('is not loaded when the stored app version is current (no request either)', async () => {
    window.localStorage.setItem('appVersion', '4.1.0');
    await sut.storeDemoSession('2001000101');
    await startOnHome();
    await settle(300);
    expect(sut.requests).not.toContain(`GET ${NOTES}`);
    expect(seen.renders).toBe(0);
    expect(seen.loads).toBe(0);
  });

  it('is not loaded when the server has no unread notes (the version is stored instead)', async () => {
    const { accessToken } = await sut.storeDemoSession('2001000101');
    const unread = await serverCall(sut, 'GET', NOTES, undefined, accessToken);
    const ids = ((await unread.json()) as { Data: { id: number }[] }).Data.map((n) => n.id);
    expect(ids.length).toBeGreaterThan(0);
    expect((await serverCall(sut, 'POST', MARK, { ids }, accessToken)).status).toBe(200);
    await startOnHome();
    await waitFor(() => expect(window.localStorage.getItem('appVersion')).toBe('4.1.0'));
    expect(sut.requests).toContain(`GET ${NOTES}`);
    await settle(300);
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
    expect(seen.renders).toBe(0);
    expect(seen.loads).toBe(0);
  });

  it('asks for the notes only once the session’s first user data has arrived', async () => {
    window.localStorage.setItem('appVersion', '4.0.0');
    await sut.storeDemoSession('2001000101');
    const profile = sut.gate((url, method) => method === 'GET' && url.pathname === '/ticketing/users');
    sut.start('/home');
    await sut.waitForAuth('signedIn');
    await profile.held();
    await screen.findByRole('link', { name: 'Uitloggen', hidden: true }, { timeout: 15_000 });
    await settle(300);
    expect(sut.requests).not.toContain(`GET ${NOTES}`);
    profile.release();
    const dialog = await findDialog({ name: TITLE }, { timeout: 5000 });
    expect(within(dialog).getAllByRole('article')).toHaveLength(2);
    const order = sut.requests.filter((r) => r === 'GET /ticketing/users' || r === `GET ${NOTES}`);
    expect(order.indexOf(`GET ${NOTES}`)).toBeGreaterThan(order.indexOf('GET /ticketing/users'));
  });

  it('is loaded once there are notes to show; closing it returns focus to the page', async () => {
    await sut.storeDemoSession('2001000101');
    await startOnHome();
    const dialog = await findDialog({ name: TITLE }, { timeout: 5000 });
    expect(seen.loads).toBe(1);
    expect(seen.renders).toBeGreaterThan(0);
    await sut.user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement).not.toBeNull();
  });
});
