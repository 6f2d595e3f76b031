/**
 * Actors of the account statecharts (registration, activation, password reset, pass numbers, profile, change
 * password, account deletion). Imported only by the account pages and dialogs, which load on demand. The release
 * notes' actors have their own module (./release-notes-actors.ts), which the signed-in layout imports.
 */
import type { ApiClients } from '../../api/clients';
import { unwrap } from '../../api/errors';
import { abortableActor } from './unless-aborted';
import type { UserProfile } from '../../../machines/types';
import type {
  PasswordPolicy,
  RegistrationPayload,
  ActivateAccountInput,
  CheckTokenInput,
  ResetPasswordInput,
  ChangePasswordRequest,
} from '../../../machines/account';
import type { UpsertPassNumberInput } from '../../../machines/pass-number-entry.machine';
import type { ProfileLanguage, UpdateUserInput } from '../../../machines/profile.machine';

/** Account actors drop late answers of aborted requests (StrictMode revival, the 499 of an aborted call). */
const accountActor = abortableActor;

/**
 * Actors of the account statecharts (product §7.2 Account API and the Ticketing API's /users operations):
 * registration, activation, password reset, pass numbers and profile. Each resolves with the unwrapped wire data
 * the machine declares, or rejects with the §8 {@link ApiError}.
 */
export function createAccountActors(clients: ApiClients) {
  const { account, ticketing } = clients;
  const loadPasswordPolicy = accountActor<PasswordPolicy>(
    async ({ signal }) => (await unwrap(account.GET('/api/auth/auth/getpasswordpolicy', { signal }))).Data,
  );
  const upsertPassNumber = accountActor<UserProfile, UpsertPassNumberInput>(
    async ({ input, signal }) =>
      (await unwrap(ticketing.PATCH('/users/passNumber', { signal, body: input }))).data,
  );
  return {
    /** GET /api/auth/auth/getpasswordpolicy → `Data`. */
    loadPasswordPolicy,
    /** POST /api/external/user-profiles (201; 409 when the email is taken). */
    registerUser: accountActor<void, RegistrationPayload>(async ({ input, signal }) => {
      await unwrap(account.POST('/api/external/user-profiles', { signal, body: input }));
    }),
    /** POST /api/external/user-accounts/activate. */
    activateAccount: accountActor<void, ActivateAccountInput>(async ({ input, signal }) => {
      await unwrap(account.POST('/api/external/user-accounts/activate', { signal, body: input }));
    }),
    /** POST /api/external/user-accounts/activation-token/renew. */
    renewActivationToken: accountActor<void, { email: string }>(async ({ input, signal }) => {
      await unwrap(
        account.POST('/api/external/user-accounts/activation-token/renew', { signal, body: input }),
      );
    }),
    /** POST /api/external/user-accounts/password/send-reset-token. */
    sendResetToken: accountActor<void, { email: string }>(async ({ input, signal }) => {
      await unwrap(
        account.POST('/api/external/user-accounts/password/send-reset-token', { signal, body: input }),
      );
    }),
    /** POST /api/userprofile/userprofile/checktoken → `Data.errorMessage` (null = valid). */
    checkToken: accountActor<string | null, CheckTokenInput>(async ({ input, signal }) => {
      const body = await unwrap(
        account.POST('/api/userprofile/userprofile/checktoken', { signal, body: input }),
      );
      return body.Data.errorMessage;
    }),
    /** POST /api/external/user-accounts/password/reset. */
    resetPassword: accountActor<void, ResetPasswordInput>(async ({ input, signal }) => {
      await unwrap(account.POST('/api/external/user-accounts/password/reset', { signal, body: input }));
    }),
    /** PATCH /users/passNumber → the updated user. */
    upsertPassNumber,
    /** DELETE /users/passnumber/{passNumber} → the updated user. */
    deletePassNumber: accountActor<UserProfile, { passNumber: string }>(async ({ input, signal }) => {
      const params = { path: { passNumber: input.passNumber } };
      return (await unwrap(ticketing.DELETE('/users/passnumber/{passNumber}', { signal, params }))).data;
    }),
    /** PATCH /users → the updated user. */
    updateUser: accountActor<UserProfile, UpdateUserInput>(
      async ({ input, signal }) => (await unwrap(ticketing.PATCH('/users', { signal, body: input }))).data,
    ),
    /** POST /api/external/user-accounts/password/change (400 `InvalidCredentials` for a wrong old password). */
    changePassword: accountActor<void, ChangePasswordRequest>(async ({ input, signal }) => {
      await unwrap(account.POST('/api/external/user-accounts/password/change', { signal, body: input }));
    }),
    /** POST /api/external/user-accounts/request-delete `{ email, password }` → `Data.deletionRequestedAt` (ISO-8601). */
    requestAccountDeletion: accountActor<string, { email: string; password: string }>(
      async ({ input, signal }) => {
        const body = await unwrap(
          account.POST('/api/external/user-accounts/request-delete', { signal, body: input }),
        );
        return body.Data.deletionRequestedAt;
      },
    ),
    /** POST /api/userprofile/userprofile/changelanguage. */
    changeLanguage: accountActor<void, { language: ProfileLanguage }>(async ({ input, signal }) => {
      await unwrap(account.POST('/api/userprofile/userprofile/changelanguage', { signal, body: input }));
    }),
  };
}
