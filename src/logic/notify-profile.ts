/** The /profile toasts (kept out of ./notify.ts, which the login path loads: its keys are not in the core dictionary). */
import { notify } from '../lib/toast-store';
import { createTranslator, getActiveLocale } from '../i18n/i18n';
import type { AppError } from '../../machines/types';

/** §8 userProfile.updateError toast with the server's (or the generic) message. */
export function notifyProfileError(error: AppError): void {
  const t = createTranslator(getActiveLocale());
  const detail = error.message || t('error.unexpected');
  notify({ message: t('userProfile.updateError', { error: detail }), severity: error.severity });
}
