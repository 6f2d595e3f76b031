import { useI18n } from '../../i18n/i18n';
import { Button } from './button';

/**
 * "Melding sluiten" / "Close message": the small secondary button that closes a message shown in the page (a failed
 * cancel, the account-language notice; product §8). Decides nothing: `onDismiss` sends the chart that shows the
 * message its dismiss event. Its text is `safeguards.dismiss` (dictionary section `trips`, which every signed-in
 * page loads).
 */
export function DismissButton({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useI18n();
  return (
    <Button variant="secondary" size="sm" onClick={onDismiss}>
      {t('safeguards.dismiss')}
    </Button>
  );
}
