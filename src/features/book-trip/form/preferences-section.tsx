import { useSelector } from '@xstate/react';
import { useId, type Ref } from 'react';
import { DRIVER_COMMENT_MAX_LENGTH, selectForm } from '../../../../machines/booking';
import { useI18n } from '../../../i18n/i18n';
import { SwitchField } from '../../../components/form/switch-field';
import * as styles from './preferences-section.css';
import * as fieldStyles from '../parts/fields.css';
import { useFieldError, type BookingActorRef, type BookingFields } from '../parts/booking-view';
import { LabelledField } from '../../../components/text-field/labelled-field';
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
  const phoneCall = useSelector(actor, (s) => selectForm(s).phoneCall);
  const phoneNumber = useSelector(actor, (s) => selectForm(s).phoneNumber);
  const driverComment = useSelector(actor, (s) => selectForm(s).driverComment);
  const byArrival = useSelector(actor, (s) => selectForm(s).planningMode === 'ByArrival');
  const phoneError = useFieldError(actor, 'phoneNumber');
  const commentError = useFieldError(actor, 'driverComment');
  const change = (patch: PreferencesPatch) => actor.send({ type: 'form.change', patch });
  return (
    <>
      <PhonePreferenceFields
        phoneCall={phoneCall}
        phoneNumber={phoneNumber}
        error={phoneError}
        phoneRef={fields.ref('phoneNumber')}
        onChange={change}
      />
      {byArrival ? null : (
        <DriverCommentField
          value={driverComment}
          error={commentError}
          commentRef={fields.ref('driverComment')}
          onChange={change}
        />
      )}
    </>
  );
}

/** An edit of the preferences, sent as a `form.change` patch. */
export type PreferencesPatch = { phoneCall?: boolean; phoneNumber?: string; driverComment?: string };

/** Props of {@link PhonePreferenceFields}. */
export interface PhonePreferenceFieldsProps {
  phoneCall: boolean;
  phoneNumber: string;
  /** The translated phone number error, when shown. */
  error?: string | undefined;
  /** The phone number input (focus target after an invalid submit). */
  phoneRef?: Ref<HTMLInputElement> | undefined;
  onChange: (patch: PreferencesPatch) => void;
}

/**
 * product §2 phone preference: the "call me" switch and, when on, the phone number (9–20 characters, checked by the
 * form's chart). Shared by the booking form and the change form (product §10.11 "What can change").
 */
export function PhonePreferenceFields({
  phoneCall,
  phoneNumber,
  error,
  phoneRef,
  onChange,
}: PhonePreferenceFieldsProps) {
  const { t } = useI18n();
  const ids = useId();
  const phoneId = `${ids}-phone`;
  const phoneErrorId = `${ids}-phone-error`;
  return (
    <>
      <SwitchField
        label={t('bookTrip.phoneCall')}
        hint={t('bookTrip.phoneCallHint')}
        checked={phoneCall}
        onCheckedChange={(checked) => onChange({ phoneCall: checked })}
        classNames={{ field: fieldStyles.field, label: fieldStyles.label, hint: fieldStyles.hint }}
      />
      {phoneCall ? (
        <LabelledField
          controlId={phoneId}
          label={t('bookTrip.phoneNumber')}
          error={error}
          errorId={phoneErrorId}
        >
          <input
            ref={phoneRef}
            id={phoneId}
            type="tel"
            autoComplete="tel"
            value={phoneNumber}
            onChange={(e) => onChange({ phoneNumber: e.target.value })}
            {...fieldControl(Boolean(error), [error && phoneErrorId])}
          />
        </LabelledField>
      ) : null}
    </>
  );
}

/** Props of {@link DriverCommentField}. */
export interface DriverCommentFieldProps {
  value: string;
  /** The translated error (too long), when shown. */
  error?: string | undefined;
  /** The textarea (focus target after an invalid submit). */
  commentRef?: Ref<HTMLTextAreaElement> | undefined;
  onChange: (patch: PreferencesPatch) => void;
}

/**
 * product §3 tripPreferences driver comment: a textarea of at most {@link DRIVER_COMMENT_MAX_LENGTH} characters
 * with its counter (departure mode only: the caller leaves it out by arrival). Shared by the booking and change forms.
 */
export function DriverCommentField({ value, error, commentRef, onChange }: DriverCommentFieldProps) {
  const { t } = useI18n();
  const ids = useId();
  const commentId = `${ids}-comment`;
  const commentHintId = `${ids}-comment-hint`;
  const commentCounterId = `${ids}-comment-counter`;
  const commentErrorId = `${ids}-comment-error`;
  return (
    <LabelledField
      controlId={commentId}
      label={t('bookTrip.driverComment')}
      hint={t('bookTrip.driverCommentHint')}
      hintId={commentHintId}
      error={error}
      errorId={commentErrorId}
    >
      <textarea
        ref={commentRef}
        id={commentId}
        rows={2}
        maxLength={DRIVER_COMMENT_MAX_LENGTH}
        value={value}
        onChange={(e) => onChange({ driverComment: e.target.value })}
        {...fieldControl(
          Boolean(error),
          [commentHintId, commentCounterId, error && commentErrorId],
          styles.textarea,
        )}
      />
      <span id={commentCounterId} className={styles.counter}>
        {t('bookTrip.driverCommentCounter', { count: value.length, max: DRIVER_COMMENT_MAX_LENGTH })}
      </span>
    </LabelledField>
  );
}
