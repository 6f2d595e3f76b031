import { useLogicActor } from '../../logic/use-logic';
import { createActivationLogic } from '../../logic/activation';
import { Link, useSearchParams } from 'react-router';
import { useSelector } from '@xstate/react';
import {
  selectCodeResent,
  selectIsActivating,
  selectIsResending,
} from '../../../machines/activation.machine';
import { ACTIVATION_FIELDS, CODE_LENGTH } from '../../../machines/lib/account-rules';
import { Button, PublicLayout, TextField } from '../../components';
import { useI18n } from '../../i18n/i18n';
import { useErrorText } from '../../components/form/use-error-text';
import * as styles from '../../components/form/form.css';
import { fieldRef, useFocusFirstInvalid } from '../../components/form/form-focus';
import { FIELD_MAX_LENGTH } from '../../../machines/lib/field-limits';

/**
 * SPEC §2 /activate: email (prefilled from `?email=`, e.g. after registration or a `UserNotConfirmed` login), the
 * 6-digit activation code (digits only; the button is enabled only at 6, §5) and "resend code". A thin view
 * over machines/activation.machine; success → toast and /login.
 */
export function ActivatePage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const actor = useLogicActor(createActivationLogic, { input: { email: searchParams.get('email') } });
  const state = useSelector(actor, (s) => s);
  const { form, errors, focusRequest, resentTo } = state.context;
  const refs = useFocusFirstInvalid(focusRequest, errors, ACTIVATION_FIELDS);
  const errorText = useErrorText();
  const resent = selectCodeResent(state);

  return (
    <PublicLayout title={t('activate.title')}>
      <p className={styles.intro}>{t('activate.intro')}</p>
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
          label={t('activate.email')}
          maxLength={FIELD_MAX_LENGTH.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={(e) => actor.send({ type: 'form.change', patch: { email: e.target.value } })}
          error={errorText(errors.email)}
        />
        <TextField
          ref={fieldRef(refs, 'code')}
          label={t('activate.code')}
          hint={t('activate.codeHint')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          required
          value={form.code}
          onChange={(e) => actor.send({ type: 'form.change', patch: { code: e.target.value } })}
          error={errorText(errors.code)}
        />
        <Button
          type="submit"
          variant="primary"
          fullWidth
          busy={selectIsActivating(state)}
          disabled={!state.can({ type: 'form.submit' })}
        >
          {t('activate.submit')}
        </Button>
      </form>
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
      <p className={styles.links}>
        <Link to="/login">{t('activate.backToLogin')}</Link>
      </p>
    </PublicLayout>
  );
}
