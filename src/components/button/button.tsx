import type { ComponentPropsWithRef } from 'react';
import { button, type ButtonVariants } from '../../../styles/recipes/button.css';
import { Spinner } from '../spinner/spinner';
import * as styles from './button.css';

/** Props of {@link Button}: native button props (incl. `ref`) plus the recipe variants. */
export type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonVariants & {
    /** Shows a spinner, sets `aria-busy` and blocks clicks (the button stays focusable). */
    busy?: boolean;
  };

/**
 * Button from the design system (styles/recipes/button.css.ts): variants primary | secondary | ghost | danger,
 * sizes sm | md | lg, every size at least 44×44 CSS px. Defaults to `type="button"` so it never submits a form
 * by accident; pass `type="submit"` explicitly.
 */
export function Button({
  variant,
  size,
  fullWidth,
  busy = false,
  className,
  type = 'button',
  children,
  onClick,
  ...props
}: ButtonProps) {
  const classes = [button({ variant, size, fullWidth }), busy ? styles.busy : undefined, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {busy ? <Spinner size="sm" /> : null}
      {children}
    </button>
  );
}
