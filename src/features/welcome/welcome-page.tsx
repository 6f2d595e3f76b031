import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { button } from '../../../styles/recipes/button.css';
import {
  GUEST_ENTRY_FIELDS,
  validateGuestEntry,
  type GuestEntry,
  type GuestEntryField,
} from '../../../machines/lib/booking-rules';
import {
  Button,
  CarIcon,
  LanguageSelect,
  Loading,
  MAIN_CONTENT_ID,
  PageFooter,
  SkipLink,
  TextField,
} from '../../components';
import { useI18n } from '../../i18n/i18n';
import type { QuickBookLocationState } from '../../logic/guest-entry';
import { isGuestBookingEnabled, usePublicRegion } from '../../logic/public-region';
import * as styles from './welcome-page.css';

/**
 * SPEC §2 route `/` (public, only when the welcome flag is on): while the signed-out region loads a spinner; when
 * the region does not enable booking without account (or cannot be loaded) it goes to /login; otherwise the
 * {@link WelcomeView}. Signed-in users never get here (the public-route guard sends them to /home).
 */
export function WelcomePage() {
  const { t } = useI18n();
  const { region, status } = usePublicRegion();
  if (status === 'loading') return <Loading label={t('common.loading')} />;
  if (!isGuestBookingEnabled(region)) return <Navigate to="/login" replace />;
  return <WelcomeView />;
}

/**
 * SPEC §2 welcome page: split layout — on one side the logo, title, description, login and register buttons and
 * the language selector; on the other the guest entry card (email, first name, last name; all required, SPEC §5
 * "Quick booking entry"). A valid entry goes to /quick-book with the entry as router state
 * ({@link QuickBookLocationState}); an invalid one shows its errors and focuses the first invalid field.
 */
function WelcomeView() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [entry, setEntry] = useState<GuestEntry>({ email: '', firstName: '', lastName: '' });
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: GuestEntryField } | null>(null);
  const errors = submitted ? validateGuestEntry(entry) : {};
  const emailRef = useRef<HTMLInputElement>(null);
  const firstNameRef = useRef<HTMLInputElement>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);

  // After a rejected submit, focus goes to the first invalid field (WCAG 3.3.1), once the error is rendered.
  useEffect(() => {
    if (!focusRequest) return;
    const targets = { email: emailRef, firstName: firstNameRef, lastName: lastNameRef };
    targets[focusRequest.field].current?.focus();
  }, [focusRequest, emailRef, firstNameRef, lastNameRef]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateGuestEntry(entry);
    const first = GUEST_ENTRY_FIELDS.find((name) => problems[name]);
    if (first) {
      setSubmitted(true);
      setFocusRequest({ field: first });
      return;
    }
    const state: QuickBookLocationState = {
      guest: {
        email: entry.email.trim(),
        firstName: entry.firstName.trim(),
        lastName: entry.lastName.trim(),
      },
    };
    void navigate('/quick-book', { state });
  };
  const set = (name: GuestEntryField) => (event: { target: { value: string } }) =>
    setEntry((previous) => ({ ...previous, [name]: event.target.value }));
  const error = (name: GuestEntryField) => {
    const key = errors[name];
    return key ? t(key) : undefined;
  };

  return (
    <div className={styles.page}>
      <SkipLink />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.split}>
        <section className={styles.brandPanel} aria-labelledby="welcome-title">
          <span className={styles.logo}>
            <span className={styles.logoMark} role="img" aria-label={t('welcome.logo')}>
              <CarIcon size={32} aria-hidden="true" />
            </span>
            <span aria-hidden="true">{t('app.title')}</span>
          </span>
          <h1 id="welcome-title" className={styles.title}>
            {t('welcome.title')}
          </h1>
          <p className={styles.description}>{t('welcome.description')}</p>
          <div className={styles.accountActions}>
            <Link to="/login" className={button({ variant: 'primary', size: 'lg' })}>
              {t('welcome.login')}
            </Link>
            <Link to="/register" className={button({ variant: 'secondary', size: 'lg' })}>
              {t('welcome.register')}
            </Link>
          </div>
          <LanguageSelect className={styles.language} />
        </section>
        <section className={styles.guestPanel} aria-labelledby="welcome-guest-title">
          <div className={styles.card}>
            <h2 id="welcome-guest-title" className={styles.cardTitle}>
              {t('welcome.guestTitle')}
            </h2>
            <p>{t('welcome.guestIntro')}</p>
            <form className={styles.form} onSubmit={onSubmit} noValidate>
              <TextField
                ref={emailRef}
                label={t('welcome.email')}
                type="email"
                autoComplete="email"
                required
                showRequiredMarker
                value={entry.email}
                onChange={set('email')}
                error={error('email')}
              />
              <TextField
                ref={firstNameRef}
                label={t('welcome.firstName')}
                autoComplete="given-name"
                required
                showRequiredMarker
                value={entry.firstName}
                onChange={set('firstName')}
                error={error('firstName')}
              />
              <TextField
                ref={lastNameRef}
                label={t('welcome.lastName')}
                autoComplete="family-name"
                required
                showRequiredMarker
                value={entry.lastName}
                onChange={set('lastName')}
                error={error('lastName')}
              />
              <Button type="submit" size="lg" fullWidth>
                {t('welcome.continue')}
              </Button>
            </form>
          </div>
        </section>
      </main>
      <PageFooter />
    </div>
  );
}
