import * as RadixDialog from '@radix-ui/react-dialog';
import { useI18n } from '../../i18n/i18n';
import { Button } from '../button/button';
import { Spinner } from '../spinner/spinner';
import * as styles from './waiting-overlay.css';

/** Props of {@link WaitingOverlay}. */
export interface WaitingOverlayProps {
  /** Shown while true. */
  open: boolean;
  /** What is happening, e.g. t('bookTrip.calculating') "Ritgegevens worden berekend…". */
  message: string;
  /** Called by the Cancel button and by Escape; the caller aborts the request (product §2). */
  onCancel: () => void;
  /** Label of the Cancel button; default `common.cancel`. */
  cancelLabel?: string;
  /**
   * Called as the overlay closes, before focus goes back to where it was: `event.preventDefault()` and focus
   * something else (e.g. the line saying a booking failed, which appeared under the overlay).
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The cancellable full-screen waiting backdrop of product §2 ("Calculating trip details…", "Booking your trip…").
 * A modal `role="alertdialog"` named by the message, `aria-busy`, with the message in a polite live region
 * (so a change from calculating to booking is announced). Focus moves to Cancel and stays inside while open;
 * Escape also cancels; clicks on the backdrop do nothing. Renders above dialogs (z-index waitingOverlay).
 */
export function WaitingOverlay({
  open,
  message,
  onCancel,
  cancelLabel,
  onCloseAutoFocus,
}: WaitingOverlayProps) {
  const { t } = useI18n();
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.backdrop} />
        <RadixDialog.Content
          role="alertdialog"
          aria-busy="true"
          aria-describedby={undefined}
          className={styles.panel}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <Spinner size="lg" className={styles.spinner} />
          <RadixDialog.Title className={styles.message} aria-live="polite">
            {message}
          </RadixDialog.Title>
          <RadixDialog.Close asChild>
            <Button variant="secondary" size="lg">
              {cancelLabel ?? t('common.cancel')}
            </Button>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
