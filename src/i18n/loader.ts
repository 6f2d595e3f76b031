/**
 * Loading of the dictionaries (product §9 languages; lazy sections keep /login and /home small): the loaders of each
 * locale's sections (common/dictionary-sections.ts), which of them are loaded and needed, {@link loadLocale} and
 * {@link withDictionarySections} (each route page and each part that needs more strings than its page loads
 * them with its chunk). Loaded sections are registered with the translator (./translator.ts).
 */
import type { DictionarySectionName } from '../../common/dictionary-sections';
import type { Locale } from '../../common/locale-detect';
import { section as nlNLCore } from './nl-NL/core';
import { addTranslations, getActiveLocale, type DictionarySection } from './translator';

/** A section module (`src/i18n/<locale>/<section>.ts`): its strings are its `section` export. */
type SectionModule = { readonly section: DictionarySection };

/** One locale's section loaders, by section. */
type SectionLoaders = Readonly<Record<DictionarySectionName, () => Promise<SectionModule>>>;

/**
 * Loaders of the dictionary section modules by locale (only the active language's sections that the pages shown
 * so far need are downloaded; see common/dictionary-sections.ts). nl-NL's core, the default and fallback
 * language, is part of the entry chunk (no extra request for most visitors); every other section is its own lazy
 * chunk, fetched by {@link loadLocale}. (A locale-aware `<link rel="modulepreload">` would need an inline script,
 * which the CSP's `script-src 'self'` forbids; the server's `Link` header preloads them instead.)
 */
export const dictionaryLoaders: Readonly<Record<Locale, SectionLoaders>> = {
  'nl-NL': {
    core: () => Promise.resolve({ section: nlNLCore }),
    contact: () => import('./nl-NL/contact'),
    home: () => import('./nl-NL/home'),
    trips: () => import('./nl-NL/trips'),
    'live-trip': () => import('./nl-NL/live-trip'),
    'trip-details': () => import('./nl-NL/trip-details'),
    'trip-change': () => import('./nl-NL/trip-change'),
    'book-trip': () => import('./nl-NL/book-trip'),
    'my-trips': () => import('./nl-NL/my-trips'),
    account: () => import('./nl-NL/account'),
    forms: () => import('./nl-NL/forms'),
    follow: () => import('./nl-NL/follow'),
    carers: () => import('./nl-NL/carers'),
  },
  'en-US': {
    core: () => import('./en-US/core'),
    contact: () => import('./en-US/contact'),
    home: () => import('./en-US/home'),
    trips: () => import('./en-US/trips'),
    'live-trip': () => import('./en-US/live-trip'),
    'trip-details': () => import('./en-US/trip-details'),
    'trip-change': () => import('./en-US/trip-change'),
    'book-trip': () => import('./en-US/book-trip'),
    'my-trips': () => import('./en-US/my-trips'),
    account: () => import('./en-US/account'),
    forms: () => import('./en-US/forms'),
    follow: () => import('./en-US/follow'),
    carers: () => import('./en-US/carers'),
  },
};

/** Sections registered with the translator, by locale; nl-NL's core from the start (./translator.ts). */
const loadedSections = new Map<Locale, Set<DictionarySectionName>>([['nl-NL', new Set(['core'])]]);
/** Loads in flight by `locale/section`, so concurrent callers share one request. */
const pendingLoads = new Map<string, Promise<void>>();
/**
 * The sections the app needs in whichever language it shows: core, and every section a page or part shown so
 * far asked for ({@link loadDictionarySections}). A language switch loads all of them for the new language.
 */
const neededSections = new Set<DictionarySectionName>(['core']);

/**
 * Whether `locale`'s dictionary is loaded as far as the app needs it now (core, and the sections the pages shown
 * so far asked for), i.e. the translator can translate into it right now.
 */
export function isLocaleLoaded(locale: Locale): boolean {
  const loaded = loadedSections.get(locale);
  return [...neededSections].every((section) => loaded?.has(section));
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
      (module) => {
        addTranslations(locale, module.section);
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
  return Promise.all([...neededSections].map((section) => loadSection(locale, section))).then(
    () => undefined,
  );
}

/**
 * From now on the app needs `sections` (common/dictionary-sections.ts) in every language: loads those of the active
 * locale that are not loaded yet (and, on later language switches, the new language's). Rejects when a section
 * cannot be loaded (the caller's error boundary shows; a later call tries again).
 */
export function loadDictionarySections(sections: readonly DictionarySectionName[]): Promise<void> {
  for (const section of sections) neededSections.add(section);
  const locale = getActiveLocale();
  return Promise.all(sections.map((section) => loadSection(locale, section))).then(() => undefined);
}

/**
 * Every section of the dictionary ({@link loadDictionarySections} with all of them): for tests, which render
 * any view and switch languages synchronously.
 */
export function loadFullDictionary(): Promise<void> {
  return loadDictionarySections(Object.keys(dictionaryLoaders['nl-NL']) as DictionarySectionName[]);
}

/**
 * Returns a chunk loader that also loads the dictionary sections `sections` ({@link loadDictionarySections}) in
 * parallel with the chunk, so what it renders never shows before its strings are there: the routes' pages
 * (src/app/routes.tsx, sections from common/dictionary-sections.ts) and the parts a page opens on demand that show
 * another section's strings (e.g. the pass-number dialogs in the signed-in shell). Rejects when either load
 * fails (the caller's error boundary shows).
 * @param sections the sections the chunk's views show, besides core (always loaded)
 * @param load the chunk's loader (e.g. a `React.lazy` factory)
 */
export function withDictionarySections<T>(
  sections: readonly DictionarySectionName[],
  load: () => Promise<T>,
): () => Promise<T> {
  if (sections.length === 0) return load;
  return () => Promise.all([load(), loadDictionarySections(sections)]).then(([chunk]) => chunk);
}
