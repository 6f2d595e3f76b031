import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  selectActivationOffer,
  selectIsSubmitting,
  selectLoginError,
  selectLoginFieldErrors,
} from '../../../machines/auth.machine';
import { useAuth, useAuthSelector } from '../../logic/use-logic';
import { Button, PublicLayout } from '../../components';
import { FormTextField } from '../../components/form/fields';
import { useI18n } from '../../i18n/i18n';
import * as styles from './login-page.css';

/**
 * product §2.1 /login: email and password, links to forgot password and register. A thin view over the auth
 * machine: `login.submit` → the machine validates (§5 login.usernameRequired / login.passwordRequired), logs in
 * and reports `login.invalidForm` (§8) or navigates (UserNotConfirmed → /activate). Under refused credentials the
 * machine's activation offer shows: "Nog niet geactiveerd? Vul uw activeringscode in", a link to /activate with the
 * e-mail filled in. The route guard sends a signed-in user on to the remembered origin. What was typed is kept on
 * every error.
 */
export function LoginPage() {
  const auth = useAuth();
  const { t } = useI18n();
  const submitting = useAuthSelector(selectIsSubmitting);
  const fieldErrors = useAuthSelector(selectLoginFieldErrors);
  const loginError = useAuthSelector(selectLoginError);
  const activationOffer = useAuthSelector(selectActivationOffer);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const attempt = useRef(0);
  const [submitted, setSubmitted] = useState(0);

  // After a rejected submit, focus goes to the first invalid field (WCAG 3.3.1).
  useEffect(() => {
    if (submitted === 0) return;
    if (fieldErrors.email) emailRef.current?.focus();
    else if (fieldErrors.password) passwordRef.current?.focus();
  }, [submitted, fieldErrors]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    attempt.current += 1;
    setSubmitted(attempt.current);
    // A complete form also starts loading /home's chunks alongside the login request (auth machine).
    auth.send({ type: 'login.submit', email, password });
  };

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
        onSubmit={onSubmit}
        noValidate
        aria-describedby={formMessage ? 'login-error' : undefined}
      >
        <FormTextField
          kind="email"
          ref={emailRef}
          label={t('login.email')}
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldErrors.email ? t(fieldErrors.email) : undefined}
        />
        <FormTextField
          kind="password"
          ref={passwordRef}
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password ? t(fieldErrors.password) : undefined}
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
