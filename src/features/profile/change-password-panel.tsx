import { useLogicActor } from '../../logic/use-logic';
import { createChangePasswordLogic } from '../../logic/change-password';
import { CHANGE_PASSWORD_FIELDS, selectIsChanging } from '../../../machines/account';
import { useI18n } from '../../i18n/i18n';
import * as formStyles from '../../components/form/form.css';
import { Form, FormTextField, SubmitButton } from '../../components/form/fields';
import { NewPasswordField } from '../../components/form/account-fields';
import { useMachineForm } from '../../components/form/use-machine-form';
import { PanelSection } from './panel-section';
import * as styles from './profile-page.css';

/**
 * /profile tab "Wachtwoord": current password, new password (with the server's policy as the live
 * checklist, as at registration) and its repetition, and the button "Wachtwoord wijzigen". Success → the toast
 * "Uw wachtwoord is gewijzigd." and an empty form; a wrong current password → an error on that field (focused);
 * other failures → the §8 toast. A thin view over machines/account/change-password.machine.
 * @param email the signed-in traveller's email (sent with the change, and the hidden username for password managers)
 */
export function ChangePasswordPanel({ email }: { email: string }) {
  const { t } = useI18n();
  const actor = useLogicActor(createChangePasswordLogic, { input: { email } });
  const { state, submit, field } = useMachineForm(actor, CHANGE_PASSWORD_FIELDS);

  return (
    <div className={styles.panel}>
      <PanelSection title={t('changePassword.title')}>
        <p className={formStyles.intro}>{t('changePassword.intro')}</p>
        <Form onSubmit={submit}>
          {/* For password managers: the account the new password belongs to (not shown, not focusable). */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <FormTextField
            kind="password"
            {...field('currentPassword')}
            label={t('changePassword.currentPassword')}
            autoComplete="current-password"
          />
          <NewPasswordField
            {...field('password')}
            name="newPassword"
            label={t('changePassword.password')}
            policy={state.context.policy}
          />
          <FormTextField
            kind="password"
            {...field('confirmPassword')}
            label={t('changePassword.confirmPassword')}
          />
          <div>
            <SubmitButton busy={selectIsChanging(state)}>{t('changePassword.submit')}</SubmitButton>
          </div>
        </Form>
      </PanelSection>
    </div>
  );
}
