// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PREFERS_MORE_CONTRAST,
  THEME_STORAGE_KEY,
  getTheme,
  startTheme,
  type ThemeEnvironment,
} from '../../src/lib/theme';
import type { Locale } from '../../src/i18n/i18n';
import { highContrastTheme } from '../../styles/theme.css';
import { createInProcessApp, sendUserData, signInDemo, type InProcessApp } from '../support/in-process';
import { renderAt, resetToasts } from './account-support';

/* The high-contrast, larger-text theme, switched from /profile (real view, real runtime and
 * in-process server), applied to <html> at once, remembered in localStorage and read at startup, with the
 * system's `prefers-contrast: more` as the default when nothing is stored. */

let app: InProcessApp | undefined;
const root = () => document.documentElement;

beforeAll(() => {
  // Radix positions tooltips with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('appVersion', '4.1.0');
  root().classList.remove(highContrastTheme);
  delete root().dataset.theme;
});
afterEach(() => {
  resetToasts();
  app?.close();
  app = undefined;
});

async function openProfile(locale: Locale = 'nl-NL') {
  app = createInProcessApp();
  await signInDemo(app);
  sendUserData(app.runtime.auth, { type: 'passNumber.select', passNumber: '2001000101' });
  renderAt(app, '/profile', locale);
  // The first render of the lazily loaded page waits for its chunk (Vite transforms it on first import; slow under load).
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return userEvent.setup();
}

/** A controllable `prefers-contrast` media query and an in-memory storage for {@link startTheme}. */
function fakeEnvironment(prefersMore: boolean, stored?: string) {
  const values = new Map<string, string>(stored === undefined ? [] : [[THEME_STORAGE_KEY, stored]]);
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = {
    matches: prefersMore,
    media: PREFERS_MORE_CONTRAST,
    addEventListener: (_: string, l: (event: MediaQueryListEvent) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (event: MediaQueryListEvent) => void) => listeners.delete(l),
  } as unknown as MediaQueryList;
  const env: ThemeEnvironment = {
    root: root(),
    storage: {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
    },
    matchMedia: (q) => {
      expect(q).toBe(PREFERS_MORE_CONTRAST);
      return query;
    },
  };
  const systemChanges = (matches: boolean) => listeners.forEach((l) => l({ matches } as MediaQueryListEvent));
  return { env, values, systemChanges, listenerCount: () => listeners.size };
}

// The first render of the real app is slow on a loaded machine: a generous per-test timeout.
describe('/profile display switch', { timeout: 60_000 }, () => {
  it('switches the whole app to the high-contrast theme at once and back, remembering each choice', async () => {
    const user = await openProfile();
    const display = screen.getByRole('region', { name: 'Weergave' });
    const toggle = within(display).getByRole('switch', { name: 'Hoog contrast en grotere tekst' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(/een kwart grotere letters/);
    expect(root()).not.toHaveClass(highContrastTheme);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(root()).toHaveClass(highContrastTheme);
    expect(root().dataset.theme).toBe('highContrast');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('highContrast');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(root()).not.toHaveClass(highContrastTheme);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('default');
  });

  it('is operable from the keyboard with Space', async () => {
    const user = await openProfile();
    const toggle = screen.getByRole('switch', { name: 'Hoog contrast en grotere tekst' });
    toggle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(root()).toHaveClass(highContrastTheme));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('is labelled in English too and shows the theme already in effect', async () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'highContrast');
    startTheme();
    const user = await openProfile('en-US');
    const display = await screen.findByRole('region', { name: 'Display' });
    const toggle = within(display).getByRole('switch', { name: 'High contrast and larger text' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    expect(root()).not.toHaveClass(highContrastTheme);
  });

  it('keeps the existing profile controls', async () => {
    await openProfile();
    expect(screen.getByRole('tab', { name: 'Persoonlijke gegevens' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gegevens opslaan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Taal', level: 2 })).toBeInTheDocument();
  });
});

describe('theme at startup', () => {
  it('applies the stored choice, whatever the system asks', () => {
    const { env } = fakeEnvironment(true, 'default');
    startTheme(env);
    expect(getTheme()).toBe('default');
    expect(root()).not.toHaveClass(highContrastTheme);

    startTheme(fakeEnvironment(false, 'highContrast').env);
    expect(getTheme()).toBe('highContrast');
    expect(root()).toHaveClass(highContrastTheme);
  });

  it('defaults to high contrast when nothing is stored and the system prefers more contrast', () => {
    startTheme(fakeEnvironment(true).env);
    expect(root()).toHaveClass(highContrastTheme);
    startTheme(fakeEnvironment(false).env);
    expect(root()).not.toHaveClass(highContrastTheme);
  });

  it('follows a change of the system setting only while nothing is stored', () => {
    const free = fakeEnvironment(false);
    const stop = startTheme(free.env);
    free.systemChanges(true);
    expect(root()).toHaveClass(highContrastTheme);
    free.systemChanges(false);
    expect(root()).not.toHaveClass(highContrastTheme);
    stop();
    expect(free.listenerCount()).toBe(0);

    const chosen = fakeEnvironment(false, 'default');
    startTheme(chosen.env);
    chosen.systemChanges(true);
    expect(root()).not.toHaveClass(highContrastTheme);
  });

  it('ignores an unknown stored value', () => {
    startTheme(fakeEnvironment(true, 'purple').env);
    expect(getTheme()).toBe('highContrast');
  });
});
