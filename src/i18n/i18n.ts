import rosetta from 'rosetta';
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { enUS } from './en-US';
import { nlNL, type Dictionary } from './nl-NL';

/** Supported UI languages (SPEC §1, §9). */
export type Locale = 'nl-NL' | 'en-US';

/** All supported locales, default first. */
export const LOCALES: readonly Locale[] = ['nl-NL', 'en-US'];

/** Default and fallback locale (SPEC §9). */
export const DEFAULT_LOCALE: Locale = 'nl-NL';

/** Name of the query parameter, cookie and localStorage entry that hold the chosen language. */
export const LOCALE_STORAGE_KEY = 'lang';

/** Times are shown in the service region's zone, whatever the device zone. */
export const DISPLAY_TIME_ZONE = 'Europe/Amsterdam';

/** The dictionaries by locale. */
export const dictionaries: Readonly<Record<Locale, Dictionary>> = { 'nl-NL': nlNL, 'en-US': enUS };

type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every dotted path to a string in the dictionaries, e.g. `'login.invalidForm'`, `'error.label.notFound'`. */
export type TranslationKey = LeafPaths<Dictionary>;

/** Values for `{{name}}` placeholders. */
export type TranslationParams = Readonly<Record<string, string | number>>;

/** Translates a key in one locale; see {@link createTranslator}. */
export type Translate = (key: TranslationKey, params?: TranslationParams) => string;

/**
 * Maps a language tag to a supported locale: any `en*` → en-US, any `nl*` → nl-NL (case-insensitive,
 * `_` accepted for `-`). Anything else, empty or missing → undefined.
 */
export function toLocale(tag: string | null | undefined): Locale | undefined {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0];
  if (language === 'en') return 'en-US';
  if (language === 'nl') return 'nl-NL';
  return undefined;
}

/**
 * Inputs to locale detection, one per source of SPEC §9, in priority order. All optional; the caller reads
 * them (see {@link readBrowserLocaleSources}) so {@link detectLocale} stays a pure function.
 */
export interface LocaleSources {
  /** Region detector: the language the app derives from the region or the signed-in user's profile, if any. */
  region?: string | null;
  /** Query string, e.g. `location.search` (`?lang=en`). */
  search?: string | null;
  /** Raw cookie header, e.g. `document.cookie` (`lang=en-US; other=1`). */
  cookie?: string | null;
  /** The `lang` entry of localStorage. */
  localStorage?: string | null;
  /** Browser preferences, e.g. `navigator.languages`, most preferred first. */
  languages?: readonly string[] | null;
  /** The `lang` attribute of `<html>`. */
  htmlLang?: string | null;
}

function readQueryLang(search: string | null | undefined): string | undefined {
  if (!search) return undefined;
  return new URLSearchParams(search).get(LOCALE_STORAGE_KEY) ?? undefined;
}

function readCookieLang(cookie: string | null | undefined): string | undefined {
  if (!cookie) return undefined;
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() === LOCALE_STORAGE_KEY) {
      try {
        return decodeURIComponent(rest.join('=').trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * Picks the UI locale (SPEC §9). Order: region detector, query string `?lang=`, cookie `lang`, localStorage
 * `lang`, navigator.languages (first supported entry), `<html lang>`. The first source that names a supported
 * language wins (`en*` → en-US, `nl*` → nl-NL); unsupported or empty values are skipped. Fallback nl-NL.
 * Pure: no globals are read.
 */
export function detectLocale(sources: LocaleSources): Locale {
  const candidates: Array<string | null | undefined> = [
    sources.region,
    readQueryLang(sources.search),
    readCookieLang(sources.cookie),
    sources.localStorage,
    ...(sources.languages ?? []),
    sources.htmlLang,
  ];
  for (const candidate of candidates) {
    const locale = toLocale(candidate);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * Reads the §9 detection sources from the browser (location, cookie, localStorage, navigator, `<html lang>`).
 * Safe outside a browser and when storage is blocked (those sources are then left out).
 * @param region the region detector's answer, if the app has one (e.g. the user profile's language).
 */
export function readBrowserLocaleSources(region?: string | null): LocaleSources {
  if (typeof window === 'undefined') return { region };
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage can throw (privacy mode, sandboxed frames): that source simply does not count.
  }
  return {
    region,
    search: window.location.search,
    cookie: document.cookie,
    localStorage: stored,
    languages: window.navigator.languages ?? [window.navigator.language],
    htmlLang: document.documentElement.getAttribute('lang'),
  };
}

/** {@link detectLocale} over {@link readBrowserLocaleSources}. */
export function detectBrowserLocale(region?: string | null): Locale {
  return detectLocale(readBrowserLocaleSources(region));
}

const translations = rosetta<Dictionary>({ 'nl-NL': nlNL, 'en-US': enUS });
const reportedMissingKeys = new Set<string>();

function lookup(key: string, params: TranslationParams | undefined, locale: Locale): string | undefined {
  const value: unknown = translations.t(key, params ?? {}, locale);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Returns `t(key, params?)` for one locale. Placeholders use rosetta's `{{name}}` syntax; a missing param
 * renders as empty text. A key missing in `locale` falls back to nl-NL; a key missing everywhere (or naming a
 * group, not a string) returns the key itself and, in development, logs a warning once per key.
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

/** Something that can be shown as a date/time: a Date, epoch ms, an ISO-8601 string, or a Temporal instant-like. */
export type DateInput = Date | number | string | { readonly epochMilliseconds: number };

const DATE_ONLY_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_ONLY_DMY = /^(\d{2})-(\d{2})-(\d{4})$/;

/** Calendar dates (no time) are returned as UTC midnight and must be formatted in UTC to keep the same day. */
function toDate(value: DateInput): { date: Date; dateOnly: boolean } {
  if (value instanceof Date) return { date: value, dateOnly: false };
  if (typeof value === 'number') return { date: new Date(value), dateOnly: false };
  if (typeof value === 'string') {
    const iso = DATE_ONLY_ISO.exec(value);
    if (iso)
      return { date: new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]))), dateOnly: true };
    const dmy = DATE_ONLY_DMY.exec(value);
    if (dmy)
      return { date: new Date(Date.UTC(Number(dmy[3]), Number(dmy[2]) - 1, Number(dmy[1]))), dateOnly: true };
    return { date: new Date(value), dateOnly: false };
  }
  return { date: new Date(value.epochMilliseconds), dateOnly: false };
}

