import { useEffect } from 'react';
import { useLogicActor } from '../../logic/use-logic';
import { createRegistrationLogic } from '../../logic/registration';
import { Link } from 'react-router';
import { REGISTRATION_FIELDS, selectIsSubmitting } from '../../../machines/account';
import { AccountForm, AccountPage } from '../../components/form/account-page';
import { useI18n } from '../../i18n/i18n';
import * as styles from '../../components/form/form.css';
import { CheckboxField } from '../../components/form/checkbox-field';
import { FormTextField } from '../../components/form/fields';
import { NewPasswordField } from '../../components/form/account-fields';
import { useMachineForm } from '../../components/form/use-machine-form';

/**
 * product §2.1 /register: email, password (with the §5 policy as a live checklist from the server), confirmation,
 * first and last name, phone (≥ 10), newsletter, privacy/terms. A thin view over machines/account/registration.machine:
 * field errors appear after the first submit and follow every change; focus goes to the first invalid field;
 * 409 → userProfile.alreadyExists on the email field; success → /activate?email=…. Typed values are kept on
 * every error.
 */
export function RegisterPage() {
  const { t, locale } = useI18n();
  const actor = useLogicActor(createRegistrationLogic, { input: { language: locale } });
  const { state, errors, submit, field, checkbox } = useMachineForm(actor, REGISTRATION_FIELDS);
  const { policy, submitAttempted } = state.context;

  useEffect(() => {
    actor.send({ type: 'language.change', language: locale });
  }, [actor, locale]);

  return (
    <AccountPage
      page="register"
      links={
        <span>
          {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
        </span>
      }
    >
      <AccountForm onSubmit={submit} busy={selectIsSubmitting(state)} submitLabel={t('register.submit')}>
        <FormTextField kind="email" {...field('email')} label={t('register.email')} />
        <NewPasswordField {...field('password')} label={t('register.password')} policy={policy} />
        <FormTextField kind="password" {...field('confirmPassword')} label={t('register.confirmPassword')} />
        <FormTextField kind="givenName" {...field('firstName')} label={t('register.firstName')} />
        <FormTextField kind="familyName" {...field('lastName')} label={t('register.lastName')} />
        <FormTextField
          kind="phone"
          {...field('phone')}
          label={t('register.phone')}
          hint={t('register.phoneHint')}
        />
        <CheckboxField {...checkbox('newsletter')} label={t('register.newsletter')} />
        <CheckboxField {...checkbox('terms')} label={t('register.terms')} required>
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
      </AccountForm>
    </AccountPage>
  );
}
