/**
 * Account-form fields that bring their own words or rules, kept apart from ./fields.tsx so the login page (which
 * needs only e-mail and password) loads neither the pass-number texts nor the password policy rules.
 */
import { useId } from 'react';
import type { PasswordPolicy } from '../../../machines/lib/account-rules';
import { useI18n } from '../../i18n/i18n';
import { FormTextField, type FormTextFieldProps } from './fields';
import { PasswordChecklist } from './password-checklist';

type TextProps = Omit<FormTextFieldProps, 'kind' | 'label'>;

/** The pass-number field (SPEC §5 "Pass number"): label and hint of its own, numeric input. */
export function PassNumberField(props: TextProps) {
  const { t } = useI18n();
  return (
    <FormTextField
      kind="passNumber"
      label={t('passNumber.number')}
      hint={t('passNumber.numberHint')}
      {...props}
    />
  );
}

/** The date-of-birth field of a pass number (SPEC §5, DD-MM-YYYY): label, hint and placeholder of its own. */
export function DateOfBirthField(props: TextProps) {
  const { t } = useI18n();
  return (
    <FormTextField
      kind="dateOfBirth"
      label={t('passNumber.dateOfBirth')}
      hint={t('passNumber.dateOfBirthHint')}
      placeholder={t('passNumber.dateOfBirthPlaceholder')}
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
