import { useEffect, useId } from 'react';
import { useLogicActor } from '../../logic/use-logic';
import { createRegistrationLogic } from '../../logic/registration';
import { Link } from 'react-router';
import { useSelector } from '@xstate/react';
import { REGISTRATION_FIELDS } from '../../../machines/lib/account-rules';
import { selectIsSubmitting } from '../../../machines/registration.machine';
import { Button, PublicLayout, TextField } from '../../components';
import { useI18n } from '../../i18n/i18n';
import { useErrorText } from '../../components/form/use-error-text';
import * as styles from '../../components/form/form.css';
import { CheckboxField } from '../../components/form/checkbox-field';
import { fieldRef, useFocusFirstInvalid } from '../../components/form/form-focus';
import { PasswordChecklist } from '../../components/form/password-checklist';
import { FIELD_MAX_LENGTH } from '../../../machines/lib/field-limits';

/**
 * SPEC §2 /register: email, password (with the §5 policy as a live checklist from the server), confirmation,
 * first and last name, phone (≥ 10), newsletter, privacy/terms. A thin view over machines/registration.machine:
 * field errors appear after the first submit and follow every change; focus goes to the first invalid field;
 * 409 → userProfile.alreadyExists on the email field; success → /activate?email=…. Typed values are kept on
 * every error.
 */
export function RegisterPage() {
  const { t, locale } = useI18n();
  const actor = useLogicActor(createRegistrationLogic, { input: { language: locale } });
  const state = useSelector(actor, (s) => s);
  const submitting = selectIsSubmitting(state);
  const { form, errors, policy, submitAttempted, focusRequest } = state.context;
  const refs = useFocusFirstInvalid(focusRequest, errors, REGISTRATION_FIELDS);
  const errorText = useErrorText();
  const checklistId = `password-rules-${useId()}`;

  useEffect(() => {
    actor.send({ type: 'language.change', language: locale });
  }, [actor, locale]);

  const change = (patch: Partial<typeof form>) => actor.send({ type: 'form.change', patch });

  return (
    <PublicLayout title={t('register.title')}>
      <p className={styles.intro}>{t('register.intro')}</p>
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
          label={t('register.email')}
          maxLength={FIELD_MAX_LENGTH.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={(e) => change({ email: e.target.value })}
          error={errorText(errors.email)}
        />
        <TextField
          ref={fieldRef(refs, 'password')}
          label={t('register.password')}
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
          label={t('register.confirmPassword')}
          maxLength={FIELD_MAX_LENGTH.password}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={form.confirmPassword}
          onChange={(e) => change({ confirmPassword: e.target.value })}
          error={errorText(errors.confirmPassword)}
        />
        <TextField
          ref={fieldRef(refs, 'firstName')}
          label={t('register.firstName')}
          maxLength={FIELD_MAX_LENGTH.name}
          name="firstName"
          autoComplete="given-name"
          required
          value={form.firstName}
          onChange={(e) => change({ firstName: e.target.value })}
          error={errorText(errors.firstName)}
        />
        <TextField
          ref={fieldRef(refs, 'lastName')}
          label={t('register.lastName')}
          maxLength={FIELD_MAX_LENGTH.name}
          name="lastName"
          autoComplete="family-name"
          required
          value={form.lastName}
          onChange={(e) => change({ lastName: e.target.value })}
          error={errorText(errors.lastName)}
        />
        <TextField
          ref={fieldRef(refs, 'phone')}
          label={t('register.phone')}
          maxLength={FIELD_MAX_LENGTH.phone}
          hint={t('register.phoneHint')}
          type="tel"
          name="phone"
          autoComplete="tel"
          required
          value={form.phone}
          onChange={(e) => change({ phone: e.target.value })}
          error={errorText(errors.phone)}
        />
        <CheckboxField
          ref={fieldRef(refs, 'newsletter')}
          label={t('register.newsletter')}
          name="newsletter"
          checked={form.newsletter}
          onChange={(e) => change({ newsletter: e.target.checked })}
        />
        <CheckboxField
          ref={fieldRef(refs, 'terms')}
          label={t('register.terms')}
          name="terms"
          required
          checked={form.terms}
          onChange={(e) => change({ terms: e.target.checked })}
          error={errorText(errors.terms)}
        >
          <span className={styles.actions}>
            <a href={t('footer.privacyUrl')} target="_blank" rel="noopener noreferrer">
              {t('register.readPrivacy')} {t('common.opensInNewTab')}
            </a>
            <a href={t('footer.termsUrl')} target="_blank" rel="noopener noreferrer">
              {t('register.readTerms')} {t('common.opensInNewTab')}
            </a>
          </span>
        </CheckboxField>
        {submitAttempted && Object.keys(errors).length > 0 ? (
          <p className={styles.formError}>{t('validation.errorSummary')}</p>
        ) : null}
        <Button type="submit" variant="primary" fullWidth busy={submitting}>
          {t('register.submit')}
        </Button>
      </form>
      <p className={styles.links}>
        <span>
          {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
        </span>
      </p>
    </PublicLayout>
  );
}
