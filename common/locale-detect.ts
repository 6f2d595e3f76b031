/**
 * product §9 locale detection, free of imports, so the reference server can apply the same rule to a request
 * (server/lib/route-preload.ts preloads the dictionary the page will ask for) and the inline boot script can
 * send the same `Accept-Language` as the app (src/boot/prefetch-user-data.ts). {@link detectLocale} is pure;
 * {@link readBrowserLocaleSources} reads the browser's globals. Mostly re-exported by ./i18n.ts.
 */

/** Supported UI languages (product §1, §9). */
export type Locale = 'nl-NL' | 'en-US';

/** All supported locales, default first. */
export const LOCALES: readonly Locale[] = ['nl-NL', 'en-US'];

/** Default and fallback locale (product §9). */
export const DEFAULT_LOCALE: Locale = 'nl-NL';

/** Name of the query parameter, cookie and localStorage entry that hold the chosen language. */
export const LOCALE_STORAGE_KEY = 'lang';

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
 * Inputs to locale detection, one per source of product §9, in priority order. All optional; the caller reads
 * them (see {@link readBrowserLocaleSources}) so {@link detectLocale} stays a pure function.
 */
export interface LocaleSources {
  /**
   * product §9's first source, the "region detector". Our reading: region 20 serves nl-NL and
   * en-US, with nl-NL as its default. Taken as a language in first place, that default would outrank every explicit
   * choice (`?lang=`, the cookie, the stored choice) and make the public pages' language switch useless, so before
   * login the region detector names no language (this stays undefined) and the region's default is the final
   * fallback, {@link DEFAULT_LOCALE}. After login the account's language (the profile's `language`) is applied by
   * machines/auth.machine.ts (`applyAccountLanguage`) and kept on the device (cookie and localStorage), so from then
   * on the device sources say it. A caller that knows a visitor-specific language for the region may pass it here.
   */
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
 * Picks the UI locale (product §9). Order: region detector, query string `?lang=`, cookie `lang`, localStorage
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
function readBrowserLocaleSources(region?: string | null): LocaleSources {
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
