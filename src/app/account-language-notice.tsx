import { Link } from 'react-router';
import { selectLanguageNotice } from '../../machines/lib/user-data-selectors';
import { DismissButton } from '../components/button/dismiss-button';
import { useI18n } from '../i18n/i18n';
import { useUserData, useUserDataSelector } from '../logic/use-logic';
import * as styles from './account-language-notice.css';

/**
 * Says so when the account's language replaced the page's at login (docs/features.md "Language"): "Shown in English, the
 * language of your account." / "Getoond in het Nederlands, de taal van uw account.", in that language, with a link
 * to the profile where it can be changed, until dismissed. The user-data chart decides when it shows (once per
 * session, `selectLanguageNotice`); this view only renders it. The status region stays mounted so the text is
 * announced when it appears.
 */
export function AccountLanguageNotice() {
  const { t } = useI18n();
  const userData = useUserData();
  const language = useUserDataSelector(selectLanguageNotice);
  return (
    <div role="status">
      {language ? (
        <div className={styles.box} lang={language}>
          <p className={styles.text}>
            {t('safeguards.accountLanguage')}{' '}
            <Link to="/profile" className={styles.link}>
              {t('safeguards.changeLanguage')}
            </Link>
          </p>
          <DismissButton onDismiss={() => userData?.send({ type: 'languageNotice.dismiss' })} />
        </div>
      ) : null}
    </div>
  );
}
