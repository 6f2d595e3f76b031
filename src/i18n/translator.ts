/**
 * The translator (product §1, §9 languages): the table of loaded dictionary strings, {@link createTranslator} and the
 * typed keys it accepts, and the active locale ({@link getActiveLocale}) for code outside React. nl-NL's core
 * section, the default and fallback language, is in the table from the start (it is part of the entry
 * chunk); ./loader.ts registers every other section once it has loaded ({@link addTranslations}).
 */
import rosetta from 'rosetta';
import { DEFAULT_LOCALE, type Locale } from '../../common/locale-detect';
import type { Dictionary } from './nl-NL';
import { section as nlNLCore } from './nl-NL/core';

/** One section of a dictionary (common/dictionary-sections.ts): some of its top-level groups. */
export type DictionarySection = Partial<Dictionary>;

type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every dotted path to a string in the dictionaries, e.g. `'login.invalidForm'`, `'error.label.notFound'`. */
export type TranslationKey = LeafPaths<Dictionary>;

/** Values for `{{name}}` placeholders. */
type TranslationParams = Readonly<Record<string, string | number>>;

/** Translates a key in one locale; see {@link createTranslator}. */
export type Translate = (key: TranslationKey, params?: TranslationParams) => string;

/** See {@link getActiveLocale}. */
let activeLocale: Locale = DEFAULT_LOCALE;

/**
 * The locale the mounted `I18nProvider` (./provider.ts) currently shows (nl-NL before it mounts, or the one
 * `prepareLocale` picked). For code outside React, e.g. the API middleware's `Accept-Language` header or
 * toasts raised by actors.
 */
export function getActiveLocale(): Locale {
  return activeLocale;
}

/** Makes `locale` the {@link getActiveLocale} (./provider.ts, which also sets `<html lang>`). */
export function setActiveLocale(locale: Locale): void {
  activeLocale = locale;
}

// A copy: rosetta's `set` merges further sections into the table it holds.
const translations = rosetta<DictionarySection>({ 'nl-NL': { ...nlNLCore } });
const reportedMissingKeys = new Set<string>();

/** Adds a loaded dictionary section of `locale` to the table (./loader.ts); merges with what is there. */
export function addTranslations(locale: Locale, section: DictionarySection): void {
  translations.set(locale, section);
}

function lookup(key: string, params: TranslationParams | undefined, locale: Locale): string | undefined {
  const value: unknown = translations.t(key, params ?? {}, locale);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Returns `t(key, params?)` for one locale. Placeholders use rosetta's `{{name}}` syntax; a missing param
 * renders as empty text. A key missing in `locale` (or all of `locale` while its dictionary is not loaded yet;
 * see `loadLocale` in ./loader.ts) falls back to nl-NL; a key missing everywhere (or naming a group, not a
 * string) returns the key itself and, in development, logs a warning once per key. Lookups happen at call time,
 * so a translator made before its dictionary loaded translates once it has.
 */
export function createTranslator(locale: Locale): Translate {
  return (key, params) => {
    const value = lookup(key, params, locale) ?? lookup(key, params, DEFAULT_LOCALE);
    if (value !== undefined) return value;
    if (import.meta.env?.DEV && !reportedMissingKeys.has(key)) {
      reportedMissingKeys.add(key);
      console.warn(`[i18n] Missing translation key "${key}" (${locale})`);
    }
    return key;
  };
}
