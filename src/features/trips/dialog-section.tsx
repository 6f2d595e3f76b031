import type { ReactNode } from 'react';
import { TitledSection } from '../../components/titled-section/titled-section';
import * as styles from './trip-details-dialog.css';

/** A titled part of the trip-details dialog (follow the driver, PT journey, share): named by its h3. */
export function DialogSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <TitledSection title={title} level={3} className={styles.section} titleClassName={styles.sectionTitle}>
      {children}
    </TitledSection>
  );
}
