/**
 * What the form statecharts share: the bookkeeping of a form's context on `form.change` and
 * `form.submit` (product §5: field errors appear after the first submit, then follow every change; focus moves to
 * the first invalid field).
 *
 * The helpers build named actions and guards for `setup({ actions, guards })`; the machine's config keeps
 * referring to them by name, so it stays static and Stately-importable:
 * ```ts
 * const form = formActions<MyContext, MyEvent>((form) => validateMine(form));
 * setup({
 *   actions: { applyChange: form.applyChange(), showErrors: form.showErrors(), startSubmit: form.startSubmit() },
 *   guards: { isFormValid: form.isValid },
 * })
 * ```
 * Pure: no React, no fetch, no DOM.
 */
import { assertEvent, assign } from 'xstate';
import type { EventObject, MachineContext } from 'xstate';
import type { AppError } from '../types';
import { toAppError } from './errors';
import { isValid, type FieldErrors } from './field-errors';

/** The form part of a form machine's context (declare the context as `extends FormState<MyForm>`). */
export interface FormState<TForm extends object> {
  /** The values as typed (kept whatever the server answers). */
  form: TForm;
  /** Field → i18n key of its first problem (shown once `submitAttempted`, then following every change). */
  errors: FieldErrors<keyof TForm & string>;
  submitAttempted: boolean;
  /** Incremented whenever the view should focus the first invalid field. */
  focusRequest: number;
}

/** The events every form machine accepts: edit fields (`patch`; in any state, values are kept), submit. */
export type FormEvent<TForm extends object> =
  { type: 'form.change'; patch: Partial<TForm> } | { type: 'form.submit' };

/** A form's state before anything happened: `form` as given, no errors, nothing submitted. */
export function initialFormState<TForm extends object>(form: TForm): FormState<TForm> {
  return { form, errors: {}, submitAttempted: false, focusRequest: 0 };
}

/** The part of a form machine's context the helpers read and write (any {@link FormState}). */
export interface FormContext extends MachineContext {
  /** The values as typed. */
  form: object;
  /** Field → i18n key of its first problem (shown once `submitAttempted`). */
  errors: FieldErrors<string>;
  submitAttempted: boolean;
  /** Incremented whenever the view should focus the first invalid field. */
  focusRequest: number;
  /** The password forms' policy, which validation follows (see `storePolicy`). */
  policy?: unknown;
}

/** A form machine's validation: the field errors of `form` (`{}` = valid); `context` for e.g. the policy. */
type Validate<TContext extends FormContext> = (
  form: TContext['form'],
  context: TContext,
) => TContext['errors'];

function patchOf<TForm>(event: EventObject): Partial<TForm> {
  const change = event as { type: 'form.change'; patch: Partial<TForm> };
  assertEvent(change, 'form.change');
  return change.patch;
}

/**
 * The named actions and the validity guard of one form, typed for the machine's context and events and built
 * around its validation. Each factory returns a fresh action for `setup({ actions })`.
 */
export function formActions<TContext extends FormContext, TEvent extends EventObject>(
  validate: Validate<TContext>,
) {
  type Updates = Partial<TContext>;
  const none = {} as TContext['errors'];
  const errorsFor = (form: TContext['form'], context: TContext) =>
    context.submitAttempted ? validate(form, context) : none;

  return {
    /**
     * `form.change { patch }`: merges the patch (then `normalize`s the result, e.g. digits only in a code) and,
     * once a submit was attempted, validates again so the errors follow the typing.
     */
    applyChange(normalize?: (form: TContext['form'], context: TContext) => TContext['form']) {
      return assign<TContext, TEvent, undefined, TEvent, never>(({ context, event }) => {
        const merged = { ...context.form, ...patchOf<TContext['form']>(event) };
        const form = normalize ? normalize(merged, context) : merged;
        return { form, errors: errorsFor(form, context) } as Updates;
      });
    },

    /** A rejected submit: shows every field error and asks the view to focus the first invalid field. */
    showErrors(extra?: Updates) {
      return assign<TContext, TEvent, undefined, TEvent, never>(
        ({ context }) =>
          ({
            ...extra,
            submitAttempted: true,
            errors: validate(context.form, context),
            focusRequest: context.focusRequest + 1,
          }) as Updates,
      );
    },

    /** A valid submit: errors cleared; later changes are validated as typed. */
    startSubmit(extra?: Updates) {
      return assign<TContext, TEvent, undefined, TEvent, never>(
        () => ({ ...extra, submitAttempted: true, errors: {} }) as Updates,
      );
    },

    /**
     * A server answer tied to fields (e.g. 409 → the email field): merges the errors `errorsOf` derives from
     * the §8 error in `params` into the shown ones and moves focus to the first invalid field.
     */
    showFieldErrors(errorsOf: (error: AppError, context: TContext) => TContext['errors']) {
      return assign<TContext, TEvent, { error?: unknown } | undefined, TEvent, never>(
        ({ context }, params) =>
          ({
            errors: { ...context.errors, ...errorsOf(toAppError(params?.error), context) },
            focusRequest: context.focusRequest + 1,
          }) as Updates,
      );
    },

    /** The server's password policy arrived: stored, and the shown errors follow it. */
    storePolicy() {
      return assign<TContext, TEvent, { policy: TContext['policy'] }, TEvent, never>(
        ({ context }, params) =>
          ({
            policy: params.policy,
            errors: errorsFor(context.form, { ...context, policy: params.policy }),
          }) as Updates,
      );
    },

    /** Empties the form (`emptyForm()`) and forgets the submit attempt, e.g. after a successful change. */
    resetForm(emptyForm: () => TContext['form'], extra?: Updates) {
      return assign<TContext, TEvent, undefined, TEvent, never>(
        () => ({ ...extra, form: emptyForm(), errors: {}, submitAttempted: false }) as Updates,
      );
    },

    /** Guard: the form as typed has no field error. */
    isValid: ({ context }: { context: TContext }): boolean => isValid(validate(context.form, context)),
  };
}
