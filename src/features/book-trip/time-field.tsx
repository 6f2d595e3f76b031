import { useState, type Ref } from 'react';
import { field } from '../../../styles/recipes/field.css';
import { useI18n } from '../../i18n/i18n';
import { isTime24, parseTime24 } from '../../lib/time-input';
import * as styles from './book-trip-page.css';
import { FieldError } from './form-fields';

/** Props of {@link TimeField}. */
export interface TimeFieldProps {
  /** Id of the input (the parent's `<label htmlFor>` points at it). */
  id: string;
  /** The form's time: `HH:mm` (24-hour) when valid, otherwise the text as typed. */
  value: string;
  /** Receives the normalised `HH:mm`, or the raw text while it is not a valid time (so the form stays invalid). */
  onChange: (value: string) => void;
  /** True after a submit attempt: a malformed time shows its error even if the field was never left. */
  submitAttempted: boolean;
  /** Id of the pickup group's error (from the booking rules) when one is shown, else undefined. */
  pickupErrorId: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The booking form's pickup time as a 24-hour text field (issue 8): a native `<input type="time">` shows 12-hour
 * AM/PM in an en-US browser; this field always shows and accepts `HH:mm`, in both languages. Numeric keyboard on
 * phones (`inputMode="numeric"`: `1430` is accepted, so no colon key is needed), no autocomplete. Typing `1430`,
 * `14:30` or `14.30` gives `14:30` at once; on leaving the field `9:05`, `905` and `9` become `09:05` / `09:00`.
 * Anything else shows the `bookTrip.timeInvalid` error (tied with `aria-describedby`) once the field is left or
 * the form submitted. The label lives in the parent, so the accessible name stays "Tijd" / "Time".
 */
export function TimeField({ id, value, onChange, submitAttempted, pickupErrorId, inputRef }: TimeFieldProps) {
  const { t } = useI18n();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [left, setLeft] = useState(false);
  // The form changed the time itself (default time, reset): show its value unless that is what is typed.
  if (value !== seen) {
    setSeen(value);
    if (value !== text && parseTime24(text, true) !== value) setText(value);
  }
  const hintId = `${id}-hint`;
  const formatErrorId = `${id}-format-error`;
  const malformed = (left || submitAttempted) && !isTime24(value);
  const errorId = malformed ? formatErrorId : pickupErrorId;
  return (
    <>
      <span id={hintId} className={styles.hint}>
        {t('bookTrip.timeHint')}
      </span>
      <input
        ref={inputRef}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        required
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          onChange(parseTime24(next) ?? next);
        }}
        onBlur={() => {
          const normalised = parseTime24(text, true);
          if (normalised) {
            setText(normalised);
            if (normalised !== value) onChange(normalised);
          }
          setLeft(true);
        }}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
        className={field({ invalid: Boolean(errorId) })}
      />
      {malformed ? <FieldError id={formatErrorId}>{t('bookTrip.timeInvalid')}</FieldError> : null}
    </>
  );
}
