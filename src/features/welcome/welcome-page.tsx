import { Link, Navigate } from 'react-router';
import { button } from '../../../styles/recipes/button.css';
import { GUEST_ENTRY_FIELDS, type GuestEntryField } from '../../../machines/guest-entry.machine';
import {
  Button,
  CarIcon,
  LanguageSelect,
  Loading,
  MAIN_CONTENT_ID,
  PageFooter,
  SkipLink,
} from '../../components';
import { FormTextField } from '../../components/form/fields';
import { useMachineForm } from '../../components/form/use-machine-form';
import { useI18n } from '../../i18n/i18n';
import { useGuestEntry } from '../../logic/guest-entry';
import { usePublicRegion } from '../../logic/public-region';
import * as styles from './welcome-page.css';

/**
 * product §2.1 route `/` (public, only when the welcome flag is on): while the signed-out region loads a spinner; when
 * the region does not enable booking without account (or cannot be loaded) it goes to /login; otherwise the
 * {@link WelcomeView}. Signed-in users never get here (the public-route guard sends them to /home).
 */
export function WelcomePage() {
  const { t } = useI18n();
  const { status, guestBookingEnabled } = usePublicRegion();
  if (status === 'loading') return <Loading label={t('common.loading')} />;
  if (!guestBookingEnabled) return <Navigate to="/login" replace />;
  return <WelcomeView />;
}

/**
 * product §2.1 welcome page: split layout — on one side the logo, title, description, login and register buttons and
 * the language selector; on the other the guest entry card (email, first name, last name; all required, product §5
 * "Quick booking entry"), a thin view over machines/guest-entry.machine.ts: a valid entry goes to /quick-book with
 * the entry as router state (src/logic/guest-entry.ts); an invalid one shows its errors and focuses the
 * first invalid field.
 */
function WelcomeView() {
  const { t } = useI18n();
  const { field, submit } = useMachineForm(useGuestEntry(), GUEST_ENTRY_FIELDS);
  // Each of the three fields is required, with the marker; the binding brings value, change, error and focus.
  const entryField = (name: GuestEntryField) => ({
    ...field(name),
    label: t(`welcome.${name}`),
    showRequiredMarker: true,
  });

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
            <form className={styles.form} noValidate onSubmit={submit}>
              <FormTextField {...entryField('email')} type="email" autoComplete="email" />
              <FormTextField {...entryField('firstName')} autoComplete="given-name" />
              <FormTextField {...entryField('lastName')} autoComplete="family-name" />
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
