import { useId, type Ref } from 'react';
import { fieldControl } from './field-control';
import { LabelledField } from '../text-field/labelled-field';

/** One option of a {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native `<select>` of the booking form and the travel preferences (the most robust control for
 * keyboard, screen reader and zoom users): hint and error are tied to it with `aria-describedby`, an error sets
 * `aria-invalid`.
 */
export function SelectField({
  label,
  hint,
  error,
  value,
  options,
  onChange,
  disabled,
  selectRef,
}: SelectFieldProps) {
  const id = `select-${useId()}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <LabelledField controlId={id} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <select
        ref={selectRef}
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        {...fieldControl(Boolean(error), [hintId, errorId])}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

/** Whole numbers `min`..`max` as select options (empty when max < min). */
export function countOptions(min: number, max: number): SelectOption[] {
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => ({
    value: String(min + i),
    label: String(min + i),
  }));
}
