import { lazy, Suspense, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../../styles/utilities.css';
import { useI18n, withDictionarySections, type TranslationKey } from '../../i18n/i18n';
import { ExternalLinkIcon } from '../icons/icons';
import type { ContactDialogProps } from './contact-dialog';
import * as styles from './page-footer.css';

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {children}
      <ExternalLinkIcon size={16} />
      <span className={visuallyHidden}>{t('common.opensInNewTab')}</span>
    </a>
  );
}

/** The dialog's chunk, with the `contact` dictionary section it shows (not part of any page's strings). */
const ContactDetailsDialog = lazy(
  withDictionarySections(['contact'], () =>
    import('./contact-dialog').then((m) => ({ default: m.ContactDetailsDialog })),
  ),
);

/**
 * Contact details dialog (product §1/§2): postal address, customer service e-mail (mailto), phone (tel) and company
 * registration number, from the dictionaries (placeholder values, to be confirmed). The dialog (Radix) is
 * loaded the first time it opens and then stays mounted (dialogs load on first opening, so the login page stays small).
 */
function ContactDialog({ open, onOpenChange }: ContactDialogProps) {
  const [requested, setRequested] = useState(open);
  if (open && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ContactDetailsDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}

/** The apps, the privacy statement and the terms: i18n keys of each link's URL and its text. */
const DOCUMENT_LINKS: readonly (readonly [TranslationKey, TranslationKey])[] = [
  ['footer.androidAppUrl', 'footer.androidApp'],
  ['footer.iosAppUrl', 'footer.iosApp'],
  ['footer.privacyUrl', 'footer.privacy'],
  ['footer.termsUrl', 'footer.terms'],
];

/** Props of {@link PageFooter}. */
export interface PageFooterProps {
  className?: string;
}

/**
 * Footer shown on every page (product §1): links to the Android and iOS apps, the privacy statement and terms
 * (URLs depend on the language), a button opening the {@link ContactDialog}, and the contact page.
 * External links open in a new tab and say so to screen readers.
 */
export function PageFooter({ className }: PageFooterProps) {
  const { t } = useI18n();
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <footer className={[styles.footer, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {DOCUMENT_LINKS.map(([url, name]) => (
          <li key={name}>
            <ExternalLink href={t(url)}>{t(name)}</ExternalLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.linkButton}
            aria-haspopup="dialog"
            onClick={() => setContactOpen(true)}
          >
            {t('footer.contact')}
          </button>
        </li>
        <li>
          <ExternalLink href={t('footer.contactPageUrl')}>{t('footer.contactPage')}</ExternalLink>
        </li>
      </ul>
      <ContactDialog open={contactOpen} onOpenChange={setContactOpen} />
    </footer>
  );
}
