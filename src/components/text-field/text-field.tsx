import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { field } from '../../../styles/recipes/field.css';
import { useI18n } from '../../i18n/i18n';
import { LabelledField } from './labelled-field';
import * as styles from './text-field.css';

/** Props of {@link TextField}: native input props (incl. `ref`, forwarded to the <input>) plus label texts. */
export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children'> & {
  /** Visible label (required: placeholders are no substitute). */
  label: ReactNode;
  /** Help text under the label, e.g. "Typ minimaal 3 tekens". */
  hint?: ReactNode;
  /** Error text; when present the input is `aria-invalid` and the text is part of its description. */
  error?: ReactNode;
  /** Adds a visible "(verplicht)" / "(required)" marker next to the label; `required` also sets `aria-required`. */
  showRequiredMarker?: boolean;
  /** Class for the wrapping element. */
  className?: string;
  /** Class for the <input> itself. */
  inputClassName?: string;
};

/**
 * Labelled text input. The hint and the error are tied to the input with `aria-describedby` (hint first), and an
 * error sets `aria-invalid="true"` — so screen readers read label, value, hint and error together. Pass `ref` to
 * reach the <input> (React 19 ref-as-prop), e.g. to focus the first invalid field after submit.
 */
export function TextField({
  label,
  hint,
  error,
  showRequiredMarker = false,
  className,
  inputClassName,
  id,
  required,
  type = 'text',
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const { t } = useI18n();
  const generatedId = useId();
  const inputId = id ?? `field-${generatedId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(error);

  return (
    <LabelledField
      controlId={inputId}
      label={
        <>
          {label}
          {showRequiredMarker && required ? (
            <span className={styles.marker}>{t('common.required')}</span>
          ) : null}
        </>
      }
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <input
        id={inputId}
        type={type}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedByIds}
        className={[field({ invalid }), inputClassName].filter(Boolean).join(' ')}
        {...inputProps}
      />
    </LabelledField>
  );
}