/** Locale-aware formatters (Intl), all showing wall-clock values in Europe/Amsterdam. */
export interface Formatters {
  /**
   * Formats a date, by default like "3 maart 2026" / "March 3, 2026". Date-only strings (`YYYY-MM-DD`, or the
   * wire's `DD-MM-YYYY`) keep their calendar day. `options` replace the default date fields.
   */
  formatDate: (value: DateInput, options?: Intl.DateTimeFormatOptions) => string;
  /** Formats a time of day in 24-hour form ("14:05"), Europe/Amsterdam. */
  formatTime: (value: DateInput, options?: Intl.DateTimeFormatOptions) => string;
  /** Formats an amount in cents (integer) as money: 1250 → "€ 12,50" (nl-NL) / "€12.50" (en-US). */
  formatMoney: (cents: number, currency?: string) => string;
  /** Formats a distance in km, at most one decimal: 12.5 → "12,5 km" / "12.5 km". */
  formatKm: (km: number) => string;
  /** First day of the week for calendars: 1 = Monday (nl-NL), 0 = Sunday (en-US). */
  weekStartsOn: 0 | 1;
}

/** Builds the {@link Formatters} for one locale (pure; usable outside React). */
export function createFormatters(locale: Locale): Formatters {
  const kmFormat = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
  const moneyFormats = new Map<string, Intl.NumberFormat>();
  return {
    formatDate(value, options) {
      const { date, dateOnly } = toDate(value);
      return new Intl.DateTimeFormat(locale, {
        ...(options ?? { day: 'numeric', month: 'long', year: 'numeric' }),
        timeZone: dateOnly ? 'UTC' : DISPLAY_TIME_ZONE,
      }).format(date);
    },
    formatTime(value, options) {
      return new Intl.DateTimeFormat(locale, {
        ...(options ?? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
        timeZone: DISPLAY_TIME_ZONE,
      }).format(toDate(value).date);
    },
    formatMoney(cents, currency = 'EUR') {
      let format = moneyFormats.get(currency);
      if (!format) {
        format = new Intl.NumberFormat(locale, { style: 'currency', currency });
        moneyFormats.set(currency, format);
      }
      return format.format(cents / 100);
    },
    formatKm(km) {
      return kmFormat.format(km);
    },
    weekStartsOn: locale === 'en-US' ? 0 : 1,
  };
}

/** What {@link useI18n} returns. */
export interface I18n extends Formatters {
  locale: Locale;
  /** Switches the UI language; persists it in localStorage `lang` and sets `<html lang>`. */
  setLocale: (locale: Locale) => void;
  t: Translate;
}

let activeLocale: Locale = DEFAULT_LOCALE;

/**
 * The locale the mounted {@link I18nProvider} currently shows (nl-NL before it mounts). For code outside React,
 * e.g. the API middleware's `Accept-Language` header or toasts raised by actors.
 */
export function getActiveLocale(): Locale {
  return activeLocale;
}

function applyLocaleToDocument(locale: Locale): void {
  activeLocale = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

function buildI18n(locale: Locale, setLocale: (locale: Locale) => void): I18n {
  return { locale, setLocale, t: createTranslator(locale), ...createFormatters(locale) };
}

const I18nContext = createContext<I18n>(
  buildI18n(DEFAULT_LOCALE, () => {
    if (import.meta.env?.DEV) console.warn('[i18n] setLocale called outside <I18nProvider>');
  }),
);

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  children?: ReactNode;
  /** Start locale; when absent it is detected from the browser ({@link detectBrowserLocale}). */
  initialLocale?: Locale;
  /** Called after the user switches language (e.g. to tell the Account API: POST changelanguage). */
  onLocaleChange?: (locale: Locale) => void;
}

/**
 * Provides the UI language to the tree (SPEC §1, §9) and keeps `<html lang>` and {@link getActiveLocale} in
 * sync with it. Without a provider, {@link useI18n} returns nl-NL and a setLocale that only warns.
 */
export function I18nProvider({ children, initialLocale, onLocaleChange }: I18nProviderProps): ReactNode {
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale ?? detectBrowserLocale());

  useEffect(() => {
    applyLocaleToDocument(locale);
  }, [locale]);

  const setLocale = useCallback(
    (next: Locale) => {
      try {
        window.localStorage.setItem(LOCALE_STORAGE_KEY, next);
      } catch {
        // Not persisting is acceptable: the choice still applies for this visit.
      }
      applyLocaleToDocument(next);
      setLocaleState(next);
      onLocaleChange?.(next);
    },
    [onLocaleChange],
  );

  const value = useMemo(() => buildI18n(locale, setLocale), [locale, setLocale]);
  return createElement(I18nContext.Provider, { value }, children);
}

/**
 * The current language and its helpers: `{ locale, setLocale, t, formatDate, formatTime, formatMoney(cents),
 * formatKm, weekStartsOn }`.
 */
export function useI18n(): I18n {
  return useContext(I18nContext);
}
