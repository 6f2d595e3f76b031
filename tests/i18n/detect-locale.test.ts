import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, detectLocale, toLocale } from '../../src/i18n/i18n';

describe('toLocale', () => {
  it.each([
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['EN_us', 'en-US'],
    ['nl', 'nl-NL'],
    ['nl-BE', 'nl-NL'],
    [' NL-nl ', 'nl-NL'],
  ])('maps %s to %s', (tag, expected) => {
    expect(toLocale(tag)).toBe(expected);
  });

  it.each(['de', 'fr-FR', '', 'english', null, undefined])('rejects unsupported tag %s', (tag) => {
    expect(toLocale(tag)).toBeUndefined();
  });
});

describe('detectLocale (product §9 order)', () => {
  const all = {
    region: 'en-US',
    search: '?lang=nl',
    cookie: 'lang=en',
    localStorage: 'nl-NL',
    languages: ['en-GB'],
    htmlLang: 'nl',
  };

  it('falls back to nl-NL when no source says anything', () => {
    expect(detectLocale({})).toBe('nl-NL');
    expect(DEFAULT_LOCALE).toBe('nl-NL');
  });

  it('prefers the region detector over every other source', () => {
    expect(detectLocale(all)).toBe('en-US');
  });

  it('uses the query string ?lang= next', () => {
    expect(detectLocale({ ...all, region: null })).toBe('nl-NL');
    expect(detectLocale({ search: '?foo=1&lang=en', cookie: 'lang=nl', localStorage: 'nl' })).toBe('en-US');
  });

  it('uses the cookie lang after the query string', () => {
    expect(
      detectLocale({ cookie: 'theme=dark; lang=en-US; x=y', localStorage: 'nl', languages: ['nl'] }),
    ).toBe('en-US');
  });

  it('uses localStorage after the cookie', () => {
    expect(
      detectLocale({ cookie: 'theme=dark', localStorage: 'en', languages: ['nl-NL'], htmlLang: 'nl' }),
    ).toBe('en-US');
  });

  it('uses the first supported browser language after localStorage', () => {
    expect(detectLocale({ languages: ['de-DE', 'fr', 'en-AU', 'nl'], htmlLang: 'nl' })).toBe('en-US');
  });

  it('uses <html lang> last', () => {
    expect(detectLocale({ languages: ['de-DE'], htmlLang: 'en' })).toBe('en-US');
  });

  it('skips sources with unsupported or empty values instead of falling back early', () => {
    expect(
      detectLocale({
        region: 'fr',
        search: '?lang=de',
        cookie: 'lang=',
        localStorage: '',
        languages: [],
        htmlLang: 'en-US',
      }),
    ).toBe('en-US');
  });

  it('falls back to nl-NL when every source names an unsupported language', () => {
    expect(detectLocale({ region: 'fr', search: '?lang=de', languages: ['es', 'it'], htmlLang: 'pl' })).toBe(
      'nl-NL',
    );
  });
});
