// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  LOCALE_STORAGE_KEY,
  detectBrowserLocale,
  getActiveLocale,
  rememberLocaleOnDevice,
  requestLocale,
} from '../../src/i18n/i18n';

// A chosen or account language is kept on the device in both §9 device sources (cookie and
// localStorage `lang`), so the next visit's detection starts in it.

afterEach(() => {
  window.localStorage.clear();
  document.cookie = `${LOCALE_STORAGE_KEY}=; Path=/; Max-Age=0`;
  document.documentElement.lang = '';
});

describe('the language on the device', () => {
  it('rememberLocaleOnDevice writes localStorage and the lang cookie, which detection then reads', () => {
    // jsdom's browser language is en-US: the device's choice must outrank it.
    expect(detectBrowserLocale()).toBe('en-US');
    rememberLocaleOnDevice('nl-NL');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('nl-NL');
    expect(document.cookie).toContain('lang=nl-NL');
    expect(detectBrowserLocale()).toBe('nl-NL');
    // The cookie alone is enough (e.g. storage cleared): §9 reads the cookie before localStorage.
    window.localStorage.clear();
    expect(detectBrowserLocale()).toBe('nl-NL');
  });

  it('requestLocale before the provider mounts keeps the choice on the device and sets <html lang>', () => {
    requestLocale('en-US');
    expect(getActiveLocale()).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(document.cookie).toContain('lang=en-US');
    requestLocale('nl-NL');
    expect(document.documentElement.lang).toBe('nl-NL');
    expect(document.cookie).toContain('lang=nl-NL');
  });
});
