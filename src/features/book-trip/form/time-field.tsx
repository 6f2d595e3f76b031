import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import { selectIsTimeMalformed, selectTimeText } from '../../../../machines/booking';
import { useI18n } from '../../../i18n/i18n';
import { useFieldError, type BookingActorRef } from '../parts/booking-view';
import { FieldError, FieldHint } from '../../../components/text-field/field-messages';
import { fieldControl } from '../../../components/form/field-control';

/** Props of {@link TimeField}. */
export interface TimeFieldProps {
  /** Id of the input (the parent's `<label htmlFor>` points at it). */
  id: string;
  actor: BookingActorRef;
  /** Id of the pickup group's error when one is shown, else undefined: the field is then marked invalid. */
  errorId: string | undefined;
  /**
   * Id of a pickup hint that describes the field without making it invalid (the earliest-arrival suggestion, the
   * return leg's default pick-up), else undefined.
   */
  hintId?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The booking form's pickup time as a 24-hour text field: a native `<input type="time">` shows 12-hour
 * AM/PM in an en-US browser; this field always shows and accepts `HH:mm`, in both languages. Numeric keyboard on
 * phones (`inputMode="numeric"`: `1430` is accepted, so no colon key is needed), no autocomplete. The booking chart
 * holds the text as typed (`form.typeTime`: `1430`, `14:30` or `14.30` give the form `14:30` at once), reads it on
 * leaving (`form.leaveTime`: `9:05`, `905` and `9` become `09:05` / `09:00`) and decides when it is malformed
 * (`selectIsTimeMalformed`): then the `bookTrip.timeInvalid` error shows, tied with `aria-describedby`, instead of
 * the pickup message. Only an error sets `aria-invalid` and the red border; a pickup hint (`hintId`) only describes the
 * field. The label lives in the parent, so the accessible name stays "Tijd" / "Time".
 */
export function TimeField({
  id,
  actor,
  errorId: pickupErrorId,
  hintId: pickupHintId,
  inputRef,
}: TimeFieldProps) {
  const { t } = useI18n();
  const text = useSelector(actor, selectTimeText);
  const malformed = useSelector(actor, selectIsTimeMalformed);
  const formatError = useFieldError(actor, 'time');
  const hintId = `${id}-hint`;
  const formatErrorId = `${id}-format-error`;
  // Only an error marks the field invalid; a hint (the return leg's valid default time) only describes it.
  const errorId = malformed ? formatErrorId : pickupErrorId;
  return (
    <>
      <FieldHint id={hintId}>{t('bookTrip.timeHint')}</FieldHint>
      <input
        ref={inputRef}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        required
        value={text}
        onChange={(event) => actor.send({ type: 'form.typeTime', text: event.target.value })}
        onBlur={() => actor.send({ type: 'form.leaveTime' })}
        {...fieldControl(Boolean(errorId), [hintId, errorId, malformed ? undefined : pickupHintId])}
      />
      {formatError ? <FieldError id={formatErrorId}>{formatError}</FieldError> : null}
    </>
  );
}
