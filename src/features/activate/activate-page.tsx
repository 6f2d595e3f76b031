import { useLogicActor } from '../../logic/use-logic';
import { createActivationLogic } from '../../logic/activation';
import { Link, useSearchParams } from 'react-router';
import {
  selectCodeResent,
  selectIsActivating,
  selectIsResending,
  ACTIVATION_FIELDS,
} from '../../../machines/account';
import { Button } from '../../components';
import { AccountForm, AccountPage } from '../../components/form/account-page';
import { useI18n } from '../../i18n/i18n';
import * as styles from '../../components/form/form.css';
import { FormTextField } from '../../components/form/fields';
import { useMachineForm } from '../../components/form/use-machine-form';

/**
 * product §2.1 /activate: email (prefilled from `?email=`, e.g. after registration or a `UserNotConfirmed` login), the
 * 6-digit activation code (digits only; the button is enabled only at 6, §5) and "resend code". A thin view
 * over machines/account/activation.machine; success → toast and /login.
 */
export function ActivatePage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const actor = useLogicActor(createActivationLogic, { input: { email: searchParams.get('email') } });
  const { state, submit, field } = useMachineForm(actor, ACTIVATION_FIELDS);
  const { resentTo } = state.context;
  const resent = selectCodeResent(state);

  return (
    <AccountPage page="activate" links={<Link to="/login">{t('activate.backToLogin')}</Link>}>
      <AccountForm
        onSubmit={submit}
        busy={selectIsActivating(state)}
        disabled={!state.can({ type: 'form.submit' })}
        submitLabel={t('activate.submit')}
      >
        <FormTextField kind="email" {...field('email')} label={t('activate.email')} />
        <FormTextField
          kind="code"
          {...field('code')}
          label={t('activate.code')}
          hint={t('activate.codeHint')}
        />
      </AccountForm>
      <div className={styles.form}>
        <p role="status" className={resent ? styles.status : undefined}>
          {resent && resentTo ? t('activate.resent', { email: resentTo }) : null}
        </p>
        <Button
          variant="secondary"
          fullWidth
          busy={selectIsResending(state)}
          disabled={resent}
          onClick={() => actor.send({ type: 'code.resend' })}
        >
          {t('activate.resend')}
        </Button>
      </div>
    </AccountPage>
  );
}
