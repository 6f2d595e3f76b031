import { useId } from 'react';
import { useLogicActor } from '../../logic/use-logic';
import { createPasswordResetLogic } from '../../logic/password-reset';
import { Link, useSearchParams } from 'react-router';
import { useSelector } from '@xstate/react';
import { CODE_LENGTH, RESET_FIELDS } from '../../../machines/lib/account-rules';
import { selectIsBusy } from '../../../machines/password-reset.machine';
import { Button, PublicLayout, TextField } from '../../components';
import { useI18n } from '../../i18n/i18n';
import { useErrorText } from '../../components/form/use-error-text';
import * as styles from '../../components/form/form.css';
import { fieldRef, useFocusFirstInvalid } from '../../components/form/form-focus';
import { PasswordChecklist } from '../../components/form/password-checklist';
import { FIELD_MAX_LENGTH } from '../../../machines/lib/field-limits';

/**
 * SPEC §2 /change: the validation code (exactly 6, §5), the new password (with the policy checklist) and its
 * confirmation; the email comes from `?email=` (set by /forgot). The code is checked first (checktoken): an
 * `errorMessage` is shown as a toast and nothing is reset (§8); success → toast and /login. A thin view over the
 * `reset` step of machines/password-reset.machine.
 */
export function ChangePage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const actor = useLogicActor(createPasswordResetLogic, {
    input: { step: 'reset', email: searchParams.get('email') },
  });
  const state = useSelector(actor, (s) => s);
  const { form, errors, focusRequest, policy } = state.context;
  const refs = useFocusFirstInvalid(focusRequest, errors, RESET_FIELDS);
  const errorText = useErrorText();
  const checklistId = `password-rules-${useId()}`;
  const change = (patch: Partial<typeof form>) => actor.send({ type: 'form.change', patch });

  return (
    <PublicLayout title={t('change.title')}>
      <p className={styles.intro}>{t('change.intro')}</p>
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
          label={t('change.email')}
          maxLength={FIELD_MAX_LENGTH.email}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={form.email}
          onChange={(e) => change({ email: e.target.value })}
          error={errorText(errors.email)}
        />
        <TextField
          ref={fieldRef(refs, 'code')}
          label={t('change.code')}
          hint={t('change.codeHint')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          required
          value={form.code}
          onChange={(e) => change({ code: e.target.value })}
          error={errorText(errors.code)}
        />
        <TextField
          ref={fieldRef(refs, 'password')}
          label={t('change.password')}
          maxLength={FIELD_MAX_LENGTH.password}
          type="password"
          name="password"
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
          label={t('change.confirmPassword')}
          maxLength={FIELD_MAX_LENGTH.password}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={form.confirmPassword}
          onChange={(e) => change({ confirmPassword: e.target.value })}
          error={errorText(errors.confirmPassword)}
        />
        <Button type="submit" variant="primary" fullWidth busy={selectIsBusy(state)}>
          {t('change.submit')}
        </Button>
      </form>
      <p className={styles.links}>
        <Link to={form.email ? `/forgot?email=${encodeURIComponent(form.email)}` : '/forgot'}>
          {t('change.requestNewCode')}
        </Link>
        <Link to="/login">{t('change.backToLogin')}</Link>
      </p>
    </PublicLayout>
  );
}
