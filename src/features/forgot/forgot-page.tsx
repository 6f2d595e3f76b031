import { useLogicActor } from '../../logic/use-logic';
import { createPasswordResetLogic } from '../../logic/password-reset';
import { Link, useSearchParams } from 'react-router';
import { FORGOT_FIELDS, selectIsBusy } from '../../../machines/account';
import { AccountForm, AccountPage } from '../../components/form/account-page';
import { useI18n } from '../../i18n/i18n';
import { FormTextField } from '../../components/form/fields';
import { useMachineForm } from '../../components/form/use-machine-form';

/**
 * product §2.1 /forgot: enter the email (§5 required), send-reset-token, then /change?email=…. A thin view over the
 * `request` step of machines/account/password-reset.machine.
 */
export function ForgotPage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const actor = useLogicActor(createPasswordResetLogic, {
    input: { step: 'request', email: searchParams.get('email') },
  });
  const { state, submit, field } = useMachineForm(actor, FORGOT_FIELDS);

  return (
    <AccountPage page="forgot" links={<Link to="/login">{t('forgot.backToLogin')}</Link>}>
      <AccountForm onSubmit={submit} busy={selectIsBusy(state)} submitLabel={t('forgot.submit')}>
        <FormTextField kind="email" {...field('email')} label={t('forgot.email')} />
      </AccountForm>
    </AccountPage>
  );
}
