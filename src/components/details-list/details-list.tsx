import type { ReactNode } from 'react';
import * as styles from './details-list.css';

/**
 * Label–value pairs as a `<dl>` (labels bold, values wrapping anywhere): a trip's details, the next trip.
 * `stacked`: under 480 px each label goes above its value (dialogs on a phone).
 */
export function DetailsList({
  className,
  stacked = false,
  children,
}: {
  className?: string;
  stacked?: boolean;
  children: ReactNode;
}) {
  return (
    <dl className={[styles.list, stacked ? styles.stacked : undefined, className].filter(Boolean).join(' ')}>
      {children}
    </dl>
  );
}

/** One label and its value in a {@link DetailsList}. */
export function DetailsRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.definition}>{children}</dd>
    </>
  );
}
