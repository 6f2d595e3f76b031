import { useSyncExternalStore } from 'react';
import { highContrastTheme } from '../../styles/theme.css';

/**
 * The display theme (beyond product §2): the default theme or the high-contrast, larger-text theme
 * (styles/theme.css.ts `highContrastTheme`, a vanilla-extract `createTheme` class on `<html>`, so dialogs and
 * toasts that Radix portals to `<body>` get it too).
 *
 * Choice order at startup: the stored choice (localStorage {@link THEME_STORAGE_KEY}: `'highContrast'` or
 * `'default'`), else the system setting `prefers-contrast: more`, else the default theme. While nothing is
 * stored the theme follows that system setting live. {@link startTheme} runs in main.tsx before React's first
 * render, so the first painted content already has the right theme (no flash).
 */
export type ThemeName = 'default' | 'highContrast';

/** localStorage key of the traveller's theme choice. */
export const THEME_STORAGE_KEY = 'theme';

/** The media query that makes high contrast the default when nothing is stored. */
export const PREFERS_MORE_CONTRAST = '(prefers-contrast: more)';

/** The browser objects the theme reads and writes (injectable for tests). */
export interface ThemeEnvironment {
  root: HTMLElement;
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  matchMedia: ((query: string) => MediaQueryList) | undefined;
}

function browserEnvironment(): ThemeEnvironment {
  let storage: ThemeEnvironment['storage'];
  try {
    storage = window.localStorage;
  } catch {
    // Storage can throw (privacy mode, sandboxed frames): the choice then lasts for this visit only.
  }
  return {
    root: document.documentElement,
    storage,
    matchMedia: typeof window.matchMedia === 'function' ? window.matchMedia.bind(window) : undefined,
  };
}

/** The stored choice, or null when there is none (or storage is unreadable). */
function readStoredTheme(storage: ThemeEnvironment['storage']): ThemeName | null {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return value === 'highContrast' || value === 'default' ? value : null;
  } catch {
    return null;
  }
}

/** The theme to show: the stored choice, else high contrast when the system asks for more contrast. */
function preferredTheme(env: Pick<ThemeEnvironment, 'storage' | 'matchMedia'>): ThemeName {
  const stored = readStoredTheme(env.storage);
  if (stored) return stored;
  return env.matchMedia?.(PREFERS_MORE_CONTRAST).matches ? 'highContrast' : 'default';
}

let current: ThemeName = 'default';
let environment: ThemeEnvironment | undefined;
const listeners = new Set<() => void>();

function apply(theme: ThemeName): void {
  current = theme;
  const root = (environment ??= browserEnvironment()).root;
  root.classList.toggle(highContrastTheme, theme === 'highContrast');
  // A stable hook for CSS outside vanilla-extract and for tests/tools (the class name is hashed in production).
  root.dataset.theme = theme;
  listeners.forEach((listener) => listener());
}

/**
 * Applies the preferred theme to `<html>` and, while nothing is stored, follows `prefers-contrast` changes.
 * Call once before the first render. @returns a function that stops following the system setting.
 */
export function startTheme(env: ThemeEnvironment = browserEnvironment()): () => void {
  environment = env;
  apply(preferredTheme(env));
  const query = env.matchMedia?.(PREFERS_MORE_CONTRAST);
  if (!query || typeof query.addEventListener !== 'function') return () => undefined;
  const follow = (event: MediaQueryListEvent) => {
    if (!readStoredTheme(env.storage)) apply(event.matches ? 'highContrast' : 'default');
  };
  query.addEventListener('change', follow);
  return () => query.removeEventListener('change', follow);
}

/** Switches the whole app to `theme` at once and remembers the choice. */
export function setTheme(theme: ThemeName): void {
  try {
    (environment ??= browserEnvironment()).storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered when storage is blocked; the switch still applies for this visit.
  }
  apply(theme);
}

/** The theme now shown. */
export function getTheme(): ThemeName {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The theme now shown, re-rendering when it changes. */
export function useTheme(): ThemeName {
  return useSyncExternalStore(subscribe, getTheme, getTheme);
}
