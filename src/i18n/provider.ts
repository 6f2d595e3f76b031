/**
 * The UI language in React (product §1, §9 languages): {@link I18nProvider} and {@link useI18n}, and the ways the
 * language is picked and switched — {@link prepareLocale} at app start (load the start locale's
 * dictionary before the first render), {@link requestLocale} from outside React (the account's
 * language after login) and {@link rememberLocaleOnDevice}. A dictionary that cannot be loaded is reported to the
 * app through {@link I18nProviderProps.onLoadError} (the app shows a toast), so src/i18n stays free of the UI.
 */
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
import {
  DEFAULT_LOCALE,
  detectBrowserLocale,
  LOCALE_STORAGE_KEY,
  type Locale,
} from '../../common/locale-detect';
import { createFormatters, type Formatters } from './formatters';
import { isCoreLoaded, isLocaleLoaded, loadLocale } from './loader';
import { createTranslator, getActiveLocale, setActiveLocale, type Translate } from './translator';

/** What {@link useI18n} returns. */
export interface I18n extends Formatters {
  locale: Locale;
  /**
   * Switches the UI language; keeps it on the device ({@link rememberLocaleOnDevice}: localStorage and cookie
   * `lang`) and sets `<html lang>`. When the dictionary
   * of `locale` is not loaded yet, the UI stays in the current language until it has loaded, then switches
   * (the last request wins); if it cannot be loaded, the UI stays as it is and
   * {@link I18nProviderProps.onLoadError} is called (the app shows a toast).
   */
  setLocale: (locale: Locale) => void;
  t: Translate;
}

function applyLocaleToDocument(locale: Locale): void {
  setActiveLocale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Lifetime of the `lang` cookie, seconds (one year). */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Keeps the chosen language on the device: localStorage `lang` and the `lang` cookie (path /,
 * one year, SameSite=Lax, Secure on https), the two device sources of product §9's detection. The cookie also lets the
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
 * Switches the UI language from outside React (the account's language after login, decided by
 * machines/user-data.machine.ts). With a mounted {@link I18nProvider} it is the provider's `setLocale` (device, cookie,
 * `<html lang>`, dictionary loading); before one mounts, the choice is kept on the device and `<html lang>`, so the
 * provider starts with it. Does nothing when `locale` is already shown.
 */
export function requestLocale(locale: Locale): void {
  if (locale === getActiveLocale()) return;
  if (providerSetLocale) providerSetLocale(locale);
  else {
    rememberLocaleOnDevice(locale);
    applyLocaleToDocument(locale);
  }
}

/**
 * App start: picks the UI locale ({@link detectBrowserLocale}: stored choice, browser language,
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

/** What {@link I18nProviderProps.onLoadError} is told when a language's dictionary cannot be loaded. */
export interface LocaleLoadError {
  /** The language the user asked for; the UI stays in the current one. */
  locale: Locale;
  /** Why the load failed (e.g. offline). */
  error: unknown;
  /** Translates into the language still shown ({@link getActiveLocale}), for the message. */
  t: Translate;
}

/** Props of {@link I18nProvider}. */
interface I18nProviderProps {
  children?: ReactNode;
  /**
   * Start locale; when absent it is detected from the browser ({@link detectBrowserLocale}). If its dictionary
   * is not loaded yet, the provider shows nl-NL until it is (the app loads it before rendering: main.tsx).
   */
  initialLocale?: Locale;
  /** Called after the user switches language (e.g. to tell the Account API: POST changelanguage). */
  onLocaleChange?: (locale: Locale) => void;
  /**
   * Called when a language the user switched to cannot be loaded (the latest request only); the app shows a
   * toast (src/app/app-root.tsx). Pass a stable function: it is a dependency of `setLocale`.
   */
  onLoadError?: (failure: LocaleLoadError) => void;
}

/**
 * Provides the UI language to the tree (product §1, §9) and keeps `<html lang>` and {@link getActiveLocale} in
 * sync with it. Without a provider, {@link useI18n} returns nl-NL and a setLocale that only warns.
 */
export function I18nProvider({
  children,
  initialLocale,
  onLocaleChange,
  onLoadError,
}: I18nProviderProps): ReactNode {
  // The start locale, and whether it can be shown at once: its core section is loaded (the app loads it before
  // the first render; the rest section, when a page needs it, is loaded by that page's route for the active
  // locale, which src/main.tsx set to this one).
  const [start] = useState(() => {
    const wanted = initialLocale ?? detectBrowserLocale();
    return { wanted, ready: isCoreLoaded(wanted) };
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
        loadLocale(next).then(apply, (error: unknown) => {
          if (request !== latestLocaleRequest) return;
          onLoadError?.({ locale: next, error, t: createTranslator(getActiveLocale()) });
        });
    },
    [onLocaleChange, onLoadError],
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
