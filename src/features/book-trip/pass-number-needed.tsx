import type { Ref } from 'react';
import { Link } from 'react-router';
import { notice } from '../../../styles/recipes/notice.css';
import { useI18n } from '../../i18n/i18n';
import * as noticeStyles from './parts/notice.css';

/** Where the pass-number form is: the profile's "Pass numbers" tab. */
const PASS_NUMBER_FORM_PATH = '/profile?tab=passNumbers';

/** Props of {@link PassNumberNeeded}. */
export interface PassNumberNeededProps {
  /** The link, for the booking chart's focus request (`passNumber`) after a refused submit. */
  linkRef?: Ref<HTMLAnchorElement>;
}

/**
 * product §3/§4: shown first on home and on the booking form where the region requires a pass number and the
 * traveller has none (the charts decide: `selectNeedsPassNumber` of the user data and of the booking chart):
 * "Add a pass number to book a trip" / "Voeg een pasnummer toe om een rit te boeken", with a link that opens the
 * pass-number form (/profile, tab "Pass numbers"): a notice, its text, then the link.
 */
export function PassNumberNeeded({ linkRef }: PassNumberNeededProps) {
  const { t } = useI18n();
  return (
    <div className={notice({ tone: 'info', layout: 'stack' })}>
      <p className={noticeStyles.text}>{t('passNumberNeeded.message')}</p>
      <Link ref={linkRef} to={PASS_NUMBER_FORM_PATH}>
        {t('passNumberNeeded.link')}
      </Link>
    </div>
  );
}
