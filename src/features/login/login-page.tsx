import { Link } from 'react-router';
import { selectActivationOffer, selectIsSubmitting, selectLoginError } from '../../../machines/auth.machine';
import { LOGIN_FIELDS } from '../../../machines/login-form.machine';
import { createLoginFormLogic } from '../../logic/login-form';
import { useAuthSelector, useLogicActor } from '../../logic/use-logic';
import { Button, PublicLayout } from '../../components';
import { FormTextField } from '../../components/form/fields';
import { useMachineForm } from '../../components/form/use-machine-form';
import { useI18n } from '../../i18n/i18n';
import * as styles from './login-page.css';

/**
 * product §2 /login: email and password, links to forgot password and register. A thin view over two charts: the
 * form (machines/login-form.machine.ts, bound with `useMachineForm`) keeps what was typed, validates (§5
 * login.usernameRequired / login.passwordRequired) and moves focus to the first invalid field; a complete form
 * goes to the session (machines/auth.machine.ts), which logs in and reports `login.invalidForm` (§8) or navigates
 * (UserNotConfirmed → /activate). Under refused credentials the session's activation offer shows: "Nog niet
 * geactiveerd? Vul uw activeringscode in", a link to /activate with the e-mail filled in. The route guard sends a
 * signed-in user on to the remembered origin. What was typed is kept on every error.
 */
export function LoginPage() {
  const { t } = useI18n();
  const { submit, field } = useMachineForm(useLogicActor(createLoginFormLogic), LOGIN_FIELDS);
  const submitting = useAuthSelector(selectIsSubmitting);
  const loginError = useAuthSelector(selectLoginError);
  const activationOffer = useAuthSelector(selectActivationOffer);

  const formMessage = loginError
    ? loginError.key === 'error.unexpected' && loginError.message
      ? loginError.message
      : t(loginError.key)
    : null;

  return (
    <PublicLayout title={t('login.title')}>
      <p>{t('login.intro')}</p>
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-describedby={formMessage ? 'login-error' : undefined}
      >
        <FormTextField kind="email" {...field('email')} label={t('login.email')} autoComplete="username" />
        <FormTextField
          kind="password"
          {...field('password')}
          label={t('login.password')}
          autoComplete="current-password"
        />
        <p id="login-error" role="alert" className={styles.formError}>
          {formMessage}
        </p>
        {activationOffer ? (
          <p>
            <Link to={`/activate?email=${encodeURIComponent(activationOffer)}`}>
              {t('login.notActivated')}
            </Link>
          </p>
        ) : null}
        <Button type="submit" variant="primary" fullWidth busy={submitting} disabled={submitting}>
          {t('login.submit')}
        </Button>
      </form>
      <div className={styles.links}>
        <Link to="/forgot">{t('login.forgotPassword')}</Link>
        <span>
          {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
        </span>
      </div>
    </PublicLayout>
  );
}
