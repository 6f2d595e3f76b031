import { useId } from 'react';
import { useLogicActor } from '../../logic/use-logic';
import { createChangePasswordLogic } from '../../logic/change-password';
import { useSelector } from '@xstate/react';
import { CHANGE_PASSWORD_FIELDS } from '../../../machines/lib/account-rules';
import { selectIsChanging } from '../../../machines/change-password.machine';
import { Button, TextField } from '../../components';
import { useI18n } from '../../i18n/i18n';
import { useErrorText } from '../../components/form/use-error-text';
import * as formStyles from '../../components/form/form.css';
import { fieldRef, useFocusFirstInvalid } from '../../components/form/form-focus';
import { PasswordChecklist } from '../../components/form/password-checklist';
import { FIELD_MAX_LENGTH } from '../../../machines/lib/field-limits';
import * as styles from './profile-page.css';

/**
 * Issue 17 item 2, /profile tab "Wachtwoord": current password, new password (with the server's policy as the live
 * checklist, as at registration) and its repetition, and the button "Wachtwoord wijzigen". Success → the toast
 * "Uw wachtwoord is gewijzigd." and an empty form; a wrong current password → an error on that field (focused);
 * other failures → the §8 toast. A thin view over machines/change-password.machine.
 * @param email the signed-in traveller's email (sent with the change, and the hidden username for password managers)
 */
export function ChangePasswordPanel({ email }: { email: string }) {
  const { t } = useI18n();
  const actor = useLogicActor(createChangePasswordLogic, { input: { email } });
  const state = useSelector(actor, (s) => s);
  const { form, errors, focusRequest, policy } = state.context;
  const refs = useFocusFirstInvalid(focusRequest, errors, CHANGE_PASSWORD_FIELDS);
  const errorText = useErrorText();
  const ids = useId();
  const titleId = `change-password-${ids}`;
  const checklistId = `change-password-rules-${ids}`;
  const change = (patch: Partial<typeof form>) => actor.send({ type: 'form.change', patch });

  return (
    <div className={styles.panel}>
      <section className={styles.section} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t('changePassword.title')}
        </h2>
        <p className={formStyles.intro}>{t('changePassword.intro')}</p>
        <form
          className={formStyles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'form.submit' });
          }}
        >
          {/* For password managers: the account the new password belongs to (not shown, not focusable). */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <TextField
            ref={fieldRef(refs, 'currentPassword')}
            label={t('changePassword.currentPassword')}
            maxLength={FIELD_MAX_LENGTH.password}
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            required
            value={form.currentPassword}
            onChange={(e) => change({ currentPassword: e.target.value })}
            error={errorText(errors.currentPassword)}
          />
          <TextField
            ref={fieldRef(refs, 'password')}
            label={t('changePassword.password')}
            maxLength={FIELD_MAX_LENGTH.password}
            type="password"
            name="newPassword"
            autoComplete="new-password"
            required
            value={form.password}
            onChange={(e) => change({ password: e.target.value })}
            aria-describedby={checklistId}
            error={errorText(errors.password)}
          />
          <PasswordChecklist id={checklistId} password={form.password} policy={policy} />
          <TextField
            ref={fieldRef(refs, 'confirmPassword')}
            label={t('changePassword.confirmPassword')}
            maxLength={FIELD_MAX_LENGTH.password}
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={form.confirmPassword}
            onChange={(e) => change({ confirmPassword: e.target.value })}
            error={errorText(errors.confirmPassword)}
          />
          <div>
            <Button type="submit" variant="primary" busy={selectIsChanging(state)}>
              {t('changePassword.submit')}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
