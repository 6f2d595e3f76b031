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
import { notify } from '../components/toast/toast-store';
import { DATE_FORMAT, DISPLAY_TIME_ZONE, KM_FORMAT } from './intl-options';
import type { Dictionary } from './nl-NL';
import nlNLCore from './nl-NL.ts?section=core';
import type { DictionarySectionName } from './sections';
import { DEFAULT_LOCALE, detectBrowserLocale, LOCALE_STORAGE_KEY, type Locale } from './detect';

export * from './detect';

export { DISPLAY_TIME_ZONE } from './intl-options';

/** One section of a dictionary (src/i18n/sections.ts): some of its top-level groups. */
export type DictionarySection = Partial<Dictionary>;

const asSection = (module: { default: Readonly<Record<string, unknown>> }) =>
  module.default as DictionarySection;

/**
 * Loaders of the dictionary sections by locale (issue 10: only the active language, and on /login only its
 * core section, is downloaded; see src/i18n/sections.ts). nl-NL's core, the default and fallback language, is
 * part of the entry chunk (no extra request for most visitors); every other section is its own lazy chunk,
 * fetched by {@link loadLocale}. (A locale-aware `<link rel="modulepreload">` would need an inline script,
 * which the CSP's `script-src 'self'` forbids.)
 */
export const dictionaryLoaders: Readonly<
  Record<Locale, Readonly<Record<DictionarySectionName, () => Promise<DictionarySection>>>>
> = {
  'nl-NL': {
    core: () => Promise.resolve(nlNLCore as DictionarySection),
    rest: () => import('./nl-NL.ts?section=rest').then(asSection),
  },
  'en-US': {
    core: () => import('./en-US.ts?section=core').then(asSection),
    rest: () => import('./en-US.ts?section=rest').then(asSection),
  },
};

type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every dotted path to a string in the dictionaries, e.g. `'login.invalidForm'`, `'error.label.notFound'`. */
export type TranslationKey = LeafPaths<Dictionary>;

/** Values for `{{name}}` placeholders. */
export type TranslationParams = Readonly<Record<string, string | number>>;

/** Translates a key in one locale; see {@link createTranslator}. */
export type Translate = (key: TranslationKey, params?: TranslationParams) => string;

/** See {@link getActiveLocale}. */
let activeLocale: Locale = DEFAULT_LOCALE;

// A copy: rosetta's `set` merges further sections into the table it holds.
const translations = rosetta<DictionarySection>({ 'nl-NL': { ...(nlNLCore as DictionarySection) } });
/** Sections registered with `translations`, by locale; nl-NL's core from the start. */
const loadedSections = new Map<Locale, Set<DictionarySectionName>>([['nl-NL', new Set(['core'])]]);
/** Loads in flight by `locale/section`, so concurrent callers share one request. */
const pendingLoads = new Map<string, Promise<void>>();
/** Whether the rest section is needed too (from the first non-login route on; {@link loadFullDictionary}). */
let restNeeded = false;
const reportedMissingKeys = new Set<string>();

function neededSections(): DictionarySectionName[] {
  return restNeeded ? ['core', 'rest'] : ['core'];
}

/**
 * Whether `locale`'s dictionary is loaded as far as the app needs it now (core; core and rest once
 * {@link loadFullDictionary} was called), i.e. {@link createTranslator} can translate into it right now.
 */
export function isLocaleLoaded(locale: Locale): boolean {
  const loaded = loadedSections.get(locale);
  return neededSections().every((section) => loaded?.has(section));
}

function loadSection(locale: Locale, section: DictionarySectionName): Promise<void> {
  if (loadedSections.get(locale)?.has(section)) return Promise.resolve();
  const id = `${locale}/${section}`;
  let pending = pendingLoads.get(id);
  if (!pending) {
    pending = dictionaryLoaders[locale][section]().then(
      (dictionary) => {
        translations.set(locale, dictionary);
        const loaded = loadedSections.get(locale) ?? new Set();
        loaded.add(section);
        loadedSections.set(locale, loaded);
        pendingLoads.delete(id);
      },
      (error: unknown) => {
        pendingLoads.delete(id);
        throw error;
      },
    );
    pendingLoads.set(id, pending);
  }
  return pending;
}

/**
 * Loads `locale`'s dictionary sections that the app needs now (see {@link isLocaleLoaded}; lazy chunks, see
 * {@link dictionaryLoaders}) and registers them with the translator. Resolves at once when they are loaded;
 * concurrent calls share one load per section; a failed load (e.g. offline) rejects and may be retried.
 */
export function loadLocale(locale: Locale): Promise<void> {
  if (isLocaleLoaded(locale)) return Promise.resolve();
  return Promise.all(neededSections().map((section) => loadSection(locale, section))).then(() => undefined);
}

/**
 * From now on every language needs its whole dictionary: loads the rest section of the active locale (and,
 * on later switches, of the new one). Called by every route except /login before it renders
 * ({@link withFullDictionary}). Rejects when the section cannot be loaded (the route's error boundary shows).
 */
export function loadFullDictionary(): Promise<void> {
  restNeeded = true;
  return loadLocale(activeLocale);
}

