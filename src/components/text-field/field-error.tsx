import type { ReactNode } from 'react';
import { ErrorIcon } from '../icons/icons';
import * as styles from './text-field.css';

/**
 * A field's error message: icon plus text (never colour alone). Give it the `id` its control lists in
 * `aria-describedby`, so screen readers read the error with the field.
 */
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
