import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as FIELD_RULES from '../../../openapi/generated/field-rules';
import { FIELD_MAX_LENGTH } from '../../../machines/lib/field-limits';
import { Button, type ButtonProps } from '../button/button';
import { TextField, type TextFieldProps } from '../text-field/text-field';
import * as styles from './form.css';

/**
 * The kinds of account-form fields (register, activate, forgot, change, login, profile, pass numbers) and what each
 * always has: type, the APIs' `maxLength`, autocomplete, input mode.
 */
const KINDS = {
  email: { type: 'email', name: 'email', autoComplete: 'email', maxLength: FIELD_MAX_LENGTH.email },
  password: { type: 'password', autoComplete: 'new-password', maxLength: FIELD_MAX_LENGTH.password },
  code: {
    name: 'code',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    pattern: '[0-9]*',
    maxLength: FIELD_RULES.SixDigitCode.maxLength,
  },
  givenName: { autoComplete: 'given-name', maxLength: FIELD_MAX_LENGTH.name },
  familyName: { autoComplete: 'family-name', maxLength: FIELD_MAX_LENGTH.name },
  phone: { type: 'tel', name: 'phone', autoComplete: 'tel', maxLength: FIELD_MAX_LENGTH.phone },
  passNumber: { name: 'passNumber', inputMode: 'numeric', autoComplete: 'off' },
  dateOfBirth: { name: 'dateOfBirth', inputMode: 'numeric' },
} satisfies Record<string, Partial<TextFieldProps>>;

/** A kind of account-form field: the attributes {@link FormTextField} gives it. */
type FieldKind = keyof typeof KINDS;

/** Props of {@link FormTextField}: `TextField`'s, the field's `kind`, and a label unless the kind brings one. */
export type FormTextFieldProps = Omit<TextFieldProps, 'label'> & { kind?: FieldKind; label: ReactNode };

/**
 * A required `TextField` of one `kind` (email, password, code, names, phone, pass number, date of birth): the kind
 * brings its attributes, and for pass number and date of birth also label, hint and placeholder. A page adds the
 * label and the binding (`useMachineForm().field(name)`), and may override anything (`required={false}`).
 */
export function FormTextField({ kind, ...props }: FormTextFieldProps) {
  return <TextField {...(kind ? KINDS[kind] : {})} required {...props} />;
}

/**
 * The account forms' `<form>`: the machine validates, so no native validation (`noValidate`); the shared column
 * layout. Pass `onSubmit` (`useMachineForm().submit`).
 */
export function Form({ className, ...props }: ComponentPropsWithRef<'form'>) {
  return <form className={[styles.form, className].filter(Boolean).join(' ')} noValidate {...props} />;
}

/** The form's submit button (primary); `busy` while the machine's request runs. */
export function SubmitButton(props: Omit<ButtonProps, 'type'>) {
  return <Button type="submit" variant="primary" {...props} />;
}
