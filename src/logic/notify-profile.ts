/** The /profile toasts (kept out of ./notify.ts, which the login path loads: its keys are not in the core dictionary). */
import { notify } from '../lib/toast-store';
import { createTranslator, getActiveLocale } from '../i18n/i18n';
import type { AppError, UserProfile } from '../../machines/types';
import { notifyKey } from './notify';
import type { LogicRuntime } from './runtime';
import { userDataOf } from './user-data';

/** §8 userProfile.updateError toast with the server's (or the generic) message. */
function notifyProfileError(error: AppError): void {
  const t = createTranslator(getActiveLocale());
  const detail = error.message || t('error.unexpected');
  notify({ message: t('userProfile.updateError', { error: detail }), severity: error.severity });
}

/**
 * The actions of the /profile machines that save the user (personal data, pass numbers): `storeProfile` hands the
 * saved profile to the session, `notifyUpdated` and `notifyUpdateFailed` are the §8 toasts of the outcome.
 */
export function profileUpdateActions(runtime: LogicRuntime) {
  return {
    storeProfile: (_: unknown, { profile }: { profile: UserProfile }) =>
      userDataOf(runtime)?.send({ type: 'userData.update', data: { profile } }),
    notifyUpdated: () => notifyKey('userProfile.updateSuccess', 'success'),
    notifyUpdateFailed: (_: unknown, { error }: { error: AppError }) => notifyProfileError(error),
  };
}
