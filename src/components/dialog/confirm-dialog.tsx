import { useRef, type ReactNode, type RefObject } from 'react';
import { Button } from '../button/button';
import { Dialog } from './dialog';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Open while the machine asks for confirmation (and while the confirmed request runs). */
  open: boolean;
  /** The confirmed request runs: the confirm button is busy, and Escape / outside clicks do not close. */
  busy: boolean;
  title: ReactNode;
  description: ReactNode;
  /** What the step concerns, shown under the description (e.g. the trip's date, time and addresses). */
  children?: ReactNode;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  /** Keep things as they are: the cancel button, Escape, outside click, ×. */
  onCancel: () => void;
  onConfirm: () => void;
  /** Where focus goes on close when the opener is gone (see {@link Dialog}). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A small confirmation of a destructive step (SPEC §2 Dialogs): cancel, or confirm with the danger button. Focus
 * starts on the cancel button, the safe answer, so a hasty Enter keeps things as they are.
 */
export function ConfirmDialog({
  busy,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  ...props
}: ConfirmDialogProps) {
  const safe = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      initialFocusRef={safe}
      {...props}
      onClose={onCancel}
      dismissible={!busy}
      size="sm"
      actions={
        <>
          <Button ref={safe} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
