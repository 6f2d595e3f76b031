import { useI18n } from '../../i18n/i18n';
import * as styles from './spinner.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** sm = 1em (inline, e.g. in a button), md = 2rem, lg = 3rem. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * Decorative rotating ring (aria-hidden). Pair it with visible text or use {@link Loading}, which announces
 * itself. With prefers-reduced-motion the rotation stops (global.css.ts) and the ring stays visible.
 */
export function Spinner({ size = 'md', className }: SpinnerProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.spinner, styles.size[size], className].filter(Boolean).join(' ')}
    />
  );
}

/** Props of {@link Loading}. */
export interface LoadingProps {
  /** Visible text; default `common.loading` ("Bezig met laden…" / "Loading…"). */
  label?: string;
  className?: string;
}

/** Spinner with a visible label inside `role="status"`, so screen readers announce the wait politely. */
export function Loading({ label, className }: LoadingProps) {
  const { t } = useI18n();
  return (
    <div role="status" className={[styles.loading, className].filter(Boolean).join(' ')}>
      <Spinner size="lg" />
      <span className={styles.loadingText}>{label ?? t('common.loading')}</span>
    </div>
  );
}
