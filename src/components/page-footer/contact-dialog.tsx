import { useI18n } from '../../i18n/i18n';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import * as styles from './page-footer.css';

/** Props of the contact details dialog (and of page-footer's lazy `ContactDialog` wrapper around it). */
export interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The `ContactDialog` content, its own chunk (Radix Dialog loads on first opening).
 * Contact details dialog (product §1/§2): postal address, customer service e-mail (mailto), phone (tel) and company
 * registration number, from the dictionaries (placeholder values, to be confirmed).
 */
export function ContactDetailsDialog({ open, onOpenChange }: ContactDialogProps) {
  const { t } = useI18n();
  const phone = t('footer.customerServicePhone');
  const email = t('contact.emailValue');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('contact.title')}
      description={t('contact.intro')}
      actions={
        <Button variant="primary" onClick={() => onOpenChange(false)}>
          {t('common.close')}
        </Button>
      }
    >
      <dl className={styles.details}>
        <div>
          <dt className={styles.term}>{t('contact.postalAddress')}</dt>
          <dd className={styles.value}>{t('contact.postalAddressValue')}</dd>
        </div>
        <div>
          <dt className={styles.term}>{t('contact.email')}</dt>
          <dd className={styles.value}>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
        <div>
          <dt className={styles.term}>{t('contact.phone')}</dt>
          <dd className={styles.value}>
            <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
          </dd>
        </div>
        <div>
          <dt className={styles.term}>{t('contact.companyRegistration')}</dt>
          <dd className={styles.value}>{t('contact.companyRegistrationValue')}</dd>
        </div>
      </dl>
    </Dialog>
  );
}
