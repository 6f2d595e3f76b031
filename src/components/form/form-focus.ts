import { useEffect, useRef, useState } from 'react';

/**
 * The focusable fields of one form, by name: `ref(name)` is the ref callback a field's control attaches (stable per
 * name), `focus(name)` moves focus there and says whether that field is on the page. The one way forms bind their
 * fields for focus: {@link useMachineForm} (src/components/form/use-machine-form.ts) and the booking form use it.
 */
export interface FieldRefs<F extends string> {
  ref: (name: F) => (element: HTMLElement | null) => void;
  focus: (name: F) => boolean;
}

/** A fresh {@link FieldRefs} registry, kept for the component's lifetime. */
export function useFieldRefs<F extends string>(): FieldRefs<F> {
  const [fields] = useState((): FieldRefs<F> => {
    const elements: Partial<Record<F, HTMLElement | null>> = {};
    const callbacks = new Map<F, (element: HTMLElement | null) => void>();
    return {
      ref: (name) => {
        let callback = callbacks.get(name);
        if (!callback) {
          callback = (element) => {
            elements[name] = element;
          };
          callbacks.set(name, callback);
        }
        return callback;
      },
      focus: (name) => {
        const element = elements[name];
        element?.focus();
        return element != null;
      },
    };
  });
  return fields;
}

/**
 * Moves focus to the field the chart names, once per request (the chart gives a new object for each refused submit),
 * after the render that shows the errors (WCAG 3.3.1). `fallback` names a field to take focus when the requested
 * one is not on the page.
 */
export function useFocusRequest<F extends string>(
  request: { target: F } | null,
  fields: FieldRefs<F>,
  fallback: Partial<Record<F, F>> = {},
) {
  useEffect(() => {
    if (!request) return;
    if (fields.focus(request.target)) return;
    const other = fallback[request.target];
    if (other) fields.focus(other);
  }, [request, fields, fallback]);
}

/**
 * Moves focus to the first invalid field whenever `focusRequest` (a machine counter) increases — after a
 * rejected submit or a server answer tied to a field (WCAG 3.3.1). Returns the {@link FieldRefs} to bind the
 * fields with: `ref={fields.ref('email')}`.
 */
export function useFocusFirstInvalid<F extends string>(
  focusRequest: number,
  errors: Partial<Record<F, string>>,
  order: readonly F[],
): FieldRefs<F> {
  const fields = useFieldRefs<F>();
  const handled = useRef(0);
  useEffect(() => {
    // Only a new request moves focus; typing (new errors) must not.
    if (focusRequest === handled.current) return;
    handled.current = focusRequest;
    const field = order.find((name) => errors[name] !== undefined);
    if (field) fields.focus(field);
  }, [focusRequest, errors, order, fields]);
  return fields;
}