/** The parts of a route object (React Router's `RouteObject`) that {@link withFullDictionary} reads. */
interface LazyRoute<R> {
  path?: string;
  lazy?: unknown;
  children?: R[];
}

/**
 * Returns `routes` (React Router route objects, nested) with every function-valued `lazy` — except on the
 * routes whose `path` is in `corePaths` — also loading the rest of the dictionary ({@link loadFullDictionary})
 * in parallel with the page chunk, so a page never renders before its strings are there.
 * @param corePaths paths whose pages need only the core section (src/i18n/sections.ts), e.g. `['/login']`
 */
export function withFullDictionary<R extends LazyRoute<R>>(routes: R[], corePaths: readonly string[]): R[] {
  return routes.map((route) => {
    const next = { ...route };
    const lazy = route.lazy;
    if (typeof lazy === 'function' && !(route.path !== undefined && corePaths.includes(route.path))) {
      next.lazy = (() =>
        Promise.all([(lazy as () => unknown)(), loadFullDictionary()]).then(([page]) => page)) as R['lazy'];
    }
    if (route.children) next.children = withFullDictionary(route.children, corePaths);
    return next;
  });
}

function lookup(key: string, params: TranslationParams | undefined, locale: Locale): string | undefined {
  const value: unknown = translations.t(key, params ?? {}, locale);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Returns `t(key, params?)` for one locale. Placeholders use rosetta's `{{name}}` syntax; a missing param
 * renders as empty text. A key missing in `locale` (or all of `locale` while its dictionary is not loaded yet;
 * see {@link loadLocale}) falls back to nl-NL; a key missing everywhere (or naming a group, not a string)
 * returns the key itself and, in development, logs a warning once per key. Lookups happen at call time, so a
 * translator made before its dictionary loaded translates once it has.
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

/**
 * Intl formatters by locale and options, created on first use and then reused (issue 10: building an
 * `Intl.NumberFormat`/`DateTimeFormat` costs far more than formatting with one — the first km format took about
 * 20 ms on this box, 4× that on a slow phone — and the app formats on every render of a list or a poll).
 */
const intlFormats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** The cached formatter of one kind for `locale` and `options`, made by `make` on first use. */
function cachedFormat<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: 'number' | 'date',
  locale: Locale,
  options: object,
  make: () => F,
): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = intlFormats.get(key) as F | undefined;
  if (!format) {
    format = make();
    intlFormats.set(key, format);
  }
  return format;
}

const numberFormat = (locale: Locale, options: Intl.NumberFormatOptions) =>
  cachedFormat('number', locale, options, () => new Intl.NumberFormat(locale, options));

const dateTimeFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  cachedFormat('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

/**
 * Builds the {@link Formatters} for one locale (pure; usable outside React). Cheap: the Intl formatters behind
 * them are created on first use and shared by every caller ({@link intlFormats}).
 */
export function createFormatters(locale: Locale): Formatters {
  return {
    formatDate(value, options) {
      const { date, dateOnly } = toDate(value);
      return dateTimeFormat(locale, {
        ...(options ?? DATE_FORMAT),
        timeZone: dateOnly ? 'UTC' : DISPLAY_TIME_ZONE,
      }).format(date);
    },
    formatTime(value, options) {
      return dateTimeFormat(locale, {
        ...(options ?? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
        timeZone: DISPLAY_TIME_ZONE,
      }).format(toDate(value).date);
    },
    formatMoney(cents, currency = 'EUR') {
      return numberFormat(locale, { style: 'currency', currency }).format(cents / 100);
    },
    formatKm(km) {
      return numberFormat(locale, KM_FORMAT).format(km);
    },
    weekStartsOn: locale === 'en-US' ? 0 : 1,
  };
}

/** What {@link useI18n} returns. */
export interface I18n extends Formatters {
  locale: Locale;
  /**
   * Switches the UI language; keeps it on the device ({@link rememberLocaleOnDevice}: localStorage and cookie
   * `lang`) and sets `<html lang>`. When the dictionary
   * of `locale` is not loaded yet, the UI stays in the current language until it has loaded, then switches
   * (the last request wins); if it cannot be loaded, the UI stays as it is and a toast says so.
   */
  setLocale: (locale: Locale) => void;
  t: Translate;
}

/**
 * The locale the mounted {@link I18nProvider} currently shows (nl-NL before it mounts, or the one
 * {@link prepareLocale} picked). For code outside React, e.g. the API middleware's `Accept-Language` header or
 * toasts raised by actors.
 */
export function getActiveLocale(): Locale {
  return activeLocale;
}

function applyLocaleToDocument(locale: Locale): void {
  activeLocale = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Lifetime of the `lang` cookie, seconds (one year). */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Keeps the chosen language on the device (issue 17 item 1): localStorage `lang` and the `lang` cookie (path /,
 * one year, SameSite=Lax, Secure on https), the two device sources of SPEC §9's detection. The cookie also lets the
 * server preload the right dictionary for the next page load (server/lib/route-preload.ts). Failures (blocked
 * storage or cookies) are ignored: the choice still applies to this visit.
 */
export function rememberLocaleOnDevice(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not persisting is acceptable.
  }
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${LOCALE_STORAGE_KEY}=${encodeURIComponent(locale)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
  } catch {
    // Not persisting is acceptable.
  }
}

/** The mounted provider's `setLocale` (null before it mounts): how code outside React switches the language. */
let providerSetLocale: ((locale: Locale) => void) | null = null;

/**
 * Switches the UI language from outside React (issue 17 item 1: the account's language after login, decided by
 * machines/auth.machine.ts). With a mounted {@link I18nProvider} it is the provider's `setLocale` (device, cookie,
 * `<html lang>`, dictionary loading); before one mounts, the choice is kept on the device and `<html lang>`, so the
 * provider starts with it. Does nothing when `locale` is already shown.
 */
export function requestLocale(locale: Locale): void {
  if (locale === activeLocale) return;
  if (providerSetLocale) providerSetLocale(locale);
  else {
    rememberLocaleOnDevice(locale);
    applyLocaleToDocument(locale);
  }
}

/**
 * App start (issue 10): picks the UI locale ({@link detectBrowserLocale}: stored choice, browser language,
 * default nl-NL), makes it the active locale (and `<html lang>`) and starts loading its dictionary. The caller
 * renders once the promise settles, passing the locale as {@link I18nProviderProps.initialLocale}. Never
 * rejects: when the dictionary cannot be loaded it resolves to nl-NL (always loaded).
 */
export function prepareLocale(): Promise<Locale> {
  const locale = detectBrowserLocale();
  applyLocaleToDocument(locale);
  return loadLocale(locale).then(
    () => locale,
    () => {
      applyLocaleToDocument(DEFAULT_LOCALE);
      return DEFAULT_LOCALE;
    },
  );
}

function buildI18n(locale: Locale, setLocale: (locale: Locale) => void): I18n {
  return { locale, setLocale, t: createTranslator(locale), ...createFormatters(locale) };
}

/**
 * Counts language requests (a start locale still loading, each `setLocale`): a dictionary load that finishes
 * after a newer request is not applied, so the last choice wins.
 */
let latestLocaleRequest = 0;

const I18nContext = createContext<I18n>(
  buildI18n(DEFAULT_LOCALE, () => {
    if (import.meta.env?.DEV) console.warn('[i18n] setLocale called outside <I18nProvider>');
  }),
);

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  children?: ReactNode;
  /**
   * Start locale; when absent it is detected from the browser ({@link detectBrowserLocale}). If its dictionary
   * is not loaded yet, the provider shows nl-NL until it is (the app loads it before rendering: main.tsx).
   */
  initialLocale?: Locale;
  /** Called after the user switches language (e.g. to tell the Account API: POST changelanguage). */
  onLocaleChange?: (locale: Locale) => void;
}

/**
 * Provides the UI language to the tree (SPEC §1, §9) and keeps `<html lang>` and {@link getActiveLocale} in
 * sync with it. Without a provider, {@link useI18n} returns nl-NL and a setLocale that only warns.
 */
export function I18nProvider({ children, initialLocale, onLocaleChange }: I18nProviderProps): ReactNode {
  // The start locale, and whether it can be shown at once: its core section is loaded (the app loads it before
  // the first render; the rest section, when a page needs it, is loaded by that page's route for the active
  // locale, which src/main.tsx set to this one).
  const [start] = useState(() => {
    const wanted = initialLocale ?? detectBrowserLocale();
    return { wanted, ready: loadedSections.get(wanted)?.has('core') ?? false };
  });
  const [locale, setLocaleState] = useState<Locale>(start.ready ? start.wanted : DEFAULT_LOCALE);

  useEffect(() => {
    applyLocaleToDocument(locale);
  }, [locale]);

  // A start locale that could not be shown at once: switch to it once it has loaded.
  useEffect(() => {
    if (start.ready) return;
    let current = true;
    const request = ++latestLocaleRequest;
    loadLocale(start.wanted).then(
      () => {
        if (current && request === latestLocaleRequest) setLocaleState(start.wanted);
      },
      () => undefined, // Stays nl-NL, whose core is always loaded.
    );
    return () => {
      current = false;
    };
  }, [start]);

  const setLocale = useCallback(
    (next: Locale) => {
      const request = ++latestLocaleRequest;
      const apply = () => {
        if (request !== latestLocaleRequest) return;
        rememberLocaleOnDevice(next);
        applyLocaleToDocument(next);
        setLocaleState(next);
        onLocaleChange?.(next);
      };
      if (isLocaleLoaded(next)) apply();
      else
        loadLocale(next).then(apply, () => {
          if (request !== latestLocaleRequest) return;
          const t = createTranslator(getActiveLocale());
          notify({ message: t('error.unexpected'), severity: 'danger', label: t('toast.danger') });
        });
    },
    [onLocaleChange],
  );

  useEffect(() => {
    providerSetLocale = setLocale;
    return () => {
      if (providerSetLocale === setLocale) providerSetLocale = null;
    };
  }, [setLocale]);

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
