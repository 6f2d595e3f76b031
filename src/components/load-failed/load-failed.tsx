import { useI18n } from '../../i18n/i18n';
import { Button } from '../button/button';

/** The dictionary sections whose `loadFailed` and `retry` texts a {@link LoadFailed} shows. */
type LoadFailedTexts = 'carers' | 'carers.invitation' | 'savedPlaces' | 'travelPreferences';

/** Props of {@link LoadFailed}. */
export interface LoadFailedProps {
  /** Whose texts: the message `<texts>.loadFailed` and the button `<texts>.retry`. */
  texts: LoadFailedTexts;
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
export function LoadFailed({ texts, onRetry, className, actionsClassName }: LoadFailedProps) {
  const { t } = useI18n();
  const retry = (
    <Button variant="secondary" onClick={onRetry}>
      {t(`${texts}.retry`)}
    </Button>
  );
  return (
    <div className={className}>
      <p role="alert">{t(`${texts}.loadFailed`)}</p>
      {actionsClassName ? <div className={actionsClassName}>{retry}</div> : retry}
    </div>
  );
}
