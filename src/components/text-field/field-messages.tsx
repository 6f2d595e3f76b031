import type { ReactNode } from 'react';
import { ErrorIcon } from '../icons/icons';
import * as styles from './text-field.css';

/**
 * The texts under a field's label, each with the `id` its control lists in `aria-describedby`, so screen readers
 * read them with the field: the hint (how to fill it in) and the error.
 */

/** A field's hint, e.g. "Typ minimaal 3 tekens". */
export function FieldHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <span id={id} className={styles.hint}>
      {children}
    </span>
  );
}

/** A field's error message: icon plus text (never colour alone). */
export function FieldError({
  id,
  children,
  className,
}: {
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span id={id} className={[styles.error, className].filter(Boolean).join(' ')}>
      <ErrorIcon size={20} />
      <span>{children}</span>
    </span>
  );
}
