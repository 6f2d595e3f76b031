import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { CODE_LENGTH, type PasswordPolicy } from '../../../machines/lib/account-rules';
import { FIELD_MAX_LENGTH } from '../../../machines/lib/field-limits';
import { useI18n, type TranslationKey } from '../../i18n/i18n';
import { Button, type ButtonProps } from '../button/button';
import { TextField, type TextFieldProps } from '../text-field/text-field';
import { PasswordChecklist } from './password-checklist';
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
    maxLength: CODE_LENGTH,
  },
  givenName: { autoComplete: 'given-name', maxLength: FIELD_MAX_LENGTH.name },
  familyName: { autoComplete: 'family-name', maxLength: FIELD_MAX_LENGTH.name },
  phone: { type: 'tel', name: 'phone', autoComplete: 'tel', maxLength: FIELD_MAX_LENGTH.phone },
  passNumber: { name: 'passNumber', inputMode: 'numeric', autoComplete: 'off' },
  dateOfBirth: { name: 'dateOfBirth', inputMode: 'numeric' },
} satisfies Record<string, Partial<TextFieldProps>>;

/** A kind of account-form field: the attributes {@link FormTextField} gives it. */
type FieldKind = keyof typeof KINDS;

/** The words of the kinds that read the same on every form (i18n keys). */
const KIND_TEXTS: Partial<
  Record<FieldKind, Partial<Record<'label' | 'hint' | 'placeholder', TranslationKey>>>
> = {
  passNumber: { label: 'passNumber.number', hint: 'passNumber.numberHint' },
  dateOfBirth: {
    label: 'passNumber.dateOfBirth',
    hint: 'passNumber.dateOfBirthHint',
    placeholder: 'passNumber.dateOfBirthPlaceholder',
  },
};

/** Props of {@link FormTextField}: `TextField`'s, the field's `kind`, and a label unless the kind brings one. */
export type FormTextFieldProps = Omit<TextFieldProps, 'label'> & { kind?: FieldKind; label?: ReactNode };

/**
 * A required `TextField` of one `kind` (email, password, code, names, phone, pass number, date of birth): the kind
 * brings its attributes, and for pass number and date of birth also label, hint and placeholder. A page adds the
 * label and the binding (`useMachineForm().field(name)`), and may override anything (`required={false}`).
 */
export function FormTextField({ kind, label, ...props }: FormTextFieldProps) {
  const { t } = useI18n();
  const texts = kind ? KIND_TEXTS[kind] : undefined;
  const text = (key: TranslationKey | undefined) => (key ? t(key) : undefined);
  return (
    <TextField
      {...(kind ? KINDS[kind] : {})}
      label={label ?? text(texts?.label)}
      hint={text(texts?.hint)}
      placeholder={text(texts?.placeholder)}
      required
      {...props}
    />
  );
}

/**
 * A new password with the server's policy as the live checklist under it (SPEC §5), which the input references
 * with `aria-describedby`.
 */
export function NewPasswordField({
  policy,
  ...props
}: FormTextFieldProps & { policy: PasswordPolicy; value: string }) {
  const checklistId = `password-rules-${useId()}`;
  return (
    <>
      <FormTextField kind="password" aria-describedby={checklistId} {...props} />
      <PasswordChecklist id={checklistId} password={props.value} policy={policy} />
    </>
  );
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
