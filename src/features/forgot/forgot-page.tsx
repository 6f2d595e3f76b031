import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSelector } from '@xstate/react';
import { FORGOT_FIELDS } from '../../../machines/lib/account-rules';
import { passwordResetMachine, selectIsBusy } from '../../../machines/password-reset.machine';
import { notifyAppError } from '../../app/runtime';
import { Button, notify, PublicLayout, TextField } from '../../components';
import { createTranslator, getActiveLocale, useI18n } from '../../i18n/i18n';
import { useAccountActors, useErrorText, useStableNavigate } from '../register/account-hooks';
import * as styles from '../register/account-form.css';
import { fieldRef, useFocusFirstInvalid } from '../register/form-focus';
import { useAppActorRef } from '../../app/runtime-context';
import { FIELD_MAX_LENGTH } from '../field-limits';

/**
 * SPEC §2 /forgot: enter the email (§5 required), send-reset-token, then /change?email=…. A thin view over the
 * `request` step of machines/password-reset.machine.
 */
export function ForgotPage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const actors = useAccountActors();
  const navigate = useStableNavigate();
  const logic = useMemo(
    () =>
      passwordResetMachine.provide({
        actors: { sendResetToken: actors.sendResetToken },
        actions: {
          goToChange: (_, { email }) => navigate(`/change?email=${encodeURIComponent(email)}`),
          notifyCodeSent: () =>
            notify({ message: createTranslator(getActiveLocale())('forgot.codeSent'), severity: 'success' }),
          notifyError: (_, { error }) => notifyAppError(error),
        },
      }),
    [actors, navigate],
  );
  const actor = useAppActorRef(logic, { input: { step: 'request', email: searchParams.get('email') } });
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
