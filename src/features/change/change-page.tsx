import { useLogicActor } from '../../logic/use-logic';
import { createPasswordResetLogic } from '../../logic/password-reset';
import { Link, useSearchParams } from 'react-router';
import { RESET_FIELDS, selectIsBusy } from '../../../machines/account';
import { AccountForm, AccountPage } from '../../components/form/account-page';
import { useI18n } from '../../i18n/i18n';
import { FormTextField } from '../../components/form/fields';
import { NewPasswordField } from '../../components/form/account-fields';
import { useMachineForm } from '../../components/form/use-machine-form';

/**
 * product §2.1 /change: the validation code (exactly 6, §5), the new password (with the policy checklist) and its
 * confirmation; the email comes from `?email=` (set by /forgot). The code is checked first (checktoken): an
 * `errorMessage` is shown as a toast and nothing is reset (§8); success → toast and /login. A thin view over the
 * `reset` step of machines/account/password-reset.machine.
 */
export function ChangePage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const actor = useLogicActor(createPasswordResetLogic, {
    input: { step: 'reset', email: searchParams.get('email') },
  });
  const { state, form, submit, field } = useMachineForm(actor, RESET_FIELDS);

  return (
    <AccountPage
      page="change"
      links={
        <>
          <Link to={form.email ? `/forgot?email=${encodeURIComponent(form.email)}` : '/forgot'}>
            {t('change.requestNewCode')}
          </Link>
          <Link to="/login">{t('change.backToLogin')}</Link>
        </>
      }
    >
      <AccountForm onSubmit={submit} busy={selectIsBusy(state)} submitLabel={t('change.submit')}>
        <FormTextField kind="email" {...field('email')} label={t('change.email')} autoComplete="username" />
        <FormTextField kind="code" {...field('code')} label={t('change.code')} hint={t('change.codeHint')} />
        <NewPasswordField {...field('password')} label={t('change.password')} policy={state.context.policy} />
        <FormTextField kind="password" {...field('confirmPassword')} label={t('change.confirmPassword')} />
      </AccountForm>
    </AccountPage>
  );
}
