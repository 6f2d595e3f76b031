import { useSelector } from '@xstate/react';
import {
  selectFailure,
  selectFailurePlace,
  selectIsDraftRestored,
  selectIsUnreachable,
} from '../../../../machines/booking';
import { notice } from '../../../../styles/recipes/notice.css';
import { Button } from '../../../components';
import { useI18n, type TranslationKey } from '../../../i18n/i18n';
import type { BookingActorRef } from '../parts/booking-view';
import * as styles from './resilience.css';
import * as noticeStyles from '../parts/notice.css';

/**
 * "Your earlier details have been restored." with "Start over" (`draft.discard`), while the form is a restored
 * draft (`selectIsDraftRestored`). A polite live region, rendered even while empty so it is announced.
 */
export function DraftNotice({ actor }: { actor: BookingActorRef }) {
  const { t } = useI18n();
  const restored = useSelector(actor, selectIsDraftRestored);
  return (
    <div role="status">
      {restored ? (
        <div className={notice({ tone: 'info', layout: 'stack' })}>
          <p className={noticeStyles.text}>{t('resilience.draftRestored')}</p>
          <Button variant="secondary" size="sm" onClick={() => actor.send({ type: 'draft.discard' })}>
            {t('resilience.startOver')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** Props of {@link FailureMessage}. */
export interface FailureMessageProps {
  actor: BookingActorRef;
  /** Where this instance stands: by the form's Confirm (`form`) or in the confirmation dialog (`dialog`). */
  place: 'form' | 'dialog';
  /** The event "Try again" sends: the form's submit, or the dialog's confirm (reusing the Idempotency-Key). */
  retry: 'form.submit' | 'booking.confirm';
}

/**
 * The outcome of a failed estimate or booking, kept on screen next to where the traveller acted until closed
 * (`failure.dismiss`) or tried again (product §8): "No connection. Your details are kept." with "Try again" when
 * nothing or a gateway answered (`selectIsUnreachable`), else what was refused and why. In the confirmation dialog
 * (`bookingFailed`, whose heading already says "Your trip has NOT been booked") it stands first in the body: the
 * reason alone, then "Try again" (same Idempotency-Key) whatever the reason, and "Close". An assertive live
 * region, rendered even while empty so the message is announced when it appears.
 */
export function FailureMessage({ actor, place, retry }: FailureMessageProps) {
  const { t } = useI18n();
  const shownHere = useSelector(actor, (s) => selectFailurePlace(s) === place);
  const failure = useSelector(actor, selectFailure);
  const unreachable = useSelector(actor, selectIsUnreachable);
  let text = '';
  if (shownHere && failure) {
    const reason = failure.message || t((failure.messageKey ?? 'error.unexpected') as TranslationKey);
    text = unreachable
      ? t('resilience.noConnection')
      : place === 'dialog'
        ? reason
        : t('resilience.notCalculated', { reason });
  }
  return (
    <div role="alert" aria-atomic="true">
      {text ? (
        <div className={notice({ tone: 'danger', layout: 'stack' })}>
          <p className={noticeStyles.text}>{text}</p>
          <div className={styles.actions}>
            {unreachable || place === 'dialog' ? (
              <Button size="sm" onClick={() => actor.send({ type: retry })}>
                {t('resilience.tryAgain')}
              </Button>
            ) : null}
            <Button variant="ghost" size="sm" onClick={() => actor.send({ type: 'failure.dismiss' })}>
              {t('resilience.dismiss')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
