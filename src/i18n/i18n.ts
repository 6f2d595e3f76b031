/**
 * The app's i18n API (product §1, §9 languages), one import for the views and the logic layer: locale detection
 * (./detect.ts), dictionary loading (./loader.ts; lazy sections), the translator (./translator.ts),
 * formatters (./formatters.ts) and the React provider (./provider.ts; the account's language wins).
 */
export {
  DEFAULT_LOCALE,
  detectBrowserLocale,
  detectLocale,
  LOCALE_STORAGE_KEY,
  LOCALES,
  toLocale,
  type Locale,
} from '../../common/locale-detect';
export { createFormatters } from './formatters';
export { LONG_DATE_FORMAT } from './intl-options';
export {
  dictionaryLoaders,
  isLocaleLoaded,
  loadDictionarySections,
  loadFullDictionary,
  loadLocale,
  withDictionarySections,
} from './loader';
export {
  I18nProvider,
  prepareLocale,
  rememberLocaleOnDevice,
  requestLocale,
  useI18n,
  type I18n,
  type LocaleLoadError,
} from './provider';
export { createTranslator, getActiveLocale, type Translate, type TranslationKey } from './translator';
