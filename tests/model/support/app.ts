import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { APP_VERSION } from '../../../src/components';
import { APP_VERSION_STORAGE_KEY } from '../../../src/logic/release-notes';
import { DEMO } from '../../support/in-process';
import type { Sut } from './harness';

/** The seeded history traveller (the seed: past trips, two confirmed upcoming trips, one awaiting payment). */
export const RIET = { email: 'reiziger@example.com', password: 'Welkom-2026!' } as const;
/** Riet's only pass number. */
export const RIET_PASS = '2001000109';
export { DEMO };

/** Calls a reference-server QA endpoint (`/dev/*`, e.g. `PATCH /dev/region`) in-process; throws unless 2xx. */
export async function dev(sut: Sut, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await sut.server.app.fetch(
    new Request(`http://localhost/dev${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
    }),
  );
  if (!response.ok) throw new Error(`${method} /dev${path}: ${response.status} ${await response.text()}`);
  return response.headers.get('Content-Type')?.includes('json') ? response.json() : response.text();
}

/**
 * Marks this version's release notes (product §4) as seen on the device, as "Niet meer tonen" would: the notes'
 * machine then goes straight to `hidden` and no dialog arrives late to cover the page while a path runs.
 * machines/release-notes.machine.ts has a model test of its own (release-notes.model.test.tsx). Call it before the
 * app starts: the machine reads the stored version once.
 */
export function skipReleaseNotes(): void {
  window.localStorage.setItem(APP_VERSION_STORAGE_KEY, APP_VERSION);
}

/**
 * Closes the open dialogs (the pass-number question) with Escape, as a traveller would, until none is left. The
 * path's `before` calls {@link skipReleaseNotes} before the app starts, so no release notes arrive later.
 */
export async function closeDialogs(sut: Sut): Promise<void> {
  for (let i = 0; i < 4; i++) {
    const dialog = screen.queryByRole('dialog');
    if (!dialog) break;
    await sut.user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  }
  await waitFor(() => expect(document.body.style.pointerEvents).not.toBe('none'));
}

/**
 * Signs `traveller` in as a previous visit would (stored session), opens `landing` (/home), waits until the session
 * has the region, closes the release notes, then goes to `route` (so the page starts with the region known).
 */
export async function openSignedIn(
  sut: Sut,
  route: string,
  traveller: { email: string; password: string } = DEMO,
  passNumber: string | null = '2001000101',
  landing = '/home',
): Promise<void> {
  skipReleaseNotes();
  await sut.storeSession(traveller, passNumber);
  sut.start(landing);
  await sut.waitForAuth('signedIn');
  // Generous: the first path also compiles the lazily loaded pages while other test files share the cores.
  await waitFor(() => expect(sut.userData.data.region).not.toBeNull(), {
    timeout: 15_000,
  });
  expect(screen.queryByRole('dialog')).toBeNull();
  if (route !== landing) {
    await sut.router!.navigate(route);
    await sut.waitForPath(route);
  }
}

/**
 * Moves the reference server's clock to `at` (epoch ms) and lets the app learn it from a response's Date header
 * (a budget reload), waiting until the app's `now()` is within 3 s of it.
 */
export async function setServerTime(sut: Sut, at: number): Promise<void> {
  sut.server.clock.set(new Date(at));
  sut.sendUserData({ type: 'userData.reload', parts: ['budget'] });
  await waitFor(() => expect(Math.abs(sut.runtime!.now().getTime() - at)).toBeLessThan(3000), {
    timeout: 5000,
  });
}
