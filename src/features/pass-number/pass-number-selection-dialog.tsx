import { selectPassNumberPrompt, selectProfile } from '../../../machines/user-data.machine';
import { useUserData, useUserDataSelector } from '../../logic/use-logic';
import { Button, Dialog } from '../../components';
import { useI18n } from '../../i18n/i18n';
import * as styles from './pass-number-selection-dialog.css';

/**
 * SPEC §2/§4 pass number selection dialog: shown once per login session when the traveller has more than one
 * pass number; lists each by alias (or number). Choosing sends `passNumber.select` to the user data, which reloads
 * the budget and has the session scope later requests (`X-Pass-Number`); closing sends `passNumber.dismiss` (the budget card still offers the
 * chooser).
 */
export function PassNumberSelectionDialog() {
  const userData = useUserData();
  const { t } = useI18n();
  const prompt = useUserDataSelector(selectPassNumberPrompt);
  const profile = useUserDataSelector(selectProfile);
  const open = prompt === 'selection' && (profile?.passNumbers.length ?? 0) > 1;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) userData?.send({ type: 'passNumber.dismiss' });
      }}
      title={t('passNumber.selectTitle')}
      description={t('passNumber.selectDescription')}
      size="sm"
    >
      <ul className={styles.list}>
        {(profile?.passNumbers ?? []).map((p) => (
          <li key={p.passNumber}>
            <Button
              variant="secondary"
              fullWidth
              onClick={() => userData?.send({ type: 'passNumber.select', passNumber: p.passNumber })}
            >
              {p.alias ? `${p.alias} (${p.passNumber})` : p.passNumber}
            </Button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
