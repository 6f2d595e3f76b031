import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { notice } from '../../../styles/recipes/notice.css';
import { Button } from '../button/button';
import { Dialog } from './dialog';
import * as styles from './confirm-dialog.css';

/** What the step's failure says: a first line ("Your trip has NOT been cancelled") and the reason. */
interface ConfirmDialogFailure {
  title: ReactNode;
  reason: ReactNode;
}

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
  /**
   * The confirmed step failed: its words replace the description as the dialog's first line (an alert that takes
   * focus and scrolls into view, so a phone shows it), and the confirm button reads `retryLabel`.
   */
  failure?: ConfirmDialogFailure | null;
  /** The confirm button's label while {@link failure} is shown (e.g. "Try again"). */
  retryLabel?: ReactNode;
}

/**
 * A small confirmation of a destructive step (product §2.7 Dialogs): cancel, or confirm with the danger button. Focus
 * starts on the cancel button, the safe answer, so a hasty Enter keeps things as they are. When the step failed
 * (`failure`), the dialog leads with it: the failure's first line and reason, focused, then "Try again".
 */
export function ConfirmDialog({
  busy,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  failure,
  retryLabel,
  description,
  children,
  ...props
}: ConfirmDialogProps) {
  const safe = useRef<HTMLButtonElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const failed = !!failure;
  useEffect(() => {
    // The failure is news the traveller must not miss: move focus to it and bring it into view.
    if (!failed) return;
    const line = failureRef.current;
    line?.focus();
    line?.scrollIntoView?.({ block: 'nearest' });
  }, [failed]);
  return (
    <Dialog
      initialFocusRef={safe}
      {...props}
      description={failure ? undefined : description}
      onClose={onCancel}
      dismissible={!busy}
      size="sm"
      actions={
        <>
          <Button ref={safe} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            {failure && retryLabel ? retryLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <div role="alert" aria-atomic="true">
        {failure ? (
          <div ref={failureRef} tabIndex={-1} className={`${notice({ tone: 'danger' })} ${styles.failure}`}>
            <p className={styles.failureTitle}>{failure.title}</p>
            <p className={styles.failureReason}>{failure.reason}</p>
          </div>
        ) : null}
      </div>
      {children}
    </Dialog>
  );
}
