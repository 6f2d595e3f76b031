import { useEffect, useRef } from 'react';

/**
 * Moves focus to the first invalid field whenever `focusRequest` (a machine counter) increases — after a
 * rejected submit or a server answer tied to a field (WCAG 3.3.1). Returns the ref map to attach:
 * `ref={(el) => { refs.current.email = el; }}`.
 */
export function useFocusFirstInvalid<F extends string>(
  focusRequest: number,
  errors: Partial<Record<F, string>>,
  order: readonly F[],
) {
  const refs = useRef<Partial<Record<F, HTMLElement | null>>>({});
  const handled = useRef(0);
  useEffect(() => {
    // Only a new request moves focus; typing (new errors) must not.
    if (focusRequest === handled.current) return;
    handled.current = focusRequest;
    const field = order.find((name) => errors[name] !== undefined);
    if (field) refs.current[field]?.focus();
  }, [focusRequest, errors, order]);
  return refs;
}

/** A ref callback that stores the element under `name` in a {@link useFocusFirstInvalid} ref map. */
export function fieldRef<F extends string>(
  refs: { current: Partial<Record<F, HTMLElement | null>> },
  name: F,
) {
  return (element: HTMLElement | null) => {
    refs.current[name] = element;
  };
}
