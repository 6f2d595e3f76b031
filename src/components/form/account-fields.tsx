/**
 * Account-form fields that bring their own words or rules, kept apart from ./fields.tsx so the login page (which
 * needs only e-mail and password) loads neither the pass-number texts nor the password policy rules.
 */
import { useId } from 'react';
import type { PasswordPolicy } from '../../../machines/account';
import { useI18n, type TranslationKey } from '../../i18n/i18n';
import { FormTextField, type FormTextFieldProps } from './fields';
import { PasswordChecklist } from './password-checklist';

type TextProps = Omit<FormTextFieldProps, 'kind' | 'label'>;

/** The texts of the pass-number form's own fields (product §5.2 "Pass number"): label, hint and placeholder keys. */
const PASS_NUMBER_TEXTS = {
  passNumber: { label: 'passNumber.number', hint: 'passNumber.numberHint' },
  dateOfBirth: {
    label: 'passNumber.dateOfBirth',
    hint: 'passNumber.dateOfBirthHint',
    placeholder: 'passNumber.dateOfBirthPlaceholder',
  },
} as const;

/** A field of the pass-number form of `kind`, with its own texts from {@link PASS_NUMBER_TEXTS}. */
function passNumberFormField(kind: keyof typeof PASS_NUMBER_TEXTS) {
  const keys: { label: TranslationKey; hint: TranslationKey; placeholder?: TranslationKey } =
    PASS_NUMBER_TEXTS[kind];
  return function PassNumberFormField(props: TextProps) {
    const { t } = useI18n();
    return (
      <FormTextField
        kind={kind}
        label={t(keys.label)}
        hint={t(keys.hint)}
        placeholder={keys.placeholder ? t(keys.placeholder) : undefined}
        {...props}
      />
    );
  };
}

/** The pass-number field (product §5.2 "Pass number"): label and hint of its own, numeric input. */
export const PassNumberField = passNumberFormField('passNumber');

/** The date-of-birth field of a pass number (product §5, DD-MM-YYYY): label, hint and placeholder of its own. */
export const DateOfBirthField = passNumberFormField('dateOfBirth');

/**
 * A new password with the server's policy as the live checklist under it (product §5), which the input references
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
