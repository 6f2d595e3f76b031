// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createInProcessApp, DEMO, sendUserData, signInDemo, type InProcessApp } from '../support/in-process';
import { renderAt, resetToasts } from './account-support';

/* The opt-in "Waarschuw mij als mijn taxi bijna er is" on /profile (real view, real runtime, in-process server): the
 * same setting as on the live card, kept per account in this browser; the browser's permission is asked on the tap,
 * never when the page opens; a refused permission keeps the opt-in and says what still works. */

let app: InProcessApp | undefined;
let prompts = 0;
let answer: NotificationPermission = 'granted';
const KEY = `regiotaxi.nearNotice.optIn.${DEMO.email.toLowerCase()}`;

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('appVersion', '4.1.0');
  prompts = 0;
  (globalThis as { Notification?: unknown }).Notification = class {
    static permission: NotificationPermission = 'default';
    static requestPermission() {
      prompts += 1;
      return Promise.resolve(answer);
    }
  };
});
afterEach(() => {
  resetToasts();
  app?.close();
  app = undefined;
  delete (globalThis as { Notification?: unknown }).Notification;
});

async function openProfile() {
  app = createInProcessApp();
  await signInDemo(app);
  sendUserData(app.runtime.auth, { type: 'passNumber.select', passNumber: '2001000101' });
  renderAt(app, '/profile', 'nl-NL');
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  const section = await screen.findByRole('region', { name: 'Meldingen' });
  return { user: userEvent.setup(), toggle: within(section).getByRole('switch', { name: /bijna er is/ }) };
}

describe('/profile near-notice opt-in', { timeout: 60_000 }, () => {
  it('asks the permission on the tap only, stores the opt-in for the account, and forgets it when switched off', async () => {
    answer = 'granted';
    const { user, toggle } = await openProfile();
    expect(toggle).toHaveAccessibleName('Waarschuw mij als mijn taxi bijna er is');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(prompts).toBe(0);
    await user.click(toggle);
    await waitFor(() => expect(window.localStorage.getItem(KEY)).toBe('on'));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(prompts).toBe(1);
    await user.click(toggle);
    await waitFor(() => expect(window.localStorage.getItem(KEY)).toBeNull());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('keeps the opt-in when the browser refuses, and says the page alert and title still tell', async () => {
    answer = 'denied';
    const { user, toggle } = await openProfile();
    await user.click(toggle);
    await waitFor(() => expect(window.localStorage.getItem(KEY)).toBe('on'));
    expect(await screen.findByText(/Meldingen staan in uw browser uit voor deze site/)).toBeInTheDocument();
  });

  it('shows an opt-in stored earlier as on, without asking', async () => {
    window.localStorage.setItem(KEY, 'on');
    const { toggle } = await openProfile();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(prompts).toBe(0);
  });
});
