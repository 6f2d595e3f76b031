import { selectContactPhone } from '../../../machines/lib/user-data-selectors';
import { useI18n } from '../../i18n/i18n';
import { useUserDataSelector } from '../../logic/use-logic';

/** A phone number as a `tel:` URI: digits and a leading + only ("088 123 45 67" → "tel:0881234567"). */
function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/**
 * What replaces "Cancel trip" inside the cancel cut-off (product §4/§9: online only until 60 minutes before
 * departure): "Too late to cancel online. Call 088 123 45 67", the number a `tel:` link. The number is the
 * region's contact setting (RegionSettings `contactPhone`), else the app's own contact details (the contact
 * dialog's number).
 */
export function CallToCancel({ id, className }: { id?: string; className?: string }) {
  const { t } = useI18n();
  const regionPhone = useUserDataSelector(selectContactPhone);
  const phone = regionPhone ?? t('footer.customerServicePhone');
  return (
    <p id={id} className={className} data-testid="call-to-cancel">
      {t('trip.tooLateToCancel')} {t('trip.callToCancel')} <a href={telHref(phone)}>{phone}</a>
    </p>
  );
}
