import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { DRIVER_COMMENT_MAX_LENGTH, selectForm } from '../../../../machines/booking';
import { useI18n } from '../../../i18n/i18n';
import { SwitchField } from '../../../components/form/switch-field';
import * as styles from './preferences-section.css';
import * as fieldStyles from '../parts/fields.css';
import { useFieldError, type BookingActorRef, type BookingFields } from '../parts/booking-view';
import { FieldError } from '../parts/form-fields';
import { fieldControl } from '../../../components/form/field-control';

/** Props of {@link PreferencesSection}. */
export interface PreferencesSectionProps {
  actor: BookingActorRef;
  /** The controls the chart can ask to focus bind here (`fields.ref(name)`). */
  fields: BookingFields;
}

/**
 * The trip's preferences (product §2, §3 tripPreferences, §5): the phone-call toggle with its phone number (prefilled
 * from the profile), and the driver comment with its counter (departure mode only, 50 characters).
 */
export function PreferencesSection({ actor, fields }: PreferencesSectionProps) {
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
        classNames={{ field: fieldStyles.field, label: fieldStyles.label, hint: fieldStyles.hint }}
      />
      {phoneCall ? (
        <div className={fieldStyles.field}>
          <label htmlFor={phoneId} className={fieldStyles.label}>
            {t('bookTrip.phoneNumber')}
          </label>
          <input
            ref={fields.ref('phoneNumber')}
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
        <div className={fieldStyles.field}>
          <label htmlFor={commentId} className={fieldStyles.label}>
            {t('bookTrip.driverComment')}
          </label>
          <span id={commentHintId} className={fieldStyles.hint}>
            {t('bookTrip.driverCommentHint')}
          </span>
          <textarea
            ref={fields.ref('driverComment')}
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
