import type { ReactNode } from 'react';
import { FieldError, FieldHint } from './field-messages';
import * as styles from './text-field.css';

/** Props of {@link LabelledField}. */
export interface LabelledFieldProps {
  /** Id of the control inside: the visible label's `htmlFor`, so the label is the control's accessible name. */
  controlId: string;
  /** Visible label (required: placeholders are no substitute). */
  label: ReactNode;
  /** Help text under the label; the control lists `hintId` in its `aria-describedby`. */
  hint?: ReactNode;
  hintId?: string | undefined;
  /** Error text under the control (icon plus text); the control lists `errorId` and sets `aria-invalid`. */
  error?: ReactNode;
  errorId?: string | undefined;
  /** Class for the wrapping element, in place of the default column (a row, e.g. label beside its select). */
  className?: string | undefined;
  /** Class for the label, in place of the default bold label. */
  labelClassName?: string | undefined;
  /** The control itself (`<input>`, `<select>`, `<textarea>` or a field component), plus texts between it and the error. */
  children: ReactNode;
}

/**
 * One form field's frame (WCAG 1.3.1, 3.3.2): the visible label tied to the control, the hint under the label and
 * the error under the control, in that reading order. The control is the caller's, so it keeps its own ref, value
 * and `aria-describedby` (e.g. from `fieldControl`); this only lays out and labels it. Renders no hint or error
 * element when that text is absent.
 */
export function LabelledField({
  controlId,
  label,
  hint,
  hintId,
  error,
  errorId,
  className,
  labelClassName,
  children,
}: LabelledFieldProps) {
  return (
    <div className={className ?? styles.field}>
      <label htmlFor={controlId} className={labelClassName ?? styles.label}>
        {label}
      </label>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {children}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
