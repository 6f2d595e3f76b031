import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldError } from '../text-field/field-messages';
import * as styles from './form.css';

/** Props of {@link CheckboxField}: native checkbox props (incl. `ref`) plus label and error. */
export type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> & {
  label: ReactNode;
  /** Error text; sets `aria-invalid` and joins the description (`aria-describedby`). */
  error?: ReactNode;
  /** Extra content under the box, e.g. links to the documents being accepted. */
  children?: ReactNode;
};

/**
 * A labelled native checkbox with its error tied to it (`aria-describedby`, `aria-invalid`). Native on purpose:
 * the sturdiest control for keyboards, screen readers and zoom; the whole label toggles it.
 */
export function CheckboxField({ label, error, children, id, ...inputProps }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? `checkbox-${generated}`;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={styles.checkboxField}>
      <div className={styles.checkboxRow}>
        <input
          id={inputId}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...inputProps}
        />
        <label htmlFor={inputId} className={styles.checkboxLabel}>
          {label}
        </label>
      </div>
      {children}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
