import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { DRIVER_COMMENT_MAX_LENGTH, selectForm } from '../../../machines/booking';
import { useI18n } from '../../i18n/i18n';
import { SwitchField } from '../../components/form/switch-field';
import * as styles from './book-trip-page.css';
import { useFieldError, type BookingActorRef, type FocusRefs } from './booking-view';
import { FieldError } from './form-fields';
import { fieldControl } from '../../components/form/field-control';

/** Props of {@link PreferencesSection}. */
export interface PreferencesSectionProps {
  actor: BookingActorRef;
  refs: Pick<FocusRefs, 'phoneNumber' | 'driverComment'>;
}

/**
 * The trip's preferences (product §2, §3 tripPreferences, §5): the phone-call toggle with its phone number (prefilled
 * from the profile), and the driver comment with its counter (departure mode only, 50 characters).
 */
export function PreferencesSection({
  actor,
  refs: { phoneNumber: phoneRef, driverComment: commentRef },
}: PreferencesSectionProps) {
  const { t } = useI18n();
  const ids = useId();
  const phoneCall = useSelector(actor, (s) => selectForm(s).phoneCall);
  const phoneNumber = useSelector(actor, (s) => selectForm(s).phoneNumber);
  const driverComment = useSelector(actor, (s) => selectForm(s).driverComment);
  const byArrival = useSelector(actor, (s) => selectForm(s).planningMode === 'ByArrival');
  const phoneError = useFieldError(actor, 'phoneNumber');
  const commentError = useFieldError(actor, 'driverComment');
  const change = (patch: { phoneCall?: boolean; phoneNumber?: string; driverComment?: string }) =>
    actor.send({ type: 'form.change', patch });

  const phoneId = `${ids}-phone`;
  const phoneErrorId = `${ids}-phone-error`;
  const commentId = `${ids}-comment`;
  const commentHintId = `${ids}-comment-hint`;
  const commentCounterId = `${ids}-comment-counter`;
  const commentErrorId = `${ids}-comment-error`;

  return (
    <>
      <SwitchField
        label={t('bookTrip.phoneCall')}
        hint={t('bookTrip.phoneCallHint')}
        checked={phoneCall}
        onCheckedChange={(checked) => change({ phoneCall: checked })}
        classNames={{ field: styles.field, label: styles.label, hint: styles.hint }}
      />
      {phoneCall ? (
        <div className={styles.field}>
          <label htmlFor={phoneId} className={styles.label}>
            {t('bookTrip.phoneNumber')}
          </label>
          <input
            ref={phoneRef}
            id={phoneId}
            type="tel"
            autoComplete="tel"
            value={phoneNumber}
            onChange={(e) => change({ phoneNumber: e.target.value })}
            {...fieldControl(Boolean(phoneError), [phoneError && phoneErrorId])}
          />
          {phoneError ? <FieldError id={phoneErrorId}>{phoneError}</FieldError> : null}
        </div>
      ) : null}

      {byArrival ? null : (
        <div className={styles.field}>
          <label htmlFor={commentId} className={styles.label}>
            {t('bookTrip.driverComment')}
          </label>
          <span id={commentHintId} className={styles.hint}>
            {t('bookTrip.driverCommentHint')}
          </span>
          <textarea
            ref={commentRef}
            id={commentId}
            rows={2}
            maxLength={DRIVER_COMMENT_MAX_LENGTH}
            value={driverComment}
            onChange={(e) => change({ driverComment: e.target.value })}
            {...fieldControl(
              Boolean(commentError),
              [commentHintId, commentCounterId, commentError && commentErrorId],
              styles.textarea,
            )}
          />
          <span id={commentCounterId} className={styles.counter}>
            {t('bookTrip.driverCommentCounter', {
              count: driverComment.length,
              max: DRIVER_COMMENT_MAX_LENGTH,
            })}
          </span>
          {commentError ? <FieldError id={commentErrorId}>{commentError}</FieldError> : null}
        </div>
      )}
    </>
  );
}
