/**
 * A form's field errors, shared by every form chart (machines/lib/form-actions.ts) and the rules that produce
 * them (account, login, pass-number and booking rules). Kept apart from the account rules so that the login path
 * (the entry chunk) does not carry the registration's messages.
 */

/** Field → i18n key of its first problem; a field without a problem is absent. `{}` = valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** True when a {@link FieldErrors} object holds no error. */
export function isValid(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length === 0;
}

/** The first field of `order` that has an error (the field to focus after a rejected submit), or null. */
export function firstInvalidField<F extends string>(order: readonly F[], errors: FieldErrors<F>): F | null {
  return order.find((field) => errors[field] !== undefined) ?? null;
}

/**
 * What a server refusal of a form means (product §8): the fields it names (i18n keys), or a problem of the whole
 * form (i18n key), or both empty/null.
 */
export interface FormRefusal<Errors> {
  errors: Errors;
  problem: string | null;
}
