/**
 * The toasts the logic layer raises (product §8 and the success messages of the account flows), in the active
 * language. Actions of provided machines call these; views never raise toasts themselves.
 */
import { notify } from '../lib/toast-store';
import { createTranslator, getActiveLocale, type TranslationKey } from '../i18n/i18n';
import type { AppError } from '../../machines/types';

/** A toast with the translation of `key` (e.g. `activate.success`), in the active language. */
export function notifyKey(key: TranslationKey, severity: 'success' | 'info' | 'warning' | 'danger'): void {
  notify({ message: createTranslator(getActiveLocale())(key), severity });
}

/** Shows a §8 error as a toast (message from the server, else the translated key; label and severity). */
export function notifyAppError(error: AppError): void {
  const t = createTranslator(getActiveLocale());
  const message = error.message || t((error.messageKey ?? 'error.unexpected') as TranslationKey);
  notify({
    message,
    severity: error.severity,
    label: t(`error.label.${error.label === 'unauthorized' ? 'unauth' : error.label}` as TranslationKey),
  });
}

/** A toast with a text already in the user's language (e.g. the server's checktoken message). */
export function notifyText(message: string, severity: 'success' | 'info' | 'warning' | 'danger'): void {
  notify({ message, severity });
}
