import { useEffect, useRef } from 'react';
import { useLogicActor } from '../../logic/use-logic';
import { createAccountDeletionLogic } from '../../logic/account-deletion';
import { useSelector } from '@xstate/react';
import {
  selectIsConfirming,
  selectIsRequested,
  selectIsRequesting,
  selectPassword,
  selectPasswordErrorKey,
} from '../../../machines/account';
import { Button } from '../../components';
import { FormTextField } from '../../components/form/fields';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { useI18n } from '../../i18n/i18n';
import * as formStyles from '../../components/form/form.css';
import { PanelSection } from './panel-section';
import * as styles from './profile-page.css';

/** Props of {@link AccountDeletionPanel}. */
export interface AccountDeletionPanelProps {
  /** The signed-in traveller's email (the request's body). */
  email: string;
  /** GET /users `deletionRequestedAt`: ISO-8601 instant of a pending request; null/undefined when none. */
  requestedAt: string | null | undefined;
}

/**
 * /profile tab "Account": the danger button "Account verwijderen" opens a Radix confirmation
 * dialog that says what happens next (the operator deletes the account; it keeps working until then) and asks for
 * the current password ("Huidig wachtwoord"; none typed, or a wrong one: an error on that field, which gets the
 * focus). Confirming sends request-delete with it; the tab then says "We hebben uw verzoek om uw account te verwijderen ontvangen." with the
 * date, also on later visits while the request is pending (the session's profile is updated, and GET /users
 * carries `deletionRequestedAt`). Focus moves to that message once the dialog closes. Failures → §8 toast.
 * A thin view over machines/account/deletion.machine.
 */
export function AccountDeletionPanel({ email, requestedAt }: AccountDeletionPanelProps) {
  const { t, formatDate } = useI18n();
  const actor = useLogicActor(createAccountDeletionLogic, { input: { email, requestedAt } });
  const state = useSelector(actor, (s) => s);
  const requested = selectIsRequested(state);
  const pendingAt = state.context.requestedAt;
  const statusRef = useRef<HTMLDivElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const passwordErrorKey = selectPasswordErrorKey(state);
  // A refused password (none typed, or wrong) takes the focus, so the error is read out and fixed there.
  useEffect(() => {
    if (passwordErrorKey) passwordRef.current?.focus();
  }, [passwordErrorKey, state.context.passwordError]);

  return (
    <div className={styles.panel}>
      <PanelSection title={t('accountDeletion.title')}>
        {requested ? (
          <div ref={statusRef} role="status" tabIndex={-1} className={styles.notice}>
            <p className={styles.noticeTitle}>{t('accountDeletion.requested')}</p>
            <p className={styles.noticeText}>
              {t('accountDeletion.pending', { date: pendingAt ? formatDate(pendingAt) : '' })}
            </p>
          </div>
        ) : (
          <>
            <p className={formStyles.intro}>{t('accountDeletion.intro')}</p>
            <div>
              <Button variant="danger" onClick={() => actor.send({ type: 'delete.request' })}>
                {t('accountDeletion.delete')}
              </Button>
            </div>
          </>
        )}
      </PanelSection>

      <ConfirmDialog
        open={selectIsConfirming(state)}
        busy={selectIsRequesting(state)}
        title={t('accountDeletion.confirmTitle')}
        description={t('accountDeletion.confirmText')}
        cancelLabel={t('accountDeletion.cancel')}
        confirmLabel={t('accountDeletion.confirm')}
        onCancel={() => actor.send({ type: 'delete.cancel' })}
        onConfirm={() => actor.send({ type: 'delete.confirm' })}
        returnFocusRef={statusRef}
      >
        {/* For password managers: the account the password belongs to (not shown, not focusable). */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormTextField
          kind="password"
          ref={passwordRef}
          name="currentPassword"
          autoComplete="current-password"
          label={t('accountDeletion.password')}
          hint={t('accountDeletion.passwordHint')}
          value={selectPassword(state)}
          error={passwordErrorKey ? t(passwordErrorKey) : undefined}
          onChange={(e) => actor.send({ type: 'delete.password', value: e.currentTarget.value })}
        />
      </ConfirmDialog>
    </div>
  );
}
