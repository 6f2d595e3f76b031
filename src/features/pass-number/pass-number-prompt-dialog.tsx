import type { ReactNode } from 'react';
import type { PassNumber } from '../../../machines/types';
import { selectPassNumberPrompt, selectProfile } from '../../../machines/lib/user-data-selectors';
import { Dialog } from '../../components';
import { useI18n } from '../../i18n/i18n';
import { useUserData, useUserDataSelector } from '../../logic/use-logic';

/** Each dialog's title and description (i18n keys). */
const TEXTS = {
  entry: { title: 'passNumber.entryTitle', description: 'passNumber.entryDescription' },
  selection: { title: 'passNumber.selectTitle', description: 'passNumber.selectDescription' },
} as const;

/** Props of {@link PassNumberPromptDialog}. */
export interface PassNumberPromptDialogProps {
  /** `entry`: shown when the profile has no pass number; `selection`: when it has more than one. */
  prompt: 'entry' | 'selection';
  /** The dialog's content, rendered while it is open (so each opening starts afresh). */
  children: (passNumbers: PassNumber[]) => ReactNode;
}

/**
 * One of the login session's pass-number dialogs (product §2/§4): open while the user data prompts for it, once per
 * login session; closing it with × or Escape sends `passNumber.dismiss`.
 */
export function PassNumberPromptDialog({ prompt, children }: PassNumberPromptDialogProps) {
  const { t } = useI18n();
  const userData = useUserData();
  const current = useUserDataSelector(selectPassNumberPrompt);
  const passNumbers = useUserDataSelector(selectProfile)?.passNumbers ?? [];
  const open = current === prompt && (prompt === 'entry' ? passNumbers.length === 0 : passNumbers.length > 1);
  return (
    <Dialog
      open={open}
      onClose={() => userData?.send({ type: 'passNumber.dismiss' })}
      title={t(TEXTS[prompt].title)}
      description={t(TEXTS[prompt].description)}
      size="sm"
    >
      {open ? children(passNumbers) : null}
    </Dialog>
  );
}
