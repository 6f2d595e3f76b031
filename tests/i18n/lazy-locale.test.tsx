// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LanguageSelectModule from '../../src/components/language-select/language-select';
import type * as ToastStoreModule from '../../src/lib/toast-store';
import { enUS } from '../../src/i18n/en-US';
import type * as I18nModule from '../../src/i18n/i18n';

/*
 * Only nl-NL ships in the entry chunk; en-US is a lazy chunk loaded by `loadLocale`. The shared test
 * setup (tests/support/setup.ts) preloads every dictionary into its copy of src/i18n (i18n.ts and the modules behind it), so these tests
 * import a fresh copy (vi.resetModules) whose registry starts with nl-NL only, as in the browser.
 */
let i18n: typeof I18nModule;
let LanguageSelect: typeof LanguageSelectModule.LanguageSelect;
let toasts: typeof ToastStoreModule;

beforeEach(async () => {
  vi.resetModules();
  i18n = await import('../../src/i18n/i18n');
  ({ LanguageSelect } = await import('../../src/components/language-select/language-select'));
  toasts = await import('../../src/lib/toast-store');
});

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.documentElement.removeAttribute('lang');
  toasts.clearToasts();
});

describe('lazy dictionaries', () => {
  it('has nl-NL at once and en-US only after loadLocale', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(i18n.isLocaleLoaded('nl-NL')).toBe(true);
    expect(i18n.isLocaleLoaded('en-US')).toBe(false);
    const en = i18n.createTranslator('en-US');
    // Not loaded yet: the nl-NL fallback.
    expect(en('nav.myTrips')).toBe('Mijn ritten');

    const loader = vi.spyOn(i18n.dictionaryLoaders['en-US'], 'core');
    await Promise.all([i18n.loadLocale('en-US'), i18n.loadLocale('en-US')]);
    expect(loader).toHaveBeenCalledTimes(1); // one load for concurrent callers

    expect(i18n.isLocaleLoaded('en-US')).toBe(true);
    // The same translator translates once its dictionary is there.
    expect(en('nav.myTrips')).toBe('My trips');
  });

  it('prepareLocale picks the stored language, makes it active and loads it', async () => {
    window.localStorage.setItem('lang', 'en-US');
    const ready = i18n.prepareLocale();
    expect(i18n.getActiveLocale()).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    await expect(ready).resolves.toBe('en-US');
    expect(i18n.isLocaleLoaded('en-US')).toBe(true);
  });

  it('switches the UI only once the new dictionary has loaded', async () => {
    const user = userEvent.setup();
    render(
      <i18n.I18nProvider initialLocale="nl-NL">
        <LanguageSelect />
      </i18n.I18nProvider>,
    );
    const pending = i18n.loadLocale('en-US'); // the same load the select starts
    await user.selectOptions(screen.getByRole('combobox', { name: 'Taal' }), 'en-US');
    await act(() => pending);

    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(window.localStorage.getItem('lang')).toBe('en-US');
  });

  it('shows nl-NL while a start locale that is not loaded yet loads, then switches', async () => {
    render(
      <i18n.I18nProvider initialLocale="en-US">
        <LanguageSelect />
      </i18n.I18nProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Taal' })).toHaveValue('nl-NL');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
  });

  it("shows a start locale whose core is loaded at once, while its page's sections are still loading", async () => {
    // src/main.tsx: the start locale's core is loaded before the first render; meanwhile the router has started
    // the first page's route, which asks for its sections too (regression: this showed nl-NL for good).
    window.localStorage.setItem('lang', 'en-US');
    await i18n.prepareLocale();
    const rest = i18n.loadDictionarySections(['home', 'trips']);
    expect(i18n.isLocaleLoaded('en-US')).toBe(false);
    render(
      <i18n.I18nProvider initialLocale="en-US">
        <LanguageSelect />
      </i18n.I18nProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
    await act(() => rest);
    expect(i18n.createTranslator('en-US')('home.title')).toBe(createEnglish('home.title'));
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('stays in the current language and reports a dictionary that cannot be loaded', async () => {
    const error = new Error('offline');
    const failing = vi.spyOn(i18n.dictionaryLoaders['en-US'], 'core').mockRejectedValue(error);
    const onLoadError = vi.fn<(failure: I18nModule.LocaleLoadError) => void>();
    const user = userEvent.setup();
    render(
      <i18n.I18nProvider initialLocale="nl-NL" onLoadError={onLoadError}>
        <LanguageSelect />
      </i18n.I18nProvider>,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Taal' }), 'en-US');

    await waitFor(() => expect(onLoadError).toHaveBeenCalledTimes(1));
    const failure = onLoadError.mock.calls[0]?.[0];
    expect(failure).toMatchObject({ locale: 'en-US', error });
    // Its translator is in the language still shown.
    expect(failure?.t('toast.danger')).toBe('Fout');
    expect(screen.getByRole('combobox', { name: 'Taal' })).toHaveValue('nl-NL');
    expect(document.documentElement.lang).toBe('nl-NL');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(i18n.isLocaleLoaded('en-US')).toBe(false);
  });

  it('shows a toast through the app when the dictionary cannot be loaded', async () => {
    // The app injects the toast (src/app/app-root.tsx), so src/i18n does not depend on src/components.
    const { notifyLocaleLoadError } = await import('../../src/app/app-root');
    vi.spyOn(i18n.dictionaryLoaders['en-US'], 'core').mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    render(
      <i18n.I18nProvider initialLocale="nl-NL" onLoadError={notifyLocaleLoadError}>
        <LanguageSelect />
      </i18n.I18nProvider>,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Taal' }), 'en-US');

    await waitFor(() => expect(toasts.getToasts()).toHaveLength(1));
    expect(toasts.getToasts()[0]).toMatchObject({
      message: i18n.createTranslator('nl-NL')('error.unexpected'),
      severity: 'danger',
      label: 'Fout',
    });
    expect(screen.getByRole('combobox', { name: 'Taal' })).toHaveValue('nl-NL');
  });

  it('keeps a section out until a page needs it, then loads it for every language', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const nl = i18n.createTranslator('nl-NL');
    // A core key at once; a key of the home section (a signed-in page) is not there yet.
    expect(nl('login.submit')).toBe('Inloggen');
    expect(nl('nav.myTrips')).toBe('Mijn ritten');
    expect(nl('home.title')).toBe('home.title');

    const home = vi.spyOn(i18n.dictionaryLoaders['nl-NL'], 'home');
    const booking = vi.spyOn(i18n.dictionaryLoaders['nl-NL'], 'book-trip');
    await Promise.all([i18n.loadDictionarySections(['home']), i18n.loadDictionarySections(['home'])]);
    expect(nl('home.title')).toBe('Home');
    expect(home).toHaveBeenCalledTimes(1);
    // Only what was asked for: the booking strings are still not there.
    expect(booking).not.toHaveBeenCalled();
    expect(nl('bookTrip.title')).toBe('bookTrip.title');
    // From now on a language load brings core and home, not the other sections.
    expect(i18n.isLocaleLoaded('en-US')).toBe(false);
    await i18n.loadLocale('en-US');
    const en = i18n.createTranslator('en-US');
    expect(en('home.title')).toBe(createEnglish('home.title'));
    expect(en('login.submit')).toBe(createEnglish('login.submit'));
    // A key of a section not loaded in either language: the key itself.
    expect(en('bookTrip.title')).toBe('bookTrip.title');
  });

  it('makes a page loader wrapped by withDictionarySections load its sections with the page', async () => {
    const page = { default: () => null };
    const login = i18n.withDictionarySections([], () => Promise.resolve(page));
    const bookTrip = i18n.withDictionarySections(['book-trip', 'forms'], () => Promise.resolve(page));
    await expect(login()).resolves.toBe(page);
    expect(i18n.createTranslator('nl-NL')('bookTrip.title')).toBe('bookTrip.title');
    await expect(bookTrip()).resolves.toBe(page);
    expect(i18n.createTranslator('nl-NL')('bookTrip.title')).toBe('Rit boeken');
    expect(i18n.createTranslator('nl-NL')('validation.required')).toBe('Dit veld is verplicht');
    expect(i18n.createTranslator('nl-NL')('home.title')).toBe('home.title');
  });

  it('rejects a wrapped loader when its section cannot be loaded, and loads it on the next try', async () => {
    const page = { default: () => null };
    const failing = vi
      .spyOn(i18n.dictionaryLoaders['nl-NL'], 'my-trips')
      .mockRejectedValueOnce(new Error('offline'));
    const myTrips = i18n.withDictionarySections(['my-trips'], () => Promise.resolve(page));
    await expect(myTrips()).rejects.toThrow('offline');
    await expect(myTrips()).resolves.toBe(page);
    expect(failing).toHaveBeenCalledTimes(2);
    expect(i18n.createTranslator('nl-NL')('myTrips.title')).not.toBe('myTrips.title');
  });
});

/** The en-US text of a key, read from the dictionary file itself (not through src/i18n/i18n.ts). */
function createEnglish(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], enUS);
}
