// Shared test setup: jest-dom matchers for Testing Library assertions (harmless in node-environment tests).
import { afterEach } from 'vitest';
import '@testing-library/jest-dom/vitest';
import { LOCALES, loadFullDictionary, loadLocale } from '../../src/i18n/i18n';

// The app bundles only nl-NL's core strings; the rest are lazy chunks loaded before use (common/dictionary-sections.ts).
// Tests render and switch languages synchronously, so every section of every dictionary is loaded up front here
// (tests of the lazy loading itself import a fresh i18n module: tests/i18n/lazy-locale.test.tsx).
await loadFullDictionary();
await Promise.all(LOCALES.map((locale) => loadLocale(locale)));

// The booking form keeps its draft in sessionStorage (one per tab): a test's draft must not reach the next test.
afterEach(() => globalThis.sessionStorage?.clear());
