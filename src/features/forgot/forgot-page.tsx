import { useLogicActor } from '../../logic/use-logic';
import { createPasswordResetLogic } from '../../logic/password-reset';
import { Link, useSearchParams } from 'react-router';
import { useSelector } from '@xstate/react';
import { FORGOT_FIELDS } from '../../../machines/lib/account-rules';
import { selectIsBusy } from '../../../machines/password-reset.machine';
import { Button, PublicLayout, TextField } from '../../components';
import { useI18n } from '../../i18n/i18n';
import { useErrorText } from '../../components/form/use-error-text';
import * as styles from '../../components/form/form.css';
import { fieldRef, useFocusFirstInvalid } from '../../components/form/form-focus';
import { FIELD_MAX_LENGTH } from '../../../machines/lib/field-limits';

/**
 * SPEC §2 /forgot: enter the email (§5 required), send-reset-token, then /change?email=…. A thin view over the
 * `request` step of machines/password-reset.machine.
 */
export function ForgotPage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const actor = useLogicActor(createPasswordResetLogic, {
    input: { step: 'request', email: searchParams.get('email') },
  });
  const state = useSelector(actor, (s) => s);
  const { form, errors, focusRequest } = state.context;
  const refs = useFocusFirstInvalid(focusRequest, errors, FORGOT_FIELDS);
  const errorText = useErrorText();

  return (
    <PublicLayout title={t('forgot.title')}>
      <p className={styles.intro}>{t('forgot.intro')}</p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'form.submit' });
        }}
      >
        <TextField
          ref={fieldRef(refs, 'email')}
          label={t('forgot.email')}
          maxLength={FIELD_MAX_LENGTH.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={(e) => actor.send({ type: 'form.change', patch: { email: e.target.value } })}
          error={errorText(errors.email)}
        />
        <Button type="submit" variant="primary" fullWidth busy={selectIsBusy(state)}>
          {t('forgot.submit')}
        </Button>
      </form>
      <p className={styles.links}>
        <Link to="/login">{t('forgot.backToLogin')}</Link>
      </p>
    </PublicLayout>
  );
}
