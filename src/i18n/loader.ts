/**
 * Loading of the dictionaries (product §9 languages; lazy sections keep /login small): the loaders of each locale's sections
 * (common/dictionary-sections.ts), which of them are loaded, {@link loadLocale} and, from the first page past /login on,
 * {@link loadFullDictionary} (via {@link withFullDictionary} on the route pages). Loaded sections are registered with
 * the translator (./translator.ts). The `?section=` imports are served by the `dictionarySections()` Vite plugin
 * (scripts/lib/dictionary-sections.ts).
 */
import type { DictionarySectionName } from '../../common/dictionary-sections';
import type { Locale } from '../../common/locale-detect';
import nlNLCore from './nl-NL.ts?section=core';
import { addTranslations, getActiveLocale, type DictionarySection } from './translator';

const asSection = (module: { default: Readonly<Record<string, unknown>> }) =>
  module.default as DictionarySection;

/**
 * Loaders of the dictionary sections by locale (only the active language, and on /login only its
 * core section, is downloaded; see common/dictionary-sections.ts). nl-NL's core, the default and fallback language, is
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

/** Sections registered with the translator, by locale; nl-NL's core from the start (./translator.ts). */
const loadedSections = new Map<Locale, Set<DictionarySectionName>>([['nl-NL', new Set(['core'])]]);
/** Loads in flight by `locale/section`, so concurrent callers share one request. */
const pendingLoads = new Map<string, Promise<void>>();
/** Whether the rest section is needed too (from the first non-login route on; {@link loadFullDictionary}). */
let restNeeded = false;

function neededSections(): DictionarySectionName[] {
  return restNeeded ? ['core', 'rest'] : ['core'];
}

/**
 * Whether `locale`'s dictionary is loaded as far as the app needs it now (core; core and rest once
 * {@link loadFullDictionary} was called), i.e. the translator can translate into it right now.
 */
export function isLocaleLoaded(locale: Locale): boolean {
  const loaded = loadedSections.get(locale);
  return neededSections().every((section) => loaded?.has(section));
}

/** Whether `locale`'s core section is loaded: enough for the provider to show it at once (./provider.ts). */
export function isCoreLoaded(locale: Locale): boolean {
  return loadedSections.get(locale)?.has('core') ?? false;
}

function loadSection(locale: Locale, section: DictionarySectionName): Promise<void> {
  if (loadedSections.get(locale)?.has(section)) return Promise.resolve();
  const id = `${locale}/${section}`;
  let pending = pendingLoads.get(id);
  if (!pending) {
    pending = dictionaryLoaders[locale][section]().then(
      (dictionary) => {
        addTranslations(locale, dictionary);
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
  return loadLocale(getActiveLocale());
}

/**
 * Returns a page-chunk loader that also loads the rest of the dictionary ({@link loadFullDictionary}) in parallel
 * with the chunk, so a page never renders before its strings are there (the routes' `page()` in
 * src/app/routes.tsx wraps every page but /login with it). Rejects when either load fails (the route's error
 * boundary shows).
 * @param load the page chunk's loader (e.g. a `React.lazy` factory)
 */
export function withFullDictionary<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadFullDictionary()]).then(([page]) => page);
}
