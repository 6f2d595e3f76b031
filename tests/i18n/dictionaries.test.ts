import { describe, expect, it } from 'vitest';
import { enUS } from '../../src/i18n/en-US';
import { dictionaryLoaders, LOCALES } from '../../src/i18n/i18n';
import { nlNL } from '../../src/i18n/nl-NL';
import { DICTIONARY_SECTIONS } from '../../common/dictionary-sections';

/** Flattens a nested dictionary into dotted keys → values (non-string leaves are kept to be reported). */
function flatten(node: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, node);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const flat = { 'nl-NL': flatten(nlNL), 'en-US': flatten(enUS) };

describe('dictionaries', () => {
  it('loads each supported locale as sections that together are its whole dictionary', async () => {
    expect(Object.keys(dictionaryLoaders).sort()).toEqual([...LOCALES].sort());
    for (const [locale, dictionary] of [
      ['nl-NL', nlNL],
      ['en-US', enUS],
    ] as const) {
      expect(Object.keys(dictionaryLoaders[locale]).sort(), locale).toEqual([...DICTIONARY_SECTIONS].sort());
      const sections = await Promise.all(
        DICTIONARY_SECTIONS.map((section) => dictionaryLoaders[locale][section]()),
      );
      expect(Object.assign({}, ...sections.map((module) => module.section)), locale).toEqual(dictionary);
    }
  });

  it('has no key in nl-NL that is missing from en-US', () => {
    const missing = [...flat['nl-NL'].keys()].filter((key) => !flat['en-US'].has(key));
    expect(missing).toEqual([]);
  });

  it('has no key in en-US that is missing from nl-NL', () => {
    const missing = [...flat['en-US'].keys()].filter((key) => !flat['nl-NL'].has(key));
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)('has only non-empty string values in %s', (locale) => {
    const bad = [...flat[locale]]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it('uses the same {{placeholders}} for each key in both languages', () => {
    const mismatched = [...flat['nl-NL']]
      .filter(([key, value]) => {
        const other = flat['en-US'].get(key);
        return (
          typeof value === 'string' &&
          typeof other === 'string' &&
          placeholders(value).join() !== placeholders(other).join()
        );
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('uses rosetta {{name}} placeholders only (no single-brace {name} leftovers)', () => {
    const singleBrace = LOCALES.flatMap((locale) =>
      [...flat[locale]]
        .filter(([, value]) => typeof value === 'string' && /(^|[^{])\{\w+\}(?!\})/.test(value))
        .map(([key]) => `${locale}:${key}`),
    );
    expect(singleBrace).toEqual([]);
  });

  it('contains the keys the product doc names (product §5, §8)', () => {
    const specKeys = [
      'login.usernameRequired',
      'login.passwordRequired',
      'login.invalidForm',
      'error.unexpected',
      'error.priorityRequired',
      'error.downloadTripHistoryError',
      'error.label.badRequest',
      'error.label.unauth',
      'error.label.forbidden',
      'error.label.notFound',
      'error.label.conflict',
      'error.label.internalServerError',
      'trip.cancelTripError',
      'trip.cancelTripSuccess',
      'ratingToast.submitFeedbackSuccess',
      'ratingToast.submitFeedbackError',
      'userProfile.updateSuccess',
      'userProfile.updateError',
      'userProfile.alreadyExists',
      'location.required',
      'location.missingKeyParameters',
      'register.passwordMustMatch',
      'register.phoneNumberRequired',
      'register.policyRequired',
    ];
    for (const locale of LOCALES)
      expect(
        specKeys.filter((key) => !flat[locale].has(key)),
        locale,
      ).toEqual([]);
  });

  it('keeps the product doc wording for the English product §8 messages', () => {
    expect(enUS.error.unexpected).toBe('An unexpected error occurred, please try again later.');
    expect(enUS.login.invalidForm).toBe('Username or password is incorrect');
    expect(enUS.trip.cancelTripError).toBe('The trip cannot be canceled');
    expect(enUS.userProfile.updateError).toBe('Error updating profile: {{error}}');
    expect(enUS.bookTrip.success).toBe('Your trip has been successfully booked!');
  });
});
