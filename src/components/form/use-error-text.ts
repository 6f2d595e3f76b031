import { useCallback } from 'react';
import { useI18n, type TranslationKey } from '../../i18n/i18n';

/** Translates a machine's field error (an i18n key) for a `TextField` `error` prop; undefined when none. */
export function useErrorText(): (key: string | undefined) => string | undefined {
  const { t } = useI18n();
  return useCallback((key: string | undefined) => (key ? t(key as TranslationKey) : undefined), [t]);
}
