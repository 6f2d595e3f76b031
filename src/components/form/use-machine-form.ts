import type { ChangeEvent, FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { useFocusFirstInvalid } from './form-focus';
import { useErrorText } from './use-error-text';

/** What a form machine's snapshot holds (machines/lib/form-actions.ts `FormContext`). */
interface FormSnapshot {
  context: { form: object; errors: Partial<Record<string, string>>; focusRequest: number };
}

/** An actor of a form machine: accepts `form.change { patch }` and `form.submit`. */
type FormActorRef = AnyActorRef & { getSnapshot(): FormSnapshot };

type FormOf<TActor extends FormActorRef> = ReturnType<TActor['getSnapshot']>['context']['form'];
type KeysOf<TForm, TValue> = { [K in keyof TForm]: TForm[K] extends TValue ? K : never }[keyof TForm] &
  string;

/** Props that bind a text input to one field: spread them into `FormTextField` (or `TextField`). */
export interface TextFieldBinding {
  name: string;
  ref: (element: HTMLElement | null) => void;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}

/** Props that bind a checkbox to one boolean field: spread them into `CheckboxField`. */
export interface CheckboxBinding extends Omit<TextFieldBinding, 'value'> {
  checked: boolean;
}

/**
 * Binds a view to a form machine's actor: the snapshot, the values and field errors, props per
 * field (`name`, `ref` for focus, `value`/`checked`, `onChange` sending `form.change`, the translated `error`), and
 * the submit handler sending `form.submit`. Focus moves to the first invalid field of `order` whenever the
 * machine raises `focusRequest` (WCAG 3.3.1).
 * @param order the fields in the order they are shown (the first invalid one gets focus)
 */
export function useMachineForm<TActor extends FormActorRef>(
  actor: TActor,
  order: readonly (keyof FormOf<TActor> & string)[],
) {
  type Form = FormOf<TActor>;
  const state = useSelector(actor, (s) => s);
  const { form, errors, focusRequest } = (state as FormSnapshot).context as {
    form: Form;
    errors: Partial<Record<keyof Form & string, string>>;
    focusRequest: number;
  };
  const fields = useFocusFirstInvalid(focusRequest, errors, order);
  const errorText = useErrorText();

  const change = (patch: Partial<Form>) => actor.send({ type: 'form.change', patch });
  const bind = (name: keyof Form & string) => ({
    name,
    ref: fields.ref(name),
    error: errorText(errors[name]),
  });

  return {
    state,
    form,
    errors,
    /** Sends `form.change` with `patch` (for changes that are not one input's value). */
    change,
    /** The focus ref callback of field `name`, for a control that is not a text input or checkbox (a combobox). */
    ref: (name: keyof Form & string) => fields.ref(name),
    /** The translated error of field `name`, or undefined. */
    error: (name: keyof Form & string) => errorText(errors[name]),
    /** The `<form onSubmit>` handler: no native submit, `form.submit` to the machine. */
    submit: (event: FormEvent) => {
      event.preventDefault();
      actor.send({ type: 'form.submit' });
    },
    /** Props for the text input of string field `name`. */
    field: (name: KeysOf<Form, string>): TextFieldBinding => ({
      ...bind(name),
      value: form[name] as string,
      onChange: (event) => change({ [name]: event.target.value } as Partial<Form>),
    }),
    /** Props for the checkbox of boolean field `name`. */
    checkbox: (name: KeysOf<Form, boolean>): CheckboxBinding => ({
      ...bind(name),
      checked: form[name] as boolean,
      onChange: (event) => change({ [name]: event.target.checked } as Partial<Form>),
    }),
  };
}
