import { useId, type ReactNode } from 'react';
import * as styles from './profile-page.css';

/** A titled part of a profile tab: a `<section>` named by its h2 (`aria-labelledby`). */
export function PanelSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = `section-${useId()}`;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
