import type { Trip } from '../../../machines/types';
import { Button } from '../button/button';
import { TitledSection } from '../titled-section/titled-section';
import { useI18n } from '../../i18n/i18n';
import { BookedTripDetails, type BookedTripDetailsProps } from './booked-trip-details';
import * as styles from './booked-trip-card.css';

/** Props of {@link BookedTripCard}. */
export interface BookedTripCardProps extends BookedTripDetailsProps {
  /** The section's heading (level 2), e.g. "Rit RT-12345678". */
  title: string;
  /**
   * "Add to calendar": hands the trip's .ics file to the browser. The caller passes its own feature's logic
   * (`useLogic(createTripCalendarLogic)` signed in, `useLogic(createGuestCalendarLogic)` for a guest), so each
   * route keeps loading only its own modules.
   */
  onAddToCalendar: (trip: Trip) => void;
  /** A rule above the trip, where several trips follow each other in one column. */
  separated?: boolean;
}

/**
 * One trip just booked, as both confirmations show it (product §2 after booking: the signed-in confirmation view
 * and the guest's `/quick-book/booked` page): a level-2 section with its title, the trip's details
 * ({@link BookedTripDetails}: status, who travels, aids and the cancel deadline as the props ask) and the
 * "Add to calendar" button (i18n `calendar.add`).
 */
export function BookedTripCard({
  title,
  onAddToCalendar,
  separated = false,
  ...details
}: BookedTripCardProps) {
  const { t } = useI18n();
  return (
    <TitledSection
      title={title}
      level={2}
      className={separated ? `${styles.card} ${styles.separated}` : styles.card}
      titleClassName={styles.title}
    >
      <BookedTripDetails {...details} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onAddToCalendar(details.trip)}>
          {t('calendar.add')}
        </Button>
      </div>
    </TitledSection>
  );
}
