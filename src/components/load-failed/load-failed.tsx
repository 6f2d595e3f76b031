import { Button } from '../button/button';

/** Props of {@link LoadFailed}. */
export interface LoadFailedProps {
  /** The translated message, e.g. "Je mantelzorgers konden niet worden geladen." */
  message: string;
  /** The translated text of the button that tries again, e.g. "Opnieuw proberen". */
  retryLabel: string;
  /** Sends the chart its retry event (the chart loads again; the view decides nothing). */
  onRetry: () => void;
  /** Class of the wrapping element (the panel or page content it stands in for). */
  className?: string | undefined;
  /** Class of an element around the button (a form's action row), when the button needs one. */
  actionsClassName?: string | undefined;
}

/**
 * What a page part shows when its data did not load (product §8): the message as an alert, so screen readers
 * announce it at once, and a secondary button that tries again.
 */
export function LoadFailed({ message, retryLabel, onRetry, className, actionsClassName }: LoadFailedProps) {
  const retry = (
    <Button variant="secondary" onClick={onRetry}>
      {retryLabel}
    </Button>
  );
  return (
    <div className={className}>
      <p role="alert">{message}</p>
      {actionsClassName ? <div className={actionsClassName}>{retry}</div> : retry}
    </div>
  );
}
